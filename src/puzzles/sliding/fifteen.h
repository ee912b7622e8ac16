// The fifteen puzzle: optimal answers by IDA* over disjoint additive
// pattern databases (6-6-3 shipped, 7-8 built on request with gen --large).
#pragma once

#include <memory>

#include "core/puzzle.h"
#include "puzzles/sliding/pattern_puzzle.h"

namespace puzzletab::fifteen {

inline constexpr unsigned kWidth = 4;

// The puzzle as data: its database sets (pattern_puzzle.h).
const sliding::PatternPuzzleData& data();

std::unique_ptr<Puzzle> make_puzzle();

}  // namespace puzzletab::fifteen
