// The options of a puzzle's command on query's line, declared to CLI11:
// the puzzle's own (from its data) and the modes' (--check, --judge,
// --accept; --stats, --random and theirs). They are in this one file so
// that CLI11, compiled again by each file that includes it (core/puzzle.h
// says what that costs), is compiled here and not in every mode.
#pragma once

#include "core/puzzle.h"
#include "modes/check.h"
#include "modes/explore.h"

namespace CLI {
class App;
class Validator;
}  // namespace CLI

namespace puzzletab {

// CLI11's IsMember as query needs it: the same description ("{a,b}", which
// help and completion show) and words, but a value that is not text (bytes
// that are not UTF-8, controls) is quoted with escapes, and the words are
// core/tokens' not_one_of, which the C API's messages share.
CLI::Validator one_of(std::vector<std::string> choices);

// Adds `puzzle`'s options() to its command, each value checked against its
// choices when it has some.
void add_puzzle_options(CLI::App& command, Puzzle& puzzle);

// Adds --check, --judge and --accept to a puzzle's command.
void add_check_options(CLI::App& command, CheckOptions& options);

// Adds --stats, --random and the options that go with --random (--any and
// --unsolvable listed in the help only for a puzzle with positions that
// cannot reach the goal).
void add_explore_options(CLI::App& command, ExploreOptions& options, const Puzzle& puzzle);

}  // namespace puzzletab
