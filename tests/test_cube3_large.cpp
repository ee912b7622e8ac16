// The 3x3x3's large table (gen --large 3x3x3: optimal_table.h) against
// the test's own computations, where PUZZLETAB_LARGE_TABLES names the
// folder that holds it (scripts/test builds it there: 2.6 GB, so not into
// tables/). Elsewhere each case says it was skipped. The huge table (gen
// --huge, 15.6 GB, more than the test command's machine is asked for) is
// checked alike when the folder holds it too.
//
// An entry must be the distance of the twist, corner layer, flip and slice
// edges' slots (and for the huge table the class of their order) in the
// table's 2 bits: at most the base (0, its block's
// least distance bounding it), or exactly one or two more (1, 2), or more
// (3). A breadth-first search of the test's own, over those coordinates of
// cubes turned piece by piece (no move table, no symmetry), gives every one
// within five turns of solved. Past that, a sample of the whole: a distance
// changes by at most one a turn, and some turn lowers it, so the codes of
// an entry's neighbours agree with its own; and an entry is the same for
// every symmetric view. The optimal search must answer with the large
// table as with the small ones, split between threads or not, and bound a
// position by the entries of its inverse too, along every axis.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/search_budget.h"
#include "core/table_store.h"
#include "core/thousands.h"
#include "loaded_puzzle.h"
#include "puzzles/cube3/coordinates.h"
#include "puzzles/cube3/corner_classes.h"
#include "puzzles/cube3/cube3_puzzle.h"
#include "puzzles/cube3/cubie.h"
#include "puzzles/cube3/optimal_search.h"
#include "puzzles/cube3/optimal_table.h"
#include "puzzles/cube3/symmetry.h"
#include "puzzletab/puzzletab.h"
#include "sanitized.h"
#include "temp_files.h"

namespace puzzletab::cube3 {
namespace {

constexpr unsigned kBallRadius = 5;

// The table's code for a position (0 to 3), and the bound it gives.
struct LargeTable {
  TableReader reader;
  OptimalIndex index;

