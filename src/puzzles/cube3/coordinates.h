// The coordinates of Kociemba's two-phase algorithm (docs/cube3.md), their
// move tables and the pruning tables over pairs of them: plain arrays
// indexed by coordinate, built at first use (in under a tenth of a second,
// measured in docs/cube3.md) rather than shipped.
//
// Phase 1 takes a position into the subgroup G1 = <U, D, R2, L2, F2, B2>,
// where every corner and edge is oriented and the four middle-slice edges
// (FR FL BL BR) are in the middle slice: its coordinates are the corners'
// twists (3^7), the edges' flips (2^11) and the slots of the slice edges
// (12 choose 4, with their order: 11,880). Phase 2 solves within G1 by G1's
// ten turns: the corners' permutation (8!), the eight U and D edges' (8!)
// and the slice edges' (4!, the sorted slice coordinate within G1). Phase 1
// carries the corners' permutation and the slice's order too, so that a
// phase-1 solution that leaves phase 2 too few turns is dropped at once.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "puzzles/cube3/cubie.h"

namespace puzzletab::cube3 {

inline constexpr unsigned kTurns = 18;  // face * 3 + quarters - 1
inline constexpr unsigned kPhase2Turns = 10;
inline constexpr unsigned kTwists = 2187;
inline constexpr unsigned kFlips = 2048;
inline constexpr unsigned kSlices = 495;
inline constexpr unsigned kSortedSlices = 11880;  // kSlices * kSlicePermutations
inline constexpr unsigned kCornerPermutations = 40320;
inline constexpr unsigned kEdgePermutations8 = 40320;
inline constexpr unsigned kSlicePermutations = 24;
inline constexpr unsigned kCornerLayers = 70;  // 8 choose 4

inline Turn turn_numbered(unsigned turn) {
  return {static_cast<Face>(turn / 3), turn % 3 + 1};
}
inline unsigned turn_number(Turn turn) {
  return turn.face * 3 + turn.quarters - 1;
}
// Each turn's rearrangement, as the cube it makes from solved, by number.
const std::array<Cube, kTurns>& turn_cubes();

// Each coordinate of a position; every one is 0 for the solved cube.
unsigned twist_coordinate(const Cube& cube);
unsigned flip_coordinate(const Cube& cube);
unsigned slice_coordinate(const Cube& cube);
// The slice edges' slots and order: slice_coordinate * 24 + the rank of
// their order in the slots' order (in G1, the slice's permutation).
unsigned sorted_slice_coordinate(const Cube& cube);
// Puts the slice edges where sorted_slice_coordinate reads `value`.
void set_sorted_slice(Cube& cube, unsigned value);
// The slice edges' order up to the four-group V = {1, (01)(23), (02)(13),
// (03)(12)} (as pieces 0..3 of the slice, in the slots' order): how the
// order permutes the three ways of pairing four edges, 0 for the solved
// order. V is normal in S4, so the class stays a class whichever side the
// pieces are renamed from: a turn or a symmetry changes the slots' order
// and the pieces' names, never which class a position's cosets share.
inline constexpr unsigned kSliceOrders = 6;  // S4 / V = S3
constexpr unsigned slice_order_of(const std::array<std::uint8_t, 4>& pieces) {
  // Pairing k (1..3) puts slot 0 with slot k; the pieces there name the
  // pairing {0, j}: j is the partner of piece 0, 6 less the other two when
  // neither is piece 0 (0 + 1 + 2 + 3 = 6).
  std::array<unsigned, 3> image{};
  for (unsigned k = 1; k <= 3; ++k) {
    const unsigned a = pieces[0], b = pieces[k];
    image[k - 1] = (a == 0 ? b : b == 0 ? a : 6 - a - b) - 1;
  }
  return image[0] * 2 + (image[1] > image[2] ? 1u : 0u);
}
// [value % 24]: the class of sorted_slice_coordinate's order, whose rank
// is the pieces' lexicographic rank (core/rank.h's rank_permutation).
inline constexpr auto kSliceOrderOfPermutation = [] {
  std::array<std::uint8_t, kSlicePermutations> orders{};
  std::array<std::uint8_t, 4> pieces = {0, 1, 2, 3};
  unsigned rank = 0;
  do orders[rank++] = static_cast<std::uint8_t>(slice_order_of(pieces));
  while (std::next_permutation(pieces.begin(), pieces.end()));
  return orders;
}();
inline unsigned slice_order(unsigned slice_permutation) {
  return kSliceOrderOfPermutation[slice_permutation];
}
// Which four slots hold the U layer's corners (URF UFL ULB UBR, corners
// 0..3), whatever their order: the optimal table's corner coordinate with
// the twist (corner_classes.h). The slots as a mask (bit i for slot i) and
// its rank among the masks of four bits in increasing order, so that the
// solved cube's (0x0F) is 0.
unsigned corner_layer_coordinate(const Cube& cube);
unsigned corner_layer_of_mask(unsigned mask);
void set_corner_layer(Cube& cube, unsigned value);
// Within G1 only: the slots 0..7 hold the U and D edges, 8..11 the slice's.
unsigned corner_permutation_coordinate(const Cube& cube);
unsigned edge_permutation8_coordinate(const Cube& cube);

struct TwoPhaseTables {
  // The turns of phase 2, by number (turn_number): U U2 U' R2 F2 D D2 D' L2 B2.
  std::array<std::uint8_t, kPhase2Turns> phase2_turns;
  // Move tables: the coordinate after a turn, [coordinate * 18 + turn
  // number], the U and D edges' [coordinate * 10 + phase-2 turn].
  std::vector<std::uint16_t> twist_move, flip_move, sorted_slice_move, corner_move;
  // The slice edges' slots alone (every 24th row of the sorted slice's).
  std::vector<std::uint16_t> slice_move;
  std::vector<std::uint16_t> edge8_move;
  // Each turn's rearrangement of the edges (the slot each edge comes
  // from), for reading the U and D edges' permutation at phase 2's start.
  std::array<std::array<std::uint8_t, kEdges>, kTurns> edge_turns;
  // Pruning tables: the least number of turns that solve the pair, which
  // no solution of the whole phase can beat.
  std::vector<std::uint8_t> twist_slice_depth;   // [twist * kSlices + slice]
  std::vector<std::uint8_t> flip_slice_depth;    // [flip * kSlices + slice]
  std::vector<std::uint8_t> corner_slice_depth;  // [corners * 24 + slice permutation]
  std::vector<std::uint8_t> edge8_slice_depth;   // [edges * 24 + slice permutation]
  // Phase 1's third bound, the twist and the flip together (min2phase's),
  // kept up to the 8 symmetries that keep both the U-D and the F-B axis
  // (no quarter turn about U-D, which would change the slice edges'
  // flips): a row for each of the 324 classes of twists, its columns the
  // flip as the symmetry that takes the twist to its class's
  // representative shows it. 663 KB, where the whole 4.5 MB missed the
  // caches as often as it pruned (docs/cube3.md).
  std::vector<std::uint16_t> twist_class;      // [twist]: class * 8 + symmetry to it
  std::vector<std::uint16_t> flip_seen;        // [flip * 8 + symmetry]
  std::vector<std::uint8_t> twist_flip_depth;  // [class * kFlips + flip seen]
};

inline constexpr unsigned kTwistClasses = 324;
inline constexpr unsigned kAxisSymmetries = 8;

// The least number of turns that orient every corner and edge.
inline unsigned twist_flip_depth(const TwoPhaseTables& tables, unsigned twist, unsigned flip) {
  const unsigned entry = tables.twist_class[twist];
  return tables
      .twist_flip_depth[entry / kAxisSymmetries * kFlips +
                        tables.flip_seen[flip * kAxisSymmetries + entry % kAxisSymmetries]];
}

// The tables, built on the first call (thread-safe), then shared.
const TwoPhaseTables& two_phase_tables();

}  // namespace puzzletab::cube3
