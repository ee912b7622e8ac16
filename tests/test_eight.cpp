#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "case_cells.h"
#include "core/answer_text.h"
#include "core/errors.h"
#include "core/table.h"
#include "core/tokens.h"
#include "loaded_puzzle.h"
#include "puzzles/sliding/eight.h"
#include "tree_paths.h"

using namespace puzzletab;
using sliding::Board;

namespace {

// Boards written out independently of src/: cells row by row, 0 the blank,
// and the moves from the statement (the letter names where the blank goes).
using EightCells = testing::Cells<3>;
constexpr std::string_view kLetters = "udlr";

// A plain index of the 9! boards (Lehmer code, quadratic): owes nothing to src/rank.
std::uint32_t plain_index(const EightCells& c) {
  std::uint32_t index = 0;
  for (unsigned i = 0; i < 9; ++i) {
    unsigned smaller_after = 0;
    for (unsigned j = i + 1; j < 9; ++j) smaller_after += c[j] < c[i];
    index = index * (9 - i) + smaller_after;
  }
  return index;
}

constexpr std::uint32_t kAllBoards = 362880;  // 9!

// Forward breadth-first search from `start`, trying u, d, l, r in that
// order: the first time a board is reached, its path is the lexically
// earliest shortest one. Keeps the letter that first reached each board.
struct PlainSearch {
  std::vector<char> reached_by = std::vector<char>(kAllBoards, 0);
  std::vector<std::int8_t> distance = std::vector<std::int8_t>(kAllBoards, -1);
  EightCells start;

  explicit PlainSearch(const EightCells& from) : start(from) {
    std::vector<EightCells> queue{start};
    distance[plain_index(start)] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const EightCells c = queue[head];
      for (const char m : kLetters) {
        const auto next = testing::plain_move<3>(c, m);
        if (!next || distance[plain_index(*next)] >= 0) continue;
        distance[plain_index(*next)] = static_cast<std::int8_t>(distance[plain_index(c)] + 1);
        reached_by[plain_index(*next)] = m;
        queue.push_back(*next);
      }
    }
  }

  // The path to `goal` read back through the letters, or nothing.
  std::optional<std::string> path_to(EightCells goal) const {
    if (distance[plain_index(goal)] < 0) return std::nullopt;
    std::string path;
    while (goal != start) {
      const char m = reached_by[plain_index(goal)];
      path.push_back(m);
      const char back = m == 'u' ? 'd' : m == 'd' ? 'u' : m == 'l' ? 'r' : 'l';
      goal = *testing::plain_move<3>(goal, back);
    }
    std::reverse(path.begin(), path.end());
    return path;
  }
};

Board board(const EightCells& c) {
  Board b;
  b.width = 3;
  std::copy(c.begin(), c.end(), b.cells.begin());
  return b;
}

EightCells cells(const Board& b) {
  EightCells c{};
  std::copy_n(b.cells.begin(), 9, c.begin());
  return c;
}

Board parse(std::string_view text) {
  return sliding::parse_board(text, 3);
}

// The committed tables (gen --check keeps them equal to a fresh computation).
struct Tables {
  std::vector<TableReader> readers;
  Tables() {
    for (unsigned b = 0; b < 9; ++b)
      readers.emplace_back(std::string(PUZZLETAB_TEST_TABLES) + "/eight-" + std::to_string(b) +
                           ".ptab");
  }
  PackedView operator[](const Board& goal) const { return readers[goal.blank()].entries(); }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

std::optional<std::string> solve(std::string_view start, std::string_view goal) {
  return eight::solve(parse(start), parse(goal), tables()[parse(goal)]);
}

// The puzzle as query loads it, with its options.
std::unique_ptr<Puzzle> loaded_puzzle(const std::string& options = "") {
  return testing::loaded_puzzle(eight::make_puzzle(), options);
}

// apply() against the statement's moves, named by move_name().
void check_moves(const Puzzle& puzzle, Position p) {
  const EightCells c = testing::case_cells<9>(puzzle, p);
  for (Move m = 0; m < puzzle.move_count(); ++m) {
    const auto expected = testing::plain_move<3>(c, puzzle.move_name(m).at(0));
    const auto next = puzzle.apply(p, m);
    REQUIRE(next.has_value() == expected.has_value());
    if (next) CHECK(testing::case_cells<9>(puzzle, *next) == *expected);
  }
}

}  // namespace

