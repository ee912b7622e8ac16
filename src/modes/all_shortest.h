// query --all-shortest N: every shortest answer of a case, in lexical
// order (the puzzle's move order, as the one answer query gives is the
// earliest), up to N, for every puzzle whose solver finds the shortest:
// the moves of a tree walked from the case, a move taken when the
// position it leads to is exactly that much nearer the goal, as the
// puzzle's own distance says (a table's lookup, or a bounded search); a
// move that costs nothing never after another (the Square-1's twist
// metric: turns and `/` alternate, as its answers do).
// People use the list to find algorithms (twsearch's --alloptimal).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/output_format.h"
#include "core/puzzle.h"

namespace puzzletab {

// The most answers asked of one case: they are held until written.
inline constexpr std::size_t kMaxAllShortest = 1'000'000;

struct ShortestAnswers {
  std::size_t distance = 0;
  std::vector<std::vector<Move>> answers;  // in lexical order
  bool more = false;                       // answers beyond the first `limit`
};

// The shortest answers of `position`, at most `limit`; nothing when the
// goal cannot be reached.
std::optional<ShortestAnswers> shortest_answers(const Puzzle& puzzle, Position position,
                                                std::size_t limit);

// Writes each case's shortest answers: in text, a line saying how many of
// how many moves ("2 shortest answers of 3 moves", "the first 10 shortest
// answers of 12 moves; there are more"), then each a line, its moves'
// names separated by spaces; "unsolvable" alone when the goal cannot be
// reached. In json, an object a case: puzzle, input, goal, solvable,
// distance, answers (arrays of move names), more. InputError, before any
// case, for a puzzle whose answers are not the shortest, or a limit of 0
// or over kMaxAllShortest.
CaseWriter all_shortest_answerer(const Puzzle& puzzle, bool json, std::size_t limit);

}  // namespace puzzletab
