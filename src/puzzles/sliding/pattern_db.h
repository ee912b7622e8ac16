// Additive pattern databases for sliding-tile boards (Korf and Felner's
// disjoint databases). A pattern is a set of goal cells; its database holds,
// for every placement of the tiles whose goal cells those are, the fewest
// moves OF THOSE TILES that bring them home, the blank free to wander over
// the other cells at no cost. Because each move moves one tile, the values
// of disjoint patterns add up to a lower bound on the board's distance.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "core/packed.h"
#include "core/rank.h"
#include "puzzles/sliding/board.h"

namespace puzzletab::sliding {

// The cells of the largest board (5x5).
inline constexpr unsigned kMaxCells = kMaxWidth * kMaxWidth;

// n!/(n-k)!: the placements of k distinct tiles on n cells.
constexpr std::uint64_t placements(unsigned n, unsigned k) {
  std::uint64_t p = 1;
  for (unsigned i = 0; i < k; ++i) p *= n - i;
  return p;
}

// The dense index of k distinct cells of an n-cell board, in order: the
// leading k Lehmer digits of a permutation of the n cells. Adding one more
// cell (the blank) multiplies by n-k and adds its digit, so the placements
// that differ only in the blank are consecutive.
inline std::uint64_t rank_placement(const std::uint8_t* cells, unsigned k, unsigned n) {
  std::uint64_t r = 0;
  std::uint32_t used = 0;
  for (unsigned i = 0; i < k; ++i) r = r * (n - i) + detail::wide_lehmer_digit(cells[i], used);
  return r;
}
void unrank_placement(std::uint64_t rank, unsigned k, unsigned n, std::uint8_t* cells);

// Manhattan distance between two cells of a width x width board.
inline unsigned cell_distance(unsigned a, unsigned b, unsigned width) {
  const unsigned ra = a / width, ca = a % width, rb = b / width, cb = b % width;
  return (ra > rb ? ra - rb : rb - ra) + (ca > cb ? ca - cb : cb - ca);
}

// A database's entry for a placement is (moves - manhattan) / 2: every move
// of a pattern tile changes its Manhattan distance by exactly one, so the
// difference is even, and halving it makes the entries fit in kPatternBits.
inline constexpr unsigned kPatternBits = 4;

// True when the goal placement walls `blank`'s cell off from some other
// empty cell: only then does giving build_pattern_database the goal's
// blank change the database.
bool walls_in(unsigned width, std::span<const std::uint8_t> goal_cells, unsigned blank);

// The bytes build_pattern_database holds at most for a pattern of k tiles
// on a width x width board: its search's two bits a slot of each
// placement, the entries, and the table of slots when it keeps one.
std::uint64_t pattern_database_build_memory(unsigned width, unsigned k);

// The database for the pattern whose tiles go home to `goal_cells`
// (ascending), indexed by rank_placement of the tiles' cells in that order.
// Breadth-first over placements of the tiles and the region of empty cells
// that holds the blank (the blank's own moves cost nothing); an entry is
// the first level that reaches its placement. Runs on every core; shows
// progress on a terminal.
// Entries too large for kPatternBits saturate (still lower bounds).
//
// The goal is the goal placement with the blank in `goal_blank`'s region of
// empty cells when given (Korf and Felner's definition: the abstract goal
// state has the blank where the goal has it), else in any region. The two
// differ only where the goal placement walls the blank's cell in (7-8's
// 7-tile group: cell 15 behind 11 and 14), and there the first is larger
// (docs/fifteen.md, issue 29) but serves that blank cell alone; without it
// a database serves goals whose blank is in any region (the 6-6-3 sets,
// whose goals put the blank anywhere in the block 10, 11, 14, 15).
PackedBuilder build_pattern_database(unsigned width, std::span<const std::uint8_t> goal_cells,
                                     const char* label,
                                     std::optional<unsigned> goal_blank = std::nullopt);

}  // namespace puzzletab::sliding
