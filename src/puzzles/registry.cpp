#include "puzzles/registry.h"

#include "puzzles/clocks.h"
#include "puzzles/cube3/cube3_puzzle.h"
#include "puzzles/definition/definition.h"
#include "puzzles/definition/definition_puzzle.h"
#include "puzzles/definition/shipped.h"
#include "puzzles/fixed_corner_notation.h"
#include "puzzles/msquare.h"
#include "puzzles/pyraminx.h"
#include "puzzles/rubiks_clock.h"
#include "puzzles/sliding/eight.h"
#include "puzzles/sliding/fifteen.h"
#include "puzzles/sliding/twentyfour.h"
#include "puzzles/solitaire.h"

namespace puzzletab {

std::vector<std::unique_ptr<Puzzle>> make_puzzles(std::optional<std::string_view> only) {
  std::vector<std::unique_ptr<Puzzle>> puzzles;
  puzzles.push_back(msquare::make_puzzle());
  puzzles.push_back(eight::make_puzzle());
  puzzles.push_back(fifteen::make_puzzle());
  puzzles.push_back(twentyfour::make_puzzle());
  puzzles.push_back(clocks::make_clocks());
  puzzles.push_back(clocks::make_clock12());
  puzzles.push_back(solitaire::make_puzzle());
  puzzles.push_back(rubiks_clock::make_puzzle());
  puzzles.push_back(cube3::make_puzzle());
  for (const auto& shipped : definition::shipped_definitions()) {
    if (only && shipped.name != *only) continue;
    const auto definition = definition::parse_definition(shipped.text, shipped.file);
    // The WCA's fixed-corner puzzles read WCA notation (fixed_corner_notation.h).
    const definition::ScrambleNotation notation = shipped.name == "2x2x2" ? cube2_colouring
                                                  : shipped.name == "skewb" ? skewb_colouring
                                                                            : nullptr;
    auto puzzle =
        definition::make_definition_puzzle(definition, std::string(shipped.name), "", notation);
    // The Pyraminx's definition is its tipless part: the tips are beside it.
    if (shipped.name == pyraminx::kTiplessDefinition)
      puzzle = pyraminx::make_puzzle(std::move(puzzle), definition);
    puzzles.push_back(std::move(puzzle));
  }
  return puzzles;
}

}  // namespace puzzletab
