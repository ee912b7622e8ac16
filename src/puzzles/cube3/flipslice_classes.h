// The optimal search's symmetry classes (docs/cube3.md): the edges' flip
// and the slice edges' slots and order, 2,048 x 11,880 = 24,330,240
// "flipslices", up to the 16 symmetries that keep the U-D axis
// (symmetry.h): 1,523,864 classes, the reduction of Kociemba's optimal
// solver. The large table (optimal_table.h) keeps one row per class, so a
// position's entry is found by its flipslice's class and the twist seen
// through the symmetry that takes the flipslice to the class's
// representative (its least flipslice).
#pragma once

#include <cstdint>
#include <vector>

#include "core/packed.h"
#include "core/table.h"
#include "puzzles/cube3/coordinates.h"
#include "puzzles/cube3/symmetry.h"

namespace puzzletab::cube3 {

inline constexpr std::uint32_t kFlipSlices = std::uint32_t{kFlips} * kSortedSlices;
inline constexpr std::uint32_t kFlipSliceClasses = 1'523'864;

inline std::uint32_t flipslice_of(unsigned flip, unsigned sorted_slice) {
  return flip * kSortedSlices + sorted_slice;
}
// The flipslice's class and the symmetry (ud_symmetries' index) that takes
// it to the representative, as the table stores them: class * 16 + symmetry.
inline std::uint32_t class_entry(std::uint32_t flipslice_class, unsigned symmetry) {
  return flipslice_class * kUdSymmetries + symmetry;
}

struct FlipSliceClasses {
  std::vector<std::uint32_t> entry;           // [flipslice]: class_entry
  std::vector<std::uint32_t> representative;  // [class]: its least flipslice
  std::vector<std::uint16_t> stabiliser;      // [class]: bit s when s keeps the representative
};

// Every flipslice's class, in a few seconds (gen; query maps the table).
FlipSliceClasses build_flipslice_classes();
TableSpec flipslice_classes_spec();
PackedBuilder flipslice_classes_table(const FlipSliceClasses& classes);

// [class * 18 + turn number]: the class entry of the class's
// representative turned. The optimal search follows a node's classes by
// it rather than by the classes table: one row of 72 bytes, read once,
// serves all of a node's children.
inline constexpr std::uint64_t kClassMoves = std::uint64_t{kFlipSliceClasses} * kTurns;
// One entry of it: the class entry of class c's representative after
// turn t (the optimal table's build reads it so too).
std::uint32_t turned_class_entry(const FlipSliceClasses& classes, std::uint32_t c, unsigned t);
TableSpec class_moves_spec();
PackedBuilder class_moves_table(const FlipSliceClasses& classes);

// The flipslice conjugated() by symmetry s.
std::uint32_t conjugated_flipslice(std::uint32_t flipslice, unsigned s);
// [twist * 16 + s]: the twist conjugated() by symmetry s (a U-D symmetry
// moves the corners' twists with the corners, whatever the permutation).
const std::vector<std::uint16_t>& twist_conjugates();

}  // namespace puzzletab::cube3
