// Rubik's Clock: two faces of nine dials (hours 1..12), four pins, four
// corner wheels. The four corner dials of a face are the back's corners seen
// from the other side (a back corner shows 12 minus its front), so a
// position is 14 independent dials: the front's nine, row by row, then the
// back's edges and centre (rows as the back faces you after y2).
//
// A pin up on the front is down on the back. Turning a wheel whose pin is up
// turns the front dials of the 2x2 quadrants of every up pin by the same
// hours (the matching back corners go the other way, being the same dials);
// a wheel whose pin is down does that for the back's quadrants of every down
// pin. So a move turns one of 30 dial sets (15 non-empty sets of pins on
// either face) by 1..11 hours, and moves commute: an answer is how far each
// set is turned, and its length is how many sets are turned at all.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>

#include "core/puzzle.h"

namespace puzzletab::rubiks_clock {

inline constexpr unsigned kHours = 12;
inline constexpr unsigned kFaceDials = 9;
inline constexpr unsigned kDials = 14;
inline constexpr unsigned kSets = 30;
inline constexpr unsigned kFaceSets = 15;

// Each independent dial's hours past 12 (0..11): indices 0..8 the front row
// by row; 9..13 the back's top edge, left edge, centre, right edge, bottom
// edge, as the back faces you.
using Dials = std::array<std::uint8_t, kDials>;

// Pins as bits, as the face they turn is seen: upper left, upper right,
// lower right, lower left (clockwise round the face).
inline constexpr std::uint8_t kUL = 1, kUR = 2, kDR = 4, kDL = 8;

// Dial set s < 15 turns the front dials of pins s + 1; set 15 + s the
// back's dials of pins s + 1 (the back as it faces you after y2).
struct DialSet {
  bool back;
  std::uint8_t pins;
};
constexpr DialSet dial_set(unsigned set) {
  return {set >= kFaceSets, static_cast<std::uint8_t>(set % kFaceSets + 1)};
}

// The name of a set of pins in clock notation: WCA's (UR, DR, DL, UL, U, R,
// D, L, ALL), and cubing.js's for the rest: MUL (UL and DR up), MUR (UR and
// DL), and ULw, URw, DRw, DLw (every pin but the opposite corner's).
std::string pins_name(std::uint8_t pins);
// An amount of hours clockwise as clock notation writes it, the shorter
// way round: 0..6 clockwise ("3+", "0+"), else counter-clockwise ("5-" for 7).
std::string amount_text(unsigned hours);
// True for the nine sets WCA notation names.
bool wca_pins(std::uint8_t pins);

// The dials after turning `set` clockwise by `hours` (as the face turned is
// seen).
Dials turned(Dials dials, unsigned set, unsigned hours);

enum class Metric {
  pins,  // any of the 30 dial sets
  wca,   // only the 18 that WCA notation names
};

// How far each set is turned, in hours clockwise (0..11).
using Amounts = std::array<std::uint8_t, kSets>;

// The dials that turning every set by its amount makes of the solved clock.
Dials dials_of(const Amounts& amounts);
// How many sets are turned at all: the length of the moves.
unsigned turned_sets(const Amounts& amounts);

// Turns of the fewest sets, in `metric`, that make `dials` of the solved
// clock (their opposites solve it). Every position is solvable. Exact: see
// rubiks_clock.cpp for the search. Throws std::logic_error if the turns it
// finds do not make the dials, which would be a bug.
Amounts fewest_turns(const Dials& dials, Metric metric);

std::unique_ptr<Puzzle> make_puzzle();

}  // namespace puzzletab::rubiks_clock
