// query --all-shortest (modes/all_shortest) against the test's own
// enumeration: a breadth-first search forward from the case over the
// puzzle's moves (apply and is_goal alone, no table, no distance), the
// positions on some shortest path to the goal marked backward from it,
// then every path through them in move order. Tables and searches alike:
// puzzles answered from tables (msquare, eight, clocks, the 2x2x2,
// pyraminx, skewb) and by IDA* (fifteen, the 3x3x3, the Square-1 in both
// metrics), cases drawn at random or walked from the goal. Fewer under
// the sanitizers, where the test's search over all of eight's or clocks'
// positions takes minutes.
#include <doctest/doctest.h>

#include <map>
#include <random>
#include <string>
#include <vector>

#include "core/errors.h"
#include "loaded_puzzle.h"
#include "modes/all_shortest.h"
#include "puzzles/registry.h"
#include "sanitized.h"

using namespace puzzletab;

namespace {

std::unique_ptr<Puzzle> puzzle_named(const std::string& name, const std::string& options = "") {
  for (auto& puzzle : make_puzzles(name))
    if (puzzle->name() == name) return testing::loaded_puzzle(std::move(puzzle), options);
  FAIL("no puzzle " << name);
  return nullptr;
}

struct Enumerated {
  std::vector<std::vector<Move>> answers;
  bool more = false;
};

// Every shortest move sequence from `start` to the goal, in move order, at
// most `limit` (and whether there are more); nothing when the search finds
// no goal within `depth_cap` moves.
std::optional<Enumerated> enumerate(const Puzzle& puzzle, const Position& start, std::size_t limit,
                                    unsigned depth_cap) {
  std::vector<std::vector<Position>> layers{{start}};
  std::map<Position, unsigned> depth{{start, 0}};
  unsigned goal_depth = puzzle.is_goal(start) ? 0 : depth_cap + 1;
  for (unsigned d = 0; goal_depth > depth_cap && d < depth_cap; ++d) {
    layers.emplace_back();
    for (const Position& p : layers[d])
      for (Move m = 0; m < puzzle.move_count(); ++m)
        if (const auto q = puzzle.apply(p, m); q && depth.emplace(*q, d + 1).second) {
          layers[d + 1].push_back(*q);
          if (puzzle.is_goal(*q)) goal_depth = d + 1;
        }
  }
  if (goal_depth > depth_cap) return std::nullopt;
  // Backward from the goal: the positions of layer d with a move to a
  // marked one of layer d + 1.
  std::vector<std::map<Position, bool>> on_path(goal_depth + 1);
  for (const Position& p : layers[goal_depth])
    if (puzzle.is_goal(p)) on_path[goal_depth][p] = true;
  for (unsigned d = goal_depth; d-- > 0;)
    for (const Position& p : layers[d])
      for (Move m = 0; m < puzzle.move_count(); ++m)
        if (const auto q = puzzle.apply(p, m); q && on_path[d + 1].count(*q) != 0) {
          on_path[d][p] = true;
          break;
        }
  Enumerated found;
  std::vector<Move> path;
  const auto walk = [&](auto&& self, const Position& p, unsigned d) -> void {
    if (d == goal_depth) {
      if (found.answers.size() < limit)
        found.answers.push_back(path);
      else
        found.more = true;
      return;
    }
    for (Move m = 0; m < puzzle.move_count() && !found.more; ++m)
      if (const auto q = puzzle.apply(p, m); q && on_path[d + 1].count(*q) != 0) {
        path.push_back(m);
        self(self, *q, d + 1);
        path.pop_back();
      }
  };
  walk(walk, start, 0);
  return found;
}

// In a metric with moves that cost nothing (the Square-1's twist metric):
// every sequence with no two of those in a row, in move order, of the
// least cost that reaches the goal (found by trying each cost up to
// `cost_cap` in turn), at most `limit`.
std::optional<Enumerated> enumerate_canonical(const Puzzle& puzzle, const Position& start,
                                              std::size_t limit, unsigned cost_cap) {
  for (unsigned cost = 0; cost <= cost_cap; ++cost) {
    Enumerated found;
    std::vector<Move> path;
    const auto walk = [&](auto&& self, const Position& p, unsigned spent, bool after_free) -> void {
      if (spent == cost && puzzle.is_goal(p)) {
        if (found.answers.size() < limit)
          found.answers.push_back(path);
        else
          found.more = true;
        return;
      }
      for (Move m = 0; m < puzzle.move_count() && !found.more; ++m) {
        const unsigned c = puzzle.move_cost(m);
        if (spent + c > cost || (c == 0 && after_free)) continue;
        if (const auto q = puzzle.apply(p, m)) {
          path.push_back(m);
          self(self, *q, spent + c, c == 0);
          path.pop_back();
        }
      }
    };
    walk(walk, start, 0, false);
    if (!found.answers.empty()) return found;
  }
  return std::nullopt;
}

// The case `moves` random moves from `from`.
Position walked(const Puzzle& puzzle, Position from, unsigned moves, std::mt19937_64& random) {
  std::uniform_int_distribution<Move> any(0, puzzle.move_count() - 1);
  for (unsigned i = 0; i < moves;)
    if (const auto next = puzzle.apply(from, any(random))) {
      from = *next;
      ++i;
    }
  return from;
}

void compare(const Puzzle& puzzle, const Position& position, std::size_t limit, unsigned cap,
             bool canonical = false) {
  const auto expected = canonical ? enumerate_canonical(puzzle, position, limit, cap)
                                  : enumerate(puzzle, position, limit, cap);
  REQUIRE(expected.has_value());
  const auto got = shortest_answers(puzzle, position, limit);
  REQUIRE(got.has_value());
  CHECK(got->answers == expected->answers);
  CHECK(got->more == expected->more);
  CHECK(got->distance == path_cost(puzzle, expected->answers.front()));
  // The first is the one answer query gives.
  CHECK(puzzle.solve(position) == expected->answers.front());
}

}  // namespace

