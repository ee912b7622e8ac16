// The 4x4x4 as pieces (docs/cubes.md): the corners as the 3x3x3's, the 24
// wings (no wing turns in place: each slot takes each wing one way only),
// the 24 centres by colour; its 36 turns (each face's outer layer, and it
// with the next layer, Uw) and its 24 rotations, all as they move the
// pieces in space, computed from the stickers' geometry. A position held
// otherwise is the same position: the searches look at it through
// rotations (views), and a solution ends with every face one colour,
// however the cube is then held.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/random_draw.h"
#include "puzzles/cube3/cubie.h"
#include "puzzles/nxn/geometry.h"

namespace puzzletab::cube4 {

using cube3::Face;

inline constexpr unsigned kWings = 24;
inline constexpr unsigned kCentres = 24;
// The turns: a layer group (U R F D L B, then Uw Rw Fw Dw Lw Bw) and 1-3
// quarters, numbered group * 3 + quarters - 1. A group's axis is group % 3.
inline constexpr unsigned kGroups = 12;
inline constexpr unsigned kMoves = 36;
inline constexpr unsigned move_of(unsigned group, unsigned quarters) {
  return group * 3 + quarters - 1;
}
nxn::BlockTurn block_turn(unsigned move);

// A position: the corner in each corner slot (Kociemba's) and its twist,
// the wing in each wing slot (slots and wings numbered as
// nxn::geometry(4).edges(): each edge in Kociemba's order, its two wings
// along it; a wing by its solved slot, wings 2e and 2e + 1 a pair), and
// each centre slot's colour (slot 4 f + 2 (row - 1) + column - 1 of face
// f, as its facelet is read).
struct Cube4 {
  std::array<std::uint8_t, 8> corner{};
  std::array<std::uint8_t, 8> twist{};
  std::array<std::uint8_t, kWings> wing{};
  std::array<std::uint8_t, kCentres> centre{};
  bool operator==(const Cube4&) const = default;
};

Cube4 solved_cube();
Cube4 moved(const Cube4& cube, unsigned move);
// Where a move takes the wing in each slot, and the centre: the slot each
// slot's piece comes from (new[i] = old[from[i]]).
const std::array<std::uint8_t, kWings>& wing_from(unsigned move);
const std::array<std::uint8_t, kCentres>& centre_from(unsigned move);

// A 4x4x4 colouring as pieces, and back. The colouring must be a
// position's (nxn::read_pieces checks it).
Cube4 cube_of(const nxn::Stickers& stickers);
nxn::Stickers stickers_of(const Cube4& cube);
// Every face one colour (held any way).
bool is_solved(const Cube4& cube);

// A uniform position held with its DLB corner home (TNoodle's
// normalisation): the other corners placed and twisted, every wing
// placed, the centres' colours shuffled: 7,401,196,841,564,901,869,874,
// 093,974,498,574,336,000,000,000 positions, all equally likely.
Cube4 random_cube(RandomDraw& draw);

// The 24 rotations of the whole cube, the identity first: each as the
// face each face goes to.
inline constexpr unsigned kRotations = 24;
using FaceMap = std::array<std::uint8_t, 6>;
const FaceMap& rotation(unsigned r);
unsigned inverse_rotation(unsigned r);
// The rotation taking face `from` to face `to` and then the U-D axis's...:
// the first rotation (in the order above) taking `from`'s axis to U-D.
unsigned rotation_to_ud(unsigned axis);

// The cube as seen after rotation r, every piece where the rotation takes
// it, and named as rotation `names` renames the solved cube: a centre's
// colour c as the face `names` takes c to, a wing or corner as the slot it
// takes the piece's solved slot to (pairs stay pairs, and the pieces'
// colours agree with the centres'). A search sees the pieces alone: a
// move m of the view is the move viewed_move(m, inverse_rotation(r)) of
// the cube.
Cube4 viewed(const Cube4& cube, unsigned r, unsigned names);
unsigned viewed_move(unsigned move, unsigned r);

// A sequence of the 36 turns, ending with every face one colour however
// held, as the 27 turns that keep DLB (no Dw Lw Bw: Dw is Uw' turning the
// whole cube, which a position held another way ignores), TNoodle's: the
// cube first turned by rotation `start`.
std::vector<std::uint8_t> fixed_dlb(unsigned start, const std::vector<std::uint8_t>& moves);

}  // namespace puzzletab::cube4
