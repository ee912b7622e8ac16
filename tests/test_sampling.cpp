// --random: the bounded draw, reproducibility, distances really as asked,
// and the messages for distances that are empty or too rare.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "core/errors.h"
#include "core/random_draw.h"
#include "core/table_store.h"
#include "core/tokens.h"
#include "line_puzzle.h"
#include "modes/census.h"
#include "modes/sampling.h"
#include "puzzles/clocks.h"
#include "puzzles/registry.h"
#include "sanitized.h"
#include "tree_paths.h"

using namespace puzzletab;

namespace {

std::vector<Position> sample(const Puzzle& puzzle, const SampleRequest& request) {
  std::vector<Position> out;
  sample_positions(puzzle, request, [&](Position p) { out.push_back(p); });
  return out;
}

SampleRequest request(std::uint64_t count, std::uint64_t seed,
                      std::optional<DistanceRange> distance = std::nullopt) {
  SampleRequest r;
  r.count = count;
  r.seed = seed;
  r.distance = distance;
  return r;
}

// Pearson's statistic of how often each of `seen.size()` outcomes came up
// against the uniform law.
double chi_square(const std::vector<std::uint64_t>& seen) {
  std::uint64_t draws = 0;
  for (const auto s : seen) draws += s;
  const double expected = static_cast<double>(draws) / static_cast<double>(seen.size());
  double sum = 0;
  for (const auto s : seen)
    sum += (static_cast<double>(s) - expected) * (static_cast<double>(s) - expected) / expected;
  return sum;
}

// ... of `draws` draws below `bound`.
double chi_square(RandomDraw& draw, std::uint64_t bound, std::uint64_t draws) {
  std::vector<std::uint64_t> seen(bound);
  for (std::uint64_t k = 0; k < draws; ++k) ++seen.at(draw.below(bound));
  return chi_square(seen);
}

// ... of the positions below `below` drawn, in ten equal slices of them.
double slices_chi_square(const std::vector<Position>& drawn, std::uint64_t below) {
  std::vector<std::uint64_t> seen(10);
  for (const Position& p : drawn) ++seen.at(p * 10 / below);
  return chi_square(seen);
}

}  // namespace