TEST_CASE("--all-shortest: the puzzles answered from tables") {
  std::mt19937_64 random(42);
  // Random positions, the test's search over all of them.
  for (const auto& [name, count, cap] : {std::tuple{"msquare", kSanitized ? 10u : 60u, 22u},
                                         {"eight", kSanitized ? 1u : 8u, 31u},
                                         {"clocks", kSanitized ? 1u : 5u, 27u}}) {
    const std::string puzzle_name = name;
    CAPTURE(puzzle_name);
    const auto puzzle = puzzle_named(puzzle_name);
    std::uniform_int_distribution<std::uint64_t> index(
        0, std::uint64_t{puzzle->position_count(false)} - 1);
    for (unsigned i = 0; i < count; ++i) {
      const Position position = puzzle->nth_position(index(random), false);
      CAPTURE(puzzle->write_case(position));
      compare(*puzzle, position, 40, cap);
    }
  }
  // Scrambles of a few moves: the test's search holds their surroundings.
  for (const std::string puzzle_name : {"2x2x2", "pyraminx", "skewb"}) {
    CAPTURE(puzzle_name);
    const auto puzzle = puzzle_named(puzzle_name);
    for (unsigned i = 0; i < 30; ++i) {
      const Position position =
          walked(*puzzle, puzzle->read_case(std::vector<std::string>{""}), 1 + i % 6, random);
      CAPTURE(puzzle->write_case(position));
      compare(*puzzle, position, 40, 6);
    }
  }
}

TEST_CASE("--all-shortest: the puzzles answered by search, cases walked from the goal") {
  std::mt19937_64 random(7);
  const auto fifteen = puzzle_named("fifteen");
  const Position fifteen_goal = fifteen->read_case(std::vector<std::string>{
      "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "x"});
  for (unsigned i = 0; i < 20; ++i) {
    const Position position = walked(*fifteen, fifteen_goal, 4 + i % 10, random);
    CAPTURE(fifteen->write_case(position));
    compare(*fifteen, position, 30, 14);
  }
  const auto cube = puzzle_named("3x3x3");
  for (unsigned i = 0; i < 12; ++i) {
    const Position position =
        walked(*cube, cube->read_case(std::vector<std::string>{""}), 1 + i % 4, random);
    CAPTURE(cube->write_case(position));
    compare(*cube, position, 30, 4);
  }
  const auto square1 = puzzle_named("square-1", "--metric wca");
  for (unsigned i = 0; i < 8; ++i) {
    const Position position =
        walked(*square1, square1->read_case(std::vector<std::string>{""}), 1 + i % 3, random);
    CAPTURE(square1->write_case(position));
    compare(*square1, position, 30, 3);
  }
}

TEST_CASE("--all-shortest: the Square-1's twist metric, where turns cost nothing") {
  // Its answers alternate turns and `/`, as the solver's do: the test's
  // enumeration of every such sequence of the least twists.
  std::mt19937_64 random(11);
  const auto square1 = puzzle_named("square-1");
  Move slash = 0;
  while (square1->move_name(slash) != "/") ++slash;
  std::uniform_int_distribution<Move> any(0, square1->move_count() - 1);
  unsigned twisted = 0;
  const unsigned count = kSanitized ? 3 : 12;
  for (unsigned i = 0; i < count; ++i) {
    // Up to two twists from solved, each after a random turn that allows
    // it, and a last turn.
    Position position = square1->read_case(std::vector<std::string>{""});
    for (unsigned t = 0; t < i % 3;) {
      const Move turn = any(random);
      if (square1->move_cost(turn) != 0) continue;
      const auto turned = square1->apply(position, turn);
      if (const auto then = turned ? square1->apply(*turned, slash) : std::nullopt) {
        position = *then;
        ++t;
      }
    }
    position = walked(*square1, position, 1, random);
    CAPTURE(square1->write_case(position));
    compare(*square1, position, 30, 2, true);
    if (path_cost(*square1, *square1->solve(position)) > 0) ++twisted;
  }
  // Two in three are made with a `/`: at least half need one.
  CHECK(twisted >= count / 2);
}

TEST_CASE("--all-shortest: refused where the shortest answers are not listed") {
  CHECK_THROWS_WITH_AS(all_shortest_answerer(*puzzle_named("4x4x4"), false, 10),
                       doctest::Contains("not the shortest"), InputError);
  CHECK_THROWS_WITH_AS(all_shortest_answerer(*puzzle_named("msquare"), false, 0),
                       doctest::Contains("expected 1..1,000,000"), InputError);
  CHECK_THROWS_WITH_AS(all_shortest_answerer(*puzzle_named("msquare"), true, kMaxAllShortest + 1),
                       doctest::Contains("expected 1..1,000,000"), InputError);
}
