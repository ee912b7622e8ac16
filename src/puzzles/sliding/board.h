// Sliding-tile boards (the eight, fifteen and 24 puzzles): reading and writing
// a board, telling whether one board can reach another, moving the blank,
// and numbering the boards.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/uint128.h"

namespace puzzletab::sliding {

inline constexpr unsigned kMaxWidth = 5;
inline constexpr std::uint8_t kBlank = 0;
// Moves name where the blank goes, in the order that makes answers
// lexically earliest: u < d < l < r.
inline constexpr std::string_view kMoveLetters = "udlr";

// A width x width board, cells row by row; tiles 1..width^2-1, blank 0.
struct Board {
  unsigned width = 0;
  std::array<std::uint8_t, kMaxWidth * kMaxWidth> cells{};

  unsigned size() const { return width * width; }
  unsigned blank() const;
  bool operator==(const Board&) const = default;
};

// Cell i in bits 4i..4i+3 (16 cells fill 64 bits), on a board of width 5
// in bits 5i..5i+4 (125 bits): a position of puzzle.h. The width is the
// puzzle's and is not packed.
Uint128 pack(const Board& board);
Board unpack(Uint128 bits, unsigned width);

// The board in its tokens: tiles 1..width^2-1 and the blank as "x" or "0",
// each exactly once. Throws InputError naming the bad token.
Board parse_board(std::span<const std::string> tokens, unsigned width);
// The same from one string of whitespace-separated tokens (--goal).
Board parse_board(std::string_view text, unsigned width);

// The board's tokens joined by spaces, the blank as "x": parse_board reads it back.
std::string board_text(const Board& board);

// 1 2 ... width^2-1 then the blank: the goal of the ACM 1998 "Eight" statement.
Board standard_goal(unsigned width);

// Every move swaps the blank with a neighbour: one transposition, and the
// blank's row+column changes by one. So the parity of the cell permutation
// plus the blank's row+column is invariant, and it splits the boards into
// the two classes that cannot reach each other.
unsigned class_of(const Board& board);  // 0 or 1
bool same_class(const Board& a, const Board& b);

// The boards of one class (width^2!/2 of them, 7.8e24 on the 5x5 board)
// numbered densely: the blank's cell, then the tiles' order, read row by
// row without the blank, ranked among the orders of the parity that puts
// the board in `board_class`. Uniform indices give uniform boards.
Uint128 boards_per_class(unsigned width);
Board nth_board(Uint128 index, unsigned width, unsigned board_class);

// The board after the blank moves (0 = u, 1 = d, 2 = l, 3 = r), or nothing
// when that would leave the board.
std::optional<Board> move_blank(const Board& board, unsigned move);

}  // namespace puzzletab::sliding
