#include "puzzles/cube3/optimal_search.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstring>
#include <limits>
#include <span>

#include "core/parallel.h"
#include "core/search_budget.h"
#include "puzzles/cube3/coordinates.h"
#include "puzzles/cube3/inverse_pieces.h"
#include "puzzles/cube3/optimal_table.h"
#include "puzzles/cube3/symmetry.h"

namespace puzzletab::cube3 {
namespace {

constexpr unsigned kNoFace = kFaces;
// Every position is solved in 20 (gods_number); the paths hold a little more.
constexpr unsigned kMaxPath = 32;
// How often a subtree of a split iteration looks whether an earlier one
// has found a solution: often enough to stop within microseconds.
constexpr std::uint64_t kCancelCheckNodes = 1024;

// Searches running now, on all threads: an iteration of one runs on the
// cores none uses.
std::atomic<unsigned> running_searches{0};

// Each face's place in the order the names sort: B D F L R U.
constexpr std::array<unsigned, kFaces> kFaceRank = {5, 4, 2, 1, 3, 0};  // U R F D L B

// The turns in the order of the puzzle's moves (cube3_puzzle.cpp): faces
// by name, each plain, prime, double.
constexpr std::array<std::uint8_t, kTurns> move_order() {
  constexpr std::array<Face, kFaces> kByName = {kB, kD, kF, kL, kR, kU};
  constexpr std::array<unsigned, 3> kQuarters = {1, 3, 2};
  std::array<std::uint8_t, kTurns> order{};
  for (unsigned i = 0; i < kTurns; ++i)
    order[i] = static_cast<std::uint8_t>(kByName[i / 3] * 3 + kQuarters[i % 3] - 1);
  return order;
}
constexpr std::array<std::uint8_t, kTurns> kMoveOrder = move_order();

constexpr unsigned opposite(unsigned face) {
  return (face + 3) % kFaces;
}

// A turn of `face` after one of `last` in a canonical sequence: never the
// same face twice, and of two opposite faces (which commute) only the
// order whose first face sorts first, so that of every shortest solution
// the lexically earliest stays.
constexpr bool canonical_after(unsigned last, unsigned face) {
  if (last == kNoFace) return true;
  if (face == last) return false;
  return !(opposite(face) == last && kFaceRank[face] < kFaceRank[last]);
}

// The turns that may follow a turn of each face (kNoFace: the first), in
// move order.
struct TurnList {
  std::array<std::uint8_t, kTurns> turns{};
  unsigned count = 0;
};
constexpr std::array<TurnList, kFaces + 1> kTurnsAfter = [] {
  std::array<TurnList, kFaces + 1> lists{};
  for (unsigned last = 0; last <= kFaces; ++last)
    for (const unsigned t : kMoveOrder)
      if (canonical_after(last, t / 3))
        lists[last].turns[lists[last].count++] = static_cast<std::uint8_t>(t);
  return lists;
}();

struct Tables {
  const TwoPhaseTables& two_phase = two_phase_tables();
  const std::vector<std::uint16_t>& twist_conjugates = cube3::twist_conjugates();
  // [axis][turn]: the turn in that axis's view.
  std::array<std::array<std::uint8_t, kTurns>, kAxes> along{};
  // [symmetry][turn]: the turn conjugated by the symmetry; [s][t]: the
  // symmetry that conjugating by s then by t is (symmetry.h).
  std::array<std::array<std::uint8_t, kTurns>, kUdSymmetries> conjugate_turn{};
  std::array<std::array<std::uint8_t, kUdSymmetries>, kUdSymmetries> symmetry_then{};
  // [turn]: the axis whose view makes its face U or D.
  std::array<std::uint8_t, kTurns> axis_of_turn{};
  // The corners' permutation's exact distance (40,320 entries).
  std::vector<std::uint8_t> corner_depth;
  InversePieces inverse_pieces;
};

Tables build_tables() {
  Tables tables;
  for (unsigned a = 0; a < kAxes; ++a)
    for (unsigned t = 0; t < kTurns; ++t)
      tables.along[a][t] =
          static_cast<std::uint8_t>(turn_number(rotated(turn_numbered(t), axis_rotation(a))));
  for (unsigned a = 0; a < kAxes; ++a)
    for (unsigned t = 0; t < kTurns; ++t)
      if (const unsigned face = tables.along[a][t] / 3; face == kU || face == kD)
        tables.axis_of_turn[t] = static_cast<std::uint8_t>(a);
  for (unsigned s = 0; s < kUdSymmetries; ++s) {
    for (unsigned t = 0; t < kTurns; ++t)
      tables.conjugate_turn[s][t] =
          static_cast<std::uint8_t>(turn_number(conjugated(turn_numbered(t), ud_symmetries()[s])));
    for (unsigned t = 0; t < kUdSymmetries; ++t)
      tables.symmetry_then[s][t] = static_cast<std::uint8_t>(ud_symmetry_then(s, t));
  }
  constexpr std::uint8_t kUnknown = 0xFF;
  tables.corner_depth.assign(kCornerPermutations, kUnknown);
  std::vector<std::uint16_t> queue{0};
  tables.corner_depth[0] = 0;
  for (std::size_t next = 0; next < queue.size(); ++next) {
    const unsigned from = queue[next];
    for (unsigned t = 0; t < kTurns; ++t) {
      const std::uint16_t to = tables.two_phase.corner_move[from * kTurns + t];
      if (tables.corner_depth[to] != kUnknown) continue;
      tables.corner_depth[to] = static_cast<std::uint8_t>(tables.corner_depth[from] + 1);
      queue.push_back(to);
    }
  }
  return tables;
}

// Built on the first call (a static's initialisation is thread-safe).
const Tables& tables() {
  static const Tables built = build_tables();
  return built;
}

// A node: the corners' permutation, and in each axis's view the twist,
// and the flip and the slice edges' slots with their order: without the
// large tables as those two coordinates, with them as the flipslice's
// class and the symmetry that takes it to the class's representative
// (flipslice_classes.h). All zero is the solved cube: corners placed and
// twisted right, and every edge in its own slice (the three views'
// slices), in order, flipped right (the solved flipslice is a class of
// its own). Left uninitialised by default (a node's children are written
// before they are read): Node{} is the solved cube.
struct Node {
  std::uint16_t corners;
  std::array<std::uint16_t, kAxes> twist, flip, slice;
  std::array<std::uint32_t, kAxes> flipslice_class;
  std::array<std::uint8_t, kAxes> symmetry;
  // With the large tables: each axis's entry, and in each axis's view the
  // inverse position's pieces (inverse_pieces.h) and their entry.
  std::array<std::uint8_t, kAxes> entry;
  std::array<PackedPieces, kAxes> inverse;
  std::array<std::uint8_t, kAxes> inverse_entry;
  bool solved(bool large) const {
    if (corners != 0 || twist[0] != 0) return false;
    if (large) return flipslice_class[0] == 0 && flipslice_class[1] == 0 && flipslice_class[2] == 0;
    return flip[0] == 0 && slice[0] == 0 && slice[1] == 0 && slice[2] == 0;
  }
};

// A 32-bit entry of a large table, as PackedView reads it, without its
// general case.
std::uint32_t entry32(PackedView table, std::uint64_t i) {
  std::uint32_t entry = 0;
  std::memcpy(&entry, table.bytes().data() + i * sizeof entry, sizeof entry);
  if constexpr (std::endian::native == std::endian::big) entry = __builtin_bswap32(entry);
  return entry;
}

}  // namespace

class OptimalSearch::Search {
 public:
  Search(const OptimalSearch& owner) : owner_(owner), tables_(tables()) {}

