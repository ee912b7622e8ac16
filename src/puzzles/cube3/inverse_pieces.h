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
#include <bit>
#include <cstdint>
#include <cstring>

#include "core/byte_order.h"
#include "puzzles/cube3/coordinates.h"

namespace puzzletab::cube3 {

// A position's pieces: a corner's byte is twist * 8 + corner, an edge's
// flip * 16 + edge.
struct PackedPieces {
  std::array<std::uint8_t, kCorners> corner;
  std::array<std::uint8_t, kEdges> edge;
};

PackedPieces packed(const Cube& cube);

// The twist coordinate's part from a bit of each of the first seven
// corners (bit i for corner i): the sum of their digits' weights, 3^(6-i).
inline constexpr unsigned kSevenBits = 1u << (kCorners - 1);
inline constexpr auto kTwistOfBits = [] {
  std::array<std::uint16_t, kSevenBits> sums{};
  for (unsigned bits = 0; bits < kSevenBits; ++bits) {
    unsigned weight = 729;
    for (unsigned i = 0; i + 1 < kCorners; ++i) {
      if (bits >> i & 1u) sums[bits] = static_cast<std::uint16_t>(sums[bits] + weight);
      weight /= 3;
    }
  }
  return sums;
}();
// The flip coordinate of the first eleven edges' flips (bit i for edge
// i): its binary digits, the first edge's the most significant.
inline constexpr auto kFlipOfBits = [] {
  std::array<std::uint16_t, kFlips> flips{};
  for (unsigned bits = 0; bits < kFlips; ++bits)
    for (unsigned i = 0; i + 1 < kEdges; ++i)
      flips[bits] = static_cast<std::uint16_t>(flips[bits] * 2 + (bits >> i & 1u));
  return flips;
}();

// [pieces]: slice_order_of four pieces, two bits each, the first the most
// significant.
inline constexpr auto kSliceOrderOfPieces = [] {
  std::array<std::uint8_t, 256> orders{};
  for (unsigned value = 0; value < 256; ++value) {
    const std::array<std::uint8_t, 4> pieces = {
        static_cast<std::uint8_t>(value >> 6), static_cast<std::uint8_t>(value >> 4 & 3u),
        static_cast<std::uint8_t>(value >> 2 & 3u), static_cast<std::uint8_t>(value & 3u)};
    // Only the 24 orders of four different pieces occur.
    const bool distinct = pieces[0] != pieces[1] && pieces[0] != pieces[2] &&
                          pieces[0] != pieces[3] && pieces[1] != pieces[2] &&
                          pieces[1] != pieces[3] && pieces[2] != pieces[3];
    orders[value] = static_cast<std::uint8_t>(distinct ? slice_order_of(pieces) : 0);
  }
  return orders;
}();

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

  // The coordinates of coordinates.h, read off the pieces: a bit of each
  // byte gathered into a mask, eight bytes at once, the masks looked up.
  static unsigned twist(const PackedPieces& pieces) {
    const std::uint64_t corners = load_little_endian<std::uint64_t>(pieces.corner.data());
    return kTwistOfBits[byte_bits(corners, 3) & (kSevenBits - 1)] +
           2 * kTwistOfBits[byte_bits(corners, 4) & (kSevenBits - 1)];
  }
  static unsigned flip(const PackedPieces& pieces) {
    return kFlipOfBits[edge_bits(pieces, 4) & (kFlips - 1)];
  }
  // The corner layer: the slots of the U layer's corners (0..3), whose
  // bit 2 is clear.
  static unsigned layer(const PackedPieces& pieces) {
    return corner_layer_of_mask(
        ~byte_bits(load_little_endian<std::uint64_t>(pieces.corner.data()), 2) & 0xFFu);
  }
  // The slice edges' slots: those of the edges whose bit 3 is set (8..11).
  unsigned slice(const PackedPieces& pieces) const { return slice_of_slots_[edge_bits(pieces, 3)]; }
  // The class of the slice edges' order (coordinates.h's slice_order):
  // their low two bits, in the slots' order, looked up.
  static unsigned slice_order(const PackedPieces& pieces) {
    unsigned order = 0;
    for (unsigned slots = edge_bits(pieces, 3); slots != 0; slots &= slots - 1)
      order = order * 4 + (pieces.edge[static_cast<unsigned>(std::countr_zero(slots))] & 3u);
    return kSliceOrderOfPieces[order];
  }

 private:
  // Bit `bit` of each of the eight bytes of `word` (the first byte's as
  // bit 0): each byte's bit moved to bit 0, then a multiplication adds the
  // eight into the top byte, each in its place, without carries.
  static unsigned byte_bits(std::uint64_t word, unsigned bit) {
    return static_cast<unsigned>(((word >> bit) & 0x0101010101010101u) * 0x0102040810204080u >> 56);
  }
  static unsigned edge_bits(const PackedPieces& pieces, unsigned bit) {
    std::array<std::uint8_t, 8> last{};
    std::memcpy(last.data(), pieces.edge.data() + 8, kEdges - 8);
    return byte_bits(load_little_endian<std::uint64_t>(pieces.edge.data()), bit) |
           byte_bits(load_little_endian<std::uint64_t>(last.data()), bit) << 8;
  }
  // [t][byte]: the byte after the inverse of turn t renames the piece.
  std::array<std::array<std::uint8_t, 32>, kTurns> corner_{}, edge_{};
  std::array<std::uint16_t, 1u << kEdges> slice_of_slots_{};
};

}  // namespace puzzletab::cube3
