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

// The same distances, layer by layer on every core: each layer scans all
// ranks for the states at distance d and marks their unreached neighbours
// d + 1. For a group's moves, whose inverses are moves too, a state's
// neighbours are its predecessors. Marking is an atomic exchange, and the
// distances do not depend on which thread marks a state first.
template <typename Neighbours>
std::vector<std::uint8_t> parallel_bfs_distances(std::uint64_t count, std::uint64_t goal,
                                                 Neighbours neighbours) {
  std::vector<std::uint8_t> distance(count, kUnreached);
  distance[goal] = 0;
  for (std::uint8_t d = 0;; ++d) {
    if (d + 1 == kUnreached) throw TableError("breadth-first search deeper than 254");
    std::atomic<bool> grew{false};
    parallel_for(count, [&](std::uint64_t begin, std::uint64_t end) {
      bool marked = false;
      for (std::uint64_t r = begin; r < end; ++r) {
        if (std::atomic_ref(distance[r]).load(std::memory_order_relaxed) != d) continue;
        neighbours(r, [&](std::uint64_t n) {
          std::uint8_t unreached = kUnreached;
          if (std::atomic_ref(distance[n])
                  .compare_exchange_strong(unreached, static_cast<std::uint8_t>(d + 1),
                                           std::memory_order_relaxed))
            marked = true;
        });
      }
      if (marked) grew.store(true, std::memory_order_relaxed);
    });
    if (!grew) return distance;
  }
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
