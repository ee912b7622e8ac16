// The Square-1 against a plain model written here (24 slots in an array,
// the middle a flag, as docs/square1.md describes them): random scrambles
// read by the puzzle and made on the model give the same pieces, and the
// solver's distances, in both metrics, equal the model's breadth-first
// search's from solved for every position it reaches within its depths.
#include <doctest/doctest.h>

#include <array>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "core/errors.h"
#include "core/puzzle.h"
#include "loaded_puzzle.h"
#include "puzzles/registry.h"

using namespace puzzletab;
using namespace puzzletab::testing;

namespace {

struct Model {
  std::array<int, 24> slots{0, 0, 1, 2,  2,  3,  4,  4,  5,  6,  6,  7,
                            8, 9, 9, 10, 11, 11, 12, 13, 13, 14, 15, 15};
  int middle = 0;
  bool operator<(const Model& o) const {
    return slots != o.slots ? slots < o.slots : middle < o.middle;
  }
  // The piece on slot s moves to slot s + x (top) or s + y (bottom).
  Model turned(int x, int y) const {
    Model m = *this;
    for (int s = 0; s < 12; ++s) {
      m.slots[((s + x) % 12 + 12) % 12] = slots[s];
      m.slots[12 + ((s + y) % 12 + 12) % 12] = slots[12 + s];
    }
    return m;
  }
  // No corner across the cut (between slots 11 and 0, 5 and 6) of either layer.
  bool twistable() const {
    for (int l = 0; l < 2; ++l)
      if (slots[12 * l] == slots[12 * l + 11] || slots[12 * l + 5] == slots[12 * l + 6])
        return false;
    return true;
  }
  Model twisted() const {
    Model m = *this;
    for (int i = 0; i < 6; ++i) std::swap(m.slots[6 + i], m.slots[12 + i]);
    m.middle ^= 1;
    return m;
  }
  std::string text() const {
    std::string t;
    for (int p : slots) {
      t += std::to_string(p);
      t += ' ';
    }
    t += std::to_string(middle);
    return t;
  }
};

std::unique_ptr<Puzzle> square1(const std::string& options = "") {
  for (auto& p : make_puzzles("square-1"))
    if (p->name() == "square-1") return loaded_puzzle(std::move(p), options);
  throw std::logic_error("no square-1");
}

std::string turn_name(int x, int y) {
  std::string name = "(";
  name += std::to_string(x);
  name += ',';
  name += std::to_string(y);
  name += ')';
  return name;
}

}  // namespace

TEST_CASE("square-1: scrambles read as the model makes them") {
  const auto pieces = square1("--input pieces");
  const auto scrambles = square1();
  std::mt19937 random(41);
  for (int n = 0; n < 300; ++n) {
    Model model;
    std::string scramble;
    for (int k = 0; k < 12; ++k) {
      int x = 0, y = 0;
      while (x == 0 && y == 0) {
        x = static_cast<int>(random() % 12) - 5;
        y = static_cast<int>(random() % 12) - 5;
      }
      if (!model.turned(x, y).twistable()) continue;
      model = model.turned(x, y).twisted();
      scramble += turn_name(x, y);
      scramble += " / ";
    }
    CAPTURE(scramble);
    const Position p = scrambles->read_case(case_tokens(*scrambles, scramble));
    CHECK(pieces->write_case(p) == model.text());
    CHECK(pieces->write_case(pieces->read_case(case_tokens(*pieces, model.text()))) ==
          model.text());
  }
  // A corner across the cut forbids `/`.
  CHECK_THROWS_WITH_AS(scrambles->read_case(case_tokens(*scrambles, "(2,0) /")),
                       doctest::Contains("move 2 \"/\" cannot be made"), InputError);
  CHECK_THROWS_AS(scrambles->read_case(case_tokens(*scrambles, "(7,0)")), InputError);
  CHECK_THROWS_AS(scrambles->read_case(case_tokens(*scrambles, "(0,0)")), InputError);
  CHECK_THROWS_WITH_AS(pieces->read_case(case_tokens(
                           *pieces, "0 0 1 2 2 3 4 4 5 6 6 7 8 9 9 10 11 11 12 13 13 14 15 14 0")),
                       doctest::Contains("edge 14 is on 2 slots"), InputError);
}

