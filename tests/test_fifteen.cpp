#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <deque>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <unordered_map>

#include "case_cells.h"
#include "core/answer_text.h"
#include "core/errors.h"
#include "core/rank.h"
#include "core/search_budget.h"
#include "core/table.h"
#include "core/tokens.h"
#include "loaded_puzzle.h"
#include "puzzles/sliding/board.h"
#include "puzzles/sliding/eight.h"
#include "puzzles/sliding/fifteen.h"
#include "puzzles/sliding/move_automaton.h"
#include "puzzles/sliding/pattern_db.h"
#include "puzzles/sliding/pattern_puzzle.h"
#include "puzzles/sliding/pattern_solver.h"
#include "sanitized.h"
#include "tree_paths.h"

using namespace puzzletab;
using sliding::Board;

namespace {

std::uint64_t key(const Board& b) {
  std::uint64_t k = 0;
  for (unsigned i = 0; i < b.size(); ++i) k = k << 4 | b.cells[i];
  return k;
}

// The lexically earliest shortest move string, the plain way: breadth-first
// from start, moves in u,d,l,r order, each board keeping the move (and the
// board before it) that reached it first.
std::string plain_bfs(const Board& start, const Board& goal) {
  std::unordered_map<std::uint64_t, std::pair<std::uint64_t, char>> reached;
  reached.reserve(1 << 18);
  reached[key(start)] = {0, 0};
  std::deque<Board> queue{start};
  while (!queue.empty()) {
    const Board b = queue.front();
    queue.pop_front();
    if (b == goal) {
      std::string path;
      for (std::uint64_t k = key(b); k != key(start); k = reached[k].first)
        path.insert(path.begin(), reached[k].second);
      return path;
    }
    for (unsigned m = 0; m < 4; ++m) {
      const auto next = sliding::move_blank(b, m);
      if (next && reached.try_emplace(key(*next), key(b), sliding::kMoveLetters[m]).second)
        queue.push_back(*next);
    }
  }
  return "unreachable";
}

// The same for every start at once, on the 3x3 board: breadth-first from
// the goal gives every board's distance (by permutation rank); the earliest
// shortest string then takes, at each step, the first move in u,d,l,r
// order that gets closer.
class PlainDistances {
 public:
  explicit PlainDistances(const Board& goal) : distance_(factorial(9), kUnreached) {
    std::deque<Board> queue{goal};
    at(goal) = 0;
    while (!queue.empty()) {
      const Board b = queue.front();
      queue.pop_front();
      for (unsigned m = 0; m < 4; ++m)
        if (const auto next = sliding::move_blank(b, m); next && at(*next) == kUnreached) {
          at(*next) = static_cast<std::uint8_t>(at(b) + 1);
          queue.push_back(*next);
        }
    }
  }
  std::string earliest_shortest(Board b) {
    std::string path;
    for (unsigned d = at(b); d > 0; --d)
      for (unsigned m = 0; m < 4; ++m)
        if (const auto next = sliding::move_blank(b, m); next && at(*next) == d - 1) {
          path.push_back(sliding::kMoveLetters[m]);
          b = *next;
          break;
        }
    return path;
  }
  unsigned distance(const Board& b) { return at(b); }

