// WCA's layout of a Rubik's Clock scramble (regulation 4b3d, as TNoodle
// writes it): 14 fixed moves, UR DR DL UL U R D L ALL y2 U R D L ALL, each
// with an amount, every amount written (0 as "0+"). The 14 amounts and the
// 14 independent dials determine each other (the layout's matrix is
// invertible modulo 12), so every position has exactly one such scramble,
// and uniform amounts are uniform positions: random-state scrambles.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "puzzles/rubiks_clock.h"

namespace puzzletab::rubiks_clock {

inline constexpr unsigned kScrambleMoves = 14;
// Each of the 14 moves' clockwise amount, 0..11, in the layout's order.
using ScrambleAmounts = std::array<std::uint8_t, kScrambleMoves>;

// The amounts whose scramble makes `dials` of the solved clock.
ScrambleAmounts scramble_amounts(const Dials& dials);
// The dials a scramble of these amounts makes of the solved clock.
Dials scramble_dials(const ScrambleAmounts& amounts);
// The scramble as WCA writes it: "UR4- DR3+ ... ALL1- y2 U0+ ... ALL6+",
// an amount the shorter way round, 6 as "6+" and 0 as "0+".
std::string scramble_text(const ScrambleAmounts& amounts);

}  // namespace puzzletab::rubiks_clock
