#include "puzzles/rubiks_clock_scramble.h"

#include <stdexcept>
#include <vector>

#include "core/modular.h"

namespace puzzletab::rubiks_clock {
namespace {

// The dial set of each move of the layout: the front's nine, then after y2
// the back's five (sets 15.. are the back's, the pins as the back faces you).
constexpr std::array<std::uint8_t, kScrambleMoves> kLayoutPins = {
    kUR,       kDR, kDL,       kUL,       kUL | kUR, kUR | kDR, kDR | kDL,
    kDL | kUL, 15,  kUL | kUR, kUR | kDR, kDR | kDL, kDL | kUL, 15};
constexpr unsigned kFrontMoves = 9;

unsigned layout_set(unsigned move) {
  return (move < kFrontMoves ? 0 : kFaceSets) + kLayoutPins[move] - 1u;
}

// The inverse of the layout's matrix (column k: the dials one hour of move
// k turns), modulo 12, computed once.
const ModMatrix& amounts_of_dials() {
  static const ModMatrix inverse_matrix = [] {
    ModMatrix matrix(kDials, kHours);
    for (unsigned move = 0; move < kScrambleMoves; ++move) {
      const Dials column = turned(Dials{}, layout_set(move), 1);
      for (unsigned dial = 0; dial < kDials; ++dial) matrix.set(dial, move, column[dial]);
    }
    auto found = inverse(matrix);
    if (!found) throw std::logic_error("rubiks-clock: WCA's scramble layout is not invertible");
    return *found;
  }();
  return inverse_matrix;
}

}  // namespace

ScrambleAmounts scramble_amounts(const Dials& dials) {
  const std::vector<std::uint32_t> column(dials.begin(), dials.end());
  const std::vector<std::uint32_t> amounts = amounts_of_dials().times(column);
  ScrambleAmounts out{};
  for (unsigned move = 0; move < kScrambleMoves; ++move)
    out[move] = static_cast<std::uint8_t>(amounts[move]);
  return out;
}

Dials scramble_dials(const ScrambleAmounts& amounts) {
  Dials dials{};
  for (unsigned move = 0; move < kScrambleMoves; ++move)
    dials = turned(dials, layout_set(move), amounts[move]);
  return dials;
}

std::string scramble_text(const ScrambleAmounts& amounts) {
  std::string text;
  for (unsigned move = 0; move < kScrambleMoves; ++move) {
    if (move == kFrontMoves) text += " y2";
    if (!text.empty()) text += ' ';
    text += pins_name(kLayoutPins[move]);
    text += amount_text(amounts[move]);
  }
  return text;
}

}  // namespace puzzletab::rubiks_clock
