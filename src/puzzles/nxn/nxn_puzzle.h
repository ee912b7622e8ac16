// The 4x4x4 to 7x7x7 as puzzles (docs/cubes.md): a WCA scramble a line (or
// --input stickers: the facelets in Kociemba's order grown to N), the cube
// as held after the scramble, solved with every face one colour. They
// scramble (TNoodle's random-move scrambles for the 5x5x5 to 7x7x7), show
// and check answers; none answers yet: asked for an answer, each says why.
#pragma once

#include <memory>
#include <string>

#include "core/puzzle.h"

namespace puzzletab::nxn {

// The cube of `size` layers, 4 to 7.
std::unique_ptr<Puzzle> make_puzzle(unsigned size);
// Its name ("5x5x5"), known before it is made: making one computes its
// stickers' geometry and moves, 1-2 million instructions.
std::string puzzle_name(unsigned size);

}  // namespace puzzletab::nxn
