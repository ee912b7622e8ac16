#include "puzzles/registry.h"

#include <algorithm>

#include "core/errors.h"
#include "puzzles/clocks.h"
#include "puzzles/cube3/cube3_puzzle.h"
#include "puzzles/definition/definition.h"
#include "puzzles/definition/definition_puzzle.h"
#include "puzzles/definition/shipped.h"
#include "puzzles/events.h"
#include "puzzles/fixed_corner_notation.h"
#include "puzzles/megaminx/megaminx_puzzle.h"
#include "puzzles/msquare.h"
#include "puzzles/nxn/geometry.h"
#include "puzzles/nxn/nxn_puzzle.h"
#include "puzzles/pyraminx.h"
#include "puzzles/rubiks_clock.h"
#include "puzzles/sliding/eight.h"
#include "puzzles/sliding/fifteen.h"
#include "puzzles/sliding/twentyfour.h"
#include "puzzles/solitaire.h"
#include "puzzles/square1/square1_puzzle.h"

namespace puzzletab {

namespace {

bool named(const std::vector<std::unique_ptr<Puzzle>>& puzzles, std::string_view name) {
  return std::any_of(puzzles.begin(), puzzles.end(),
                     [&](const auto& p) { return p->name() == name; });
}

}  // namespace

std::vector<std::unique_ptr<Puzzle>> make_puzzles(std::optional<std::string_view> only) {
  auto puzzles = make_registered(only);
  const Event* event = only ? find_event(*only) : nullptr;
  if (event == nullptr || named(puzzles, *only)) return puzzles;
  // An event's id: its puzzle under that name.
  for (auto& puzzle : make_registered(event->puzzle))
    if (puzzle->name() == event->puzzle) {
      puzzles.push_back(make_event_puzzle(*event, std::move(puzzle)));
      return puzzles;
    }
  throw InputError(std::string(event->id) + " (the WCA's " + std::string(event->title) +
                   "): not there yet, puzzletab has no " + std::string(event->puzzle) +
                   " puzzle yet");
}

bool has_puzzle(std::string_view name) {
  return named(make_registered(name), name);
}

std::vector<std::unique_ptr<Puzzle>> make_registered(std::optional<std::string_view> only) {
  std::vector<std::unique_ptr<Puzzle>> puzzles;
  puzzles.push_back(msquare::make_puzzle());
  puzzles.push_back(eight::make_puzzle());
  puzzles.push_back(fifteen::make_puzzle());
  puzzles.push_back(twentyfour::make_puzzle());
  puzzles.push_back(clocks::make_clocks());
  puzzles.push_back(clocks::make_clock12());
  puzzles.push_back(solitaire::make_puzzle());
  puzzles.push_back(rubiks_clock::make_puzzle());
  puzzles.push_back(megaminx::make_puzzle());
  puzzles.push_back(cube3::make_puzzle());
  // The big cubes only when they may be named so: made, they cost 5 million
  // instructions, a query for msquare 13 times what the rest of it costs.
  for (unsigned size = 4; size <= nxn::kMaxSize; ++size)
    if (!only || *only == nxn::puzzle_name(size)) puzzles.push_back(nxn::make_puzzle(size));
  puzzles.push_back(square1::make_puzzle());
  for (const auto& shipped : definition::shipped_definitions()) {
    if (only && shipped.name != *only) continue;
    const auto definition = definition::parse_definition(shipped.text, shipped.file);
    // The WCA's fixed-corner puzzles read WCA notation (fixed_corner_notation.h).
    const definition::ScrambleNotation notation = shipped.name == "2x2x2"   ? cube2_colouring
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
