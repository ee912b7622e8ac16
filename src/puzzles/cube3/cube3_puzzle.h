// The 3x3x3 Rubik's Cube as a puzzle (docs/cube3.md): a case is a WCA
// scramble a line, or its 54 stickers; random-state scrambles by the
// two-phase algorithm. Optimal answers are not built yet: asked for one,
// it says so (exit 2) rather than give a longer one.
#pragma once

#include <memory>

#include "core/puzzle.h"

namespace puzzletab::cube3 {

std::unique_ptr<Puzzle> make_puzzle();

}  // namespace puzzletab::cube3
