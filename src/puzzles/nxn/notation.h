// WCA notation for the N x N x N cubes (WCA Regulations, article 12a, and
// SiGN as cubing.js reads it; docs/cubes.md): face turns R U F L D B, outer
// block turns Rw and nRw (n layers, 1 < n < N), rotations x y z, each plain
// (clockwise), with ' or 2 (2' too, a half turn as cubing.js reads it);
// and the slice turns cubing.js reads: 2R (the second layer alone), 2-3Rw
// or 2-3r (layers 2 to 3), r and 3r (as Rw and 3Rw), M E S on an odd cube
// (the middle layer, turning as L, D and F), m e s (every inner layer).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "puzzles/nxn/geometry.h"

namespace puzzletab::nxn {

// The turn a word names on a cube of `size` layers; InputError saying what
// is wrong with a word that names none.
BlockTurn read_block_turn(std::string_view word, unsigned size);
// A scramble's turns (typographic primes read as '), as the cube is held:
// a rotation is a turn of all its layers.
std::vector<BlockTurn> read_block_turns(std::string_view scramble, unsigned size);
// A turn as WCA notation writes it (R, Rw2, 3Rw', x: a rotation named by
// R, U or F's axis, the others' inverted), or an inner block as cubing.js
// does (2R, 2-3Rw).
std::string block_turn_name(BlockTurn turn, unsigned size);
// Turns as a scramble: names separated by single spaces.
std::string block_turns_text(const std::vector<BlockTurn>& turns, unsigned size);

}  // namespace puzzletab::nxn
