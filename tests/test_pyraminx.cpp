// The Pyraminx with its tips, against a breadth-first search of the test's
// own over the whole puzzle (75,582,720 positions): the tipless part moved
// by the definition's model, the tips counted as a person sees them turn
// (absolute twists: a capital move turns its tip with the layer below), not
// relative to their centres as the puzzle counts them. The position count,
// God's number and every distance's count, the lexically earliest answers,
// and scrambles in TNoodle's form read back.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "core/puzzle.h"
#include "core/tokens.h"
#include "loaded_puzzle.h"
#include "puzzles/definition/definition.h"
#include "puzzles/definition/permutation_model.h"
#include "puzzles/definition/shipped.h"
#include "puzzles/registry.h"
#include "sanitized.h"

using namespace puzzletab;
using namespace puzzletab::definition;

namespace {

constexpr unsigned kTips = 4;
constexpr unsigned kTipStates = 81;
constexpr std::uint8_t kUnseen = 0xFF;

std::string join_tokens(const std::vector<std::string>& tokens) {
  std::string text;
  for (const auto& t : tokens) {
    if (!text.empty()) text.push_back(' ');
    text += t;
  }
  return text;
}

std::unique_ptr<Puzzle> pyraminx(const std::string& options = "--input position") {
  for (auto& puzzle : make_puzzles("pyraminx"))
    if (puzzle->name() == "pyraminx") return testing::loaded_puzzle(std::move(puzzle), options);
  FAIL("no puzzle pyraminx");
  return nullptr;
}

// The whole puzzle searched from solved. A position is the tipless part's
// rank times 81 plus the tips' absolute twists, tip a (the centre slot a:
// U L R B) as the digit of 3^a.
struct FullSearch {
  PermutationModel model;
  std::vector<std::uint32_t> next;  // tipless rank x 8 capital moves
  std::array<unsigned, 8> axis{};   // each capital move's corner
  std::array<unsigned, 8> turn{};   // and how far it turns its centre (and tip)
  std::vector<std::uint8_t> distance;
  std::vector<std::string> names;  // the 16 moves, in the answers' order

  FullSearch() : model(shipped()) {
    const std::uint64_t tipless = model.position_count();
    REQUIRE(model.move_count() == 8);
    for (unsigned m = 0; m < 8; ++m) {
      const State s = model.apply(model.solved(), m);
      for (unsigned a = 0; a < kTips; ++a)
        if (s.twists[a] != 0) {
          axis[m] = a;
          turn[m] = s.twists[a];
        }
      names.push_back(model.move_name(m));
    }
    for (const char* tip : {"u", "u'", "l", "l'", "r", "r'", "b", "b'"}) names.emplace_back(tip);
    next.resize(tipless * 8);
    for (std::uint64_t r = 0; r < tipless; ++r) {
      const State s = model.unrank(r);
      for (unsigned m = 0; m < 8; ++m)
        next[r * 8 + m] = static_cast<std::uint32_t>(model.rank(model.apply(s, m)));
    }
    distance.assign(tipless * kTipStates, kUnseen);
    distance[model.rank(model.solved()) * kTipStates] = 0;
    for (std::uint8_t d = 0;; ++d) {
      bool found = false;
      for (std::uint64_t p = 0; p < distance.size(); ++p) {
        if (distance[p] != d) continue;
        for (unsigned m = 0; m < 16; ++m) {
          const std::uint64_t n = after(p, m);
          if (distance[n] == kUnseen) {
            distance[n] = static_cast<std::uint8_t>(d + 1);
            found = true;
          }
        }
      }
      if (!found) break;
    }
  }

  static Definition shipped() {
    for (const auto& s : shipped_definitions())
      if (s.name == "pyraminx") return parse_definition(s.text, s.file);
    FAIL("no shipped pyraminx");
    return {};
  }

  static unsigned tip_of(std::uint64_t p, unsigned a) {
    for (unsigned i = 0; i < a; ++i) p /= 3;
    return static_cast<unsigned>(p % 3);
  }
  static std::uint64_t tip_weight(unsigned a) {
    std::uint64_t w = 1;
    for (unsigned i = 0; i < a; ++i) w *= 3;
    return w;
  }
  // Moves 0..7: the capital ones (the tip turns with its centre); 8..15:
  // u u' l l' r r' b b', the tip alone, as far as its capital move.
  std::uint64_t after(std::uint64_t p, unsigned m) const {
    const std::uint64_t x = p / kTipStates;
    std::uint64_t t = p % kTipStates;
    const unsigned capital = m < 8 ? m : m - 8;
    const unsigned a = axis[capital];
    t += ((tip_of(t, a) + turn[capital]) % 3) * tip_weight(a) - tip_of(t, a) * tip_weight(a);
    return (m < 8 ? next[x * 8 + m] : x) * kTipStates + t;
  }

