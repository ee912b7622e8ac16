#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/answer_text.h"
#include "core/table_store.h"
#include "core/tokens.h"
#include "puzzles/clocks.h"
#include "tree_paths.h"

using namespace puzzletab;
using clocks::Dials;

namespace {

// The seed's second table, clock by clock: the moves (1..9) that turn it.
// Written out independently of clocks::kMoveDials (the seed's first table).
const std::array<std::vector<int>, 9> kMovesTurning = {{
    {1, 2, 4},
    {1, 2, 3, 5},
    {2, 3, 6},
    {1, 4, 5, 7},
    {1, 3, 5, 7, 9},
    {3, 5, 6, 9},
    {4, 7, 8},
    {5, 7, 8, 9},
    {6, 8, 9},
}};

// Hours shown, 1..12. A turn of `move` moves its clocks `hours` forward
// (negative: back), on a 12-hour face.
using Face = std::array<int, 9>;

Face turn(Face face, int move, int hours) {
  for (std::size_t dial = 0; dial < 9; ++dial)
    for (const int m : kMovesTurning[dial])
      if (m == move) face[dial] = ((face[dial] + hours - 1) % 12 + 12) % 12 + 1;
  return face;
}

bool all_twelve(const Face& face) {
  for (const int h : face)
    if (h != 12) return false;
  return true;
}

// A face's dials as the library counts them: states of `hours_per_state` hours.
Dials to_dials(const Face& face, int hours_per_state) {
  Dials d;
  for (std::size_t i = 0; i < 9; ++i)
    d[i] = static_cast<std::uint8_t>(face[i] % 12 / hours_per_state);
  return d;
}

// A face as a number in base `states`, dial I first: a code of the test's own.
std::uint64_t code(const Face& face, int hours_per_state) {
  const int states = 12 / hours_per_state;
  std::uint64_t c = 0;
  for (std::size_t i = 9; i-- > 0;) c = c * states + (face[i] % 12) / hours_per_state;
  return c;
}

Face from_code(std::uint64_t c, int hours_per_state) {
  const int states = 12 / hours_per_state;
  Face face;
  for (std::size_t i = 0; i < 9; ++i, c /= states) {
    const int h = static_cast<int>(c % states) * hours_per_state;
    face[i] = h == 0 ? 12 : h;
  }
  return face;
}

// Fewest turns from every face (with dial states of `hours_per_state` hours)
// to all twelve, each turn moving its clocks one state: by a breadth-first
// search backwards from all twelve. `back_too` allows turns back as well.
std::vector<std::uint8_t> plain_bfs(int hours_per_state, bool back_too) {
  const int states = 12 / hours_per_state;
  std::uint32_t total = 1;
  for (int i = 0; i < 9; ++i) total *= static_cast<std::uint32_t>(states);
  std::vector<std::uint8_t> dist(total, 0xFF);
  std::vector<std::uint64_t> queue{code(Face{12, 12, 12, 12, 12, 12, 12, 12, 12}, hours_per_state)};
  dist[queue[0]] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const Face face = from_code(queue[head], hours_per_state);
    for (int move = 1; move <= 9; ++move) {
      for (const int sign : {1, -1}) {
        if (sign == -1 && !back_too) continue;
        // The faces that one turn (forward, sign 1, or back) brings here.
        const std::uint64_t c = code(turn(face, move, -sign * hours_per_state), hours_per_state);
        if (dist[c] == 0xFF) {
          dist[c] = static_cast<std::uint8_t>(dist[queue[head]] + 1);
          queue.push_back(c);
        }
      }
    }
  }
  return dist;
}

// Applies signed turns (one state each) to a face.
Face apply(Face face, const clocks::SignedTurns& turns, int hours_per_state) {
  for (int move = 1; move <= 9; ++move) {
    const int k = turns[static_cast<std::size_t>(move - 1)];
    for (int i = 0; i < std::abs(k); ++i)
      face = turn(face, move, k > 0 ? hours_per_state : -hours_per_state);
  }
  return face;
}

