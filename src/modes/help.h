// What `query --help` and `query PUZZLE --help` teach beyond the options:
// each puzzle's input, outputs and a worked example.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/puzzle.h"
#include "core/table_store.h"

namespace puzzletab {

// After the list of puzzles: one example command for each.
std::string overview_help(const std::vector<std::unique_ptr<Puzzle>>& puzzles);

// After a puzzle's options: its input, each output format, and its example
// with the answer computed from the tables in `store` (or the command that
// builds them when they are missing). Loads the puzzle. The help is whole
// either way; `status` becomes 3 when a table kept the example from being
// answered (2 for a bad option), so a script sees the problem too.
std::string puzzle_help(Puzzle& puzzle, const TableStore& store, int& status);

}  // namespace puzzletab
