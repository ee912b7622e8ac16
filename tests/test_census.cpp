// --stats's census: the counts by distance against an independent BFS for
// msquare, and what must hold for every puzzle of the registry.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <map>
#include <numeric>
#include <set>
#include <string>
#include <vector>

#include "core/errors.h"
#include "core/table_store.h"
#include "core/tokens.h"
#include "line_puzzle.h"
#include "modes/census.h"
#include "puzzles/registry.h"
#include "sanitized.h"
#include "tree_paths.h"

using namespace puzzletab;

namespace {

// An msquare sheet as its two rows, each read left to right, colours 1..8:
// the statement's picture, not src/msquare's clockwise order.
using Rows = std::array<std::array<int, 4>, 2>;

Rows after(Rows s, char move) {
  auto& [top, bottom] = s;
  if (move == 'A') std::swap(top, bottom);
  if (move == 'B')
    for (auto* row : {&top, &bottom}) *row = {(*row)[3], (*row)[0], (*row)[1], (*row)[2]};
  if (move == 'C') {
    // The middle four turn clockwise: top 1 <- bottom 1 <- bottom 2 <- top 2 <- top 1.
    const int t1 = top[1];
    top[1] = bottom[1];
    bottom[1] = bottom[2];
    bottom[2] = top[2];
    top[2] = t1;
  }
  return s;
}

// A case (the target read clockwise from the upper left) as rows.
Rows rows_of_case(const std::string& text) {
  const auto tokens = split_tokens(text);
  REQUIRE(tokens.size() == 8);
  Rows s;
  for (int i = 0; i < 4; ++i) {
    s[0][i] = std::stoi(tokens[i]);
    s[1][3 - i] = std::stoi(tokens[4 + i]);
  }
  return s;
}

// Distance of every sheet from 1234/8765, by breadth-first search.
std::map<Rows, unsigned> msquare_distances() {
  const Rows start{{{1, 2, 3, 4}, {8, 7, 6, 5}}};
  std::map<Rows, unsigned> distance{{start, 0}};
  std::vector<Rows> frontier{start};
  for (std::size_t head = 0; head < frontier.size(); ++head)
    for (const char m : {'A', 'B', 'C'})
      if (distance.emplace(after(frontier[head], m), distance[frontier[head]] + 1).second)
        frontier.push_back(after(frontier[head], m));
  return distance;
}

std::unique_ptr<Puzzle> loaded(std::string_view name) {
  for (auto& p : make_puzzles())
    if (p->name() == name) {
      p->load(TableStore(PUZZLETAB_TEST_TABLES));
      return std::move(p);
    }
  FAIL("no puzzle ", name);
  return nullptr;
}

}  // namespace

TEST_CASE("msquare --stats: the counts of a plain BFS, God's number 22, the farthest sheets") {
  const auto puzzle = loaded("msquare");
  const auto distances = msquare_distances();
  std::vector<std::uint64_t> want;
  for (const auto& [sheet, d] : distances) {
    if (d >= want.size()) want.resize(d + 1);
    ++want[d];
  }
  const Statistics stats = distance_statistics(*puzzle);
  CHECK(stats.counts == want);
  CHECK(stats.counts.size() - 1 == 22);  // IOI'96's analysis: "the maximal length ... is 22"
  CHECK(stats.unsolvable == 0);
  CHECK(stats.sampled == 0);
  REQUIRE(stats.farthest.size() == std::min<std::uint64_t>(kFarthestExamples, want.back()));
  std::set<std::string> seen;
  for (const Position& p : stats.farthest) {
    const std::string text = puzzle->write_case(p);
    CAPTURE(text);
    CHECK(distances.at(rows_of_case(text)) == 22);
    CHECK(seen.insert(text).second);
  }
}