int length(const clocks::SignedTurns& turns) {
  int n = 0;
  for (const auto k : turns) n += std::abs(k);
  return n;
}

clocks::SignedTurns forward(const clocks::Turns& t) {
  clocks::SignedTurns s;
  for (std::size_t j = 0; j < 9; ++j) s[j] = static_cast<std::int8_t>(t[j]);
  return s;
}

}  // namespace

TEST_CASE("the moves as data are the seed's first table, transposed into its second") {
  for (std::size_t dial = 0; dial < 9; ++dial) {
    std::vector<int> turning;
    for (int move = 1; move <= 9; ++move)
      if (clocks::kMoveDials[static_cast<std::size_t>(move - 1)].find(
              static_cast<char>('A' + dial)) != std::string_view::npos)
        turning.push_back(move);
    CHECK(turning == kMovesTurning[dial]);
  }
}

TEST_CASE("clocks: every one of the 4^9 answers solves its position and is shortest") {
  const auto table = clocks::build_table();
  const auto dist = plain_bfs(3, false);
  std::size_t longest = 0;
  for (std::uint32_t c = 0; c < clocks::kStates; ++c) {
    const Face face = from_code(c, 3);
    const auto turns = clocks::decode_turns(table.view()[clocks::dial_index(to_dials(face, 3))]);
    const auto answer = forward(turns);
    CAPTURE(c);
    REQUIRE(all_twelve(apply(face, answer, 3)));
    REQUIRE(length(answer) == dist[c]);
    longest = std::max<std::size_t>(longest, static_cast<std::size_t>(length(answer)));
  }
  CHECK(longest <= 27);
}

TEST_CASE("clocks: the seed's sample, 9 9 12 / 6 6 6 / 6 3 6 -> 4 5 8 9") {
  const auto table = clocks::build_table();
  const Dials dials = to_dials(Face{9, 9, 12, 6, 6, 6, 6, 3, 6}, 3);
  CHECK(clocks::decode_turns(table.view()[clocks::dial_index(dials)]) ==
        clocks::Turns{0, 0, 0, 1, 1, 0, 0, 1, 1});
}

TEST_CASE("clocks: the proof rejects a table with a wrong entry") {
  auto table = clocks::build_table();
  CHECK_NOTHROW(clocks::prove_table(table.view()));
  const std::uint32_t i = 12345;
  const std::uint32_t j = 200000;
  const std::uint32_t a = table.view()[i], b = table.view()[j];
  table.set(i, b);
  CHECK_THROWS_AS(clocks::prove_table(table.view()), std::logic_error);
  table.set(j, a);  // now a permutation of the right entries: still wrong
  CHECK_THROWS_AS(clocks::prove_table(table.view()), std::logic_error);
  table.set(i, a);
  table.set(j, b);
  CHECK_NOTHROW(clocks::prove_table(table.view()));
}

TEST_CASE("turns forward or back: fewest, by BFS over every position, moduli 2, 3 and 4") {
  // 12 / hours_per_state states per dial.
  for (const int hours_per_state : {6, 4, 3}) {
    const auto states = static_cast<std::uint32_t>(12 / hours_per_state);
    CAPTURE(states);
    const clocks::NetTurns net(states);
    const auto dist = plain_bfs(hours_per_state, true);
    for (std::uint32_t c = 0; c < dist.size(); ++c) {
      const Face face = from_code(c, hours_per_state);
      const auto answer = clocks::fewest_turns(net(to_dials(face, hours_per_state)), states);
      CAPTURE(c);
      REQUIRE(all_twelve(apply(face, answer, hours_per_state)));
      REQUIRE(length(answer) == dist[c]);
      for (const auto k : answer) REQUIRE(2 * k != -static_cast<int>(states));  // ties go forward
    }
  }
}

