// TNoodle's random-move scrambles for the N x N x N cubes (CubePuzzle,
// Puzzle.generateRandomMoves, AlgorithmBuilder; docs/cubes.md), drawn from
// puzzletab's own random draw: turns of the outer N/2 layers or fewer from
// each face (on an even cube the half-cube turns from R, U and F only),
// each drawn uniformly from those that do not merge with a turn before it
// on its axis, and the blindfolded events' random orientation of the whole
// cube after the scramble (NoInspection*CubePuzzle).
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "core/random_draw.h"
#include "puzzles/nxn/geometry.h"

namespace puzzletab::nxn {

// The length of TNoodle's random-move scramble for a cube of `size` layers
// (CubePuzzle.DEFAULT_LENGTHS): 60, 80 and 100 for the 5x5x5 to 7x7x7.
unsigned random_move_count(unsigned size);

// Where `turn` merges with a turn of `turns` (as TNoodle's
// AlgorithmBuilder finds it with CANONICALIZE_MOVES): looking back over
// the last turns on its axis, which commute with it, the first whose
// layers, turned with `turn`'s, are no turn or a single scramble turn of a
// cube of `size` layers, up to a rotation of the whole cube. Nothing when
// none does.
std::optional<std::size_t> merging_turn(const std::vector<BlockTurn>& turns, BlockTurn turn,
                                        unsigned size);

// A random-move scramble of random_move_count(size) turns.
std::vector<BlockTurn> random_move_scramble(unsigned size, RandomDraw& draw);

// One of the 24 orientations TNoodle appends to a blindfolded scramble,
// drawn uniformly: nothing, or a turn of the outer size/2 + 1 layers from R
// (any amount) or F (a quarter either way), then nothing or one from U
// (3Rw 3Uw' on the 5x5x5, Rw Uw' on the 3x3x3).
std::vector<BlockTurn> random_orientation(unsigned size, RandomDraw& draw);

// `scramble` followed by `orientation`, as TNoodle's applyOrientation:
// while the orientation's first turn merges with the scramble's (up to a
// rotation), that turn of the scramble is dropped.
std::vector<BlockTurn> with_orientation(std::vector<BlockTurn> scramble,
                                        const std::vector<BlockTurn>& orientation, unsigned size);

}  // namespace puzzletab::nxn
