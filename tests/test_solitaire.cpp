#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/answer_text.h"
#include "core/errors.h"
#include "core/tokens.h"
#include "loaded_puzzle.h"
#include "puzzles/solitaire.h"

using namespace puzzletab;
using solitaire::Board;

namespace {

// The rules written out independently of src/solitaire.*: a board is a
// 64-bit mask with bit 8*(row-1) + (column-1) set for each piece.
using Mask = std::uint64_t;

Mask mask_of(const Board& board) {
  Mask m = 0;
  for (const auto s : board) m |= Mask{1} << s;
  return m;
}

std::vector<Mask> plain_moves(Mask board) {
  constexpr std::array<std::array<int, 2>, 4> kDirections = {{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}};
  const auto inside = [](int r, int c) { return r >= 0 && r < 8 && c >= 0 && c < 8; };
  const auto at = [&](int r, int c) { return board >> (8 * r + c) & 1; };
  std::vector<Mask> next;
  for (int sq = 0; sq < 64; ++sq) {
    if (!(board >> sq & 1)) continue;
    for (const auto [dr, dc] : kDirections) {
      int r = sq / 8 + dr, c = sq % 8 + dc;
      if (!inside(r, c)) continue;
      if (at(r, c)) {  // a piece next to it: jump over it
        r += dr;
        c += dc;
        if (!inside(r, c) || at(r, c)) continue;
      }
      next.push_back((board & ~(Mask{1} << sq)) | (Mask{1} << (8 * r + c)));
    }
  }
  return next;
}

// A dense key for the plain search, independent of src/rank.h: the four
// squares in increasing order, 6 bits each (2^24 keys, as the seed does).
std::size_t key_of(Mask m) {
  std::size_t key = 0;
  for (unsigned i = 0; i < 4; ++i, m &= m - 1)
    key |= static_cast<std::size_t>(std::countr_zero(m)) << (6 * i);
  return key;
}

// Plain breadth-first search from one board over the whole graph.
struct PlainSearch {
  std::vector<std::int8_t> distance = std::vector<std::int8_t>(1 << 24, -1);  // by key_of
  std::vector<Mask> order;  // every board reached, nearest first

  explicit PlainSearch(Mask from) : order{from} {
    distance[key_of(from)] = 0;
    for (std::size_t head = 0; head < order.size(); ++head) {
      const auto d = distance[key_of(order[head])];
      for (const Mask m : plain_moves(order[head])) {
        auto& seen = distance[key_of(m)];
        if (seen < 0) {
          seen = static_cast<std::int8_t>(d + 1);
          order.push_back(m);
        }
      }
    }
  }
  int operator()(Mask m) const { return distance[key_of(m)]; }
};

Board board_of(Mask m) {
  Board b{};
  for (unsigned i = 0; i < 4; ++i) {
    b[i] = static_cast<solitaire::Square>(std::countr_zero(m));
    m &= m - 1;
  }
  return b;
}

Board random_board(std::mt19937& rng) {
  Mask m = 0;
  while (std::popcount(m) < 4) m |= Mask{1} << (rng() % 64);
  return board_of(m);
}

struct Query {
  std::unique_ptr<Puzzle> puzzle;
  explicit Query(const std::string& options = "")
      : puzzle(testing::loaded_puzzle(solitaire::make_puzzle(), options)) {}
  std::string answer(const std::vector<std::string>& tokens, std::string_view format = "poj") {
    std::string out;
    case_writer(*puzzle, format)(tokens, out);
    return out;
  }
};

// The case's tokens for two boards, pieces in the given order.
std::vector<std::string> tokens_of(const std::array<solitaire::Square, 4>& a,
                                   const std::array<solitaire::Square, 4>& b) {
  std::vector<std::string> tokens;
  for (const auto& board : {a, b})
    for (const auto s : board) {
      tokens.push_back(std::to_string(solitaire::row_of(s)));
      tokens.push_back(std::to_string(solitaire::column_of(s)));
    }
  return tokens;
}

}  // namespace

TEST_CASE("solitaire: the seed's sample is YES, at distance 7 by a legal path") {
  Query q;
  const auto tokens = split_tokens("4 4 4 5 5 4 6 5 2 4 3 3 3 6 4 6");
  CHECK(q.answer(tokens) == "YES\n");
  const std::string json = q.answer(tokens, "json");
  CHECK(json.find("\"distance\":7,") != std::string::npos);
  CHECK(json.find(",\"max_moves\":8,\"reachable\":true}") != std::string::npos);
  // Six moves are not enough.
  CHECK(Query("--max-moves 6").answer(tokens) == "NO\n");
  CHECK(Query("--max-moves 7").answer(tokens) == "YES\n");
}

TEST_CASE("solitaire: --max-moves is a number of moves 0..4,294,967,295, else refused") {
  const auto tokens = split_tokens("1 1 8 8 1 8 8 1 8 1 1 8 8 8 1 1");
  CHECK(Query("--max-moves 4294967295").answer(tokens) == "YES\n");
  for (const std::string bad : {"-1", "4294967296", "7x", "+7", " 7", "many"})
    CHECK_THROWS_WITH_AS(
        Query("--max-moves \"" + bad + "\""),
        ("--max-moves: expected a number of moves 0..4,294,967,295, got \"" + bad + "\"").c_str(),
        InputError);
}