TEST_CASE("positions: all 9! numbers give distinct boards, the goal's class first") {
  const auto puzzle = loaded_puzzle();
  REQUIRE(puzzle->move_count() == 4);
  CHECK(puzzle->position_count(false) == eight::kStates);
  REQUIRE(puzzle->position_count(true) == kAllBoards);
  const EightCells goal = cells(sliding::standard_goal(3));
  const PlainSearch plain(goal);
  std::vector<bool> seen(kAllBoards, false);
  for (std::uint64_t index = 0; index < kAllBoards; ++index) {
    const Position p = puzzle->nth_position(index, true);
    const EightCells c = testing::case_cells<9>(*puzzle, p);
    REQUIRE(!seen[plain_index(c)]);
    seen[plain_index(c)] = true;
    REQUIRE((plain.distance[plain_index(c)] >= 0) == (index < eight::kStates));
    REQUIRE(puzzle->is_goal(p) == (c == goal));
    if (index % 97 != 0) continue;  // sampled: the checks above are the cost of the walk
    check_moves(*puzzle, p);
    if (index < eight::kStates)
      REQUIRE(testing::case_cells<9>(*puzzle, puzzle->nth_position(index, false)) == c);
  }
}

TEST_CASE("options: set as query sets them; one the puzzle lacks is refused") {
  CHECK(loaded_puzzle("--goal \"x 1 2 3 4 5 6 7 8\"")->goal_text(0) == "x 1 2 3 4 5 6 7 8");
  CHECK_THROWS_WITH_AS(loaded_puzzle("--from x"),
                       "eight has no option \"--from\" (its options: --goal)", InputError);
  CHECK_THROWS_WITH_AS(loaded_puzzle("--goal"), "--goal: expected a value, got an empty one",
                       InputError);
}

TEST_CASE("positions: a goal of the other class numbers its own class") {
  const auto puzzle = loaded_puzzle("--goal \"2 1 3 4 5 6 7 8 x\"");
  const EightCells goal = {2, 1, 3, 4, 5, 6, 7, 8, 0};
  const PlainSearch plain(goal);
  std::mt19937_64 rng(8);
  for (int k = 0; k < 2000; ++k) {
    const Position p = puzzle->nth_position(rng() % puzzle->position_count(false), false);
    const EightCells c = testing::case_cells<9>(*puzzle, p);
    REQUIRE(plain.distance[plain_index(c)] >= 0);
    REQUIRE(puzzle->is_goal(p) == (c == goal));
  }
  CHECK(puzzle->is_goal(puzzle->read_case(split_tokens("2 1 3 4 5 6 7 8 x"))));
  CHECK(!puzzle->is_goal(puzzle->read_case(split_tokens("1 2 3 4 5 6 7 8 x"))));
  CHECK(!puzzle->solve(puzzle->read_case(split_tokens("1 2 3 4 5 6 7 8 x"))));
}

TEST_CASE("ranks number the 181,440 boards of the canonical goals' class densely") {
  std::vector<bool> seen(kAllBoards, false);
  for (std::uint64_t r = 0; r < eight::kStates; ++r) {
    const Board b = eight::unrank(r);
    REQUIRE(eight::rank(b) == r);
    REQUIRE(sliding::same_class(b, eight::canonical_goal(0)));
    REQUIRE(!seen[plain_index(cells(b))]);
    seen[plain_index(cells(b))] = true;
  }
  for (unsigned blank = 0; blank < 9; ++blank) {
    CHECK(eight::canonical_goal(blank).blank() == blank);
    CHECK(sliding::same_class(eight::canonical_goal(blank), eight::canonical_goal(0)));
  }
}

