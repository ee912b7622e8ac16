#include "puzzles/cube3/optimal_table.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/parallel.h"
#include "core/progress.h"
#include "core/thousands.h"

namespace puzzletab::cube3 {
namespace {

// An entry's state while the table is built, in its own two bits: the
// layers before the last, the last layer, the layer being found, and not
// reached yet. The layers run through the states, so that the entries
// end as the table's codes: at most the base (0), one more (1), two more
// (2), more still (3, never reached by then). The whole table is 2 bits an
// entry from the start: 2.6 GB, not twice that for exact distances.
constexpr unsigned kEarlier = 0;
constexpr unsigned kLast = 1;
constexpr unsigned kNext = 2;
constexpr unsigned kUnreached = 3;
// reach() sets an entry by clearing its low bit alone.
static_assert((kUnreached & ~1u) == kNext);

constexpr std::uint64_t kEvenBits = 0x5555'5555'5555'5555;
// A block's second word ends in the block's least distance (4 bits), not
// entries.
constexpr std::uint64_t kEntryBits[2] = {~std::uint64_t{0}, ~std::uint64_t{0} >> 4};
constexpr std::uint64_t kRowWords = kRowSlots / 32;
constexpr std::uint8_t kNoLeast = 0xF;
constexpr std::uint64_t kChunkClasses = 4;

// An entry of a class's rows: its flip, slice and the class of the slice
// edges' order (0 in the large table).
struct Edges {
  std::uint16_t flip, slice;
  std::uint8_t order;
};

class OptimalTableSearch {
 public:
  explicit OptimalTableSearch(OptimalLayout layout)
      : layout_(layout),
        bytes_(layout.slots() / 4, std::byte{0xFF}),
        entries_(reinterpret_cast<std::uint8_t*>(bytes_.data())),
        classes_(corner_classes()),
        conjugates_(ud_conjugates()),
        tables_(two_phase_tables()) {
    // The slot past the last slice is no entry: never reached, never turned.
    for (std::uint64_t row = 0; row < layout_.rows(); ++row)
      set_state(row * kRowSlots + kRowSlots - kBlockSlots + kSlices % kBlockEntries, kEarlier);
    const CornerClass solved = classes_.of(0);
    set_state(layout_.slot(solved.number, 0, 0, 0), kLast);
    set_least(layout_.slot(solved.number, 0, 0, 0), 0);
    for (unsigned p = kSlicePermutations; p-- > 0;) first_order_[slice_order(p)] = p;
  }

  void run() {
    const std::uint64_t entries = layout_.entries();
    Progress progress("3x3x3 optimal table", entries);
    std::uint64_t reached = 1;
    std::uint64_t last = 1;
    std::string layers = "1";
    for (unsigned d = 0; d <= kOptimalBase + 1 && last > 0; ++d) {
      // Forward while the last layer is small: its entries' neighbours.
      // Then backward: each entry not reached looks for a neighbour in it.
      const bool backward = last > (entries - reached) / 8;
      std::atomic<std::uint64_t> found{0};
      parallel_chunks(kCornerClasses, kChunkClasses, [&](std::uint64_t begin, std::uint64_t end) {
        std::uint64_t count = 0;
        for (auto c = static_cast<unsigned>(begin); c < end; ++c)
          count += backward ? backward_class(c, d + 1) : forward_class(c, d + 1);
        progress.update(reached + (found += count), "moves " + std::to_string(d + 1));
      });
      last = found.load();
      reached += last;
      layers += ", " + with_commas(last);
      // The layer found becomes the last; the one before joins the earlier
      // ones, except past the base, where the states are the codes.
      if (d <= kOptimalBase) shift_layers();
    }
    std::fprintf(stderr, "3x3x3 optimal table: entries at 0, 1, ... moves: %s; %s at %u or more\n",
                 layers.c_str(), with_commas(entries - reached).c_str(), kOptimalBase + 3);
  }

  PackedBuilder packed() && { return {2, layout_.slots(), std::move(bytes_)}; }

