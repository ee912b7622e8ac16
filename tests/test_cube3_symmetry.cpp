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
  // The class of the slice edges' order, for every order in every slots.
  for (unsigned sorted = 0; sorted < kSortedSlices; ++sorted) {
    Cube cube = solved_cube();
    set_sorted_slice(cube, sorted);
    const unsigned slice = sorted / kSlicePermutations;
    const unsigned order = slice_order(sorted % kSlicePermutations);
    for (unsigned s = 0; s < kUdSymmetries; ++s)
      if (conjugates.slice_order(order, slice, s) !=
          slice_order(sorted_slice_coordinate(conjugated(cube, s)) % kSlicePermutations))
        FAIL_CHECK("sorted slice " << sorted << ", symmetry " << s);
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

// The huge table's class of the slice edges' order (coordinates.h): two
// orders share a class exactly when one is the other with the pieces
// renamed by an element of the four-group {1, (01)(23), (02)(13),
// (03)(12)}, found here by composing permutations, not by the pairings
// the class is computed from; six classes of four, the solved order's 0.
// And it is a coordinate of cosets: positions that agree on the slice
// edges' slots and order's class still agree after any turn (the table's
// breadth-first search turns a class, not a position).
TEST_CASE("3x3x3 symmetries: the slice order's classes are the four-group's cosets") {
  const auto pieces_of = [](unsigned permutation) {
    Cube cube = solved_cube();
    set_sorted_slice(cube, permutation);  // the slice edges in slots 8..11
    std::array<unsigned, 4> pieces{};
    for (unsigned i = 0; i < 4; ++i) pieces[i] = cube.edge[8 + i] - 8u;
    return pieces;
  };
  const std::array<std::array<unsigned, 4>, 4> four_group = {
      {{0, 1, 2, 3}, {1, 0, 3, 2}, {2, 3, 0, 1}, {3, 2, 1, 0}}};
  std::array<unsigned, kSliceOrders> sizes{};
  for (unsigned p = 0; p < kSlicePermutations; ++p) {
    REQUIRE(slice_order(p) < kSliceOrders);
    ++sizes[slice_order(p)];
    for (unsigned q = 0; q < kSlicePermutations; ++q) {
      const auto a = pieces_of(p), b = pieces_of(q);
      const bool renamed = std::any_of(four_group.begin(), four_group.end(), [&](const auto& v) {
        for (unsigned i = 0; i < 4; ++i)
          if (v[a[i]] != b[i]) return false;
        return true;
      });
      CAPTURE(p);
      CAPTURE(q);
      CHECK((slice_order(p) == slice_order(q)) == renamed);
    }
  }
  for (const unsigned size : sizes) CHECK(size == 4);
  CHECK(slice_order(0) == 0);
  std::mt19937_64 random(13);
  const auto key = [](const Cube& cube) {
    const unsigned sorted = sorted_slice_coordinate(cube);
    return std::pair{sorted / kSlicePermutations, slice_order(sorted % kSlicePermutations)};
  };
  for (unsigned trial = 0; trial < 2'000; ++trial) {
    const Cube a = random_cube(random);
    // Another position of a's slots and class: its slice edges renamed
    // by an element of the four-group, the rest scrambled otherwise.
    Cube b = random_cube(random);
    const auto& v = four_group[random() % 4];
    for (unsigned slot = 0; slot < kEdges; ++slot)
      if (a.edge[slot] >= 8) b.edge[slot] = static_cast<std::uint8_t>(8 + v[a.edge[slot] - 8u]);
    unsigned other = 0;
    for (unsigned slot = 0; slot < kEdges; ++slot)
      if (a.edge[slot] < 8) b.edge[slot] = static_cast<std::uint8_t>(other++);
    REQUIRE(key(a) == key(b));
    for (unsigned t = 0; t < 18; ++t) {
      const Turn turn{static_cast<Face>(t / 3), t % 3 + 1};
      CHECK(key(turned(a, turn)) == key(turned(b, turn)));
    }
  }
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
