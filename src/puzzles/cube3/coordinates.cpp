#include "puzzles/cube3/coordinates.h"

#include <mutex>
#include <span>

#include "core/rank.h"

namespace puzzletab::cube3 {
namespace {

constexpr unsigned kFirstSliceEdge = 8;  // FR FL BL BR are edges 8..11
constexpr std::uint8_t kUnknown = 0xFF;

// n choose k, for n < 12.
unsigned choose(unsigned n, unsigned k) {
  if (k > n) return 0;
  unsigned c = 1;
  for (unsigned i = 0; i < k; ++i) c = c * (n - i) / (i + 1);
  return c;
}

// A cube whose coordinate `make` sets from `value`, the rest solved: the
// move tables turn it and read the coordinate again.
template <typename Set, typename Read>
std::vector<std::uint16_t> move_table(unsigned size, std::span<const std::uint8_t> turns, Set set,
                                      Read read) {
  static const auto kTurnCubes = [] {
    std::array<Cube, kTurns> cubes;
    for (unsigned t = 0; t < kTurns; ++t) cubes[t] = turned(solved_cube(), turn_numbered(t));
    return cubes;
  }();
  std::vector<std::uint16_t> table(std::size_t{size} * turns.size());
  for (unsigned value = 0; value < size; ++value) {
    Cube cube = solved_cube();
    set(cube, value);
    for (std::size_t t = 0; t < turns.size(); ++t)
      table[value * turns.size() + t] =
          static_cast<std::uint16_t>(read(then(cube, kTurnCubes[turns[t]])));
  }
  return table;
}

// One coordinate's move table and the columns of the turns a pruning
// table's search makes.
struct Moves {
  const std::vector<std::uint16_t>& table;
  unsigned stride;  // turns a row
  std::span<const std::uint8_t> columns;
};

// Breadth-first from the solved pair (0, 0): the distance of every pair of
// coordinates (first * second_size + second) under the turns, the two
// tables' columns for each turn side by side. The second size is a
// constant, so that splitting a pair is a multiplication, not a division.
template <unsigned second_size>
std::vector<std::uint8_t> pruning_table(const Moves& first, unsigned first_size,
                                        const Moves& second) {
  std::vector<std::uint8_t> depth(std::size_t{first_size} * second_size, kUnknown);
  // A queue of every pair, each written once: no growth to check.
  std::vector<std::uint32_t> queue(depth.size());
  std::size_t end = 0;
  depth[0] = 0;
  queue[end++] = 0;
  const std::size_t turns = first.columns.size();
  for (std::size_t next = 0; next < end; ++next) {
    const std::uint32_t pair = queue[next];
    const std::uint16_t* a = first.table.data() + std::size_t{pair / second_size} * first.stride;
    const std::uint16_t* b = second.table.data() + std::size_t{pair % second_size} * second.stride;
    const auto reached = static_cast<std::uint8_t>(depth[pair] + 1);
    for (std::size_t t = 0; t < turns; ++t) {
      const std::uint32_t to = a[first.columns[t]] * second_size + b[second.columns[t]];
      if (depth[to] != kUnknown) continue;
      depth[to] = reached;
      queue[end++] = to;
    }
  }
  return depth;
}

TwoPhaseTables build_tables() {
  TwoPhaseTables tables;
  std::array<std::uint8_t, kTurns> all{};
  for (unsigned t = 0; t < kTurns; ++t) all[t] = static_cast<std::uint8_t>(t);
  tables.phase2_turns = {0, 1, 2, 4, 7, 9, 10, 11, 13, 16};
  for (unsigned t = 0; t < kTurns; ++t)
    tables.edge_turns[t] = turned(solved_cube(), turn_numbered(t)).edge;
  tables.twist_move = move_table(
      kTwists, all, [](Cube& cube, unsigned value) { set_orientations(cube.twist, value, 3); },
      twist_coordinate);
  tables.flip_move = move_table(
      kFlips, all, [](Cube& cube, unsigned value) { set_orientations(cube.flip, value, 2); },
      flip_coordinate);
  tables.sorted_slice_move = move_table(
      kSortedSlices, all,
      [](Cube& cube, unsigned value) {
        // The colex combination value / 24 of the slots counted from the
        // last (slot 11 - s): its k-th slot s_k adds C(s_k, k); the slice
        // edges in it in the order value % 24 ranks.
        std::array<std::uint8_t, 4> order{};
        unrank_permutation(value % kSlicePermutations, order);
        unsigned combination = value / kSlicePermutations;
        unsigned k = 4;
        unsigned other_edge = 0;
        std::array<unsigned, 4> slots{};
        for (unsigned s = kEdges; s-- > 0;) {
          const unsigned c = choose(s, k);
          if (k > 0 && combination >= c) {
            combination -= c;
            slots[--k] = kEdges - 1 - s;
          } else {
            cube.edge[kEdges - 1 - s] = static_cast<std::uint8_t>(other_edge++);
          }
        }
        // slots[] now runs from the highest slot down: put them in slot order.
        for (unsigned i = 0; i < 4; ++i)
          cube.edge[slots[3 - i]] = static_cast<std::uint8_t>(kFirstSliceEdge + order[i]);
      },
      sorted_slice_coordinate);
  tables.corner_move = move_table(
      kCornerPermutations, all,
      [](Cube& cube, unsigned value) { unrank_permutation(value, cube.corner); },
      corner_permutation_coordinate);
  const std::span<const std::uint8_t> phase2 = tables.phase2_turns;
  tables.edge8_move = move_table(
      kEdgePermutations8, phase2,
      [](Cube& cube, unsigned value) {
        unrank_permutation(value, std::span(cube.edge).first(kFirstSliceEdge));
      },
      edge_permutation8_coordinate);
  // The phase-1 pairs take the slice from the sorted coordinate's rows
  // (every 24th), whose turns keep the slots' set apart from the order.
  std::vector<std::uint16_t> slice_move(std::size_t{kSlices} * kTurns);
  for (unsigned slice = 0; slice < kSlices; ++slice)
    for (unsigned t = 0; t < kTurns; ++t)
      slice_move[slice * kTurns + t] = static_cast<std::uint16_t>(
          tables.sorted_slice_move[slice * kSlicePermutations * kTurns + t] / kSlicePermutations);
  std::array<std::uint8_t, kPhase2Turns> columns{};
  for (unsigned i = 0; i < kPhase2Turns; ++i) columns[i] = static_cast<std::uint8_t>(i);
  tables.twist_slice_depth =
      pruning_table<kSlices>({tables.twist_move, kTurns, all}, kTwists, {slice_move, kTurns, all});
  tables.flip_slice_depth =
      pruning_table<kSlices>({tables.flip_move, kTurns, all}, kFlips, {slice_move, kTurns, all});
  tables.corner_slice_depth =
      pruning_table<kSlicePermutations>({tables.corner_move, kTurns, phase2}, kCornerPermutations,
                                        {tables.sorted_slice_move, kTurns, phase2});
  tables.edge8_slice_depth = pruning_table<kSlicePermutations>(
      {tables.edge8_move, kPhase2Turns, columns}, kEdgePermutations8,
      {tables.sorted_slice_move, kTurns, phase2});
  return tables;
}

}  // namespace

unsigned twist_coordinate(const Cube& cube) {
  return orientation_digits(cube.twist, 3);
}

unsigned flip_coordinate(const Cube& cube) {
  return orientation_digits(cube.flip, 2);
}

unsigned slice_coordinate(const Cube& cube) {
  unsigned value = 0;
  unsigned k = 0;
  for (unsigned s = 0; s < kEdges; ++s)
    if (cube.edge[kEdges - 1 - s] >= kFirstSliceEdge) value += choose(s, ++k);
  return value;
}

unsigned corner_permutation_coordinate(const Cube& cube) {
  return static_cast<unsigned>(rank_permutation(cube.corner));
}

unsigned edge_permutation8_coordinate(const Cube& cube) {
  return static_cast<unsigned>(rank_permutation(std::span(cube.edge).first(kFirstSliceEdge)));
}

unsigned sorted_slice_coordinate(const Cube& cube) {
  std::array<std::uint8_t, 4> order{};
  unsigned k = 0;
  for (unsigned slot = 0; slot < kEdges; ++slot)
    if (cube.edge[slot] >= kFirstSliceEdge)
      order[k++] = static_cast<std::uint8_t>(cube.edge[slot] - kFirstSliceEdge);
  return slice_coordinate(cube) * kSlicePermutations +
         static_cast<unsigned>(rank_permutation(order));
}

const TwoPhaseTables& two_phase_tables() {
  static std::once_flag once;
  static TwoPhaseTables tables;
  std::call_once(once, [] { tables = build_tables(); });
  return tables;
}

}  // namespace puzzletab::cube3
