#include "puzzles/sliding/pattern_db.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <stdexcept>
#include <string>

#include "core/parallel.h"
#include "core/progress.h"

namespace puzzletab::sliding {
namespace {

// A state's byte: its distance, with kExpanded set once a thread has taken
// it for expansion (so no state is expanded twice), or kUnvisited.
constexpr std::uint8_t kUnvisited = 0xFF;
constexpr std::uint8_t kExpanded = 0x80;
constexpr std::uint8_t kDistance = 0x7F;
// Threads take ranks in chunks this large: small enough to balance, and a
// multiple of 8 so that threads filling packed entries never share a byte.
constexpr std::uint64_t kChunk = std::uint64_t{1} << 18;

// Lowers a state's distance to `value` unless it is already that low; true
// if it did. Threads race on the same states, hence the compare-exchange.
bool lower(std::uint8_t& slot, std::uint8_t value) {
  std::atomic_ref<std::uint8_t> a(slot);
  std::uint8_t old = a.load(std::memory_order_relaxed);
  while ((old & kDistance) > value)
    if (a.compare_exchange_weak(old, value, std::memory_order_relaxed)) return true;
  return false;
}

// Marks a state at distance d expanded; true for the one thread that does.
bool take(std::uint8_t& slot, std::uint8_t d) {
  std::uint8_t expected = d;
  return std::atomic_ref<std::uint8_t>(slot).compare_exchange_strong(
      expected, static_cast<std::uint8_t>(d | kExpanded), std::memory_order_relaxed);
}

// The breadth-first search over placements of the pattern's k tiles and the
// blank (the blank last), with 0-1 costs, level by level.
class PatternSearch {
 public:
  PatternSearch(unsigned width, std::span<const std::uint8_t> goal_cells)
      : width_(width),
        n_(width * width),
        k_(static_cast<unsigned>(goal_cells.size())),
        dist_(placements(n_, k_ + 1), kUnvisited) {
    std::array<std::uint8_t, 16> cells{};
    std::copy(goal_cells.begin(), goal_cells.end(), cells.begin());
    for (unsigned b = 0; b < n_; ++b) {
      if (std::find(goal_cells.begin(), goal_cells.end(), b) != goal_cells.end()) continue;
      cells[k_] = static_cast<std::uint8_t>(b);
      dist_[rank_placement(cells.data(), k_ + 1, n_)] = 0;
    }
  }

  void run(Progress& progress) {
    std::atomic<std::uint64_t> finalized{0};
    for (unsigned d = 0; d + 1 < kDistance; ++d) {
      std::atomic<std::uint64_t> reached_next{0};
      parallel_chunks(dist_.size(), kChunk, [&](std::uint64_t begin, std::uint64_t end) {
        std::vector<std::uint64_t> stack;
        std::uint64_t expanded = 0, next = 0;
        for (std::uint64_t r = begin; r < end; ++r) {
          if (std::atomic_ref<std::uint8_t>(dist_[r]).load(std::memory_order_relaxed) != d)
            continue;
          stack.push_back(r);
          while (!stack.empty()) {
            const std::uint64_t s = stack.back();
            stack.pop_back();
            if (!take(dist_[s], static_cast<std::uint8_t>(d))) continue;
            next += expand(s, static_cast<std::uint8_t>(d), stack);
            ++expanded;
          }
        }
        reached_next += next;
        const auto done = finalized += expanded;
        progress.update(done, "distance " + std::to_string(d));
      });
      if (reached_next == 0) return;
    }
    throw std::logic_error("pattern database search did not end");
  }

  // Distances with kExpanded set, or kUnvisited.
  const std::vector<std::uint8_t>& distances() const { return dist_; }

 private:
  // Expands state r at distance d: zero-cost neighbours at d go on the
  // stack (expanded in this level), pattern moves reach d+1. Returns how
  // many states it brought to d+1.
  unsigned expand(std::uint64_t r, std::uint8_t d, std::vector<std::uint64_t>& stack) {
    std::array<std::uint8_t, 16> cells{};
    unrank_placement(r, k_ + 1, n_, cells.data());
    std::array<std::uint8_t, 16> slot_at;
    slot_at.fill(kUnvisited);
    for (unsigned i = 0; i < k_; ++i) slot_at[cells[i]] = static_cast<std::uint8_t>(i);
    const unsigned blank = cells[k_];
    const unsigned row = blank / width_, col = blank % width_;
    unsigned reached = 0;
    auto step = [&](unsigned to) {
      auto next = cells;
      next[k_] = static_cast<std::uint8_t>(to);
      if (slot_at[to] == kUnvisited) {
        const std::uint64_t s = rank_placement(next.data(), k_ + 1, n_);
        if (lower(dist_[s], d)) stack.push_back(s);
      } else {
        next[slot_at[to]] = static_cast<std::uint8_t>(blank);
        reached +=
            lower(dist_[rank_placement(next.data(), k_ + 1, n_)], static_cast<std::uint8_t>(d + 1));
      }
    };
    if (row > 0) step(blank - width_);
    if (row + 1 < width_) step(blank + width_);
    if (col > 0) step(blank - 1);
    if (col + 1 < width_) step(blank + 1);
    return reached;
  }

  unsigned width_, n_, k_;
  std::vector<std::uint8_t> dist_;
};

}  // namespace

void unrank_placement(std::uint64_t rank, unsigned k, unsigned n, std::uint8_t* cells) {
  std::array<unsigned, 16> digits{};
  for (unsigned i = k; i-- > 0;) {
    digits[i] = static_cast<unsigned>(rank % (n - i));
    rank /= n - i;
  }
  // The cells not yet used, ascending: digit i picks one and closes the gap.
  std::array<std::uint8_t, 16> free{};
  for (unsigned c = 0; c < n; ++c) free[c] = static_cast<std::uint8_t>(c);
  for (unsigned i = 0; i < k; ++i) {
    cells[i] = free[digits[i]];
    for (unsigned j = digits[i]; j + 1 < n - i; ++j) free[j] = free[j + 1];
  }
}

PackedBuilder build_pattern_database(unsigned width, std::span<const std::uint8_t> goal_cells,
                                     const char* label) {
  const unsigned n = width * width, k = static_cast<unsigned>(goal_cells.size());
  PatternSearch search(width, goal_cells);
  {
    Progress progress(label, placements(n, k + 1));
    search.run(progress);
  }
  const auto& dist = search.distances();
  const unsigned blanks = n - k;
  PackedBuilder entries(kPatternBits, placements(n, k));
  parallel_chunks(entries.view().size(), kChunk, [&](std::uint64_t begin, std::uint64_t end) {
    std::array<std::uint8_t, 16> cells{};
    for (std::uint64_t q = begin; q < end; ++q) {
      unsigned moves = kUnvisited;
      for (unsigned b = 0; b < blanks; ++b)
        moves = std::min<unsigned>(moves, dist[q * blanks + b] & kDistance);
      // Only a pattern of every tile has unreachable placements (the other
      // parity class); no solvable board ever looks them up.
      if (moves == kDistance) continue;
      unrank_placement(q, k, n, cells.data());
      unsigned manhattan = 0;
      for (unsigned i = 0; i < k; ++i) manhattan += cell_distance(cells[i], goal_cells[i], width);
      if (moves < manhattan || (moves - manhattan) % 2 != 0)
        throw std::logic_error(std::string(label) + ": moves and Manhattan disagree");
      // A smaller entry is still a lower bound: saturate rather than fail.
      entries.set(q, std::min((moves - manhattan) / 2, (1u << kPatternBits) - 1));
    }
  });
  return entries;
}

}  // namespace puzzletab::sliding
