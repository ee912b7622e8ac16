// The optimal search's second look at a node (docs/cube3.md): a position
// and its inverse are solved in as many turns, so the optimal table's
// entries for the inverse bound the node too (Zahavi, Felner, Holte and
// Schaeffer's dual lookups). A turn after the position is the turn's inverse
// before the inverse position: it renames the pieces instead of moving the
// slots, so no coordinate's move table follows it. The search keeps the
// inverse's pieces, a byte each, renames them by a table per turn, and
// reads the coordinates off them.
#pragma once

#include <array>
#include <cstdint>

#include "puzzles/cube3/coordinates.h"

namespace puzzletab::cube3 {

// A position's pieces: a corner's byte is twist * 8 + corner, an edge's
// flip * 16 + edge.
struct PackedPieces {
  std::array<std::uint8_t, kCorners> corner;
  std::array<std::uint8_t, kEdges> edge;
};

PackedPieces packed(const Cube& cube);

class InversePieces {
 public:
  InversePieces();

  // The inverse of (the position whose inverse is `pieces`, then turn t).
  PackedPieces turned(const PackedPieces& pieces, unsigned t) const {
    PackedPieces result;
    for (unsigned i = 0; i < kCorners; ++i) result.corner[i] = corner_[t][pieces.corner[i]];
    for (unsigned i = 0; i < kEdges; ++i) result.edge[i] = edge_[t][pieces.edge[i]];
    return result;
  }

  // The coordinates of coordinates.h, read off the pieces.
  static unsigned twist(const PackedPieces& pieces) {
    unsigned digits = 0;
    for (unsigned i = 0; i + 1 < kCorners; ++i) digits = digits * 3 + (pieces.corner[i] >> 3);
    return digits;
  }
  static unsigned flip(const PackedPieces& pieces) {
    unsigned digits = 0;
    for (unsigned i = 0; i + 1 < kEdges; ++i) digits = digits * 2 + (pieces.edge[i] >> 4);
    return digits;
  }
  // The corner layer: the slots of the U layer's corners (0..3).
  static unsigned layer(const PackedPieces& pieces) {
    unsigned slots = 0;
    for (unsigned i = 0; i < kCorners; ++i) slots |= unsigned{(pieces.corner[i] & 7u) < 4} << i;
    return corner_layer_of_mask(slots);
  }
  // The slice edges' slots: those of the edges whose bit 3 is set (8..11).
  unsigned slice(const PackedPieces& pieces) const {
    unsigned slots = 0;
    for (unsigned i = 0; i < kEdges; ++i) slots |= (pieces.edge[i] >> 3 & 1u) << i;
    return slice_of_slots_[slots];
  }

 private:
  // [t][byte]: the byte after the inverse of turn t renames the piece.
  std::array<std::array<std::uint8_t, 32>, kTurns> corner_{}, edge_{};
  std::array<std::uint16_t, 1u << kEdges> slice_of_slots_{};
};

}  // namespace puzzletab::cube3
