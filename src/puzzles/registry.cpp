#include "puzzles/registry.h"

#include <algorithm>
#include <functional>
#include <string>

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

// A shipped definition made into its puzzle.
std::unique_ptr<Puzzle> make_shipped(const definition::ShippedDefinition& shipped) {
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
  return puzzle;
}

// A puzzle the registry makes: its name, known without making it (a page
// lists the names before it has made any puzzle), and how it is made.
struct Registration {
  std::string name;
  // Made, with `only`, when named so alone: making the big cubes computes
  // their stickers' geometry and moves (5 million instructions, 13 times
  // the rest of a query for msquare); a shipped definition is parsed
  // (370,000 instructions for the three).
  bool costly;
  std::function<std::unique_ptr<Puzzle>()> make;
};

const std::vector<Registration>& registrations() {
  static const std::vector<Registration> table = [] {
    std::vector<Registration> list = {
        {"msquare", false, msquare::make_puzzle},
        {"eight", false, eight::make_puzzle},
        {"fifteen", false, fifteen::make_puzzle},
        {"twentyfour", false, twentyfour::make_puzzle},
        {"clocks", false, clocks::make_clocks},
        {"clock12", false, clocks::make_clock12},
        {"solitaire", false, solitaire::make_puzzle},
        {"rubiks-clock", false, rubiks_clock::make_puzzle},
        {"megaminx", false, megaminx::make_puzzle},
        {"3x3x3", false, cube3::make_puzzle},
    };
    for (unsigned size = 4; size <= nxn::kMaxSize; ++size)
      list.push_back({nxn::puzzle_name(size), true, [size] { return nxn::make_puzzle(size); }});
    list.push_back({"square-1", false, square1::make_puzzle});
    for (const auto& shipped : definition::shipped_definitions())
      list.push_back(
          {std::string(shipped.name), true, [&shipped] { return make_shipped(shipped); }});
    return list;
  }();
  return table;
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
  const auto& table = registrations();
  return std::any_of(table.begin(), table.end(), [&](const auto& r) { return r.name == name; });
}

std::vector<std::string> registered_names() {
  std::vector<std::string> names;
  for (const auto& registration : registrations()) names.push_back(registration.name);
  return names;
}

std::vector<std::unique_ptr<Puzzle>> make_registered(std::optional<std::string_view> only) {
  std::vector<std::unique_ptr<Puzzle>> puzzles;
  for (const auto& registration : registrations())
    if (!only || !registration.costly || registration.name == *only)
      puzzles.push_back(registration.make());
  return puzzles;
}

}  // namespace puzzletab
