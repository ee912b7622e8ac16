// The tests' own model of the 3x3x3, independent of src/puzzles/cube3's
// pieces: each of the 54 facelets a point in space, each face's turn a
// rotation of the points on its side, so that a position is its 54 colours
// in Kociemba's order (docs/cube3.md) and a turn moves colours, nothing
// else. test_cube3 checks the pieces against it; test_cube3_distances
// searches it breadth-first.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "puzzles/cube3/cubie.h"
#include "puzzles/cube3/facelets.h"

namespace puzzletab::cube3 {

inline constexpr std::string_view kSolved =
    "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

// Which points a turn moves: the face's layer, the slice between it and
// the opposite face's (M E S), or the whole cube (x y z).
enum class Layer { outer, middle, whole };

// A clockwise quarter turn of `face`'s `layer` (seen facing the face), as
// where each facelet goes.
std::array<unsigned, kFacelets> facelet_turn(unsigned face, Layer layer);
// The colours `colours` (one letter a facelet) after `turn` of `layer`.
std::string turned_facelets(const std::string& colours, Turn turn, Layer layer = Layer::outer);

}  // namespace puzzletab::cube3
