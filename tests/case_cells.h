// A sliding-tile position's board read from its case text ("x" the blank),
// as a person would read it: the tests compare it with their own boards.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "core/puzzle.h"
#include "core/tokens.h"

namespace puzzletab::testing {

// Cells row by row, 0 the blank.
template <std::size_t kCells>
std::array<std::uint8_t, kCells> case_cells(const Puzzle& puzzle, Position p) {
  std::array<std::uint8_t, kCells> c{};
  std::size_t i = 0;
  const std::string text = puzzle.write_case(p);
  for (const auto& token : split_tokens(text)) {
    REQUIRE(i < c.size());
    c[i++] = token == "x" ? 0 : static_cast<std::uint8_t>(std::stoi(token));
  }
  REQUIRE(i == c.size());
  return c;
}

// A width x width board's cells row by row, 0 the blank.
template <unsigned kWidth>
using Cells = std::array<std::uint8_t, kWidth * kWidth>;

// The blank goes up, down, left or right (the statements' letters u, d, l,
// r): the board after, or nothing when the blank would leave it.
template <unsigned kWidth>
std::optional<Cells<kWidth>> plain_move(Cells<kWidth> c, char letter) {
  const int width = static_cast<int>(kWidth);
  const int blank = static_cast<int>(std::find(c.begin(), c.end(), 0) - c.begin());
  int row = blank / width, col = blank % width;
  row += letter == 'd' ? 1 : letter == 'u' ? -1 : 0;
  col += letter == 'r' ? 1 : letter == 'l' ? -1 : 0;
  if (row < 0 || row >= width || col < 0 || col >= width) return std::nullopt;
  std::swap(c[blank], c[row * width + col]);
  return c;
}

}  // namespace puzzletab::testing
