// The 3x3x3's 54 stickers in the order of Kociemba's facelet strings
// (hkociemba/RubiksCube-TwophaseSolver, enums.py and defs.py; also
// Kociemba's Cube Explorer and min2phase): the faces U R F D L B, each's
// nine facelets row by row as seen facing it, U with B above, D with F
// above, the others with U above (U1..U9, R1..R9, ... B9), one face letter
// a facelet. Read back with a precise message for a colouring no position
// has, and drawn as a net for --show.
#pragma once

#include <string>
#include <string_view>

#include "core/puzzle.h"
#include "puzzles/cube3/cubie.h"

namespace puzzletab::cube3 {

inline constexpr unsigned kFacelets = 54;

// Where each slot's stickers are: the facelet of a corner slot's k-th
// sticker (clockwise from its U or D one), of an edge slot's k-th (its U
// or D one first, else its F or B one).
unsigned corner_facelet(unsigned slot, unsigned k);
unsigned edge_facelet(unsigned slot, unsigned k);

// The colouring of a position: a face letter a facelet.
std::string facelets_of(const Cube& cube);
// The position a colouring shows: letters, with blanks and commas between
// them allowed. InputError naming the facelets concerned for a colouring
// no position has: a letter that is not a face's, a colour on more or
// fewer than nine facelets, centres out of place, a piece no cube has, a
// piece twice, a twisted corner, a flipped edge, two pieces swapped.
Cube read_facelets(std::string_view text);
// The net (U above F, L F R B in a row, D below), each facelet its face's
// letter in the face's colour.
Picture draw_net(const Cube& cube);
// The same net for a cube of `size` layers from its 6 size^2 face letters
// in Kociemba's order grown to that size (the N x N x N cubes').
Picture draw_facelet_net(std::string_view letters, unsigned size);

}  // namespace puzzletab::cube3