 private:
  static constexpr std::uint8_t kUnreached = 0xFF;
  std::uint8_t& at(const Board& b) {
    return distance_[rank_permutation(std::span(b.cells.data(), 9))];
  }
  std::vector<std::uint8_t> distance_;
};

Board apply(Board b, const std::string& moves) {
  for (const char c : moves) {
    const auto next = sliding::move_blank(b, static_cast<unsigned>(sliding::kMoveLetters.find(c)));
    REQUIRE(next);
    b = *next;
  }
  return b;
}

Board random_walk(Board b, unsigned steps, std::mt19937& rng) {
  for (unsigned i = 0; i < steps;)
    if (const auto next = sliding::move_blank(b, rng() % 4)) {
      b = *next;
      ++i;
    }
  return b;
}

Board shuffled(unsigned width, std::mt19937& rng) {
  Board b = sliding::standard_goal(width);
  std::shuffle(b.cells.begin(), b.cells.begin() + b.size(), rng);
  return b;
}

// A pattern's value the plain way: 0-1 breadth-first over the pattern's
// tiles and the blank, in a map, from the tiles at home with the blank on
// any other cell; then the least over the blank's cell. States are strings
// of cells: the tiles' in order, then the blank's.
std::map<std::string, unsigned> plain_pattern(unsigned width,
                                              const std::vector<std::uint8_t>& home) {
  const unsigned n = width * width;
  std::map<std::string, unsigned> dist;
  std::deque<std::string> queue;
  for (unsigned b = 0; b < n; ++b) {
    if (std::find(home.begin(), home.end(), b) != home.end()) continue;
    std::string s(home.begin(), home.end());
    s.push_back(static_cast<char>(b));
    dist[s] = 0;
    queue.push_back(s);
  }
  while (!queue.empty()) {
    const auto s = queue.front();
    queue.pop_front();
    const unsigned d = dist[s], blank = static_cast<unsigned char>(s.back());
    const int steps[4] = {-static_cast<int>(width), static_cast<int>(width), -1, 1};
    for (const int step : steps) {
      const int to = static_cast<int>(blank) + step;
      if (to < 0 || to >= static_cast<int>(n) || (step == -1 && blank % width == 0) ||
          (step == 1 && blank % width == width - 1))
        continue;
      auto next = s;
      next.back() = static_cast<char>(to);
      unsigned cost = 0;
      for (std::size_t i = 0; i + 1 < s.size(); ++i)
        if (s[i] == to) {
          next[i] = static_cast<char>(blank);
          cost = 1;
        }
      const auto it = dist.find(next);
      if (it != dist.end() && it->second <= d + cost) continue;
      dist[next] = d + cost;
      if (cost == 0)
        queue.push_front(next);
      else
        queue.push_back(next);
    }
  }
  std::map<std::string, unsigned> best;
  for (const auto& [s, d] : dist) {
    const std::string tiles(s.begin(), s.end() - 1);
    const auto it = best.find(tiles);
    if (it == best.end() || d < it->second) best[tiles] = d;
  }
  return best;
}

// Width 3 databases: a flexible 2x2 block at the blank, and the rest.
struct WidthThree {
  std::vector<PackedBuilder> tables;
  sliding::PatternSet set{3, 8, {{0, 1, 2, 3, 6}, {4, 5, 7}}, {}, 1};
  WidthThree() {
    for (const auto& g : set.groups)
      tables.push_back(sliding::build_pattern_database(3, g, "test"));
    for (const auto& t : tables) set.tables.push_back(t.view());
  }
};

// The shipped 6-6-3 tables, opened for the set query chooses for a goal.
struct Fifteen663 {
  std::vector<TableReader> tables;
  sliding::PatternSolver solver(const Board& goal) {
    const sliding::Partition* p = sliding::serving_partition(fifteen::data(), "663", goal);
    REQUIRE(p != nullptr);
    sliding::PatternSet set{fifteen::kWidth, 15, p->groups, {}, p->flexible};
    for (std::size_t g = 0; g < p->groups.size(); ++g) {
      tables.emplace_back(std::filesystem::path(PUZZLETAB_TEST_TABLES) /
                          sliding::table_spec(fifteen::data(), *p, g).file_name);
      set.tables.push_back(tables.back().entries());
    }
    return sliding::PatternSolver(set, goal);
  }
};

}  // namespace

TEST_CASE("pattern databases equal a plain 0-1 search of the pattern") {
  for (const auto& home : {std::vector<std::uint8_t>{0, 1, 2}, std::vector<std::uint8_t>{4, 5, 7},
                           std::vector<std::uint8_t>{0, 3, 6, 8}}) {
    const auto plain = plain_pattern(3, home);
    const auto table = sliding::build_pattern_database(3, home, "test");
    const auto k = static_cast<unsigned>(home.size());
    REQUIRE(plain.size() == sliding::placements(9, k));
    for (const auto& [tiles, moves] : plain) {
      const std::vector<std::uint8_t> cells(tiles.begin(), tiles.end());
      unsigned manhattan = 0;
      for (unsigned i = 0; i < k; ++i) manhattan += sliding::cell_distance(cells[i], home[i], 3);
      const auto entry = table.view()[sliding::rank_placement(cells.data(), k, 9)];
      REQUIRE(manhattan + 2 * entry == moves);
    }
  }
}

