// How a puzzle's solvable positions spread over their distances from the
// goal: what --stats reports and what --random --distance draws from.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "core/puzzle.h"

namespace puzzletab {

// The most positions solved one by one for a census: a million solves of a
// few microseconds each (a table walk) take about a second on two cores.
inline constexpr std::uint64_t kCensusLimit = 1'000'000;

// A position's distance when solve() finds none.
inline constexpr unsigned kUnsolvable = ~0u;

// How long --stats and --random work before they show their progress on a
// terminal: a second, or PUZZLETAB_PROGRESS_AFTER seconds when set (the
// tests set 0 to see it at once).
std::chrono::steady_clock::duration progress_quiet_period();

// The length of each position's solution, solved on every core.
std::vector<unsigned> solve_distances(const Puzzle& puzzle, std::span<const Position> positions);

// The distance of every solvable position, by index (nth_position(i, false)),
// or nothing when there are more than kCensusLimit: the puzzle's
// distances(), else each position solved.
std::optional<std::vector<std::uint16_t>> distance_census(const Puzzle& puzzle);

// The most positions a breadth-first search from the goal lists: 80 MB of
// positions, a few seconds (fifteen's first 21 distances, 6.5 million).
inline constexpr std::uint64_t kNearGoalLimit = 10'000'000;

// For a puzzle with an undirected_goal(): the positions at distance 0, 1,
// ... radius from it, each distance's sorted, by a breadth-first search from
// the goal; fewer distances when the next would take the total past
// `limit`, and the last one empty when the search reached every position
// (the largest distance is the one before); none without such a goal.
std::vector<std::vector<Position>> positions_near_goal(const Puzzle& puzzle, unsigned radius,
                                                       std::uint64_t limit = kNearGoalLimit);

// --stats: the solvable positions at each distance, and a few of the farthest.
struct Statistics {
  // By distance, the last one non-zero: every solvable position's, or
  // with `estimated` those of `sampled` random ones.
  std::vector<std::uint64_t> counts;
  Uint128 unsolvable = 0;  // positions that cannot reach the goal
  // Up to kFarthestExamples positions at the largest distance, in index order.
  std::vector<Position> farthest;
  // 0 when `farthest` comes from a census, which lists the first ones;
  // else the number of random positions solved to find them, when the
  // puzzle counts its distances without solving (distance_counts()) or
  // when `counts` is a sample's.
  std::uint64_t sampled = 0;
  // Too many positions to count (fifteen, solitaire): `counts` describes
  // a sample of random positions, and `near` holds the exact counts of the
  // distances a search from the goal lists (positions_near_goal).
  bool estimated = false;
  std::vector<std::uint64_t> near;
};
inline constexpr std::size_t kFarthestExamples = 5;
// Random positions solved to find examples when the counts come from
// distance_counts(), from a fixed seed so that the report is reproducible.
inline constexpr std::uint64_t kExampleSamples = 10'000;

// Random positions solved, from a fixed seed, when a puzzle has too many
// positions to count: seconds for fifteen with 6-6-3, less for solitaire.
inline constexpr std::uint64_t kDistributionSamples = 200;

// Exact where the puzzle counts its distances or has few enough positions
// to solve them all; otherwise estimated from `samples` random positions,
// with the exact counts of a search from the goal of up to near_goal_limit
// positions.
Statistics distance_statistics(const Puzzle& puzzle, std::uint64_t samples = kDistributionSamples,
                               std::uint64_t near_goal_limit = kNearGoalLimit);

}  // namespace puzzletab
