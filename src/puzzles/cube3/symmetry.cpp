#include "puzzles/cube3/symmetry.h"

#include <algorithm>
#include <string>

#include "puzzles/cube3/facelets.h"

namespace puzzletab::cube3 {
namespace {

constexpr unsigned kPerFace = kFacelets / kFaces;
constexpr unsigned kCentre = kPerFace / 2;

Face face_named(char letter) {
  return static_cast<Face>(kFaceLetters.find(letter));
}

// Carries the stickers of `slots` slots of `size` stickers each (the
// facelet of slot s's k-th: `facelet(s, k)`) from `shown` to `seen`: each
// sticker goes to the facelet of the same slot position whose faces are
// the rotated ones, its colour rotated too.
template <typename Facelet>
void carry(unsigned slots, unsigned size, Facelet facelet, const FaceMap& to,
           const std::string& shown, std::string& seen) {
  const auto face = [&](unsigned slot, unsigned k) {
    return static_cast<Face>(facelet(slot, k) / kPerFace);
  };
  for (unsigned slot = 0; slot < slots; ++slot) {
    // The slot whose faces are this one's rotated: a rotation keeps each
    // corner's faces in their clockwise order, so only where they start
    // differs.
    for (unsigned target = 0; target < slots; ++target) {
      for (unsigned shift = 0; shift < size; ++shift) {
        bool same = true;
        for (unsigned k = 0; k < size && same; ++k)
          same = face(target, (k + shift) % size) == to[face(slot, k)];
        if (!same) continue;
        for (unsigned k = 0; k < size; ++k)
          seen[facelet(target, (k + shift) % size)] =
              kFaceLetters[to[face_named(shown[facelet(slot, k)])]];
      }
    }
  }
}

}  // namespace

FaceMap axis_rotation(unsigned axis) {
  FaceMap to = kNoRotation;
  for (unsigned a = 0; a < axis; ++a) to = then(to, kUrfRotation);
  return to;
}

FaceMap then(const FaceMap& first, const FaceMap& second) {
  FaceMap both{};
  for (unsigned f = 0; f < kFaces; ++f) both[f] = second[first[f]];
  return both;
}

FaceMap inverse(const FaceMap& rotation) {
  FaceMap back{};
  for (unsigned f = 0; f < kFaces; ++f) back[rotation[f]] = static_cast<Face>(f);
  return back;
}

Cube rotated(const Cube& cube, const FaceMap& to) {
  const std::string shown = facelets_of(cube);
  std::string seen(kFacelets, ' ');
  for (unsigned f = 0; f < kFaces; ++f) seen[f * kPerFace + kCentre] = kFaceLetters[f];
  carry(kCorners, 3, corner_facelet, to, shown, seen);
  carry(kEdges, 2, edge_facelet, to, shown, seen);
  return read_facelets(seen);
}

}  // namespace puzzletab::cube3
