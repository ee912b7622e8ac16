// The sixteen symmetries that keep the 3x3x3's U-D axis (symmetry.h) and
// the classes of flipslices they make (flipslice_classes.h), the key to
// the optimal search's large table. A symmetry's conjugation must be what
// its definition says: the cube scrambled by each turn's image (the face
// renamed, and the direction reversed by a mirror) is the scrambled cube
// conjugated. The classes must number Kociemba's 1,523,864 (his
// RubiksCube-OptimalSolver, defs.py, N_FLIPSLICESORTED_CLASS), each
// flipslice's entry must take it to its class's least member, and each
// class's stabiliser must be the symmetries that keep that member. The
// class moves table, followed along a scramble as the optimal search
// follows it (each turn conjugated by the symmetry so far, the symmetries
// composed), must end in the class of the scrambled cube's flipslice,
// with a symmetry that takes that flipslice to its representative.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <set>

#include "puzzles/cube3/coordinates.h"
#include "puzzles/cube3/cubie.h"
#include "puzzles/cube3/flipslice_classes.h"
#include "puzzles/cube3/symmetry.h"

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

TEST_CASE("3x3x3 symmetries: the twist's conjugates follow the corners whatever their places") {
  std::mt19937_64 random(12);
  const auto& conjugates = twist_conjugates();
  for (unsigned trial = 0; trial < 500; ++trial) {
    Cube cube = solved_cube();
    for (unsigned k = 0; k < 30; ++k) cube = turned(cube, random_turn(random));
    for (unsigned s = 0; s < kUdSymmetries; ++s)
      CHECK(conjugates[twist_coordinate(cube) * kUdSymmetries + s] ==
            twist_coordinate(conjugated(cube, s)));
  }
}

TEST_CASE("3x3x3 symmetries: the flipslices' classes") {
  const FlipSliceClasses classes = build_flipslice_classes();
  REQUIRE(classes.representative.size() == 1'523'864);
  REQUIRE(classes.entry.size() == kFlipSlices);
  REQUIRE(std::is_sorted(classes.representative.begin(), classes.representative.end()));
  std::mt19937_64 random(13);
  for (unsigned trial = 0; trial < 20'000; ++trial) {
    const auto flipslice = static_cast<std::uint32_t>(random() % kFlipSlices);
    const std::uint32_t entry = classes.entry[flipslice];
    const std::uint32_t representative = classes.representative[entry / kUdSymmetries];
    CAPTURE(flipslice);
    CHECK(conjugated_flipslice(flipslice, entry % kUdSymmetries) == representative);
    std::uint32_t least = flipslice;
    for (unsigned s = 0; s < kUdSymmetries; ++s) {
      const std::uint32_t image = conjugated_flipslice(flipslice, s);
      least = std::min(least, image);
      CHECK(classes.entry[image] / kUdSymmetries == entry / kUdSymmetries);
    }
    CHECK(least == representative);
  }
  for (unsigned trial = 0; trial < 20'000; ++trial) {
    const auto number = static_cast<std::uint32_t>(random() % kFlipSliceClasses);
    const std::uint32_t representative = classes.representative[number];
    CHECK(classes.entry[representative] == class_entry(number, 0));
    for (unsigned s = 0; s < kUdSymmetries; ++s)
      CHECK(((classes.stabiliser[number] >> s & 1) != 0) ==
            (conjugated_flipslice(representative, s) == representative));
  }
  // The solved flipslice is kept by every symmetry.
  CHECK(classes.stabiliser[0] == 0xFFFF);

  const PackedBuilder moves = class_moves_table(classes);
  const PackedView move = moves.view();
  for (unsigned trial = 0; trial < 2'000; ++trial) {
    Cube cube = solved_cube();
    std::uint32_t flipslice_class = 0;
    unsigned symmetry = 0;
    for (unsigned k = 0; k < 20; ++k) {
      const Turn turn = random_turn(random);
      cube = turned(cube, turn);
      const Turn seen = conjugated(turn, ud_symmetries()[symmetry]);
      const std::uint32_t entry = move[std::uint64_t{flipslice_class} * kTurns + turn_number(seen)];
      flipslice_class = entry / kUdSymmetries;
      symmetry = ud_symmetry_then(symmetry, entry % kUdSymmetries);
      const std::uint32_t flipslice =
          flipslice_of(flip_coordinate(cube), sorted_slice_coordinate(cube));
      CHECK(classes.entry[flipslice] / kUdSymmetries == flipslice_class);
      CHECK(conjugated_flipslice(flipslice, symmetry) == classes.representative[flipslice_class]);
    }
  }
}

}  // namespace
}  // namespace puzzletab::cube3
