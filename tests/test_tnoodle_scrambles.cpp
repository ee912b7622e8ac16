// TNoodle's own scrambles for the 2x2x2 and the Skewb, read back and
// answered optimally. The scrambles are TNoodle's output: its solver
// classes (TwoByTwoSolver, SkewbSolver in github:thewca/tnoodle-lib, commit
// 3688c66) run as TwoByTwoCubePuzzle and SkewbPuzzle run them, a uniform
// state (randomState), drawn again while it is within the WCA minimum
// (Puzzle.generateWcaScramble: 4 for the 2x2x2, 7 for the Skewb), then
// generateExactly(state, 11), with java.util.Random seeded 26 in place of
// SecureRandom so that they can be drawn again. Each scramble's position
// is checked against a sticker model of the test's own (the geometry:
// cube_sticker_model.h), and each answer's length against a breadth-first
// search of the whole puzzle written here.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/puzzle.h"
#include "core/tokens.h"
#include "cube_sticker_model.h"
#include "loaded_puzzle.h"
#include "puzzles/definition/definition.h"
#include "puzzles/definition/permutation_model.h"
#include "puzzles/definition/shipped.h"
#include "puzzles/registry.h"
#include "sanitized.h"

using namespace puzzletab;

namespace {

const std::vector<std::string> kTwoByTwo = {
    "R' F U2 R U' R U' F R U R",     "R U2 R2 F R U F' U2 F2 R U",
    "R U2 F U' R U' R' F' U' R U2",  "U R U' R' U R' F U2 F U F'",
    "R' U2 F' R2 F' U2 F R U2 R' F", "R U' R' U F' R' U R' U' R U'",
    "R' U' R U2 R' U2 F U' F U' F'", "R' F R2 U' R2 U' F' R' F U' R2",
    "U' R' U' F U R U' R U' F R2",   "R' U' F R F' R U2 R' F U' F'",
    "U' R' U' R2 F U' F R U' R' U'", "R' F R2 F' U' R2 U' F U' F2 U2",
    "R U2 F' R' U' R F' R F' R' U",  "U2 R' F' U' R U F2 U2 R U2 R",
    "F R2 U' R2 U' R U2 R U' R2 U'", "R U' R2 U' R' U F R U2 R' F'",
    "U R' F U2 R2 U' F' U R' U' F",  "U2 R U' F' U2 R' U2 R' U2 F' U'",
    "U' R' U' F2 U' R U R' U F2 U'", "R F' U2 R2 F' R U2 R' F' U2 F",
    "U2 R' U' R U R' U F2 R2 U' F'",
};

const std::vector<std::string> kSkewb = {
    "U B L' U L B' R U B' U B'",    "R B U' R L' B' R L' R U' L'", "U B R' U B' L' R B' R' L' U'",
    "U R L R B' L B' L' B L' U'",   "B U B U L' B' L U R U' L'",   "U L R' L' B' U' R B' L' R U",
    "L B U' R U B R B R' U B",      "U R U' L R U' L R' U' R U'",  "L R U' L' R' B' L U' R L' B'",
    "L R B U R U' B' R L' R' B",    "R B U' B R B R U L' B' U",    "L B R L' B U R U L' R B",
    "B L B L U B' L B' L R L",      "U L U L B' L' B' U' R B' U",  "B L U L U R L R L U R",
    "U R B' U' R' L' R L' B' L B'", "B L B R U' B R B U' L R",     "R U B L' B U R' B' U' B R",
    "R B R' U L U L B R' U L",      "R B L R B U R U' R' B' L'",   "B L R' B' L' U B L B R' B'",
};

constexpr std::uint8_t kUnseen = 0xFF;

std::unique_ptr<Puzzle> loaded(const std::string& name, const std::string& options) {
  for (auto& p : make_puzzles(name))
    if (p->name() == name) return testing::loaded_puzzle(std::move(p), options);
  FAIL("no puzzle " << name);
  return nullptr;
}

// Every position's distance from solved, by a breadth-first search over the
// definition's permutations, its moves as the file gives them (not the
// puzzle's table, nor its solver).
struct WholeSearch {
  definition::PermutationModel model;
  std::vector<std::uint8_t> distance;

  explicit WholeSearch(const std::string& name) : model(shipped(name)) {
    distance.assign(model.position_count(), kUnseen);
    std::vector<std::uint64_t> layer = {model.rank(model.solved())};
    distance[layer.front()] = 0;
    for (std::uint8_t d = 1; !layer.empty(); ++d) {
      std::vector<std::uint64_t> next;
      for (const std::uint64_t r : layer) {
        const definition::State s = model.unrank(r);
        for (unsigned m = 0; m < model.move_count(); ++m) {
          const std::uint64_t n = model.rank(model.apply(s, m));
          if (distance[n] != kUnseen) continue;
          distance[n] = d;
          next.push_back(n);
        }
      }
      layer = std::move(next);
    }
  }

  static definition::Definition shipped(const std::string& name) {
    for (const auto& s : definition::shipped_definitions())
      if (s.name == name) return definition::parse_definition(s.text, s.file);
    FAIL("no shipped definition " << name);
    return {};
  }

  unsigned distance_of(const definition::State& s) const { return distance[model.rank(s)]; }
  definition::State after(definition::State s, const std::string& moves) const {
    for (const auto& word : split_tokens(moves)) {
      unsigned m = 0;
      while (m < model.move_count() && model.move_name(m) != word) ++m;
      REQUIRE(m < model.move_count());
      s = model.apply(s, m);
    }
    return s;
  }
};

std::string answer(const Puzzle& puzzle, const std::string& scramble) {
  std::string out;
  case_writer(puzzle, "moves")(std::vector<std::string>{scramble}, out);
  REQUIRE(!out.empty());
  out.pop_back();
  return out;
}

// Each scramble: its position is the geometry's (its stickers), its answer
// undoes it on the geometry, and is as long as the search's distance; the
// WCA minimum holds.
void check_scrambles(const std::string& name, bool skewb, const std::vector<std::string>& scrambles,
                     unsigned minimum) {
  CAPTURE(name);
  const testing::Model geometry = testing::Model::make(skewb);
  const WholeSearch search(name);
  const auto by_moves = loaded(name, "--input moves");
  const auto by_stickers = loaded(name, "--input stickers");
  for (const auto& scramble : scrambles) {
    CAPTURE(scramble);
    CHECK(split_tokens(scramble).size() == 11);
    std::string colours = geometry.solved;
    for (const auto& move : split_tokens(scramble)) colours = geometry.apply(colours, move);
    const Position position = by_moves->read_case(std::vector<std::string>{scramble});
    CHECK(by_stickers->write_case(position) == colours);
    const std::string solution = answer(*by_moves, scramble);
    for (const auto& move : split_tokens(solution)) colours = geometry.apply(colours, move);
    CHECK(geometry.every_face_one_colour(colours));
    const unsigned distance = search.distance_of(search.after(search.model.solved(), scramble));
    CHECK(split_tokens(solution).size() == distance);
    CHECK(distance >= minimum);
  }
}

}  // namespace

// Two searches of three million positions: the Release run's (the
// sanitizer run checks the same answers in test_stickers.cpp's scrambles).
TEST_CASE("2x2x2: TNoodle's scrambles read back and answered optimally" *
          doctest::skip(kSanitized)) {
  check_scrambles("2x2x2", false, kTwoByTwo, 4);
}

TEST_CASE("skewb: TNoodle's scrambles read back and answered optimally" *
          doctest::skip(kSanitized)) {
  check_scrambles("skewb", true, kSkewb, 7);
}
