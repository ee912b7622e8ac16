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

namespace {

// The bits a cell takes in a position: 4 while tiles are below 16.
unsigned cell_bits(unsigned width) {
  return width <= 4 ? 4 : 5;
}

}  // namespace

Uint128 pack(const Board& board) {
  const unsigned bits = cell_bits(board.width);
  std::array<std::uint64_t, 2> words{};
  for (unsigned i = 0; i < board.size(); ++i) {
    const unsigned at = bits * i;
    const std::uint64_t tile = board.cells[i];
    words[at / 64] |= tile << (at % 64);
    if (at % 64 + bits > 64) words[1] |= tile >> (64 - at % 64);  // across the two words
  }
  return Uint128::from_words(words[1], words[0]);
}

Board unpack(Uint128 position, unsigned width) {
  Board board;
  board.width = width;
  const unsigned bits = cell_bits(width);
  const std::array<std::uint64_t, 2> words = {position.low(), position.high()};
  for (unsigned i = 0; i < board.size(); ++i) {
    const unsigned at = bits * i;
    std::uint64_t tile = words[at / 64] >> (at % 64);
    if (at % 64 + bits > 64) tile |= words[1] << (64 - at % 64);
    board.cells[i] = static_cast<std::uint8_t>(tile & ((1u << bits) - 1));
  }
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

namespace {

// The orders of the tiles of one parity: (n-1)!/2.
Uint128 orders_of_one_parity(unsigned n) {
  Uint128 orders = 1;
  for (unsigned i = 3; i < n; ++i) orders = times(orders, i);
  return orders;
}

}  // namespace

Uint128 boards_per_class(unsigned width) {
  const unsigned n = width * width;
  return times(orders_of_one_parity(n), n);
}

Board nth_board(Uint128 index, unsigned width, unsigned board_class) {
  Board board;
  board.width = width;
  const unsigned n = board.size();
  const Uint128 orders = orders_of_one_parity(n);  // per blank cell
  unsigned blank = 0;
  while (times(orders, blank + 1) <= index) ++blank;
  index = minus(index, times(orders, blank));
  // The blank at cell b stands after b tiles, all larger than it: the
  // board's permutation has b more inversions than the tiles' order, so
  // class_of = (tiles odd + b + row + column) mod 2 fixes the tiles' parity.
  const bool odd = (board_class + blank + blank / width + blank % width) % 2 != 0;
  std::array<std::uint8_t, kMaxWidth * kMaxWidth - 1> tiles{};
  const std::span order(tiles.data(), n - 1);
  unrank_permutation_in_class(index, !odd, order);
  for (unsigned i = 0, k = 0; i < n; ++i)
    board.cells[i] = i == blank ? kBlank : static_cast<std::uint8_t>(order[k++] + 1);
  return board;
}

}  // namespace puzzletab::sliding
