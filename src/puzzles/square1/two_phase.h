// Random-state scrambles' solutions (docs/square1.md, "Scrambles"): Chen
// Shuang's two-phase search in the order of work of TNoodle's cs.sq12phase
// (github:thewca/tnoodle-lib; read, not copied), in the face-turn metric:
// each turn of a layer and each `/` one move. Phase 1 follows the shape
// alone, the pair of layer placements `/` can be made in (3,678) with the
// parity of the pieces' orders, to the square shape: both layers square,
// each placed as solved's top or as solved's bottom (4 placements), at the
// parity phase 2 can solve there. Phase 2 keeps that shape (turns by 90
// degrees, turns between a square layer's two placements, and `/`) and
// solves the pieces. Phase 1's solutions are tried in increasing length,
// each followed by phase 2 within a cap on the total, so the first
// solution found is short but not optimal, and found in about a
// millisecond. Its tables are built per process in milliseconds.
#pragma once

#include <cstdint>
#include <vector>

#include "puzzles/square1/notation.h"
#include "puzzles/square1/pruning.h"
#include "puzzles/square1/state.h"

namespace puzzletab::square1 {

// The parity of the corners' order read slot by slot (the top layer's,
// then the bottom's, each piece at the slot it starts on) combined with
// the edges': a move changes it by an amount that the shape alone tells,
// and the square shape's moves keep it.
bool reading_parity(const State& state);

class TwoPhaseSearch {
 public:
  TwoPhaseSearch();

  // A solution of a state `/` can be made in, canonical (turns and `/`
  // alternating); the same for the same state in every run.
  std::vector<Step> solve(const State& state) const;

  // Phase 1's distance of a state `/` can be made in: its shape's and
  // parity's, in face turns.
  unsigned shape_distance(const State& state) const;
  // Phase 2's distance of a state of the square shape followed in its
  // placement, its corners' (or edges') order and the middle.
  unsigned square_distance(Pieces pieces, const State& state) const;

 private:
  struct Search;
  enum class Last : std::uint8_t { none, twist, top, bottom };
  bool phase1(Search& search, unsigned shape, unsigned parity, unsigned remaining, Last last) const;
  bool phase2_from(Search& search, Last last) const;
  bool phase2(Search& search, unsigned square, unsigned corners, unsigned edges, unsigned middle,
              unsigned remaining, Last last) const;
  unsigned moved_rank(unsigned kind, unsigned rank, std::uint8_t column) const;
  // A place in phase 2's tables: an order's 4 placements, each with the
  // middle either way, side by side.
  static constexpr unsigned kSquarePlacements = 4;
  static unsigned square_place(unsigned square, unsigned rank, unsigned middle) {
    return (rank * kSquarePlacements + square) * 2 + middle;
  }
  unsigned square_bound(unsigned square, unsigned corners, unsigned edges, unsigned middle) const;

  // Phase 1: a layer's turns from each shape to the shapes `/` can be made
  // in, those of shape s at [first_[layer][s], first_[layer][s + 1]).
  struct ShapeTurn {
    std::uint16_t shape;
    std::uint8_t amount;
    std::uint8_t parity_change;
  };
  std::vector<ShapeTurn> turns_[2];
  std::vector<std::uint32_t> first_[2];
  std::vector<std::uint16_t> twisted_shape_;
  std::vector<std::uint8_t> twist_parity_change_;
  // Indexed by shape * 2 + parity.
  std::vector<std::uint8_t> shape_distance_;

  // Phase 2, for the corners [0] and the edges [1]: the order's rank
  // after a quarter turn of the top made 1, 2 or 3 times, of the bottom,
  // or `/`, at rank * 7 + column; the distances at square_place.
  std::vector<std::uint16_t> square_moves_[2];
  std::vector<std::uint8_t> square_distance_[2];
  // The square shape's placements (their shapes) and, from each, the
  // moves that keep the shape: the move, the placement it leads to, and
  // the column of the corners' [0] and the edges' [1] move tables it
  // makes (0xFF: none, their order stays).
  struct SquareMove {
    Step step;
    std::uint8_t to;
    std::uint8_t column[2];
    std::uint8_t middle_change;
    Last kind;
  };
  std::vector<unsigned> square_shapes_;
  // The moves phase 2 tries from a placement after a move of a kind, at
  // moves_index.
  static unsigned moves_index(unsigned square, Last last, bool every_bottom_turn);
  std::vector<std::vector<SquareMove>> square_moves_from_;
  unsigned solved_square_ = 0;
};

// The process's search, its tables built on first use.
const TwoPhaseSearch& two_phase_search();

}  // namespace puzzletab::square1
