// A position a few random moves from the goal, for the generic tests of a
// puzzle whose uniform positions take hours to solve (SolveCost::hours:
// the 3x3x3): its undirected goal walked from.
#pragma once

#include <random>

#include "core/puzzle.h"

namespace puzzletab::testing {

inline Position near_goal(const Puzzle& puzzle, std::mt19937_64& random, unsigned moves) {
  Position p = puzzle.undirected_goal().value();
  for (unsigned i = 0; i < moves; ++i) {
    const auto next = puzzle.apply(p, static_cast<Move>(random() % puzzle.move_count()));
    if (next) p = *next;
  }
  return p;
}

}  // namespace puzzletab::testing