TEST_CASE("the seed's cases, an unsolvable board, a solved board") {
  const std::string goal = "1 2 3 4 5 6 7 8 x";
  CHECK(solve("2 3 4 1 5 x 7 6 8", goal) == "ullddrurdllurdruldr");
  CHECK(solve("6 4 7 8 5 x 3 2 1", goal) == "uldldrurdluulddrurulldrrulldrdr");
  CHECK(solve("1 2 3 4 5 6 8 7 x", goal) == std::nullopt);
  CHECK(solve(goal, goal) == "");
  // The textbook spiral goal, and a start and goal in different classes.
  CHECK(solve("2 8 3 1 6 4 7 x 5", "1 2 3 8 x 4 7 6 5") == "uuldr");
  CHECK(solve("1 2 3 8 x 4 7 6 5", "2 1 3 8 x 4 7 6 5") == std::nullopt);
}

TEST_CASE("all 181,440 boards: shortest answers that solve, and the distance distribution") {
  const EightCells goal = cells(sliding::standard_goal(3));
  const PlainSearch plain(goal);  // moves are reversible: distances from the goal are to it
  std::map<int, std::uint32_t> plain_counts, table_counts;
  EightCells c = {0, 1, 2, 3, 4, 5, 6, 7, 8};
  std::uint32_t boards = 0, solvable = 0;
  do {
    ++boards;
    const auto moves = eight::solve(board(c), board(goal), tables()[board(goal)]);
    const int d = plain.distance[plain_index(c)];
    REQUIRE(moves.has_value() == (d >= 0));
    if (!moves) continue;
    ++solvable;
    REQUIRE(moves->size() == static_cast<std::size_t>(d));
    EightCells s = c;
    for (const char m : *moves) s = *testing::plain_move<3>(s, m);
    REQUIRE(s == goal);
    ++plain_counts[d];
    ++table_counts[static_cast<int>(moves->size())];
  } while (std::next_permutation(c.begin(), c.end()));
  CHECK(boards == kAllBoards);
  CHECK(solvable == eight::kStates);
  CHECK(plain_counts == table_counts);
  // The published ends of the distribution: 1, 2, 4, 8, ... 221, 2.
  CHECK(plain_counts[0] == 1);
  CHECK(plain_counts[1] == 2);
  CHECK(plain_counts[2] == 4);
  CHECK(plain_counts[3] == 8);
  CHECK(plain_counts[30] == 221);
  CHECK(plain_counts[31] == 2);
  CHECK(plain_counts.rbegin()->first == static_cast<int>(eight::kMaxDistance));
}

TEST_CASE("random starts and goals: exactly the string of a per-pair u,d,l,r BFS") {
  // One forward search from a start answers every goal from that start, so
  // 16 searches check 512 pairs; about half of the goals are in the other class.
  std::mt19937 rng(1998);
  unsigned compared = 0, unsolvable = 0;
  for (int s = 0; s < 16; ++s) {
    EightCells start = {0, 1, 2, 3, 4, 5, 6, 7, 8};
    std::shuffle(start.begin(), start.end(), rng);
    const PlainSearch plain(start);
    for (int g = 0; g < 32; ++g) {
      EightCells goal = start;
      std::shuffle(goal.begin(), goal.end(), rng);
      CAPTURE(plain_index(start));
      CAPTURE(plain_index(goal));
      const auto expected = plain.path_to(goal);
      REQUIRE(eight::solve(board(start), board(goal), tables()[board(goal)]) == expected);
      ++(expected ? compared : unsolvable);
    }
  }
  CHECK(compared > 200);
  CHECK(unsolvable > 200);
}

TEST_CASE("the committed tables equal a fresh search, and a corrupt table fails, never loops") {
  const Board goal = sliding::standard_goal(3);
  CHECK(eight::build_table(goal.blank()).bytes() ==
        std::vector<std::byte>(tables()[goal].bytes().begin(), tables()[goal].bytes().end()));
  // All zeros: 'u' from everywhere, which leaves the board from the top row.
  const PackedBuilder zeros(2, eight::kStates);
  CHECK_THROWS_AS(eight::solve(parse("2 3 4 1 5 x 7 6 8"), goal, zeros.view()), TableError);
  // 'l' and 'r' alternately: a cycle, stopped after the longest possible answer.
  PackedBuilder cycle(2, eight::kStates);
  for (std::uint64_t r = 0; r < eight::kStates; ++r)
    cycle.set(r, eight::unrank(r).blank() % 3 == 0 ? 3 : 2);
  CHECK_THROWS_AS(eight::solve(parse("2 3 4 1 5 x 7 6 8"), goal, cycle.view()), TableError);
}
