// The 3x3x3's large table (gen --large 3x3x3, docs/cube3.md): the exact
// distance of every phase-1 coordinate of Kociemba's algorithm, the twist
// (2,187), the flip (2,048) and the slots of the U-D slice's edges (495):
// the fewest turns that orient every piece and put the slice edges in their
// slice, which no solution of the whole cube can beat. The optimal search
// looks it up along the three axes (symmetry.h). 4 bits an entry (distances
// run to 12); each (twist, flip) row padded to 496 entries, whole bytes,
// so that the threads building it by rows never share a byte.
#pragma once

#include <cstdint>

#include "core/packed.h"
#include "core/table.h"
#include "puzzles/cube3/coordinates.h"

namespace puzzletab::cube3 {

inline constexpr unsigned kPhase1Bits = 4;
inline constexpr unsigned kPhase1RowEntries = kSlices + 1;
inline constexpr std::uint64_t kPhase1Entries =
    std::uint64_t{kTwists} * kFlips * kPhase1RowEntries;  // 2,221,572,096

inline std::uint64_t phase1_index(unsigned twist, unsigned flip, unsigned slice) {
  return (std::uint64_t{twist} * kFlips + flip) * kPhase1RowEntries + slice;
}

TableSpec phase1_table_spec();
// Breadth-first from the solved coordinates on every core, with progress
// on stderr. The padding entries hold 15.
PackedBuilder build_phase1_table();

}  // namespace puzzletab::cube3