TEST_CASE("RandomDraw: below the bound, uniform, and the same sequence from the same seed") {
  RandomDraw draw(1);
  // 9 degrees of freedom: 27.9 is the 0.999 quantile.
  CHECK(chi_square(draw, 10, 100'000) < 27.9);
  // 2^63 + 1: the rejection threshold is almost half of all values.
  const std::uint64_t huge = (std::uint64_t{1} << 63) + 1;
  std::uint64_t above_half = 0;
  for (int k = 0; k < 10'000; ++k) {
    const std::uint64_t x = draw.below(huge);
    CHECK(x < huge);
    above_half += x >= huge / 2;
  }
  CHECK(above_half > 4'700);
  CHECK(above_half < 5'300);
  CHECK(draw.below(1) == 0);
  RandomDraw a(42), b(42), c(43);
  std::vector<std::uint64_t> from_a, from_b, from_c;
  for (int k = 0; k < 20; ++k) {
    from_a.push_back(a.below(1000));
    from_b.push_back(b.below(1000));
    from_c.push_back(c.below(1000));
  }
  CHECK(from_a == from_b);
  CHECK(from_a != from_c);
}

TEST_CASE("--distance parses D and A-B") {
  CHECK(parse_distance_range("7").low == 7);
  CHECK(parse_distance_range("7").high == 7);
  CHECK(parse_distance_range("3-5").low == 3);
  CHECK(parse_distance_range("3-5").high == 5);
  for (const char* bad : {"", "x", "-3", "3-", "5-3", "1-2-3", "1.5", "99999999999"})
    CHECK_THROWS_AS(parse_distance_range(bad), InputError);
  CHECK(describe({3, 3}) == "distance 3");
  CHECK(describe({3, 5}) == "distances 3-5");
}

TEST_CASE("every puzzle's random positions: reproducible, readable, at the distance asked") {
  for (const auto& puzzle : make_puzzles()) {
    CAPTURE(puzzle->name());
    // The big cubes have no numbering and no solver: test_cubes.cpp.
    if (puzzle->draws_own_cases()) continue;
    puzzle->load(TableStore(PUZZLETAB_TEST_TABLES));
    const auto first = sample(*puzzle, request(50, 1));
    CHECK(first.size() == 50);
    CHECK(sample(*puzzle, request(50, 1)) == first);
    CHECK(sample(*puzzle, request(50, 2)) != first);
    // A case written as a scramble costs the Square-1 an optimal search
    // (SolveCost::hours: 0.1 to 20 s in Release): one of its positions,
    // none under the sanitizers.
    const std::size_t written = puzzle->solve_cost() != SolveCost::hours ? first.size()
                                : kSanitized                             ? 0
                                                                         : 1;
    for (const Position& p : std::span(first).first(written)) {
      const std::string text = puzzle->write_case(p);
      CHECK(puzzle->read_case(case_tokens(*puzzle, text)) == p);
    }
    if (puzzle->position_count(true) > puzzle->position_count(false)) {
      SampleRequest any = request(50, 1);
      any.pool = SampleRequest::Pool::any;
      CHECK(sample(*puzzle, any).size() == 50);
      SampleRequest unsolvable = request(20, 1);
      unsolvable.pool = SampleRequest::Pool::unsolvable;
      for (const Position& p : sample(*puzzle, unsolvable)) CHECK(!puzzle->solve(p));
    }

    // At one distance, where a census is cheap (or the puzzle counts its
    // distances): fifteen's solves take up to a second each. One distance
    // only: each census solves every position, slow under the sanitizers.
    // God's number from a census; the commonest distance when sampling by
    // solving, as the farthest may be too rare to find that way.
    if (puzzle->position_count(false) > kCensusLimit && !puzzle->distance_counts()) continue;
    const auto counts = distance_statistics(*puzzle).counts;
    const auto d = static_cast<unsigned>(puzzle->position_count(false) <= kCensusLimit
                                             ? counts.size() - 1
                                             : std::max_element(counts.begin(), counts.end()) -
                                                   counts.begin());
    CAPTURE(d);
    const auto at = sample(*puzzle, request(20, 3, DistanceRange{d, d}));
    CHECK(at.size() == 20);
    for (const Position& p : at) CHECK(puzzle->solve(p)->size() == d);
  }
}

TEST_CASE("msquare at distances: all 328 sheets at 21 come up, ranges, empty ranges") {
  const auto puzzles = make_puzzles();
  Puzzle& puzzle = *puzzles.front();
  REQUIRE(puzzle.name() == "msquare");
  puzzle.load(TableStore(PUZZLETAB_TEST_TABLES));
  std::map<Position, int> seen;
  for (const Position& p : sample(puzzle, request(328 * 40, 5, DistanceRange{21, 21}))) ++seen[p];
  // Uniform over 328: missing one in 13,120 draws has odds of about 328 e^-40.
  CHECK(seen.size() == distance_statistics(puzzle).counts.at(21));
  for (const auto& [p, times] : seen) CHECK(puzzle.solve(p)->size() == 21);
  for (const Position& p : sample(puzzle, request(50, 3, DistanceRange{1, 3})))
    CHECK(DistanceRange{1, 3}.contains(puzzle.solve(p)->size()));
  CHECK(sample(puzzle, request(2, 3, DistanceRange{0, 0})) ==
        std::vector<Position>(2, puzzle.read_case(split_tokens("1 2 3 4 5 6 7 8"))));
  CHECK_THROWS_WITH_AS(sample(puzzle, request(1, 1, DistanceRange{23, 30})),
                       "no position is at distances 23-30 (distances run from 0 to 22)",
                       InputError);
}

TEST_CASE("--random beyond the census: solving random positions, exactly in range") {
  // Two million positions at distances p % 10: more than a census solves.
  const testing::LinePuzzle line(2 * kCensusLimit, 10, 100);
  const auto at = sample(line, request(200, 9, DistanceRange{3, 4}));
  CHECK(at.size() == 200);
  std::set<Position> distinct;
  for (const Position& p : at) {
    CHECK((p % 10 == 3 || p % 10 == 4));
    CHECK(p < 2 * kCensusLimit);
    distinct.insert(p);
  }
  CHECK(distinct.size() > 190);  // independent draws among 400,000
  CHECK(sample(line, request(200, 9, DistanceRange{3, 4})) == at);

  // One position in a billion at distance 1.
  const testing::LinePuzzle rare(1000 * kCensusLimit, 1, 0, false, true);
  CHECK_THROWS_WITH_AS(sample(rare, request(1, 1, DistanceRange{1, 1})),
                       "found none at distance 1 in 1,000,000 random positions", InputError);
}

TEST_CASE("--random: solving gives up after a while without a find, having written those found") {
  // Two million positions, one at distance 1: no find in the first batch.
  const testing::LinePuzzle rare(2 * kCensusLimit, 1, 0, false, true);
  SampleRequest r = request(1, 1, DistanceRange{1, 1});
  r.give_up_after = std::chrono::seconds(0);
  CHECK_THROWS_WITH_AS(sample(rare, r), doctest::Contains("found none at distance 1 in "),
                       InputError);
  // Half of them at distance 1: found in the first batch, then the time is up.
  const testing::LinePuzzle half(2 * kCensusLimit, 2);
  r.count = 1'000'000;
  std::uint64_t emitted = 0;
  CHECK_THROWS_WITH_AS(sample_positions(half, r, [&](Position p) { emitted += p % 2; }),
                       doctest::Contains(" of 1,000,000, then none at distance 1 in "), InputError);
  CHECK(emitted > 0);
}

TEST_CASE("--random near fifteen's goal: from a breadth-first search, uniform, at the distance") {
  const auto puzzles = make_puzzles();
  const auto fifteen = std::find_if(puzzles.begin(), puzzles.end(),
                                    [](const auto& p) { return p->name() == "fifteen"; });
  REQUIRE(fifteen != puzzles.end());
  Puzzle& puzzle = **fifteen;
  puzzle.load(TableStore(PUZZLETAB_TEST_TABLES));
  // Random positions are never this near, so all come from the search.
  for (const Position& p : sample(puzzle, request(30, 2, DistanceRange{11, 12})))
    CHECK(DistanceRange{11, 12}.contains(puzzle.solve(p)->size()));
  // All 10 positions at distance 3 come up in 400 draws (odds of missing
  // one: about 10 (9/10)^400).
  const auto layers = positions_near_goal(puzzle, 3);
  REQUIRE(layers.size() == 4);
  std::set<Position> seen;
  for (const Position& p : sample(puzzle, request(400, 3, DistanceRange{3, 3}))) seen.insert(p);
  CHECK(seen == std::set<Position>(layers[3].begin(), layers[3].end()));
  CHECK(sample(puzzle, request(400, 3, DistanceRange{3, 3})) ==
        sample(puzzle, request(400, 3, DistanceRange{3, 3})));
}

TEST_CASE("--random under the census limit, a common range: random positions solved, no census") {
  // 160,000 positions at distances p % 10; a census solves every one.
  const testing::LinePuzzle line(160'000, 10);
  const auto at = sample(line, request(5'000, 11, DistanceRange{1, 9}));
  CHECK(line.solves() < line.position_count(false) / 10);
  REQUIRE(at.size() == 5'000);
  std::vector<std::uint64_t> by_distance(9);
  for (const Position& p : at) {
    CHECK(p < 160'000);
    CHECK(p % 10 != 0);
    if (p % 10 != 0) ++by_distance[p % 10 - 1];
  }
  // Uniform over the 144,000 in range: 9 degrees of freedom over the
  // slices, 8 over the distances (27.9 and 26.1, the 0.999 quantiles).
  CHECK(slices_chi_square(at, 160'000) < 27.9);
  CHECK(chi_square(by_distance) < 26.1);
  // The same from the seed, however long the solving takes.
  SampleRequest hasty = request(5'000, 11, DistanceRange{1, 9});
  hasty.give_up_after = std::chrono::seconds(0);
  CHECK(sample(line, hasty) == at);
  CHECK(sample(line, request(5'000, 12, DistanceRange{1, 9})) != at);
}

TEST_CASE("--random under the census limit, a rare range: the census draws all, exactly") {
  // 3,200 of 160,000 positions at each distance p % 50: too few for the
  // random positions solved first, which find a few (kept back, not
  // written) before the census serves the request.
  const testing::LinePuzzle line(160'000, 50);
  const auto at = sample(line, request(1'000, 13, DistanceRange{7, 7}));
  CHECK(line.solves() >= line.position_count(false));
  REQUIRE(at.size() == 1'000);
  for (const Position& p : at) CHECK(p % 50 == 7);
  CHECK(slices_chi_square(at, 160'000) < 27.9);
  CHECK(sample(line, request(1'000, 13, DistanceRange{7, 7})) == at);
  SampleRequest all = request(3'200, 13, DistanceRange{7, 7});
  all.distinct = true;
  const auto every = sample(line, all);
  CHECK(every.size() == 3'200);
  CHECK(std::set<Position>(every.begin(), every.end()).size() == 3'200);
  all.count = 3'201;
  CHECK_THROWS_WITH_AS(
      sample(line, all),
      "--distinct: 3,201 distinct cases asked for, but only 3,200 positions are at distance 7",
      InputError);
  CHECK_THROWS_WITH_AS(sample(line, request(1, 13, DistanceRange{50, 60})),
                       "no position is at distances 50-60 (distances run from 0 to 49)",
                       InputError);
}

TEST_CASE("--random under the census limit: more cases than positions to solve first, a census") {
  const testing::LinePuzzle line(160'000, 10);
  CHECK(sample(line, request(80'000, 14, DistanceRange{0, 9})).size() == 80'000);
  CHECK(line.solves() == line.position_count(false));
}

TEST_CASE("--random with counts known: empty and too rare ranges told before solving") {
  const testing::LinePuzzle line(kCensusLimit * 1000, 1, 0, true, true);
  CHECK_THROWS_WITH_AS(sample(line, request(1, 1, DistanceRange{2, 9})),
                       "no position is at distances 2-9 (distances run from 0 to 1)", InputError);
  CHECK_THROWS_WITH_AS(sample(line, request(1, 1, DistanceRange{1, 1})),
                       "only 1 of 1,000,000,000 positions are at distance 1: too rare to find by "
                       "solving random positions, which gives up after 1,000,000 misses in a row",
                       InputError);
  const auto at = sample(line, request(5, 1, DistanceRange{0, 1}));
  CHECK(at.size() == 5);
}

TEST_CASE("--any and --unsolvable: the pools they say, only where there are unsolvable ones") {
  const testing::LinePuzzle line(10, 3, 990);
  SampleRequest any = request(1000, 4);
  any.pool = SampleRequest::Pool::any;
  std::uint64_t unsolvable = 0;
  std::set<Position> solvable_seen;
  for (const Position& p : sample(line, any)) {
    unsolvable += p >= 10;
    if (p < 10) solvable_seen.insert(p);
  }
  CHECK(unsolvable > 950);  // 99% of them cannot reach the goal
  CHECK(!solvable_seen.empty());
  SampleRequest only = request(1000, 4);
  only.pool = SampleRequest::Pool::unsolvable;
  for (const Position& p : sample(line, only)) CHECK(p >= 10);
  any.distance = DistanceRange{0, 1};
  CHECK_THROWS_AS(sample(line, any), InputError);
  const testing::LinePuzzle all_solvable(10, 3);
  SampleRequest none = request(1, 4);
  none.pool = SampleRequest::Pool::unsolvable;
  CHECK_THROWS_WITH_AS(sample(all_solvable, none),
                       "--unsolvable: every line position can reach the goal", InputError);
  none.pool = SampleRequest::Pool::any;
  CHECK_THROWS_WITH_AS(sample(all_solvable, none), "--any: every line position can reach the goal",
                       InputError);
}

TEST_CASE("--distinct: no position twice, all of them when asked, a precise refusal beyond") {
  const testing::LinePuzzle line(10, 3, 5);
  SampleRequest all = request(10, 7);
  all.distinct = true;
  const auto drawn = sample(line, all);
  CHECK(std::set<Position>(drawn.begin(), drawn.end()).size() == 10);
  // With replacement, 10 draws of 10 repeat one (all distinct: 10!/10^10).
  const auto repeated = sample(line, request(10, 7));
  CHECK(std::set<Position>(repeated.begin(), repeated.end()).size() < 10);
  SampleRequest too_many = request(11, 7);
  too_many.distinct = true;
  CHECK_THROWS_WITH_AS(sample(line, too_many),
                       "--distinct: 11 distinct cases asked for, but only 10 positions can reach "
                       "the goal",
                       InputError);
  // At a distance (a census): distance 0 holds 0, 3, 6 and 9.
  SampleRequest at = request(4, 7, DistanceRange{0, 0});
  at.distinct = true;
  const auto zero = sample(line, at);
  CHECK(std::set<Position>(zero.begin(), zero.end()) == std::set<Position>{0, 3, 6, 9});
  at.count = 5;
  CHECK_THROWS_WITH_AS(
      sample(line, at),
      "--distinct: 5 distinct cases asked for, but only 4 positions are at distance 0", InputError);
  SampleRequest unsolvable = request(6, 7);
  unsolvable.distinct = true;
  unsolvable.pool = SampleRequest::Pool::unsolvable;
  CHECK_THROWS_WITH_AS(sample(line, unsolvable),
                       "--distinct: 6 distinct cases asked for, but only 5 positions cannot "
                       "reach the goal",
                       InputError);
}

TEST_CASE("clock12: the farthest position, at 54, drawn exactly") {
  const auto clock12 = clocks::make_clock12();
  clock12->load(TableStore(PUZZLETAB_TEST_TABLES));
  const auto farthest = clock12->farthest_positions();
  REQUIRE(farthest.size() == 1);
  CHECK(clock12->solve(farthest[0])->size() == 54);
  const auto drawn = sample(*clock12, request(3, 1, DistanceRange{54, 54}));
  CHECK(drawn == std::vector<Position>(3, farthest[0]));
  SampleRequest two = request(2, 1, DistanceRange{54, 54});
  two.distinct = true;
  CHECK_THROWS_WITH_AS(
      sample(*clock12, two),
      "--distinct: 2 distinct cases asked for, but only 1 position is at distance 54", InputError);
}
