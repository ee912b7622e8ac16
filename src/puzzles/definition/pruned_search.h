// Optimal answers for a definition too large for a complete table (issue
// 42): IDA* (core/ida_search.h) over its States, each node bounded below by
// the largest distance its projections' complete tables give
// (projection.h). A table holds distances modulo 3; a move changes a
// projection's distance by at most one, so a child's exact distance follows
// from its parent's and its entry, and only the root's is walked out. With
// tables built in the run (tables_in_run.h) the near goal's table bounds a
// node too.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "core/ida_search.h"
#include "core/packed.h"
#include "puzzles/definition/move_tables.h"
#include "puzzles/definition/permutation_model.h"
#include "puzzles/definition/projection.h"

namespace puzzletab::definition {

// A table's depth when it is complete.
inline constexpr unsigned kCompleteDepth = 0xFFFF;

// One projection's table, as the search reads it: complete, or complete up
// to `depth` (one built in the run, tables_in_run.h).
struct PruningTable {
  const Projector* projector = nullptr;
  const PermutationModel* model = nullptr;  // the projection's, ranked
  // The distance modulo 3, by its rank; beyond `depth`, kUnreachedEntry.
  PackedView entries;
  unsigned depth = kCompleteDepth;
  // The projection's move tables when it has them (a child's rank is then
  // a few lookups, not a State projected and ranked), and by each of the
  // puzzle's moves the projection's move it makes, or -1 for none (the
  // child's distance is then its parent's).
  const MoveTables* moves = nullptr;
  std::vector<int> move_of;
  // Entries kept plus one, modulo 4 (a table built in the run): unreached
  // is 0, and the table's memory needs no filling, so that a page no entry
  // is written in is never touched (a small definition's run had spent
  // half its time faulting in pages it filled and never read).
  bool shifted = false;

  std::uint32_t entry(std::uint64_t rank) const {
    const std::uint32_t kept = entries[rank];
    return shifted ? (kept + 3) & 3u : kept;
  }
};

// The projection's move each of the puzzle's moves makes (-1: it changes
// nothing there): the same defined move, by name, its power modulo the
// power that is the identity there.
std::vector<int> projected_moves(const PermutationModel& model, const PermutationModel& projection);

// The lexically earliest shortest answer from `state` (moves in the
// model's order) with the nodes expanded, or nothing when none is at most
// `max_moves` long. InputError when a projection of the state is one its
// table's search never reached (the moves do not reach the state);
// TableError for a table whose entries do not lead to the goal.
std::optional<IdaSolution> pruned_search(const PermutationModel& model,
                                         std::span<const PruningTable> tables, const State& state,
                                         unsigned max_moves);

// The most moves an answer of this search has.
inline constexpr unsigned kMaxPrunedMoves = 64;

}  // namespace puzzletab::definition
