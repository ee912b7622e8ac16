// rubiks-clock against a model of the clock written here from its physical
// description: a breadth-first search for the positions near solved, and a
// plain search over subsets of dial sets with linear algebra over Z/12.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <numeric>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "core/answer_text.h"
#include "core/errors.h"
#include "core/parallel.h"
#include "core/table_store.h"
#include "core/tokens.h"
#include "loaded_puzzle.h"
#include "puzzles/rubiks_clock.h"
#include "puzzles/rubiks_clock_scramble.h"
#include "sanitized.h"

using namespace puzzletab;

namespace {

// --- The model: both faces' nine dials, hours past 12, the back as it
// faces you after y2 (its columns the front's mirrored). ---

using Clock = std::array<int, 18>;

// A dial set: the face it turns (as that face is seen) and its pins, bits
// upper left 1, upper right 2, lower right 4, lower left 8.
struct Set {
  bool back;
  unsigned pins;
};

// The quadrant of a pin: rows and columns of its four dials.
bool in_quadrant(unsigned pin, unsigned row, unsigned column) {
  const unsigned top = pin == 0 || pin == 1 ? 0 : 1;   // UL, UR on top
  const unsigned left = pin == 0 || pin == 3 ? 0 : 1;  // UL, DL on the left
  return row - top <= 1 && column - left <= 1;
}

// Turning a wheel turns the set's quadrants on its face by `hours`; a
// corner dial is one dial with two faces, so the same dial seen from the
// other side (the mirrored column) turns the other way.
Clock turn(Clock clock, const Set& set, int hours) {
  const unsigned face = set.back ? 9 : 0, other = set.back ? 0 : 9;
  for (unsigned row = 0; row < 3; ++row)
    for (unsigned column = 0; column < 3; ++column) {
      bool moved = false;
      for (unsigned pin = 0; pin < 4; ++pin)
        moved = moved || ((set.pins >> pin & 1) && in_quadrant(pin, row, column));
      if (!moved) continue;
      clock[face + 3 * row + column] = ((clock[face + 3 * row + column] + hours) % 12 + 12) % 12;
      if (row != 1 && column != 1) {
        auto& behind = clock[other + 3 * row + (2 - column)];
        behind = ((behind - hours) % 12 + 12) % 12;
      }
    }
  return clock;
}

bool wca_set(unsigned pins) {
  return pins == 15 || std::popcount(pins) == 1 || pins == 3 || pins == 6 || pins == 12 ||
         pins == 9;
}

std::vector<Set> sets_of(bool wca) {
  std::vector<Set> sets;
  for (const bool back : {false, true})
    for (unsigned pins = 1; pins < 16; ++pins)
      if (!wca || wca_set(pins)) sets.push_back({back, pins});
  return sets;
}

// The 14 independent dials: the front's nine and the back's non-corners.
constexpr std::array<unsigned, 14> kFree = {0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 16};

std::uint64_t key(const Clock& clock) {
  std::uint64_t k = 0;
  for (const unsigned i : kFree) k = k * 16 + static_cast<unsigned>(clock[i]);
  return k;
}

std::vector<std::string> tokens(const Clock& clock) {
  std::vector<std::string> t;
  for (const int hours : clock) t.push_back(std::to_string(hours == 0 ? 12 : hours));
  return t;
}

// --- The puzzle, with its options. ---

std::unique_ptr<Puzzle> loaded(const std::string& options) {
  return testing::loaded_puzzle(rubiks_clock::make_puzzle(), options);
}

unsigned distance(const Puzzle& puzzle, const Clock& clock) {
  const auto position = puzzle.read_case(tokens(clock));
  const auto moves = puzzle.solve(position);
  REQUIRE(moves);
  Position at = position;
  for (const Move m : *moves) at = *puzzle.apply(at, m);
  CHECK(puzzle.is_goal(at));
  return static_cast<unsigned>(moves->size());
}

Clock clock_of(std::uint64_t k) {
  Clock clock{};
  for (unsigned i = 14; i-- > 0; k /= 16) clock[kFree[i]] = static_cast<int>(k % 16);
  for (unsigned row = 0; row < 3; row += 2)
    for (unsigned column = 0; column < 3; column += 2)
      clock[9 + 3 * row + (2 - column)] = (12 - clock[3 * row + column]) % 12;
  return clock;
}

// The solver's distance of each position (as keys), on every core, or
// nothing where its answer does not replay to solved. doctest's checks
// stay with the caller: they are not for other threads.
std::vector<std::optional<unsigned>> solver_distances(const Puzzle& puzzle,
                                                      const std::vector<std::uint64_t>& keys) {
  std::vector<std::optional<unsigned>> result(keys.size());
  parallel_for(keys.size(), [&](std::uint64_t begin, std::uint64_t end) {
    for (std::uint64_t i = begin; i < end; ++i) {
      const Position position = puzzle.read_case(tokens(clock_of(keys[i])));
      const auto moves = puzzle.solve(position);
      if (!moves) continue;
      Position at = position;
      for (const Move m : *moves) at = *puzzle.apply(at, m);
      if (puzzle.is_goal(at)) result[i] = static_cast<unsigned>(moves->size());
    }
  });
  return result;
}

// The positions at distance 0, 1, 2, 3 by breadth-first search: each layer
// the new positions one move from the last, as sorted keys.
std::vector<std::vector<std::uint64_t>> layers_near_solved(const std::vector<Set>& sets) {
  std::vector<std::vector<std::uint64_t>> layers = {{key(Clock{})}};
  std::vector<std::uint64_t> seen = layers.front();
  for (unsigned d = 1; d <= 3; ++d) {
    // Neighbours in chunks, sorted and merged, to keep memory small.
    std::vector<std::uint64_t> layer, found;
    const auto flush = [&] {
      std::sort(found.begin(), found.end());
      std::vector<std::uint64_t> merged;
      std::merge(layer.begin(), layer.end(), found.begin(), found.end(),
                 std::back_inserter(merged));
      merged.erase(std::unique(merged.begin(), merged.end()), merged.end());
      layer = std::move(merged);
      found.clear();
    };
    for (const std::uint64_t k : layers.back()) {
      const Clock c = clock_of(k);
      for (const Set& s : sets)
        for (int hours = 1; hours < 12; ++hours) {
          const auto n = key(turn(c, s, hours));
          if (!std::binary_search(seen.begin(), seen.end(), n)) found.push_back(n);
        }
      if (found.size() >= 4'000'000) flush();
    }
    flush();
    std::vector<std::uint64_t> merged;
    std::merge(seen.begin(), seen.end(), layer.begin(), layer.end(), std::back_inserter(merged));
    seen = std::move(merged);
    layers.push_back(std::move(layer));
  }
  return layers;
}

// Up to `count` of the positions, drawn with a fixed seed.
std::vector<std::uint64_t> sample(std::vector<std::uint64_t> positions, std::size_t count,
                                  std::uint64_t seed) {
  if (positions.size() <= count) return positions;
  std::mt19937_64 random(seed);
  std::shuffle(positions.begin(), positions.end(), random);
  positions.resize(count);
  return positions;
}

// --- Linear algebra over Z/12 for the subset search: a generating set of
// a submodule of (Z/12)^14 kept in Howell form, where membership is plain
// reduction. ---

using Vector = std::array<int, 14>;

class Span {
 public:
  void add(Vector v) {
    for (unsigned j = 0; j < 14; ++j) {
      if (v[j] == 0) continue;
      if (!rows_[j]) {
        // Scale to the divisor of 12 that generates the same ideal, and keep
        // the multiple that vanishes in column j (12 / pivot times the row).
        const int g = std::gcd(v[j], 12);
        int unit = 1;
        while (unit * v[j] % 12 != g) ++unit;
        for (auto& x : v) x = x * unit % 12;
        rows_[j] = v;
        Vector rest;
        for (unsigned i = 0; i < 14; ++i) rest[i] = v[i] * (12 / g) % 12;
        add(rest);
        return;
      }
      Vector& row = *rows_[j];
      if (v[j] % row[j] == 0) {
        const int q = v[j] / row[j];
        for (unsigned i = 0; i < 14; ++i) v[i] = ((v[i] - q * row[i]) % 12 + 12) % 12;
        continue;
      }
      // The gcd of the two pivots by Euclid on the rows; both remainders go on.
      Vector a = row, b = v;
      while (b[j] != 0) {
        const int q = a[j] / b[j];
        for (unsigned i = 0; i < 14; ++i) a[i] = ((a[i] - q * b[i]) % 12 + 12) % 12;
        std::swap(a, b);
      }
      rows_[j].reset();
      add(a);
      add(row);
      add(v);
      return;
    }
  }
  bool contains(Vector v) const {
    for (unsigned j = 0; j < 14; ++j) {
      if (v[j] == 0) continue;
      if (!rows_[j] || v[j] % (*rows_[j])[j] != 0) return false;
      const int q = v[j] / (*rows_[j])[j];
      for (unsigned i = 0; i < 14; ++i) v[i] = ((v[i] - q * (*rows_[j])[i]) % 12 + 12) % 12;
    }
    return true;
  }

