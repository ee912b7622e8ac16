// What the fifteen and 24 puzzles share as puzzles: optimal answers by IDA*
// over disjoint additive pattern databases (pattern_solver.h), any goal,
// the database sets given as data, a small set committed and a large one
// built by gen --large. Each puzzle is its data (fifteen.cpp, twentyfour.cpp).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.h"
#include "puzzles/sliding/board.h"

namespace puzzletab::sliding {

// A partition of a board's cells but one (the set's blank) into the
// patterns of one database set.
struct Partition {
  std::string name;  // the --pdb value ("663", "78"); sets of one name are one choice
  std::string file;  // its tables are <puzzle>-<file>-<group>.ptab
  unsigned blank;    // the cell the groups leave out (PatternSet::blank)
  std::vector<std::vector<std::uint8_t>> groups;
  int flexible;  // PatternSet::flexible
  bool large;    // built only by gen --large, raw and not committed
};

// One puzzle of the family, as data.
struct PatternPuzzleData {
  std::string name;  // "fifteen"
  unsigned width;
  std::string summary;     // query --help's line
  std::string input_help;  // query PUZZLE --help's
  std::string example;     // a case near the goal
  std::string korf_goal;   // what --goal korf names: the blank first
  // The sets; of one name, the first that serves a goal answers it.
  std::vector<Partition> partitions;
  std::string large_name;  // the --pdb of the large set, the default when it is built
  std::string small_name;  // the default otherwise, and for goals the large set does not serve
  // What the large set is called in gen's line before it builds them
  // ("7-8 databases"), and the minutes its build took on 2 idle cores.
  std::string large_what;
  unsigned large_minutes;
  // The most moves a board needs when the goal's blank is in a corner,
  // where it is known (80 for the fifteen puzzle).
  std::optional<unsigned> corner_diameter;
  // What answering a uniform board costs: seconds for the fifteen puzzle,
  // hours (days for some) for the 24-puzzle.
  SolveCost solve_cost;
};

// The first set named `name` that serves `goal`, or null.
const Partition* serving_partition(const PatternPuzzleData& data, std::string_view name,
                                   const Board& goal);
// The set's blank cell for the database of a group that walls it in, in
// a set that serves that blank alone (no flexible group): its region alone
// is then the database's goal (build_pattern_database); else none.
std::optional<unsigned> goal_blank(const PatternPuzzleData& data, const Partition& partition,
                                   std::size_t group);
// The table of one pattern: variant = the bit mask of its goal cells, and
// of goal_blank's cell when there is one.
TableSpec table_spec(const PatternPuzzleData& data, const Partition& partition, std::size_t group);

// --goal's value: "korf" names the data's korf_goal.
Board parse_goal(const PatternPuzzleData& data, const std::string& text);

// The puzzle; `data` outlives it.
std::unique_ptr<Puzzle> make_pattern_puzzle(const PatternPuzzleData& data);

}  // namespace puzzletab::sliding
