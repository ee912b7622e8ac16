#include "puzzles/definition/near_goal_table.h"

#include <algorithm>
#include <atomic>
#include <bit>

#include "core/parallel.h"

namespace puzzletab::definition {
namespace {

// An entry holds a distance plus one in 4 bits (0: empty).
constexpr unsigned kMostDepth = 14;

// The keys' words: the same from every run, so that a run's work (its
// collisions) is too.
std::uint64_t splitmix(std::uint64_t& state) {
  std::uint64_t z = state += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

}  // namespace

NearGoalTable::NearGoalTable(const PermutationModel& model, std::uint64_t bytes,
                             std::uint64_t first_bytes)
    : model_(&model),
      succession_(model),
      most_entries_(std::max<std::uint64_t>(16, std::bit_floor(bytes) * 2)),
      entries_(
          std::min(most_entries_, std::max<std::uint64_t>(16, std::bit_floor(first_bytes) * 2))),
      words_(entries_ / 16) {
  shift_ = 64 - static_cast<unsigned>(std::countr_zero(entries_));
  std::uint64_t seed = 0;
  for (unsigned slot = 0; slot < model.slot_count(); ++slot) {
    first_word_.push_back(static_cast<std::uint32_t>(words_of_.size()));
    for (unsigned n = model.set_size_of(slot) * model.modulus_of(slot); n > 0; --n)
      words_of_.push_back(splitmix(seed));
  }
  enter(index(model.solved()), 1);
}

std::uint64_t NearGoalTable::key(const State& state) const {
  std::uint64_t key = 0;
  for (unsigned slot = 0; slot < model_->slot_count(); ++slot)
    key ^= word(slot, state.pieces[slot], state.twists[slot]);
  return key;
}

std::uint64_t NearGoalTable::next_estimate() const {
  if (tried_.size() == 1) return model_->move_count();
  return tried_.back() * growth(tried_.back(), tried_[tried_.size() - 2]);
}

std::uint64_t NearGoalTable::next_filled() const {
  const std::uint64_t before = entered_.size() == 1 ? 1 : entered_[entered_.size() - 2];
  return filled_ + entered_.back() * growth(entered_.back(), before);
}

bool NearGoalTable::full() const {
  // A depth that entered nothing found no position beyond the last (or
  // only positions whose entries others held): the table is as deep as
  // it helps.
  return depth_ == kMostDepth || entered_.back() == 0 || next_filled() > most_entries_ / 4;
}

bool NearGoalTable::enter(std::uint64_t at, unsigned value) {
  std::atomic_ref<std::uint64_t> entries(words_[at >> 4]);
  const unsigned shift = static_cast<unsigned>(at & 15) * 4;
  std::uint64_t now = entries.load(std::memory_order_relaxed);
  while ((now >> shift & 0xFu) == 0) {
    const std::uint64_t next = now | std::uint64_t{value} << shift;
    if (entries.compare_exchange_strong(now, next, std::memory_order_relaxed)) return true;
  }
  return false;
}

std::uint64_t NearGoalTable::walk(const State& at, std::uint64_t key, unsigned last, unsigned left,
                                  unsigned value, std::uint64_t& tried) {
  // The last move's children need only their keys, unless an Illegal
  // line may forbid them.
  const bool states = left > 1 || model_->has_illegal();
  std::uint64_t filled = 0;
  State next;
  for (unsigned m = 0; m < model_->move_count(); ++m) {
    if (!succession_.allowed(last, m)) continue;
    if (left == 1) ++tried;
    const std::uint64_t next_key = child_key(at, key, m);
    if (states) {
      model_->apply_into(at, m, next);
      if (!model_->legal(next)) continue;
    }
    if (left > 1) {
      filled += walk(next, next_key, m, left - 1, value, tried);
    } else if (enter(index_of(next_key), value)) {
      ++filled;
    }
  }
  return filled;
}

std::pair<std::uint64_t, std::uint64_t> NearGoalTable::walk_depth(unsigned depth) {
  // Each sequence's first move is a range of the work (any move may be
  // first).
  std::atomic<std::uint64_t> filled{0};
  std::atomic<std::uint64_t> tried{0};
  parallel_chunks(model_->move_count(), 1, [&](std::uint64_t begin, std::uint64_t end) {
    for (auto m = static_cast<unsigned>(begin); m < end; ++m) {
      State first;
      model_->apply_into(model_->solved(), m, first);
      if (depth == 1) ++tried;
      if (!model_->legal(first)) continue;
      const std::uint64_t first_key = key(first);
      if (depth == 1) {
        if (enter(index_of(first_key), 2)) ++filled;
        continue;
      }
      std::uint64_t my_tried = 0;
      filled += walk(first, first_key, m, depth - 1, depth + 1, my_tried);
      tried += my_tried;
    }
  });
  return {filled, tried};
}

void NearGoalTable::deepen() {
  if (next_filled() > entries_ / 4 && entries_ < most_entries_) {
    // All the entries, filled again a depth at a time, so that each keeps
    // the least distance of its positions.
    entries_ = most_entries_;
    shift_ = 64 - static_cast<unsigned>(std::countr_zero(entries_));
    words_ = ZeroedWords(entries_ / 16);
    filled_ = enter(index(model_->solved()), 1) ? 1 : 0;
    for (unsigned depth = 1; depth <= depth_; ++depth) filled_ += walk_depth(depth).first;
  }
  const auto [filled, tried] = walk_depth(depth_ + 1);
  ++depth_;
  filled_ += filled;
  tried_.push_back(tried);
  entered_.push_back(filled);
}

}  // namespace puzzletab::definition
