// The number of positions of a definition of any size (issue 42: a
// definition far beyond a table is still counted): the order of the group
// its moves generate, each move a permutation of the points (slot,
// orientation), by Schreier–Sims (core/schreier_sims.h), as twsearch's
// --schreiersims counts it.
#pragma once

#include <string>

#include "puzzles/definition/definition.h"

namespace puzzletab::definition {

struct DefinitionCount {
  // In decimal: the 20x20x20's has 1,451 digits.
  std::string order;
  // Whether Solved repeats a piece: the order then counts the positions
  // with those pieces told apart, which is more than the positions.
  bool identical_pieces = false;
  // Whether Illegal lines forbid placements: the group's order counts the
  // moves as if every one were allowed everywhere, more than the positions.
  bool illegal_ignored = false;
  // Whether Solved gives some orientation as `?`: the order counts those
  // orientations as if they were known, more than the positions.
  bool unknown_twists = false;
};

// InputError where the definition passes core/schreier_sims.h's limits.
DefinitionCount count_positions(const Definition& definition);

// What gen --count writes for it: "ORDER positions", or for a definition
// with identical pieces "ORDER positions with its identical pieces told
// apart" (with `?` orientations, "... its unknown orientations told
// apart"; with Illegal lines, "... ignoring its Illegal lines");
// beyond 15 digits, with the number in scientific notation too.
std::string count_text(const DefinitionCount& count);

}  // namespace puzzletab::definition
