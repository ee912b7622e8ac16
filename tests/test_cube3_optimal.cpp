// The 3x3x3's optimal solver (docs/cube3.md) against a plain search of the
// test's own: IDA* through the Puzzle interface alone, trying every move in
// the order of their names (no canonical pruning), bounded by the exact
// distances of the positions within three moves of solved (a breadth-first
// search of its own) and 4 elsewhere. Its first solution at the shortest
// depth is the lexically earliest shortest answer, which the solver must
// give, move for move, on a seeded sample of scrambles of up to 7 moves.
#include <doctest/doctest.h>
#include <sys/mman.h>

#include <array>
#include <chrono>
#include <filesystem>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "core/puzzle.h"
#include "core/search_budget.h"
#include "loaded_puzzle.h"
#include "modes/sampling.h"
#include "puzzles/cube3/coordinates.h"
#include "puzzles/cube3/cube3_puzzle.h"
#include "puzzles/cube3/cubie.h"
#include "puzzles/cube3/facelets.h"
#include "puzzles/cube3/notation.h"
#include "puzzles/cube3/optimal_search.h"
#include "puzzles/cube3/optimal_table.h"
#include "puzzles/cube3/symmetry.h"
#include "sanitized.h"

namespace puzzletab::cube3 {
namespace {

constexpr unsigned kBallRadius = 3;

class PlainSearch {
 public:
  explicit PlainSearch(const Puzzle& puzzle) : puzzle_(puzzle) {
    std::vector<Position> layer = {Position{0}};
    ball_[Position{0}] = 0;
    for (unsigned d = 1; d <= kBallRadius; ++d) {
      std::vector<Position> next;
      for (const Position& p : layer)
        for (Move m = 0; m < puzzle.move_count(); ++m) {
          const Position q = *puzzle.apply(p, m);
          if (ball_.emplace(q, d).second) next.push_back(q);
        }
      layer = std::move(next);
    }
  }

  std::size_t ball_size() const { return ball_.size(); }

  unsigned estimate(Position p) const {
    const auto found = ball_.find(p);
    return found == ball_.end() ? kBallRadius + 1 : found->second;
  }

  std::vector<Move> solve(Position start) {
    for (unsigned bound = estimate(start);; ++bound) {
      path_.clear();
      if (descend(start, bound)) return path_;
    }
  }

 private:
  bool descend(Position p, unsigned left) {
    if (left == 0) return puzzle_.is_goal(p);
    for (Move m = 0; m < puzzle_.move_count(); ++m) {
      const Position q = *puzzle_.apply(p, m);
      if (estimate(q) > left - 1) continue;
      path_.push_back(m);
      if (descend(q, left - 1)) return true;
      path_.pop_back();
    }
    return false;
  }

