// The WCA's events by their ids (docs/events.md): each a name query and
// gen take wherever they take a puzzle's, for the puzzle the event is held
// with and the scrambles TNoodle writes for it. This table is the only
// list: an event whose puzzle is added later (Square-1, Megaminx) needs
// nothing more than its puzzle in the registry.
#pragma once

#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "core/puzzle.h"

namespace puzzletab {

// What an event's scrambles are beyond its puzzle's: the fewest-moves
// competition's padded ones (333fm), or the whole cube turned at random
// after the scramble (TNoodle's NoInspection puzzles: the blindfolded
// events, and multi-blind, a blindfolded scramble a cube).
enum class EventScrambles { plain, fewest_moves, blindfolded };

struct Event {
  std::string_view id;
  std::string_view puzzle;
  std::string_view title;
  EventScrambles scrambles = EventScrambles::plain;
};

inline constexpr Event kEvents[] = {
    {"333", "3x3x3", "3x3x3 Cube"},
    {"222", "2x2x2", "2x2x2 Cube"},
    {"444", "4x4x4", "4x4x4 Cube"},
    {"555", "5x5x5", "5x5x5 Cube"},
    {"666", "6x6x6", "6x6x6 Cube"},
    {"777", "7x7x7", "7x7x7 Cube"},
    {"333bf", "3x3x3", "3x3x3 Blindfolded", EventScrambles::blindfolded},
    {"333fm", "3x3x3", "3x3x3 Fewest Moves", EventScrambles::fewest_moves},
    {"333oh", "3x3x3", "3x3x3 One-Handed"},
    {"clock", "rubiks-clock", "Clock"},
    {"minx", "megaminx", "Megaminx"},
    {"pyram", "pyraminx", "Pyraminx"},
    {"skewb", "skewb", "Skewb"},
    {"sq1", "square-1", "Square-1"},
    {"444bf", "4x4x4", "4x4x4 Blindfolded", EventScrambles::blindfolded},
    {"555bf", "5x5x5", "5x5x5 Blindfolded", EventScrambles::blindfolded},
    {"333mbf", "3x3x3", "3x3x3 Multi-Blind", EventScrambles::blindfolded},
};

// The event of that id, or nothing.
const Event* find_event(std::string_view id);

// The event as a puzzle: `puzzle` (the event's) under the event's id, its
// --random writing the event's scrambles. The puzzle is loaded and
// answers as itself.
std::unique_ptr<Puzzle> make_event_puzzle(const Event& event, std::unique_ptr<Puzzle> puzzle);

// "333 (3x3x3 Cube, the 3x3x3)" lines for help: each event, its title and
// puzzle, the ones whose puzzle `has_puzzle` lacks marked not there yet.
std::string events_help(const std::function<bool(std::string_view)>& has_puzzle);

}  // namespace puzzletab
