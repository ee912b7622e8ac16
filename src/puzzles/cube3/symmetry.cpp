#include "puzzles/cube3/symmetry.h"

#include <algorithm>
#include <stdexcept>
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

// A U-D symmetry's action on slots: the slot each corner and edge slot
// goes to, and for each edge slot whether its first facelet lands on the
// other one's second.
struct SlotMap {
  std::array<std::uint8_t, kCorners> corner{};
  std::array<std::uint8_t, kEdges> edge{}, edge_flip{};
  bool mirror = false;
};

// The slot among `slots` whose faces are `faces` in some order, and the
// place in it of faces[0]'s.
template <typename Facelet>
std::pair<unsigned, unsigned> slot_with(unsigned slots, unsigned size, Facelet facelet,
                                        const std::array<Face, 3>& faces) {
  for (unsigned slot = 0; slot < slots; ++slot) {
    unsigned found = 0, first = size;
    for (unsigned k = 0; k < size; ++k) {
      const auto face = static_cast<Face>(facelet(slot, k) / kPerFace);
      if (std::find(faces.begin(), faces.begin() + size, face) != faces.begin() + size) ++found;
      if (face == faces[0]) first = k;
    }
    if (found == size) return {slot, first};
  }
  throw std::logic_error("no slot has those faces");
}

SlotMap slot_map(const Symmetry& s) {
  SlotMap map;
  map.mirror = s.mirror;
  const auto faces = [&](auto facelet, unsigned slot, unsigned size) {
    std::array<Face, 3> to{};
    for (unsigned k = 0; k < size; ++k) to[k] = s.to[facelet(slot, k) / kPerFace];
    return to;
  };
  for (unsigned slot = 0; slot < kCorners; ++slot) {
    const auto [target, first] =
        slot_with(kCorners, 3, corner_facelet, faces(corner_facelet, slot, 3));
    if (first != 0) throw std::logic_error("a U-D symmetry keeps U and D stickers on U and D");
    map.corner[slot] = static_cast<std::uint8_t>(target);
  }
  for (unsigned slot = 0; slot < kEdges; ++slot) {
    const auto [target, first] = slot_with(kEdges, 2, edge_facelet, faces(edge_facelet, slot, 2));
    map.edge[slot] = static_cast<std::uint8_t>(target);
    map.edge_flip[slot] = static_cast<std::uint8_t>(first);
  }
  return map;
}

const std::array<SlotMap, kUdSymmetries>& slot_maps() {
  static const auto maps = [] {
    std::array<SlotMap, kUdSymmetries> all;
    for (unsigned s = 0; s < kUdSymmetries; ++s) all[s] = slot_map(ud_symmetries()[s]);
    return all;
  }();
  return maps;
}

}  // namespace

const std::array<Symmetry, kUdSymmetries>& ud_symmetries() {
  static const auto all = [] {
    constexpr FaceMap kHalfTurnFB = {kD, kL, kF, kU, kR, kB};
    constexpr FaceMap kQuarterTurnUD = {kU, kF, kL, kD, kB, kR};
    constexpr FaceMap kMirrorRL = {kU, kL, kF, kD, kR, kB};
    std::array<Symmetry, kUdSymmetries> symmetries{};
    unsigned s = 0;
    for (unsigned half = 0; half < 2; ++half)
      for (unsigned quarters = 0; quarters < 4; ++quarters)
        for (unsigned mirror = 0; mirror < 2; ++mirror) {
          FaceMap to = half != 0 ? kHalfTurnFB : kNoRotation;
          for (unsigned q = 0; q < quarters; ++q) to = then(to, kQuarterTurnUD);
          if (mirror != 0) to = then(to, kMirrorRL);
          symmetries[s++] = {to, mirror != 0};
        }
    return symmetries;
  }();
  return all;
}

namespace {

unsigned ud_symmetry_index(const FaceMap& to, bool mirror) {
  const auto& all = ud_symmetries();
  for (unsigned s = 0; s < kUdSymmetries; ++s)
    if (all[s].to == to && all[s].mirror == mirror) return s;
  throw std::logic_error("the U-D symmetries are a group");
}

}  // namespace

unsigned inverse_ud_symmetry(unsigned s) {
  const Symmetry& symmetry = ud_symmetries()[s];
  return ud_symmetry_index(inverse(symmetry.to), symmetry.mirror);
}

Cube conjugated(const Cube& cube, unsigned s) {
  const SlotMap& map = slot_maps()[s];
  Cube seen;
  for (unsigned i = 0; i < kCorners; ++i) {
    seen.corner[map.corner[i]] = map.corner[cube.corner[i]];
    seen.twist[map.corner[i]] =
        static_cast<std::uint8_t>(map.mirror ? (3 - cube.twist[i]) % 3 : cube.twist[i]);
  }
  for (unsigned i = 0; i < kEdges; ++i) {
    seen.edge[map.edge[i]] = map.edge[cube.edge[i]];
    seen.flip[map.edge[i]] =
        static_cast<std::uint8_t>(cube.flip[i] ^ map.edge_flip[i] ^ map.edge_flip[cube.edge[i]]);
  }
  return seen;
}

unsigned ud_symmetry_then(unsigned s, unsigned t) {
  const auto& all = ud_symmetries();
  return ud_symmetry_index(then(all[s].to, all[t].to), all[s].mirror != all[t].mirror);
}

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