TEST_CASE("the move matrix is not invertible modulo 5 (det 5), so no solver is made") {
  CHECK_THROWS_AS(clocks::NetTurns(5), std::logic_error);
  CHECK_THROWS_AS(clocks::NetTurns(10), std::logic_error);
  CHECK_THROWS_AS(clocks::NetTurns(1), std::invalid_argument);
}

TEST_CASE("clock12: every position within 6 turns gets an answer of its BFS length; the counts") {
  // 12^9 positions are too many for a full search; those near all twelve are not.
  const clocks::NetTurns net(12);
  std::unordered_map<std::uint64_t, int> dist;
  const Face solved{12, 12, 12, 12, 12, 12, 12, 12, 12};
  std::vector<Face> frontier{solved};
  dist[code(solved, 1)] = 0;
  for (int d = 1; d <= 6; ++d) {
    std::vector<Face> next;
    for (const Face& face : frontier)
      for (int move = 1; move <= 9; ++move)
        for (const int hours : {1, -1}) {
          const Face f = turn(face, move, hours);
          if (dist.emplace(code(f, 1), d).second) next.push_back(f);
        }
    frontier = std::move(next);
  }
  CHECK(dist.size() > 50000);
  // The positions at each distance up to 6 are all found: the counts of
  // turn_distance_counts must be these.
  const auto counts = clocks::turn_distance_counts(12);
  for (int d = 0; d <= 6; ++d) {
    CAPTURE(d);
    CHECK(counts[static_cast<std::size_t>(d)] ==
          static_cast<std::uint64_t>(std::count_if(dist.begin(), dist.end(),
                                                   [&](const auto& e) { return e.second == d; })));
  }
  for (const auto& [c, d] : dist) {
    const Face face = from_code(c, 1);
    const auto answer = clocks::fewest_turns(net(to_dials(face, 1)), 12);
    REQUIRE(all_twelve(apply(face, answer, 1)));
    REQUIRE(length(answer) == d);
  }
}

TEST_CASE("clock12: random positions, net turns against exhaustive searches modulo 4 and 3") {
  // A net count modulo 12 is fixed by its residues modulo 4 and 3 (Chinese
  // remainders). Those come from trying every combination of counts 0..3
  // (resp. 0..2) per move: no inverse involved.
  const auto exhaustive = [](int states) {
    std::uint32_t total = 1;
    for (int i = 0; i < 9; ++i) total *= static_cast<std::uint32_t>(states);
    std::vector<std::array<int, 9>> counts_for(total);
    std::vector<bool> seen(total, false);
    for (std::uint32_t combo = 0; combo < total; ++combo) {
      std::array<int, 9> counts;
      Face face{12, 12, 12, 12, 12, 12, 12, 12, 12};
      for (std::uint32_t j = 0, c = combo; j < 9; ++j, c /= static_cast<std::uint32_t>(states)) {
        counts[j] = static_cast<int>(c % static_cast<std::uint32_t>(states));
        // Undoing the counts from all twelve gives the face they solve.
        face = turn(face, static_cast<int>(j) + 1, -counts[j] * (12 / states));
      }
      const std::uint64_t c = code(face, 12 / states);
      REQUIRE_FALSE(seen[c]);  // one combination per face
      seen[c] = true;
      counts_for[c] = counts;
    }
    return counts_for;
  };
  const auto mod4 = exhaustive(4);
  const auto mod3 = exhaustive(3);
  const clocks::NetTurns net(12);
  std::mt19937 rng(1994);
  std::uniform_int_distribution<int> hour(1, 12);
  for (int trial = 0; trial < 3000; ++trial) {
    Face face;
    for (auto& h : face) h = hour(rng);
    // The face's residues modulo 4 and 3 as faces of quarter and third turns.
    Face quarters, thirds;
    for (std::size_t i = 0; i < 9; ++i) {
      quarters[i] = face[i] % 4 * 3;
      thirds[i] = face[i] % 3 * 4;
      if (quarters[i] == 0) quarters[i] = 12;
      if (thirds[i] == 0) thirds[i] = 12;
    }
    const auto& c4 = mod4[code(quarters, 3)];
    const auto& c3 = mod3[code(thirds, 4)];
    const auto net_turns = net(to_dials(face, 1));
    const auto answer = clocks::fewest_turns(net_turns, 12);
    CAPTURE(trial);
    REQUIRE(all_twelve(apply(face, answer, 1)));
    int expected_length = 0;
    for (std::size_t j = 0; j < 9; ++j) {
      int n = 0;  // the residue 0..11 that is c4[j] mod 4 and c3[j] mod 3
      while (n % 4 != c4[j] || n % 3 != c3[j]) ++n;
      REQUIRE(net_turns[j] == n);
      expected_length += std::min(n, 12 - n);
      REQUIRE(answer[j] == (n <= 6 ? n : n - 12));
    }
    REQUIRE(length(answer) == expected_length);
  }
}