  Node root(const Cube& cube) const {
    Node node{};
    node.corners = static_cast<std::uint16_t>(corner_permutation_coordinate(cube));
    const Cube undo = inverse(cube);
    for (unsigned a = 0; a < kAxes; ++a) {
      const Cube seen = rotated(cube, axis_rotation(a));
      node.twist[a] = static_cast<std::uint16_t>(twist_coordinate(seen));
      node.flip[a] = static_cast<std::uint16_t>(flip_coordinate(seen));
      node.slice[a] = static_cast<std::uint16_t>(sorted_slice_coordinate(seen));
      if (!large()) continue;
      const std::uint32_t entry =
          entry32(owner_.classes_, flipslice_of(node.flip[a], node.slice[a]));
      node.flipslice_class[a] = entry / kUdSymmetries;
      node.symmetry[a] = static_cast<std::uint8_t>(entry % kUdSymmetries);
      node.inverse[a] = packed(rotated(undo, axis_rotation(a)));
    }
    return node;
  }

  // The node's bound, its entries looked up.
  unsigned estimate(Node& node) const {
    unsigned bound = tables_.corner_depth[node.corners];
    for (unsigned a = 0; a < kAxes; ++a) {
      const unsigned entry = axis_bound(node, a);
      bound = std::max(bound, entry);
      if (!large()) continue;
      node.entry[a] = static_cast<std::uint8_t>(entry);
      node.inverse_entry[a] =
          static_cast<std::uint8_t>(optimal_value(inverse_optimal_entry(node.inverse[a])));
    }
    if (!large()) return bound;
    return std::max({bound, entries_bound(node.entry), entries_bound(node.inverse_entry)});
  }

