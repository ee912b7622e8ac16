#include "puzzles/fixed_corner_notation.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <vector>

#include "core/errors.h"
#include "core/prime_spelling.h"
#include "core/tokens.h"
#include "puzzles/cube3/cubie.h"
#include "puzzles/cube3/facelets.h"
#include "puzzles/cube3/notation.h"

namespace puzzletab {
namespace {

constexpr std::size_t kMaxWords = std::size_t{1} << 16;

// The Skewb in space: x to R, y to U, z to F. A facelet is the point of its
// piece (a corner, or the centre on its face) and its face's normal.
using Vector = std::array<int, 3>;
int dot(const Vector& a, const Vector& b) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

// `v` turned clockwise, as seen from outside, a quarter about a face's
// axis (|axis| = 1) or a third about a corner's (|axis|^2 = 3).
Vector turned(const Vector& v, const Vector& axis) {
  const Vector cross = {axis[1] * v[2] - axis[2] * v[1], axis[2] * v[0] - axis[0] * v[2],
                        axis[0] * v[1] - axis[1] * v[0]};
  const int along = dot(axis, v);
  Vector out{};
  for (int i = 0; i < 3; ++i)
    out[i] =
        dot(axis, axis) == 1 ? axis[i] * along - cross[i] : (axis[i] * along - v[i] - cross[i]) / 2;
  return out;
}

struct Facelet {
  Vector point;
  Vector normal;
  bool operator==(const Facelet&) const = default;
};

// Kociemba's net, which the Skewb's sticker map follows: the faces U R F D L
// B, each its centre, then its corners row by row (its normal, the way its
// rows read, the way down them).
struct NetFace {
  char letter;
  Vector normal, right, down;
};
constexpr std::array<NetFace, 6> kNet{{
    {'U', {0, 1, 0}, {1, 0, 0}, {0, 0, 1}},
    {'R', {1, 0, 0}, {0, 0, -1}, {0, -1, 0}},
    {'F', {0, 0, 1}, {1, 0, 0}, {0, -1, 0}},
    {'D', {0, -1, 0}, {1, 0, 0}, {0, 0, -1}},
    {'L', {-1, 0, 0}, {0, 0, 1}, {0, -1, 0}},
    {'B', {0, 0, -1}, {-1, 0, 0}, {0, -1, 0}},
}};

std::vector<Facelet> skewb_facelets() {
  std::vector<Facelet> facelets;
  for (const NetFace& face : kNet) {
    facelets.push_back({face.normal, face.normal});
    for (int row = -1; row <= 1; row += 2)
      for (int column = -1; column <= 1; column += 2) {
        Vector p{};
        for (int i = 0; i < 3; ++i)
          p[i] = face.normal[i] + face.right[i] * column + face.down[i] * row;
        facelets.push_back({p, face.normal});
      }
  }
  return facelets;
}

// The colouring after the half on the axis's side (or the whole puzzle)
// turns once clockwise about it.
std::string turned(const std::string& colours, const Vector& axis, bool whole) {
  static const std::vector<Facelet> facelets = skewb_facelets();
  std::string out = colours;
  for (std::size_t i = 0; i < facelets.size(); ++i) {
    if (!whole && dot(facelets[i].point, axis) <= 0) continue;
    const Facelet to{turned(facelets[i].point, axis), turned(facelets[i].normal, axis)};
    out[static_cast<std::size_t>(std::find(facelets.begin(), facelets.end(), to) -
                                 facelets.begin())] = colours[i];
  }
  return out;
}

struct SkewbWord {
  std::string_view name;
  Vector axis;  // a corner's, for a half; a face's, for a rotation
  bool whole;
};
constexpr std::array<SkewbWord, 11> kSkewbWords{{
    {"R", {1, -1, -1}, false},
    {"U", {-1, 1, -1}, false},
    {"L", {-1, -1, 1}, false},
    {"B", {-1, -1, -1}, false},
    {"F", {1, 1, 1}, false},
    {"UL", {-1, 1, 1}, false},
    {"UR", {1, 1, -1}, false},
    {"D", {1, -1, 1}, false},
    {"x", {1, 0, 0}, true},
    {"y", {0, 1, 0}, true},
    {"z", {0, 0, 1}, true},
}};

}  // namespace

std::string cube2_colouring(std::string_view scramble, bool held) {
  const cube3::Scramble read = cube3::read_scramble(scramble, 2);
  cube3::Cube cube = cube3::solved_cube();
  for (const cube3::Turn turn : held ? cube3::held_turns(read) : read.turns)
    cube = cube3::turned(cube, turn);
  // The 3x3x3's corner facelets: each face's first and last of its rows.
  const std::string facelets = cube3::facelets_of(cube);
  std::string colours;
  for (std::size_t face = 0; face < cube3::kFaces; ++face)
    for (const std::size_t at : {0, 2, 6, 8}) colours.push_back(facelets[face * 9 + at]);
  return colours;
}

std::string skewb_colouring(std::string_view scramble, bool held) {
  std::string colours;
  for (const NetFace& face : kNet) colours.append(5, face.letter);
  std::vector<std::pair<Vector, unsigned>> rotations;  // each rotation's axis and quarters
  std::size_t words = 0;
  for (const std::string& word : split_tokens(scramble)) {
    if (++words > kMaxWords)
      throw InputError("a scramble of more than " + std::to_string(kMaxWords) + " moves");
    const std::string ascii = with_ascii_primes(word);
    const std::size_t suffix = std::min(ascii.find('\''), ascii.find('2'));
    const std::string_view name = std::string_view(ascii).substr(0, suffix);
    const std::string_view power =
        suffix == std::string::npos ? "" : std::string_view(ascii).substr(suffix);
    const auto known = std::find_if(kSkewbWords.begin(), kSkewbWords.end(),
                                    [&](const SkewbWord& w) { return w.name == name; });
    if (known == kSkewbWords.end() ||
        (power != "" && power != "'" && power != "2" && power != "2'"))
      throw InputError("expected a move (R U L B, with ' or 2; F UL UR D; x y z), got " +
                       quote_token(word));
    // A half: ' or 2 twice round (two thirds), 2' once. A rotation: ' three
    // quarters, 2 or 2' a half turn.
    const unsigned once = known->whole ? 4 : 3;
    const unsigned times = power == ""    ? 1
                           : power == "'" ? once - 1
                           : known->whole ? 2
                           : power == "2" ? 2
                                          : 1;
    for (unsigned t = 0; t < times; ++t) colours = turned(colours, known->axis, known->whole);
    if (known->whole) rotations.emplace_back(known->axis, times);
  }
  if (!held)  // turned back: the rotations undone, the last first
    for (auto r = rotations.rbegin(); r != rotations.rend(); ++r)
      for (unsigned t = r->second; t < 4; ++t) colours = turned(colours, r->first, true);
  return colours;
}

}  // namespace puzzletab
