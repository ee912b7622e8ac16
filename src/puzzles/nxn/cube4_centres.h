// The 4x4x4 reduction's centre coordinates (docs/cubes.md), in a view of
// the cube (cube4_pieces.h) whose colours are renamed so that the first phase's
// pair is U and D: phase 1 brings the eight U and D centres to the faces
// of one axis with any turn; phase 2, with the turns of G1 that keep them
// there (U D Uw Dw R L F B, and the other wide turns' halves), the R and
// L centres to one of the other axes, leaving U and D's arranged so that
// phase 3's turns (G2: U2 D2 R L F B, the wide turns' halves) solve them;
// phase 3 solves the centres, each face one colour, held any way that
// keeps each axis's pair on its axis. Each coordinate is a subset of
// centre slots, ranked by the combinatorial number system.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/packed.h"
#include "puzzles/nxn/cube4_pieces.h"

namespace puzzletab::cube4 {

// Phase 2's turns (G1) and phase 3's (G2), as moves.
inline constexpr std::array<std::uint8_t, 28> kPhase2Moves = {
    0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13,
    14, 15, 16, 17, 18, 19, 20, 22, 25, 27, 28, 29, 31, 34};
inline constexpr std::array<std::uint8_t, 20> kPhase3Moves = {
    1, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 15, 16, 17, 19, 22, 25, 28, 31, 34};

// A set of centre slots as a bit mask (bit i: slot i).
using SlotMask = std::uint32_t;
// The slots holding colours of `faces` (bit f: face f).
SlotMask centres_of(const Cube4& cube, unsigned faces);

// Phase 1: where the U and D centres are, 735,471 subsets of 8 of 24;
// solved with the eight on the faces of any axis.
inline constexpr std::uint32_t kPhase1Count = 735'471;
std::uint32_t phase1_coordinate(SlotMask ud_slots);
SlotMask phase1_moved(SlotMask ud_slots, unsigned move);
// Exact distances of phase 1, by rank, 4 bits each (at most 8): a
// committed table (gen 4x4x4).
PackedBuilder build_phase1_table();

// Phase 2: U's centres among U and D's slots (70), R and L's among the
// sides' (12,870), and the wings' permutation's parity (Uw's quarter turns
// change it, G2's never): 1,801,800 coordinates.
struct Phase2 {
  std::uint16_t ud = 0;
  std::uint16_t side = 0;
  std::uint8_t parity = 0;
  std::uint32_t index() const { return (static_cast<std::uint32_t>(side) * 70 + ud) * 2 + parity; }
  static Phase2 at(std::uint32_t index) {
    return {static_cast<std::uint16_t>(index / 2 % 70), static_cast<std::uint16_t>(index / 140),
            static_cast<std::uint8_t>(index % 2)};
  }
};
inline constexpr std::uint32_t kPhase2Count = 12870 * 70 * 2;
Phase2 phase2_coordinate(const Cube4& cube);
// The coordinate after phase 2's i-th move (kPhase2Moves).
Phase2 phase2_moved(Phase2 c, unsigned i);
// Exact distances with G1's turns to a coordinate G2 reaches from the
// solved cube held with U-D as its U-D axis (8 ways), by index, 4 bits
// each (at most 9): a committed table (gen 4x4x4).
PackedBuilder build_phase2_table();

// Phase 3: U's centres among U and D's slots, R's among R and L's, F's
// among F and B's (70 each), and the parity of the corners' permutation
// against the edges' (one wing of each pair, in its class's slots):
// 686,000 coordinates; solved as the solved cube held 4 ways (turned
// half a turn about an axis, or not).
struct Phase3Centres {
  std::uint8_t ud = 0;
  std::uint8_t rl = 0;
  std::uint8_t fb = 0;
  std::uint8_t parity = 0;
  std::uint32_t index() const {
    return ((static_cast<std::uint32_t>(ud) * 70 + rl) * 70 + fb) * 2 + parity;
  }
};
inline constexpr std::uint32_t kPhase3CentreCount = 70 * 70 * 70 * 2;
// Whether the R and L centres are on F and B (phase 2 may leave them so:
// the view is then turned a quarter about U-D for phase 3).
bool sides_turned(const Cube4& cube);
// The coordinate of a cube phase 2 has reduced; `parity` as above.
Phase3Centres phase3_centres(const Cube4& cube, bool parity);
Phase3Centres phase3_moved(Phase3Centres c, unsigned i);
const std::vector<std::uint8_t>& phase3_centre_distances();

}  // namespace puzzletab::cube4