// --- The position interface (puzzle.h) of both puzzles ---

namespace {

std::unique_ptr<Puzzle> loaded(std::unique_ptr<Puzzle> puzzle) {
  puzzle->load(TableStore(PUZZLETAB_TEST_TABLES));
  return puzzle;
}

Face face_of(const Puzzle& puzzle, Position p) {
  std::istringstream in(puzzle.write_case(p));
  Face face;
  for (auto& h : face) in >> h;
  return face;
}

Proposal read(const Puzzle& puzzle, std::string_view text) {
  AnswerReader reader(text);
  return read_proposal(puzzle.formats().front(), reader);
}

}  // namespace

TEST_CASE("positions: each move turns the seed's dials, a quarter (clocks) or an hour") {
  std::mt19937_64 rng(94);
  const auto clocks = loaded(clocks::make_clocks());
  const auto clock12 = loaded(clocks::make_clock12());
  REQUIRE(clocks->move_count() == 9);
  REQUIRE(clock12->move_count() == 18);
  for (int trial = 0; trial < 300; ++trial) {
    const Position p = clocks->nth_position(rng() % clocks->position_count(false), false);
    const Position q = clock12->nth_position(rng() % clock12->position_count(false), false);
    for (int move = 1; move <= 9; ++move) {
      CAPTURE(move);
      const auto m = static_cast<Move>(move - 1);
      CHECK(clocks->move_name(m) == std::to_string(move));
      CHECK(face_of(*clocks, *clocks->apply(p, m)) == turn(face_of(*clocks, p), move, 3));
      // clock12: "j" an hour forward, "-j" an hour back, j ascending.
      CHECK(clock12->move_name(2 * m) == std::to_string(move));
      CHECK(clock12->move_name(2 * m + 1) == std::to_string(-move));
      CHECK(face_of(*clock12, *clock12->apply(q, 2 * m)) == turn(face_of(*clock12, q), move, 1));
      CHECK(face_of(*clock12, *clock12->apply(q, 2 * m + 1)) ==
            turn(face_of(*clock12, q), move, -1));
    }
    CHECK_FALSE(clocks->apply(p, 9));
    CHECK_FALSE(clock12->apply(q, 18));
  }
}

TEST_CASE("positions: numbered as the dials in base 4 (clocks) or 12, dial A first") {
  const auto clocks = loaded(clocks::make_clocks());
  const auto clock12 = loaded(clocks::make_clock12());
  CHECK(clocks->position_count(true) == 262144);
  CHECK(clock12->position_count(true) == 5159780352);
  CHECK(clocks->write_case(clocks->nth_position(0, false)) == "12 12 12 12 12 12 12 12 12");
  CHECK(clocks->write_case(clocks->nth_position(4 * 4 * 4 * 4 * 4 * 4 * 4 * 4 + 2, false)) ==
        "3 12 12 12 12 12 12 12 6");
  CHECK(clock12->write_case(clock12->nth_position(5159780352 - 1, false)) ==
        "11 11 11 11 11 11 11 11 11");
  CHECK(clock12->write_case(clock12->nth_position(12 * 12 * 12 * 12 * 12 * 12 * 12 * 12 + 5,
                                                  false)) == "1 12 12 12 12 12 12 12 5");
}