TEST_CASE("every puzzle's census: counts that add up, farthest positions at God's number") {
  for (const auto& puzzle : make_puzzles()) {
    CAPTURE(puzzle->name());
    // The 4x4x4 answers, but its positions are not numbered to sample
    // them: test_cube4.cpp.
    if (puzzle->draws_own_cases() && puzzle->solver() != Puzzle::Solver::none) continue;
    puzzle->load(TableStore(PUZZLETAB_TEST_TABLES));
    // Sampled statistics of the 3x3x3 solve hundreds of uniform positions.
    if (puzzle->solve_cost() == SolveCost::hours) continue;
    const Uint128 count = puzzle->position_count(false);
    // A puzzle whose table walks take microseconds can know every one of
    // its millions of distances (a definition's): a search of them all,
    // left to the Release run under the sanitizers.
    const bool large = !puzzle->distance_counts() && count > kCensusLimit;
    if (large && kSanitized && puzzle->solve_cost() == SolveCost::microseconds) continue;
    if (large && !puzzle->distances()) {
      // Too many to count: a few random positions' distances (fifteen's
      // are searches of up to seconds under the sanitizers), and the
      // exact counts near the goal of a search of at most 5,000 positions.
      const std::uint64_t samples = 4;
      const Statistics stats = distance_statistics(*puzzle, samples, 5000);
      CHECK(stats.estimated);
      CHECK(stats.sampled == samples);
      CHECK(std::accumulate(stats.counts.begin(), stats.counts.end(), std::uint64_t{0}) == samples);
      CHECK(stats.counts.back() > 0);
      CHECK(stats.unsolvable == minus(puzzle->position_count(true), count));
      REQUIRE(!stats.farthest.empty());
      CHECK(stats.farthest.size() <= stats.counts.back());
      for (const Position& p : stats.farthest)
        CHECK(puzzle->solve(p)->size() == stats.counts.size() - 1);
      const auto near = positions_near_goal(*puzzle, 1000, 5000);
      REQUIRE(stats.near.size() == near.size());
      for (std::size_t d = 0; d < near.size(); ++d) CHECK(stats.near[d] == near[d].size());
      CHECK(stats.near.empty() == !puzzle->undirected_goal());
      continue;
    }
    const Statistics stats = distance_statistics(*puzzle);
    std::uint64_t sum = 0;
    // A shortest solution passes through every smaller distance.
    for (const std::uint64_t c : stats.counts) {
      CHECK(c > 0);
      sum += c;
    }
    CHECK(sum == count);
    CHECK(stats.counts.at(0) >= 1);
    CHECK(stats.unsolvable == minus(puzzle->position_count(true), count));
    CHECK(stats.farthest.size() <= kFarthestExamples);
    if (stats.sampled == 0)
      CHECK(stats.farthest.size() ==
            std::min<std::uint64_t>(kFarthestExamples, stats.counts.back()));
    for (const Position& p : stats.farthest)
      CHECK(puzzle->solve(p)->size() == stats.counts.size() - 1);
    if (puzzle->undirected_goal()) {
      // A breadth-first search from the goal counts the same, to the end.
      const auto layers = positions_near_goal(*puzzle, 1000);
      REQUIRE(layers.size() == stats.counts.size() + 1);
      CHECK(layers.back().empty());
      for (std::size_t d = 0; d < stats.counts.size(); ++d)
        CHECK(layers[d].size() == stats.counts[d]);
    } else {
      CHECK(positions_near_goal(*puzzle, 5).empty());
    }
  }
}

