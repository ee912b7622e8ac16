// The cube seen along its three axes: the position turned by a whole-cube
// rotation of 120 degrees about the URF-DBL diagonal, once or twice, and
// its pieces renamed after the faces where they now sit. The two-phase
// coordinates of such a view measure the position about another axis (the
// view's U-D slice is the position's F-B or R-L slice), so that a pruning
// table over them gives three lower bounds instead of one (Kociemba's
// optimal solver, Korf's 1997 solver likewise).
#pragma once

#include "puzzles/cube3/coordinates.h"
#include "puzzles/cube3/cubie.h"

namespace puzzletab::cube3 {

inline constexpr unsigned kAxes = 3;

// The position as view `axis` (0: as it is, U-D; 1 and 2: turned once or
// twice) sees it: conjugated by the rotation, so that a turn of face f in
// the position is a turn of face_along(f, axis) in the view.
Cube seen_along(const Cube& cube, unsigned axis);
// The view's name for face `face`: the rotation takes U to R, R to F, F
// to U, and likewise D to L, L to B, B to D.
Face face_along(Face face, unsigned axis);
// The turn (turn_number) that turn `turn` is in view `axis`: same number
// of quarters (a rotation keeps clockwise), the face renamed.
unsigned turn_along(unsigned turn, unsigned axis);

}  // namespace puzzletab::cube3
