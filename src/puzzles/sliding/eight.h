// The eight puzzle (ACM South Central USA 1998, "Eight"): a 3x3 board of
// tiles 1..8 and a blank, solved towards any goal arrangement.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "core/packed.h"
#include "core/puzzle.h"
#include "puzzles/sliding/board.h"

namespace puzzletab::eight {

inline constexpr unsigned kWidth = 3;
inline constexpr unsigned kCells = kWidth * kWidth;
inline constexpr std::uint64_t kTileOrders = 20160;             // 8!/2 even orders of the tiles
inline constexpr std::uint64_t kStates = kCells * kTileOrders;  // 9!/2 = 181,440
// The largest distance (the ACM 1998 judge's test case is one of the two that far).
inline constexpr unsigned kMaxDistance = 31;

// The goal whose blank is at `blank` and whose tiles read 1..8 row by row:
// every goal is one of these nine after relabelling its tiles.
sliding::Board canonical_goal(unsigned blank);

// Rank among the boards that reach the canonical goals: on a board of odd
// width a move never changes the parity of the tiles read row by row
// (a vertical move carries one tile past two others), so those boards are
// the blank's cell times an even order of the tiles. Requires such a board.
std::uint64_t rank(const sliding::Board& board);
sliding::Board unrank(std::uint64_t rank);

// The next-move table towards canonical_goal(blank): for every board, the
// first move of its lexically earliest shortest answer (0 at the goal).
PackedBuilder build_table(unsigned blank);

// The lexically earliest shortest move string from `start` to `goal`, or
// nothing when the two are in different classes. `table` is the one for
// goal.blank(); relabelling the tiles so that `goal` reads 1..8 turns the
// question into reaching canonical_goal(goal.blank()).
std::optional<std::string> solve(const sliding::Board& start, const sliding::Board& goal,
                                 PackedView table);

std::unique_ptr<Puzzle> make_puzzle();

}  // namespace puzzletab::eight
