// The 3x3x3 Rubik's Cube as a puzzle (docs/cube3.md): a case is a WCA
// scramble a line, or its 54 stickers; random-state scrambles by the
// two-phase algorithm; optimal answers by IDA* (optimal_search.h).
#pragma once

#include <memory>

#include "core/puzzle.h"

namespace puzzletab::cube3 {

std::unique_ptr<Puzzle> make_puzzle();

}  // namespace puzzletab::cube3
