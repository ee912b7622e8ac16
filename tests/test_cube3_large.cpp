// The 3x3x3's large tables (gen --large 3x3x3: flipslice_classes.h,
// optimal_table.h) against the test's own computations, where
// PUZZLETAB_LARGE_TABLES names the folder that holds them (scripts/test
// builds them there: 1.8 GB, so not into tables/). Elsewhere each case
// says it was skipped.
//
// The table must be the exact distance of the twist, flip and slice
// edges' slots and order. A breadth-first search of the test's own, over
// those coordinates of cubes turned piece by piece (no move table, no
// symmetry), gives every one within five turns of solved. Past that, a
// sample of the whole: an exact distance is 0 only when solved, changes by
// at most one a turn, and some turn lowers it; and it is the same for
// every symmetric view. The optimal search must answer with the large
// tables as with the small ones, split between threads or not, and bound a
// position by the entries of its inverse too, along every axis.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/table_store.h"
#include "loaded_puzzle.h"
#include "puzzles/cube3/coordinates.h"
#include "puzzles/cube3/cube3_puzzle.h"
#include "puzzles/cube3/cubie.h"
#include "puzzles/cube3/optimal_search.h"
#include "puzzles/cube3/optimal_table.h"
#include "puzzles/cube3/symmetry.h"
#include "sanitized.h"

namespace puzzletab::cube3 {
namespace {

constexpr unsigned kBallRadius = 5;

struct LargeTables {
  TableReader classes, class_moves, optimal;

