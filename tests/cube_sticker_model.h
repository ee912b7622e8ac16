// A cube's stickers built from its geometry, for the tests (test_stickers,
// test_tnoodle_scrambles): each facelet a point and a normal in space,
// placed by Kociemba's net, each move a rotation (a quarter turn about a
// face's axis, a third about a Skewb corner's) of the facelets on one side
// of a plane. Nothing here comes from the definitions' sticker maps.
#pragma once

#include <doctest/doctest.h>

#include <array>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace puzzletab::testing {

using Vector = std::array<int, 3>;

inline int dot(const Vector& a, const Vector& b) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
inline Vector cross(const Vector& a, const Vector& b) {
  return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}

// A turn clockwise, seen from outside along `axis`: a quarter turn about a
// face's axis (|axis| = 1), a third about a corner's (|axis|^2 = 3), by
// Rodrigues' formula in integers.
inline Vector turned(const Vector& v, const Vector& axis) {
  const Vector c = cross(axis, v);
  const int along = dot(axis, v);
  Vector out{};
  if (dot(axis, axis) == 1) {
    for (int i = 0; i < 3; ++i) out[i] = -c[i] + axis[i] * along;
  } else {
    for (int i = 0; i < 3; ++i) out[i] = (-v[i] - c[i] + axis[i] * along) / 2;
  }
  return out;
}

// A facelet: the point of its piece (a cube corner, or a Skewb's centre on
// its face) and the normal of its face. A colouring is a letter a facelet.
struct Facelet {
  Vector point;
  Vector normal;
};

// Kociemba's net: the faces in the order U R F D L B, each read row by row
// with U above the side faces, B above U and F above D: each face's normal,
// the direction of its rows' reading and that of going down a row (x to R,
// y to U, z to F).
struct Face {
  char letter;
  Vector normal;
  Vector right;
  Vector down;
  int net_row;  // where --show's net draws the face, in faces
  int net_column;
};
inline constexpr std::array<Face, 6> kFaces{{
    {'U', {0, 1, 0}, {1, 0, 0}, {0, 0, 1}, 0, 1},
    {'R', {1, 0, 0}, {0, 0, -1}, {0, -1, 0}, 1, 2},
    {'F', {0, 0, 1}, {1, 0, 0}, {0, -1, 0}, 1, 1},
    {'D', {0, -1, 0}, {1, 0, 0}, {0, 0, -1}, 2, 1},
    {'L', {-1, 0, 0}, {0, 0, 1}, {0, -1, 0}, 1, 0},
    {'B', {0, 0, -1}, {-1, 0, 0}, {0, -1, 0}, 1, 3},
}};

struct Model {
  std::vector<Facelet> facelets;
  std::vector<std::pair<int, int>> net;  // each facelet's row and column in --show's net
  std::map<std::string, Vector> moves;   // a move's name and its axis
  std::string solved;

  // A face's 2x2 corners, row by row; the Skewb's centre comes first.
  static Model make(bool skewb) {
    Model m;
    const int size = skewb ? 3 : 2;  // a face's width in the net
    for (const Face& face : kFaces) {
      const int top = face.net_row * size;
      const int left = face.net_column * (size + 1);
      if (skewb) {
        m.facelets.push_back({face.normal, face.normal});
        m.net.emplace_back(top + 1, left + 1);
        m.solved.push_back(face.letter);
      }
      for (int row = 0; row < 2; ++row)
        for (int column = 0; column < 2; ++column) {
          Vector p{};
          for (int i = 0; i < 3; ++i)
            p[i] = face.normal[i] + face.right[i] * (2 * column - 1) + face.down[i] * (2 * row - 1);
          m.facelets.push_back({p, face.normal});
          m.net.emplace_back(top + row * (size - 1), left + column * (size - 1));
          m.solved.push_back(face.letter);
        }
    }
    if (skewb)  // WCA: the half around DRB, UBL, DLF, DLB
      m.moves = {{"R", {1, -1, -1}}, {"U", {-1, 1, -1}}, {"L", {-1, -1, 1}}, {"B", {-1, -1, -1}}};
    else
      m.moves = {{"U", {0, 1, 0}}, {"R", {1, 0, 0}}, {"F", {0, 0, 1}}};
    return m;
  }

  std::size_t index_of(const Facelet& f) const {
    for (std::size_t i = 0; i < facelets.size(); ++i)
      if (facelets[i].point == f.point && facelets[i].normal == f.normal) return i;
    FAIL("no facelet there");
    return 0;
  }

  // The colouring after turning the facelets on the axis's side of the
  // centre (all of them for a whole-puzzle turn).
  std::string turn(const std::string& colours, const Vector& axis, bool whole = false) const {
    std::string out = colours;
    for (std::size_t i = 0; i < facelets.size(); ++i)
      if (whole || dot(facelets[i].point, axis) > 0)
        out[index_of({turned(facelets[i].point, axis), turned(facelets[i].normal, axis)})] =
            colours[i];
    return out;
  }

  // A move's name with its power (R, R2, R'), applied.
  std::string apply(std::string colours, const std::string& move) const {
    const Vector& axis = moves.at(move.substr(0, 1));
    const bool third = dot(axis, axis) == 3;
    const int times = move.size() == 1 ? 1 : move[1] == '2' ? 2 : third ? 2 : 3;
    for (int t = 0; t < times; ++t) colours = turn(colours, axis);
    return colours;
  }

  // Every move's name with its powers (R, R2, R'; a third turn has no 2).
  std::vector<std::string> move_names() const {
    std::vector<std::string> names;
    for (const auto& [move, axis] : moves)
      for (const char* power : {"", "2", "'"})
        if (dot(axis, axis) == 1 || power[0] != '2') names.push_back(move + power);
    return names;
  }

  // The colouring held otherwise: a random whole-puzzle turn or two.
  std::string held_otherwise(std::string colours, std::mt19937_64& random) const {
    const auto& axes = std::array<Vector, 2>{Vector{1, 0, 0}, Vector{1, 1, 1}};
    for (unsigned t = random() % 4; t > 0; --t) colours = turn(colours, axes[0], true);
    for (unsigned t = random() % 3; t > 0; --t) colours = turn(colours, axes[1], true);
    return colours;
  }

  bool every_face_one_colour(const std::string& colours) const {
    const std::size_t per_face = colours.size() / 6;
    for (std::size_t f = 0; f < 6; ++f)
      for (std::size_t i = 1; i < per_face; ++i)
        if (colours[f * per_face + i] != colours[f * per_face]) return false;
    return true;
  }
};

}  // namespace puzzletab::testing
