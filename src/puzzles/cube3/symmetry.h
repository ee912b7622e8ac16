// The whole cube's rotations (docs/cube3.md): a position seen from another
// side. The two-phase search looks for a solution along each of the three
// axes, as min2phase does: its G1 is the U-D axis's, and the same position
// rotated so that R or F is on top may reach it sooner.
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

}  // namespace puzzletab::cube3