  std::optional<OptimalSolution> run(const Cube& cube, unsigned max_length) {
    running_searches.fetch_add(1);
    const struct Leave {
      ~Leave() { running_searches.fetch_sub(1); }
    } leave;
    Node start = root(cube);
    for (unsigned bound = estimate(start);; ++bound) {
      if (bound > max_length) return std::nullopt;
      const bool split = bound >= owner_.split_from_ && running_searches.load() < worker_count();
      if (split ? split_iteration(start, bound) : descend(start, 0, bound, kNoFace)) {
        path_length_ = bound;
        break;
      }
    }
    OptimalSolution solution;
    for (unsigned i = 0; i < path_length_; ++i) solution.turns.push_back(turn_numbered(path_[i]));
    solution.nodes = nodes_;
    return solution;
  }

 private:
  struct Cancelled {};

  bool large() const { return owner_.optimal_.size() != 0; }

  // Where a flipslice's class and symmetry and a twist are in the optimal
  // table: the class's row, at the twist seen through the symmetry.
  std::uint64_t optimal_entry(std::uint32_t flipslice_class, unsigned symmetry,
                              unsigned twist) const {
    return optimal_index(flipslice_class,
                         tables_.twist_conjugates[twist * kUdSymmetries + symmetry]);
  }
  std::uint64_t optimal_entry(const Node& node, unsigned a) const {
    return optimal_entry(node.flipslice_class[a], node.symmetry[a], node.twist[a]);
  }
  // The inverse position's flipslice and its entry in the optimal table,
  // the classes table read on the way.
  std::uint32_t inverse_flipslice(const PackedPieces& pieces) const {
    return flipslice_of(InversePieces::flip(pieces), tables_.inverse_pieces.sorted_slice(pieces));
  }
  std::uint64_t inverse_optimal_entry(const PackedPieces& pieces, std::uint32_t flipslice) const {
    const std::uint32_t entry = entry32(owner_.classes_, flipslice);
    return optimal_entry(entry / kUdSymmetries, entry % kUdSymmetries,
                         InversePieces::twist(pieces));
  }
  std::uint64_t inverse_optimal_entry(const PackedPieces& pieces) const {
    return inverse_optimal_entry(pieces, inverse_flipslice(pieces));
  }
  // A bound from three axes' entries: their largest, plus one when all
  // three are equal and not 0. A solution's last turn is a U or D turn in
  // one axis's view, which keeps that view's coordinates solved both ways
  // (it twists no corner, flips no edge and leaves the slice alone, though
  // it moves an unsolved view's twists and flips among their slots), so
  // the turns before it solve them: that axis's entry is less than the
  // solution's length. Three equal entries leave no axis for the last
  // turn (docs/cube3.md). The inverse's entries bound the same way.
  static unsigned entries_bound(const std::array<std::uint8_t, kAxes>& entries) {
    const unsigned most = std::max({entries[0], entries[1], entries[2]});
    return most + (most != 0 && entries[0] == entries[1] && entries[1] == entries[2]);
  }

  // The axes whose turns cannot come next on a path that solves the node
  // in exactly `left` turns: the path's first turn is the last turn of its
  // reverse, which solves the inverse, so its axis's inverse entry is less
  // than `left` (entries_bound).
  static unsigned closed_axes(const std::array<std::uint8_t, kAxes>& inverse_entries,
                              unsigned left) {
    unsigned closed = 0;
    for (unsigned a = 0; a < kAxes; ++a)
      if (inverse_entries[a] == left) closed |= 1u << a;
    return closed;
  }

