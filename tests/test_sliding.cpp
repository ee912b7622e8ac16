#include <doctest/doctest.h>

#include <map>
#include <queue>
#include <string>
#include <vector>

#include "core/answer_text.h"
#include "core/errors.h"
#include "core/tokens.h"
#include "loaded_puzzle.h"
#include "puzzles/sliding/board.h"
#include "puzzles/sliding/eight.h"
#include "puzzles/sliding/fifteen.h"

using namespace puzzletab;
using sliding::Board;

TEST_CASE("boards parse with x or 0 as the blank, over any width") {
  const Board b = sliding::parse_board(split_tokens("2 3 4 1 5 x 7 6 8"), 3);
  CHECK(b.blank() == 5);
  CHECK(b == sliding::parse_board(split_tokens("2 3 4 1 5 0 7 6 8"), 3));
  CHECK(b == sliding::parse_board(std::string_view("2 3 4\n1 5 x\n7 6 8"), 3));
  CHECK(sliding::standard_goal(4) ==
        sliding::parse_board(std::string_view("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x"), 4));
}

TEST_CASE("bad boards are refused with the token named") {
  CHECK_THROWS_WITH_AS(sliding::parse_board(split_tokens("1 2 3 4 5 6 7 8"), 3),
                       "expected tiles 1..8 and x (or 0), each once, got 8 tokens", InputError);
  CHECK_THROWS_WITH_AS(sliding::parse_board(split_tokens("1 2 3 4 5 6 7 9 x"), 3),
                       "expected tiles 1..8 and x (or 0), each once, got \"9\" at position 8",
                       InputError);
  CHECK_THROWS_WITH_AS(sliding::parse_board(split_tokens("1 2 3 4 5 6 7 7 x"), 3),
                       "expected tiles 1..8 and x (or 0), each once, got 7 twice", InputError);
  CHECK_THROWS_WITH_AS(sliding::parse_board(split_tokens("1 2 3 4 5 6 7 x 0"), 3),
                       "expected tiles 1..8 and x (or 0), each once, got the blank twice",
                       InputError);
  CHECK_THROWS_AS(sliding::parse_board(split_tokens("1 2 3 4 5 6 7 -8 x"), 3), InputError);
}

TEST_CASE("the class invariant splits the 3x3 boards exactly into what BFS reaches") {
  // Plain BFS from the standard goal over boards as strings.
  const Board goal = sliding::standard_goal(3);
  std::map<std::array<std::uint8_t, sliding::kMaxWidth * sliding::kMaxWidth>, bool> seen{
      {goal.cells, true}};
  std::queue<Board> queue;
  queue.push(goal);
  while (!queue.empty()) {
    const Board b = queue.front();
    queue.pop();
    for (unsigned m = 0; m < 4; ++m)
      if (auto next = sliding::move_blank(b, m); next && seen.emplace(next->cells, true).second)
        queue.push(*next);
  }
  CHECK(seen.size() == 181440);
  // Every board of the other class: swap two tiles of every reached board.
  for (const auto& [cells, _] : seen) {
    Board b{3, cells};
    REQUIRE(sliding::same_class(b, goal));
    const unsigned i = b.cells[0] == 0 ? 1 : 0, j = b.cells[2] == 0 ? 1 : 2;
    std::swap(b.cells[i], b.cells[j]);
    REQUIRE(!sliding::same_class(b, goal));
  }
}

TEST_CASE("the blank moves inside the board only") {
  const Board corner = sliding::parse_board(split_tokens("x 1 2 3 4 5 6 7 8"), 3);
  CHECK(!sliding::move_blank(corner, 0));
  CHECK(!sliding::move_blank(corner, 2));
  CHECK(sliding::move_blank(corner, 1)->cells[3] == 0);
  CHECK(sliding::move_blank(corner, 3)->cells[1] == 0);
}

TEST_CASE("drawings: tiles right-aligned in two columns, coloured by their row in the goal") {
  const auto eight = eight::make_puzzle();  // the standard goal until load()
  const Picture seed = eight->draw(eight->read_case(split_tokens("2 3 4 1 5 x 7 6 8")));
  CHECK(seed.rows == std::vector<std::string>{" 2  3  4", " 1  5  .", " 7  6  8"});
  CHECK(seed.colours == std::vector<std::string>{" 1  1  2", " 1  2   ", " 3  2  3"});

  const auto fifteen = fifteen::make_puzzle();
  const Picture scene = fifteen->draw(fifteen->read_case(
      split_tokens("1 2 3 4 5 6 7 8 9 x 10 12 13 14 11 15")));  // the statement's
  CHECK(scene.rows ==
        std::vector<std::string>{" 1  2  3  4", " 5  6  7  8", " 9  . 10 12", "13 14 11 15"});
  CHECK(scene.colours ==
        std::vector<std::string>{" 1  1  1  1", " 2  2  2  2", " 3    33 33", "44 44 33 44"});

  // Another goal, other colours: the blank first, so tile 3 belongs in the top row.
  const auto korf = testing::loaded_puzzle(eight::make_puzzle(), "--goal \"x 1 2 3 4 5 6 7 8\"");
  CHECK(korf->draw(korf->read_case(split_tokens("1 2 3 4 5 6 7 8 x"))).colours ==
        std::vector<std::string>{" 1  1  2", " 2  2  3", " 3  3   "});
}

TEST_CASE("answers read back: one line of move letters, or unsolvable") {
  for (const auto& puzzle : {eight::make_puzzle(), fifteen::make_puzzle()}) {
    CAPTURE(puzzle->name());
    const OutputFormat& format = puzzle->formats().front();
    CHECK(format.acceptance == Acceptance::reaches_goal);
    // Several cases one after another, as query writes them, with a
    // judge's line ends; the empty line of a solved board, and its end.
    AnswerReader lines("ullddr\r\nunsolvable\n\nrdr  \nudxQ\n");
    Proposal p = read_proposal(format, lines);
    CHECK(p.kind == Proposal::Kind::moves);
    CHECK(p.moves == std::vector<std::string>{"u", "l", "l", "d", "d", "r"});
    CHECK(!p.stated_length);
    CHECK(read_proposal(format, lines).kind == Proposal::Kind::unsolvable);
    p = read_proposal(format, lines);
    CHECK(p.kind == Proposal::Kind::moves);
    CHECK(p.moves.empty());
    CHECK(read_proposal(format, lines).moves == std::vector<std::string>{"r", "d", "r"});
    // Letters that are no move are the checker's wrong answer, not a format error.
    CHECK(read_proposal(format, lines).moves == std::vector<std::string>{"u", "d", "x", "Q"});
    p = read_proposal(format, lines);
    CHECK(p.kind == Proposal::Kind::moves);
    CHECK(p.moves.empty());

    AnswerReader spaced("ud\nul dr\n");
    read_proposal(format, spaced);
    CHECK_THROWS_WITH_AS(
        read_proposal(format, spaced),
        "expected move letters without spaces (or unsolvable) on line 2, found \"ul dr\"",
        PresentationError);
    AnswerReader indented("\tunsolvable\n");
    CHECK_THROWS_WITH_AS(
        read_proposal(format, indented),
        "expected move letters without spaces (or unsolvable) on line 1, found \"\\x09unsolvable\"",
        PresentationError);
  }
}
