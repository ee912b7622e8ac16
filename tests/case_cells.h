// A sliding-tile position's board read from its case text ("x" the blank),
// as a person would read it: the tests compare it with their own boards.
#pragma once

#include <doctest/doctest.h>

#include <array>
#include <cstdint>
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

}  // namespace puzzletab::testing