  unsigned optimal_value(std::uint64_t entry) const {
    return std::to_integer<unsigned>(owner_.optimal_.bytes()[entry / 2]) >> (entry % 2 * 4) & 0xF;
  }

  // One axis's bound: the optimal table's entry, or the larger of the
  // two small tables' (which the optimal table's never falls below).
  unsigned axis_bound(const Node& node, unsigned a) const {
    if (large()) return optimal_value(optimal_entry(node, a));
    const unsigned slice = node.slice[a] / kSlicePermutations;
    const TwoPhaseTables& tp = tables_.two_phase;
    return std::max(tp.twist_slice_depth[node.twist[a] * kSlices + slice],
                    tp.flip_slice_depth[node.flip[a] * kSlices + slice]);
  }

  // Axis a's coordinates of the child by turn t. A class's turn is its
  // representative's: the node's flipslice is the representative seen
  // through the inverse of its symmetry s, so a turn u of the node is the
  // representative's turn u conjugated by s, and the symmetry that takes
  // the result to its class's representative follows s.
  void turn_axis(const Node& node, unsigned t, unsigned a, Node& child) const {
    const TwoPhaseTables& tp = tables_.two_phase;
    const unsigned u = tables_.along[a][t];
    child.twist[a] = tp.twist_move[node.twist[a] * kTurns + u];
    if (large()) {
      const unsigned s = node.symmetry[a];
      const std::uint32_t entry =
          entry32(owner_.class_moves_,
                  std::uint64_t{node.flipslice_class[a]} * kTurns + tables_.conjugate_turn[s][u]);
      child.flipslice_class[a] = entry / kUdSymmetries;
      child.symmetry[a] = tables_.symmetry_then[s][entry % kUdSymmetries];
    } else {
      child.flip[a] = tp.flip_move[node.flip[a] * kTurns + u];
      child.slice[a] = tp.sorted_slice_move[node.slice[a] * kTurns + u];
    }
  }

  // Axis a's inverse pieces of the child by turn t.
  void turn_inverse(const Node& node, unsigned t, unsigned a, Node& child) const {
    child.inverse[a] = tables_.inverse_pieces.turned(node.inverse[a], tables_.along[a][t]);
  }

  // The axes whose turns cannot come next from the node, `left` turns
  // before the bound (closed_axes of the inverse's entries).
  unsigned closed_next(const Node& node, unsigned left) const {
    return large() ? closed_axes(node.inverse_entry, left) : 0;
  }

  // Asks memory for the node's rows of the class moves table, which its
  // children's classes are read from.
  void prefetch_class_moves(const Node& node) const {
    const std::byte* rows = owner_.class_moves_.bytes().data();
    for (unsigned a = 0; a < kAxes; ++a) {
      const std::byte* row = rows + std::uint64_t{node.flipslice_class[a]} * kTurns * 4;
      __builtin_prefetch(row);
      __builtin_prefetch(row + kTurns * 4 - 1);
    }
  }

  // The child by turn t, or false when the corners' permutation alone
  // needs more than `room` turns. Without the large tables, also when an
  // axis's small tables do, each axis tested as soon as it is turned. With
  // them, only the corners are turned here, and each axis as its entries
  // are looked up (prune_by_large_tables), unless no turns are left.
  bool child_of(const Node& node, unsigned t, unsigned room, Node& child) const {
    const TwoPhaseTables& tp = tables_.two_phase;
    child.corners = tp.corner_move[node.corners * kTurns + t];
    if (tables_.corner_depth[child.corners] > room) return false;
    if (large() && room > 0) return true;
    for (unsigned a = 0; a < kAxes; ++a) {
      turn_axis(node, t, a, child);
      if (!large() && axis_bound(child, a) > room) return false;
    }
    return true;
  }

