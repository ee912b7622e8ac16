#include "puzzles/cube3/phase1_table.h"

#include <array>
#include <atomic>
#include <string>
#include <utility>
#include <vector>

#include "core/parallel.h"
#include "core/progress.h"

namespace puzzletab::cube3 {
namespace {

constexpr std::uint8_t kUnset = 0xF;
constexpr std::uint64_t kRows = std::uint64_t{kTwists} * kFlips;
constexpr std::uint64_t kChunkRows = 4096;

// The table being built: two entries a byte, the first in the low half
// (as PackedView reads it), every entry unset (15) at first. Entries are
// read and written through atomic_ref: a forward step writes into any row,
// and a backward step reads rows other threads write (never an entry it
// looks for: those were set in an earlier pass).
class Phase1Search {
 public:
  Phase1Search() : entries_(kPhase1Entries / 2, 0xFF), tables_(two_phase_tables()) {
    for (unsigned slice = 0; slice < kSlices; ++slice)
      for (unsigned t = 0; t < kTurns; ++t)
        slice_move_[slice * kTurns + t] = static_cast<std::uint16_t>(
            tables_.sorted_slice_move[slice * kSlicePermutations * kTurns + t] /
            kSlicePermutations);
    set(phase1_index(0, 0, 0), 0);
  }

  void run() {
    Progress progress("3x3x3 phase-1 table", kPhase1Entries - kRows);
    std::uint64_t reached = 1, at_depth = 1;
    for (unsigned d = 0; at_depth > 0; ++d) {
      const std::uint64_t unset = kPhase1Entries - kRows - reached;
      // Forward while the last layer is small: its entries' neighbours.
      // Then backward: each unset entry looks for a neighbour at d.
      const bool backward = at_depth > unset / 8;
      std::atomic<std::uint64_t> found{0};
      parallel_chunks(kRows, kChunkRows, [&](std::uint64_t begin, std::uint64_t end) {
        std::uint64_t count = 0;
        for (std::uint64_t row = begin; row < end; ++row) count += pass_row(row, d, backward);
        progress.update(reached + (found += count), "moves " + std::to_string(d + 1));
      });
      at_depth = found.load();
      reached += at_depth;
    }
  }

  PackedBuilder packed() const {
    PackedBuilder built(kPhase1Bits, kPhase1Entries);
    for (std::uint64_t i = 0; i < kPhase1Entries; ++i) built.set(i, get(i));
    return built;
  }

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

  // The rows a turn takes row `row` to, and the slices' moves.
  std::array<std::uint64_t, kTurns> neighbour_rows(std::uint64_t row) const {
    const auto twist = static_cast<unsigned>(row / kFlips),
               flip = static_cast<unsigned>(row % kFlips);
    std::array<std::uint64_t, kTurns> rows{};
    for (unsigned t = 0; t < kTurns; ++t)
      rows[t] = phase1_index(tables_.twist_move[twist * kTurns + t],
                             tables_.flip_move[flip * kTurns + t], 0);
    return rows;
  }

  // One row's part of the pass that finds depth d + 1: forward, each
  // entry at d sets its unset neighbours; backward, each unset entry is
  // set when a neighbour is at d. The entries set, by this thread.
  std::uint64_t pass_row(std::uint64_t row, unsigned d, bool backward) {
    const std::uint64_t first = row * kPhase1RowEntries;
    const unsigned wanted = backward ? kUnset : d;
    std::array<std::uint64_t, kTurns> rows{};
    bool any = false;
    std::uint64_t count = 0;
    for (unsigned slice = 0; slice < kSlices; ++slice) {
      if (get(first + slice) != wanted) continue;
      if (!std::exchange(any, true)) rows = neighbour_rows(row);
      for (unsigned t = 0; t < kTurns; ++t) {
        const std::uint64_t neighbour = rows[t] + slice_move_[slice * kTurns + t];
        if (!backward) {
          if (get(neighbour) == kUnset && set(neighbour, d + 1)) ++count;
        } else if (get(neighbour) == d) {
          count += set(first + slice, d + 1);
          break;
        }
      }
    }
    return count;
  }

  std::vector<std::uint8_t> entries_;
  const TwoPhaseTables& tables_;
  std::array<std::uint16_t, kSlices * kTurns> slice_move_{};
};

}  // namespace

TableSpec phase1_table_spec() {
  return {"3x3x3-phase1.ptab", {"3x3x3", 1, EntryKind::pattern, kPhase1Bits, kPhase1Entries}};
}

PackedBuilder build_phase1_table() {
  Phase1Search search;
  search.run();
  return search.packed();
}

}  // namespace puzzletab::cube3
