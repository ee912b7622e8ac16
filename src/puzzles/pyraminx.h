// The Pyraminx as the WCA holds it: the tipless puzzle of puzzles/pyraminx.tws
// (933,120 positions, its table) and its four tips beside it (81 twists), so
// 75,582,720 positions. A tip's twist is counted relative to the centre under
// it: a capital move (U: the tip and the layer below) turns both and leaves
// it, a lowercase one (u: the tip alone) changes only it. The two parts are
// then independent, a position's distance is the tipless part's plus one a
// twisted tip, and the tips need no table (docs/decisions.md, docs/pyraminx.md).
// Its stickers are the definition's sticker map with the tips' facelets
// added (docs/stickers.md).
#pragma once

#include <memory>
#include <string_view>

#include "core/puzzle.h"
#include "puzzles/definition/definition.h"

namespace puzzletab::pyraminx {

// The shipped definition the tips are added to.
inline constexpr std::string_view kTiplessDefinition = "pyraminx";
inline constexpr unsigned kTips = 4;
// The tips' twists, a base-3 digit each (U most significant): a Position is
// the tipless puzzle's times kTipStates plus them.
inline constexpr unsigned kTipStates = 81;

// `tipless` is the definition's puzzle (make_definition_puzzle), made of
// `definition`; the Pyraminx answers through it, with its table, name and
// moves, and reads and writes stickers by the definition's sticker map.
std::unique_ptr<Puzzle> make_puzzle(std::unique_ptr<Puzzle> tipless,
                                    const definition::Definition& definition);

}  // namespace puzzletab::pyraminx