TEST_CASE("placements rank densely and unrank back") {
  std::vector<bool> seen(sliding::placements(16, 4));
  std::uint8_t cells[4];
  for (std::uint64_t r = 0; r < seen.size(); ++r) {
    sliding::unrank_placement(r, 4, 16, cells);
    REQUIRE(sliding::rank_placement(cells, 4, 16) == r);
  }
}

TEST_CASE(
    "width 3: the same canonical answer as a plain breadth-first search and the eight tables, any "
    "goal") {
  const WidthThree three;
  std::mt19937 rng(11);
  const unsigned starts = kSanitized ? 10 : 40;
  for (unsigned blank = 0; blank < 9; ++blank) {
    Board goal = shuffled(3, rng);
    std::swap(goal.cells[goal.blank()], goal.cells[blank]);
    CAPTURE(key(goal));
    REQUIRE(sliding::PatternSolver::serves(three.set, goal));
    const sliding::PatternSolver solver(three.set, goal), manhattan(goal);
    PlainDistances plain(goal);
    const TableReader eight_table(std::filesystem::path(PUZZLETAB_TEST_TABLES) /
                                  ("eight-" + std::to_string(blank) + ".ptab"));
    for (unsigned i = 0; i < starts; ++i) {
      Board start = shuffled(3, rng);
      if (!sliding::same_class(start, goal)) std::swap(start.cells[0], start.cells[1]);
      if (start.cells[0] == sliding::kBlank || start.cells[1] == sliding::kBlank)
        std::swap(start.cells[2], start.cells[3]);
      if (!sliding::same_class(start, goal)) continue;
      CAPTURE(key(start));
      const std::string want = plain.earliest_shortest(start);
      CHECK(solver.solve(start).moves == want);
      CHECK(manhattan.solve(start).moves == want);
      CHECK(eight::solve(start, goal, eight_table.entries()) == want);
      CHECK(solver.estimate(start) <= want.size());
    }
  }
}

// Width 3 databases for a set that serves a corner blank alone (no
// flexible group), built from the goal's blank (cell 8) and from any
// region: {4, 5, 7} walls cell 8 in, as 7-8's 7-tile group walls in cell 15
// (issue 29).
struct WidthThreeCorner {
  std::vector<PackedBuilder> tables;
  sliding::PatternSet from_blank{3, 8, {{0, 1, 2, 3, 6}, {4, 5, 7}}, {}, -1};
  sliding::PatternSet any_region = from_blank;
  WidthThreeCorner() {
    for (const auto& g : from_blank.groups) {
      tables.push_back(sliding::build_pattern_database(3, g, "test", 8u));
      tables.push_back(sliding::build_pattern_database(3, g, "test"));
    }
    for (std::size_t i = 0; i < tables.size(); i += 2) {
      from_blank.tables.push_back(tables[i].view());
      any_region.tables.push_back(tables[i + 1].view());
    }
  }
};

// Admissible, not consistent: the least entry over the blank's regions can
// fall by more than one in a move (so could the entries from any region's
// goal), and IDA* needs only admissibility for the canonical answer.
TEST_CASE(
    "width 3, databases from the goal's blank: admissible, never weaker, fewer nodes, the same "
    "answers") {
  const WidthThreeCorner three;
  std::mt19937 rng(29);
  Board corner = shuffled(3, rng);  // a goal with its blank in cell 2, tiles anywhere
  std::swap(corner.cells[corner.blank()], corner.cells[2]);
  const unsigned boards = kSanitized ? 300 : 5000, starts = kSanitized ? 10 : 40;
  for (const Board& goal : {sliding::standard_goal(3), corner}) {
    CAPTURE(key(goal));
    const sliding::PatternSolver strong(three.from_blank, goal), weak(three.any_region, goal);
    PlainDistances plain(goal);
    bool stronger = false;
    for (unsigned i = 0; i < boards; ++i) {
      const Board b = shuffled(3, rng);
      if (!sliding::same_class(b, goal)) continue;
      CAPTURE(key(b));
      const unsigned h = strong.estimate(b);
      REQUIRE(h <= plain.distance(b));
      REQUIRE(h >= weak.estimate(b));
      stronger |= h > weak.estimate(b);
    }
    CHECK(stronger);
    std::uint64_t strong_nodes = 0, weak_nodes = 0;
    for (unsigned i = 0; i < starts; ++i) {
      const Board start = random_walk(goal, 40 + rng() % 9, rng);
      CAPTURE(key(start));
      const auto got = strong.solve(start);
      CHECK(got.moves == plain.earliest_shortest(start));
      CHECK(got.moves == weak.solve(start).moves);
      strong_nodes += got.expanded;
      weak_nodes += weak.solve(start).expanded;
    }
    CHECK(strong_nodes <= weak_nodes);
  }
}

