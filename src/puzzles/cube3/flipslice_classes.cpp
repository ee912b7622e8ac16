#include "puzzles/cube3/flipslice_classes.h"

#include <stdexcept>

namespace puzzletab::cube3 {
namespace {

constexpr std::uint32_t kUnassigned = 0xFFFFFFFF;

Cube cube_with_flipslice(std::uint32_t flipslice) {
  Cube cube = solved_cube();
  set_orientations(cube.flip, flipslice / kSortedSlices, 2);
  set_sorted_slice(cube, flipslice % kSortedSlices);
  return cube;
}

std::uint32_t flipslice_of_cube(const Cube& cube) {
  return flipslice_of(flip_coordinate(cube), sorted_slice_coordinate(cube));
}

}  // namespace

std::uint32_t conjugated_flipslice(std::uint32_t flipslice, unsigned s) {
  return flipslice_of_cube(conjugated(cube_with_flipslice(flipslice), s));
}

// In increasing order, each flipslice no earlier one's class holds starts
// a class and is its least member: its conjugates join it, each with the
// symmetry that takes it back.
FlipSliceClasses build_flipslice_classes() {
  FlipSliceClasses classes;
  classes.entry.assign(kFlipSlices, kUnassigned);
  classes.representative.reserve(kFlipSliceClasses);
  classes.stabiliser.reserve(kFlipSliceClasses);
  for (std::uint32_t flipslice = 0; flipslice < kFlipSlices; ++flipslice) {
    if (classes.entry[flipslice] != kUnassigned) continue;
    const auto number = static_cast<std::uint32_t>(classes.representative.size());
    const Cube cube = cube_with_flipslice(flipslice);
    std::uint16_t stabiliser = 0;
    for (unsigned s = 0; s < kUdSymmetries; ++s) {
      const std::uint32_t seen = flipslice_of_cube(conjugated(cube, s));
      if (seen == flipslice) stabiliser = static_cast<std::uint16_t>(stabiliser | 1u << s);
      if (classes.entry[seen] == kUnassigned)
        classes.entry[seen] = class_entry(number, inverse_ud_symmetry(s));
    }
    classes.representative.push_back(flipslice);
    classes.stabiliser.push_back(stabiliser);
  }
  if (classes.representative.size() != kFlipSliceClasses)
    throw std::logic_error("the flipslices fall into " +
                           std::to_string(classes.representative.size()) + " classes");
  return classes;
}

TableSpec flipslice_classes_spec() {
  return {"3x3x3-classes.ptab", {"3x3x3", 2, EntryKind::pattern, 32, kFlipSlices}};
}

PackedBuilder flipslice_classes_table(const FlipSliceClasses& classes) {
  PackedBuilder table(32, kFlipSlices);
  for (std::uint32_t i = 0; i < kFlipSlices; ++i) table.set(i, classes.entry[i]);
  return table;
}

TableSpec class_moves_spec() {
  return {"3x3x3-class-moves.ptab", {"3x3x3", 4, EntryKind::pattern, 32, kClassMoves}};
}

std::uint32_t turned_class_entry(const FlipSliceClasses& classes, std::uint32_t c, unsigned t) {
  const TwoPhaseTables& tables = two_phase_tables();
  const std::uint32_t flipslice = classes.representative[c];
  const unsigned flip = flipslice / kSortedSlices, slice = flipslice % kSortedSlices;
  return classes.entry[flipslice_of(tables.flip_move[flip * kTurns + t],
                                    tables.sorted_slice_move[slice * kTurns + t])];
}

PackedBuilder class_moves_table(const FlipSliceClasses& classes) {
  PackedBuilder table(32, kClassMoves);
  for (std::uint32_t c = 0; c < kFlipSliceClasses; ++c)
    for (unsigned t = 0; t < kTurns; ++t)
      table.set(std::uint64_t{c} * kTurns + t, turned_class_entry(classes, c, t));
  return table;
}

const std::vector<std::uint16_t>& twist_conjugates() {
  static const auto table = [] {
    std::vector<std::uint16_t> conjugates(std::size_t{kTwists} * kUdSymmetries);
    for (unsigned twist = 0; twist < kTwists; ++twist) {
      Cube cube = solved_cube();
      set_orientations(cube.twist, twist, 3);
      for (unsigned s = 0; s < kUdSymmetries; ++s)
        conjugates[twist * kUdSymmetries + s] =
            static_cast<std::uint16_t>(twist_coordinate(conjugated(cube, s)));
    }
    return conjugates;
  }();
  return table;
}

}  // namespace puzzletab::cube3
