// The 3x3x3 as pieces: which corner and which edge sits in each slot and
// how each is turned, the faces' turns, and the dense number of a position
// (docs/cube3.md). Slots, pieces and orientations are those of Kociemba's
// two-phase solver (its "cubie level"), so that his facelet strings read
// directly: corners URF UFL ULB UBR DFR DLF DBL DRB, edges UR UF UL UB DR DF
// DL DB FR FL BL BR. The centres are fixed: they name the faces.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

#include "core/uint128.h"

namespace puzzletab::cube3 {

// The faces in the order of Kociemba's facelet strings.
enum Face : unsigned { kU, kR, kF, kD, kL, kB };
inline constexpr unsigned kFaces = 6;
inline constexpr unsigned kCorners = 8;
inline constexpr unsigned kEdges = 12;
inline constexpr std::string_view kFaceLetters = "URFDLB";

// A position: in each slot the piece there and its orientation. A corner's
// twist is how many turns clockwise its U or D sticker lies from the slot's
// U or D facelet; an edge's flip is 1 when its first sticker (U or D, else
// F or B) is not on the slot's first facelet.
struct Cube {
  std::array<std::uint8_t, kCorners> corner{};
  std::array<std::uint8_t, kCorners> twist{};
  std::array<std::uint8_t, kEdges> edge{};
  std::array<std::uint8_t, kEdges> flip{};
  bool operator==(const Cube&) const = default;
};

// A face's turn: 1, 2 or 3 quarter turns clockwise, as seen facing it.
struct Turn {
  Face face;
  unsigned quarters;
  bool operator==(const Turn&) const = default;
};

Cube solved_cube();
// `first` then `second`: `second`'s rearrangement of `first`'s slots.
Cube then(const Cube& first, const Cube& second);
Cube inverse(const Cube& cube);
// The cube after `turn`.
Cube turned(const Cube& cube, Turn turn);

// The sums and parities every position has: corner twists add up to a
// multiple of 3, edge flips to an even number, and the corners' and edges'
// permutations have one parity. Each false tells what a colouring lacks.
bool twists_add_up(const Cube& cube);
bool flips_add_up(const Cube& cube);
bool parities_agree(const Cube& cube);

// The orientations of all pieces but the last as digits base `modulus`
// (the first piece's most significant): the twist and flip coordinates.
unsigned orientation_digits(std::span<const std::uint8_t> orientations, unsigned modulus);
// The orientations those digits give, the last piece's making the sum a
// multiple of `modulus`; returns `number` with the digits taken off.
std::uint64_t set_orientations(std::span<std::uint8_t> orientations, std::uint64_t number,
                               unsigned modulus);

// 8! 3^7 12! 2^11 / 2 = 43,252,003,274,489,856,000 positions, 66 bits.
Uint128 position_count();
// A position's number below position_count(), and back: the corners'
// permutation, twists, flips and the edges' permutation among those of the
// corners' parity, as digits of one mixed-radix number (uniform numbers
// give uniform positions).
Uint128 number_of(const Cube& cube);
Cube cube_numbered(Uint128 number);

}  // namespace puzzletab::cube3