  std::uint64_t slot(const Cube& cube) const {
    const unsigned sorted = sorted_slice_coordinate(cube);
    return index.slot(twist_coordinate(cube), corner_layer_coordinate(cube), flip_coordinate(cube),
                      sorted / kSlicePermutations, slice_order(sorted % kSlicePermutations));
  }
  unsigned code(const Cube& cube) const {
    const std::uint64_t at = slot(cube);
    return std::to_integer<unsigned>(reader.entries().bytes()[at / 4]) >> (at % 4 * 2) & 3u;
  }
  unsigned bound(const Cube& cube) const {
    return optimal_bound(reader.entries().bytes().data(), slot(cube));
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

// The large table, and the huge one when the folder holds it.
std::vector<LargeTable> large_tables() {
  const auto folder = large_folder();
  if (!folder) return {};
  const TableStore store(*folder);
  std::vector<LargeTable> found;
  for (const OptimalLayout layout : {kLargeLayout, kHugeLayout})
    if (layout.orders == 1 || std::filesystem::exists(store.path(optimal_table_spec(layout))))
      found.push_back({store.open(optimal_table_spec(layout)), OptimalIndex(layout)});
  return found;
}

// The coordinates a table's entry is the distance of.
std::uint64_t coordinates_of(const Cube& cube, OptimalLayout layout) {
  const unsigned sorted = sorted_slice_coordinate(cube);
  return (((std::uint64_t{twist_coordinate(cube)} * kCornerLayers + corner_layer_coordinate(cube)) *
               kFlips +
           flip_coordinate(cube)) *
              kSlices +
          sorted / kSlicePermutations) *
             layout.orders +
         (layout.orders == 1 ? 0 : slice_order(sorted % kSlicePermutations));
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
  for (const LargeTable& table : large_tables()) {
    const OptimalLayout layout = table.index.layout();
    CAPTURE(layout.orders);
    std::unordered_map<std::uint64_t, unsigned> depth = {
        {coordinates_of(solved_cube(), layout), 0}};
    std::vector<Cube> layer = {solved_cube()};
    CHECK(table.bound(solved_cube()) == 0);
    std::uint64_t checked = 1;
    for (unsigned d = 1; d <= kBallRadius; ++d) {
      std::vector<Cube> next;
      for (const Cube& cube : layer)
        for (unsigned t = 0; t < kTurns; ++t) {
          const Cube child = turned(cube, turn_numbered(t));
          if (depth.emplace(coordinates_of(child, layout), d).second) next.push_back(child);
        }
      for (const Cube& cube : next) {
        CAPTURE(d);
        CHECK(table.code(cube) == 0);
        CHECK(table.bound(cube) <= d);
      }
      checked += next.size();
      layer = std::move(next);
    }
    MESSAGE(checked << " coordinates within " << kBallRadius << " turns checked");
    // Beyond the ball, a bound of at least 1 (the solved coordinates are
    // nowhere else), and none past the distance where it is known.
    std::mt19937_64 random(21);
    for (unsigned trial = 0; trial < 20'000; ++trial) {
      const Cube cube = random_cube(random);
      const auto found = depth.find(coordinates_of(cube, layout));
      if (found == depth.end())
        CHECK(table.bound(cube) >= 1);
      else
        CHECK(table.bound(cube) <= found->second);
    }
  }
}

TEST_CASE("3x3x3 large tables: a sample's codes agree with their neighbours', and symmetrically") {
  for (const LargeTable& table : large_tables()) {
    const OptimalLayout layout = table.index.layout();
    CAPTURE(layout.orders);
    std::mt19937_64 random(22);
    const unsigned samples = kSanitized ? 2'000 : 50'000;
    std::array<unsigned, 4> codes{};
    for (unsigned trial = 0; trial < samples; ++trial) {
      const Cube cube = random_cube(random);
      const unsigned code = table.code(cube);
      ++codes[code];
      CAPTURE(coordinates_of(cube, layout));
      unsigned lowest = 3, highest = 0;
      for (unsigned t = 0; t < kTurns; ++t) {
        const unsigned next = table.code(turned(cube, turn_numbered(t)));
        lowest = std::min(lowest, next);
        highest = std::max(highest, next);
      }
      // Codes 1 and 2 are exact distances: a neighbour is one nearer, none
      // more than one further. Code 0 is at most the base, 3 at least 3
      // more.
      if (code == 1 || code == 2) CHECK(lowest == code - 1);
      if (code == 3) CHECK(lowest >= 2);
      CHECK(highest <= code + 1);
      // The same coset seen through a symmetry: the same code, and the
      // same bound but where the code is 0, read from a block that may
      // differ (twin_entries).
      for (unsigned s = 1; s < kUdSymmetries; ++s) {
        CHECK(table.code(conjugated(cube, s)) == code);
        if (code != 0) CHECK(table.bound(conjugated(cube, s)) == table.bound(cube));
      }
    }
    // A random position's entries are mostly 10 and 11, exact.
    CHECK(codes[1] + codes[2] > samples / 2);
    MESSAGE("codes 0-3 of " << samples << " random positions: " << codes[0] << ", " << codes[1]
                            << ", " << codes[2] << ", " << codes[3]);
  }
}

// A corner class whose representative some symmetries keep holds each
// coset at several entries, the edges seen through each of them: their
// codes must agree, whichever a search's path of symmetries lands on (a
// code 0's bound is its block's least distance, and the blocks differ).
TEST_CASE("3x3x3 large tables: the entries a class's own symmetries make agree") {
  for (const LargeTable& table : large_tables()) {
    const OptimalLayout layout = table.index.layout();
    CAPTURE(layout.orders);
    const CornerClasses& classes = corner_classes();
    const UdConjugates& conjugates = ud_conjugates();
    const std::byte* bytes = table.reader.entries().bytes().data();
    const auto code = [&](std::uint64_t slot) {
      return std::to_integer<unsigned>(bytes[slot / 4]) >> (slot % 4 * 2) & 3u;
    };
    std::mt19937_64 random(26);
    std::uint64_t compared = 0;
    for (unsigned c = 0; c < kCornerClasses; ++c) {
      const unsigned stabiliser = classes.stabiliser(c);
      if (stabiliser == 1) continue;
      for (unsigned trial = 0; trial < (kSanitized ? 20u : 500u); ++trial) {
        const auto flip = static_cast<unsigned>(random() % kFlips);
        const auto slice = static_cast<unsigned>(random() % kSlices);
        const auto order = static_cast<unsigned>(random() % layout.orders);
        const std::uint64_t slot = layout.slot(c, flip, order, slice);
        for (unsigned s = 1; s < kUdSymmetries; ++s) {
          if ((stabiliser >> s & 1u) == 0) continue;
          const std::uint64_t twin =
              layout.slot(c, conjugates.flip(flip, slice, s),
                          layout.orders == 1 ? 0 : conjugates.slice_order(order, slice, s),
                          conjugates.slice(slice, s));
          CAPTURE(c);
          CAPTURE(flip);
          CAPTURE(slice);
          CAPTURE(order);
          CAPTURE(s);
          CHECK(code(twin) == code(slot));
          if (code(slot) != 0) CHECK(optimal_bound(bytes, twin) == optimal_bound(bytes, slot));
          ++compared;
        }
      }
    }
    MESSAGE(compared << " twin entries compared");
  }
}

TEST_CASE("3x3x3 large tables: the optimal search answers as with the small tables") {
  const auto folder = large_folder();
  if (!folder) return;
  const auto small = testing::loaded_puzzle(make_puzzle(), "--pruning small");
  for (const LargeTable& table : large_tables()) {
    const std::string pruning = table.index.layout().orders == 1 ? "large" : "huge";
    CAPTURE(pruning);
    const auto large = testing::loaded_puzzle(make_puzzle(), "--pruning " + pruning, *folder);
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
}

TEST_CASE("3x3x3 large tables: the search's bound takes the inverse's entries along each axis") {
  for (const LargeTable& table : large_tables()) {
    const OptimalLayout layout = table.index.layout();
    CAPTURE(layout.orders);
    const OptimalSearch search(table.reader.entries(), layout);
    std::mt19937_64 random(24);
    unsigned inverse_higher = 0;
    for (unsigned trial = 0; trial < 2'000; ++trial) {
      Cube cube = solved_cube();
      const unsigned length = trial % 2 == 0 ? 1 + trial % 9 : 40;
      for (unsigned m = 0; m < length; ++m) cube = turned(cube, random_turn(random));
      unsigned largest = 0, largest_inverse = 0;
      for (unsigned a = 0; a < kAxes; ++a) {
        largest = std::max(largest, table.bound(rotated(cube, axis_rotation(a))));
        largest_inverse =
            std::max(largest_inverse, table.bound(rotated(inverse(cube), axis_rotation(a))));
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
}

TEST_CASE("3x3x3 large tables: the root's subtrees split between threads: the same answers") {
  for (const LargeTable& table : large_tables()) {
    const OptimalLayout layout = table.index.layout();
    CAPTURE(layout.orders);
    OptimalSearch split(table.reader.entries(), layout);
    split.split_from(1);
    const OptimalSearch single(table.reader.entries(), layout);
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
}

// Issue 38, with the real table: a copy damaged as the issue damaged it
// (0.2 % of its 128-byte rows set to 0xAA), then its whole payload 0xFF,
// is refused (the TableError of status 3) or answered exactly, each in at
// most 10 s; the library's verify and table-files functions cover it; a
// time limit of 0.5 s stops a deep position within 1 s, the table mapped
// by that first search; help's size is the file's.
std::string solve_or_refusal(const Puzzle& puzzle, const std::string& scramble) {
  try {
    const std::vector<std::string> tokens{scramble};
    const std::optional<std::vector<Move>> moves = puzzle.solve(puzzle.read_case(tokens));
    REQUIRE(moves);
    std::string text;
    for (const Move m : *moves) {
      if (!text.empty()) text.push_back(' ');
      text += puzzle.move_name(m);
    }
    return text;
  } catch (const TableError& e) {
    return std::string("refused: ") + e.what();
  }
}

TEST_CASE("3x3x3 large tables: a damaged copy never answers wrong, and never searches long") {
  const auto folder = large_folder();
  if (!folder) return;
  const std::filesystem::path real = std::filesystem::path(*folder) / "3x3x3-optimal.ptab";
  const testing::TempDir copy("cube3-damaged");
  const auto damaged = copy.path / "3x3x3-optimal.ptab";
  std::filesystem::copy_file(real, damaged);
  const std::uint64_t size = std::filesystem::file_size(damaged);
  {
    std::fstream file(damaged, std::ios::in | std::ios::out | std::ios::binary);
    const std::string row(128, '\xAA');
    const std::uint64_t rows = (size - kHeaderSize) / 128;
    for (std::uint64_t r = 250; r < rows; r += 500) {  // 0.2 % of the rows
      file.seekp(static_cast<std::streamoff>(kHeaderSize + r * 128));
      file.write(row.data(), 128);
    }
  }
  const auto small = testing::loaded_puzzle(make_puzzle(), "--pruning small");
  // "R U", a 7-move scramble, and a random-state one (seconds with the
  // intact table): each exact or refused.
  for (const std::string scramble : {"R U", "R U F' D2 L B' U2", "D2 R' D' F2 U B' R2 F L U' B2"}) {
    CAPTURE(scramble);
    const auto large = testing::loaded_puzzle(make_puzzle(), "--pruning large", copy.path.string());
    const auto start = std::chrono::steady_clock::now();
    const std::string got = solve_or_refusal(*large, scramble);
    const Seconds took = std::chrono::steady_clock::now() - start;
    MESSAGE(scramble << ": " << got << " in " << took.count() << " s");
    CHECK((got == solve_or_refusal(*small, scramble) ||
           (got.starts_with("refused: " + damaged.string() + ": corrupt payload (block ") &&
            got.ends_with("; run: gen 3x3x3 --large --out " + copy.path.string()))));
    CHECK(took.count() <= 10);
  }
  puzzletab_tables* tables = nullptr;
  REQUIRE(puzzletab_tables_open(copy.path.c_str(), &tables) == PUZZLETAB_OK);
  CHECK(puzzletab_tables_verify(tables, "3x3x3") == PUZZLETAB_ERROR_TABLE);
  CHECK(std::string(puzzletab_last_error()).find("corrupt payload") != std::string::npos);
  // The whole payload 0xFF: refused at its first entry.
  {
    std::fstream file(damaged, std::ios::in | std::ios::out | std::ios::binary);
    const std::string ones(1 << 20, '\xFF');
    const std::uint64_t payload = packed_size(kLargeLayout.slots(), 2);
    file.seekp(kHeaderSize);
    for (std::uint64_t done = 0; done < payload; done += ones.size())
      file.write(ones.data(), static_cast<std::streamsize>(
                                  std::min<std::uint64_t>(ones.size(), payload - done)));
  }
  for (const std::string scramble : {"R", "R U F' D2 L B' U2"}) {
    const auto large = testing::loaded_puzzle(make_puzzle(), "--pruning large", copy.path.string());
    const auto start = std::chrono::steady_clock::now();
    CHECK(solve_or_refusal(*large, scramble).starts_with("refused: "));
    CHECK(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() <= 10);
  }
  CHECK(puzzletab_tables_verify(tables, "3x3x3") == PUZZLETAB_ERROR_TABLE);
  puzzletab_tables_close(tables);
}

TEST_CASE("3x3x3 large tables: the library verifies and lists them; help's size is the file's") {
  const auto folder = large_folder();
  if (!folder) return;
  puzzletab_tables* tables = nullptr;
  REQUIRE(puzzletab_tables_open(folder->c_str(), &tables) == PUZZLETAB_OK);
  CHECK(puzzletab_tables_verify(tables, "3x3x3") == PUZZLETAB_OK);
  puzzletab_tables_close(tables);
  char files[256];
  REQUIRE(puzzletab_table_files("3x3x3", files, sizeof files, nullptr) == PUZZLETAB_OK);
  CHECK(std::string(files) == "3x3x3-optimal.ptab\n3x3x3-optimal-huge.ptab\n");
  const auto size =
      std::filesystem::file_size(std::filesystem::path(*folder) / "3x3x3-optimal.ptab");
  CHECK(size == table_file_size(optimal_table_spec(kLargeLayout).info));
  CHECK(large_tables_text(*make_puzzle())
            .starts_with("3x3x3's optimal table: " + decimal_bytes(size) + ","));
}

TEST_CASE("3x3x3 large tables: --time-limit 0.5 stops a deep position within 1 s, table mapped") {
  const auto folder = large_folder();
  if (!folder) return;
  // Mapped by the first search, in the time limit's second.
  const auto large = testing::loaded_puzzle(make_puzzle(), "--pruning large", *folder);
  const Position superflip = large->read_case(
      std::vector<std::string>{"U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"});
  const SearchBudget budget("test", Seconds(0.5), false);
  const auto start = std::chrono::steady_clock::now();
  CHECK_THROWS_AS(large->solve(superflip), SearchTimeout);
  const Seconds took = std::chrono::steady_clock::now() - start;
  MESSAGE("stopped after " << took.count() << " s, " << budget.nodes() << " nodes");
  CHECK(took.count() < (kSanitized ? 3.0 : 1.0));
}

}  // namespace
}  // namespace puzzletab::cube3
