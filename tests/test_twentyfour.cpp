// The 24-puzzle against the test's own plain search: IDA* over Manhattan
// distance on boards of its own, for positions up to 30 moves from the
// goal, any goal; its numbering of positions; and, where
// PUZZLETAB_LARGE_TABLES names the folder of gen twentyfour --large's
// 6-6-6-6 databases (by hand, or scripts/bench: building them takes
// minutes, too long for scripts/test), Korf's easiest instances at their
// published lengths.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <set>
#include <string>

#include "case_cells.h"
#include "core/errors.h"
#include "core/table_store.h"
#include "core/tokens.h"
#include "loaded_puzzle.h"
#include "puzzles/sliding/board.h"
#include "puzzles/sliding/pattern_puzzle.h"
#include "puzzles/sliding/pattern_solver.h"
#include "puzzles/sliding/twentyfour.h"
#include "sanitized.h"

using namespace puzzletab;

namespace {

constexpr unsigned kWidth = 5, kCells = 25;
using Cells = testing::Cells<kWidth>;

// IDA* the plain way: Manhattan distance recomputed at every node, the
// blank's moves in u, d, l, r order and never the one back, the first
// solution of the last iteration: the lexically earliest shortest.
class PlainIdaStar {
 public:
  explicit PlainIdaStar(const Cells& goal) {
    for (unsigned c = 0; c < kCells; ++c) home_[goal[c]] = c;
  }
  std::string solve(Cells board) {
    for (unsigned bound = manhattan(board);; bound += 2) {
      path_.clear();
      if (descend(board, 0, bound, ' ')) return path_;
    }
  }

 private:
  unsigned manhattan(const Cells& b) const {
    unsigned sum = 0;
    for (unsigned c = 0; c < kCells; ++c) {
      if (b[c] == 0) continue;
      const unsigned h = home_[b[c]];
      sum += static_cast<unsigned>(
          std::abs(static_cast<int>(c / kWidth) - static_cast<int>(h / kWidth)) +
          std::abs(static_cast<int>(c % kWidth) - static_cast<int>(h % kWidth)));
    }
    return sum;
  }
  bool descend(const Cells& b, unsigned g, unsigned bound, char last) {
    const unsigned h = manhattan(b);
    if (h == 0) return true;
    if (g + h > bound) return false;
    for (const char m : std::string("udlr")) {
      if ((m == 'u' && last == 'd') || (m == 'd' && last == 'u') || (m == 'l' && last == 'r') ||
          (m == 'r' && last == 'l'))
        continue;
      const auto next = testing::plain_move<kWidth>(b, m);
      if (!next) continue;
      path_.push_back(m);
      if (descend(*next, g + 1, bound, m)) return true;
      path_.pop_back();
    }
    return false;
  }
  std::array<unsigned, kCells> home_{};
  std::string path_;
};

std::string text(const Cells& c) {
  std::string s;
  for (const auto t : c) {
    if (!s.empty()) s.push_back(' ');
    s += t == 0 ? std::string("x") : std::to_string(t);
  }
  return s;
}

Cells walk(Cells c, unsigned steps, std::mt19937& rng) {
  char last = ' ';
  for (unsigned i = 0; i < steps;) {
    const char m = "udlr"[rng() % 4];
    if ((m == 'u' && last == 'd') || (m == 'd' && last == 'u') || (m == 'l' && last == 'r') ||
        (m == 'r' && last == 'l'))
      continue;
    if (const auto next = testing::plain_move<kWidth>(c, m)) {
      c = *next;
      last = m;
      ++i;
    }
  }
  return c;
}

Cells cells_of(std::string_view board) {
  Cells c{};
  std::size_t i = 0;
  for (const auto& t : split_tokens(board))
    c.at(i++) = t == "x" ? 0 : static_cast<std::uint8_t>(std::stoi(t));
  return c;
}

std::string answer(const Puzzle& puzzle, const Cells& start) {
  const auto solution = puzzle.solve(puzzle.read_case(split_tokens(text(start))));
  REQUIRE(solution);
  std::string moves;
  for (const Move m : *solution) moves += puzzle.move_name(m);
  return moves;
}

std::optional<std::string> large_folder() {
  const char* folder = std::getenv("PUZZLETAB_LARGE_TABLES");
  if (folder == nullptr ||
      !std::filesystem::exists(std::filesystem::path(folder) / "twentyfour-6666-1.ptab")) {
    MESSAGE("skipped: PUZZLETAB_LARGE_TABLES names no folder of gen twentyfour --large's tables");
    return std::nullopt;
  }
  return std::string(folder);
}

}  // namespace

