#include "puzzles/definition/tables_in_run.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <span>

#include "puzzles/definition/reached_positions.h"

namespace puzzletab::definition {

PartialTable::PartialTable(const PermutationModel& model, const MoveTables* moves)
    : model_(&model),
      moves_(moves),
      count_(model.position_count()),
      size_(packed_size(count_, 2)),
      // In 4 KB pages: a table's layers touch few of them in a small run
      // (2 MB pages each zeroed whole made twsearch's topspin.tws's ten
      // 40-70 ms where 13).
      words_((size_ + 7) / 8, false) {
  // Every entry kUnreachedEntry (kept as 0) but the goal's, 0 (kept as 1).
  const std::uint64_t goal = model.rank(model.solved());
  words_.bytes()[goal >> 2] = static_cast<std::uint8_t>(1u << (goal & 3) * 2);
  if (moves) {
    const auto solved = moves->coordinates(model.solved());
    layer_.assign(solved.part.begin(), solved.part.begin() + parts());
  } else {
    layer_.assign(1, static_cast<std::uint32_t>(goal));
  }
}

std::uint64_t PartialTable::growth() const {
  if (previous_ == 0) return 2;
  return definition::growth(layer_.size() / parts(), previous_);
}

bool PartialTable::claim(std::uint64_t n, std::uint32_t entry) {
  std::atomic_ref<std::uint8_t> byte(words_.bytes()[n >> 2]);
  const unsigned shift = static_cast<unsigned>(n & 3) * 2;
  std::uint8_t now = byte.load(std::memory_order_relaxed);
  while ((now >> shift & 3u) == 0) {
    const auto next = static_cast<std::uint8_t>(now | ((entry + 1) & 3u) << shift);
    if (byte.compare_exchange_strong(now, next, std::memory_order_relaxed)) return true;
  }
  return false;
}

std::vector<std::uint32_t> PartialTable::next_ranked_layer(std::uint32_t entry) {
  constexpr std::uint64_t kChunk = 1024;
  return parallel_gather<std::uint32_t>(
      layer_.size(), kChunk,
      [&](std::uint64_t begin, std::uint64_t end, std::vector<std::uint32_t>& out) {
        State next;
        for (std::uint64_t i = begin; i < end; ++i) {
          const State at = model_->unrank(layer_[i]);
          for (unsigned m = 0; m < model_->move_count(); ++m) {
            model_->apply_into(at, m, next);
            const std::uint64_t n = model_->rank(next);
            if (claim(n, entry)) out.push_back(static_cast<std::uint32_t>(n));
          }
        }
      });
}

void PartialTable::deepen() {
  const std::uint32_t entry = (depth_ + 1) % 3;
  previous_ = layer_.size() / parts();
  layer_ = moves_
               ? moves_->next_layer(
                     layer_, [&](std::uint64_t n) { __builtin_prefetch(&words_.bytes()[n >> 2]); },
                     [&](std::uint64_t n) { return claim(n, entry); })
               : next_ranked_layer(entry);
  layer_.shrink_to_fit();
  ++depth_;
}

void PartialTable::use_moves(const MoveTables& moves) {
  if (moves_) return;
  std::vector<std::uint32_t> layer;
  layer.reserve(layer_.size() * moves.part_count());
  for (const std::uint32_t r : layer_) {
    const auto at = moves.coordinates(model_->unrank(r));
    layer.insert(layer.end(), at.part.begin(), at.part.begin() + moves.part_count());
  }
  layer_ = std::move(layer);
  moves_ = &moves;
}

PackedView PartialTable::entries() const {
  return {std::as_bytes(std::span(words_.bytes(), size_)), 2, count_};
}

TablesInRun::TablesInRun(const PermutationModel& model,
                         const std::vector<PruningTable>& projections, std::uint64_t layer_bytes,
                         std::uint64_t near_bytes, std::uint64_t min_layer,
                         MoveTablesOf move_tables)
    : near_(model, near_bytes),
      near_moves_(std::max(1u, model.move_count())),
      layer_bytes_(layer_bytes),
      min_layer_(min_layer),
      move_tables_(std::move(move_tables)) {
  for (const PruningTable& p : projections) {
    projections_.push_back(p);
    projections_.back().moves = nullptr;
    tables_.emplace_back(*p.model, nullptr);
    whole_ = whole_ || (model.ranked() && p.model->position_count() == model.position_count());
  }
  stopped_.assign(tables_.size(), false);
  moves_asked_.assign(tables_.size(), false);
}

std::uint64_t TablesInRun::useful_cost(const PartialTable& table, std::uint64_t most) const {
  std::uint64_t layer = table.next_estimate();
  std::uint64_t cost = layer;
  for (unsigned d = table.depth() + 1; d <= near_.depth() && cost <= most; ++d) {
    layer *= table.growth();
    cost += layer;
  }
  return cost;
}

std::size_t TablesInRun::cheapest(std::uint64_t most, std::uint64_t near_most) const {
  std::size_t cheapest = kNone;
  std::uint64_t least = 0;
  const auto consider = [&](std::size_t k, std::uint64_t estimate, std::uint64_t at_most) {
    if (estimate <= at_most && (cheapest == kNone || estimate < least)) {
      cheapest = k;
      least = estimate;
    }
  };
  for (std::size_t k = 0; k < tables_.size(); ++k)
    if (!tables_[k].complete() && !stopped_[k]) consider(k, useful_cost(tables_[k], most), most);
  if (!whole_ && !near_.full()) consider(kNear, near_.next_estimate() / near_moves_, near_most);
  return cheapest;
}

void TablesInRun::deepen_for(std::uint64_t nodes) {
  const std::uint64_t near_most = std::max(kMinNear, nodes * kLayerPerNode);
  const std::uint64_t most = std::max(min_layer_, near_most);
  {
    // Most iterations deepen nothing: they need not wait for the others'.
    const std::shared_lock reading(mutex_);
    if (cheapest(most, near_most) == kNone) return;
  }
  const std::unique_lock writing(mutex_);
  while (true) {
    const std::size_t k_cheapest = cheapest(most, near_most);
    if (k_cheapest == kNone) return;
    if (k_cheapest == kNear) {
      near_.deepen();
      continue;
    }
    PartialTable& table = tables_[k_cheapest];
    std::uint64_t others = 0;
    for (std::size_t k = 0; k < tables_.size(); ++k)
      if (k != k_cheapest) others += tables_[k].layer_bytes();
    if (others + table.next_estimate() * table.parts() * sizeof(std::uint32_t) > layer_bytes_) {
      stopped_[k_cheapest] = true;
      continue;
    }
    if (!moves_asked_[k_cheapest] && table.next_estimate() > kMovesFrom) {
      moves_asked_[k_cheapest] = true;
      if (const MoveTables* moves = move_tables_(k_cheapest)) {
        table.use_moves(*moves);
        projections_[k_cheapest].moves = moves;
        continue;  // its layer's bytes are counted again
      }
    }
    table.deepen();
  }
}

std::vector<PruningTable> TablesInRun::tables() const {
  std::vector<PruningTable> tables;
  for (std::size_t k = 0; k < tables_.size(); ++k) {
    if (!tables_[k].complete() && tables_[k].depth() <= near_.depth()) continue;
    tables.push_back(projections_[k]);
    tables.back().entries = tables_[k].entries();
    tables.back().shifted = true;
    tables.back().depth = tables_[k].complete() ? kCompleteDepth : tables_[k].depth();
  }
  return tables;
}

}  // namespace puzzletab::definition
