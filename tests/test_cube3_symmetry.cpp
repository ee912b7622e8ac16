// The sixteen symmetries that keep the 3x3x3's U-D axis (symmetry.h), the
// coordinates they conjugate (ud_conjugates.h) and the classes of corner
// coordinates they make (corner_classes.h), the key to the optimal
// search's large table. A symmetry's conjugation must be what its
// definition says: the cube scrambled by each turn's image (the face
// renamed, and the direction reversed by a mirror) is the scrambled cube
// conjugated. Each conjugated coordinate must be that of the conjugated
// cube. The classes must number nxopt's 9,930, each corner coordinate's
// class and symmetry must take it to its class's least member, each
// class's stabiliser must be the symmetries that keep that member, and a
// class's turns must land in the turned representative's class.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <set>

#include "puzzles/cube3/coordinates.h"
#include "puzzles/cube3/corner_classes.h"
#include "puzzles/cube3/cubie.h"
#include "puzzles/cube3/symmetry.h"
#include "puzzles/cube3/ud_conjugates.h"
#include "sanitized.h"

namespace puzzletab::cube3 {
namespace {

Turn random_turn(std::mt19937_64& random) {
  return {static_cast<Face>(random() % kFaces), static_cast<unsigned>(random() % 3 + 1)};
}

TEST_CASE("3x3x3 symmetries: sixteen distinct ones keeping U-D, a group, with inverses") {
  const auto& all = ud_symmetries();
  std::set<std::pair<FaceMap, bool>> distinct;
  for (unsigned s = 0; s < kUdSymmetries; ++s) {
    const Symmetry& symmetry = all[s];
    CHECK((symmetry.to[kU] == kU || symmetry.to[kU] == kD));
    CHECK(symmetry.to[kD] == (symmetry.to[kU] == kU ? kD : kU));
    distinct.insert({symmetry.to, symmetry.mirror});
    const Symmetry& back = all[inverse_ud_symmetry(s)];
    CHECK(then(symmetry.to, back.to) == kNoRotation);
  }
  CHECK(distinct.size() == kUdSymmetries);
  CHECK(all[0].to == kNoRotation);
  CHECK(!all[0].mirror);
}

TEST_CASE("3x3x3 symmetries: conjugating a scramble scrambles by the turns' images") {
  std::mt19937_64 random(11);
  for (unsigned s = 0; s < kUdSymmetries; ++s) {
    const Symmetry& symmetry = ud_symmetries()[s];
    for (unsigned trial = 0; trial < 40; ++trial) {
      Cube cube = solved_cube(), image = solved_cube();
      for (unsigned k = 0; k < 25; ++k) {
        const Turn turn = random_turn(random);
        cube = turned(cube, turn);
        image = turned(image, conjugated(turn, symmetry));
      }
      CAPTURE(s);
      CHECK(conjugated(cube, s) == image);
      CHECK(conjugated(conjugated(cube, s), inverse_ud_symmetry(s)) == cube);
      // A rotation's conjugate is the cube seen rotated (symmetry.h).
      if (!symmetry.mirror) CHECK(rotated(cube, symmetry.to) == image);
    }
  }
}

Cube random_cube(std::mt19937_64& random) {
  Cube cube = solved_cube();
  for (unsigned k = 0; k < 30; ++k) cube = turned(cube, random_turn(random));
  return cube;
}

TEST_CASE("3x3x3 symmetries: the corner layer coordinate numbers the 70 sets of slots") {
  std::set<unsigned> seen;
  for (unsigned layer = 0; layer < kCornerLayers; ++layer) {
    Cube cube = solved_cube();
    set_corner_layer(cube, layer);
    CHECK(corner_layer_coordinate(cube) == layer);
    CHECK(std::count_if(cube.corner.begin(), cube.corner.end(), [](auto c) { return c < 4; }) == 4);
    seen.insert(corner_layer_coordinate(cube));
  }
  CHECK(seen.size() == kCornerLayers);
  CHECK(corner_layer_coordinate(solved_cube()) == 0);
}

TEST_CASE("3x3x3 symmetries: the coordinates' conjugates are those of the conjugated cube") {
  const UdConjugates& conjugates = ud_conjugates();
  std::mt19937_64 random(12);
  for (unsigned trial = 0; trial < 500; ++trial) {
    const Cube cube = random_cube(random);
    const unsigned slice = slice_coordinate(cube);
    for (unsigned s = 0; s < kUdSymmetries; ++s) {
      const Cube seen = conjugated(cube, s);
      CAPTURE(s);
      CHECK(conjugates.twist(twist_coordinate(cube), s) == twist_coordinate(seen));
      CHECK(conjugates.corner_layer(corner_layer_coordinate(cube), s) ==
            corner_layer_coordinate(seen));
      CHECK(conjugates.slice(slice, s) == slice_coordinate(seen));
      CHECK(conjugates.flip(flip_coordinate(cube), slice, s) == flip_coordinate(seen));
    }
  }
  // Every flip with every slice (a sample of the flips under sanitizers).
  std::uint64_t checked = 0;
  for (unsigned flip = 0; flip < kFlips; flip += kSanitized ? 61 : 1)
    for (unsigned slice = 0; slice < kSlices; ++slice) {
      Cube cube = solved_cube();
      set_orientations(cube.flip, flip, 2);
      set_sorted_slice(cube, slice * kSlicePermutations);
      for (unsigned s = 0; s < kUdSymmetries; ++s) {
        const Cube seen = conjugated(cube, s);
        if (conjugates.flip(flip, slice, s) != flip_coordinate(seen) ||
            conjugates.slice(slice, s) != slice_coordinate(seen))
          FAIL_CHECK("flip " << flip << ", slice " << slice << ", symmetry " << s);
        ++checked;
      }
    }
  MESSAGE(checked << " flips and slices conjugated");
}

// The classes counted again, from conjugated cubes: 9,930 (Rokicki,
// cube20src/nxopt.md: "we find a total of 9930 distinct reachable
// positions").
TEST_CASE("3x3x3 symmetries: the corner coordinates' classes") {
  const CornerClasses& classes = corner_classes();
  const auto cube_of = [](unsigned corner) {
    Cube cube = solved_cube();
    set_orientations(cube.twist, corner / kCornerLayers, 3);
    set_corner_layer(cube, corner % kCornerLayers);
    return cube;
  };
  const auto corner_of = [](const Cube& cube) {
    return corner_coordinate(twist_coordinate(cube), corner_layer_coordinate(cube));
  };
  std::set<unsigned> least_members;
  for (unsigned corner = 0; corner < kCornerCoordinates; corner += kSanitized ? 7 : 1) {
    const Cube cube = cube_of(corner);
    unsigned least = corner;
    for (unsigned s = 0; s < kUdSymmetries; ++s)
      least = std::min(least, corner_of(conjugated(cube, s)));
    least_members.insert(least);
    const CornerClass c = classes.of(corner);
    CAPTURE(corner);
    CHECK(classes.representative(c.number) == least);
    CHECK(corner_of(conjugated(cube, c.symmetry)) == least);
  }
  if (!kSanitized) CHECK(least_members.size() == kCornerClasses);
  for (unsigned c = 0; c < kCornerClasses; ++c) {
    const unsigned representative = classes.representative(c);
    const Cube cube = cube_of(representative);
    CHECK(classes.of(representative).number == c);
    for (unsigned s = 0; s < kUdSymmetries; ++s)
      CHECK(((classes.stabiliser(c) >> s & 1) != 0) ==
            (corner_of(conjugated(cube, s)) == representative));
    for (unsigned t = 0; t < kTurns; ++t) {
      const Cube after = turned(cube, turn_numbered(t));
      const CornerClass to = classes.turned(c, t);
      CHECK(to.number == classes.of(corner_of(after)).number);
      CHECK(corner_of(conjugated(after, to.symmetry)) == classes.representative(to.number));
      CHECK(classes.layer_turned(corner_layer_coordinate(cube), t) ==
            corner_layer_coordinate(after));
    }
  }
  // The solved corners are kept by every symmetry.
  CHECK(classes.stabiliser(classes.of(0).number) == 0xFFFF);
}

}  // namespace
}  // namespace puzzletab::cube3