 private:
  unsigned state(std::uint64_t slot) const {
    const auto byte =
        std::atomic_ref<const std::uint8_t>(entries_[slot / 4]).load(std::memory_order_relaxed);
    return byte >> (slot % 4 * 2) & 3u;
  }
  void set_state(std::uint64_t slot, unsigned value) {
    auto& byte = entries_[slot / 4];
    const unsigned shift = slot % 4 * 2;
    byte = static_cast<std::uint8_t>((byte & ~(3u << shift)) | value << shift);
  }
  // The block's least distance, when `distance` is the first of it: the
  // layers come in order, and every writer of a layer writes the same.
  void set_least(std::uint64_t slot, unsigned distance) {
    std::atomic_ref<std::uint8_t> byte(
        entries_[slot / kBlockSlots * kBlockBytes + kBlockBytes - 1]);
    if (byte.load(std::memory_order_relaxed) >> 4 != kNoLeast) return;
    byte.fetch_and(static_cast<std::uint8_t>(0x0F | distance << 4), std::memory_order_relaxed);
  }
  // An unreached entry (3) becomes the next layer's (2) by clearing one
  // bit, whoever writes the rest of its byte. True when this call did.
  bool reach(std::uint64_t slot, unsigned distance) {
    if (state(slot) != kUnreached) return false;
    const auto bit = static_cast<std::uint8_t>(1u << (slot % 4 * 2));
    const std::uint8_t before =
        std::atomic_ref<std::uint8_t>(entries_[slot / 4])
            .fetch_and(static_cast<std::uint8_t>(~bit), std::memory_order_relaxed);
    if ((before & bit) == 0) return false;
    if (distance <= kOptimalBase) set_least(slot, distance);
    return true;
  }

  // The entries of class c's rows in `wanted` state.
  std::vector<Edges> entries_in(unsigned c, unsigned wanted) const {
    std::vector<Edges> found;
    const unsigned rows = kFlips * layout_.orders;
    const auto* words =
        reinterpret_cast<const std::uint64_t*>(bytes_.data()) + std::uint64_t{c} * rows * kRowWords;
    const std::uint64_t pattern = kEvenBits * wanted;
    for (unsigned row = 0; row < rows; ++row)
      for (unsigned w = 0; w < kRowWords; ++w) {
        const std::uint64_t word = std::atomic_ref<const std::uint64_t>(words[row * kRowWords + w])
                                       .load(std::memory_order_relaxed);
        // A pair of bits equal to the wanted state: both bits of it
        // agree, so the pair's low bit of (word XOR pattern, either half)
        // is clear.
        const std::uint64_t differs = word ^ pattern;
        std::uint64_t same = ~(differs | differs >> 1) & kEvenBits & kEntryBits[w % 2];
        for (; same != 0; same &= same - 1) {
          const unsigned slot = w % 2 * 32 + static_cast<unsigned>(std::countr_zero(same)) / 2;
          found.push_back({static_cast<std::uint16_t>(row / layout_.orders),
                           static_cast<std::uint16_t>(w / 2 * kBlockEntries + slot),
                           static_cast<std::uint8_t>(row % layout_.orders)});
        }
      }
    return found;
  }

  // The slot a turn takes an entry to, in the class `to` (which turn t
  // takes the representative into).
  std::uint64_t neighbour(const Edges& from, unsigned t, CornerClass to, Edges& seen) const {
    const unsigned flip = tables_.flip_move[from.flip * kTurns + t];
    unsigned slice = 0, order = 0;
    if (layout_.orders == 1) {
      slice = tables_.slice_move[from.slice * kTurns + t];
    } else {
      // The order's class turns as any order of that class does.
      const unsigned sorted =
          tables_.sorted_slice_move[(from.slice * kSlicePermutations + first_order_[from.order]) *
                                        kTurns +
                                    t];
      slice = sorted / kSlicePermutations;
      order = slice_order(sorted % kSlicePermutations);
    }
    seen = conjugated(flip, slice, order, to.symmetry);
    return slot(to.number, seen);
  }
  Edges conjugated(unsigned flip, unsigned slice, unsigned order, unsigned s) const {
    return {static_cast<std::uint16_t>(conjugates_.flip(flip, slice, s)),
            static_cast<std::uint16_t>(conjugates_.slice(slice, s)),
            static_cast<std::uint8_t>(
                layout_.orders == 1 ? 0 : conjugates_.slice_order(order, slice, s))};
  }
  std::uint64_t slot(unsigned c, const Edges& edges) const {
    return layout_.slot(c, edges.flip, edges.order, edges.slice);
  }