TEST_CASE("fifteen: the canonical answer of a plain search for short scrambles, any goal") {
  Fifteen663 pdb;
  std::mt19937 rng(7);
  std::vector<Board> goals = {sliding::standard_goal(4),
                              sliding::parse_goal(fifteen::data(), "korf")};
  for (const unsigned blank : {5u, 6u, 14u, 1u}) {  // centre and edge blanks: a flexible group
    Board g = shuffled(4, rng);
    std::swap(g.cells[g.blank()], g.cells[blank]);
    goals.push_back(g);
  }
  const unsigned walks = kSanitized ? 2 : 6;
  for (const Board& goal : goals) {
    CAPTURE(key(goal));
    const sliding::PatternSolver solver = pdb.solver(goal);
    for (unsigned i = 0; i < walks; ++i) {
      const Board start = random_walk(goal, 8 + rng() % 7, rng);
      CAPTURE(key(start));
      const std::string want = plain_bfs(start, goal);
      const auto got = solver.solve(start);
      CHECK(got.moves == want);
      CHECK(apply(start, got.moves) == goal);
    }
  }
}

// IDA* the textbook way, with the solver's own estimate at every node:
// children tested one by one in u, d, l, r order (never the move back, and
// from the second iteration on never a move whose path ends with one of
// `later`'s strings), the next bound the least f that a bound pruned. Counts as Solution does: a
// node's children are all generated when it is expanded (a search that
// makes them one at a time skips those after the answer's moves).
class PlainIdaStar {
 public:
  PlainIdaStar(const sliding::PatternSolver& solver, const Board& goal,
               std::vector<std::vector<std::uint8_t>> later = {})
      : solver_(solver), goal_(goal), later_(std::move(later)) {}

  sliding::Solution solve(const Board& start) {
    sliding::Solution counts;
    for (unsigned bound = solver_.estimate(start);;) {
      next_bound_ = ~0u;
      const std::uint64_t before = counts.expanded;
      ++counts.generated;  // the root
      path_.clear();
      const bool found = descend(start, 0, bound, counts);
      if (!later_.empty()) never_ = later_;
      counts.last_iteration = counts.expanded - before;
      if (found) return counts;
      bound = next_bound_;
    }
  }

 private:
  bool ends_with_never(unsigned m) {
    path_.push_back(static_cast<std::uint8_t>(m));
    const bool never = std::any_of(never_.begin(), never_.end(), [&](const auto& s) {
      return s.size() <= path_.size() && std::equal(s.rbegin(), s.rend(), path_.rbegin());
    });
    path_.pop_back();
    return never;
  }

  bool descend(const Board& board, unsigned g, unsigned bound, sliding::Solution& counts) {
    ++counts.expanded;
    std::vector<std::pair<unsigned, Board>> children;
    for (unsigned m = 0; m < 4; ++m)
      if (const auto child = sliding::move_blank(board, m); child && !ends_with_never(m))
        children.emplace_back(m, *child);
    counts.generated += children.size();
    for (const auto& [m, child] : children) {
      const unsigned f = g + 1 + solver_.estimate(child);
      if (f > bound) {
        next_bound_ = std::min(next_bound_, f);
        continue;
      }
      if (child == goal_) return true;
      path_.push_back(static_cast<std::uint8_t>(m));
      if (descend(child, g + 1, bound, counts)) return true;
      path_.pop_back();
    }
    return false;
  }

  const sliding::PatternSolver& solver_;
  Board goal_;
  std::vector<std::vector<std::uint8_t>> later_;
  std::vector<std::vector<std::uint8_t>> never_{{0, 1}, {1, 0}, {2, 3}, {3, 2}};
  std::vector<std::uint8_t> path_;
  unsigned next_bound_ = 0;
};

