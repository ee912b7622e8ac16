#include "puzzles/square1/pruning.h"

#include <algorithm>
#include <array>
#include <memory>

#include "core/bfs.h"
#include "core/errors.h"
#include "core/rank.h"
#include "puzzles/square1/shapes.h"

namespace puzzletab::square1 {
namespace {

constexpr std::uint64_t kOrders = 40320;  // 8!
constexpr unsigned kNoEntry = 3;

// The slots of each kind of piece on a layer, read from each of its
// shape's canonical turns (several for a shape with symmetry): the slot
// numbers in the order the layer, so turned, has them from its slot 0.
struct Reading {
  std::uint8_t turns = 0;
  std::uint8_t corners = 0, edges = 0;
  std::array<std::uint8_t, kSlots / 2> turn{};
  std::array<std::array<std::uint8_t, kCorners>, kSlots / 2> corner_slots{}, edge_slots{};
};

const std::array<Reading, 4096>& readings() {
  static const auto built = [] {
    auto made = std::make_unique<std::array<Reading, 4096>>();
    for (unsigned slots = 0; slots < 4096; ++slots) {
      const LayerShape& shape = layer_shape(slots);
      if (shape.number == kNoShape) continue;
      Reading& reading = (*made)[slots];
      for (const unsigned turn : shape.canonical_turns) {
        const unsigned t = reading.turns++;
        reading.turn[t] = static_cast<std::uint8_t>(turn);
        unsigned corners = 0, edges = 0;
        // Turned by `turn`, the layer's slot 0 is this slot now.
        for (unsigned i = 0; i < kSlots; ++i) {
          const unsigned s = (kSlots - turn + i) % kSlots;
          if ((slots >> s & 1u) == 0) continue;
          if ((slots >> ((s + 1) % kSlots) & 1u) == 0)
            reading.corner_slots[t][corners++] = static_cast<std::uint8_t>(s);
          else
            reading.edge_slots[t][edges++] = static_cast<std::uint8_t>(s);
        }
        reading.corners = static_cast<std::uint8_t>(corners);
        reading.edges = static_cast<std::uint8_t>(edges);
      }
    }
    return made;
  }();
  return *built;
}

// The numbers of the pieces on `slots`, in that order.
void read_numbers(Layer layer, const std::uint8_t* slots, unsigned n, std::uint8_t* out) {
  for (unsigned i = 0; i < n; ++i)
    out[i] = static_cast<std::uint8_t>(piece_on(layer, slots[i]) >> 1);
}

// Of a layer's canonical turns, the one whose slots (corner_slots or
// edge_slots) read earliest; writes that reading and returns the turn's
// index in the reading.
template <typename Slots>
unsigned earliest(Layer layer, const Reading& reading, Slots slots, unsigned n, std::uint8_t* out) {
  read_numbers(layer, slots(0), n, out);
  unsigned best = 0;
  for (unsigned t = 1; t < reading.turns; ++t) {
    std::array<std::uint8_t, kCorners> candidate{};
    read_numbers(layer, slots(t), n, candidate.data());
    if (std::lexicographical_compare(candidate.begin(), candidate.begin() + n, out, out + n)) {
      std::copy_n(candidate.begin(), n, out);
      best = t;
    }
  }
  return best;
}

std::uint64_t index_of(unsigned pair, const std::array<std::uint8_t, 8>& order, bool middle) {
  return (pair * kOrders + rank_permutation(order)) * 2 + (middle ? 1 : 0);
}

// A state of the class at `index` (its own index again when the index is
// a class's), the pieces not followed in any order.
State representative(std::uint64_t index, Pieces pieces) {
  const bool middle = index % 2 != 0;
  std::array<std::uint8_t, 8> order{};
  unrank_permutation(index / 2 % kOrders, order);
  const auto shapes = shapes_of_pair(static_cast<unsigned>(index / 2 / kOrders));
  std::array<Layer, 2> layers{};
  unsigned next = 0, other = 0;
  for (unsigned l = 0; l < 2; ++l) {
    const unsigned slots = canonical_starts(shapes[l]);
    for (unsigned s = 0; s < kSlots; ++s) {
      if ((slots >> s & 1u) == 0) continue;
      const bool corner = (slots >> ((s + 1) % kSlots) & 1u) == 0;
      const bool follow = corner == (pieces == Pieces::corners);
      const unsigned number = follow ? order[next++] : other++;
      const Layer piece = corner ? corner_piece(number) : edge_piece(number);
      layers[l] |= piece << (4 * s);
      if (corner) layers[l] |= piece << (4 * ((s + 1) % kSlots));
    }
  }
  return {layers[0], layers[1], middle};
}

// Calls visit(neighbour) for every position one twist from `state`, after
// whatever turns of the layers, until it returns true.
template <typename Visit>
void each_twist(const State& state, Visit visit) {
  const LayerShape& top = layer_shape(starts(state.top));
  const LayerShape& bottom = layer_shape(starts(state.bottom));
  for (const unsigned t : top.twistable_turns)
    for (const unsigned b : bottom.twistable_turns)
      if (visit(twisted({turned(state.top, t), turned(state.bottom, b), state.middle_turned})))
        return;
}

// The canonical order of the followed pieces (top, then bottom), and the
// index of the reading each layer took.
struct Order {
  std::array<std::uint8_t, 8> numbers{};
  unsigned top_reading = 0, bottom_reading = 0;
};
Order canonical_order(const State& state, const Reading& on_top, const Reading& on_bottom,
                      Pieces pieces) {
  Order order;
  const bool corners = pieces == Pieces::corners;
  const unsigned first = corners ? on_top.corners : on_top.edges;
  order.top_reading = earliest(
      state.top, on_top,
      [&](unsigned t) { return (corners ? on_top.corner_slots : on_top.edge_slots)[t].data(); },
      first, order.numbers.data());
  order.bottom_reading = earliest(
      state.bottom, on_bottom,
      [&](unsigned t) {
        return (corners ? on_bottom.corner_slots : on_bottom.edge_slots)[t].data();
      },
      corners ? on_bottom.corners : on_bottom.edges, order.numbers.data() + first);
  return order;
}

unsigned pair_of(unsigned top, unsigned bottom) {
  return shape_pair(layer_shape(top).number, layer_shape(bottom).number);
}

}  // namespace

std::uint64_t pruning_entries() {
  return std::uint64_t{kShapePairs} * kOrders * 2;
}

// A piece's number (corner_number, edge_number) is its TNoodle number
// halved: read_numbers shifts rather than asks which kind it is.
static_assert(corner_number(9) == 9 >> 1 && corner_number(15) == 15 >> 1 &&
              edge_number(8) == 8 >> 1 && corner_number(6) == 6 >> 1 && edge_number(7) == 7 >> 1);

Classes classes_of(const State& state) {
  const unsigned top = starts(state.top), bottom = starts(state.bottom);
  const Reading& on_top = readings()[top];
  const Reading& on_bottom = readings()[bottom];
  const Order corners = canonical_order(state, on_top, on_bottom, Pieces::corners);
  const Order edges = canonical_order(state, on_top, on_bottom, Pieces::edges);
  // The edges read from the corners' turns, which are unique: the key.
  std::array<std::uint8_t, 8> edges_by_corners{};
  read_numbers(state.top, on_top.edge_slots[corners.top_reading].data(), on_top.edges,
               edges_by_corners.data());
  read_numbers(state.bottom, on_bottom.edge_slots[corners.bottom_reading].data(), on_bottom.edges,
               edges_by_corners.data() + on_top.edges);
  const unsigned pair = pair_of(top, bottom);
  Classes classes;
  classes.corners = index_of(pair, corners.numbers, state.middle_turned);
  classes.edges = index_of(pair, edges.numbers, state.middle_turned);
  classes.key = classes.corners * kOrders + rank_permutation(edges_by_corners);
  classes.top_turn = on_top.turn[corners.top_reading];
  classes.bottom_turn = on_bottom.turn[corners.bottom_reading];
  return classes;
}

std::uint64_t pruning_index(const State& state, Pieces pieces) {
  const unsigned top = starts(state.top), bottom = starts(state.bottom);
  const Order order = canonical_order(state, readings()[top], readings()[bottom], pieces);
  return index_of(pair_of(top, bottom), order.numbers, state.middle_turned);
}

PackedBuilder build_pruning_table(Pieces pieces) {
  const std::uint64_t count = pruning_entries();
  const auto distance = parallel_bfs_distances(
      count, pruning_index(solved_state(), pieces),
      [&](std::uint64_t i, auto&& emit) {
        each_twist(representative(i, pieces),
                   [&](const State& next) { return emit(pruning_index(next, pieces)); });
      },
      // An index is a class's when its representative reads back to it
      // (of a layer with symmetry, only the earliest reading is one).
      [&](std::uint64_t i) { return pruning_index(representative(i, pieces), pieces) == i; });
  PackedBuilder table(kPruningBits, count);
  for (std::uint64_t i = 0; i < count; ++i)
    table.set(i, distance[i] == kUnreached ? kNoEntry : distance[i] % 3u);
  return table;
}

unsigned class_distance(PackedView table, Pieces pieces, const State& state) {
  const std::uint64_t solved = pruning_index(solved_state(), pieces);
  State at = state;
  unsigned steps = 0;
  // A class's entry says its distance modulo 3, and a neighbour one closer
  // has the entry one less: follow such neighbours to the solved class.
  for (std::uint64_t i = pruning_index(at, pieces); i != solved; i = pruning_index(at, pieces)) {
    const unsigned entry = table[i];
    bool down = false;
    const State from = at;
    each_twist(from, [&](const State& next) {
      down = table[pruning_index(next, pieces)] == (entry + 2) % 3;
      if (down) at = next;
      return down;
    });
    if (entry == kNoEntry || !down || ++steps > kUnreached)
      throw TableError("square-1: a pruning table does not lead to the solved position (corrupt)");
  }
  return steps;
}

}  // namespace puzzletab::square1