 private:
  std::array<std::optional<Vector>, 14> rows_;
};

Vector free_dials(const Clock& clock) {
  Vector v;
  for (unsigned i = 0; i < 14; ++i) v[i] = clock[kFree[i]];
  return v;
}

// The fewest sets whose span holds the position, trying every k sets for
// k = 0, 1, 2, ...: depth-first over subsets in increasing order.
bool spans_within(const std::vector<Vector>& effects, const Vector& target, const Span& span,
                  std::size_t from, unsigned left) {
  if (span.contains(target)) return true;
  if (left == 0) return false;
  for (std::size_t s = from; s < effects.size(); ++s) {
    Span more = span;
    more.add(effects[s]);
    if (spans_within(effects, target, more, s + 1, left - 1)) return true;
  }
  return false;
}

unsigned subset_distance(const std::vector<Set>& sets, const Clock& clock) {
  std::vector<Vector> effects;
  for (const Set& s : sets) effects.push_back(free_dials(turn(Clock{}, s, 1)));
  for (unsigned k = 0;; ++k)
    if (spans_within(effects, free_dials(clock), Span{}, 0, k)) return k;
}

}  // namespace

// A search of five million positions: the Release run's, not the sanitizers'
// (the other cases here run the solver under them).
TEST_CASE("rubiks-clock: positions near solved, counted by a breadth-first search" *
          doctest::skip(kSanitized)) {
  for (const bool wca : {false, true}) {
    CAPTURE(wca);
    const auto puzzle = loaded(wca ? "--metric wca" : "--metric pins");
    const auto layers = layers_near_solved(sets_of(wca));
    if (!wca) {
      // Published (cube20.com/clock): 1, 330, 51,651, 4,947,912.
      CHECK(layers[1].size() == 330);
      CHECK(layers[2].size() == 51'651);
      CHECK(layers[3].size() == 4'947'912);
    } else {
      CHECK(layers[1].size() == 18 * 11);
    }
    // The solver's distance for every position at distance 0 and 1, and a
    // seeded sample of 2 and 3 (fewer under the sanitizers). All 51,651 at
    // 2 took 52 s of CPU in the pins metric (a millisecond each), the
    // longest test of the suite by far.
    const std::array<std::size_t, 4> checked =
        kSanitized ? std::array<std::size_t, 4>{1, 1'000'000, 200, 50}
                   : std::array<std::size_t, 4>{1, 1'000'000, 5'000, 1'000};
    for (unsigned d = 0; d <= 3; ++d) {
      const auto keys = sample(layers[d], checked[d], d);
      const auto found = solver_distances(*puzzle, keys);
      for (std::size_t i = 0; i < keys.size(); ++i)
        if (found[i] != d) {
          CAPTURE(d);
          CAPTURE(keys[i]);
          FAIL_CHECK("the solver's distance differs (or its answer does not replay)");
        }
    }
  }
}

TEST_CASE("rubiks-clock: distances equal a plain search over subsets of dial sets") {
  std::mt19937_64 random(16);
  // WCA: uniform random positions (every subset of up to 12 of 18 sets is
  // few enough). Pins: positions a few random moves from solved, as the
  // subsets of 30 sets grow too many for the usual distances 9 and 10.
  for (const bool wca : {false, true}) {
    CAPTURE(wca);
    const auto puzzle = loaded(wca ? "--metric wca" : "");
    const auto sets = sets_of(wca);
    for (int n = 0; n < 4; ++n) {
      Clock clock{};
      if (wca) {
        // Any dials, the back's corners following the front's.
        for (unsigned i = 0; i < 9; ++i) clock[i] = static_cast<int>(random() % 12);
        for (unsigned i = 9; i < 18; ++i) clock[i] = static_cast<int>(random() % 12);
        for (unsigned row = 0; row < 3; row += 2)
          for (unsigned column = 0; column < 3; column += 2)
            clock[9 + 3 * row + (2 - column)] = (12 - clock[3 * row + column]) % 12;
      } else {
        for (int m = 0; m < 5; ++m)
          clock = turn(clock, sets[random() % sets.size()], static_cast<int>(random() % 11 + 1));
      }
      CAPTURE(n);
      CHECK(distance(*puzzle, clock) == subset_distance(sets, clock));
    }
  }
}

TEST_CASE("rubiks-clock: WCA scramble notation, read as the regulations define it") {
  const auto puzzle = loaded("--input scramble");
  // UR5-: only the upper right pin up, its wheel 5 hours counter-clockwise.
  Clock expected = turn(Clock{}, {false, 2}, -5);
  CHECK(puzzle->read_case(std::vector<std::string>{"UR5-"}) ==
        loaded("")->read_case(tokens(expected)));
  // A TNoodle scramble: the front's moves, y2, the back's.
  const std::vector<std::pair<unsigned, int>> front = {{2, -5}, {4, 3},   {8, -2}, {1, 1}, {3, 2},
                                                       {6, 0},  {12, -4}, {9, 4},  {15, 1}};
  const std::vector<std::pair<unsigned, int>> back = {{3, 4}, {6, -3}, {12, 2}, {9, -5}, {15, 2}};
  Clock clock{};
  for (const auto& [pins, hours] : front) clock = turn(clock, {false, pins}, hours);
  for (const auto& [pins, hours] : back) clock = turn(clock, {true, pins}, hours);
  const std::string scramble = "UR5- DR3+ DL2- UL1+ U2+ R0+ D4- L4+ ALL1+ y2 U4+ R3- D2+ L5- ALL2+";
  CHECK(puzzle->read_case(std::vector<std::string>{scramble}) ==
        loaded("")->read_case(tokens(clock)));
  // Bare pin settings turn nothing; an unknown word is refused.
  CHECK(puzzle->read_case(std::vector<std::string>{"UR DL"}) == 0);
  CHECK_THROWS_AS(puzzle->read_case(std::vector<std::string>{"UR5- Q3+"}), InputError);
}

TEST_CASE("rubiks-clock: scrambles written read back to their positions") {
  for (const char* metric : {"--metric pins", "--metric wca"}) {
    const auto writer = loaded(metric);
    const auto reader = loaded(std::string(metric) + " --input scramble");
    for (std::uint64_t i = 0; i < 40; ++i) {
      const Position p = writer->nth_position(i * 32'098'000'000'000 + 12'345, false);
      std::string scramble;
      find_format(*writer, "scramble")->write(split_tokens(writer->write_case(p)), scramble);
      REQUIRE(!scramble.empty());
      scramble.pop_back();  // the line's end
      CHECK(reader->read_case(std::vector<std::string>{scramble}) == p);
      CHECK(reader->write_case(p) == scramble);
    }
  }
}

TEST_CASE("rubiks-clock: answers in the WCA metric name only WCA's sets") {
  const auto puzzle = loaded("--metric wca");
  std::string out;
  const std::vector<std::string> example = {"5", "3",  "9", "2", "12", "9", "10", "2", "1",
                                            "3", "10", "7", "3", "12", "5", "11", "8", "2"};
  find_format(*puzzle, "text")->write(example, out);
  for (const char* extension : {"MUL", "MUR", "ULw", "URw", "DRw", "DLw"})
    CHECK(out.find(extension) == std::string::npos);
}

TEST_CASE("rubiks-clock: corner dials that disagree are refused, naming both") {
  const auto puzzle = loaded("");
  auto t = tokens(Clock{});
  t[11] = std::to_string(5);  // the back's upper right, which is the front's upper left
  try {
    puzzle->read_case(t);
    FAIL("accepted disagreeing corners");
  } catch (const InputError& e) {
    const std::string message = e.what();
    CHECK(message.find("dial 12") != std::string::npos);
    CHECK(message.find("dial 1 ") != std::string::npos);
  }
}

TEST_CASE("rubiks-clock: WCA's scramble layout and the dials determine each other") {
  using namespace rubiks_clock;
  std::mt19937_64 random(26);
  for (int i = 0; i < 2000; ++i) {
    ScrambleAmounts amounts{};
    for (auto& a : amounts) a = static_cast<std::uint8_t>(random() % kHours);
    const Dials dials = scramble_dials(amounts);
    CHECK(scramble_amounts(dials) == amounts);
    CHECK(scramble_dials(scramble_amounts(dials)) == dials);
  }
  // One hour of each move alone: the amounts are that move's.
  for (unsigned move = 0; move < kScrambleMoves; ++move) {
    ScrambleAmounts one{};
    one[move] = 1;
    CHECK(scramble_amounts(scramble_dials(one)) == one);
  }
  CHECK(scramble_text(ScrambleAmounts{}) ==
        "UR0+ DR0+ DL0+ UL0+ U0+ R0+ D0+ L0+ ALL0+ y2 U0+ R0+ D0+ L0+ ALL0+");
  const ScrambleAmounts tnoodle = {7, 3, 10, 1, 2, 0, 8, 4, 1, 4, 9, 2, 7, 2};
  CHECK(scramble_text(tnoodle) ==
        "UR5- DR3+ DL2- UL1+ U2+ R0+ D4- L4+ ALL1+ y2 U4+ R3- D2+ L5- ALL2+");
}

// TNoodle's clock scrambles: ClockPuzzle.generateRandomMoves's draw
// (github:thewca/tnoodle-lib, commit 3688c66: each of the 14 amounts
// nextInt(12) - 5, written as hours and a sign), run with java.util.Random
// seeded 26 in place of SecureRandom. Each reads back to the position the
// model's turns give, and is answered in the WCA metric as shortly as the
// plain search over subsets of dial sets finds (fewer under the sanitizers:
// a search is some tenths of a second), and in the pins metric by moves
// that solve it.
TEST_CASE("rubiks-clock: TNoodle's scrambles read back and answered optimally") {
  const std::vector<std::string> scrambles = {
      "UR5- DR5- DL6+ UL0+ U3+ R4- D2- L4+ ALL0+ y2 U1+ R4- D0+ L5- ALL6+",
      "UR4+ DR3+ DL4+ UL0+ U1- R1- D2+ L3- ALL2+ y2 U0+ R4- D6+ L3- ALL3+",
      "UR0+ DR5+ DL3- UL5+ U0+ R2+ D2+ L4+ ALL2+ y2 U2- R3+ D6+ L1+ ALL4-",
      "UR5- DR3- DL2+ UL4- U4+ R1- D1+ L2+ ALL4- y2 U2- R0+ D5- L0+ ALL3+",
      "UR5- DR2+ DL2+ UL1+ U2+ R2- D1- L2+ ALL3+ y2 U0+ R5+ D2- L1+ ALL1+",
      "UR3+ DR0+ DL3- UL2+ U5- R6+ D5+ L5+ ALL1+ y2 U4+ R1- D4- L6+ ALL3-",
      "UR5- DR4- DL4+ UL2+ U6+ R3+ D2+ L5+ ALL2- y2 U5- R4+ D6+ L4- ALL3+",
      "UR3+ DR0+ DL3- UL1+ U1- R5- D0+ L4+ ALL3+ y2 U5+ R6+ D6+ L5- ALL4-",
      "UR4+ DR2+ DL1+ UL3- U6+ R5- D2+ L5- ALL2- y2 U2- R5- D2+ L3+ ALL5-",
      "UR1- DR2- DL1- UL1+ U1+ R5- D4- L3- ALL3+ y2 U3+ R2+ D4- L2+ ALL1+",
      "UR3+ DR6+ DL1+ UL3- U3- R4- D2- L5+ ALL2+ y2 U3- R4+ D1- L2- ALL3-",
      "UR2+ DR4+ DL5+ UL1- U3- R6+ D0+ L1+ ALL5+ y2 U3- R3- D2+ L2+ ALL4+",
      "UR5- DR0+ DL6+ UL5- U3+ R5- D4+ L1+ ALL2+ y2 U5- R5- D5+ L3- ALL6+",
      "UR5+ DR6+ DL4+ UL6+ U1- R0+ D4- L2- ALL6+ y2 U3- R6+ D5- L4+ ALL1+",
      "UR4+ DR3+ DL5+ UL2+ U2+ R2+ D2+ L3- ALL1- y2 U2- R3+ D2- L3+ ALL1+",
      "UR5+ DR6+ DL3- UL3- U1- R4+ D6+ L0+ ALL2- y2 U1+ R3- D3- L5+ ALL5+",
      "UR2+ DR1- DL2+ UL4- U5+ R1+ D3+ L3- ALL4- y2 U4+ R1+ D6+ L2+ ALL2-",
      "UR5- DR1+ DL3+ UL0+ U4+ R4+ D1+ L3+ ALL6+ y2 U5+ R5+ D5- L3+ ALL4+",
      "UR2+ DR4+ DL6+ UL1+ U0+ R2+ D4- L5+ ALL1+ y2 U0+ R3- D3- L5+ ALL1+",
      "UR3- DR1- DL4+ UL0+ U5- R2+ D4- L5- ALL3- y2 U1+ R2- D0+ L4+ ALL5+",
      "UR5+ DR5- DL1- UL4- U2- R2+ D6+ L1+ ALL5- y2 U2+ R4+ D4- L1- ALL0+",
  };
  // The WCA's names for the pins up: U is UL and UR, ALL every pin.
  const std::vector<std::pair<std::string, unsigned>> pins = {{"UR", 2}, {"DR", 4}, {"DL", 8},
                                                              {"UL", 1}, {"U", 3},  {"R", 6},
                                                              {"D", 12}, {"L", 9},  {"ALL", 15}};
  const auto reader = loaded("--input scramble");
  const auto dials = loaded("");
  const auto wca = loaded("--metric wca");
  const auto sets = sets_of(true);
  for (std::size_t i = 0; i < scrambles.size(); ++i) {
    const std::string& scramble = scrambles[i];
    CAPTURE(scramble);
    Clock clock{};
    bool back = false;
    for (const auto& word : split_tokens(scramble)) {
      if (word == "y2") {
        back = true;
        continue;
      }
      const std::size_t digit = word.find_first_of("0123456");
      REQUIRE(digit != std::string::npos);
      const auto set = std::find_if(pins.begin(), pins.end(), [&](const auto& p) {
        return p.first == word.substr(0, digit);
      });
      REQUIRE(set != pins.end());
      const int hours = std::stoi(word.substr(digit, word.size() - digit - 1));
      clock = turn(clock, {back, set->second}, word.back() == '+' ? hours : -hours);
    }
    const Position position = reader->read_case(std::vector<std::string>{scramble});
    CHECK(position == dials->read_case(tokens(clock)));
    CHECK(reader->write_case(position) == scramble);
    if (!kSanitized || i < 3) CHECK(distance(*wca, clock) == subset_distance(sets, clock));
    distance(*dials, clock);  // its answer solves the clock (checked there)
  }
}
