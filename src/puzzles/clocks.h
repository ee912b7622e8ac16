// The clocks (IOI'94): nine dials in a 3x3 grid and nine moves, each turning
// a fixed set of dials a quarter turn clockwise; and Rubik's 12-hour variant
// (clock12), where a move turns its dials one hour forward or one hour back.
//
// A move's effect does not depend on when it is made, so an answer is just
// how many times each move is made, and the dials after turns t are
// d + M t, with M the 9x9 move matrix (dials by moves). det M = 5, a unit
// modulo 4 and modulo 12, so t = M^-1 (-d) is the unique answer modulo 4
// (or 12): every position is solvable, and no move need be made more often.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "core/modular.h"
#include "core/packed.h"
#include "core/puzzle.h"

namespace puzzletab::clocks {

inline constexpr unsigned kDials = 9;
inline constexpr unsigned kMoves = 9;

// The dials each move turns, dials A..I read row by row (the IOI'94 statement's table).
inline constexpr std::array<std::string_view, kMoves> kMoveDials = {
    "ABDE", "ABC", "BCEF", "ADG", "BDEFH", "CFI", "DEGH", "GHI", "EFHI",
};

// Each dial's turns past 12 o'clock (quarter turns for clocks, hours for
// clock12), dials A..I.
using Dials = std::array<std::uint8_t, kDials>;
// How many times each move 1..9 is made (modulo the number of dial states).
using Turns = std::array<std::uint8_t, kMoves>;

// M modulo `modulus`: M(dial, move) = 1 where the move turns the dial.
ModMatrix move_matrix(std::uint32_t modulus);

// --- clocks: four dial states (3, 6, 9, 12 o'clock) ---

inline constexpr std::uint32_t kQuarters = 4;
inline constexpr std::uint64_t kStates = 262144;  // 4^9
// An entry is an answer: move j's count 0..3 in bits 2(j-1) and 2(j-1)+1.
inline constexpr unsigned kEntryBits = 18;

// The table index of a position: the dials as a base-4 number, A first.
std::uint32_t dial_index(const Dials& quarters);
Turns decode_turns(std::uint32_t entry);
std::uint32_t encode_turns(const Turns& turns);

// Every position's answer through the inverse of M modulo 4, proven by
// prove_table before it is returned.
PackedBuilder build_table();
// The exhaustive check gen runs before writing: for each of the 4^9 move
// combinations, the position it solves (its effect, negated) must have that
// very combination as its entry. This needs no inverse, only the moves, and
// (as there are as many combinations as positions) also proves that every
// position has exactly one answer. Throws std::logic_error naming the first
// combination that fails.
void prove_table(PackedView table);

// --- clock12: twelve dial states, turns forward or back ---

inline constexpr std::uint32_t kHours = 12;

// The net number of times 0..modulus-1 each move must be made to bring dials
// with `modulus` states to 12: M^-1 (-d), unique because M is invertible.
class NetTurns {
 public:
  // Throws std::logic_error if M is not invertible modulo `modulus`, and
  // std::invalid_argument unless 2 <= modulus <= kMaxModulus.
  explicit NetTurns(std::uint32_t modulus);
  std::uint32_t modulus() const { return modulus_; }
  Turns operator()(const Dials& dials) const;

  static constexpr std::uint32_t kMaxModulus = 127;

 private:
  std::uint32_t modulus_;
  std::array<std::array<std::uint8_t, kDials>, kMoves> inverse_{};
};

// Signed turns per move: k > 0 is k turns forward, k < 0 is -k turns back.
using SignedTurns = std::array<std::int8_t, kMoves>;

// The fewest turns forward or back with the given net counts. Any sequence
// of turns makes move j a net n_j times, n_j = net[j] modulo the modulus (the
// net counts are forced), and costs at least |n_j| turns of move j; so each
// move is turned forward net[j] times or back modulus - net[j] times,
// whichever is fewer, forward on a tie.
SignedTurns fewest_turns(const Turns& net, std::uint32_t modulus);

// How many positions of dials with `modulus` states lie at each distance
// (fewest turns forward or back), without searching: as M is invertible,
// positions and net turn vectors t in Z_modulus^9 correspond one to one,
// and a position's distance is the sum over moves of min(t_j, modulus -
// t_j) (fewest_turns). So the counts are the nine-fold convolution of one
// move's count of net turns at each cost. Throws std::logic_error if M is
// not invertible modulo `modulus`.
std::vector<std::uint64_t> turn_distance_counts(std::uint32_t modulus);

std::unique_ptr<Puzzle> make_clocks();
std::unique_ptr<Puzzle> make_clock12();

}  // namespace puzzletab::clocks