  std::uint64_t after(std::uint64_t p, const std::string& line) const {
    for (const auto& word : split_tokens(line)) {
      const auto m = std::find(names.begin(), names.end(), word);
      REQUIRE(m != names.end());
      p = after(p, static_cast<unsigned>(m - names.begin()));
    }
    return p;
  }
  std::uint64_t solved() const { return model.rank(model.solved()) * kTipStates; }

  // The case as the puzzle reads it: the definition's vectors, then each
  // tip's twist relative to its centre.
  std::vector<std::string> case_tokens(std::uint64_t p) const {
    const State s = model.unrank(p / kTipStates);
    std::vector<std::string> tokens;
    unsigned slot = 0;
    for (const unsigned size : {4u, 6u}) {
      for (unsigned i = 0; i < size; ++i) tokens.push_back(std::to_string(s.pieces[slot + i] + 1));
      for (unsigned i = 0; i < size; ++i) tokens.push_back(std::to_string(s.twists[slot + i]));
      slot += size;
    }
    for (unsigned a = 0; a < kTips; ++a)
      tokens.push_back(std::to_string((tip_of(p % kTipStates, a) + 3 - s.twists[a]) % 3));
    return tokens;
  }

  // The lexically earliest shortest answer, by the search's distances: at
  // each step the first move, in the answers' order, one closer.
  std::string earliest_answer(std::uint64_t p) const {
    std::string answer;
    while (distance[p] != 0) {
      unsigned m = 0;
      while (distance[after(p, m)] != distance[p] - 1) ++m;
      if (!answer.empty()) answer.push_back(' ');
      answer += names[m];
      p = after(p, m);
    }
    return answer;
  }
};

const FullSearch& full_search() {
  static const FullSearch search;
  return search;
}

std::string answer(const Puzzle& puzzle, const std::vector<std::string>& tokens,
                   const char* format = "moves") {
  std::string out;
  find_format(puzzle, format)->write(tokens, out);
  REQUIRE(!out.empty());
  out.pop_back();
  return out;
}

}  // namespace

// A search of 75 million positions, some seconds: left to the Release run
// by the sanitizer build, which tests the same code on the tipless part.
TEST_CASE(
    "pyraminx: 75,582,720 positions, God's number 15, as a search of the whole puzzle "
    "finds" *
    doctest::skip(kSanitized)) {
  const FullSearch& search = full_search();
  std::vector<std::uint64_t> counts;
  std::uint64_t unseen = 0;
  for (const auto d : search.distance) {
    if (d == kUnseen) {
      ++unseen;
      continue;
    }
    if (d >= counts.size()) counts.resize(d + 1u);
    ++counts[d];
  }
  CHECK(unseen == 0);
  std::uint64_t all = 0;
  for (const auto c : counts) all += c;
  CHECK(all == 75'582'720);
  // God's number with the tips: 15 (the tipless puzzle's 11, and 4 tips).
  CHECK(counts.size() - 1 == 15);
  const auto puzzle = pyraminx();
  CHECK(puzzle->position_count(false) == 75'582'720);
  CHECK(puzzle->distance_counts() == counts);
  CHECK(puzzle->gods_number() == 15u);
}

TEST_CASE("pyraminx: the answers are the lexically earliest shortest ones" *
          doctest::skip(kSanitized)) {
  const FullSearch& search = full_search();
  const auto puzzle = pyraminx();
  std::mt19937_64 random(26);
  for (int i = 0; i < 3000; ++i) {
    const std::uint64_t p = random() % search.distance.size();
    const auto tokens = search.case_tokens(p);
    CAPTURE(join_tokens(tokens));
    const std::string expected = search.earliest_answer(p);
    CHECK(answer(*puzzle, tokens) == expected);
    // Its scramble leads from solved to the position, and is as short.
    const std::string scramble = answer(*puzzle, tokens, "scramble");
    CHECK(search.after(search.solved(), scramble) == p);
    CHECK(split_tokens(scramble).size() == search.distance[p]);
  }
}

