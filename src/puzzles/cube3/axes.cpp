#include "puzzles/cube3/axes.h"

#include <algorithm>
#include <string>
#include <string_view>

namespace puzzletab::cube3 {
namespace {

// The slots' facelets by face, clockwise from the U or D one (the order
// in which twists are counted, cubie.h).
constexpr std::string_view kCornerSlots[kCorners] = {"URF", "UFL", "ULB", "UBR",
                                                     "DFR", "DLF", "DBL", "DRB"};
constexpr std::string_view kEdgeSlots[kEdges] = {"UR", "UF", "UL", "UB", "DR", "DF",
                                                 "DL", "DB", "FR", "FL", "BL", "BR"};

char renamed(char face_letter) {
  return kFaceLetters[face_along(static_cast<Face>(kFaceLetters.find(face_letter)), 1)];
}

// Where the rotation carries each slot (the slot named by its faces
// renamed) and how far the slot's first facelet lands from the new slot's
// first: as a cube, the piece each slot receives and its orientation.
template <std::size_t kCount>
void place_rotated(const std::string_view (&slots)[kCount], std::span<std::uint8_t> pieces,
                   std::span<std::uint8_t> orientations) {
  for (std::size_t from = 0; from < kCount; ++from) {
    std::string faces(slots[from]);
    std::transform(faces.begin(), faces.end(), faces.begin(), renamed);
    for (std::size_t to = 0; to < kCount; ++to) {
      if (!std::is_permutation(faces.begin(), faces.end(), slots[to].begin())) continue;
      pieces[to] = static_cast<std::uint8_t>(from);
      orientations[to] = static_cast<std::uint8_t>(slots[to].find(faces.front()));
    }
  }
}

// The rotation as a cube: conjugating by it renames the faces of every
// turn (tests/test_cube3_optimal.cpp checks each face's).
Cube rotation() {
  Cube cube;
  place_rotated(kCornerSlots, cube.corner, cube.twist);
  place_rotated(kEdgeSlots, cube.edge, cube.flip);
  return cube;
}

}  // namespace

Face face_along(Face face, unsigned axis) {
  // U R F D L B -> R F U L B D: each face of a triple to the next.
  static constexpr Face kNext[kFaces] = {kR, kF, kU, kL, kB, kD};
  for (unsigned a = 0; a < axis; ++a) face = kNext[face];
  return face;
}

unsigned turn_along(unsigned turn, unsigned axis) {
  const Turn t = turn_numbered(turn);
  return turn_number({face_along(t.face, axis), t.quarters});
}

Cube seen_along(const Cube& cube, unsigned axis) {
  static const Cube kRotation = rotation();
  static const Cube kInverse = inverse(kRotation);
  Cube seen = cube;
  for (unsigned a = 0; a < axis; ++a) seen = then(then(kInverse, seen), kRotation);
  return seen;
}

}  // namespace puzzletab::cube3
