// Projections of a definition too large for a complete table (issue 42):
// the same moves on some of its sets, with some of each set's pieces told
// apart and the others made identical, and orientations kept or dropped.
// Every move of the puzzle is a move of a projection (or changes nothing
// there), so a projection's distance, read from its complete table, is a
// lower bound of the puzzle's: the pruning tables of its IDA*, as Korf's
// pattern databases for the 3x3x3 ("Finding optimal solutions to Rubik's
// Cube using pattern databases", AAAI 1997: the corners, and two sets of 6
// of the 12 edges).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "puzzles/definition/definition.h"
#include "puzzles/definition/permutation_model.h"

namespace puzzletab::definition {

// One set of the definition as a projection sees it.
struct ProjectedSet {
  unsigned set = 0;  // into Definition::sets
  // By piece (0-based, as the definition's vectors number them): told
  // apart, or made one with the other untracked pieces.
  std::vector<bool> tracked;
  // The orientations kept; else the set has one orientation.
  bool twists = true;
};

struct Projection {
  std::vector<ProjectedSet> sets;
};

// The projection as a definition's text in the ksolve format (read by
// parse_definition): the kept sets, Solved with the untracked pieces one
// piece after the tracked ones, every move restricted to the kept sets; no
// Illegal lines (a projection relaxes them: still a lower bound).
std::string projection_text(const Definition& definition, const Projection& projection);

// Moves a State of the definition's model to the projection's.
class Projector {
 public:
  Projector(const Definition& definition, const Projection& projection);
  State project(const State& state) const {
    State out;
    for (unsigned i = 0; i < slot_count_; ++i) {
      out.pieces[i] = piece_of_[set_of_[i]][state.pieces[from_[i]]];
      out.twists[i] = keep_twist_[i] ? state.twists[from_[i]] : 0;
    }
    return out;
  }

 private:
  unsigned slot_count_ = 0;
  std::array<std::uint8_t, kMaxSlots> from_{};           // the definition's slot each slot reads
  std::array<std::uint8_t, kMaxSlots> set_of_{};         // the projection's set of each slot
  std::array<bool, kMaxSlots> keep_twist_{};             // the orientation kept
  std::vector<std::array<std::uint8_t, 256>> piece_of_;  // [set][piece]: the projection's piece
};

// The most projections a search consults at every node.
inline constexpr unsigned kMaxProjections = 8;

// The projections whose complete tables together hold at most `budget`
// entries, at most kMaxProjections of them, chosen by a fixed rule from the
// definition alone (docs/definitions.md): the sets whose tables fit whole,
// packed together smallest first; each larger set's pieces in groups as
// large as fit, their orientations kept when few groups cover the set,
// else dropped and the set's orientations a projection of their own.
// Deterministic: gen and query agree on them.
std::vector<Projection> plan_projections(const Definition& definition, std::uint64_t budget);

}  // namespace puzzletab::definition
