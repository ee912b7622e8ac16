// The pattern databases against a plain construction: a 0-1 breadth-first
// search over every placement of the tiles AND the blank (the blank's moves
// onto a non-pattern cell free), then the minimum over the blank's cell, as
// gen built them before it searched tile placements with the blank's
// region. The two must give the same bytes, since the shipped tables are
// checked against their checksums. With a goal blank, the plain search
// starts from the goal placement with the blank on that cell alone.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <deque>
#include <optional>
#include <vector>

#include "puzzles/sliding/pattern_db.h"
#include "sanitized.h"

using namespace puzzletab;

namespace {

PackedBuilder plain_pattern_database(unsigned width, const std::vector<std::uint8_t>& home,
                                     std::optional<unsigned> goal_blank) {
  const unsigned n = width * width, k = static_cast<unsigned>(home.size());
  constexpr std::uint8_t kUnseen = 0xFF;
  // Indexed by rank_placement of the tiles then the blank, so that the
  // blank's cells of one placement are consecutive.
  std::vector<std::uint8_t> dist(sliding::placements(n, k + 1), kUnseen);
  std::deque<std::uint64_t> queue;
  std::array<std::uint8_t, sliding::kMaxCells> cells{};
  std::copy(home.begin(), home.end(), cells.begin());
  for (unsigned b = 0; b < n; ++b) {
    if (std::find(home.begin(), home.end(), b) != home.end()) continue;
    if (goal_blank && b != *goal_blank) continue;
    cells[k] = static_cast<std::uint8_t>(b);
    const auto s = sliding::rank_placement(cells.data(), k + 1, n);
    dist[s] = 0;
    queue.push_back(s);
  }
  std::vector<bool> done(dist.size());
  while (!queue.empty()) {
    const auto s = queue.front();
    queue.pop_front();
    if (done[s]) continue;
    done[s] = true;
    sliding::unrank_placement(s, k + 1, n, cells.data());
    const unsigned blank = cells[k];
    for (unsigned to = 0; to < n; ++to) {
      if (sliding::cell_distance(blank, to, width) != 1) continue;
      auto next = cells;
      next[k] = static_cast<std::uint8_t>(to);
      unsigned cost = 0;
      for (unsigned i = 0; i < k; ++i)
        if (cells[i] == to) {
          next[i] = static_cast<std::uint8_t>(blank);
          cost = 1;
        }
      const auto t = sliding::rank_placement(next.data(), k + 1, n);
      if (dist[t] != kUnseen && dist[t] <= dist[s] + cost) continue;
      dist[t] = static_cast<std::uint8_t>(dist[s] + cost);
      if (cost == 0)
        queue.push_front(t);
      else
        queue.push_back(t);
    }
  }
  PackedBuilder entries(sliding::kPatternBits, sliding::placements(n, k));
  for (std::uint64_t q = 0; q < entries.view().size(); ++q) {
    const auto first = dist.begin() + static_cast<std::ptrdiff_t>(q * (n - k));
    const unsigned moves = *std::min_element(first, first + (n - k));
    if (moves == kUnseen) continue;  // the other parity class
    sliding::unrank_placement(q, k, n, cells.data());
    unsigned manhattan = 0;
    for (unsigned i = 0; i < k; ++i) manhattan += sliding::cell_distance(cells[i], home[i], width);
    if (moves < manhattan || (moves - manhattan) % 2 != 0) FAIL("moves and Manhattan disagree");
    entries.set(q, std::min((moves - manhattan) / 2, (1u << sliding::kPatternBits) - 1));
  }
  return entries;
}

void require_same_database(unsigned width, const std::vector<std::uint8_t>& home,
                           std::optional<unsigned> goal_blank = std::nullopt) {
  CAPTURE(width);
  CAPTURE(home.size());
  CAPTURE(home.front());
  CAPTURE(goal_blank.value_or(99));
  const auto built = sliding::build_pattern_database(width, home, "test", goal_blank);
  const auto plain = plain_pattern_database(width, home, goal_blank);
  REQUIRE(built.bytes() == plain.bytes());
}

}  // namespace

TEST_CASE("pattern databases: the same bytes as the plain search over tiles and blank, 2x2, 3x3") {
  // Rows, blocks, scattered tiles whose empty cells split into regions, and
  // patterns of every tile, with the other parity class never reached.
  require_same_database(2, {0, 1, 2});
  require_same_database(2, {1});
  for (const auto& home : {std::vector<std::uint8_t>{0, 1, 2},
                           {4, 5, 7},
                           {0, 3, 6, 8},
                           {1, 3, 5, 7},
                           {0, 2, 4, 6, 8},
                           {0, 1, 2, 3, 4, 5, 6},
                           {0, 1, 2, 3, 4, 5, 6, 7},
                           {1, 2, 3, 4, 5, 6, 7, 8},
                           {4}})
    require_same_database(3, home);
}