  const Puzzle& puzzle_;
  std::map<Position, unsigned> ball_;
  std::vector<Move> path_;
};

Position scrambled(const Puzzle& puzzle, std::mt19937_64& random, unsigned moves) {
  Position p{0};
  for (unsigned i = 0; i < moves; ++i)
    p = *puzzle.apply(p, static_cast<Move>(random() % puzzle.move_count()));
  return p;
}

Position replayed(const Puzzle& puzzle, Position p, const std::vector<Move>& moves) {
  for (const Move m : moves) p = *puzzle.apply(p, m);
  return p;
}

Cube cube_of(const std::string& scramble) {
  Cube cube = solved_cube();
  for (const Turn turn : read_turns(scramble)) cube = turned(cube, turn);
  return cube;
}

TEST_CASE("3x3x3 axes: each axis's rotation renames each face's turns, and three are none") {
  for (unsigned axis = 0; axis < kAxes; ++axis)
    for (unsigned t = 0; t < kTurns; ++t) {
      CAPTURE(axis);
      CAPTURE(t);
      const FaceMap to = axis_rotation(axis);
      CHECK(rotated(turned(solved_cube(), turn_numbered(t)), to) ==
            turned(solved_cube(), rotated(turn_numbered(t), to)));
    }
  // The faces cycle U R F and D L B.
  const Cube cube = cube_of("R U F' L2 D B R2");
  CHECK(rotated(rotated(cube, axis_rotation(1)), axis_rotation(2)) == cube);
  CHECK(axis_rotation(1)[kU] == kR);
  CHECK(axis_rotation(2)[kU] == kF);
  CHECK(axis_rotation(1)[kD] == kL);
}

// The facts the large tables' bounds rest on (docs/cube3.md, "The inverse,
// and the axes a path's ends close"), on the cubes themselves: a turn of
// an axis's U or D face leaves that view's coordinates of the solved cube
// solved, so a solution's last turn closes its axis; and turned before a
// position, it leaves that view's coordinates as they were, so the
// inverse's entry on the axis of a turn is its parent's.
TEST_CASE(
    "3x3x3 optimal: a U or D turn of a view keeps its coordinates, after solved or before any") {
  const auto coordinates = [](const Cube& cube, unsigned a) {
    const Cube seen = rotated(cube, axis_rotation(a));
    return std::array{twist_coordinate(seen), flip_coordinate(seen), sorted_slice_coordinate(seen)};
  };
  std::mt19937_64 random(29);
  for (unsigned t = 0; t < kTurns; ++t) {
    const Cube turn = turned(solved_cube(), turn_numbered(t));
    unsigned axes = 0;
    for (unsigned a = 0; a < kAxes; ++a) {
      const Face face = rotated(turn_numbered(t), axis_rotation(a)).face;
      if (face != kU && face != kD) continue;
      ++axes;
      CHECK(coordinates(turn, a) == coordinates(solved_cube(), a));
      for (unsigned k = 0; k < 200; ++k) {
        Cube cube = solved_cube();
        for (unsigned m = 0; m < 30; ++m) cube = turned(cube, turn_numbered(random() % kTurns));
        CHECK(coordinates(then(turn, cube), a) == coordinates(cube, a));
      }
    }
    CHECK(axes == 1);
  }
}

TEST_CASE("3x3x3 optimal: the lexically earliest shortest answer, as a plain search finds it") {
  const auto puzzle = testing::loaded_puzzle(make_puzzle());
  PlainSearch plain(*puzzle);
  CHECK(plain.ball_size() == 1 + 18 + 243 + 3240);  // the published counts
  const OptimalSearch search;
  std::mt19937_64 random(28);
  const unsigned samples = kSanitized ? 12 : 60;
  for (unsigned k = 0; k < samples; ++k) {
    const unsigned length = 1 + k % 7;
    const Position p = scrambled(*puzzle, random, length);
    CAPTURE(puzzle->write_case(p));
    const auto moves = puzzle->solve(p);
    REQUIRE(moves);
    CHECK(puzzle->is_goal(replayed(*puzzle, p, *moves)));
    const auto expected = plain.solve(p);
    CHECK(*moves == expected);
    CHECK(search.estimate(cube_numbered(p)) <= expected.size());
    CHECK(puzzle->distance_within(p, static_cast<unsigned>(expected.size())) == expected.size());
    if (!expected.empty())
      CHECK(!puzzle->distance_within(p, static_cast<unsigned>(expected.size() - 1)));
  }
}

TEST_CASE("3x3x3 optimal: commuting faces in the order whose first face sorts first") {
  const auto puzzle = testing::loaded_puzzle(make_puzzle());
  const auto names = [&](const std::string& scramble) {
    const Position p = puzzle->read_case(std::vector<std::string>{scramble});
    std::string text;
    const auto moves = puzzle->solve(p);
    for (const Move m : moves.value()) {
      if (!text.empty()) text.push_back(' ');
      text += puzzle->move_name(m);
    }
    return text;
  };
  CHECK(names("F B") == "B' F'");
  CHECK(names("U D2") == "D2 U'");
  CHECK(names("R L'") == "L R'");
  CHECK(names("") == "");
}

// A search over `table` split between threads (from the first iteration)
// against one that is not, on `count` scrambles of 1 to `longest` turns:
// the same answers, those of the small tables, and the same node counts
// (counted as one walk would).
void check_split(const PackedView& table, OptimalLayout layout, unsigned count, unsigned longest,
                 unsigned seed) {
  const auto puzzle = testing::loaded_puzzle(make_puzzle());
  OptimalSearch split(table, layout);
  split.split_from(1);
  const OptimalSearch single(table, layout);
  const OptimalSearch small;
  std::mt19937_64 random(seed);
  for (unsigned k = 0; k < count; ++k) {
    const Cube cube = cube_numbered(scrambled(*puzzle, random, 1 + k % longest));
    const auto expected = small.solve_within(cube, 20);
    const auto a = split.solve_within(cube, 20);
    const auto b = single.solve_within(cube, 20);
    REQUIRE(expected);
    REQUIRE(a);
    REQUIRE(b);
    CHECK(a->turns == expected->turns);
    CHECK(b->turns == expected->turns);
    CHECK(a->nodes == b->nodes);
  }
}

TEST_CASE(
    "3x3x3 optimal: an iteration's subtrees split between threads: the same answers and counts") {
  check_split(PackedView(), kLargeLayout, kSanitized ? 4u : 20u, 7, 5);
}

// The large table's path (the walks' steps, lookups, subtrees and
// threads) over a table of zeros, which bounds every position by 0: the
// search is then a plain canonical IDA*, and must answer as the small
// tables do, move for move, here and under the sanitizers, where the real
// table (2.6 GB) is not built. Untouched pages of an anonymous mapping
// read as zeros and take no memory.
TEST_CASE("3x3x3 optimal: the large table's path over a table of zeros answers as the small ones") {
  // And the huge table's (15.6 GB of address space, never touched).
  for (const OptimalLayout layout : {kLargeLayout, kHugeLayout}) {
    const std::uint64_t size = packed_size(layout.slots(), 2);
    void* zeros =
        ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    REQUIRE(zeros != MAP_FAILED);
    CAPTURE(layout.orders);
    check_split(
        PackedView(std::span(static_cast<const std::byte*>(zeros), size), 2, layout.slots()),
        layout, kSanitized ? 6u : 24u, 4, 6);
    ::munmap(zeros, size);
  }
}

TEST_CASE("3x3x3 optimal: a search past its time limit stops on every thread, at once") {
  // The superflip is 20 moves (Reid 1995): far beyond what the small
  // tables reach in a moment.
  const Cube superflip = cube_of("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2");
  REQUIRE(superflip == read_facelets("UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB"));
  OptimalSearch split;
  split.split_from(1);  // every iteration on every core, its subtrees small
  const OptimalSearch single;
  for (const OptimalSearch* search : std::array<const OptimalSearch*, 2>{&single, &split}) {
    const SearchBudget budget("test", Seconds(0.1), false);
    const auto start = std::chrono::steady_clock::now();
    CHECK_THROWS_AS(search->solve_within(superflip, 20), SearchTimeout);
    const Seconds took = std::chrono::steady_clock::now() - start;
    // --time-limit's promise, L + 0.5 s, with room for the sanitizers.
    CHECK(took.count() < 0.1 + (kSanitized ? 2.0 : 0.5));
    CHECK(budget.nodes() > 0);
  }
}

TEST_CASE("3x3x3 optimal: a budget counts every thread's nodes") {
  // A search that finds nothing within its length searches every subtree
  // of every iteration whole: the same nodes split between threads or not.
  const auto puzzle = testing::loaded_puzzle(make_puzzle());
  OptimalSearch split;
  split.split_from(1);
  const OptimalSearch single;
  std::mt19937_64 random(11);
  for (unsigned k = 0; k < 3; ++k) {
    // Random-state positions (18 moves or more), searched two bounds past
    // their estimate.
    const Cube cube = cube_numbered(scrambled(*puzzle, random, 40));
    const unsigned length = single.estimate(cube) + 1;
    REQUIRE(length < 16);
    std::uint64_t counted[2] = {};
    for (const int s : {0, 1}) {
      const SearchBudget budget("test", std::nullopt, false);
      CHECK_FALSE((s == 0 ? single : split).solve_within(cube, length));
      counted[s] = budget.nodes();
    }
    CHECK(counted[0] > 0);
    CHECK(counted[1] == counted[0]);
  }
}

TEST_CASE("3x3x3 optimal: --random --distance draws positions at that distance") {
  const auto puzzle = testing::loaded_puzzle(make_puzzle());
  SampleRequest request;
  request.count = 3;
  request.seed = 4;
  request.distance = DistanceRange{3, 3};
  std::vector<Position> drawn;
  sample_positions(*puzzle, request, [&](Position p) { drawn.push_back(p); });
  REQUIRE(drawn.size() == 3);
  for (const Position& p : drawn) CHECK(puzzle->solve(p)->size() == 3);
}

}  // namespace
}  // namespace puzzletab::cube3