TEST_CASE("fifteen: nodes expanded, generated and of the last iteration, as a plain IDA* counts") {
  Fifteen663 pdb;
  std::mt19937 rng(29);
  const Board goal = sliding::parse_goal(fifteen::data(), "korf");
  const sliding::PatternSolver solver = pdb.solver(goal), manhattan(goal);
  for (const auto* s : {&solver, &manhattan}) {
    PlainIdaStar plain(*s, goal);
    for (unsigned i = 0; i < (kSanitized ? 2u : 8u); ++i) {
      const Board start = random_walk(goal, 30 + rng() % 20, rng);
      CAPTURE(key(start));
      const auto got = s->solve(start);
      const auto want = plain.solve(start);
      CHECK(got.expanded == want.expanded);
      CHECK(got.generated == want.generated);
      CHECK(got.last_iteration == want.last_iteration);
    }
  }
}

TEST_CASE(
    "fifteen: with the long move automaton, the same answers, and nodes as a plain IDA* "
    "that never takes its strings counts") {
  Fifteen663 pdb;
  std::mt19937 rng(44);
  const Board goal = sliding::parse_goal(fifteen::data(), "korf");
  const sliding::PatternSolver plain_solver = pdb.solver(goal);
  sliding::PatternSolver solver = pdb.solver(goal);
  solver.long_automaton_after(0);  // from the second iteration on
  std::uint64_t fewer = 0, more = 0;
  for (unsigned i = 0; i < (kSanitized ? 2u : 8u); ++i) {
    const Board start = random_walk(goal, 200 + rng() % 20, rng);
    CAPTURE(key(start));
    const auto got = solver.solve(start);
    const auto without = plain_solver.solve(start);
    CHECK(got.moves == without.moves);
    PlainIdaStar plain(solver, goal, sliding::long_move_automaton().strings());
    const auto want = plain.solve(start);
    CHECK(got.expanded == want.expanded);
    CHECK(got.generated == want.generated);
    CHECK(got.last_iteration == want.last_iteration);
    REQUIRE(got.expanded <= without.expanded);
    fewer += without.expanded - got.expanded;
    more += without.expanded;
  }
  CHECK(fewer * 10 > more);  // at least a tenth fewer nodes
}

TEST_CASE("fifteen: Korf's instances get valid answers of the published optimal length") {
  struct Instance {
    int id;
    std::size_t length;
    const char* tiles;
  };
  // From Korf (1985), Table 1, goal 0 1 2 ... 15: the ones the test time
  // allows (the fewest nodes with 6-6-3), all 50 in scripts/bench.
  const Instance instances[] = {
      {9, 46, "3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0"},
      {42, 42, "4 5 7 2 9 14 12 13 0 3 6 11 8 1 15 10"},
      {31, 50, "12 8 15 13 1 0 5 4 6 3 2 11 9 7 14 10"},
      {30, 47, "12 15 2 6 1 14 4 8 5 3 7 0 10 13 9 11"},
      {47, 47, "6 10 1 14 15 8 3 5 13 0 2 7 4 9 11 12"},
      {12, 45, "14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15"},
      {19, 46, "7 11 8 3 14 0 6 15 1 4 13 9 5 12 2 10"},
      {48, 49, "8 11 4 6 7 3 10 9 2 12 15 13 0 1 5 14"},
      {46, 49, "8 4 6 1 14 12 2 15 13 10 9 5 3 7 0 11"},
      {2, 55, "13 5 4 10 9 12 8 14 2 3 7 1 0 15 11 6"},
      {13, 46, "3 6 5 2 10 0 15 14 1 4 13 12 9 8 11 7"},
      {28, 52, "13 14 6 12 4 5 1 0 9 3 10 2 15 11 8 7"},
      {29, 54, "9 8 0 2 15 1 4 14 3 10 7 5 11 13 6 12"},
      {34, 52, "6 11 7 8 13 2 5 4 1 10 3 9 14 0 12 15"},
      {45, 51, "3 14 9 7 12 15 0 4 1 8 5 6 11 10 2 13"},
  };
  Fifteen663 pdb;
  const Board goal = sliding::parse_goal(fifteen::data(), "korf");
  const sliding::PatternSolver solver = pdb.solver(goal);
  const std::size_t count = kSanitized ? 6 : std::size(instances);
  for (std::size_t i = 0; i < count; ++i) {
    CAPTURE(instances[i].id);
    const Board start = sliding::parse_board(std::string_view(instances[i].tiles), 4);
    const auto got = solver.solve(start);
    CHECK(got.moves.size() == instances[i].length);
    CHECK(apply(start, got.moves) == goal);
  }
}

