// The 3x3x3's large table (gen --large 3x3x3, docs/cube3.md), the pruning
// table of Kociemba's optimal solver: the exact distance of every twist,
// flip and slice edges' slots and order, the fewest turns that orient
// every piece and put the slice edges home in order, which no solution of
// the whole cube can beat. 2,187 x 24,330,240 coordinates are stored one
// row per symmetry class of the flipslice (flipslice_classes.h), a twist
// an entry: 1,523,864 rows of 2,187 entries of 4 bits, each row padded to
// 2,188 entries, whole bytes, so that threads building it by rows never
// share a byte. The optimal search looks it up along the three axes.
#pragma once

#include <cstdint>

#include "core/packed.h"
#include "core/table.h"
#include "puzzles/cube3/flipslice_classes.h"

namespace puzzletab::cube3 {

inline constexpr unsigned kOptimalBits = 4;
inline constexpr unsigned kOptimalRowEntries = kTwists + 1;
inline constexpr std::uint64_t kOptimalEntries =
    std::uint64_t{kFlipSliceClasses} * kOptimalRowEntries;  // 3,334,214,432

inline std::uint64_t optimal_index(std::uint32_t flipslice_class, unsigned twist) {
  return std::uint64_t{flipslice_class} * kOptimalRowEntries + twist;
}
// Where the distance of a twist and a flipslice is: the flipslice's
// class's row (`entry`, the classes table's entry for the flipslice), at
// the twist seen through the symmetry that takes the flipslice to the
// class's representative.
inline std::uint64_t optimal_index_of(std::uint32_t entry, unsigned twist) {
  return optimal_index(entry / kUdSymmetries,
                       twist_conjugates()[twist * kUdSymmetries + entry % kUdSymmetries]);
}

TableSpec optimal_table_spec();
// Breadth-first from the solved coordinates on every core, with progress
// on stderr. The padding entries hold 15.
PackedBuilder build_optimal_table(const FlipSliceClasses& classes);

}  // namespace puzzletab::cube3
