// A puzzle as query loads it: its options set from a command line, then
// its tables. The options are set through the puzzle's options() data, as
// query's command line sets them, without compiling CLI11 into the tests.
#pragma once

#include <memory>
#include <string>

#include "core/puzzle.h"
#include "tree_paths.h"

namespace puzzletab::testing {

// `puzzle` with `options` (as typed after its name: "--name value ...",
// a value with spaces in double quotes) set and the tables of `tables`
// (by default the committed ones) loaded. InputError, as query says it
// (set_option), for an option the puzzle does not have, a missing value,
// or a value not among its choices.
std::unique_ptr<Puzzle> loaded_puzzle(std::unique_ptr<Puzzle> puzzle,
                                      const std::string& options = "",
                                      const std::string& tables = PUZZLETAB_TEST_TABLES);

}  // namespace puzzletab::testing