// TNoodle's scrambles: the issue's, then TNoodle's own output, its
// PyraminxSolver (github:thewca/tnoodle-lib, commit 3688c66) run as
// PyraminxPuzzle runs it: a uniform state (randomState), drawn again while
// it is within 5 moves tips included (Puzzle.generateWcaScramble, the WCA
// minimum 6), then generateExactly(state, 11, false): 11 moves of U L R B,
// then the twisted tips in u l r b order; java.util.Random seeded 26 in
// place of SecureRandom.
TEST_CASE("pyraminx: TNoodle's scrambles read back and answered optimally" *
          doctest::skip(kSanitized)) {
  const std::vector<std::string> scrambles = {
      "U' L R' B' U R' L U' l r' b'",           "R U' B' L R B' L' B L' U' R' u' r b'",
      "L' R' L' R L U' L B U B' U l b",         "L B U B' U R B U' R' L B' u' b'",
      "B' R' U' R' B R' B L U L R' l' b",       "U' L' B' L' R' U R' L' U' R B' l' r b'",
      "U R' L' R B L' U' L B U L u l r' b",     "B L' U' B R' B' L' U' B U' B' u' l r b",
      "B L R' B R' U' R' L' R' L' U u' l r b'", "B' U' L B' R L' U' B U' B L u' l' r b'",
      "U L U' L B' U' L U' R' B' R' r'",        "B' R U L' R L B' R' U B' R' u l' b'",
      "U L' U' L R' U L' B' R' L' R l r",       "B R L R' B R L U B U' L u' b",
      "L' U' R' B' R' U' L U' L R' U l b'",     "L B L R U' B L' R' B R' U u l' b'",
      "U' B' R' B' U R L' B R' L' R' u l r b",  "L' U' R' L' R U' L' R U' L' U' u r' b",
      "R' L' R B' U L B' R' L' U' B r'",        "U L' B U' B R U B' L' U' L u b'",
      "B' R U B' R U' B U' L R' L' u' r b'",    "B R' U R' U R U' L U L' U' u",
  };
  const FullSearch& search = full_search();
  const auto by_moves = pyraminx("--input moves");
  const auto by_position = pyraminx();
  for (const auto& scramble : scrambles) {
    CAPTURE(scramble);
    const std::uint64_t p = search.after(search.solved(), scramble);
    const Position read = by_moves->read_case(std::vector<std::string>{scramble});
    CHECK(by_position->write_case(read) == join_tokens(search.case_tokens(p)));
    const std::string solution = answer(*by_moves, {scramble});
    CHECK(solution == search.earliest_answer(p));
    CHECK(split_tokens(solution).size() == search.distance[p]);
    CHECK(search.distance[search.after(p, solution)] == 0);
    CHECK(search.distance[p] >= 6);
  }
}

TEST_CASE("pyraminx: tips in a case and in moves") {
  const auto puzzle = pyraminx();
  const auto by_moves = pyraminx("--input moves");
  const std::string solved = "1 2 3 4 0 0 0 0 1 2 3 4 5 6 0 0 0 0 0 0";
  // u adds 2 to the tip's twist, as U adds 2 to its centre; U leaves the
  // tip's twist relative to the centre as it was.
  CHECK(puzzle->write_case(by_moves->read_case(std::vector<std::string>{"u"})) ==
        solved + " 2 0 0 0");
  CHECK(puzzle->write_case(by_moves->read_case(std::vector<std::string>{"b'"})) ==
        solved + " 0 0 0 1");
  CHECK(answer(*by_moves, {"U"}) == "U'");
  CHECK(answer(*by_moves, {"U u"}) == "U' u'");
  CHECK(answer(*by_moves, {"r’ l"}) == "l' r");  // a typographic prime
  CHECK(answer(*by_moves, {"u l r b"}) == "u' l' r' b'");
  CHECK(answer(*by_moves, {"u l r b"}, "scramble") == "u l r b");
  CHECK(answer(*by_moves, {""}).empty());
  CHECK_THROWS_WITH_AS(by_moves->read_case(std::vector<std::string>{"U d"}),
                       "expected a move (U U' L L' R R' B B' u u' l l' r r' b b'), got \"d\" at "
                       "position 2",
                       InputError);
  auto tokens = split_tokens(solved + " 0 3 0 0");
  CHECK_THROWS_WITH_AS(puzzle->read_case(tokens),
                       "expected a tip's twist 0..2, got \"3\" at position 22", InputError);
  tokens.pop_back();
  CHECK_THROWS_AS(puzzle->read_case(tokens), InputError);
  CHECK(puzzle->scramble_minimum() == 6);
}
