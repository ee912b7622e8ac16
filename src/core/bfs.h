// The generic breadth-first search over ranked states, and the two things
// built on its distances: the next-move table and the walk that reads it.
#pragma once

#include <atomic>
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <vector>

#include "core/errors.h"
#include "core/packed.h"
#include "core/parallel.h"

namespace puzzletab {

inline constexpr std::uint8_t kUnreached = 0xFF;
inline constexpr std::uint64_t kNoState = std::numeric_limits<std::uint64_t>::max();

// Distance of every state (by rank) to the nearest goal, kUnreached where
// none is reachable. predecessors(rank, emit) calls emit(r) for every state
// r that one move takes to `rank`, so the search runs backwards from the goals.
template <typename Predecessors>
std::vector<std::uint8_t> bfs_distances(std::uint64_t count, std::span<const std::uint64_t> goals,
                                        Predecessors predecessors) {
  std::vector<std::uint8_t> distance(count, kUnreached);
  std::vector<std::uint32_t> queue;
  queue.reserve(count);
  for (const auto g : goals) {
    if (distance[g] == kUnreached) queue.push_back(static_cast<std::uint32_t>(g));
    distance[g] = 0;
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint32_t r = queue[head];
    const auto next = static_cast<std::uint8_t>(distance[r] + 1);
    predecessors(r, [&](std::uint64_t p) {
      if (distance[p] == kUnreached) {
        distance[p] = next;
        queue.push_back(static_cast<std::uint32_t>(p));
      }
    });
  }
  return distance;
}

// Every rank names a state: the default of parallel_bfs_distances.
struct EveryRank {
  constexpr bool operator()(std::uint64_t) const { return true; }
};

// Where a breadth-first search stands after its first layers: the last
// layer's distance and its size, and the ranks not reached yet.
struct BfsLayers {
  std::uint8_t depth = 0;
  std::uint64_t layer = 1;
  std::uint64_t unreached = 0;
};

// The layers after `from` (its distances in `distance`), each on every
// core, for a group's moves (whose inverses are moves too, so that a
// state's neighbours are its predecessors). A layer is found forward (the
// states at distance d mark their unreached neighbours d + 1) while it is
// smaller than what is left unreached, then backward (each unreached state
// looks among its neighbours for one at d, stopping at the first): late
// layers, where most neighbours are already reached, cost a few neighbours
// a state rather than all of them. is_state(rank) says whether a rank
// names a state at all (a numbering with holes; the holes stay kUnreached
// and are asked once). Marking is an atomic exchange, and the distances do
// not depend on which thread marks a state first.
template <typename Neighbours, typename IsState = EveryRank>
void parallel_bfs_layers(std::vector<std::uint8_t>& distance, BfsLayers from, Neighbours neighbours,
                         IsState is_state = {}) {
  constexpr std::uint8_t kHole = kUnreached - 1;
  const std::uint64_t count = distance.size();
  std::uint64_t layer = from.layer, unreached = from.unreached;
  for (std::uint8_t d = from.depth;; ++d) {
    if (d + 2 >= kHole) throw TableError("breadth-first search deeper than 252");
    const auto next = static_cast<std::uint8_t>(d + 1);
    const bool backward = layer > unreached;
    std::atomic<std::uint64_t> found{0}, holes{0};
    parallel_for(count, [&](std::uint64_t begin, std::uint64_t end) {
      std::uint64_t marked = 0, skipped = 0;
      for (std::uint64_t r = begin; r < end; ++r) {
        const std::uint8_t here = std::atomic_ref(distance[r]).load(std::memory_order_relaxed);
        if (!backward) {
          if (here != d) continue;
          neighbours(r, [&](std::uint64_t n) {
            std::uint8_t unknown = kUnreached;
            if (std::atomic_ref(distance[n])
                    .compare_exchange_strong(unknown, next, std::memory_order_relaxed))
              ++marked;
            return false;
          });
          continue;
        }
        if (here != kUnreached) continue;
        if (!is_state(r)) {
          distance[r] = kHole;
          ++skipped;
          continue;
        }
        bool near = false;
        // Once found, found: a caller that goes on after `true` (the
        // answer says only that it may stop) cannot unfind it.
        neighbours(r, [&](std::uint64_t n) {
          if (std::atomic_ref(distance[n]).load(std::memory_order_relaxed) == d) near = true;
          return near;
        });
        if (near) {
          std::atomic_ref(distance[r]).store(next, std::memory_order_relaxed);
          ++marked;
        }
      }
      found += marked;
      holes += skipped;
    });
    if (found == 0) break;
    layer = found;
    unreached -= found + holes;
  }
  for (auto& entry : distance)
    if (entry == kHole) entry = kUnreached;
}

// Every state's distance from `goal` by parallel_bfs_layers.
template <typename Neighbours, typename IsState = EveryRank>
std::vector<std::uint8_t> parallel_bfs_distances(std::uint64_t count, std::uint64_t goal,
                                                 Neighbours neighbours, IsState is_state = {}) {
  std::vector<std::uint8_t> distance(count, kUnreached);
  distance[goal] = 0;
  parallel_bfs_layers(distance, {0, 1, count - 1}, neighbours, is_state);
  return distance;
}

// For every state at distance d > 0, the first move (in the puzzle's move
// order) that leads to distance d-1. Following it from any state spells the
// lexically earliest shortest answer: all shortest answers have the same
// length, so the first differing letter decides, and the walk takes the
// smallest possible letter at each step. successor(rank, move) is the rank
// after the move, or kNoState where the move is not allowed. Goal and
// unreachable states get 0; the walk recognises the goal by its rank.
template <typename Successor>
PackedBuilder next_move_table(std::span<const std::uint8_t> distance, unsigned move_count,
                              unsigned bits, Successor successor) {
  PackedBuilder table(bits, distance.size());
  for (std::uint64_t r = 0; r < distance.size(); ++r) {
    const std::uint8_t d = distance[r];
    if (d == 0 || d == kUnreached) continue;
    for (unsigned m = 0; m < move_count; ++m) {
      const std::uint64_t s = successor(r, m);
      if (s != kNoState && distance[s] == d - 1) {
        table.set(r, m);
        break;
      }
    }
  }
  return table;
}

// Follows a next-move table from `state` to the goal, appending one letter
// per move. apply(state, move) returns the next state; rank(state) its rank.
// A table that does not lead to the goal within max_steps is corrupt.
template <typename State, typename Rank, typename Apply>
std::string walk_next_moves(State state, std::uint64_t goal_rank, PackedView table,
                            std::string_view letters, unsigned max_steps, Rank rank, Apply apply) {
  std::string moves;
  for (std::uint64_t r = rank(state); r != goal_rank; r = rank(state)) {
    const unsigned m = table[r];
    if (moves.size() >= max_steps || m >= letters.size())
      throw TableError("table does not lead to the goal (corrupt)");
    moves.push_back(letters[m]);
    state = apply(state, m);
  }
  return moves;
}

}  // namespace puzzletab