TEST_CASE("fifteen: an iteration on every core gives the answer and node count of one thread") {
  // Korf's #2, 31, 28, 13, 34 and 49; every iteration after the first few
  // is split.
  const char* boards[] = {
      "13 5 4 10 9 12 8 14 2 3 7 1 0 15 11 6", "12 8 15 13 1 0 5 4 6 3 2 11 9 7 14 10",
      "13 14 6 12 4 5 1 0 9 3 10 2 15 11 8 7", "3 6 5 2 10 0 15 14 1 4 13 12 9 8 11 7",
      "6 11 7 8 13 2 5 4 1 10 3 9 14 0 12 15", "10 0 2 4 5 1 6 12 11 13 9 7 15 3 14 8"};
  Fifteen663 pdb;
  const Board goal = sliding::parse_goal(fifteen::data(), "korf");
  const sliding::PatternSolver one = pdb.solver(goal);
  sliding::PatternSolver split = pdb.solver(goal);
  split.split_after(1000);
  for (const std::string_view tiles : boards) {
    CAPTURE(tiles);
    const Board start = sliding::parse_board(tiles, 4);
    const auto want = one.solve(start);
    const auto got = split.solve(start);
    CHECK(got.moves == want.moves);
    CHECK(got.expanded == want.expanded);
    CHECK(got.generated == want.generated);
    CHECK(got.last_iteration == want.last_iteration);
  }
}

