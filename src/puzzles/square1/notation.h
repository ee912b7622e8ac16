// WCA notation for the Square-1 (WCA Regulations, article 12, as TNoodle's
// SquareOnePuzzle writes its scrambles): `(x,y)` turns the top layer x
// slots of 30 degrees clockwise as seen from above and the bottom layer y
// slots clockwise as seen from below, x and y in -5..6 and not both 0;
// `/` turns the right half over. TNoodle writes the moves separated by
// spaces, `(1,0) / (-1,-4) / (0,3)`; read, spaces are optional anywhere
// between moves and inside the brackets (`(1, 0)/(-1,-4)/`, csTimer's and
// cubing.js's spellings), and a minus may be typographic (U+2212).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "puzzles/square1/state.h"

namespace puzzletab::square1 {

// A move: a turn of the layers, or `/` (twist).
struct Step {
  int top = 0;
  int bottom = 0;
  bool twist = false;
  bool operator==(const Step&) const = default;
};

inline constexpr Step kTwist{0, 0, true};
// Every move, in the order their names sort (the answers' lexical order):
// the 143 turns "(-1,-1)" ... "(6,6)", then "/".
inline constexpr unsigned kStepCount = 144;
const std::vector<Step>& steps_by_name();
// A move's place in steps_by_name().
unsigned move_number(const Step& move);

std::string move_name(const Step& move);
// The moves separated by single spaces, as TNoodle writes a scramble.
std::string moves_text(const std::vector<Step>& moves);
// The moves of a line; InputError naming the first text that is no move.
std::vector<Step> read_moves(std::string_view line);
// The state after the moves from `state`; InputError naming the first `/`
// that a corner across the cut forbids.
State apply_moves(State state, const std::vector<Step>& moves);
// The moves that undo `moves`: reversed, each turn the other way.
std::vector<Step> inverse_moves(const std::vector<Step>& moves);
// One move made: a turn, or `/` when twistable(state).
State moved(const State& state, const Step& move);

}  // namespace puzzletab::square1
