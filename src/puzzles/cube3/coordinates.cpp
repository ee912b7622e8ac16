#include "puzzles/cube3/coordinates.h"

#include <algorithm>
#include <bit>
#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <stdexcept>

#include "core/bfs.h"
#include "core/parallel.h"
#include "core/rank.h"
#include "puzzles/cube3/symmetry.h"

namespace puzzletab::cube3 {
namespace {

constexpr unsigned kFirstSliceEdge = 8;  // FR FL BL BR are edges 8..11
constexpr std::uint8_t kUnknown = 0xFF;

using Edges = std::array<std::uint8_t, kEdges>;

// n choose k for n < 12 and k <= 4 (0 when k > n): the slice coordinate's
// terms, looked up rather than computed in the move tables' inner loop.
constexpr auto kChoose = [] {
  std::array<std::array<std::uint16_t, 5>, kEdges> table{};
  for (unsigned n = 0; n < kEdges; ++n) {
    table[n][0] = 1;
    for (unsigned k = 1; k <= 4; ++k)
      table[n][k] = static_cast<std::uint16_t>(n == 0 ? 0 : table[n - 1][k - 1] + table[n - 1][k]);
  }
  return table;
}();

unsigned slice_of(const Edges& edge) {
  unsigned value = 0;
  unsigned k = 0;
  for (unsigned s = 0; s < kEdges; ++s)
    if (edge[kEdges - 1 - s] >= kFirstSliceEdge) value += kChoose[s][++k];
  return value;
}

unsigned sorted_slice_of(const Edges& edge) {
  std::array<std::uint8_t, 4> order{};
  unsigned k = 0;
  for (unsigned slot = 0; slot < kEdges; ++slot)
    if (edge[slot] >= kFirstSliceEdge)
      order[k++] = static_cast<std::uint8_t>(edge[slot] - kFirstSliceEdge);
  return slice_of(edge) * kSlicePermutations + static_cast<unsigned>(rank_permutation(order));
}

}  // namespace

const std::array<Cube, kTurns>& turn_cubes() {
  static const auto cubes = [] {
    std::array<Cube, kTurns> all;
    for (unsigned t = 0; t < kTurns; ++t) all[t] = turned(solved_cube(), turn_numbered(t));
    return all;
  }();
  return cubes;
}

namespace {

// A coordinate's move table, [value * turns.size() + column]: `set` puts
// a value into a solved cube, `after(cube, turn)` reads the coordinate
// after a turn from the pieces it follows alone. Only quarter turns, and
// turns whose quarter turn is not among `turns` (phase 2's R2), are read
// so; U2 and U' are U's column followed twice and three times, a lookup
// where the other is a permutation's rank (measured in docs/cube3.md).
template <typename Set, typename After>
std::vector<std::uint16_t> move_table(unsigned size, std::span<const std::uint8_t> turns, Set set,
                                      After after) {
  const std::size_t n = turns.size();
  std::array<std::size_t, kTurns> column{};
  column.fill(n);
  for (std::size_t c = 0; c < n; ++c) column[turns[c]] = c;
  // Turn numbers are face * 3 + quarters - 1: a face's quarter turn is
  // the multiple of 3.
  const auto composed = [&](unsigned turn) { return turn % 3 != 0 && column[turn - turn % 3] < n; };
  const auto& turn_cube = turn_cubes();
  std::vector<std::uint16_t> table(std::size_t{size} * n);
  for (unsigned value = 0; value < size; ++value) {
    Cube cube = solved_cube();
    set(cube, value);
    for (std::size_t c = 0; c < n; ++c)
      if (!composed(turns[c]))
        table[value * n + c] = static_cast<std::uint16_t>(after(cube, turn_cube[turns[c]]));
  }
  // In increasing turn number: U2's column is there before U''s.
  for (std::size_t c = 0; c < n; ++c) {
    if (!composed(turns[c])) continue;
    const std::size_t before = column[turns[c] - 1u];
    const std::size_t quarter = column[turns[c] - turns[c] % 3u];
    for (std::size_t value = 0; value < size; ++value)
      table[value * n + c] = table[table[value * n + before] * n + quarter];
  }
  return table;
}

// The first `rows` rows of a move table of `stride` turns a row, with the
// columns of `turns` alone: what a pruning table's search turns, side by
// side.
std::vector<std::uint16_t> columns_of(const std::vector<std::uint16_t>& table, unsigned stride,
                                      std::span<const std::uint8_t> turns, unsigned rows) {
  std::vector<std::uint16_t> columns(std::size_t{rows} * turns.size());
  for (std::size_t row = 0; row < rows; ++row)
    for (std::size_t t = 0; t < turns.size(); ++t)
      columns[row * turns.size() + t] = table[row * stride + turns[t]];
  return columns;
}

// Breadth-first from the solved pair (0, 0): the distance of every pair of
// coordinates (first * second_size + second) under `turns` turns, each
// coordinate's move table [value * turns + turn]. The sizes are constants,
// so that splitting a pair is a multiplication, not a division, and the
// turns' loop is unrolled.
//
// Layers are grown forward (each pair of the last layer marks its unknown
// neighbours) while the last layer is less than half the pairs not yet
// reached, then backward (each pair not yet reached looks for a neighbour
// in the last layer and stops at the first): the turns include their
// inverses, so a neighbour at distance d puts a pair at d + 1, and a pair
// of the next layer finds one among its first few turns. The largest
// layers then cost a few lookups a pair instead of every turn of the layer
// before (measured in docs/cube3.md).
template <unsigned second_size, unsigned turns>
std::vector<std::uint8_t> pruning_table(const std::vector<std::uint16_t>& first,
                                        const std::vector<std::uint16_t>& second) {
  const std::size_t size = first.size() / turns * second_size;
  std::vector<std::uint8_t> table(size, kUnknown);
  // Through a pointer held here: a store through the vector's own would
  // have it read again after every store of a byte (which may alias it).
  std::uint8_t* const depth = table.data();
  // The forward layers in a queue, each written once: no growth to check,
  // and nothing to clear.
  const auto queue = std::make_unique_for_overwrite<std::uint32_t[]>(size);
  std::uint32_t* end = queue.get();
  std::uint32_t* layer = end;
  depth[0] = 0;
  *end++ = 0;
  std::size_t reached = 1;
  std::uint8_t d = 0;
  for (; static_cast<std::size_t>(end - layer) * 2 < size - reached; ++d) {
    std::uint32_t* const layer_end = end;
    for (; layer < layer_end; ++layer) {
      const std::uint16_t* const a = first.data() + std::size_t{*layer / second_size} * turns;
      const std::uint16_t* const b = second.data() + std::size_t{*layer % second_size} * turns;
      for (unsigned t = 0; t < turns; ++t) {
        const std::uint32_t to = std::uint32_t{a[t]} * second_size + b[t];
        if (depth[to] != kUnknown) continue;
        depth[to] = static_cast<std::uint8_t>(d + 1);
        *end++ = to;
      }
    }
    reached += static_cast<std::size_t>(end - layer_end);
  }
  for (; reached < size; ++d)
    for (std::size_t row = 0; row < size / second_size; ++row) {
      const std::uint16_t* const a = first.data() + row * turns;
      for (std::size_t column = 0; column < second_size; ++column) {
        std::uint8_t& here = depth[row * second_size + column];
        if (here != kUnknown) continue;
        const std::uint16_t* const b = second.data() + column * turns;
        for (unsigned t = 0; t < turns; ++t)
          if (depth[std::uint32_t{a[t]} * second_size + b[t]] == d) {
            here = static_cast<std::uint8_t>(d + 1);
            ++reached;
            break;
          }
      }
    }
  return table;
}

// The twist x flip table up to the symmetries that keep the U-D and F-B
// axes: each twist's class and the symmetry taking it to the class's
// representative (its least twist), each flip as each symmetry shows it,
// and the distances over (class, flip seen) by the shared breadth-first
// search (core/bfs.h). A position and its conjugates are as far from
// oriented (the turns map to turns), so a representative that some
// symmetries keep has its entry at each flip they show alike: a
// neighbour is each of them.
void build_twist_flip(TwoPhaseTables& tables) {
  std::array<unsigned, kAxisSymmetries> symmetries{};
  for (unsigned s = 0, k = 0; s < kUdSymmetries; ++s)
    if (const Face f = ud_symmetries()[s].to[kF]; f == kF || f == kB) symmetries.at(k++) = s;
  std::vector<std::uint16_t> twist_seen(std::size_t{kTwists} * kAxisSymmetries);
  for (unsigned twist = 0; twist < kTwists; ++twist) {
    Cube cube = solved_cube();
    set_orientations(cube.twist, twist, 3);
    for (unsigned k = 0; k < kAxisSymmetries; ++k)
      twist_seen[twist * kAxisSymmetries + k] =
          static_cast<std::uint16_t>(twist_coordinate(conjugated(cube, symmetries[k])));
  }
  tables.flip_seen.resize(std::size_t{kFlips} * kAxisSymmetries);
  for (unsigned flip = 0; flip < kFlips; ++flip) {
    Cube cube = solved_cube();
    set_orientations(cube.flip, flip, 2);
    for (unsigned k = 0; k < kAxisSymmetries; ++k)
      tables.flip_seen[flip * kAxisSymmetries + k] =
          static_cast<std::uint16_t>(flip_coordinate(conjugated(cube, symmetries[k])));
  }
  // Classes in order of their least twist, which comes first.
  constexpr std::uint16_t kNone = 0xFFFF;
  tables.twist_class.assign(kTwists, kNone);
  std::vector<unsigned> representative;
  std::vector<unsigned> stabiliser;  // bit k: symmetry k keeps the representative
  for (unsigned twist = 0; twist < kTwists; ++twist) {
    if (tables.twist_class[twist] != kNone) continue;
    const auto c = static_cast<unsigned>(representative.size());
    representative.push_back(twist);
    stabiliser.push_back(0);
    for (unsigned k = 0; k < kAxisSymmetries; ++k) {
      const unsigned image = twist_seen[twist * kAxisSymmetries + k];
      if (image == twist) stabiliser.back() |= 1u << k;
      // The image goes back to the representative by the symmetry that
      // shows it as twist.
      for (unsigned back = 0; back < kAxisSymmetries; ++back)
        if (tables.twist_class[image] == kNone &&
            twist_seen[image * kAxisSymmetries + back] == twist)
          tables.twist_class[image] = static_cast<std::uint16_t>(c * kAxisSymmetries + back);
    }
  }
  if (representative.size() != kTwistClasses) throw std::logic_error("cube3: twist classes");
  // An entry's neighbours: each turn's, with the entries the symmetries
  // that keep its class's representative make of it (the same positions).
  const auto neighbours = [&](std::uint64_t at, auto&& emit) {
    const unsigned twist = representative[at / kFlips];
    const std::uint16_t* const flips = &tables.flip_move[at % kFlips * kTurns];
    for (unsigned t = 0; t < kTurns; ++t) {
      const unsigned entry = tables.twist_class[tables.twist_move[twist * kTurns + t]];
      const unsigned c = entry / kAxisSymmetries;
      const unsigned seen = tables.flip_seen[flips[t] * kAxisSymmetries + entry % kAxisSymmetries];
      for (unsigned kept = stabiliser[c]; kept != 0; kept &= kept - 1)
        if (emit(std::uint64_t{c} * kFlips +
                 tables.flip_seen[seen * kAxisSymmetries +
                                  static_cast<unsigned>(std::countr_zero(kept))]))
          return;
    }
  };
  tables.twist_flip_depth =
      parallel_bfs_distances(std::uint64_t{kTwistClasses} * kFlips, 0, neighbours);
}

TwoPhaseTables build_tables() {
  TwoPhaseTables tables;
  std::array<std::uint8_t, kTurns> all{};
  for (unsigned t = 0; t < kTurns; ++t) all[t] = static_cast<std::uint8_t>(t);
  tables.phase2_turns = {0, 1, 2, 4, 7, 9, 10, 11, 13, 16};
  for (unsigned t = 0; t < kTurns; ++t) tables.edge_turns[t] = turn_cubes()[t].edge;
  // Each table is built apart from the others of its stage, on every
  // core: a fresh process's one scramble waits for them all.
  const auto build = [](std::span<const std::function<void()>> parts) {
    parallel_chunks(parts.size(), 1, [&](std::uint64_t begin, std::uint64_t end) {
      for (auto part = begin; part < end; ++part) parts[part]();
    });
  };
  // The edges in each slot after a turn.
  const auto edges_after = [](const Cube& cube, const Cube& turn) {
    Edges edge{};
    for (unsigned i = 0; i < kEdges; ++i) edge[i] = cube.edge[turn.edge[i]];
    return edge;
  };
  const std::span<const std::uint8_t> phase2 = tables.phase2_turns;
  const std::function<void()> move_tables[] = {
      [&] {
        tables.twist_move = move_table(
            kTwists, all,
            [](Cube& cube, unsigned value) { set_orientations(cube.twist, value, 3); },
            [](const Cube& cube, const Cube& turn) {
              std::array<std::uint8_t, kCorners> twist{};
              for (unsigned i = 0; i < kCorners; ++i)
                twist[i] =
                    static_cast<std::uint8_t>((cube.twist[turn.corner[i]] + turn.twist[i]) % 3);
              return orientation_digits(twist, 3);
            });
      },
      [&] {
        tables.flip_move = move_table(
            kFlips, all, [](Cube& cube, unsigned value) { set_orientations(cube.flip, value, 2); },
            [](const Cube& cube, const Cube& turn) {
              std::array<std::uint8_t, kEdges> flip{};
              for (unsigned i = 0; i < kEdges; ++i)
                flip[i] = static_cast<std::uint8_t>(cube.flip[turn.edge[i]] ^ turn.flip[i]);
              return orientation_digits(flip, 2);
            });
      },
      [&] {
        tables.sorted_slice_move = move_table(kSortedSlices, all, set_sorted_slice,
                                              [&](const Cube& cube, const Cube& turn) {
                                                return sorted_slice_of(edges_after(cube, turn));
                                              });
      },
      [&] {
        tables.corner_move = move_table(
            kCornerPermutations, all,
            [](Cube& cube, unsigned value) { unrank_permutation(value, cube.corner); },
            [](const Cube& cube, const Cube& turn) {
              std::array<std::uint8_t, kCorners> corner{};
              for (unsigned i = 0; i < kCorners; ++i) corner[i] = cube.corner[turn.corner[i]];
              return rank_permutation(corner);
            });
      },
      [&] {
        tables.edge8_move = move_table(
            kEdgePermutations8, phase2,
            [](Cube& cube, unsigned value) {
              unrank_permutation(value, std::span(cube.edge).first(kFirstSliceEdge));
            },
            [&](const Cube& cube, const Cube& turn) {
              const Edges edge = edges_after(cube, turn);
              return rank_permutation(std::span(edge).first(kFirstSliceEdge));
            });
      }};
  build(move_tables);
  // The phase-1 pairs take the slice from the sorted coordinate's rows
  // (every 24th), whose turns keep the slots' set apart from the order.
  std::vector<std::uint16_t>& slice_move = tables.slice_move;
  slice_move.resize(std::size_t{kSlices} * kTurns);
  for (unsigned slice = 0; slice < kSlices; ++slice)
    for (unsigned t = 0; t < kTurns; ++t)
      slice_move[slice * kTurns + t] = static_cast<std::uint16_t>(
          tables.sorted_slice_move[slice * kSlicePermutations * kTurns + t] / kSlicePermutations);
  // Within G1 the sorted slice coordinate is the slice's permutation: its
  // first 24 rows.
  const auto slice_permutation_move =
      columns_of(tables.sorted_slice_move, kTurns, phase2, kSlicePermutations);
  // The largest first, so that the cores finish together.
  const std::function<void()> pruning_tables[] = {
      [&] { build_twist_flip(tables); },
      [&] {
        tables.corner_slice_depth = pruning_table<kSlicePermutations, kPhase2Turns>(
            columns_of(tables.corner_move, kTurns, phase2, kCornerPermutations),
            slice_permutation_move);
      },
      [&] {
        tables.twist_slice_depth = pruning_table<kSlices, kTurns>(tables.twist_move, slice_move);
      },
      [&] {
        tables.flip_slice_depth = pruning_table<kSlices, kTurns>(tables.flip_move, slice_move);
      },
      [&] {
        tables.edge8_slice_depth = pruning_table<kSlicePermutations, kPhase2Turns>(
            tables.edge8_move, slice_permutation_move);
      }};
  build(pruning_tables);
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
  return slice_of(cube.edge);
}

namespace {

// The masks of four of the eight corner slots, in increasing order, and
// each one's place in that order (kCornerLayers where a mask has not four).
struct CornerLayerMasks {
  std::array<std::uint8_t, kCornerLayers> mask{};
  std::array<std::uint8_t, 256> rank{};
};
constexpr CornerLayerMasks kCornerLayerMasks = [] {
  CornerLayerMasks masks{};
  unsigned next = 0;
  for (unsigned mask = 0; mask < 256; ++mask) {
    masks.rank[mask] = kCornerLayers;
    if (std::popcount(mask) != 4) continue;
    masks.rank[mask] = static_cast<std::uint8_t>(next);
    masks.mask[next++] = static_cast<std::uint8_t>(mask);
  }
  return masks;
}();

}  // namespace

unsigned corner_layer_of_mask(unsigned mask) {
  return kCornerLayerMasks.rank[mask & 0xFFu];
}

unsigned corner_layer_coordinate(const Cube& cube) {
  unsigned mask = 0;
  for (unsigned i = 0; i < kCorners; ++i)
    if (cube.corner[i] < 4) mask |= 1u << i;
  return corner_layer_of_mask(mask);
}

void set_corner_layer(Cube& cube, unsigned value) {
  const unsigned mask = kCornerLayerMasks.mask[value];
  std::uint8_t upper = 0, lower = 4;
  for (unsigned i = 0; i < kCorners; ++i) cube.corner[i] = mask >> i & 1u ? upper++ : lower++;
}

unsigned corner_permutation_coordinate(const Cube& cube) {
  return static_cast<unsigned>(rank_permutation(cube.corner));
}

unsigned edge_permutation8_coordinate(const Cube& cube) {
  return static_cast<unsigned>(rank_permutation(std::span(cube.edge).first(kFirstSliceEdge)));
}

unsigned sorted_slice_coordinate(const Cube& cube) {
  return sorted_slice_of(cube.edge);
}

void set_sorted_slice(Cube& cube, unsigned value) {
  // The colex combination value / 24 of the slots counted from the last
  // (slot 11 - s): its k-th slot s_k adds C(s_k, k); the slice edges in it
  // in the order value % 24 ranks. The other edges fill the other slots
  // in order.
  std::array<std::uint8_t, 4> order{};
  unrank_permutation(value % kSlicePermutations, order);
  unsigned combination = value / kSlicePermutations;
  unsigned k = 4;
  unsigned other_edge = 0;
  std::array<unsigned, 4> slots{};
  for (unsigned s = kEdges; s-- > 0;) {
    const unsigned c = kChoose[s][k];
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
}

const TwoPhaseTables& two_phase_tables() {
  static std::once_flag once;
  static TwoPhaseTables tables;
  std::call_once(once, [] { tables = build_tables(); });
  return tables;
}

}  // namespace puzzletab::cube3
