// A puzzle as query loads it: its options parsed from a command line, then
// its tables. The one test file that parses options, so that the command
// line library is compiled once for the tests.
#pragma once

#include <memory>
#include <string>

#include "core/puzzle.h"

namespace puzzletab::testing {

// `puzzle` with `options` (as typed after its name) parsed and the
// committed tables loaded.
std::unique_ptr<Puzzle> loaded_puzzle(std::unique_ptr<Puzzle> puzzle,
                                      const std::string& options = "");

}  // namespace puzzletab::testing
