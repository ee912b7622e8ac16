// Kociemba's two-phase algorithm (docs/cube3.md): a solution of at most a
// given length, not the shortest, found in milliseconds. Phase 1 searches
// (IDA*) for turns into G1, phase 2 for G1's turns to the solved cube;
// each phase-1 solution is tried in turn, the shortest first, until one
// leaves phase 2 enough turns. As min2phase, it searches six ways at once:
// the position along each of its three axes, and its inverse along each,
// taking turns at each phase-1 length.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "puzzles/cube3/cubie.h"

namespace puzzletab::cube3 {

struct TwoPhaseRequest {
  // The most turns the solution may have, at most 30 (21 for a WCA
  // scramble, as TNoodle's; every position has a solution of 20).
  unsigned max_length = 21;
  // A face whose axis (it and its opposite) the first, or the last, turn
  // of the solution must avoid: the fewest-moves scramble's padding
  // (TNoodle's solution axis restrictions).
  std::optional<Face> first_axis_avoided;
  std::optional<Face> last_axis_avoided;
  // The most nodes (turns tried, in both phases and all six directions)
  // the search may visit before it gives up with nothing; 0: no limit. A
  // count, not a time: the same position gets the same answer everywhere
  // (the 4x4x4's reduction asks for 19 or 20 turns within a budget).
  std::uint64_t node_budget = 0;
  // Once a solution is found, go on for shorter ones until the budget
  // runs out (min2phase's probes), and give the shortest found: the
  // phase-1 lengths already searched are not searched again, where asking
  // anew for each shorter length would start over.
  bool shortest_within_budget = false;
  // Going on so within a node budget, solutions whose last few turns come
  // after the two phases as well (min2phase's pre-moves): more ways to
  // split a solution, shorter ones for the same nodes. Not with an axis
  // avoided (the pre-moves end the solution, or begin the inverse's).
  bool pre_moves = false;
};

// A solution within the request, canonical (no face turned twice in a row,
// opposite faces in one order). Nothing only when none exists within it,
// which for 21 turns and no restriction never happens, or when the node
// budget ran out first.
std::optional<std::vector<Turn>> two_phase_solution(const Cube& cube,
                                                    const TwoPhaseRequest& request = {});

}  // namespace puzzletab::cube3
