#include "cube3_facelet_model.h"

#include <doctest/doctest.h>

#include <map>

namespace puzzletab::cube3 {
namespace {

using Vector = std::array<int, 3>;

// Each face's outward normal, in the order U R F D L B.
constexpr Vector kNormals[kFaces] = {{0, 1, 0},  {1, 0, 0},  {0, 0, 1},
                                     {0, -1, 0}, {-1, 0, 0}, {0, 0, -1}};

// A facelet's place: twice the centre of its cubie plus its face's normal,
// so that every facelet has its own integer point. The facelets of a face
// in Kociemba's order: row by row, as seen facing it, U with B above, D
// with F above, the others with U above.
Vector facelet_point(unsigned facelet) {
  const unsigned face = facelet / 9;
  const int row = static_cast<int>(facelet % 9 / 3);
  const int column = static_cast<int>(facelet % 3);
  Vector cubie{};
  switch (face) {
    case kU:
      cubie = {column - 1, 1, row - 1};
      break;
    case kR:
      cubie = {1, 1 - row, 1 - column};
      break;
    case kF:
      cubie = {column - 1, 1 - row, 1};
      break;
    case kD:
      cubie = {column - 1, -1, 1 - row};
      break;
    case kL:
      cubie = {-1, 1 - row, column - 1};
      break;
    default:
      cubie = {1 - column, 1 - row, -1};
      break;
  }
  Vector point{};
  for (unsigned i = 0; i < 3; ++i) point[i] = 2 * cubie[i] + kNormals[face][i];
  return point;
}

bool moves(Layer layer, int along) {
  if (layer == Layer::whole) return true;
  return layer == Layer::outer ? along > 0 : along == 0;
}

}  // namespace

// The points the layer holds rotate by -90 degrees about the face's
// normal, v -> (v.n) n - n x v.
std::array<unsigned, kFacelets> facelet_turn(unsigned face, Layer layer) {
  std::map<Vector, unsigned> index;
  for (unsigned f = 0; f < kFacelets; ++f) index[facelet_point(f)] = f;
  REQUIRE(index.size() == kFacelets);
  const Vector& n = kNormals[face];
  std::array<unsigned, kFacelets> to{};
  for (unsigned f = 0; f < kFacelets; ++f) {
    const Vector v = facelet_point(f);
    const int along = v[0] * n[0] + v[1] * n[1] + v[2] * n[2];
    if (!moves(layer, along)) {
      to[f] = f;
      continue;
    }
    const Vector cross = {n[1] * v[2] - n[2] * v[1], n[2] * v[0] - n[0] * v[2],
                          n[0] * v[1] - n[1] * v[0]};
    Vector moved{};
    for (unsigned i = 0; i < 3; ++i) moved[i] = along * n[i] - cross[i];
    REQUIRE(index.contains(moved));
    to[f] = index.at(moved);
  }
  return to;
}

std::string turned_facelets(const std::string& colours, Turn turn, Layer layer) {
  static const auto turns = [] {
    std::array<std::array<std::array<unsigned, kFacelets>, kFaces>, 3> all{};
    for (const Layer l : {Layer::outer, Layer::middle, Layer::whole})
      for (unsigned face = 0; face < kFaces; ++face)
        all[static_cast<unsigned>(l)][face] = facelet_turn(face, l);
    return all;
  }();
  const auto& to = turns[static_cast<unsigned>(layer)][turn.face];
  std::string now = colours;
  for (unsigned q = 0; q < turn.quarters; ++q) {
    std::string next = now;
    for (unsigned f = 0; f < kFacelets; ++f) next[to[f]] = now[f];
    now = next;
  }
  return now;
}

}  // namespace puzzletab::cube3
