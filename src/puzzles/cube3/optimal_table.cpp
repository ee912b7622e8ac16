#include "puzzles/cube3/optimal_table.h"

#include <array>
#include <atomic>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/parallel.h"
#include "core/progress.h"

namespace puzzletab::cube3 {
namespace {

constexpr std::uint8_t kUnset = 0xF;
constexpr std::uint64_t kChunkRows = 256;

// The table being built: two entries a byte, the first in the low half
// (as PackedView reads it), every entry unset (15) at first. Entries are
// read and written through atomic_ref: a forward step writes into any row,
// and a backward step reads rows other threads write (never an entry it
// looks for: those were set in an earlier pass).
class OptimalTableSearch {
 public:
  explicit OptimalTableSearch(const FlipSliceClasses& classes)
      : bytes_(packed_size(kOptimalEntries, kOptimalBits), std::byte{0xFF}),
        entries_(reinterpret_cast<std::uint8_t*>(bytes_.data())),
        classes_(classes),
        twists_(twist_conjugates()),
        tables_(two_phase_tables()) {
    set(optimal_index(0, 0), 0);
  }

  void run() {
    constexpr std::uint64_t kCoordinates = std::uint64_t{kFlipSliceClasses} * kTwists;
    Progress progress("3x3x3 optimal table", kCoordinates);
    std::uint64_t reached = 1, at_depth = 1;
    for (unsigned d = 0; at_depth > 0; ++d) {
      if (d + 1 == kUnset) throw std::logic_error("the optimal table's distances pass 14");
      const std::uint64_t unset = kCoordinates - reached;
      // Forward while the last layer is small: its entries' neighbours.
      // Then backward: each unset entry looks for a neighbour at d.
      const bool backward = at_depth > unset / 8;
      std::atomic<std::uint64_t> found{0};
      parallel_chunks(kFlipSliceClasses, kChunkRows, [&](std::uint64_t begin, std::uint64_t end) {
        std::uint64_t count = 0;
        for (std::uint64_t row = begin; row < end; ++row)
          count += pass_row(static_cast<std::uint32_t>(row), d, backward);
        progress.update(reached + (found += count), "moves " + std::to_string(d + 1));
      });
      at_depth = found.load();
      reached += at_depth;
    }
  }

  PackedBuilder packed() && { return {kOptimalBits, kOptimalEntries, std::move(bytes_)}; }

 private:
  unsigned get(std::uint64_t i) const {
    const auto byte =
        std::atomic_ref<const std::uint8_t>(entries_[i / 2]).load(std::memory_order_relaxed);
    return (byte >> (i % 2 * 4)) & 0xF;
  }
  // Only an unset entry is set: its bits are all ones, so clearing those
  // the value lacks sets it, whoever writes the other half of the byte.
  // True when this call set it (two threads may reach one entry at once).
  bool set(std::uint64_t i, unsigned value) {
    const unsigned shift = i % 2 * 4;
    const auto clear = static_cast<std::uint8_t>(~((~value & 0xFu) << shift));
    const std::uint8_t before =
        std::atomic_ref<std::uint8_t>(entries_[i / 2]).fetch_and(clear, std::memory_order_relaxed);
    return ((before >> shift) & 0xF) == kUnset;
  }

  // Where each turn takes the row's representative: the class it lands in
  // and the symmetry that takes it to that class's representative.
  struct Neighbour {
    std::uint32_t row;
    unsigned symmetry;
  };
  std::array<Neighbour, kTurns> neighbours(std::uint32_t row) const {
    std::array<Neighbour, kTurns> to{};
    for (unsigned t = 0; t < kTurns; ++t) {
      const std::uint32_t entry = turned_class_entry(classes_, row, t);
      to[t] = {entry / kUdSymmetries, entry % kUdSymmetries};
    }
    return to;
  }

  // The entry a turn takes (row, twist) to.
  std::uint64_t neighbour_entry(const Neighbour& to, unsigned twist, unsigned t) const {
    return optimal_index(
        to.row, twists_[tables_.twist_move[twist * kTurns + t] * kUdSymmetries + to.symmetry]);
  }

  // A row's part of the pass that finds depth d + 1: forward, each entry
  // at d sets its unset neighbours, and those the neighbour's class's own
  // symmetries make of them (the same coordinates seen another way, which
  // only these would reach); backward, each unset entry is set when a
  // neighbour is at d. The entries set, by this thread.
  std::uint64_t pass_row(std::uint32_t row, unsigned d, bool backward) {
    const std::uint64_t first = optimal_index(row, 0);
    const unsigned wanted = backward ? kUnset : d;
    std::array<Neighbour, kTurns> to{};
    bool any = false;
    std::uint64_t count = 0;
    for (unsigned twist = 0; twist < kTwists; ++twist) {
      if (get(first + twist) != wanted) continue;
      if (!std::exchange(any, true)) to = neighbours(row);
      for (unsigned t = 0; t < kTurns; ++t) {
        const std::uint64_t neighbour = neighbour_entry(to[t], twist, t);
        if (backward) {
          if (get(neighbour) != d) continue;
          count += set(first + twist, d + 1);
          break;
        }
        if (get(neighbour) != kUnset) continue;
        count += set(neighbour, d + 1);
        const unsigned stabiliser = classes_.stabiliser[to[t].row];
        if (stabiliser == 1) continue;
        const unsigned seen = static_cast<unsigned>(neighbour - optimal_index(to[t].row, 0));
        for (unsigned s = 1; s < kUdSymmetries; ++s) {
          const std::uint64_t twin = optimal_index(to[t].row, twists_[seen * kUdSymmetries + s]);
          if ((stabiliser >> s & 1) != 0 && get(twin) == kUnset) count += set(twin, d + 1);
        }
      }
    }
    return count;
  }

  std::vector<std::byte> bytes_;
  std::uint8_t* entries_;
  const FlipSliceClasses& classes_;
  const std::vector<std::uint16_t>& twists_;
  const TwoPhaseTables& tables_;
};

}  // namespace

TableSpec optimal_table_spec() {
  return {"3x3x3-optimal.ptab", {"3x3x3", 3, EntryKind::pattern, kOptimalBits, kOptimalEntries}};
}

PackedBuilder build_optimal_table(const FlipSliceClasses& classes) {
  OptimalTableSearch search(classes);
  search.run();
  return std::move(search).packed();
}

}  // namespace puzzletab::cube3
