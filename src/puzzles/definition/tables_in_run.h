// Pruning tables built in query's run (`query --build-pruning SIZE`), as
// twsearch builds its own: no gen, and each projection's table (the
// projections gen would plan for SIZE) filled from the goal layer by layer
// only as deep as the answers need. Between two iterations of a search
// the tables are deepened while the next layer is estimated to cost less
// than the iteration to come; a table is complete up to its depth (2 bits a
// rank: the distance modulo 3) and kUnreachedEntry beyond, which bounds a
// position there by the depth plus one (pruned_search.h). Beside them, the
// near goal's table of whole positions (near_goal_table.h), deepened by the
// same rule.
#pragma once

#include <cstdint>
#include <functional>
#include <shared_mutex>
#include <vector>

#include "core/packed.h"
#include "core/zeroed_words.h"
#include "puzzles/definition/move_tables.h"
#include "puzzles/definition/near_goal_table.h"
#include "puzzles/definition/permutation_model.h"
#include "puzzles/definition/pruned_search.h"

namespace puzzletab::definition {

// One projection's table, complete up to depth(). Its layers are kept as
// the positions' move-table coordinates where the projection has move
// tables, else as ranks, each unranked, moved and its neighbours ranked.
class PartialTable {
 public:
  PartialTable(const PermutationModel& model, const MoveTables* moves);

  unsigned depth() const { return depth_; }
  // Every position the moves reach has its entry.
  bool complete() const { return layer_.empty(); }
  // The positions the next layer is expected to hold: the last layer's,
  // grown as it grew from the one before.
  std::uint64_t next_estimate() const { return layer_.size() / parts() * growth(); }
  // How many times the last layer is expected to grow in the next.
  std::uint64_t growth() const;
  // The bytes the last layer's coordinates take.
  std::uint64_t layer_bytes() const { return layer_.size() * sizeof(std::uint32_t); }
  // A position's words in a layer.
  unsigned parts() const { return moves_ ? moves_->part_count() : 1; }
  // One layer more, on every core.
  void deepen();
  // From now on by `moves` (the layer's ranks become coordinates).
  void use_moves(const MoveTables& moves);
  // The entries as kept: the distance modulo 3 plus one, modulo 4
  // (PruningTable::shifted).
  PackedView entries() const;
  // Rank n's entry: its distance modulo 3, or kUnreachedEntry.
  std::uint32_t entry(std::uint64_t n) const { return (entries()[n] + 3) & 3u; }

 private:
  // Takes rank n for distance `depth_` + 1 if it has no entry yet.
  bool claim(std::uint64_t n, std::uint32_t entry);

  std::vector<std::uint32_t> next_ranked_layer(std::uint32_t entry);

  const PermutationModel* model_;
  const MoveTables* moves_;
  std::uint64_t count_;
  std::uint64_t size_;  // bytes of entries, 2 bits each
  ZeroedWords words_;
  std::vector<std::uint32_t> layer_;  // the positions at depth_, parts() words each
  std::uint64_t previous_ = 0;        // the positions of the layer before
  unsigned depth_ = 0;
};

// The tables of one definition, shared by every search of the run (cases
// answered side by side on every core: a search reads them under a shared
// lock, and deepening takes them alone).
class TablesInRun {
 public:
  // Projection k's move tables, built when first asked (or nothing).
  using MoveTablesOf = std::function<const MoveTables*(std::size_t k)>;

  // `projections` as gen's tables would be read (their entries and move
  // tables unused). Their layers may take up to `layer_bytes` while they
  // are built, and are deepened unasked while at most `min_layer`
  // positions (kMinLayer). A table's layers are moved by ranks until one
  // is expected to pass kMovesFrom positions; from then on by its move
  // tables, if it has them: a small puzzle's scrambles are answered before
  // its move tables would have been built (twsearch's lo33.tws: 0.1 s of
  // 0.16).
  // The near goal's table (near_goal_table.h) takes `near_bytes`.
  TablesInRun(const PermutationModel& model, const std::vector<PruningTable>& projections,
              std::uint64_t layer_bytes, std::uint64_t near_bytes, std::uint64_t min_layer,
              MoveTablesOf move_tables);

  // Deepens the tables while the cheapest next layer is expected to hold at
  // most kLayerPerNode positions for each node the next iteration is
  // expected to expand (`nodes`), or at most the minimum, within the
  // layers' bytes (the near goal's table: its next depth's moves tried, a
  // move's worth each, while it is not full).
  void deepen_for(std::uint64_t nodes);
  // The tables as they are, each with its depth: read them under mutex().
  std::vector<PruningTable> tables() const;
  const NearGoalTable& near_goal() const { return near_; }
  std::shared_mutex& mutex() const { return mutex_; }

  // Weighed on 17 of twsearch's samples (docs/definitions.md): layers of
  // 2^19 unasked cost the small puzzles a tenth of a second each, 2^12 and
  // 4 a node left kilominx.tws's tables too shallow.
  static constexpr std::uint64_t kMinLayer = std::uint64_t{1} << 12;
  static constexpr std::uint64_t kLayerPerNode = 8;
  static constexpr std::uint64_t kMovesFrom = std::uint64_t{1} << 14;
  // The near goal's table is deepened unasked while its next depth is
  // expected to cost at most this many positions' layers (a sequence a
  // move's worth): weighed on 8 samples, 0 left professor_pyraminx.tws's
  // ten 531 ms (93 with 1,024), 4,096 made trapentrix's 56 ms (10).
  static constexpr std::uint64_t kMinNear = std::uint64_t{1} << 10;

 private:
  // The table whose next layer is expected to be the smallest, if that is
  // at most `most` positions (`near_most` for the near goal's): kNear for
  // the near goal's; kNone for none.
  std::size_t cheapest(std::uint64_t most, std::uint64_t near_most) const;
  // The positions of the table's layers up to one past the near goal's
  // depth (a layer that leaves it no deeper bounds nothing the near goal's
  // does not: that one sees the whole position), or its next layer's; past
  // `most`, any count past it.
  std::uint64_t useful_cost(const PartialTable& table, std::uint64_t most) const;
  static constexpr std::size_t kNear = kMaxProjections;
  static constexpr std::size_t kNone = kMaxProjections + 1;

  std::vector<PruningTable> projections_;
  std::vector<PartialTable> tables_;
  NearGoalTable near_;
  // Whether a projection is the whole puzzle (a definition small enough
  // for a complete table): its table is exact as deep as it goes, and the
  // near goal's is not deepened (its walk had been three quarters of
  // skewb_diamond.tws's run).
  bool whole_ = false;
  // A sequence the near goal's table walks costs one move, a layer's position
  // one for each move: its estimates count a move's worth of sequences.
  unsigned near_moves_;
  std::vector<bool> stopped_;  // a table whose next layer would pass the layers' bytes
  std::vector<bool> moves_asked_;
  std::uint64_t layer_bytes_;
  std::uint64_t min_layer_;
  MoveTablesOf move_tables_;
  mutable std::shared_mutex mutex_;
};

// pruned_search over tables built in the run, deepened between iterations.
std::optional<IdaSolution> pruned_search(const PermutationModel& model, TablesInRun& tables,
                                         const State& state, unsigned max_moves);

}  // namespace puzzletab::definition