  unsigned distance(const Cube& cube) const {
    const std::uint32_t entry =
        classes.entries()[flipslice_of(flip_coordinate(cube), sorted_slice_coordinate(cube))];
    return optimal.entries()[optimal_index_of(entry, twist_coordinate(cube))];
  }
};

std::optional<std::string> large_folder() {
  const char* folder = std::getenv("PUZZLETAB_LARGE_TABLES");
  if (folder == nullptr) {
    MESSAGE("skipped: PUZZLETAB_LARGE_TABLES names no folder of gen --large 3x3x3's tables");
    return std::nullopt;
  }
  return std::string(folder);
}

std::optional<LargeTables> large_tables() {
  const auto folder = large_folder();
  if (!folder) return std::nullopt;
  const TableStore store(*folder);
  return LargeTables{store.open(flipslice_classes_spec()), store.open(class_moves_spec()),
                     store.open(optimal_table_spec())};
}

std::uint64_t coordinates_of(const Cube& cube) {
  return (std::uint64_t{twist_coordinate(cube)} * kFlips + flip_coordinate(cube)) * kSortedSlices +
         sorted_slice_coordinate(cube);
}

Turn random_turn(std::mt19937_64& random) {
  return {static_cast<Face>(random() % kFaces), static_cast<unsigned>(random() % 3 + 1)};
}

Cube random_cube(std::mt19937_64& random) {
  Cube cube = solved_cube();
  for (unsigned k = 0; k < 40; ++k) cube = turned(cube, random_turn(random));
  return cube;
}

TEST_CASE("3x3x3 large tables: every coordinate within five turns of solved has its distance") {
  const auto tables = large_tables();
  if (!tables) return;
  std::unordered_map<std::uint64_t, unsigned> depth = {{coordinates_of(solved_cube()), 0}};
  std::vector<Cube> layer = {solved_cube()};
  std::uint64_t checked = 1;
  for (unsigned d = 1; d <= kBallRadius; ++d) {
    std::vector<Cube> next;
    for (const Cube& cube : layer)
      for (unsigned t = 0; t < kTurns; ++t) {
        const Cube child = turned(cube, turn_numbered(t));
        if (depth.emplace(coordinates_of(child), d).second) next.push_back(child);
      }
    for (const Cube& cube : next) {
      CAPTURE(d);
      CHECK(tables->distance(cube) == d);
    }
    checked += next.size();
    layer = std::move(next);
  }
  MESSAGE(checked << " coordinates within " << kBallRadius << " turns checked");
  std::mt19937_64 random(21);
  for (unsigned trial = 0; trial < 20'000; ++trial) {
    const Cube cube = random_cube(random);
    const auto found = depth.find(coordinates_of(cube));
    if (found == depth.end())
      CHECK(tables->distance(cube) > kBallRadius);
    else
      CHECK(tables->distance(cube) == found->second);
  }
}

TEST_CASE(
    "3x3x3 large tables: a sample's entries are exact distances, the same seen symmetrically") {
  const auto tables = large_tables();
  if (!tables) return;
  std::mt19937_64 random(22);
  const unsigned samples = kSanitized ? 2'000 : 50'000;
  for (unsigned trial = 0; trial < samples; ++trial) {
    const Cube cube = random_cube(random);
    const unsigned d = tables->distance(cube);
    CAPTURE(coordinates_of(cube));
    CHECK((d == 0) == (coordinates_of(cube) == 0));
    bool lower = false;
    for (unsigned t = 0; t < kTurns; ++t) {
      const unsigned next = tables->distance(turned(cube, turn_numbered(t)));
      CHECK(next + 1 >= d);
      CHECK(next <= d + 1);
      lower = lower || next + 1 == d;
    }
    CHECK((lower || d == 0));
    for (unsigned s = 1; s < kUdSymmetries; ++s) CHECK(tables->distance(conjugated(cube, s)) == d);
  }
}

TEST_CASE("3x3x3 large tables: the optimal search answers as with the small tables") {
  const auto folder = large_folder();
  if (!folder) return;
  const auto small = testing::loaded_puzzle(make_puzzle(), "--pruning small");
  const auto large = testing::loaded_puzzle(make_puzzle(), "--pruning large", *folder);
  std::mt19937_64 random(23);
  // Scrambles of 1 to 13 turns: the deeper ones take the small tables a
  // few tenths of a second.
  for (unsigned k = 0; k < (kSanitized ? 13u : 52u); ++k) {
    Cube cube = solved_cube();
    for (unsigned m = 0; m < 1 + k % 13; ++m) cube = turned(cube, random_turn(random));
    const Position p = number_of(cube);
    CAPTURE(small->write_case(p));
    CHECK(large->solve(p) == small->solve(p));
  }
}

TEST_CASE("3x3x3 large tables: the search's bound takes the inverse's entries along each axis") {
  const auto tables = large_tables();
  if (!tables) return;
  const OptimalSearch search(tables->classes.entries(), tables->class_moves.entries(),
                             tables->optimal.entries());
  std::mt19937_64 random(24);
  unsigned inverse_higher = 0;
  for (unsigned trial = 0; trial < 2'000; ++trial) {
    Cube cube = solved_cube();
    const unsigned length = trial % 2 == 0 ? 1 + trial % 9 : 40;
    for (unsigned m = 0; m < length; ++m) cube = turned(cube, random_turn(random));
    unsigned largest = 0, largest_inverse = 0;
    for (unsigned a = 0; a < kAxes; ++a) {
      largest = std::max(largest, tables->distance(rotated(cube, axis_rotation(a))));
      largest_inverse =
          std::max(largest_inverse, tables->distance(rotated(inverse(cube), axis_rotation(a))));
    }
    const unsigned estimate = search.estimate(cube);
    CHECK(estimate >= std::max(largest, largest_inverse));
    if (length < 40) CHECK(estimate <= length);
    inverse_higher += largest_inverse > largest;
  }
  // The inverse is worth looking up: often its entries are the larger.
  CHECK(inverse_higher > 100);
  MESSAGE(inverse_higher << " of 2,000 positions bounded higher by their inverse");
}

TEST_CASE("3x3x3 large tables: the root's subtrees split between threads: the same answers") {
  const auto tables = large_tables();
  if (!tables) return;
  OptimalSearch split(tables->classes.entries(), tables->class_moves.entries(),
                      tables->optimal.entries());
  split.split_from(1);
  const OptimalSearch single(tables->classes.entries(), tables->class_moves.entries(),
                             tables->optimal.entries());
  std::mt19937_64 random(25);
  for (unsigned k = 0; k < (kSanitized ? 4u : 20u); ++k) {
    Cube cube = solved_cube();
    for (unsigned m = 0; m < 4 + k % 8; ++m) cube = turned(cube, random_turn(random));
    const auto a = split.solve_within(cube, 20);
    const auto b = single.solve_within(cube, 20);
    REQUIRE(a);
    REQUIRE(b);
    CHECK(a->turns == b->turns);
    CHECK(a->nodes == b->nodes);
  }
}

}  // namespace
}  // namespace puzzletab::cube3
