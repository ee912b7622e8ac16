// A puzzle definition in the ksolve/twsearch text format: piece sets, the
// solved state and the moves as permutation and orientation vectors.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace puzzletab::definition {

// `Set NAME size orientations`: `size` slots whose pieces each turn among
// `orientations` orientations.
struct PieceSet {
  std::string name;
  unsigned size = 0;
  unsigned orientations = 1;
};

// One set's part of a state or of a move, 0-based. In a state, pieces[i] is
// the piece (its number in the Solved block) in slot i and twists[i] its
// orientation. In a move, slot i receives the piece of slot pieces[i], whose
// orientation grows by twists[i] (modulo the set's orientations).
struct SetVectors {
  std::vector<std::uint8_t> pieces;
  std::vector<std::uint8_t> twists;
};

struct DefinedMove {
  std::string name;
  std::vector<SetVectors> sets;  // one per set, in the order of the Set lines
};

struct Definition {
  std::string name;
  // puzzletab's one addition to the format, an optional line after Name:
  // `ScrambleMinimum N`, the least distance of a random-state scramble
  // (the WCA's minimums: 2x2x2 4, Pyraminx 6, Skewb 7).
  unsigned scramble_minimum = 0;
  std::vector<PieceSet> sets;
  std::vector<SetVectors> solved;  // one per set; repeated pieces are identical
  std::vector<DefinedMove> moves;
  // The tokens, comments left out, joined by single spaces: what the
  // definition's checksum is taken over, so layout and comments do not count.
  std::string normalised;
};

// Largest set: pieces are ranked as permutations of at most 16 things.
inline constexpr unsigned kMaxSetSize = 16;
inline constexpr unsigned kMaxOrientations = 64;

// Reads a definition; InputError "SOURCE:LINE:COLUMN: what" for anything
// wrong, at the token where it is found.
Definition parse_definition(std::string_view text, std::string_view source);

// The checksum a table of this definition carries in its header's variant
// field: the low 32 bits of XXH64 of the normalised text.
std::uint32_t definition_checksum(const Definition& definition);

}  // namespace puzzletab::definition