TEST_CASE("solitaire: identical boards are YES at distance 0, even with --max-moves 0") {
  const auto tokens = split_tokens("1 1 8 8 1 8 8 1 8 1 1 8 8 8 1 1");
  CHECK(Query("--max-moves 0").answer(tokens) == "YES\n");
  CHECK(
      Query().answer(tokens, "json") ==
      "{\"puzzle\":\"solitaire\",\"input\":\"1 1 8 8 1 8 8 1 8 1 1 8 8 8 1 1\",\"goal\":\"1 1 1 8 "
      "8 1 8 "
      "8\",\"solvable\":true,\"distance\":0,\"moves\":[],\"max_moves\":8,\"reachable\":true}\n");
}

TEST_CASE("solitaire: the order of the pieces does not matter") {
  std::mt19937 rng(5);
  Query q;
  for (int trial = 0; trial < 4; ++trial) {
    // A second board a few random moves away keeps each search short.
    auto a = random_board(rng);
    Mask m = mask_of(a);
    for (int step = 0; step < 5; ++step) {
      const auto next = plain_moves(m);
      m = next[rng() % next.size()];
    }
    auto b = board_of(m);
    const std::string expected = q.answer(tokens_of(a, b), "json");
    std::string distance = expected.substr(expected.find("\"distance\""));
    distance = distance.substr(0, distance.find(','));
    std::sort(a.begin(), a.end());
    do {
      std::shuffle(b.begin(), b.end(), rng);
      const std::string got = q.answer(tokens_of(a, b), "json");
      REQUIRE(got.find(distance + ",") != std::string::npos);
    } while (std::next_permutation(a.begin(), a.end()));
  }
}

TEST_CASE("solitaire: bad boards are rejected with the position and the square") {
  Query q;
  CHECK_THROWS_WITH_AS(q.answer(split_tokens("4 4 4 5 5 4 6 9 2 4 3 3 3 6 4 6")),
                       "expected integers 1..8, got \"9\" at position 8 (column of piece 4 of "
                       "board 1)",
                       InputError);
  CHECK_THROWS_WITH_AS(q.answer(split_tokens("4 4 4 5 5 4 6 5 2 4 3 3 3 6 0 6")),
                       "expected integers 1..8, got \"0\" at position 15 (row of piece 4 of "
                       "board 2)",
                       InputError);
  CHECK_THROWS_WITH_AS(q.answer(split_tokens("4 4 4 5 5 4 6 5 2 4 3 3 2 4 4 6")),
                       "board 2 has two pieces on row 2, column 4", InputError);
}

TEST_CASE("solitaire: the moves of every board equal the plain rules") {
  for (std::uint32_t r = 0; r < solitaire::kStates; ++r) {
    const Board board = solitaire::unrank(r);
    REQUIRE(solitaire::rank(board) == r);
    std::vector<Mask> got;
    solitaire::for_each_move(board, [&](const Board& next, std::uint32_t next_rank) {
      REQUIRE(std::is_sorted(next.begin(), next.end()));
      REQUIRE(next_rank == solitaire::rank(next));
      got.push_back(mask_of(next));
      return true;
    });
    auto want = plain_moves(mask_of(board));
    std::sort(got.begin(), got.end());
    std::sort(want.begin(), want.end());
    REQUIRE(got == want);
  }
}

// The graph facts and a few hundred random pairs, against plain BFS from a
// few boards over the whole graph.
TEST_CASE("solitaire: connected; distances, YES/NO and paths equal plain BFS") {
  std::mt19937 rng(1198);
  solitaire::Search search;
  for (int source = 0; source < 2; ++source) {
    const Board from = random_board(rng);
    const PlainSearch plain(mask_of(from));
    // Every one of the C(64,4) placements is reachable from this board.
    REQUIRE(plain.order.size() == 64 * 63 * 62 * 61 / 24);

    // Targets: half anywhere, half near (where YES answers are).
    std::vector<Mask> near;
    for (const Mask m : plain.order)
      if (plain(m) <= 9) near.push_back(m);
    for (int t = 0; t < 100; ++t) {
      const Board to = t % 2 ? random_board(rng) : board_of(near[rng() % near.size()]);
      const int want = plain(mask_of(to));
      CAPTURE(want);
      const unsigned bound = rng() % (want + 2);
      const auto within = search.distance(from, to, bound);
      CHECK(within.has_value() == (want <= static_cast<int>(bound)));
      if (within) CHECK(*within == static_cast<unsigned>(want));

      const auto moves = search.shortest_path(from, to);
      REQUIRE(moves.size() == static_cast<std::size_t>(want));
      CHECK(search.distance(from, to, 8).has_value() == (want <= 8));
      Mask at = mask_of(from);
      for (const auto& move : moves) {
        const Mask next = (at & ~(Mask{1} << move.from)) | (Mask{1} << move.to);
        const auto legal = plain_moves(at);
        REQUIRE((at >> move.from & 1));
        REQUIRE(std::find(legal.begin(), legal.end(), next) != legal.end());
        at = next;
      }
      CHECK(at == mask_of(to));
    }
  }
}

