// Any puzzle given by a definition (definition.h) as a Puzzle: a table of
// every position's distance modulo 3, walked to the lexically earliest
// shortest solution.
#pragma once

#include <memory>
#include <string_view>

#include "core/puzzle.h"
#include "puzzles/definition/definition.h"

namespace puzzletab::definition {

// InputError for a definition the model cannot rank (too large).
std::unique_ptr<Puzzle> make_definition_puzzle(const Definition& definition);

}  // namespace puzzletab::definition
