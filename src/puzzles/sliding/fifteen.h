// The fifteen puzzle: optimal answers by IDA* over disjoint additive
// pattern databases (6-6-3 shipped, 7-8 built on request with gen --large).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.h"
#include "puzzles/sliding/pattern_solver.h"

namespace puzzletab::fifteen {

inline constexpr unsigned kWidth = 4;

// A partition of the goal cells 0..14 (the standard goal's blank is cell 15)
// into the patterns of one database set.
struct Partition {
  std::string name;  // "663" or "78": the --pdb value
  std::string file;  // its tables are fifteen-<file>-<group>.ptab
  std::vector<std::vector<std::uint8_t>> groups;
  int flexible;  // PatternSet::flexible
  bool large;    // built only by gen --large, raw and not committed
};

const std::vector<Partition>& partitions();
// The first set named `name` that serves `goal`, or null.
const Partition* serving_partition(std::string_view name, const sliding::Board& goal);
// The goal's blank cell (15) for the database of a group that walls it in,
// in a set that serves that blank alone (no flexible group): its region
// alone is then the database's goal (build_pattern_database); else none.
std::optional<unsigned> goal_blank(const Partition& partition, std::size_t group);
// The table of one pattern: variant = the bit mask of its goal cells, and
// of goal_blank's cell when there is one.
TableSpec table_spec(const Partition& partition, std::size_t group);

// --goal's value: "korf" names Korf's blank-first goal 0 1 2 ... 15.
sliding::Board parse_goal(const std::string& text);

std::unique_ptr<Puzzle> make_puzzle();

}  // namespace puzzletab::fifteen
