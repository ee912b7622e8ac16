// The Square-1 as a puzzle (docs/square1.md): a case is a scramble in WCA
// notation a line, or its pieces as TNoodle's SquareOneState holds them;
// optimal answers in the twist or the WCA metric by IDA* (optimal_search.h);
// random-state scrambles as optimal answers undone.
#pragma once

#include <memory>

#include "core/puzzle.h"

namespace puzzletab::square1 {

std::unique_ptr<Puzzle> make_puzzle();

}  // namespace puzzletab::square1
