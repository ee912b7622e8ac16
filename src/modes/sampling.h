// --random: random positions, uniform over all of them or over those at
// chosen distances, reproducible from a seed.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "core/puzzle.h"

namespace puzzletab {

// Distances low..high, both included.
// Beyond every puzzle's God's number (searches keep distances in a byte,
// 255 marking the unreached): a range up to it is "at least low", as
// --min-distance's and a scramble's minimum are.
inline constexpr unsigned kFarthest = 254;

struct DistanceRange {
  unsigned low = 0;
  unsigned high = 0;
  bool contains(unsigned d) const { return low <= d && d <= high; }
  bool open_ended() const { return high >= kFarthest; }
};
// "D" or "A-B" (A <= B); throws InputError.
DistanceRange parse_distance_range(std::string_view text);
// "distance 3", "distances 3-5": for messages.
std::string describe(DistanceRange range);

struct SampleRequest {
  std::uint64_t count = 0;
  std::uint64_t seed = 0;
  // Only positions at these distances; else any.
  std::optional<DistanceRange> distance;
  // Which positions: those that can reach the goal (the default), any
  // (--any), or only those that cannot (--unsolvable; eight, fifteen).
  enum class Pool { solvable, any, unsolvable } pool = Pool::solvable;
  // No position twice (--distinct): drawn uniformly without replacement.
  bool distinct = false;
  // Solving random positions for a distance gives up when this long passes
  // without one found (a range far beyond the common distances, where every
  // candidate is a whole search). Only whether it gives up depends on time,
  // never which positions come out.
  std::chrono::steady_clock::duration give_up_after = std::chrono::seconds(30);
};

// Without a census, random positions are judged and those at the wrong
// distance dropped; this many dropped in a row means the distances asked
// for are too rare to find this way. Most misses are cheap (a search that
// stops at the range's top, or a table walk); the dear ones, whole searches
// past the common distances, are bounded by SampleRequest::give_up_after.
inline constexpr std::uint64_t kMaxMisses = 1'000'000;

// Calls `emit` with request.count positions, each drawn independently
// (with replacement, or with request.distinct without) and uniformly from
// those the request allows: by their index; at a distance, by solving
// uniform positions and keeping those at the distance asked for, but where
// a census is cheap (census.h) from its list of the positions there when a
// budget of such tries falls short; for a puzzle with an undirected goal,
// from the positions a breadth-first search from the goal lists, when it
// lists them all (fifteen's first 21 distances); at God's number, from the
// farthest positions the puzzle constructs (clock12's one) when those are
// all of them. The same request gives the same positions. Throws
// InputError, after emitting those found, when the distances asked for
// have no positions or too few to find, or fewer than --distinct asks for;
// before any, when --distinct's record of the cases would take more memory
// than it may (SeenSet::bytes_for against half the memory or the ulimit).
void sample_positions(const Puzzle& puzzle, const SampleRequest& request,
                      const std::function<void(Position)>& emit);

}  // namespace puzzletab
