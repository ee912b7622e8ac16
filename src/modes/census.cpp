#include "modes/census.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <iterator>
#include <limits>
#include <stdexcept>
#include <string>

#include "core/errors.h"
#include "core/parallel.h"
#include "core/progress.h"
#include "core/random_draw.h"
#include "core/thousands.h"

namespace puzzletab {
namespace {

// The census's first positions at the largest distance.
std::vector<Position> first_farthest(const Puzzle& puzzle,
                                     const std::vector<std::uint16_t>& distances,
                                     unsigned largest) {
  std::vector<Position> farthest;
  for (std::uint64_t i = 0; i < distances.size() && farthest.size() < kFarthestExamples; ++i)
    if (distances[i] == largest) farthest.push_back(puzzle.nth_position(i, false));
  return farthest;
}

// The first of the positions at distance `largest`, in their order.
std::vector<Position> farthest_among(std::span<const Position> positions,
                                     std::span<const unsigned> distances, unsigned largest) {
  std::vector<Position> farthest;
  for (std::size_t i = 0; i < positions.size() && farthest.size() < kFarthestExamples; ++i)
    if (distances[i] == largest) farthest.push_back(positions[i]);
  return farthest;
}

// How many of the distances are 0, 1, ...: the last count non-zero.
template <typename Distances>
std::vector<std::uint64_t> count_by_distance(const Distances& distances) {
  std::vector<std::uint64_t> counts;
  for (const auto d : distances) {
    if (d >= counts.size()) counts.resize(d + 1u);
    ++counts[d];
  }
  return counts;
}

// Positions at the largest distance among kExampleSamples random ones
// (none when that distance is rarer than the sample can show).
std::vector<Position> sampled_farthest(const Puzzle& puzzle, unsigned largest) {
  const Uint128 count = puzzle.position_count(false);
  RandomDraw draw(0);
  std::vector<Uint128> indices(kExampleSamples);
  for (auto& index : indices) index = draw.below(count);
  std::sort(indices.begin(), indices.end());
  indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
  std::vector<Position> positions;
  for (const Uint128 i : indices) positions.push_back(puzzle.nth_position(i, false));
  return farthest_among(positions, solve_distances(puzzle, positions), largest);
}

// Too many positions to count: the distances of `samples` random positions
// (independent, uniform, from a fixed seed), and the exact counts near the
// goal where a search lists them.
void estimate(const Puzzle& puzzle, std::uint64_t samples, std::uint64_t near_goal_limit,
              Statistics& stats) {
  if (samples == 0) throw std::invalid_argument("estimated statistics need a sample");
  stats.estimated = true;
  const unsigned any_radius = std::numeric_limits<unsigned>::max();
  for (const auto& layer : positions_near_goal(puzzle, any_radius, near_goal_limit))
    if (!layer.empty()) stats.near.push_back(layer.size());
  const Uint128 count = puzzle.position_count(false);
  RandomDraw draw(0);
  std::vector<Position> positions(samples);
  for (auto& p : positions) p = puzzle.nth_position(draw.below(count), false);
  const std::vector<unsigned> distances = solve_distances(puzzle, positions);
  if (std::find(distances.begin(), distances.end(), kUnsolvable) != distances.end())
    throw std::logic_error(std::string(puzzle.name()) + ": a solvable position has no solution");
  stats.counts = count_by_distance(distances);
  stats.sampled = samples;
  stats.farthest =
      farthest_among(positions, distances, static_cast<unsigned>(stats.counts.size() - 1));
}

}  // namespace

std::chrono::steady_clock::duration progress_quiet_period() {
  const char* seconds = std::getenv("PUZZLETAB_PROGRESS_AFTER");
  const double value = seconds != nullptr ? std::atof(seconds) : 1.0;
  return std::chrono::duration_cast<std::chrono::steady_clock::duration>(
      std::chrono::duration<double>(value > 0 ? value : 0));
}

std::vector<unsigned> solve_distances(const Puzzle& puzzle, std::span<const Position> positions) {
  std::vector<unsigned> distances(positions.size());
  Progress progress("query: " + std::string(puzzle.name()) + ": solving " +
                        with_commas(positions.size()) + " positions",
                    positions.size(), progress_quiet_period());
  std::atomic<std::uint64_t> solved{0};
  parallel_for(positions.size(), [&](std::uint64_t begin, std::uint64_t end) {
    for (std::uint64_t i = begin; i < end; ++i) {
      const auto solution = puzzle.solve(positions[i]);
      distances[i] = solution ? static_cast<unsigned>(path_cost(puzzle, *solution)) : kUnsolvable;
    }
    progress.update(solved += end - begin);
  });
  return distances;
}

std::optional<std::vector<std::uint16_t>> distance_census(const Puzzle& puzzle) {
  const Uint128 all = puzzle.position_count(false);
  if (all > kCensusLimit) return std::nullopt;
  const std::uint64_t count = all.low();
  if (auto known = puzzle.distances()) return known;
  std::vector<std::uint16_t> distances(count);
  Progress progress(
      "query: " + std::string(puzzle.name()) + ": solving all " + with_commas(count) + " positions",
      count, progress_quiet_period());
  std::atomic<std::uint64_t> solved{0};
  parallel_for(count, [&](std::uint64_t begin, std::uint64_t end) {
    for (std::uint64_t i = begin; i < end; ++i) {
      const auto solution = puzzle.solve(puzzle.nth_position(i, false));
      // Both would be a puzzle's bug: its numbering promises solvable
      // positions, and no puzzle here comes near 65,535 moves.
      if (!solution || path_cost(puzzle, *solution) > std::numeric_limits<std::uint16_t>::max())
        throw std::logic_error(std::string(puzzle.name()) + ": solvable position " +
                               std::to_string(i) + " has no solution of at most 65,535 moves");
      distances[i] = static_cast<std::uint16_t>(path_cost(puzzle, *solution));
    }
    progress.update(solved += end - begin);
  });
  return distances;
}

std::vector<std::vector<Position>> positions_near_goal(const Puzzle& puzzle, unsigned radius,
                                                       std::uint64_t limit) {
  std::vector<std::vector<Position>> layers;
  const auto goal = puzzle.undirected_goal();
  if (!goal || limit == 0) return layers;
  layers.push_back({*goal});
  std::uint64_t total = 1;
  const std::vector<Position> none;
  Progress progress(
      "query: " + std::string(puzzle.name()) + ": listing the positions near the goal", limit,
      progress_quiet_period());
  while (layers.size() <= radius) {
    progress.update(total, "distance " + std::to_string(layers.size()));
    const auto& last = layers.back();
    std::vector<Position> next;
    for (const Position& p : last)
      for (Move m = 0; m < puzzle.move_count(); ++m)
        if (const auto q = puzzle.apply(p, m)) next.push_back(*q);
    std::sort(next.begin(), next.end());
    next.erase(std::unique(next.begin(), next.end()), next.end());
    // Every move is undone by a move, so a neighbour of distance d lies at
    // d - 1, d or d + 1: only the last two distances are left to remove.
    const auto& before = layers.size() > 1 ? layers[layers.size() - 2] : none;
    for (const auto* seen : {&last, &before}) {
      std::vector<Position> unseen;
      std::set_difference(next.begin(), next.end(), seen->begin(), seen->end(),
                          std::back_inserter(unseen));
      next = std::move(unseen);
    }
    total += next.size();
    if (total > limit) break;
    layers.push_back(std::move(next));
    if (layers.back().empty()) break;
  }
  return layers;
}

Statistics distance_statistics(const Puzzle& puzzle, std::uint64_t samples,
                               std::uint64_t near_goal_limit) {
  const Uint128 count = puzzle.position_count(false);
  Statistics stats;
  stats.unsolvable = minus(puzzle.position_count(true), count);
  // Beyond kCensusLimit only a puzzle that knows its distances has a
  // census: --stats waits for it, where --random would rather sample.
  if (const auto census = count > kCensusLimit ? puzzle.distances() : distance_census(puzzle)) {
    stats.counts = count_by_distance(*census);
    stats.farthest =
        first_farthest(puzzle, *census, static_cast<unsigned>(stats.counts.size() - 1));
    return stats;
  }
  if (auto counts = puzzle.distance_counts()) {
    stats.counts = std::move(*counts);
    while (!stats.counts.empty() && stats.counts.back() == 0) stats.counts.pop_back();
    if (stats.counts.empty())
      throw std::logic_error(std::string(puzzle.name()) + ": distance_counts() counts nothing");
    stats.farthest = puzzle.farthest_positions();
    if (stats.farthest.size() == stats.counts.back()) return stats;
    stats.farthest = sampled_farthest(puzzle, static_cast<unsigned>(stats.counts.size() - 1));
    stats.sampled = kExampleSamples;
    return stats;
  }
  estimate(puzzle, samples, near_goal_limit, stats);
  return stats;
}

}  // namespace puzzletab