// Breadth-first from solved in the model: in the WCA metric each turn and
// each `/` one move; in the twist metric turns are free (0-1 search).
TEST_CASE("square-1: optimal distances equal the model's breadth-first search") {
  for (const bool wca : {false, true}) {
    CAPTURE(wca);
    const unsigned depth = wca ? 3 : 2;
    std::map<Model, unsigned> distance{{Model{}, 0}};
    std::vector<Model> layer{Model{}};
    auto close_under_turns = [&](std::vector<Model>& at, unsigned d) {
      std::vector<Model> more;
      for (const Model& m : at)
        for (int x = -5; x <= 6; ++x)
          for (int y = -5; y <= 6; ++y)
            if (distance.emplace(m.turned(x, y), d).second) more.push_back(m.turned(x, y));
      at.insert(at.end(), more.begin(), more.end());
    };
    if (!wca) close_under_turns(layer, 0);
    for (unsigned d = 1; d <= depth; ++d) {
      std::vector<Model> next;
      for (const Model& m : layer) {
        if (m.twistable() && distance.emplace(m.twisted(), d).second) next.push_back(m.twisted());
        if (wca)
          for (int x = -5; x <= 6; ++x)
            for (int y = -5; y <= 6; ++y)
              if ((x != 0 || y != 0) && distance.emplace(m.turned(x, y), d).second)
                next.push_back(m.turned(x, y));
      }
      if (!wca) close_under_turns(next, d);
      layer = std::move(next);
    }
    const auto puzzle = square1(std::string("--input pieces") + (wca ? " --metric wca" : ""));
    std::mt19937 random(7);
    unsigned checked = 0;
    for (const auto& [model, d] : distance) {
      // Every position of the WCA metric's first two moves; a sample of
      // the rest.
      if (!(wca && d < depth) && random() % (wca ? 61 : 29) != 0) continue;
      // (A copy: clang 14 captures no structured binding in CAPTURE's lambda.)
      const std::string pieces = model.text();
      CAPTURE(pieces);
      const Position p = puzzle->read_case(case_tokens(*puzzle, pieces));
      const auto moves = puzzle->solve(p);
      REQUIRE(moves);
      CHECK(path_cost(*puzzle, *moves) == d);
      Position at = p;
      for (const Move m : *moves) at = *puzzle->apply(at, m);
      CHECK(puzzle->is_goal(at));
      ++checked;
    }
    CHECK(checked > 20);
  }
}

// The nodes --format json prints are those of a search with a table of its
// own on one thread: the same after other searches have filled the shared
// table with what they learned (which would cut the second count short),
// and with two searches at once.
TEST_CASE("square-1: --format json counts the same nodes in every run") {
  const auto puzzle = square1();
  std::mt19937 random(1198);
  std::vector<std::string> scrambles;
  while (scrambles.size() < 4) {
    Model model;
    std::string scramble;
    for (int twists = 0; twists < 8;) {
      const int x = static_cast<int>(random() % 12) - 5, y = static_cast<int>(random() % 12) - 5;
      if ((x == 0 && y == 0) || !model.turned(x, y).twistable()) continue;
      model = model.turned(x, y).twisted();
      scramble += turn_name(x, y) + " / ";
      ++twists;
    }
    scrambles.push_back(scramble);
  }
  auto nodes = [&](const std::string& scramble) {
    for (const auto& [name, value] : puzzle->json_answer(case_tokens(*puzzle, scramble)).extras)
      if (name == "nodes") return value;
    return std::string("none");
  };
  std::vector<std::string> first;
  for (const std::string& s : scrambles) first.push_back(nodes(s));
  for (const std::string& s : scrambles)
    REQUIRE(puzzle->solve(puzzle->read_case(case_tokens(*puzzle, s))));
  std::vector<std::string> again(scrambles.size());
  {
    std::jthread other([&] {
      for (std::size_t i = 1; i < scrambles.size(); i += 2) again[i] = nodes(scrambles[i]);
    });
    for (std::size_t i = 0; i < scrambles.size(); i += 2) again[i] = nodes(scrambles[i]);
  }
  CHECK(first == again);
  CHECK(first.front() != "none");
}
