// The whole cube's rotations (docs/cube3.md): a position seen from another
// side. The two-phase search looks for a solution along each of the three
// axes, as min2phase does: its G1 is the U-D axis's, and the same position
// rotated so that R or F is on top may reach it sooner. And the sixteen
// symmetries that keep the U-D axis, reflections among them, by which the
// optimal search's large table stores one position of each class
// (corner_classes.h).
#pragma once

#include <array>

#include "puzzles/cube3/cubie.h"

namespace puzzletab::cube3 {

// A rotation of the whole cube: the face each face moves to.
using FaceMap = std::array<Face, kFaces>;

inline constexpr FaceMap kNoRotation = {kU, kR, kF, kD, kL, kB};
// A third of a turn about the corner URF (and DBL): U moves to R, R to F,
// F to U; D to L, L to B, B to D.
inline constexpr FaceMap kUrfRotation = {kR, kF, kU, kL, kB, kD};

// The cube's three axes (U-D, then R-L, then F-B) made U-D's: the URF
// rotation applied `axis` times.
inline constexpr unsigned kAxes = 3;
FaceMap axis_rotation(unsigned axis);

FaceMap then(const FaceMap& first, const FaceMap& second);
FaceMap inverse(const FaceMap& rotation);

// The position as it looks after the rotation, its colours renamed by it
// too so that the centres name the faces again: a turn of face f becomes
// one of face to[f], the same way round, so a solution of it, its faces
// renamed by the inverse rotation, solves `cube`.
Cube rotated(const Cube& cube, const FaceMap& to);
inline Turn rotated(Turn turn, const FaceMap& to) {
  return {to[turn.face], turn.quarters};
}

// A symmetry of the cube: the face each face goes to, and whether it is a
// reflection (which makes each clockwise turn an anticlockwise one).
struct Symmetry {
  FaceMap to;
  bool mirror;
};
// The 16 that keep the U-D axis (the group D4h): a half turn about the
// F-B axis or not, then 0-3 quarter turns about U-D, then the mirror
// swapping R and L or not. The first is the identity.
inline constexpr unsigned kUdSymmetries = 16;
const std::array<Symmetry, kUdSymmetries>& ud_symmetries();
// The index among ud_symmetries() of the one that undoes symmetry s, and
// of the one that conjugating by s then by t is.
unsigned inverse_ud_symmetry(unsigned s);
unsigned ud_symmetry_then(unsigned s, unsigned t);

// The position as it looks in the symmetric cube: each piece in the slot
// the symmetry takes its slot to, renamed as the piece whose home that is.
// Solving it by turns mapped back (the face by the inverse, and reversed
// for a reflection) solves `cube`. For a rotation this is rotated(), here
// from tables: a corner's U or D sticker stays on U or D, so its twist
// only changes sign in a mirror; an edge's flip changes where the symmetry
// takes an edge's first facelet off a first facelet, both for its slot and
// for the piece.
Cube conjugated(const Cube& cube, unsigned s);
inline Turn conjugated(Turn turn, const Symmetry& s) {
  return {s.to[turn.face], s.mirror ? 4 - turn.quarters : turn.quarters};
}

}  // namespace puzzletab::cube3
