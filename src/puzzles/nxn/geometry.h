// The N x N x N cube as stickers (docs/cubes.md): 6 N^2 facelets in the
// order of Kociemba's facelet strings, grown to N (the faces U R F D L B,
// each row by row as seen facing it, U with B above, D with F above, the
// others with U above), and the turn of any layer as where each facelet
// goes. A colouring is a face index (cube3's order) a facelet.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/cube3/cubie.h"

namespace puzzletab::nxn {

using cube3::Face;

// The cubes with a geometry here: 3x3x3 (its notation's frame) to 7x7x7.
inline constexpr unsigned kMinSize = 2;
inline constexpr unsigned kMaxSize = 7;

// A turn of layers `outer`..`inner` counted from `face` (1 its outer layer,
// N the opposite face's), `quarters` (1-3) clockwise as seen facing `face`.
// All N layers turn the whole cube: a rotation.
struct BlockTurn {
  Face face;
  unsigned outer;
  unsigned inner;
  unsigned quarters;
  bool operator==(const BlockTurn&) const = default;
};

// A colouring: the face (0-5, U R F D L B) each facelet shows.
using Stickers = std::vector<std::uint8_t>;

class Geometry {
 public:
  explicit Geometry(unsigned size);

  unsigned size() const { return size_; }
  unsigned facelet_count() const { return 6 * size_ * size_; }
  // The facelet of `face` at `row`, `column` (0-based, as the face is read).
  unsigned facelet(Face face, unsigned row, unsigned column) const {
    return (face * size_ + row) * size_ + column;
  }

  Stickers solved() const;
  // `stickers` after `turn`.
  void turn(Stickers& stickers, BlockTurn turn) const;
  // Where each facelet goes under a quarter turn of one layer.
  const std::vector<std::uint16_t>& layer_turn(Face face, unsigned layer) const {
    return layer_turns_[face * size_ + layer - 1];
  }

  // The facelets of each piece that holds more than one, and the ones
  // that hold one (centres): each corner's three clockwise from its U or
  // D facelet, each edge piece's two (its U or D facelet first, else its F
  // or B one), as Kociemba orders the 3x3x3's.
  const std::vector<std::array<std::uint16_t, 3>>& corners() const { return corners_; }
  const std::vector<std::array<std::uint16_t, 2>>& edges() const { return edges_; }
  // Where each facelet goes in the mirror image through the plane between R
  // and L (R's facelets to L's): with the whole cube's rotations, the
  // cube's symmetries (the 4x4x4 reduction's pairing table).
  const std::vector<std::uint16_t>& mirror() const { return mirror_; }

  // The whole cube turned so that the colours of the pieces no turn moves
  // are home: for an odd N its centres, for an even N the DLB corner
  // (TNoodle's normalisation): returns false when no rotation does it.
  bool normalise(Stickers& stickers) const;

 private:
  unsigned size_;
  std::vector<std::vector<std::uint16_t>> layer_turns_;
  std::vector<std::uint16_t> mirror_;
  std::vector<std::array<std::uint16_t, 3>> corners_;
  std::vector<std::array<std::uint16_t, 2>> edges_;
};

// The geometry of a size, made once.
const Geometry& geometry(unsigned size);

// A colouring as face letters, and back (the letters must be face letters).
std::string letters_of(const Stickers& stickers);

}  // namespace puzzletab::nxn
