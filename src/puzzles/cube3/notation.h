// WCA notation for the 3x3x3 (WCA Regulations, article 12a): face turns
// R U F L D B, each plain (clockwise), with ' (counterclockwise) or 2 (a
// half turn); in scrambles read, also the rotations x y z, the wide turns
// Rw (or r) and the slice turns M E S (M turns as L, E as D, S as F), as
// TNoodle and cubing.js read them. The centres name the faces, so a
// rotation renames the faces of the turns after it, a wide turn is the
// opposite face's turn followed by a rotation (Rw = L x), and a slice turn
// the two faces beside it followed by one (M = R L' x').
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "puzzles/cube3/cubie.h"

namespace puzzletab::cube3 {

// "R", "R2", "R'".
std::string turn_name(Turn turn);
// A sequence of turns as a scramble: names separated by single spaces.
std::string turns_text(const std::vector<Turn>& turns);
// The face turns, in the frame of the fixed centres, of a scramble's
// words (typographic primes read as '); InputError naming a word that is
// not a move.
std::vector<Turn> read_turns(std::string_view scramble);
// The turns that undo `turns`.
std::vector<Turn> inverse_turns(const std::vector<Turn>& turns);

}  // namespace puzzletab::cube3
