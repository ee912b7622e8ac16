// The 3x3x3's optimal answers against a breadth-first search of the tests'
// own facelet model (cube3_facelet_model.h): the counts of positions at
// each distance up to 5 equal the published ones, every position up to
// distance 4 and a seeded sample at 5 get an answer of their distance that
// is the lexically earliest among the shortest (found from the search's
// layers, move by move), with the small tables and, when `gen --large`
// has built them, the large ones; and the superflip is 20 moves from
// solved.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "core/puzzle.h"
#include "cube3_facelet_model.h"
#include "loaded_puzzle.h"
#include "puzzles/cube3/cube3_puzzle.h"
#include "sanitized.h"

namespace puzzletab::cube3 {
namespace {

using Facelets = std::array<char, kFacelets>;

// A turn of the model, named as WCA notation names it.
struct NamedTurn {
  std::string name;
  std::array<unsigned, kFacelets> to;  // where each facelet goes
};

// The 18 turns, in the order of their names (the order in which answers
// are compared: puzzle.h), each a permutation of the facelets read off the
// model by turning 54 distinct letters.
std::vector<NamedTurn> turns_by_name() {
  constexpr std::array<char, kFaces> kLetters = {'U', 'R', 'F', 'D', 'L', 'B'};
  constexpr std::array<std::pair<const char*, unsigned>, 3> kSuffixes = {
      {{"", 1}, {"2", 2}, {"'", 3}}};
  std::string distinct(kFacelets, ' ');
  for (unsigned f = 0; f < kFacelets; ++f) distinct[f] = static_cast<char>('0' + f);
  std::vector<NamedTurn> turns;
  for (unsigned face = 0; face < kFaces; ++face) {
    for (const auto& [suffix, quarters] : kSuffixes) {
      const std::string moved = turned_facelets(distinct, {static_cast<Face>(face), quarters});
      NamedTurn turn{std::string(1, kLetters[face]) + suffix, {}};
      for (unsigned f = 0; f < kFacelets; ++f) turn.to[static_cast<unsigned>(moved[f] - '0')] = f;
      turns.push_back(turn);
    }
  }
  std::sort(turns.begin(), turns.end(),
            [](const NamedTurn& a, const NamedTurn& b) { return a.name < b.name; });
  return turns;
}

Facelets turned(const Facelets& now, const NamedTurn& turn) {
  Facelets next{};
  for (unsigned f = 0; f < kFacelets; ++f) next[turn.to[f]] = now[f];
  return next;
}

// The positions at each distance 0..`depth`, each layer sorted: the
// neighbours of the layer before that are in neither of the two before.
std::vector<std::vector<Facelets>> layers_to(unsigned depth, const std::vector<NamedTurn>& turns) {
  Facelets solved{};
  std::copy(kSolved.begin(), kSolved.end(), solved.begin());
  std::vector<std::vector<Facelets>> layers{{solved}};
  while (layers.size() <= depth) {
    const auto& last = layers.back();
    std::vector<Facelets> next;
    next.reserve(last.size() * turns.size());
    for (const Facelets& position : last)
      for (const NamedTurn& turn : turns) next.push_back(turned(position, turn));
    std::sort(next.begin(), next.end());
    next.erase(std::unique(next.begin(), next.end()), next.end());
    std::erase_if(next, [&](const Facelets& p) {
      for (std::size_t back = 1; back <= std::min<std::size_t>(2, layers.size()); ++back) {
        const auto& earlier = layers[layers.size() - back];
        if (std::binary_search(earlier.begin(), earlier.end(), p)) return true;
      }
      return false;
    });
    layers.push_back(std::move(next));
  }
  return layers;
}

// The lexically earliest shortest answer of `position`, at `distance`: at
// each step the first turn by name that leads one layer closer.
std::string earliest_answer(Facelets position, std::size_t distance,
                            const std::vector<std::vector<Facelets>>& layers,
                            const std::vector<NamedTurn>& turns) {
  std::string answer;
  for (std::size_t d = distance; d > 0; --d) {
    const auto& closer = layers[d - 1];
    const auto step = std::find_if(turns.begin(), turns.end(), [&](const NamedTurn& turn) {
      return std::binary_search(closer.begin(), closer.end(), turned(position, turn));
    });
    REQUIRE(step != turns.end());
    position = turned(position, *step);
    if (!answer.empty()) answer += ' ';
    answer += step->name;
  }
  return answer;
}

// The puzzle's answer for the position of these stickers, its moves named
// and joined by spaces.
std::string solver_answer(const Puzzle& puzzle, const Facelets& position) {
  const std::string stickers(position.begin(), position.end());
  const auto moves = puzzle.solve(puzzle.read_case(std::vector<std::string>{stickers}));
  REQUIRE(moves);
  std::string answer;
  for (const Move move : *moves) {
    if (!answer.empty()) answer += ' ';
    answer += puzzle.move_name(move);
  }
  return answer;
}

TEST_CASE("3x3x3: optimal answers up to distance 5 equal a breadth-first search's") {
  const auto turns = turns_by_name();
  const auto layers = layers_to(5, turns);
  // The half-turn metric's counts (Rokicki, cube20.org; OEIS A080601).
  const std::vector<std::size_t> published = {1, 18, 243, 3240, 43239, 574908};
  for (std::size_t d = 0; d < layers.size(); ++d) {
    CAPTURE(d);
    CHECK(layers[d].size() == published[d]);
  }
  // The small tables; and the large ones where PUZZLETAB_LARGE_TABLES
  // names their folder (test_cube3_large.cpp), as scripts/test runs it.
  std::vector<std::unique_ptr<Puzzle>> puzzles;
  puzzles.push_back(testing::loaded_puzzle(make_puzzle(), "--input stickers --pruning small"));
  if (const char* folder = std::getenv("PUZZLETAB_LARGE_TABLES"))
    puzzles.push_back(
        testing::loaded_puzzle(make_puzzle(), "--input stickers --pruning large", folder));
  for (const auto& puzzle : puzzles) {
    // Every position up to distance 4 (a tenth of those at 4 under the
    // sanitizers), then a seeded sample at 5.
    std::mt19937_64 random(28);
    for (std::size_t d = 0; d < layers.size(); ++d) {
      const std::size_t wanted = d < 4    ? layers[d].size()
                                 : d == 4 ? (kSanitized ? layers[d].size() / 10 : layers[d].size())
                                          : (kSanitized ? 100 : 2000);
      for (std::size_t i = 0; i < wanted; ++i) {
        const Facelets& position =
            wanted == layers[d].size() ? layers[d][i] : layers[d][random() % layers[d].size()];
        CAPTURE(std::string(position.begin(), position.end()));
        REQUIRE(solver_answer(*puzzle, position) == earliest_answer(position, d, layers, turns));
      }
    }
  }
}

TEST_CASE("3x3x3: the superflip is 20 moves from solved (with the large tables)") {
  // The folder of gen --large 3x3x3's tables, as test_cube3_large.cpp
  // reads it; PUZZLETAB_SUPERFLIP too, as the proof takes minutes.
  const char* folder = std::getenv("PUZZLETAB_LARGE_TABLES");
  if (folder == nullptr || std::getenv("PUZZLETAB_SUPERFLIP") == nullptr) {
    MESSAGE("skipped: set PUZZLETAB_LARGE_TABLES (gen --large 3x3x3) and PUZZLETAB_SUPERFLIP");
    return;
  }
  const auto puzzle =
      testing::loaded_puzzle(make_puzzle(), "--input stickers --pruning large", folder);
  const auto turns = turns_by_name();
  // The superflip (every edge flipped in place) built in the model by
  // Reid's 20 moves (1995), the position checked against Kociemba's
  // facelets of it: the solver must find 20 and no fewer.
  Facelets position{};
  std::copy(kSolved.begin(), kSolved.end(), position.begin());
  for (const std::string name : {"U", "R2", "F",  "B",  "R", "B2", "R", "U2", "L",  "B2",
                                 "R", "U'", "D'", "R2", "F", "R'", "L", "B2", "U2", "F2"}) {
    const auto turn = std::find_if(turns.begin(), turns.end(),
                                   [&](const NamedTurn& t) { return t.name == name; });
    REQUIRE(turn != turns.end());
    position = turned(position, *turn);
  }
  REQUIRE(std::string(position.begin(), position.end()) ==
          "UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB");
  const std::string answer = solver_answer(*puzzle, position);
  CHECK(std::count(answer.begin(), answer.end(), ' ') + 1 == 20);
}

}  // namespace
}  // namespace puzzletab::cube3
