// Megaminx notation as TNoodle's MegaminxPuzzle reads it (docs/megaminx.md):
// Pochmann's R++ R-- D++ D-- (and R+ R- D+ D-, a fifth), and any face's
// turn U U2 U2' U' (U BL BR R F L D DR DBR B DBL DL); and the WCA's
// scramble, Pochmann's, drawn as TNoodle draws it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/random_draw.h"
#include "puzzles/megaminx/dodecahedron.h"

namespace puzzletab::megaminx {

// A turn: `amount` fifths (1-4) clockwise as seen facing `face`, of its
// layer, or for a big turn of everything but the opposite face's layer
// (R is DBR's big turn, D is D's).
struct Turn {
  Face face;
  bool big;
  unsigned amount;
  bool operator==(const Turn&) const = default;
};

// Every turn TNoodle's parser reads: 12 faces x 4 amounts, and R and D's
// big turns x 4.
std::vector<Turn> all_turns();

// The turns of a line (words between blanks), InputError naming a word that
// is none.
std::vector<Turn> read_turns(std::string_view text);
std::string turn_name(Turn turn);
// The turns joined by blanks.
std::string turns_text(const std::vector<Turn>& turns);

// Moves of a Pochmann scramble (MegaminxPuzzle.generateRandomMoves): 7
// lines of 10 turns alternating R and D, each ++ or -- by a draw of 2,
// then U, or U' when the line's last D was D--: 77 turns.
inline constexpr unsigned kScrambleLines = 7;
inline constexpr unsigned kTurnsPerLine = 11;
std::vector<Turn> pochmann_scramble(RandomDraw& draw);

// The colouring a sequence of turns leaves, from solved.
Stickers stickers_after(const std::vector<Turn>& turns);

}  // namespace puzzletab::megaminx