TEST_CASE("pattern databases: the same bytes as the plain search over tiles and blank, 4x4") {
  // A row of 6-6-3 and a diagonal (regions split and join); in the Release
  // run also five tiles: a 3x2 block of 6-6-3 cut short, a ring round the centre.
  std::vector<std::vector<std::uint8_t>> homes = {
      {12, 13, 14}, {0, 5, 10, 15}, {0, 1, 4, 5, 8}, {1, 4, 7, 11, 14}};
  if (kSanitized) homes.resize(2);
  for (const auto& home : homes) require_same_database(4, home);
}

TEST_CASE("pattern databases with the goal's blank: the same bytes as the plain search from it") {
  // Patterns that wall the blank's cell in (7-8's 7-tile group: cell 15
  // behind 11 and 14; 6-6-3c's third group) and patterns that do not.
  struct Case {
    unsigned width;
    std::vector<std::uint8_t> home;
    unsigned blank;
    bool walled;
  };
  const std::vector<Case> cases = {{3, {4, 5, 7}, 8, true},
                                   {3, {1, 2, 4, 5, 7}, 8, true},
                                   {3, {1, 3}, 0, true},
                                   {3, {0, 1, 2}, 8, false},
                                   {3, {0, 1, 2, 3, 4, 5, 6}, 8, false},
                                   {4, {11, 14}, 15, true},
                                   {4, {12, 13, 14}, 15, false},
                                   {4, {10, 11, 14}, 15, true},
                                   {4, {10, 11, 13, 14}, 15, true}};
  for (const auto& c : cases) {
    CAPTURE(c.home.size());
    CAPTURE(c.blank);
    CHECK(sliding::walls_in(c.width, c.home, c.blank) == c.walled);
    require_same_database(c.width, c.home, c.blank);
    // Not walled in: the goal's blank changes nothing. Walled in: never
    // smaller, and larger somewhere (the regions the blank cannot leave
    // without moving a pattern tile are no longer goals).
    const auto with = sliding::build_pattern_database(c.width, c.home, "test", c.blank);
    const auto without = sliding::build_pattern_database(c.width, c.home, "test");
    bool larger = false;
    for (std::uint64_t i = 0; i < with.view().size(); ++i) {
      REQUIRE(with.view()[i] >= without.view()[i]);
      larger |= with.view()[i] > without.view()[i];
    }
    CHECK(larger == c.walled);
  }
}

TEST_CASE("pattern databases: the same bytes as the plain search over tiles and blank, 5x5") {
  // Korf and Felner's corner for a blank in cell 24 (19 and 23 wall it in),
  // from the goal's blank and from any region; a column whose empty cells
  // split; in the Release run also a 2x2 block of the small sets.
  require_same_database(5, {19, 23}, 24u);
  require_same_database(5, {18, 19, 23});
  require_same_database(5, {2, 7, 12});
  if (!kSanitized) require_same_database(5, {0, 1, 5, 6});
  CHECK(sliding::walls_in(5, std::vector<std::uint8_t>{19, 23}, 24));
  CHECK(sliding::walls_in(5, std::vector<std::uint8_t>{18, 19, 23}, 12));  // 24 behind them
  CHECK(!sliding::walls_in(5, std::vector<std::uint8_t>{12, 17, 22}, 24));
}

TEST_CASE("placements of 6 of 25 cells unrank back to their rank") {
  std::uint8_t cells[6];
  for (std::uint64_t r = 0; r < sliding::placements(25, 6); r += 1'000'003) {
    sliding::unrank_placement(r, 6, 25, cells);
    CHECK(sliding::rank_placement(cells, 6, 25) == r);
  }
}

TEST_CASE("placements of 8 of 16 cells unrank back to their rank (32-bit ranks)") {
  std::uint8_t cells[8];
  for (std::uint64_t r = 0; r < sliding::placements(16, 8); r += 7919) {
    sliding::unrank_placement(r, 8, 16, cells);
    CHECK(sliding::rank_placement(cells, 8, 16) == r);
  }
}

TEST_CASE("placements of 15 of 16 cells unrank back to their rank (64-bit ranks)") {
  std::uint8_t cells[15];
  for (std::uint64_t r = 0; r < sliding::placements(16, 15); r += 9'999'999'967) {
    sliding::unrank_placement(r, 15, 16, cells);
    CHECK(sliding::rank_placement(cells, 15, 16) == r);
  }
}
