// Any puzzle given by a definition (definition.h) as a Puzzle: a table of
// every position's distance modulo 3, walked to the lexically earliest
// shortest solution.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "core/puzzle.h"
#include "puzzles/definition/definition.h"

namespace puzzletab::definition {

// InputError for a definition the model cannot rank (too large). `name`
// is the puzzle's on the command line and in its table's (definition_files.h
// says where it comes from); `gen_options` is what `gen` needs besides the
// name to make its table ("--def FILE" for a definition that is not shipped).
//
// `notation`, for a shipped WCA puzzle with a sticker map
// (fixed_corner_notation.h), reads a scramble line into the colouring it
// leaves: the puzzle then reads scrambles by default (--input scramble), and
// --orientation says whether `held` (the default: the puzzle as held after
// the scramble's rotations) or turned back.
using ScrambleNotation = std::string (*)(std::string_view scramble, bool held);
std::unique_ptr<Puzzle> make_definition_puzzle(const Definition& definition, std::string name,
                                               std::string gen_options = "",
                                               ScrambleNotation notation = nullptr);

}  // namespace puzzletab::definition
