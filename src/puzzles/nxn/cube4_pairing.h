// The 4x4x4 reduction's third phase, its wings (docs/cubes.md): with G2's
// turns (U2 D2 R L F B, Uw2 Rw2 Fw2) every wing stays in its class, one of
// the two slots of each edge; phase 2 leaves each pair's two wings in
// opposite classes. The pairs are joined when the wing of class A at each
// edge has its partner at the same edge: the pairing is the permutation
// tau of the 12 edges, tau(e) the edge holding the partner of the wing of
// class A at e, solved when it is the identity. An outer turn conjugates
// it, a slice's half turn swaps two wings of each class, and tau is even
// throughout. Its distances, reduced by the 8 symmetries that keep the
// U-D axis and the classes, are a table of 31,006,080 entries.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/packed.h"
#include "puzzles/nxn/cube4_pieces.h"

namespace puzzletab::cube4 {

using Pairing = std::array<std::uint8_t, 12>;

// Wing slot s's class (0 A, 1 B): the orbits of G2's turns.
const std::array<std::uint8_t, kWings>& wing_classes();
// Whether every pair's wings are in opposite classes, an even number of
// pairs the other way round from solved (else the 3x3x3 left would have
// a flipped edge), and the pairing even: what phase 3 needs of phase 2.
using Wings = std::array<std::uint8_t, kWings>;
bool pairable(const Wings& wings);
// The pairing of pairable wings.
Pairing pairing_of(const Wings& wings);
// Phase 2's wings: a pair is split when its two wings are in opposite
// classes, which phase 3 needs of every pair. Where the two wings of a
// pair are, as an unordered pair of wing slots (276).
inline constexpr unsigned kSlotPairs = 276;
std::uint16_t slot_pair(unsigned a, unsigned b);
// The slot pair after phase 2's i-th move (kPhase2Moves).
std::uint16_t slot_pair_moved(std::uint16_t pair, unsigned i);
// For three pairs of wings (any three: G1's turns do not tell pairs
// apart), by their slot pairs in any order: the fewest of phase 2's
// moves that split all three, 3 for 3 or more, 0 exactly when all are
// split. A lower bound for splitting all twelve, four threes at a time.
// 2 bits each, a committed table (gen 4x4x4); three pairs that share a
// slot are no position's and read 3.
inline constexpr std::uint32_t kSplitCount = kSlotPairs * (kSlotPairs + 1) * (kSlotPairs + 2) / 6;
PackedBuilder build_split_table();
std::uint32_t split_index(std::uint16_t a, std::uint16_t b, std::uint16_t c);

// The parity of the pairs' permutation (by their class A wings) against
// the corners': a slice's half turn changes it.
bool pairs_parity(const Cube4& cube);
// The pairing after phase 3's i-th move (kPhase3Moves).
Pairing pairing_moved(const Pairing& tau, unsigned i);

inline constexpr std::uint32_t kPairingClasses = 1538;
inline constexpr std::uint32_t kPairingCount = kPairingClasses * 20160;
// Where a pairing's distance is in the table.
std::uint32_t pairing_index(const Pairing& tau);
// pairing_index(pairing_moved(tau, i)), without the moved pairing: phase
// 3 looks up every child and turns only those it enters.
std::uint32_t moved_pairing_index(const Pairing& tau, unsigned i);
// A pairing stored at an index (one of the symmetric pairings there).
Pairing pairing_at(std::uint32_t index);

// The table: each index's distance modulo 3 in 2 bits, 3 for none.
PackedBuilder build_pairing_table();
// A pairing's distance, given the table, from an entry of a neighbour
// whose distance is known to be `near` (within 1): the table's 2 bits
// say which.
inline unsigned pairing_distance(const PackedView& table, std::uint32_t index, unsigned near) {
  const unsigned mod3 = table[index];
  return near + (mod3 + 4 - near % 3) % 3 - 1;
}
// A pairing's exact distance, walked down the table to 0.
unsigned pairing_distance(const PackedView& table, const Pairing& tau);

}  // namespace puzzletab::cube4
