// What `query --help` and `query PUZZLE --help` teach beyond the options:
// each puzzle's input, outputs and a worked example.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/puzzle.h"
#include "core/table_store.h"

namespace puzzletab {

// The headings `query PUZZLE --help` lists the options under, a mode each
// (modes/query_options.cpp and query/main.cpp put each option under its
// mode's): the options of a mode are listed even when no mode is asked for.
inline constexpr std::string_view kAnswerGroup = "Answering (no mode; these go only with it)";
inline constexpr std::string_view kCheckGroup = "Mode --check, --judge: check proposed answers";
inline constexpr std::string_view kStatsGroup = "Mode --stats: the distances of all positions";
inline constexpr std::string_view kRandomGroup = "Mode --random: random cases, test data";

// After the list of puzzles: the modes, and one example command for each puzzle.
std::string overview_help(const std::vector<std::unique_ptr<Puzzle>>& puzzles);

// After a puzzle's options: its input, each output format, a command for
// each mode that runs as written, and its example with the answer computed from the tables in
// `store` (or the command that builds them when they are missing). Loads the puzzle. The help is
// whole either way; `status` becomes 3 when a table kept the example from being answered (2 for a
// bad option), so a script sees the problem too.
std::string puzzle_help(Puzzle& puzzle, const TableStore& store, int& status);

}  // namespace puzzletab
