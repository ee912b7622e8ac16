// The number of positions of a definition of any size (issue 42: a
// definition far beyond a table is still counted): the order of the group
// its moves generate, each move a permutation of the points (slot,
// orientation), by Schreier–Sims (core/schreier_sims.h), as twsearch's
// --schreiersims counts it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/random_draw.h"
#include "core/schreier_sims.h"
#include "puzzles/definition/definition.h"
#include "puzzles/definition/permutation_model.h"

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

// The group the moves generate, as a stabilizer chain of permutations of
// the points (slot, orientation): what a definition beyond a complete
// table knows of its positions without a table (issue 42).
class DefinitionGroup {
 public:
  // InputError where the definition passes core/schreier_sims.h's limits.
  explicit DefinitionGroup(const Definition& definition);

  // Whether the moves make the state, ignoring Illegal lines, when the
  // state tells: with distinct pieces whose orientations are known, a
  // position is one element of the group. Nothing otherwise.
  std::optional<bool> contains(const State& state) const;
  // A uniform position of the group (ignoring Illegal lines): a uniform
  // element applied to solved; each position is made by equally many
  // elements, so identical pieces and unknown orientations keep it uniform.
  State random_state(RandomDraw& draw) const;

 private:
  const Definition* definition_;
  std::vector<std::uint32_t> first_point_;  // by set
  std::vector<unsigned> first_slot_;        // by set
  bool exact_ = true;                       // distinct pieces, orientations known
  StabilizerChain chain_;
};

// What gen --count writes for it: "ORDER positions", or for a definition
// with identical pieces "ORDER positions with its identical pieces told
// apart" (with `?` orientations, "... its unknown orientations told
// apart"; with Illegal lines, "... ignoring its Illegal lines");
// beyond 15 digits, with the number in scientific notation too.
std::string count_text(const DefinitionCount& count);

}  // namespace puzzletab::definition
