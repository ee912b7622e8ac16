// Every puzzle puzzletab knows, in the order help lists them.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "core/puzzle.h"

namespace puzzletab {

std::vector<std::unique_ptr<Puzzle>> make_puzzles();

}  // namespace puzzletab