TEST_CASE("twentyfour: the plain IDA*'s answers, move for move, up to 30 moves from any goal") {
  std::mt19937 rng(24);
  // The standard goal, Korf's, and goals with the blank in a cell of each
  // kind (next to a corner, an edge's middle, diagonal, next to the
  // centre, the centre): every small set and flexible group.
  std::vector<std::string> goals = {"", "korf"};
  for (const unsigned blank : {5u, 22u, 6u, 17u, 12u}) {
    Cells g = cells_of(twentyfour::data().korf_goal);
    std::shuffle(g.begin(), g.end(), rng);
    std::swap(g[static_cast<std::size_t>(std::find(g.begin(), g.end(), 0) - g.begin())], g[blank]);
    goals.push_back(text(g));
  }
  const unsigned walks = kSanitized ? 2 : 5;
  for (const std::string& goal_text : goals) {
    CAPTURE(goal_text);
    const std::string option = goal_text.empty() ? "" : "--goal \"" + goal_text + "\"";
    const auto small = testing::loaded_puzzle(twentyfour::make_puzzle(), option);
    const auto manhattan =
        testing::loaded_puzzle(twentyfour::make_puzzle(), option + " --pdb manhattan");
    const Cells goal =
        testing::case_cells<kCells>(*small, small->read_case(split_tokens(small->goal_text(0))));
    PlainIdaStar plain(goal);
    for (unsigned i = 0; i < walks; ++i) {
      const Cells start = walk(goal, 20 + rng() % 11, rng);
      CAPTURE(text(start));
      const std::string want = plain.solve(start);
      CHECK(answer(*small, start) == want);
      CHECK(answer(*manhattan, start) == want);
    }
  }
}

TEST_CASE("twentyfour: an iteration split in subtrees gives the answer and counts of one thread") {
  const auto& data = twentyfour::data();
  const sliding::Board goal = sliding::standard_goal(kWidth);
  const sliding::Partition* p = sliding::serving_partition(data, "small", goal);
  REQUIRE(p != nullptr);
  std::vector<TableReader> tables;
  sliding::PatternSet set{kWidth, p->blank, p->groups, {}, p->flexible};
  for (std::size_t g = 0; g < p->groups.size(); ++g) {
    tables.push_back(TableStore(PUZZLETAB_TEST_TABLES).open(sliding::table_spec(data, *p, g)));
    set.tables.push_back(tables.back().entries());
  }
  const sliding::PatternSolver one(set, goal);
  sliding::PatternSolver split(set, goal);
  split.split_after(1000);
  std::mt19937 rng(5);
  Cells standard{};
  for (unsigned c = 0; c + 1 < kCells; ++c) standard[c] = static_cast<std::uint8_t>(c + 1);
  for (unsigned i = 0; i < (kSanitized ? 2u : 4u); ++i) {
    const Cells start = walk(standard, 44, rng);
    CAPTURE(text(start));
    const sliding::Board board = sliding::parse_board(std::string_view(text(start)), kWidth);
    const auto want = one.solve(board);
    const auto got = split.solve(board);
    CHECK(got.moves == want.moves);
    CHECK(got.expanded == want.expanded);
    CHECK(got.generated == want.generated);
    CHECK(got.last_iteration == want.last_iteration);
    CHECK(want.expanded > 1000);
  }
  // A subtree's description that does not fit this solver is refused.
  const std::atomic<std::int64_t> none{1};
  CHECK_THROWS_AS(one.search_subtree("no subtree", none), std::logic_error);
}

TEST_CASE("twentyfour: which set serves which goal, and the tables' variants") {
  const auto& data = twentyfour::data();
  for (unsigned blank = 0; blank < kCells; ++blank) {
    CAPTURE(blank);
    sliding::Board goal = sliding::standard_goal(kWidth);
    std::swap(goal.cells[24], goal.cells[blank]);
    const unsigned row = blank / kWidth, col = blank % kWidth;
    const bool corner = (row == 0 || row == 4) && (col == 0 || col == 4);
    CHECK(sliding::serving_partition(data, "small", goal) != nullptr);
    CHECK((sliding::serving_partition(data, "6666", goal) != nullptr) == corner);
  }
  // 6-6-6-6's group with 19 and 23 walls the blank's cell (24) in: its
  // table counts moves to the goal's blank and says so in its variant.
  for (const auto& p : data.partitions)
    for (std::size_t g = 0; g < p.groups.size(); ++g) {
      CAPTURE(p.file);
      CAPTURE(g);
      std::uint64_t cells = 0;
      for (const auto c : p.groups[g]) cells |= std::uint64_t{1} << c;
      const bool from_blank = p.file == "6666" && g == 2;
      CHECK(sliding::goal_blank(data, p, g) == (from_blank ? std::optional(24u) : std::nullopt));
      CHECK(sliding::table_spec(data, p, g).info.variant ==
            (from_blank ? cells | std::uint64_t{1} << 24 : cells));
    }
  CHECK(sliding::parse_goal(data, "korf") ==
        sliding::parse_board(std::string_view(data.korf_goal), kWidth));
  CHECK_THROWS_WITH_AS(sliding::parse_goal(data, "1 2 3"),
                       "--goal: expected tiles 1..24 and x (or 0), each once, got 3 tokens",
                       InputError);
}