TEST_CASE("fifteen's positions near the goal: each at its distance by IDA*, and the limit") {
  const auto puzzle = loaded("fifteen");
  const unsigned radius = 12;
  const auto layers = positions_near_goal(*puzzle, radius);
  REQUIRE(layers.size() == radius + 1);
  CHECK(layers[0] == std::vector<Position>{*puzzle->undirected_goal()});
  std::set<Position> seen;
  for (unsigned d = 0; d <= radius; ++d) {
    CAPTURE(d);
    CHECK(std::is_sorted(layers[d].begin(), layers[d].end()));
    if (d > 0) CHECK(layers[d].size() > layers[d - 1].size());
    for (const Position& p : layers[d]) {
      CHECK(seen.insert(p).second);
      CHECK(puzzle->solve(p)->size() == d);
    }
  }
  // With a limit: the first distances whose positions add up to at most it.
  const std::uint64_t limit = 1000;
  const auto few = positions_near_goal(*puzzle, radius, limit);
  REQUIRE(few.size() < layers.size());
  std::uint64_t total = 0;
  for (std::size_t d = 0; d < few.size(); ++d) {
    CHECK(few[d] == layers[d]);
    total += few[d].size();
  }
  CHECK(total <= limit);
  CHECK(total + layers[few.size()].size() > limit);
}

TEST_CASE("census of a puzzle whose counts are plain arithmetic") {
  // 10 solvable positions at distances 0,1,2,0,1,2,...: 4, 3 and 3 of them.
  const testing::LinePuzzle line(10, 3, 5);
  const auto census = distance_census(line);
  REQUIRE(census);
  CHECK(*census == std::vector<std::uint16_t>{0, 1, 2, 0, 1, 2, 0, 1, 2, 0});
  const Statistics stats = distance_statistics(line);
  CHECK(stats.counts == std::vector<std::uint64_t>{4, 3, 3});
  CHECK(stats.unsolvable == 5);
  CHECK(stats.farthest == std::vector<Position>{2, 5, 8});  // all three, in index order
}

TEST_CASE("--stats beyond the census: counts from the puzzle, or estimated from a sample") {
  SUBCASE("too many positions to solve and no counts: a sample's distances") {
    // Distances p % 7: a sample of 7,000 has about 1,000 at each.
    const testing::LinePuzzle line(kCensusLimit + 1, 7);
    const Statistics stats = distance_statistics(line, 7000);
    CHECK(stats.estimated);
    CHECK(stats.sampled == 7000);
    REQUIRE(stats.counts.size() == 7);
    for (const std::uint64_t c : stats.counts) {
      CHECK(c > 850);
      CHECK(c < 1150);
    }
    CHECK(stats.near.empty());  // no undirected goal
    REQUIRE(stats.farthest.size() == kFarthestExamples);
    for (const Position& p : stats.farthest) CHECK(p % 7 == 6);
    CHECK(distance_statistics(line, 7000).farthest == stats.farthest);  // seed 0 each time
  }
  SUBCASE("counts known: the farthest found among random positions") {
    const testing::LinePuzzle line(kCensusLimit * 1000, 100, 0, true);
    const Statistics stats = distance_statistics(line);
    REQUIRE(stats.counts.size() == 100);
    CHECK(stats.counts.front() == kCensusLimit * 10);
    CHECK(stats.sampled == kExampleSamples);
    // About a hundredth of the samples is at distance 99: five are found.
    REQUIRE(stats.farthest.size() == kFarthestExamples);
    for (std::size_t i = 0; i < stats.farthest.size(); ++i) {
      CHECK(stats.farthest[i] % 100 == 99);
      if (i > 0) CHECK(stats.farthest[i - 1] < stats.farthest[i]);
    }
  }
  SUBCASE("counts known, the farthest too rare to sample") {
    // One position in 10^9 at distance 1.
    const testing::LinePuzzle line(kCensusLimit * 1000, 1, 0, true, true);
    const Statistics stats = distance_statistics(line);
    CHECK(stats.counts.size() == 2);
    CHECK(stats.farthest.empty());
  }
}

TEST_CASE("solve_distances marks positions that cannot reach the goal") {
  const testing::LinePuzzle line(4, 3, 2);
  const std::vector<Position> positions{0, 2, 3, 4, 5};
  CHECK(solve_distances(line, positions) ==
        std::vector<unsigned>{0, 2, 0, kUnsolvable, kUnsolvable});
}