TEST_CASE("positions: the seed's sample drawn as hours, solved as the table says") {
  const auto clocks = loaded(clocks::make_clocks());
  const Position p = clocks->read_case(split_tokens(clocks->example()));
  const Picture picture = clocks->draw(p);
  CHECK(picture.rows == std::vector<std::string>{" 9  9 12", " 6  6  6", " 6  3  6"});
  CHECK(picture.colours == std::vector<std::string>{" 3  3 44", " 2  2  2", " 2  1  2"});
  CHECK(clocks->solve(p) == std::vector<Move>{3, 4, 7, 8});  // 4 5 8 9
}

TEST_CASE("positions: answers read back, and what is not an answer") {
  const auto clocks = loaded(clocks::make_clocks());
  const auto clock12 = loaded(clocks::make_clock12());
  using Moves = std::vector<std::string>;
  CHECK(read(*clocks, "4 5 8 9\n").moves == Moves{"4", "5", "8", "9"});
  CHECK(read(*clocks, " 04\t5 \r\n").moves == Moves{"4", "5"});  // as a judge reads numbers
  CHECK(read(*clocks, "\n").moves.empty());
  CHECK(read(*clocks, "").moves.empty());                  // the end of the output: the empty line
  CHECK(read(*clocks, "10 0").moves == Moves{"10", "0"});  // numbers, if not moves
  CHECK_THROWS_WITH_AS(read(*clocks, "4 5 B 9\n"),
                       "expected move numbers separated by blanks on line 1, found \"B\"",
                       PresentationError);
  CHECK_THROWS_WITH_AS(read(*clocks, "4,5\n"),
                       "expected move numbers separated by blanks on line 1, found \"4,5\"",
                       PresentationError);

  const Proposal p = read(*clock12, "3\n1 -3 -3\n");
  CHECK(p.moves == Moves{"1", "-3", "-3"});
  CHECK(p.stated_length == 3u);
  CHECK(read(*clock12, "0").moves.empty());
  CHECK(read(*clock12, "0\n\n").moves.empty());
  CHECK(read(*clock12, "2\n1\n").moves == Moves{"1"});  // the checker holds 2 against it
  CHECK_THROWS_WITH_AS(read(*clock12, "1 -3\n"),
                       "expected the number of turns on line 1, found \"1 -3\"", PresentationError);
  CHECK_THROWS_WITH_AS(read(*clock12, ""),
                       "expected the number of turns on line 1, found the end of the output",
                       PresentationError);
  CHECK_THROWS_WITH_AS(read(*clock12, "2\n"),
                       "expected the turns on line 2, found the end of the output",
                       PresentationError);
  CHECK_THROWS_WITH_AS(read(*clock12, "2\n1 +-3\n"),
                       "expected move numbers separated by blanks on line 2, found \"+-3\"",
                       PresentationError);
}

TEST_CASE("distance counts by convolution equal BFS over every position, moduli 2, 3 and 4") {
  for (const int hours_per_state : {6, 4, 3}) {
    const auto states = static_cast<std::uint32_t>(12 / hours_per_state);
    CAPTURE(states);
    std::vector<std::uint64_t> histogram;
    for (const auto d : plain_bfs(hours_per_state, true)) {
      REQUIRE(d != 0xFF);
      if (d >= histogram.size()) histogram.resize(d + 1u, 0);
      ++histogram[d];
    }
    CHECK(clocks::turn_distance_counts(states) == histogram);
  }
  CHECK_THROWS_AS(clocks::turn_distance_counts(5), std::logic_error);
  const auto counts = clocks::make_clock12()->distance_counts();
  REQUIRE(counts);
  CHECK(*counts == clocks::turn_distance_counts(12));
  CHECK(counts->size() == 9 * 6 + 1);
  std::uint64_t total = 0;
  for (const auto c : *counts) total += c;
  CHECK(total == 5159780352);
}
