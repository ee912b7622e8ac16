// What the eight and fifteen puzzles share of the position interface
// (puzzle.h): a position is the board packed by sliding::pack, the moves are
// u, d, l, r, and an answer is one line of move letters or "unsolvable".
// Each puzzle adds only how it solves.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.h"
#include "puzzles/sliding/board.h"

namespace puzzletab::sliding {

class SlidingPuzzle : public Puzzle {
 public:
  Position read_case(std::span<const std::string> tokens) const override;
  std::string write_case(Position position) const override;
  std::string goal_text(Position) const override { return board_text(goal_); }

  unsigned move_count() const override;
  std::string move_name(Move move) const override;
  std::optional<Position> apply(Position position, Move move) const override;
  bool is_goal(Position position) const override;
  // Every move is undone by the opposite one.
  std::optional<Position> undirected_goal() const override { return pack(goal_); }

  // The board as the statement draws it, each tile right-aligned in two
  // columns, the blank as "."; each tile coloured by its row in the goal
  // ('1' the top row), so rows in place show as bands and a stray tile
  // stands out by its colour.
  Picture draw(Position position) const override;

  // The goal's class first (nth_board for class_of(goal)), then the other.
  Uint128 position_count(bool unsolvable_too) const override;
  bool has_unsolvable_positions() const override { return true; }
  Position nth_position(Uint128 index, bool unsolvable_too) const override;

 protected:
  explicit SlidingPuzzle(unsigned width) : goal_(standard_goal(width)) {}

  // The output format of both problems, under the puzzle's name for it:
  // one line a case, "unsolvable" or the move letters without spaces (an
  // empty line, or the end of the output, for none), which `write`
  // appends. Both accept any move string that reaches the goal.
  static OutputFormat move_line_format(std::string_view name, std::string_view help,
                                       CaseWriter write);
  // The line for a solution: its letters, or "unsolvable" for none.
  static void append_move_line(const std::optional<std::string>& moves, std::string& out);

  Board board_of(Position position) const { return unpack(position, goal_.width); }
  // A move string over kMoveLetters as Move numbers: what solve() returns.
  static std::vector<Move> moves_of(std::string_view letters);

  Board goal_;  // the puzzle's --goal, set by its load()
};

}  // namespace puzzletab::sliding