TEST_CASE("fifteen: a split search counts every thread's nodes, and stops on time") {
  // Korf's #2 (55 moves): iterations up to 53 find nothing, and search
  // every subtree whole, split or not.
  const Board start = sliding::parse_board("13 5 4 10 9 12 8 14 2 3 7 1 0 15 11 6", 4);
  Fifteen663 pdb;
  const Board goal = sliding::parse_goal(fifteen::data(), "korf");
  const sliding::PatternSolver one = pdb.solver(goal);
  sliding::PatternSolver split = pdb.solver(goal);
  split.split_after(1000);
  std::uint64_t counted[2] = {};
  for (const int s : {0, 1}) {
    const SearchBudget budget("test", std::nullopt, false);
    CHECK_FALSE((s == 0 ? one : split).solve_within(start, 53));
    counted[s] = budget.nodes();
  }
  CHECK(counted[0] > 5'000);  // 9,578: past split_after, so split
  CHECK(counted[1] == counted[0]);
  // Korf's #88 with Manhattan distance alone: hours; stopped at once.
  sliding::PatternSolver manhattan(goal);
  manhattan.split_after(1000);
  const SearchBudget budget("test", Seconds(0.1), false);
  const auto began = std::chrono::steady_clock::now();
  CHECK_THROWS_AS(manhattan.solve(sliding::parse_board("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3", 4)),
                  SearchTimeout);
  const Seconds took = std::chrono::steady_clock::now() - began;
  CHECK(took.count() < 0.1 + (kSanitized ? 2.0 : 0.5));
}

TEST_CASE("fifteen: only 7-8's 7-tile database is built from the goal's blank, and says so") {
  // The 6-6-3 sets serve blanks anywhere in their block, so their tables
  // (committed, checked by gen --check) keep every region as the goal; 7-8
  // serves cell 15 alone, and its 7-tile group walls that cell in.
  for (const auto& p : fifteen::data().partitions)
    for (std::size_t g = 0; g < p.groups.size(); ++g) {
      CAPTURE(p.file);
      CAPTURE(g);
      std::uint32_t cells = 0;
      for (const auto c : p.groups[g]) cells |= 1u << c;
      const bool from_blank = p.file == "78" && g == 1;
      CHECK(sliding::goal_blank(fifteen::data(), p, g) ==
            (from_blank ? std::optional(15u) : std::nullopt));
      // A table built before (its variant the cells alone) no longer matches.
      CHECK(sliding::table_spec(fifteen::data(), p, g).info.variant ==
            (from_blank ? cells | 1u << 15 : cells));
    }
}

TEST_CASE("fifteen: goals") {
  CHECK(sliding::parse_goal(fifteen::data(), "korf") ==
        sliding::parse_board(std::string_view("x 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15"), 4));
  CHECK_THROWS_WITH_AS(sliding::parse_goal(fifteen::data(), "1 2 3"),
                       "--goal: expected tiles 1..15 and x (or 0), each once, got 3 tokens",
                       InputError);
  // Every blank cell is served by a 6-6-3 set: the first (Korf and
  // Felner's) serves corners and edges, the second the centre; 7-8 serves
  // the corners only.
  const auto& first663 = fifteen::data().partitions.front();
  REQUIRE(first663.name == "663");
  for (unsigned blank = 0; blank < 16; ++blank) {
    Board goal = sliding::standard_goal(4);
    std::swap(goal.cells[15], goal.cells[blank]);
    const unsigned row = blank / 4, col = blank % 4;
    const bool corner = (row == 0 || row == 3) && (col == 0 || col == 3);
    const bool centre = row % 3 != 0 && col % 3 != 0;
    const sliding::Partition* p663 = sliding::serving_partition(fifteen::data(), "663", goal);
    REQUIRE(p663 != nullptr);
    CHECK((p663 == &first663) == !centre);
    CHECK((sliding::serving_partition(fifteen::data(), "78", goal) != nullptr) == corner);
  }
}

namespace {

using FifteenCells = testing::Cells<4>;

// On a board of even width, a vertical move carries a tile past three
// others and changes the blank's row: inversions of the tiles plus the
// blank's row keep their parity, and tell the two classes apart.
unsigned plain_class(const FifteenCells& c) {
  unsigned inversions = 0;
  for (unsigned i = 0; i < 16; ++i)
    for (unsigned j = i + 1; j < 16; ++j) inversions += c[i] && c[j] && c[j] < c[i];
  const auto blank = static_cast<unsigned>(std::find(c.begin(), c.end(), 0) - c.begin());
  return (inversions + blank / 4) % 2;
}

}  // namespace

TEST_CASE("fifteen positions: numbers give boards of the goal's class, then the other") {
  for (const std::string goal :
       {"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x", "x 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15",
        "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 x"}) {
    CAPTURE(goal);
    const auto puzzle = testing::loaded_puzzle(fifteen::make_puzzle(), "--goal \"" + goal + "\"");
    const std::uint64_t count = puzzle->position_count(false);
    CHECK(count == factorial(16) / 2);
    REQUIRE(puzzle->position_count(true) == factorial(16));
    const Position goal_position = puzzle->read_case(split_tokens(goal));
    REQUIRE(puzzle->is_goal(goal_position));
    const unsigned goal_class = plain_class(testing::case_cells<16>(*puzzle, goal_position));
    std::mt19937_64 rng(16);
    std::set<FifteenCells> seen;
    std::array<unsigned, 16> blank_cells{};
    std::array<unsigned, 2> classes{};
    for (int k = 0; k < 2000; ++k) {
      const FifteenCells solvable =
          testing::case_cells<16>(*puzzle, puzzle->nth_position(rng() % count, false));
      REQUIRE(plain_class(solvable) == goal_class);
      seen.insert(solvable);
      ++blank_cells[static_cast<std::size_t>(std::find(solvable.begin(), solvable.end(), 0) -
                                             solvable.begin())];
      const std::uint64_t index = rng() % puzzle->position_count(true);
      const Position any = puzzle->nth_position(index, true);
      const FifteenCells c = testing::case_cells<16>(*puzzle, any);
      REQUIRE((plain_class(c) == goal_class) == (index < count));
      ++classes[plain_class(c)];
      REQUIRE(puzzle->is_goal(any) == (any == goal_position));
      for (Move m = 0; m < puzzle->move_count(); ++m) {
        const auto expected = testing::plain_move<4>(c, puzzle->move_name(m).at(0));
        const auto next = puzzle->apply(any, m);
        REQUIRE(next.has_value() == expected.has_value());
        if (next) REQUIRE(testing::case_cells<16>(*puzzle, *next) == *expected);
      }
    }
    CHECK(seen.size() == 2000);
    for (const unsigned n : blank_cells) CHECK(n > 60);  // 125 expected in each cell
    CHECK(classes[0] > 900);
    CHECK(classes[1] > 900);
    // The ends of the numbering are boards too.
    CHECK(plain_class(testing::case_cells<16>(*puzzle, puzzle->nth_position(count - 1, false))) ==
          goal_class);
    CHECK(plain_class(testing::case_cells<16>(
              *puzzle, puzzle->nth_position(2 * count - 1, true))) != goal_class);
  }
}
