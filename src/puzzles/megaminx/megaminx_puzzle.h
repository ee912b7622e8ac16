// The Megaminx as a puzzle (docs/megaminx.md): a line of turns in
// TNoodle's notation (Pochmann's R++ D-- and any face's U U2 U2' U') as a
// case, the puzzle as held after them, solved with every face one colour.
// It scrambles (Pochmann's, as TNoodle lays them), shows and checks
// answers; it has no solver: asked for an answer, it says so.
#pragma once

#include <memory>

#include "core/puzzle.h"

namespace puzzletab::megaminx {

std::unique_ptr<Puzzle> make_puzzle();

}  // namespace puzzletab::megaminx
