// The 3x3x3's large table (gen 3x3x3 --large, docs/cube3.md): the pruning
// table of Rokicki's nxopt with its subgroup EO3 EP1, none of its code. An
// entry is the fewest turns that twist every corner right, bring the U
// layer's corners into the U layer, flip every edge right and bring the
// middle slice's edges into the middle slice: the distance of the corner
// coordinate (corner_classes.h), the flip and the slice edges' slots,
// which no solution of the whole cube can beat. A row per corner class and
// flip, 9,930 x 2,048, of the 495 slices.
//
// The huge table (gen 3x3x3 --huge) is six times as large: its subgroup
// also keeps the slice edges' order up to the four-group
// (coordinates.h's slice_order), so each row is six, one per class of
// the order. Its subgroup still holds every U and D turn and is kept by
// the 16 symmetries, so everything said of the large table holds of it.
//
// Two bits an entry, as nxopt keeps them: 0 for a distance of at most
// kOptimalBase, else the distance less kOptimalBase, 3 standing for 3 or
// more. An entry of 0 says little, so each block of 62 entries (16 bytes)
// keeps in its last 4 bits the least distance in it, which bounds its
// entries of 0: a row is 8 blocks, 128 bytes. 2.6 GB in all (15.6 GB).
#pragma once

#include <cstddef>
#include <cstdint>

#include "core/packed.h"
#include "core/table.h"
#include "puzzles/cube3/corner_classes.h"
#include "puzzles/cube3/ud_conjugates.h"

namespace puzzletab::cube3 {

// One less than the commonest distance: most entries are then 10 or 11,
// exact.
inline constexpr unsigned kOptimalBase = 9;
inline constexpr unsigned kBlockEntries = 62;
inline constexpr unsigned kBlockSlots = 64;  // 2 bits each: 16 bytes
inline constexpr unsigned kBlockBytes = kBlockSlots / 4;
inline constexpr unsigned kRowBlocks = (kSlices + kBlockEntries - 1) / kBlockEntries;  // 8
inline constexpr unsigned kRowSlots = kRowBlocks * kBlockSlots;

// The classes of the slice edges' order a table tells apart: 1 for the
// large table, kSliceOrders for the huge one.
struct OptimalLayout {
  unsigned orders = 1;

  std::uint64_t rows() const { return std::uint64_t{kCornerClasses} * kFlips * orders; }
  // 10,412,359,680 for the large table.
  std::uint64_t slots() const { return rows() * kRowSlots; }
  std::uint64_t entries() const { return rows() * kSlices; }
  // Where the entry of a corner class, flip, order's class and slice is,
  // in 2-bit slots.
  std::uint64_t slot(unsigned corner_class, unsigned flip, unsigned order, unsigned slice) const {
    return ((std::uint64_t{corner_class} * kFlips + flip) * orders + order) * kRowSlots +
           slice / kBlockEntries * kBlockSlots + slice % kBlockEntries;
  }
};
inline constexpr OptimalLayout kLargeLayout{1};
inline constexpr OptimalLayout kHugeLayout{kSliceOrders};

// The lower bound an entry gives.
inline unsigned optimal_bound(const std::byte* table, std::uint64_t slot) {
  const unsigned code = std::to_integer<unsigned>(table[slot / 4]) >> (slot % 4 * 2) & 3u;
  if (code != 0) return kOptimalBase + code;
  return std::to_integer<unsigned>(table[slot / kBlockSlots * kBlockBytes + kBlockBytes - 1]) >> 4;
}

// A position's slot seen along the U-D axis: its corner coordinate's class,
// and the edges' coordinates conjugated by the symmetry that takes the
// corner coordinate to the class's representative.
// `order` is the class of the slice edges' order, ignored by the large
// table.
class OptimalIndex {
 public:
  explicit OptimalIndex(OptimalLayout layout)
      : layout_(layout), classes_(corner_classes()), conjugates_(ud_conjugates()) {}

  OptimalLayout layout() const { return layout_; }
  std::uint64_t slot(unsigned twist, unsigned layer, unsigned flip, unsigned slice,
                     unsigned order) const {
    return slot(classes_.of(corner_coordinate(twist, layer)), flip, slice, order);
  }
  std::uint64_t slot(CornerClass c, unsigned flip, unsigned slice, unsigned order) const {
    return layout_.slot(c.number, conjugates_.flip(flip, slice, c.symmetry),
                        layout_.orders == 1 ? 0 : conjugates_.slice_order(order, slice, c.symmetry),
                        conjugates_.slice(slice, c.symmetry));
  }

 private:
  OptimalLayout layout_;
  const CornerClasses& classes_;
  const UdConjugates& conjugates_;
};

TableSpec optimal_table_spec(OptimalLayout layout);
// The bytes build_optimal_table holds at most: the table itself, two bits
// an entry from the start, and its block checksums as gen writes them.
std::uint64_t optimal_table_build_memory(OptimalLayout layout);
// Breadth-first from the solved coordinates on every core, with progress
// on stderr, in the table's own 2 bits an entry (docs/cube3.md).
PackedBuilder build_optimal_table(OptimalLayout layout);

}  // namespace puzzletab::cube3
