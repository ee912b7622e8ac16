#include "puzzles/nxn/geometry.h"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>

namespace puzzletab::nxn {
namespace {

using Vector = std::array<int, 3>;

int dot(const Vector& a, const Vector& b) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
Vector cross(const Vector& a, const Vector& b) {
  return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}

// Each face's outward normal, the direction its rows are read in and the
// direction of its next row (x to R, y to U, z to F): Kociemba's net.
struct FaceFrame {
  Vector normal;
  Vector right;
  Vector down;
};
constexpr FaceFrame kFrames[6] = {
    {{0, 1, 0}, {1, 0, 0}, {0, 0, 1}},     // U, B above
    {{1, 0, 0}, {0, 0, -1}, {0, -1, 0}},   // R
    {{0, 0, 1}, {1, 0, 0}, {0, -1, 0}},    // F
    {{0, -1, 0}, {1, 0, 0}, {0, 0, -1}},   // D, F above
    {{-1, 0, 0}, {0, 0, 1}, {0, -1, 0}},   // L
    {{0, 0, -1}, {-1, 0, 0}, {0, -1, 0}},  // B
};

// The edges in Kociemba's order, each by its two faces, the U or D one
// (else the F or B one) first.
constexpr Face kEdgeFaces[12][2] = {
    {cube3::kU, cube3::kR}, {cube3::kU, cube3::kF}, {cube3::kU, cube3::kL}, {cube3::kU, cube3::kB},
    {cube3::kD, cube3::kR}, {cube3::kD, cube3::kF}, {cube3::kD, cube3::kL}, {cube3::kD, cube3::kB},
    {cube3::kF, cube3::kR}, {cube3::kF, cube3::kL}, {cube3::kB, cube3::kL}, {cube3::kB, cube3::kR},
};
// The corners in Kociemba's order by their faces, clockwise from U or D.
constexpr Face kCornerFaces[8][3] = {
    {cube3::kU, cube3::kR, cube3::kF}, {cube3::kU, cube3::kF, cube3::kL},
    {cube3::kU, cube3::kL, cube3::kB}, {cube3::kU, cube3::kB, cube3::kR},
    {cube3::kD, cube3::kF, cube3::kR}, {cube3::kD, cube3::kL, cube3::kF},
    {cube3::kD, cube3::kB, cube3::kL}, {cube3::kD, cube3::kR, cube3::kB},
};

}  // namespace

Geometry::Geometry(unsigned size) : size_(size) {
  if (size < kMinSize || size > kMaxSize) throw std::logic_error("no cube geometry of that size");
  const int n = static_cast<int>(size);
  // A facelet's point: N along its face's normal, and its row and column
  // as odd offsets across the face, so that every facelet has its own
  // integer point and the turns map points to points.
  std::vector<Vector> points(facelet_count());
  std::map<Vector, unsigned> index;
  for (unsigned f = 0; f < 6; ++f)
    for (int row = 0; row < n; ++row)
      for (int column = 0; column < n; ++column) {
        const FaceFrame& frame = kFrames[f];
        Vector p{};
        for (unsigned i = 0; i < 3; ++i)
          p[i] = n * frame.normal[i] + (2 * column - (n - 1)) * frame.right[i] +
                 (2 * row - (n - 1)) * frame.down[i];
        const unsigned facelet = this->facelet(static_cast<Face>(f), static_cast<unsigned>(row),
                                               static_cast<unsigned>(column));
        points[facelet] = p;
        index.emplace(p, facelet);
      }
  // A quarter turn clockwise seen facing a face: the points of the layer
  // turn by -90 degrees about its normal, v -> (v.n) n - n x v.
  for (unsigned f = 0; f < 6; ++f)
    for (int layer = 1; layer <= n; ++layer) {
      const Vector& normal = kFrames[f].normal;
      std::vector<std::uint16_t> to(facelet_count());
      for (unsigned facelet = 0; facelet < facelet_count(); ++facelet) {
        const Vector& p = points[facelet];
        const int along = dot(p, normal);
        // Layer 1 holds the face's own facelets (along = N) and those
        // beside it at N - 1; layer N the opposite face's.
        const int clamped = std::clamp(along, -(n - 1), n - 1);
        const int at = (n - 1 - clamped) / 2 + 1;
        if (at != layer) {
          to[facelet] = static_cast<std::uint16_t>(facelet);
          continue;
        }
        const Vector c = cross(normal, p);
        Vector moved{};
        for (unsigned i = 0; i < 3; ++i) moved[i] = along * normal[i] - c[i];
        to[facelet] = static_cast<std::uint16_t>(index.at(moved));
      }
      layer_turns_.push_back(std::move(to));
    }
  mirror_.resize(facelet_count());
  for (unsigned facelet = 0; facelet < facelet_count(); ++facelet) {
    const Vector& p = points[facelet];
    mirror_[facelet] = static_cast<std::uint16_t>(index.at({-p[0], p[1], p[2]}));
  }
  // The pieces: facelets grouped by cubie.
  std::map<Vector, std::vector<unsigned>> cubies;
  for (unsigned facelet = 0; facelet < facelet_count(); ++facelet) {
    Vector cubie = points[facelet];
    for (int& c : cubie) c = std::clamp(c, -(n - 1), n - 1);
    cubies[cubie].push_back(facelet);
  }
  const auto face_of = [&](unsigned facelet) { return static_cast<Face>(facelet / (size * size)); };
  for (const auto& faces : kCornerFaces)
    for (const auto& [cubie, facelets] : cubies) {
      if (facelets.size() != 3) continue;
      std::array<std::uint16_t, 3> ordered{};
      bool match = true;
      for (unsigned k = 0; k < 3 && match; ++k) {
        const auto found = std::find_if(facelets.begin(), facelets.end(),
                                        [&](unsigned f) { return face_of(f) == faces[k]; });
        match = found != facelets.end();
        if (match) ordered[k] = static_cast<std::uint16_t>(*found);
      }
      if (match) corners_.push_back(ordered);
    }
  for (const auto& faces : kEdgeFaces) {
    std::vector<std::array<std::uint16_t, 2>> along;
    for (const auto& [cubie, facelets] : cubies) {
      if (facelets.size() != 2) continue;
      const bool first = face_of(facelets[0]) == faces[0] && face_of(facelets[1]) == faces[1];
      const bool second = face_of(facelets[1]) == faces[0] && face_of(facelets[0]) == faces[1];
      if (first)
        along.push_back(
            {static_cast<std::uint16_t>(facelets[0]), static_cast<std::uint16_t>(facelets[1])});
      if (second)
        along.push_back(
            {static_cast<std::uint16_t>(facelets[1]), static_cast<std::uint16_t>(facelets[0])});
    }
    // Along the edge in the order of the first facelet's place on its face.
    std::sort(along.begin(), along.end());
    edges_.insert(edges_.end(), along.begin(), along.end());
  }
  if (corners_.size() != 8 || edges_.size() != 12 * (size - 2))
    throw std::logic_error("cube geometry: pieces miscounted");
}

Stickers Geometry::solved() const {
  Stickers stickers(facelet_count());
  for (unsigned f = 0; f < facelet_count(); ++f)
    stickers[f] = static_cast<std::uint8_t>(f / (size_ * size_));
  return stickers;
}

void Geometry::turn(Stickers& stickers, BlockTurn turn) const {
  Stickers next(stickers.size());
  for (unsigned q = 0; q < turn.quarters; ++q)
    for (unsigned layer = turn.outer; layer <= turn.inner; ++layer) {
      const auto& to = layer_turn(turn.face, layer);
      for (unsigned f = 0; f < to.size(); ++f) next[to[f]] = stickers[f];
      stickers.swap(next);
    }
}

bool Geometry::normalise(Stickers& stickers) const {
  const auto home = [&](const Stickers& s) {
    if (size_ % 2 == 1) {
      const unsigned middle = size_ / 2;
      for (unsigned f = 0; f < 6; ++f)
        if (s[facelet(static_cast<Face>(f), middle, middle)] != f) return false;
      return true;
    }
    const auto& dlb = corners_[6];  // D B L
    return s[dlb[0]] == cube3::kD && s[dlb[1]] == cube3::kB && s[dlb[2]] == cube3::kL;
  };
  // Every rotation is a turn about U's axis (0-3 quarters) after one of
  // six that bring a face to the top.
  static constexpr BlockTurn kToTop[6] = {
      {cube3::kR, 1, 0, 0}, {cube3::kR, 1, 0, 1}, {cube3::kR, 1, 0, 2},
      {cube3::kR, 1, 0, 3}, {cube3::kF, 1, 0, 1}, {cube3::kF, 1, 0, 3},
  };
  for (const BlockTurn& top : kToTop)
    for (unsigned y = 0; y < 4; ++y) {
      Stickers s = stickers;
      turn(s, {top.face, 1, size_, top.quarters});
      turn(s, {cube3::kU, 1, size_, y});
      if (home(s)) {
        stickers = std::move(s);
        return true;
      }
    }
  return false;
}

const Geometry& geometry(unsigned size) {
  static std::once_flag once[kMaxSize + 1];
  static std::unique_ptr<Geometry> made[kMaxSize + 1];
  if (size < kMinSize || size > kMaxSize) throw std::logic_error("no cube geometry of that size");
  std::call_once(once[size], [&] { made[size] = std::make_unique<Geometry>(size); });
  return *made[size];
}

std::string letters_of(const Stickers& stickers) {
  std::string text(stickers.size(), ' ');
  for (std::size_t i = 0; i < stickers.size(); ++i) text[i] = cube3::kFaceLetters[stickers[i]];
  return text;
}

}  // namespace puzzletab::nxn
