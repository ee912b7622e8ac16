// A position a few random moves from the goal, for the generic tests of a
// puzzle whose uniform positions take hours to solve (SolveCost::hours:
// the 3x3x3): its undirected goal walked from; or, for one without (the
// Square-1, whose turns cost nothing in its twist metric), any position.
#pragma once

#include <random>

#include "core/puzzle.h"

namespace puzzletab::testing {

inline Position random_walk(const Puzzle& puzzle, Position p, std::mt19937_64& random,
                            unsigned moves) {
  for (unsigned i = 0; i < moves; ++i) {
    const auto next = puzzle.apply(p, static_cast<Move>(random() % puzzle.move_count()));
    if (next) p = *next;
  }
  return p;
}

inline Position near_goal(const Puzzle& puzzle, std::mt19937_64& random, unsigned moves) {
  return random_walk(puzzle, puzzle.undirected_goal().value(), random, moves);
}

}  // namespace puzzletab::testing
