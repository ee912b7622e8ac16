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
std::unique_ptr<Puzzle> make_definition_puzzle(const Definition& definition, std::string name,
                                               std::string gen_options = "");

}  // namespace puzzletab::definition
