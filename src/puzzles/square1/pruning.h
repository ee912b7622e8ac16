// The Square-1's pruning tables (docs/square1.md): the twist-metric
// distance of every position of a simpler puzzle, the Square-1 with its
// edges all alike (the corners' table) or its corners all alike (the
// edges'), each up to turns of the two layers, which the twist metric does
// not count. An entry is indexed by the pair of layer shapes (170), the
// order of the 8 pieces followed, read slot by slot on the top layer and
// then on the bottom, each layer from its shape's canonical turn (the one
// whose pieces read earliest, for a shape with symmetry), and the middle:
// 13,708,800 entries. Each holds its distance modulo 3 in 2 bits (3: no
// position has that index): a twist turns the middle over, so it changes
// a distance by exactly one, and a search that knows a position's distance
// tells its neighbours' from their entries; the first is found by a walk
// down to the solved position.
#pragma once

#include <cstdint>

#include "core/packed.h"
#include "puzzles/square1/state.h"

namespace puzzletab::square1 {

enum class Pieces { corners, edges };

inline constexpr unsigned kPruningBits = 2;
std::uint64_t pruning_entries();

// Where a position is in the tables, and its key up to the layers' turns.
struct Classes {
  std::uint64_t corners = 0;
  std::uint64_t edges = 0;
  // The position up to the layers' turns, exactly, in 41 bits: the pair of
  // shapes, the corners' canonical order, the edges' order read from the
  // same turns (corners are all different, so those turns are unique), the
  // middle.
  std::uint64_t key = 0;
  // Those turns of the top and bottom layers (0..11).
  std::uint8_t top_turn = 0, bottom_turn = 0;
};
Classes classes_of(const State& state);
std::uint64_t pruning_index(const State& state, Pieces pieces);

// The table: each class's distance modulo 3, breadth-first from the solved
// one on every core.
PackedBuilder build_pruning_table(Pieces pieces);

// A position's distance in the table of `pieces`: a walk down to the
// solved class, one twist at a time (TableError when the entries lead
// nowhere).
unsigned class_distance(PackedView table, Pieces pieces, const State& state);

// The neighbour's distance in a table, for a position at `distance` and a
// neighbour whose entry is `entry` (d + 1 and d - 1 differ modulo 3).
constexpr unsigned neighbour_distance(unsigned distance, unsigned entry) {
  return entry == (distance + 1) % 3 ? distance + 1 : distance - 1;
}

}  // namespace puzzletab::square1
