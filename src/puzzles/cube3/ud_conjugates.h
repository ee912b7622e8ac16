// The optimal table's coordinates conjugated() by the 16 symmetries that
// keep the U-D axis (symmetry.h), as lookups: the twist, the corner
// layer, the slice edges' slots and the flip. Built once from
// conjugated cubes (the tests check every value against conjugated()).
//
// Why the flip needs the slice: a symmetry with a quarter turn about U-D
// takes the F and B faces to R and L, so an edge in a middle-slice slot
// (whose first facelet is on F or B) changes its flip, and so does a
// middle-slice edge (whose first sticker is F or B) in any slot: an edge
// changes where exactly one of the two holds. The rest is the slots'
// permutation, linear in the flips' bits, so a conjugated flip is two
// small lookups of the flip's halves.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "puzzles/cube3/coordinates.h"
#include "puzzles/cube3/symmetry.h"

namespace puzzletab::cube3 {

class UdConjugates {
 public:
  UdConjugates();

  unsigned twist(unsigned value, unsigned s) const { return twist_[value * kUdSymmetries + s]; }
  unsigned corner_layer(unsigned value, unsigned s) const { return corner_layer_[value][s]; }
  // The unordered slice coordinate (coordinates.h's slice_coordinate).
  unsigned slice(unsigned value, unsigned s) const { return slice_[value][s]; }
  // The class of the slice edges' order (coordinates.h's slice_order) of
  // a position whose slice edges are in `slice_slots`' slots: which slots
  // they are decides how a symmetry reorders them.
  unsigned slice_order(unsigned order, unsigned slice_slots, unsigned s) const {
    return slice_order_[slice_slots][order][s];
  }
  // The flip of a position whose slice edges are in `slice_slots`' slots.
  unsigned flip(unsigned value, unsigned slice_slots, unsigned s) const {
    const unsigned changed = value ^ (quarter_turn_[s] ? slice_flip_change_[slice_slots] : 0u);
    return flip_low_[s][changed & kLowMask] ^ flip_high_[s][changed >> kLowBits];
  }

 private:
  static constexpr unsigned kLowBits = 6;
  static constexpr unsigned kLowMask = (1u << kLowBits) - 1;

  std::vector<std::uint16_t> twist_;
  std::array<std::array<std::uint8_t, kUdSymmetries>, kCornerLayers> corner_layer_{};
  std::array<std::array<std::uint16_t, kUdSymmetries>, kSlices> slice_{};
  std::array<std::array<std::array<std::uint8_t, kUdSymmetries>, kSliceOrders>, kSlices>
      slice_order_{};
  std::array<bool, kUdSymmetries> quarter_turn_{};
  // The flips a quarter-turn symmetry changes for the slice's slots, as a
  // flip coordinate.
  std::array<std::uint16_t, kSlices> slice_flip_change_{};
  std::array<std::array<std::uint16_t, 1u << kLowBits>, kUdSymmetries> flip_low_{};
  std::array<std::array<std::uint16_t, (kFlips >> kLowBits)>, kUdSymmetries> flip_high_{};
};

// Built on the first call (thread-safe), then shared.
const UdConjugates& ud_conjugates();

}  // namespace puzzletab::cube3
