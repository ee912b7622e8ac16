#include "puzzles/registry.h"

#include "puzzles/clocks.h"
#include "puzzles/definition/definition.h"
#include "puzzles/definition/definition_puzzle.h"
#include "puzzles/definition/shipped.h"
#include "puzzles/msquare.h"
#include "puzzles/rubiks_clock.h"
#include "puzzles/sliding/eight.h"
#include "puzzles/sliding/fifteen.h"
#include "puzzles/solitaire.h"

namespace puzzletab {

std::vector<std::unique_ptr<Puzzle>> make_puzzles(std::optional<std::string_view> only) {
  std::vector<std::unique_ptr<Puzzle>> puzzles;
  puzzles.push_back(msquare::make_puzzle());
  puzzles.push_back(eight::make_puzzle());
  puzzles.push_back(fifteen::make_puzzle());
  puzzles.push_back(clocks::make_clocks());
  puzzles.push_back(clocks::make_clock12());
  puzzles.push_back(solitaire::make_puzzle());
  puzzles.push_back(rubiks_clock::make_puzzle());
  for (const auto& shipped : definition::shipped_definitions())
    if (!only || shipped.name == *only)
      puzzles.push_back(definition::make_definition_puzzle(
          definition::parse_definition(shipped.text, shipped.file), std::string(shipped.name)));
  return puzzles;
}

}  // namespace puzzletab
