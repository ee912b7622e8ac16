#include "puzzles/definition/near_goal_table.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstring>

#include "core/parallel.h"

namespace puzzletab::definition {
namespace {

// An entry holds a distance plus one in 4 bits (0: empty).
constexpr unsigned kMostDepth = 14;

std::uint64_t mix(std::uint64_t h) {
  h ^= h >> 33;
  h *= 0xFF51AFD7ED558CCDull;
  h ^= h >> 33;
  h *= 0xC4CEB9FE1A85EC53ull;
  return h ^ (h >> 33);
}

// The bytes [0, n) folded into h eight at a time.
std::uint64_t fold(std::uint64_t h, const std::uint8_t* bytes, unsigned n) {
  unsigned i = 0;
  for (; i + 8 <= n; i += 8) {
    std::uint64_t word;
    std::memcpy(&word, bytes + i, 8);
    h = (h ^ word) * 0x9E3779B97F4A7C15ull;
    h ^= h >> 29;
  }
  std::uint64_t tail = 0;
  std::memcpy(&tail, bytes + i, n - i);
  return (h ^ tail) * 0x9E3779B97F4A7C15ull;
}

}  // namespace

NearGoalTable::NearGoalTable(const PermutationModel& model, std::uint64_t bytes)
    : model_(&model),
      succession_(model),
      entries_(std::max<std::uint64_t>(16, std::bit_floor(bytes) * 2)),
      words_(entries_ / 16) {
  shift_ = 64 - static_cast<unsigned>(std::countr_zero(entries_));
  const std::uint64_t goal = index(model.solved());
  words_[goal >> 4] = std::uint64_t{1} << (goal & 15) * 4;
}

std::uint64_t NearGoalTable::index(const State& state) const {
  const unsigned n = model_->slot_count();
  return mix(fold(fold(n, state.pieces.data(), n), state.twists.data(), n)) >> shift_;
}

std::uint64_t NearGoalTable::next_estimate() const {
  const std::uint64_t last = ends_.back();
  if (ends_.size() == 1) return model_->move_count();
  const std::uint64_t before = std::max<std::uint64_t>(1, ends_[ends_.size() - 2]);
  return last * std::max<std::uint64_t>(1, (last + before - 1) / before);
}

bool NearGoalTable::full() const {
  // A depth that entered nothing found no position beyond the last (or
  // only positions whose entries others held): the table is as deep as
  // it helps.
  if (depth_ == kMostDepth || entered_.back() == 0) return true;
  const std::uint64_t last = entered_.back();
  const std::uint64_t before =
      entered_.size() == 1 ? 1 : std::max<std::uint64_t>(1, entered_[entered_.size() - 2]);
  const std::uint64_t next = last * std::max<std::uint64_t>(1, (last + before - 1) / before);
  return filled_ + next > entries_ / 4;
}

bool NearGoalTable::enter(const State& state) {
  const std::uint64_t i = index(state);
  std::atomic_ref<std::uint64_t> word(words_[i >> 4]);
  const unsigned shift = static_cast<unsigned>(i & 15) * 4;
  std::uint64_t now = word.load(std::memory_order_relaxed);
  while ((now >> shift & 0xFu) == 0) {
    const std::uint64_t next = now | std::uint64_t{depth_ + 2} << shift;
    if (word.compare_exchange_strong(now, next, std::memory_order_relaxed)) return true;
  }
  return false;
}

std::uint64_t NearGoalTable::walk(const State& at, unsigned last, unsigned left,
                                  std::uint64_t& ends) {
  if (left == 0) {
    ++ends;
    return enter(at) ? 1 : 0;
  }
  std::uint64_t filled = 0;
  State next;
  for (unsigned m = 0; m < model_->move_count(); ++m) {
    if (!succession_.allowed(last, m)) continue;
    model_->apply_into(at, m, next);
    if (model_->legal(next)) filled += walk(next, m, left - 1, ends);
  }
  return filled;
}

void NearGoalTable::deepen() {
  // Each sequence's first move is a range of the work (any move may be
  // first).
  std::atomic<std::uint64_t> filled{0};
  std::atomic<std::uint64_t> ends{0};
  parallel_chunks(model_->move_count(), 1, [&](std::uint64_t begin, std::uint64_t end) {
    for (auto m = static_cast<unsigned>(begin); m < end; ++m) {
      State first;
      model_->apply_into(model_->solved(), m, first);
      if (!model_->legal(first)) continue;
      std::uint64_t my_ends = 0;
      filled += walk(first, m, depth_, my_ends);
      ends += my_ends;
    }
  });
  ++depth_;
  filled_ += filled;
  ends_.push_back(ends);
  entered_.push_back(filled);
}

}  // namespace puzzletab::definition