TEST_CASE("twentyfour positions: numbers give boards of the goal's class, then the other") {
  const auto puzzle = testing::loaded_puzzle(twentyfour::make_puzzle(), "--goal korf");
  const Uint128 count = puzzle->position_count(false);
  // 25!/2 = 7,755,605,021,665,492,992,000,000
  CHECK(to_string(count) == "7755605021665492992000000");
  CHECK(puzzle->position_count(true) == plus(count, count));
  const Position goal = puzzle->read_case(split_tokens(twentyfour::data().korf_goal));
  REQUIRE(puzzle->is_goal(goal));
  // The class of a board of odd width: the parity of its tiles' order.
  const auto odd = [](const Cells& c) {
    unsigned inversions = 0;
    for (unsigned i = 0; i < kCells; ++i)
      for (unsigned j = i + 1; j < kCells; ++j) inversions += c[i] && c[j] && c[j] < c[i];
    return inversions % 2;
  };
  const unsigned goal_class = odd(testing::case_cells<kCells>(*puzzle, goal));
  std::mt19937_64 rng(24);
  std::set<Cells> seen;
  std::array<unsigned, kCells> blanks{};
  for (int k = 0; k < 1000; ++k) {
    // A uniform number below the count (2^82.7): 83 random bits, drawn again when too large.
    const Uint128 index = Uint128::from_words(rng() >> 45, rng());
    if (index >= count) continue;
    const Cells solvable = testing::case_cells<kCells>(*puzzle, puzzle->nth_position(index, false));
    REQUIRE(odd(solvable) == goal_class);
    seen.insert(solvable);
    ++blanks[static_cast<std::size_t>(std::find(solvable.begin(), solvable.end(), 0) -
                                      solvable.begin())];
    const Cells other =
        testing::case_cells<kCells>(*puzzle, puzzle->nth_position(plus(index, count), true));
    REQUIRE(odd(other) != goal_class);
    for (Move m = 0; m < puzzle->move_count(); ++m) {
      const Position p = puzzle->read_case(split_tokens(text(solvable)));
      const auto expected = testing::plain_move<kWidth>(solvable, puzzle->move_name(m).at(0));
      const auto next = puzzle->apply(p, m);
      REQUIRE(next.has_value() == expected.has_value());
      if (next) REQUIRE(testing::case_cells<kCells>(*puzzle, *next) == *expected);
    }
  }
  CHECK(seen.size() > 700);                       // about 800 numbers below the count
  for (const unsigned n : blanks) CHECK(n > 10);  // 32 expected in each cell
  CHECK(odd(testing::case_cells<kCells>(*puzzle, puzzle->nth_position(minus(count, 1), false))) ==
        goal_class);
}

TEST_CASE("twentyfour: Korf's easiest instances at their published lengths (6-6-6-6)") {
  const auto folder = large_folder();
  if (!folder) return;
  // Korf and Felner 2002 (../shared/reference/korf24-50.txt): #40 and #38,
  // the fewest nodes with 6-6-6-6 and the reflection.
  struct Instance {
    int id;
    std::size_t length;
    const char* tiles;
  };
  const Instance instances[] = {
      {40, 82, "2 17 4 13 7 12 10 3 0 16 21 24 8 5 18 20 15 19 14 9 22 11 6 1 23"},
      {38, 96, "10 3 24 12 0 7 8 11 14 21 22 23 2 1 9 17 18 6 20 4 13 15 5 19 16"},
  };
  const auto puzzle =
      testing::loaded_puzzle(twentyfour::make_puzzle(), "--goal korf --pdb 6666", *folder);
  const Cells goal = cells_of(twentyfour::data().korf_goal);
  for (const auto& instance : instances) {
    CAPTURE(instance.id);
    const Cells start = cells_of(instance.tiles);
    const std::string moves = answer(*puzzle, start);
    CHECK(moves.size() == instance.length);
    Cells end = start;
    for (const char m : moves) end = testing::plain_move<kWidth>(end, m).value();
    CHECK(end == goal);
  }
}
