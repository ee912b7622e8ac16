// Optimal sliding-tile solutions by IDA* over additive pattern databases,
// for any goal, on any width up to 5.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/packed.h"
#include "core/split_search.h"
#include "puzzles/sliding/board.h"
#include "puzzles/sliding/pattern_db.h"

namespace puzzletab::sliding {

// Disjoint pattern databases (pattern_db.h) for goals whose blank is in
// cell `blank`: `groups` are the patterns' goal cells, each ascending,
// together every cell but `blank`; tables[i] is groups[i]'s database.
struct PatternSet {
  unsigned width = 4;
  unsigned blank = 15;
  std::vector<std::vector<std::uint8_t>> groups;
  std::vector<PackedView> tables;
  // The index of a small group that, with `blank`, makes a block holding a
  // corner, an edge cell and a centre cell, or -1. A goal whose blank is
  // not a corner is turned by a symmetry of the square so that its blank
  // falls in that block; the block minus that cell becomes a new group,
  // whose tiny database the solver builds when it is made.
  int flexible = -1;
};

struct Solution {
  std::string moves;  // over kMoveLetters: where the blank goes
  // Nodes the bounds let through (each iteration's root included), over
  // all iterations: the search's own count.
  std::uint64_t expanded = 0;
  // The published papers' count (Korf 1985; Korf and Felner 2002): every
  // node made, each iteration's root and every child but the one undoing
  // the last move (after a big iteration, but those the move automaton
  // prunes), whether a bound prunes it or not.
  std::uint64_t generated = 0;
  // The nodes expanded in the last iteration, up to the answer.
  std::uint64_t last_iteration = 0;
};

class PatternSolver {
 public:
  // Plain Manhattan distance, no databases (the baseline).
  explicit PatternSolver(const Board& goal);
  // The sum of the set's databases, looked up once for every symmetry of
  // the square that carries the goal's blank to a cell the set serves
  // (two lookups: a board and its reflection), maximised, added to
  // nothing else: the databases' entries carry the Manhattan part.
  PatternSolver(const PatternSet& set, const Board& goal);
  // Views point into built_: moving keeps the buffers, copying would not.
  PatternSolver(PatternSolver&&) = default;
  PatternSolver& operator=(PatternSolver&&) = default;
  PatternSolver(const PatternSolver&) = delete;
  PatternSolver& operator=(const PatternSolver&) = delete;

  // True when the set has a database layout for this goal's blank.
  static bool serves(const PatternSet& set, const Board& goal);

  // The lexically earliest shortest move string from start to the goal:
  // IDA* expanding u, d, l, r in that order, so the first solution of the
  // last iteration is the earliest. start must be in the goal's class.
  Solution solve(const Board& start) const;
  // The same when it is at most max_length moves long, else nothing: the
  // search stops before its first iteration past max_length, so a far
  // board costs only the iterations up to it (often none).
  std::optional<Solution> solve_within(const Board& start, unsigned max_length) const;

  // The heuristic's value for a board (tests check it never overestimates).
  unsigned estimate(const Board& board) const;

  // Searches one subtree of a split iteration that another process's
  // solver, with the same goal and databases, described
  // (core/split_search.h): query-mpi's ranks. std::logic_error for bytes
  // that describe no subtree of this solver's boards.
  SubtreeOutcome search_subtree(std::string_view description,
                                const std::atomic<std::int64_t>& first_found) const;

  // An iteration after one of at least this many nodes runs on every core
  // when some core runs no search (the answer and the node count stay
  // those of one thread). Tests lower it.
  void split_after(std::uint64_t nodes) { split_after_ = nodes; }
  // The iterations after one of at least this many nodes never take the
  // strings long_move_automaton() recognises, the earlier ones only the
  // move back (short_move_automaton()): the answer is the same, the nodes
  // fewer, for a long automaton built once a process. Tests lower it.
  void long_automaton_after(std::uint64_t nodes) { long_automaton_after_ = nodes; }

 private:
  struct View {
    std::array<std::uint8_t, kMaxCells> cell_map{};    // board cell -> database cell
    std::array<std::uint8_t, kMaxCells> board_cell{};  // database cell -> board cell
    std::array<std::uint8_t, kMaxCells> tile_group{};  // tile -> its group
    std::array<std::uint8_t, kMaxCells> tile_slot{};   // tile -> its place in the group
    std::vector<std::uint8_t> group_size;
    std::vector<std::array<std::uint64_t, kMaxCells>> weight;  // [group][slot], see index_step
    std::vector<PackedView> tables;

    // What the search reads at every node, worked out once (index_step).
    // A step: the blank, at a board cell, takes a move; the tile there
    // slides from the neighbour into the blank's cell.
    struct StepShape {
      std::uint64_t distance = 0;  // database cells between the two: 1 or the width
      std::uint64_t negate = 0;    // all ones when the tile's database cell shrinks
      // Board cells of the database cells strictly between (up to width - 1),
      // the rest filled with the tile's own cell, which counts nothing.
      std::array<std::uint8_t, kMaxWidth - 1> between{};
    };
    std::array<std::array<StepShape, 4>, kMaxCells> shape{};  // [blank cell][move]
    std::array<std::uint64_t, kMaxCells> tile_weight{};       // tile -> its slot's weight
    // [moving tile][tile passed over]: the passed tile's part of the change
    // of the index (modular), 0 when it is of another group or the blank.
    std::array<std::array<std::uint64_t, kMaxCells>, kMaxCells> passing{};
    std::array<const std::byte*, kMaxCells> entries{};  // each group's database
  };
  template <unsigned kViews, unsigned kBetween>
  class Search;
  void set_steps(View& view, const Board& goal) const;
  std::optional<Solution> search(const Board& start, unsigned max_length) const;
  template <typename Work>
  auto with_search(Work work) const;

  Board goal_;
  std::array<std::array<std::uint8_t, kMaxCells>, kMaxCells> manhattan_{};  // [tile][cell]
  // The blank's moves from each cell in u, d, l, r order, with the cell of
  // the tile each slides into the blank.
  struct Neighbour {
    std::uint8_t move = 0;
    std::uint8_t from = 0;
  };
  std::array<std::array<Neighbour, 4>, kMaxCells> neighbours_{};
  std::array<std::uint8_t, kMaxCells> neighbour_count_{};
  std::vector<View> views_;
  std::vector<PackedBuilder> built_;  // databases made for a flexible group
  std::uint64_t split_after_ = std::uint64_t{1} << 18;
  std::uint64_t long_automaton_after_ = std::uint64_t{1} << 22;
};

}  // namespace puzzletab::sliding
