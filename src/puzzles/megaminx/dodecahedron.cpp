#include "puzzles/megaminx/dodecahedron.h"

#include <algorithm>
#include <stdexcept>

namespace puzzletab::megaminx {
namespace {

constexpr std::string_view kFaceNames[kFaces] = {"U", "BL", "BR",  "R", "F",   "L",
                                                 "D", "DR", "DBR", "B", "DBL", "DL"};

// Where `face` is among `of`'s neighbours.
unsigned neighbour_index(Face of, Face face) {
  const auto& around = kNeighbours[of];
  const auto found = std::find(around.begin(), around.end(), face);
  if (found == around.end()) throw std::logic_error("faces that do not meet");
  return static_cast<unsigned>(found - around.begin());
}

unsigned sticker(unsigned face, unsigned s) {
  return face * kPerFace + s;
}

Permutation identity() {
  Permutation p{};
  for (unsigned i = 0; i < kStickers; ++i) p[i] = static_cast<std::uint8_t>(i);
  return p;
}

// `first` then `second`.
Permutation then(const Permutation& first, const Permutation& second) {
  Permutation p{};
  for (unsigned i = 0; i < kStickers; ++i) p[i] = second[first[i]];
  return p;
}

Permutation make_face_turn(Face face) {
  Permutation p = identity();
  for (unsigned s = 0; s < 10; ++s)
    p[sticker(face, s)] = static_cast<std::uint8_t>(sticker(face, (s + 2) % 10));
  // The three stickers of each neighbour along the face (a corner, the edge,
  // a corner) go to the next neighbour clockwise, in the same order.
  for (unsigned k = 0; k < 5; ++k) {
    const Face from = kNeighbours[face][k];
    const Face to = kNeighbours[face][(k + 1) % 5];
    const unsigned from_edge = 2 * neighbour_index(from, face) + 1;
    const unsigned to_edge = 2 * neighbour_index(to, face) + 1;
    for (unsigned j = 0; j < 3; ++j)
      p[sticker(from, (from_edge + 9 + j) % 10)] =
          static_cast<std::uint8_t>(sticker(to, (to_edge + 9 + j) % 10));
  }
  return p;
}

// The whole puzzle turned a fifth clockwise about `axis`: each face goes
// where the rotation takes it, found from the faces' neighbours alone. The
// axis's neighbours move one place on; then each face whose image is known
// and one of whose neighbours' is, gives its other neighbours' images in
// the same clockwise order, turned by as many places.
Permutation make_rotation(Face axis) {
  std::array<int, kFaces> image;
  image.fill(-1);
  std::array<int, kFaces> shift;  // places a face's stickers turn: 2 per place
  shift.fill(-1);
  image[axis] = axis;
  shift[axis] = 1;
  for (bool progress = true; progress;) {
    progress = false;
    for (unsigned f = 0; f < kFaces; ++f) {
      if (image[f] < 0) continue;
      const Face to = static_cast<Face>(image[f]);
      if (shift[f] < 0) {
        for (unsigned k = 0; k < 5 && shift[f] < 0; ++k) {
          const int n = image[kNeighbours[f][k]];
          if (n >= 0)
            shift[f] = static_cast<int>((neighbour_index(to, static_cast<Face>(n)) + 5 - k) % 5);
        }
        if (shift[f] < 0) continue;
        progress = true;
      }
      for (unsigned k = 0; k < 5; ++k) {
        const Face n = kNeighbours[f][k];
        const int n_image = kNeighbours[to][(k + static_cast<unsigned>(shift[f])) % 5];
        if (image[n] < 0) {
          image[n] = n_image;
          progress = true;
        } else if (image[n] != n_image) {
          throw std::logic_error("the neighbours make no rotation");
        }
      }
    }
  }
  Permutation p{};
  for (unsigned f = 0; f < kFaces; ++f) {
    if (shift[f] < 0) throw std::logic_error("a face the rotation does not reach");
    for (unsigned s = 0; s < 10; ++s)
      p[sticker(f, s)] = static_cast<std::uint8_t>(
          sticker(static_cast<unsigned>(image[f]), (s + 2 * static_cast<unsigned>(shift[f])) % 10));
    p[sticker(f, kCentre)] =
        static_cast<std::uint8_t>(sticker(static_cast<unsigned>(image[f]), kCentre));
  }
  return p;
}

struct Moves {
  std::array<Permutation, kFaces> face_turns;
  std::array<Permutation, kFaces> big_turns;
  Moves() {
    for (unsigned f = 0; f < kFaces; ++f) face_turns[f] = make_face_turn(static_cast<Face>(f));
    // The rotation turns the opposite layer a fifth anticlockwise as seen
    // facing it: its own turn puts it back.
    for (unsigned f = 0; f < kFaces; ++f)
      big_turns[f] =
          then(make_rotation(static_cast<Face>(f)), face_turns[opposite(static_cast<Face>(f))]);
  }
};

const Moves& moves() {
  static const Moves made;
  return made;
}

}  // namespace

const std::array<std::array<Face, 5>, kFaces> kNeighbours = {{
    {kBL, kBR, kR, kF, kL},      // U
    {kDBL, kB, kBR, kU, kL},     // BL
    {kBL, kB, kDBR, kR, kU},     // BR
    {kU, kBR, kDBR, kDR, kF},    // R
    {kL, kU, kR, kDR, kDL},      // F
    {kDBL, kBL, kU, kF, kDL},    // L
    {kDR, kDBR, kB, kDBL, kDL},  // D
    {kF, kR, kDBR, kD, kDL},     // DR
    {kDR, kR, kBR, kB, kD},      // DBR
    {kD, kDBR, kBR, kBL, kDBL},  // B
    {kDL, kD, kB, kBL, kL},      // DBL
    {kF, kDR, kD, kDBL, kL},     // DL
}};

std::string_view face_name(Face face) {
  return kFaceNames[face];
}

Face opposite(Face face) {
  // The one face that neither is nor meets `face` nor any of its neighbours.
  std::array<bool, kFaces> near{};
  near[face] = true;
  for (const Face n : kNeighbours[face]) {
    near[n] = true;
    for (const Face m : kNeighbours[n]) near[m] = true;
  }
  return static_cast<Face>(std::find(near.begin(), near.end(), false) - near.begin());
}

Stickers solved() {
  Stickers s{};
  for (unsigned i = 0; i < kStickers; ++i) s[i] = static_cast<std::uint8_t>(i / kPerFace);
  return s;
}

const Permutation& face_turn(Face face) {
  return moves().face_turns[face];
}

const Permutation& big_turn(Face face) {
  return moves().big_turns[face];
}

void apply(Stickers& stickers, const Permutation& move, unsigned amount) {
  for (unsigned a = 0; a < amount; ++a) {
    Stickers next{};
    for (unsigned i = 0; i < kStickers; ++i) next[move[i]] = stickers[i];
    stickers = next;
  }
}

}  // namespace puzzletab::megaminx
