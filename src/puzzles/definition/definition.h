// A puzzle definition in the ksolve/twsearch text format: piece sets, the
// solved state and the moves as permutation and orientation vectors, read
// as twsearch reads them (its docs/ksolveformat.txt and readksolve.cpp).
#pragma once

#include <algorithm>
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
  // The piece numbers as the Solved block writes them, ascending: piece v
  // (0-based, as the vectors hold it) is written labels[v]. twsearch packs
  // numbers that leave gaps (1 1 3 3) the same way.
  std::vector<unsigned> labels;
  // By piece (as `labels`; empty: none): whether Solved gives its
  // orientation as `?`, an unknown orientation that no move changes
  // (twsearch's wildo).
  std::vector<bool> unknown_twist;
  bool twist_unknown(unsigned piece) const {
    return piece < unknown_twist.size() && unknown_twist[piece];
  }
  bool any_twist_unknown() const {
    return std::find(unknown_twist.begin(), unknown_twist.end(), true) != unknown_twist.end();
  }
};

// One set's part of a state or of a move, 0-based, in the state form: in a
// state, pieces[i] is the piece in slot i and twists[i] the orientation of
// slot i; in a move, slot i receives the piece of slot pieces[i], whose
// orientation grows by twists[i] (modulo the set's orientations). A `Move`
// block writes its orientations by piece instead, and is converted on
// reading as twsearch converts it: twists[i] = written[pieces[i]].
struct SetVectors {
  std::vector<std::uint8_t> pieces;
  std::vector<std::uint8_t> twists;
  bool operator==(const SetVectors&) const = default;
};

struct DefinedMove {
  std::string name;
  std::vector<SetVectors> sets;  // one per set, in the order of the Set lines
};

// puzzletab's sticker map (docs/stickers.md), also in comment lines: a face
// (`# puzzletab: Face U 7`, its letter and --show's colour for it) and the
// facelets under it (`# puzzletab: Facelet ROW COLUMN SET SLOT STICKER`),
// each one sticker of one slot, at a place of --show's net. A slot's
// sticker k shows its piece's sticker (k + orientation) mod orientations;
// a piece's sticker j is the one at sticker j of the slot it is solved in.
struct Face {
  char letter = 'U';
  char colour = '1';  // as Picture::colours: '1'..'8'
};
struct Facelet {
  unsigned face = 0;  // into Definition::faces
  unsigned row = 0;
  unsigned column = 0;
  unsigned slot = 0;  // counted over every set, in the order of the Set lines, 0-based
  unsigned sticker = 0;
};

// twsearch's `Illegal SET SLOT PIECE...`: no position holds one of
// `pieces` (bit v: the set's piece v, 0-based as the vectors number them)
// in this slot; no move leads to such a position. One entry a slot, none
// without pieces.
struct Illegal {
  unsigned set = 0;
  unsigned slot = 0;  // within the set, 0-based
  std::uint64_t pieces = 0;
};
// twsearch's bound on an Illegal line's piece numbers (a 64-bit mask).
inline constexpr unsigned kMaxIllegalPiece = 64;

struct Definition {
  // The `Name` line's name, any word ("Unnamed" without one, as twsearch).
  // The puzzle's name on the command line comes from the file's name
  // (definition_files.h), since twsearch's generated files all say
  // `Name PuzzleGeometryPuzzle`.
  std::string name;
  // puzzletab's addition, in a comment so that twsearch reads the file:
  // `# puzzletab: ScrambleMinimum N`, the least distance of a random-state
  // scramble (the WCA's minimums: 2x2x2 4, Pyraminx 6, Skewb 7).
  unsigned scramble_minimum = 0;
  std::vector<PieceSet> sets;
  // The sticker map, in the order a colouring is written; empty when the
  // file has none. Not part of `canonical`: a table does not depend on it.
  std::vector<Face> faces;
  std::vector<Facelet> facelets;
  std::vector<SetVectors> solved;  // one per set; repeated pieces are identical
  std::vector<DefinedMove> moves;
  // `MoveAlias NAME MOVE`: another name for a move (or a power, or a
  // sequence), read in --input moves with its powers; no move of the
  // search, and not in `canonical` (a table does not depend on it).
  std::vector<DefinedMove> aliases;
  std::vector<Illegal> illegal;
  // The definition as puzzletab understands it, written out in one fixed
  // form (sets, solved, moves in the state form; no Name, layout or
  // comments): what a table is bound to (definition_checksum).
  std::string canonical;
};

// The largest file read: twsearch's 20x20x20 is 3 MB, far beyond a table.
inline constexpr std::uint64_t kMaxDefinitionBytes = std::uint64_t{8} << 20;
// The most sets, and moves before their powers: twsearch's largest samples
// have a few dozen of each. A puzzle has at most 255 moves counting powers
// (permutation_model.h), and a defined move has at least one.
inline constexpr unsigned kMaxSets = 255;
inline constexpr unsigned kMaxDefinedMoves = 64;
// A sticker map's limits: the faces --show has colours for, a net that
// fits a terminal.
inline constexpr unsigned kMaxFaces = 8;
inline constexpr unsigned kMaxNetRows = 64;
inline constexpr unsigned kMaxNetColumns = 128;

// Reads a definition; InputError "SOURCE:LINE:COLUMN: what" for anything
// wrong or not supported, at the token where it is found.
Definition parse_definition(std::string_view text, std::string_view source);

// What a table of this definition carries in its header's variant fields:
// XXH64 of the canonical text.
std::uint64_t definition_checksum(const Definition& definition);

}  // namespace puzzletab::definition
