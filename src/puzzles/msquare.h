// Magic squares (USACO msquare, IOI'96): a 2x4 sheet of eight colours and
// the three transformations A, B, C.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "core/packed.h"
#include "core/puzzle.h"

namespace puzzletab::msquare {

inline constexpr unsigned kCells = 8;
inline constexpr std::uint64_t kStates = 40320;  // 8!
inline constexpr std::string_view kMoveLetters = "ABC";
// The largest distance (from IOI'96's analysis: "the maximal length ... is 22").
inline constexpr unsigned kMaxDistance = 22;

// Colours 0..7 by position, read clockwise from the upper left corner.
using Sheet = std::array<std::uint8_t, kCells>;

Sheet initial_sheet();
// The sheet after transformation `move` (0 = A, 1 = B, 2 = C).
Sheet apply_move(const Sheet& sheet, unsigned move);
// The sheet that `move` turns into `sheet`.
Sheet apply_move_inverse(const Sheet& sheet, unsigned move);

// The next-move table over all 8! sheets, towards the initial sheet.
PackedBuilder build_table();
// The lexically earliest shortest transformation string taking the initial
// sheet to `target`, read from that one table: relabelling colours by the
// inverse of target turns the question into reaching the initial sheet.
std::string solve(const Sheet& target, PackedView table);
// The same from any start sheet: relabelling colours by the inverse of
// target makes the target the initial sheet, whatever the start.
std::string solve(const Sheet& from, const Sheet& target, PackedView table);

std::unique_ptr<Puzzle> make_puzzle();

}  // namespace puzzletab::msquare
