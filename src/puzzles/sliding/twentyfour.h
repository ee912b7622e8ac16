// The 24-puzzle (5x5): optimal answers by IDA* over disjoint additive
// pattern databases (small sets shipped, Korf and Felner's 6-6-6-6 built
// on request with gen --large), on every core or across processes with
// query-mpi.
#pragma once

#include <memory>

#include "core/puzzle.h"
#include "puzzles/sliding/pattern_puzzle.h"

namespace puzzletab::twentyfour {

inline constexpr unsigned kWidth = 5;

// The puzzle as data: its database sets (pattern_puzzle.h).
const sliding::PatternPuzzleData& data();

std::unique_ptr<Puzzle> make_puzzle();

}  // namespace puzzletab::twentyfour