  // Turns the children (listed in `alive`, by `turns`) and drops those
  // whose entries in the optimal table put them more than `room` turns
  // away (entries_bound). All the entries are asked of memory before any
  // is read, so that the children's cache misses (a 1.7 GB table read at
  // random) overlap instead of following one another.
  void prune_by_large_tables(const Node& node, std::span<Node> children,
                             std::span<const std::uint8_t> turns, std::span<std::uint8_t> alive,
                             unsigned& count, unsigned room) const {
    const std::byte* optimal = owner_.optimal_.bytes().data();
    std::array<std::array<std::uint64_t, kAxes>, kTurns> entries;
    for (unsigned i = 0; i < count; ++i) {
      Node& child = children[alive[i]];
      for (unsigned a = 0; a < kAxes; ++a) {
        turn_axis(node, turns[alive[i]], a, child);
        entries[i][a] = optimal_entry(child, a);
        __builtin_prefetch(optimal + entries[i][a] / 2);
      }
    }
    unsigned kept = 0;
    for (unsigned i = 0; i < count; ++i) {
      Node& child = children[alive[i]];
      for (unsigned a = 0; a < kAxes; ++a)
        child.entry[a] = static_cast<std::uint8_t>(optimal_value(entries[i][a]));
      if (entries_bound(child.entry) <= room) alive[kept++] = alive[i];
    }
    count = kept;
  }

  // Follows the children's inverse positions (which their own children
  // are turned from) and drops those that an entry of the inverse puts
  // more than `room` turns away. The lookups go as the position's do, in
  // two rounds here: each inverse's flipslice is asked of the classes
  // table at once, then its entry of the optimal table.
  void prune_by_inverse(const Node& node, std::span<Node> children,
                        std::span<const std::uint8_t> turns, std::span<std::uint8_t> alive,
                        unsigned& count, unsigned room) const {
    struct Lookup {
      std::uint8_t child, axis;
      std::uint32_t flipslice;
      std::uint64_t entry;
    };
    std::array<Lookup, kTurns * kAxes> lookups;
    unsigned n = 0;
    const std::byte* classes = owner_.classes_.bytes().data();
    for (unsigned i = 0; i < count; ++i) {
      Node& child = children[alive[i]];
      for (unsigned a = 0; a < kAxes; ++a) {
        turn_inverse(node, turns[alive[i]], a, child);
        // The inverse turned from the other side by a U or D turn of this
        // view: the view's twist, flip and slice edges are only renamed
        // among the pieces that turn keeps in their places.
        if (a == tables_.axis_of_turn[turns[alive[i]]]) {
          child.inverse_entry[a] = node.inverse_entry[a];
          continue;
        }
        const std::uint32_t flipslice = inverse_flipslice(child.inverse[a]);
        __builtin_prefetch(classes + std::uint64_t{flipslice} * 4);
        lookups[n++] = {alive[i], static_cast<std::uint8_t>(a), flipslice, 0};
      }
    }
    const std::byte* optimal = owner_.optimal_.bytes().data();
    for (unsigned k = 0; k < n; ++k) {
      Lookup& lookup = lookups[k];
      lookup.entry =
          inverse_optimal_entry(children[lookup.child].inverse[lookup.axis], lookup.flipslice);
      __builtin_prefetch(optimal + lookup.entry / 2);
    }
    for (unsigned k = 0; k < n; ++k)
      children[lookups[k].child].inverse_entry[lookups[k].axis] =
          static_cast<std::uint8_t>(optimal_value(lookups[k].entry));
    unsigned kept = 0;
    for (unsigned i = 0; i < count; ++i) {
      const Node& child = children[alive[i]];
      if (entries_bound(child.inverse_entry) <= room) alive[kept++] = alive[i];
    }
    count = kept;
  }

