// WCA notation for the 3x3x3 (WCA Regulations, article 12a): face turns
// R U F L D B, each plain (clockwise), with ' (counterclockwise) or 2 (a
// half turn); in scrambles read, also the rotations x y z, the wide turns
// Rw (or r) and the slice turns M E S (M turns as L, E as D, S as F), as
// TNoodle and cubing.js read them. The centres name the faces, so a
// rotation renames the faces of the turns after it, a wide turn is the
// opposite face's turn followed by a rotation (Rw = L x), and a slice turn
// the two faces beside it followed by one (M = R L' x'). The 2x2x2 reads
// the same words, without slices (wca_cube2.h).
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/cube3/cubie.h"

namespace puzzletab::cube3 {

// "R", "R2", "R'".
std::string turn_name(Turn turn);
// A sequence of turns as a scramble: names separated by single spaces.
std::string turns_text(const std::vector<Turn>& turns);
// Which face of the frame a scramble started in each face name means now:
// after x, the face named U is the one that was F.
using Frame = std::array<Face, kFaces>;

// The frame after a clockwise rotation of the whole cube about `axis` (x
// about R, y about U, z about F; about L, D, B the other way), `quarters`
// times: the four faces around it each take the place of the one after it.
void rotate(Frame& frame, Face axis, unsigned quarters);
Face opposite(Face face);

// A scramble's face turns, in the frame it started in, and the frame its
// rotations (and wide and slice turns) left the cube in.
struct Scramble {
  std::vector<Turn> turns;
  Frame held;
};
// A scramble's words (typographic primes read as '); InputError naming a
// word that is not a move. `layers` is the cube's: 3, or 2 for the 2x2x2,
// whose wide turns move both layers, the whole cube (Rw = x, as cubing.js
// reads them), and which has no slice turns.
Scramble read_scramble(std::string_view scramble, unsigned layers = 3);
// read_scramble's turns: the cube turned back to the frame it started in.
std::vector<Turn> read_turns(std::string_view scramble);
// The same turns named as the cube is held after the scramble (each face
// renamed by where the rotations took it): the position they make is the
// scramble's seen from where the cube is held, and its answers are to be
// made without turning the cube back.
std::vector<Turn> held_turns(const Scramble& scramble);
// The turns that undo `turns`.
std::vector<Turn> inverse_turns(const std::vector<Turn>& turns);

}  // namespace puzzletab::cube3
