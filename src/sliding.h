// Sliding-tile boards (the eight and fifteen puzzles): reading a board,
// telling whether one board can reach another, and moving the blank.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace puzzletab::sliding {

inline constexpr unsigned kMaxWidth = 4;
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

// The board in its tokens: tiles 1..width^2-1 and the blank as "x" or "0",
// each exactly once. Throws InputError naming the bad token.
Board parse_board(std::span<const std::string> tokens, unsigned width);
// The same from one string of whitespace-separated tokens (--goal).
Board parse_board(std::string_view text, unsigned width);

// 1 2 ... width^2-1 then the blank: the seeds' goal.
Board standard_goal(unsigned width);

// Every move swaps the blank with a neighbour: one transposition, and the
// blank's row+column changes by one. So the parity of the cell permutation
// plus the blank's row+column is invariant, and it splits the boards into
// the two classes that cannot reach each other.
bool same_class(const Board& a, const Board& b);

// The board after the blank moves (0 = u, 1 = d, 2 = l, 3 = r), or nothing
// when that would leave the board.
std::optional<Board> move_blank(const Board& board, unsigned move);

}  // namespace puzzletab::sliding