  // Depth-first below `node` at depth g, whose bounds let it through:
  // true, with the path, at the first solution of exactly `bound` turns.
  bool descend(const Node& node, unsigned g, unsigned bound, unsigned last_face) {
    if (g == bound) return node.solved(large());
    if (++nodes_ % kCancelCheckNodes == 0) {
      if (cancel_ != nullptr && cancel_->load(std::memory_order_relaxed) < subtree_)
        throw Cancelled{};
      if (nodes_ % kCheckpointNodes == 0) search_checkpoint(bound, nodes_);
    }
    const unsigned room = bound - g - 1;
    if (large()) prefetch_class_moves(node);
    std::array<Node, kTurns> children;
    std::array<std::uint8_t, kTurns> turns, alive;
    unsigned count = 0;
    const TurnList& next = kTurnsAfter[last_face];
    const unsigned closed = closed_next(node, bound - g);
    for (unsigned n = 0; n < next.count; ++n) {
      const unsigned t = next.turns[n];
      if (closed >> tables_.axis_of_turn[t] & 1u) continue;
      if (!child_of(node, t, room, children[count])) continue;
      // The last turn: only the solved cube is within no turns.
      if (room == 0 && !children[count].solved(large())) continue;
      alive[count] = static_cast<std::uint8_t>(count);
      turns[count++] = static_cast<std::uint8_t>(t);
    }
    if (large() && room > 0) {
      prune_by_large_tables(node, children, turns, alive, count, room);
      prune_by_inverse(node, children, turns, alive, count, room);
    }
    for (unsigned k = 0; k < count; ++k) {
      const unsigned i = alive[k];
      path_[g] = turns[i];
      if (descend(children[i], g + 1, bound, turns[i] / 3u)) return true;
    }
    return false;
  }

  // One iteration on every core: the root's subtrees, in move order,
  // taken by the threads in turn. A solution in a subtree is the answer
  // once no earlier subtree has one; the later subtrees stop. The nodes
  // counted are those one thread would have expanded: the subtrees up to
  // the answer's (the same bytes from every run of a query).
  bool split_iteration(const Node& start, unsigned bound) {
    struct Outcome {
      bool found = false;
      std::uint64_t nodes = 0;
      std::array<std::uint8_t, kMaxPath> path{};
    };
    std::array<Outcome, kTurns> outcomes{};
    // The first subtree with a solution so far; -1 stops them all (a
    // failure, such as the time limit, on one thread).
    std::atomic<std::int64_t> first_found{kTurns};
    ++nodes_;  // the root
    parallel_chunks(kTurns, 1, [&](std::uint64_t i, std::uint64_t) {
      const auto index = static_cast<std::int64_t>(i);
      if (first_found.load() < index) return;
      const unsigned t = kMoveOrder[i];
      Search sub(owner_);
      sub.cancel_ = &first_found;
      sub.subtree_ = index;
      if (closed_next(start, bound) >> tables_.axis_of_turn[t] & 1u) return;
      Node child{};
      if (!child_of(start, t, bound - 1, child)) return;
      for (unsigned a = 0; a < kAxes; ++a) {
        turn_axis(start, t, a, child);
        if (large()) turn_inverse(start, t, a, child);
      }
      if (sub.estimate(child) > bound - 1) return;
      sub.path_[0] = static_cast<std::uint8_t>(t);
      Outcome& out = outcomes[i];
      try {
        out.found = sub.descend(child, 1, bound, t / 3);
      } catch (const Cancelled&) {
        return;
      } catch (...) {
        first_found = -1;
        throw;
      }
      out.nodes = sub.nodes_;
      if (!out.found) return;
      out.path = sub.path_;
      for (auto f = first_found.load();
           index < f && !first_found.compare_exchange_weak(f, index);) {
      }
    });
    const auto k = first_found.load();
    for (std::int64_t i = 0; i < static_cast<std::int64_t>(kTurns) && i <= k; ++i)
      nodes_ += outcomes[static_cast<std::size_t>(i)].nodes;
    if (k >= static_cast<std::int64_t>(kTurns)) return false;
    path_ = outcomes[static_cast<std::size_t>(k)].path;
    return true;
  }

  const OptimalSearch& owner_;
  const Tables& tables_;
  std::array<std::uint8_t, kMaxPath> path_{};
  unsigned path_length_ = 0;
  std::uint64_t nodes_ = 0;
  const std::atomic<std::int64_t>* cancel_ = nullptr;
  std::int64_t subtree_ = 0;
};

OptimalSearch::OptimalSearch(PackedView classes, PackedView class_moves, PackedView optimal)
    : classes_(classes), class_moves_(class_moves), optimal_(optimal) {}

std::optional<OptimalSolution> OptimalSearch::solve_within(const Cube& cube,
                                                           unsigned max_length) const {
  return Search(*this).run(cube, std::min(max_length, kMaxPath - 1));
}

unsigned OptimalSearch::estimate(const Cube& cube) const {
  Search search(*this);
  Node node = search.root(cube);
  return search.estimate(node);
}

}  // namespace puzzletab::cube3
