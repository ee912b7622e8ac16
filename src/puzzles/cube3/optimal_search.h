// Optimal 3x3x3 solutions in the half-turn metric (docs/cube3.md): IDA*
// over the two-phase coordinates seen along the three axes (symmetry.h),
// bounded by the largest of their pruning tables' distances (the optimal
// table when gen --large built it, else the two-phase solver's twist x
// slice and flip x slice) and of the corners' permutation's; with the
// large tables, the inverse position's entries too, and the axes that a
// path's last and next turns cannot be in (docs/cube3.md). Moves are
// tried in the order their names sort (B B' B2 D ... U2), so the first
// solution of the last iteration is the lexically earliest of the shortest.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/packed.h"
#include "puzzles/cube3/cubie.h"
#include "puzzles/cube3/optimal_table.h"

namespace puzzletab::cube3 {

struct OptimalSolution {
  std::vector<Turn> turns;
  // The nodes the bounds let through, over all iterations.
  std::uint64_t nodes = 0;
};

class OptimalSearch {
 public:
  // The large or huge table's entries (optimal_table.h); an empty view
  // for none.
  OptimalSearch() = default;
  OptimalSearch(PackedView optimal, OptimalLayout layout);

  // The lexically earliest shortest solution when it is at most
  // max_length turns long, else nothing: the search stops before its first
  // iteration past max_length. SearchTimeout from the calling thread's
  // budget (core/search_budget.h).
  std::optional<OptimalSolution> solve_within(const Cube& cube, unsigned max_length) const;

  // A lower bound on the position's distance (tests check it never
  // overestimates).
  unsigned estimate(const Cube& cube) const;

  // An iteration of a bound at least this runs its subtrees on
  // every core when some core runs no search. Tests lower it.
  void split_from(unsigned bound) { split_from_ = bound; }

 private:
  class Search;
  PackedView optimal_;
  OptimalLayout layout_;
  unsigned split_from_ = 12;
};

}  // namespace puzzletab::cube3