// --- The position interface (puzzle.h) ---

namespace {

std::string square_text(solitaire::Square s) {
  return std::to_string(solitaire::row_of(s)) + "," + std::to_string(solitaire::column_of(s));
}

// The two boards of a case's text, as masks.
std::array<Mask, 2> masks_of(const std::string& text) {
  const auto tokens = split_tokens(text);
  REQUIRE(tokens.size() == 16);
  std::array<Mask, 2> masks{};
  for (std::size_t i = 0; i < 16; i += 2)
    masks[i / 8] |= Mask{1} << (8 * (std::stoi(tokens[i]) - 1) + std::stoi(tokens[i + 1]) - 1);
  return masks;
}

Proposal read(const Puzzle& puzzle, std::string_view text) {
  AnswerReader reader(text);
  return read_proposal(*find_format(puzzle, "poj"), reader);
}

}  // namespace

TEST_CASE("solitaire positions: the moves of sampled boards are the plain rules, named from>to") {
  Query q;
  const Puzzle& puzzle = *q.puzzle;
  std::set<std::string> names;
  for (Move m = 0; m < puzzle.move_count(); ++m) names.insert(puzzle.move_name(m));
  CHECK(names.size() == puzzle.move_count());
  std::mt19937 rng(1198);
  for (int trial = 0; trial < 2000; ++trial) {
    // Corners, edges and crowds come up often enough among random boards.
    const Board board = random_board(rng);
    const Board target = random_board(rng);
    const Position p = puzzle.read_case(tokens_of(board, target));
    CHECK(puzzle.is_goal(p) == (board == target));
    const Mask was = mask_of(board);
    std::vector<Mask> got;
    for (Move m = 0; m < puzzle.move_count(); ++m) {
      const auto next = puzzle.apply(p, m);
      if (!next) continue;
      const auto [now, still] = masks_of(puzzle.write_case(*next));
      CHECK(still == mask_of(target));
      REQUIRE(std::popcount(was & ~now) == 1);
      CHECK(puzzle.move_name(m) ==
            square_text(static_cast<solitaire::Square>(std::countr_zero(was & ~now))) + ">" +
                square_text(static_cast<solitaire::Square>(std::countr_zero(now & ~was))));
      got.push_back(now);
    }
    auto want = plain_moves(was);
    std::sort(got.begin(), got.end());
    std::sort(want.begin(), want.end());
    REQUIRE(got == want);
  }
}

TEST_CASE("solitaire positions: numbered as pairs of board ranks; the sample drawn") {
  Query q;
  const Puzzle& puzzle = *q.puzzle;
  const std::uint64_t boards = 64 * 63 * 62 * 61 / 24;
  CHECK(puzzle.position_count(false) == boards * boards);
  CHECK(puzzle.position_count(true) == boards * boards);
  CHECK(masks_of(puzzle.write_case(puzzle.nth_position(0, false))) == std::array<Mask, 2>{15, 15});
  const auto last = masks_of(puzzle.write_case(puzzle.nth_position(boards * boards - 1, false)));
  CHECK(last == std::array<Mask, 2>{Mask{15} << 60, Mask{15} << 60});
  const auto mixed = masks_of(puzzle.write_case(puzzle.nth_position(boards - 1, false)));
  CHECK(mixed == std::array<Mask, 2>{15, Mask{15} << 60});

  const Position p = puzzle.read_case(split_tokens(std::string(puzzle.example())));
  const Picture picture = puzzle.draw(p);
  CHECK(picture.rows == std::vector<std::string>{"........", "...+....", "..+..+..", "...oo+..",
                                                 "...o....", "....o...", "........", "........"});
  CHECK(picture.colours[3] == "   112  ");
  CHECK(puzzle.solve(p)->size() == 7);
  // A piece on its target square: '@'.
  CHECK(puzzle.draw(puzzle.read_case(split_tokens("1 1 1 2 8 8 2 2 1 1 1 3 8 7 3 3"))).rows[0] ==
        "@o+.....");
}

TEST_CASE("solitaire positions: the answer is a verdict, YES or NO alone on its line") {
  Query q;
  const Puzzle& puzzle = *q.puzzle;
  for (const std::string verdict : {"YES", "NO"}) {
    const Proposal p = read(puzzle, verdict + "\r\n");
    CHECK(p.kind == Proposal::Kind::verdict);
    CHECK(p.verdict == verdict);
  }
  CHECK(read(puzzle, "NO").verdict == "NO");
  CHECK_THROWS_WITH_AS(read(puzzle, "yes\n"), "expected YES or NO on line 1, found \"yes\"",
                       PresentationError);
  CHECK_THROWS_WITH_AS(read(puzzle, "YES NO\n"), "expected YES or NO on line 1, found \"YES NO\"",
                       PresentationError);
  CHECK_THROWS_WITH_AS(read(puzzle, ""),
                       "expected YES or NO on line 1, found the end of the output",
                       PresentationError);
}
