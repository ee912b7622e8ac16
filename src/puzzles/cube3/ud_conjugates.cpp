#include "puzzles/cube3/ud_conjugates.h"

namespace puzzletab::cube3 {
namespace {

constexpr unsigned kFirstSliceSlot = 8;  // FR FL BL BR

Cube cube_with_flip(unsigned flip) {
  Cube cube = solved_cube();
  set_orientations(cube.flip, flip, 2);
  return cube;
}

Cube cube_with_slice(unsigned slice) {
  Cube cube = solved_cube();
  set_sorted_slice(cube, slice * kSlicePermutations);
  return cube;
}

}  // namespace

UdConjugates::UdConjugates() : twist_(std::size_t{kTwists} * kUdSymmetries) {
  for (unsigned s = 0; s < kUdSymmetries; ++s) {
    const Face front = ud_symmetries()[s].to[kF];
    quarter_turn_[s] = front == kR || front == kL;
    for (unsigned twist = 0; twist < kTwists; ++twist) {
      Cube cube = solved_cube();
      set_orientations(cube.twist, twist, 3);
      twist_[twist * kUdSymmetries + s] =
          static_cast<std::uint16_t>(twist_coordinate(conjugated(cube, s)));
    }
    for (unsigned layer = 0; layer < kCornerLayers; ++layer) {
      Cube cube = solved_cube();
      set_corner_layer(cube, layer);
      corner_layer_[layer][s] =
          static_cast<std::uint8_t>(corner_layer_coordinate(conjugated(cube, s)));
    }
    for (unsigned slice = 0; slice < kSlices; ++slice)
      slice_[slice][s] =
          static_cast<std::uint16_t>(slice_coordinate(conjugated(cube_with_slice(slice), s)));
    // With the slice edges home, a conjugation only moves the flips.
    for (unsigned low = 0; low < flip_low_[s].size(); ++low)
      flip_low_[s][low] =
          static_cast<std::uint16_t>(flip_coordinate(conjugated(cube_with_flip(low), s)));
    for (unsigned high = 0; high < flip_high_[s].size(); ++high)
      flip_high_[s][high] = static_cast<std::uint16_t>(
          flip_coordinate(conjugated(cube_with_flip(high << kLowBits), s)));
  }
  for (unsigned slice = 0; slice < kSlices; ++slice) {
    const Cube cube = cube_with_slice(slice);
    std::array<std::uint8_t, kEdges> changed{};
    for (unsigned i = 0; i < kEdges; ++i)
      changed[i] =
          static_cast<std::uint8_t>((i >= kFirstSliceSlot) != (cube.edge[i] >= kFirstSliceSlot));
    slice_flip_change_[slice] = static_cast<std::uint16_t>(orientation_digits(changed, 2));
  }
}

const UdConjugates& ud_conjugates() {
  static const UdConjugates conjugates;
  return conjugates;
}

}  // namespace puzzletab::cube3
