// The blank's move strings that the lexically earliest shortest answer
// never holds, recognised by an automaton as a search walks (Taylor and
// Korf's duplicate pruning, 1993). A string w is such when another string
// w' does on every board what w does (the same tiles to the same cells)
// within w's bounding box (so w' fits wherever w does) and is shorter, or
// as long and earlier over u < d < l < r: an answer holding w would give
// way to the same answer with w' in its place. `ud` and `lr` are such (the
// empty string does as much); so are the two halves of a turn of the blank
// round a 2x2 block.
#pragma once

#include <cstdint>
#include <vector>

namespace puzzletab::sliding {

class MoveAutomaton {
 public:
  using State = std::uint32_t;
  static constexpr State kStart = 0;
  static constexpr State kPruned = ~State{0};
  static constexpr unsigned kMaxLength = 16;

  // Recognises the strings of up to max_length moves that are such and
  // hold no shorter such string (every longer one holds one of them);
  // max_length at most kMaxLength.
  explicit MoveAutomaton(unsigned max_length);
  // Recognises these strings, none of which holds another.
  explicit MoveAutomaton(const std::vector<std::vector<std::uint8_t>>& strings);

  // The state after `move` (0-3: u, d, l, r) from `state`, kPruned when the
  // moves so far end with such a string.
  State next(State state, unsigned move) const { return next_[state * 4 + move]; }
  // The state after a whole string from kStart (kPruned if it holds one).
  State after(const std::uint8_t* moves, unsigned count) const;

  std::size_t states() const { return next_.size() / 4; }
  // The strings recognised, each a string over 0-3, in the order found.
  const std::vector<std::vector<std::uint8_t>>& strings() const { return strings_; }

 private:
  std::vector<State> next_;
  std::vector<std::vector<std::uint8_t>> strings_;
};

// The strings of up to 2 moves (the move back: u d, d u, l r, r l), and
// of up to 12, each built at its first use.
const MoveAutomaton& short_move_automaton();
const MoveAutomaton& long_move_automaton();

}  // namespace puzzletab::sliding