  // Each entry of the last layer reaches its unreached neighbours, and the
  // entries the neighbour's class's own symmetries make of them (the same
  // coordinates seen another way, which only these would reach). The
  // turns go round the outside, so that the writes stay in one class's
  // rows (256 KB) at a time.
  std::uint64_t forward_class(unsigned c, unsigned distance) {
    const std::vector<Edges> last = entries_in(c, kLast);
    std::uint64_t count = 0;
    for (unsigned t = 0; t < kTurns && !last.empty(); ++t) {
      const CornerClass to = classes_.turned(c, t);
      const unsigned stabiliser = classes_.stabiliser(to.number);
      for (const Edges& from : last) {
        Edges seen{};
        count += reach(neighbour(from, t, to, seen), distance);
        if (stabiliser == 1) continue;
        for (unsigned s = 1; s < kUdSymmetries; ++s)
          if ((stabiliser >> s & 1u) != 0)
            count +=
                reach(slot(to.number, conjugated(seen.flip, seen.slice, seen.order, s)), distance);
      }
    }
    return count;
  }

  // Each unreached entry of the class with a neighbour in the last layer
  // is in the next. Only this thread writes this class's rows now.
  std::uint64_t backward_class(unsigned c, unsigned distance) {
    std::vector<Edges> left = entries_in(c, kUnreached);
    std::uint64_t count = 0;
    for (unsigned t = 0; t < kTurns && !left.empty(); ++t) {
      const CornerClass to = classes_.turned(c, t);
      std::size_t kept = 0;
      for (const Edges& from : left) {
        Edges seen{};
        if (state(neighbour(from, t, to, seen)) != kLast) {
          left[kept++] = from;
          continue;
        }
        const std::uint64_t at = slot(c, from);
        std::atomic_ref<std::uint8_t> byte(entries_[at / 4]);
        byte.store(
            static_cast<std::uint8_t>(byte.load(std::memory_order_relaxed) & ~(1u << (at % 4 * 2))),
            std::memory_order_relaxed);
        if (distance <= kOptimalBase) set_least(at, distance);
        ++count;
      }
      left.resize(kept);
    }
    return count;
  }

  // Last to earlier (1 to 0), next to last (2 to 1), on whole words: a
  // pair's new low bit is its high bit, its new high bit both its bits.
  void shift_layers() {
    auto* words = reinterpret_cast<std::uint64_t*>(bytes_.data());
    const std::uint64_t count = bytes_.size() / sizeof(std::uint64_t);
    parallel_for(count, [&](std::uint64_t begin, std::uint64_t end) {
      for (std::uint64_t i = begin; i < end; ++i) {
        const std::uint64_t word = words[i];
        const std::uint64_t low = word & kEvenBits, high = word >> 1 & kEvenBits;
        const std::uint64_t shifted = high | (high & low) << 1;
        const std::uint64_t entries = kEntryBits[i % 2];
        words[i] = (shifted & entries) | (word & ~entries);
      }
    });
  }

  OptimalLayout layout_;
  std::vector<std::byte> bytes_;
  std::uint8_t* entries_;
  const CornerClasses& classes_;
  const UdConjugates& conjugates_;
  const TwoPhaseTables& tables_;
  // [class]: the first order of the slice edges in it.
  std::array<unsigned, kSliceOrders> first_order_{};
};

}  // namespace

TableSpec optimal_table_spec(OptimalLayout layout) {
  if (layout.orders == 1)
    return {"3x3x3-optimal.ptab", {"3x3x3", 5, EntryKind::pattern, 2, layout.slots()}};
  return {"3x3x3-optimal-huge.ptab", {"3x3x3", 6, EntryKind::pattern, 2, layout.slots()}};
}

std::uint64_t optimal_table_build_memory(OptimalLayout layout) {
  return layout.slots() / 4 + block_checksums_size(layout.slots() / 4);
}

PackedBuilder build_optimal_table(OptimalLayout layout) {
  OptimalTableSearch search(layout);
  search.run();
  return std::move(search).packed();
}

}  // namespace puzzletab::cube3
