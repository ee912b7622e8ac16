// Every puzzle puzzletab knows, in the order help lists them.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.h"

namespace puzzletab {

// With `only`, the puzzles that may be named so: every C++ puzzle cheap to
// make, the big cube of that name and the shipped definition of file
// puzzles/<only>.tws. Parsing the
// three shipped definitions cost every query process 370,000 instructions,
// three times an empty program's (docs/performance.md).
// With `only` the id of a WCA event (puzzles/events.h) that no puzzle is
// named, also the event's puzzle under that id, or InputError when its
// puzzle is not there yet.
std::vector<std::unique_ptr<Puzzle>> make_puzzles(
    std::optional<std::string_view> only = std::nullopt);
// Whether a puzzle of that name is registered (an event's is not).
bool has_puzzle(std::string_view name);
// The registered puzzles' names in make_registered's order, none made.
std::vector<std::string> registered_names();
// The registered puzzles alone: every puzzle, or with `only` those that
// may be named so.
std::vector<std::unique_ptr<Puzzle>> make_registered(
    std::optional<std::string_view> only = std::nullopt);

}  // namespace puzzletab
