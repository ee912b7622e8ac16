// Optimal Square-1 answers (docs/square1.md): IDA* (core/ida_search.h) over
// the pruning tables, in the twist metric (each `/` one move, the layers'
// turns free) or the WCA's (each `(x,y)` and each `/` one move, regulation
// 12c4). Answers are canonical, turns and twists alternating, and children
// are tried in the order their names sort, so the first solution of the
// last iteration is the lexically earliest of the shortest.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/packed.h"
#include "puzzles/square1/notation.h"
#include "puzzles/square1/state.h"

namespace puzzletab {
class LearnedBounds;
}

namespace puzzletab::square1 {

enum class Metric { twist, wca };

// Which learned bounds (core/learned_bounds.h) a search reads and feeds:
// the process's, on every idle core (the fastest; the nodes it counts vary
// from run to run), or a table of its own on one thread (the same nodes in
// every run, as --format json prints them).
enum class Learning { shared, own };

struct OptimalSolution {
  std::vector<Step> steps;
  unsigned cost = 0;
  std::uint64_t nodes = 0;
};

class OptimalSearch {
 public:
  OptimalSearch() = default;
  // The corners' and the edges' tables (pruning.h).
  OptimalSearch(PackedView corners, PackedView edges) : corners_(corners), edges_(edges) {}

  // The lexically earliest shortest solution in `metric` when it costs at
  // most max_cost, else nothing. SearchTimeout from the calling thread's
  // budget (core/search_budget.h).
  std::optional<OptimalSolution> solve_within(const State& state, Metric metric, unsigned max_cost,
                                              Learning learning = Learning::shared) const;
  // The tables' lower bound on the state's distance in `metric`.
  unsigned lower_bound(const State& state, Metric metric) const;

  // An iteration of a bound at least this runs its subtrees on every core
  // when some core runs no search. Tests lower it.
  void split_from(unsigned bound) { split_from_ = bound; }

 private:
  class Domain;
  std::optional<OptimalSolution> solve_with(const State& state, Metric metric, unsigned max_cost,
                                            LearnedBounds& learned, unsigned split_from) const;
  PackedView corners_, edges_;
  unsigned split_from_ = 8;
};

// What a sequence of steps costs in `metric`.
unsigned cost_of(const std::vector<Step>& steps, Metric metric);

}  // namespace puzzletab::square1
