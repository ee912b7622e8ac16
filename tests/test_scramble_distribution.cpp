// Random-state scrambles as --random N --format scramble draws them (the
// request modes/explore.cpp makes: uniform positions at least the puzzle's
// scramble minimum from solved), for the Pyraminx with its tips: 10,000
// read back (--input moves) to the positions they were written for, and
// each piece's place and orientation and each tip's twist counted over
// them, against its law by Pearson's chi-square. (The clock's:
// tests/cli_rubiks_clock.sh, through query itself.)
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/puzzle.h"
#include "core/tokens.h"
#include "loaded_puzzle.h"
#include "modes/sampling.h"
#include "puzzles/registry.h"

using namespace puzzletab;

namespace {

constexpr std::uint64_t kScrambles = 10'000;
// explore.cpp's top of --min-distance: any distance above the minimum.
constexpr unsigned kFarthest = 254;

std::unique_ptr<Puzzle> loaded(const std::string& name, const std::string& options = "") {
  for (auto& p : make_puzzles(name))
    if (p->name() == name) return testing::loaded_puzzle(std::move(p), options);
  FAIL("no puzzle " << name);
  return nullptr;
}

// The positions --random kScrambles --seed 26 --format scramble writes.
std::vector<Position> scrambled_positions(const Puzzle& puzzle) {
  SampleRequest request;
  request.count = kScrambles;
  request.seed = 26;
  if (puzzle.scramble_minimum() > 0)
    request.distance = DistanceRange{puzzle.scramble_minimum(), kFarthest};
  std::vector<Position> positions;
  sample_positions(puzzle, request, [&](Position p) { positions.push_back(p); });
  REQUIRE(positions.size() == kScrambles);
  return positions;
}

// What --format scramble writes for the position, without its line's end.
std::string scramble_of(const Puzzle& puzzle, Position p) {
  std::string out;
  find_format(puzzle, "scramble")->write(case_tokens(puzzle, puzzle.write_case(p)), out);
  REQUIRE(!out.empty());
  out.pop_back();
  return out;
}

// Counts of one quantity's values (0 .. size-1) against the probability
// of each.
struct Tally {
  std::string name;
  std::vector<std::uint64_t> seen;
  std::vector<double> law;

  // Pearson's statistic.
  double chi_square() const {
    std::uint64_t draws = 0;
    for (const auto s : seen) draws += s;
    double sum = 0;
    for (std::size_t v = 0; v < seen.size(); ++v) {
      const double expected = law[v] * static_cast<double>(draws);
      const double off = static_cast<double>(seen[v]) - expected;
      sum += off * off / expected;
    }
    return sum;
  }
};

// The value a statistic with k degrees of freedom exceeds with probability
// 1 in 10,000 under the law (Wilson and Hilferty's approximation, z = 3.719):
// a fixed seed's draw of a right generator stays under it (20 statistics
// here), while one that leaves the tips untwisted is over it by 20,000.
double threshold(std::size_t k) {
  const double d = static_cast<double>(k);
  const double c = 2.0 / (9.0 * d);
  return d * std::pow(1.0 - c + 3.719 * std::sqrt(c), 3.0);
}

void check_tallies(const std::vector<Tally>& tallies) {
  for (const Tally& t : tallies) {
    CAPTURE(t.name);
    const double statistic = t.chi_square();
    CAPTURE(statistic);
    CHECK(statistic < threshold(t.seen.size() - 1));
  }
}

}  // namespace

// The Pyraminx's vectors: centres (never moved) and their twists 0..2,
// edges 1..6 and their flips 0..1, then the tips' twists 0..2. Over all
// 75,582,720 positions each is uniform (the edges' even permutations and
// even flips leave each slot's piece and flip uniform). The scrambles leave
// out the positions within 5 moves; their law is the uniform one less
// those, found here by a search from solved through the puzzle's moves.
TEST_CASE("pyraminx: 10,000 random-state scrambles read back, each piece's law by chi-square") {
  const auto puzzle = loaded("pyraminx", "--input position");
  const auto by_moves = loaded("pyraminx", "--input moves");
  const unsigned minimum = puzzle->scramble_minimum();
  REQUIRE(minimum == 6);
  // The positions within minimum - 1 moves.
  std::set<Position> near = {by_moves->read_case(std::vector<std::string>{""})};
  std::vector<Position> layer(near.begin(), near.end());
  for (unsigned d = 1; d < minimum; ++d) {
    std::vector<Position> next;
    for (const Position& p : layer)
      for (Move m = 0; m < puzzle->move_count(); ++m)
        if (const auto n = puzzle->apply(p, m); n && near.insert(*n).second) next.push_back(*n);
    layer = std::move(next);
  }
  const double all = static_cast<double>(puzzle->position_count(false));
  const double kept = all - static_cast<double>(near.size());
  // As many as the puzzle's census counts within those moves.
  const auto counts = puzzle->distance_counts();
  REQUIRE(counts);
  std::uint64_t within = 0;
  for (unsigned d = 0; d < minimum; ++d) within += (*counts)[d];
  CHECK(near.size() == within);

  // Slots of the case's 24 numbers and how many values each takes; the
  // centres' pieces (tokens 0..3) never move.
  struct Quantity {
    const char* name;
    unsigned token;
    unsigned values;
    unsigned first;  // the smallest value
  };
  std::vector<Quantity> quantities;
  for (unsigned i = 0; i < 4; ++i) quantities.push_back({"centre twist", 4 + i, 3, 0});
  for (unsigned i = 0; i < 6; ++i) quantities.push_back({"edge piece", 8 + i, 6, 1});
  for (unsigned i = 0; i < 6; ++i) quantities.push_back({"edge flip", 14 + i, 2, 0});
  for (unsigned i = 0; i < 4; ++i) quantities.push_back({"tip twist", 20 + i, 3, 0});
  const auto value_of = [&](const std::vector<std::string>& tokens, const Quantity& q) {
    return static_cast<unsigned>(std::stoul(tokens.at(q.token))) - q.first;
  };
  std::vector<Tally> tallies;
  for (const Quantity& q : quantities) {
    Tally t{q.name + std::string(" ") + std::to_string(q.token + 1),
            std::vector<std::uint64_t>(q.values),
            {}};
    std::vector<double> near_count(q.values);
    for (const Position& p : near) ++near_count[value_of(split_tokens(puzzle->write_case(p)), q)];
    for (unsigned v = 0; v < q.values; ++v)
      t.law.push_back((all / q.values - near_count[v]) / kept);
    tallies.push_back(std::move(t));
  }

  for (const Position& p : scrambled_positions(*puzzle)) {
    CHECK(near.count(p) == 0);
    const std::string scramble = scramble_of(*puzzle, p);
    if (by_moves->read_case(std::vector<std::string>{scramble}) != p) {
      CAPTURE(scramble);
      FAIL_CHECK("the scramble does not read back to its position");
    }
    const auto tokens = split_tokens(puzzle->write_case(p));
    for (std::size_t i = 0; i < quantities.size(); ++i)
      ++tallies[i].seen[value_of(tokens, quantities[i])];
  }
  check_tallies(tallies);
}
