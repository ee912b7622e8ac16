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
    for (unsigned value = 0; value < kTwists; ++value) {
      Cube cube = solved_cube();
      set_orientations(cube.twist, value, 3);
      twist_[value * kUdSymmetries + s] =
          static_cast<std::uint16_t>(twist_coordinate(conjugated(cube, s)));
    }
    for (unsigned value = 0; value < kCornerLayers; ++value) {
      Cube cube = solved_cube();
      set_corner_layer(cube, value);
      corner_layer_[value][s] =
          static_cast<std::uint8_t>(corner_layer_coordinate(conjugated(cube, s)));
    }
    for (unsigned value = 0; value < kSlices; ++value)
      slice_[value][s] =
          static_cast<std::uint16_t>(slice_coordinate(conjugated(cube_with_slice(value), s)));
    // Each class from its first order.
    for (unsigned value = 0; value < kSlices; ++value)
      for (unsigned p = kSlicePermutations; p-- > 0;) {
        Cube cube = solved_cube();
        set_sorted_slice(cube, value * kSlicePermutations + p);
        slice_order_[value][cube3::slice_order(p)][s] = static_cast<std::uint8_t>(
            cube3::slice_order(sorted_slice_coordinate(conjugated(cube, s)) % kSlicePermutations));
      }
    // With the slice edges home, a conjugation only moves the flips.
    for (unsigned low = 0; low < flip_low_[s].size(); ++low)
      flip_low_[s][low] =
          static_cast<std::uint16_t>(flip_coordinate(conjugated(cube_with_flip(low), s)));
    for (unsigned high = 0; high < flip_high_[s].size(); ++high)
      flip_high_[s][high] = static_cast<std::uint16_t>(
          flip_coordinate(conjugated(cube_with_flip(high << kLowBits), s)));
  }
  for (unsigned value = 0; value < kSlices; ++value) {
    const Cube cube = cube_with_slice(value);
    std::array<std::uint8_t, kEdges> changed{};
    for (unsigned i = 0; i < kEdges; ++i)
      changed[i] =
          static_cast<std::uint8_t>((i >= kFirstSliceSlot) != (cube.edge[i] >= kFirstSliceSlot));
    slice_flip_change_[value] = static_cast<std::uint16_t>(orientation_digits(changed, 2));
  }
}

const UdConjugates& ud_conjugates() {
  static const UdConjugates conjugates;
  return conjugates;
}

}  // namespace puzzletab::cube3
