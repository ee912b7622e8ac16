#include "puzzles/sliding/board.h"

#include <vector>

#include "core/errors.h"
#include "core/rank.h"
#include "core/tokens.h"

namespace puzzletab::sliding {
namespace {

std::string expected_tiles(unsigned n) {
  return "expected tiles 1.." + std::to_string(n - 1) + " and x (or 0), each once";
}

}  // namespace

unsigned Board::blank() const {
  unsigned i = 0;
  while (i < size() && cells[i] != kBlank) ++i;
  return i;
}

Board parse_board(std::span<const std::string> tokens, unsigned width) {
  Board board;
  board.width = width;
  const unsigned n = board.size();
  if (tokens.size() != n)
    throw InputError(expected_tiles(n) + ", got " + std::to_string(tokens.size()) + " tokens");
  unsigned seen = 0;
  for (unsigned i = 0; i < n; ++i) {
    const std::string& t = tokens[i];
    const auto tile = (t == "x" || t == "X") ? std::optional<int>(kBlank)
                                             : parse_int(t, 0, static_cast<int>(n - 1));
    if (!tile)
      throw InputError(expected_tiles(n) + ", got " + quote_token(t) + " at position " +
                       std::to_string(i + 1));
    if (seen & (1u << *tile))
      throw InputError(expected_tiles(n) + ", got " +
                       (*tile == kBlank ? std::string("the blank") : t) + " twice");
    seen |= 1u << *tile;
    board.cells[i] = static_cast<std::uint8_t>(*tile);
  }
  return board;
}

Board parse_board(std::string_view text, unsigned width) {
  return parse_board(split_tokens(text), width);
}

std::uint64_t pack(const Board& board) {
  std::uint64_t bits = 0;
  for (unsigned i = 0; i < board.size(); ++i) bits |= std::uint64_t{board.cells[i]} << (4 * i);
  return bits;
}

Board unpack(std::uint64_t bits, unsigned width) {
  Board board;
  board.width = width;
  for (unsigned i = 0; i < board.size(); ++i)
    board.cells[i] = static_cast<std::uint8_t>(bits >> (4 * i) & 15);
  return board;
}

std::string board_text(const Board& board) {
  std::string text;
  for (unsigned i = 0; i < board.size(); ++i) {
    if (i > 0) text.push_back(' ');
    text += board.cells[i] == kBlank ? "x" : std::to_string(board.cells[i]);
  }
  return text;
}

Board standard_goal(unsigned width) {
  Board board;
  board.width = width;
  for (unsigned i = 0; i + 1 < board.size(); ++i) board.cells[i] = static_cast<std::uint8_t>(i + 1);
  board.cells[board.size() - 1] = kBlank;
  return board;
}

// O(n) through the Lehmer code's popcounts rather than counting inversions
// pair by pair: a stream of eight-puzzle queries decides the class per case.
unsigned class_of(const Board& b) {
  const unsigned odd = is_even_permutation(std::span(b.cells.data(), b.size())) ? 0 : 1;
  const unsigned blank = b.blank();
  return (odd + blank / b.width + blank % b.width) % 2;
}

bool same_class(const Board& a, const Board& b) {
  return class_of(a) == class_of(b);
}

std::optional<Board> move_blank(const Board& board, unsigned move) {
  const unsigned w = board.width;
  const unsigned blank = board.blank();
  const unsigned row = blank / w, col = blank % w;
  unsigned target = 0;
  switch (move) {
    case 0:
      if (row == 0) return std::nullopt;
      target = blank - w;
      break;
    case 1:
      if (row + 1 == w) return std::nullopt;
      target = blank + w;
      break;
    case 2:
      if (col == 0) return std::nullopt;
      target = blank - 1;
      break;
    default:
      if (col + 1 == w) return std::nullopt;
      target = blank + 1;
      break;
  }
  Board next = board;
  next.cells[blank] = board.cells[target];
  next.cells[target] = kBlank;
  return next;
}

std::uint64_t boards_per_class(unsigned width) {
  return factorial(width * width) / 2;
}

Board nth_board(std::uint64_t index, unsigned width, unsigned board_class) {
  Board board;
  board.width = width;
  const unsigned n = board.size();
  const std::uint64_t orders = factorial(n - 1) / 2;  // of one parity, per blank cell
  const auto blank = static_cast<unsigned>(index / orders);
  // The blank at cell b stands after b tiles, all larger than it: the
  // board's permutation has b more inversions than the tiles' order, so
  // class_of = (tiles odd + b + row + column) mod 2 fixes the tiles' parity.
  const bool odd = (board_class + blank + blank / width + blank % width) % 2 != 0;
  std::array<std::uint8_t, kMaxWidth * kMaxWidth - 1> tiles{};
  const std::span order(tiles.data(), n - 1);
  unrank_permutation_in_class(index % orders, !odd, order);
  for (unsigned i = 0, k = 0; i < n; ++i)
    board.cells[i] = i == blank ? kBlank : static_cast<std::uint8_t>(order[k++] + 1);
  return board;
}

}  // namespace puzzletab::sliding
