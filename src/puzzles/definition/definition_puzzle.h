// Any puzzle given by a definition (definition.h) as a Puzzle: a table of
// every position's distance modulo 3, walked to the lexically earliest
// shortest solution, or for a definition too large for one, an IDA* over
// pruning tables (pruned_search.h).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/puzzle.h"
#include "puzzles/definition/definition.h"

namespace puzzletab::definition {

// InputError for a definition with more slots or moves than the model
// takes (permutation_model.h). `name`
// is the puzzle's on the command line and in its table's (definition_files.h
// says where it comes from); `gen_options` is what `gen` needs besides the
// name to make its table ("--def FILE" for a definition that is not shipped).
//
// `notation`, for a shipped WCA puzzle with a sticker map
// (fixed_corner_notation.h), reads a scramble line into the colouring it
// leaves: the puzzle then reads scrambles by default (--input scramble), and
// --orientation says whether `held` (the default: the puzzle as held after
// the scramble's rotations) or turned back.
//
// `limits`: a definition whose ranking numbers at most `complete` positions
// gets a complete table; a larger one, pruning tables of its projections
// (projection.h) that hold at most `pruning` entries together, and its
// answers are searched. gen says how large (`gen --pruning`); query reads
// it from the table NAME.ptab then holds (a plan), and builds nothing, or
// with `in_run` (query --build-pruning) builds the tables itself, only as
// deep as its searches need, and reads no file: `in_run` is the layers'
// size it deepens to unasked (TablesInRun::kMinLayer; the tests' smaller).
struct TableLimits {
  std::uint64_t complete = std::uint64_t{1} << 32;
  std::optional<std::uint64_t> pruning;  // entries of 2 bits
  std::optional<std::uint64_t> in_run;
};
using ScrambleNotation = std::string (*)(std::string_view scramble, bool held);
std::unique_ptr<Puzzle> make_definition_puzzle(const Definition& definition, std::string name,
                                               std::string gen_options = "",
                                               ScrambleNotation notation = nullptr,
                                               TableLimits limits = {});

// The entries of a definition's pruning tables together when gen is not
// told (--pruning), 2 bits each (256 MB): built in minutes on 2 cores
// (docs/definitions.md).
inline constexpr std::uint64_t kPruningEntries = std::uint64_t{1} << 30;

}  // namespace puzzletab::definition
