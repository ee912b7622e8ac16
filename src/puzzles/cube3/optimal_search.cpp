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
#include "puzzles/cube3/corner_classes.h"
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

// A split iteration's subtrees start this many turns from the root.
constexpr unsigned kSplitDepth = 2;
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
  const CornerClasses& corner_classes = cube3::corner_classes();
  const UdConjugates& conjugates = ud_conjugates();
  const OptimalIndex optimal_index;
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
  PackedPieces solved_pieces;
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
  tables.solved_pieces = packed(solved_cube());
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

// A node: the corners' permutation, and in each axis's view the edges'
// flip, and without the large table the twist and the slice edges' slots
// with their order, all zero for the solved cube (corners placed and
// twisted right, every edge in its own slice, the three views' slices, in
// order, flipped right); with it, the corner coordinate's class and the
// symmetry that takes it to the class's representative (corner_classes.h),
// the slice edges' slots, and the inverse position's pieces, solved only
// for the solved cube. Left uninitialised by default (a node's children
// are written before they are read).
struct Node {
  std::uint16_t corners;
  std::array<std::uint16_t, kAxes> twist, flip, sorted_slice;
  std::array<std::uint16_t, kAxes> corner_class, slice;
  std::array<std::uint8_t, kAxes> symmetry;
  // With the large table: each axis's entry, and in each axis's view the
  // inverse position's pieces (inverse_pieces.h) and their entry.
  std::array<std::uint8_t, kAxes> entry;
  std::array<PackedPieces, kAxes> inverse;
  std::array<std::uint8_t, kAxes> inverse_entry;
};

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
      node.sorted_slice[a] = static_cast<std::uint16_t>(sorted_slice_coordinate(seen));
      node.slice[a] = static_cast<std::uint16_t>(slice_coordinate(seen));
      const CornerClass c = tables_.corner_classes.of(
          corner_coordinate(node.twist[a], corner_layer_coordinate(seen)));
      node.corner_class[a] = c.number;
      node.symmetry[a] = c.symmetry;
      node.inverse[a] = packed(rotated(undo, axis_rotation(a)));
    }
    return node;
  }

  // The node's bound, its entries looked up.
  unsigned estimate(Node& node) const {
    unsigned bound = large() ? 0 : tables_.corner_depth[node.corners];
    for (unsigned a = 0; a < kAxes; ++a) {
      const unsigned entry = axis_bound(node, a);
      bound = std::max(bound, entry);
      if (!large()) continue;
      node.entry[a] = static_cast<std::uint8_t>(entry);
      node.inverse_entry[a] = static_cast<std::uint8_t>(bound_at(inverse_slot(node.inverse[a])));
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
      const bool split = bound >= std::max(owner_.split_from_, kSplitDepth + 1) &&
                         running_searches.load() < worker_count();
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

  bool solved(const Node& node) const {
    if (large()) {
      const PackedPieces& pieces = node.inverse[0];
      return pieces.corner == tables_.solved_pieces.corner &&
             pieces.edge == tables_.solved_pieces.edge;
    }
    return node.corners == 0 && node.twist[0] == 0 && node.flip[0] == 0 &&
           node.sorted_slice[0] == 0 && node.sorted_slice[1] == 0 && node.sorted_slice[2] == 0;
  }

  // Where axis a's view of the node, and a view of the inverse, are in the
  // optimal table.
  std::uint64_t slot(const Node& node, unsigned a) const {
    return tables_.optimal_index.slot(CornerClass{node.corner_class[a], node.symmetry[a]},
                                      node.flip[a], node.slice[a]);
  }
  static unsigned inverse_corner(const PackedPieces& pieces) {
    return corner_coordinate(InversePieces::twist(pieces), InversePieces::layer(pieces));
  }
  std::uint64_t inverse_slot(const PackedPieces& pieces, unsigned corner) const {
    return tables_.optimal_index.slot(tables_.corner_classes.of(corner),
                                      InversePieces::flip(pieces),
                                      tables_.inverse_pieces.slice(pieces));
  }
  std::uint64_t inverse_slot(const PackedPieces& pieces) const {
    return inverse_slot(pieces, inverse_corner(pieces));
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

  unsigned bound_at(std::uint64_t slot) const {
    return optimal_bound(owner_.optimal_.bytes().data(), slot);
  }

  // One axis's bound: the optimal table's, or the larger of the two small
  // tables' entries.
  unsigned axis_bound(const Node& node, unsigned a) const {
    if (large()) return bound_at(slot(node, a));
    const unsigned slice = node.sorted_slice[a] / kSlicePermutations;
    const TwoPhaseTables& tp = tables_.two_phase;
    return std::max(tp.twist_slice_depth[node.twist[a] * kSlices + slice],
                    tp.flip_slice_depth[node.flip[a] * kSlices + slice]);
  }

  // Axis a's coordinates of the child by turn t. With the large table, a
  // corner class's turn is its representative's: the node's corner
  // coordinate is the representative seen through the inverse of its
  // symmetry s, so a turn u of the node is the representative's turn u
  // conjugated by s, and the symmetry that takes the result to its
  // class's representative follows s. A node's row of the class moves
  // serves all its children.
  void turn_axis(const Node& node, unsigned t, unsigned a, Node& child) const {
    const TwoPhaseTables& tp = tables_.two_phase;
    const unsigned u = tables_.along[a][t];
    child.flip[a] = tp.flip_move[node.flip[a] * kTurns + u];
    if (large()) {
      const unsigned s = node.symmetry[a];
      const CornerClass to =
          tables_.corner_classes.turned(node.corner_class[a], tables_.conjugate_turn[s][u]);
      child.corner_class[a] = to.number;
      child.symmetry[a] = tables_.symmetry_then[s][to.symmetry];
      child.slice[a] = tp.slice_move[node.slice[a] * kTurns + u];
    } else {
      child.twist[a] = tp.twist_move[node.twist[a] * kTurns + u];
      child.sorted_slice[a] = tp.sorted_slice_move[node.sorted_slice[a] * kTurns + u];
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

  // The child by turn t, or false when the corners' permutation alone
  // needs more than `room` turns. Without the large tables, also when an
  // axis's small tables do, each axis tested as soon as it is turned. With
  // them, only the corners are turned here, and each axis as its entries
  // are looked up (prune_by_large_tables), unless no turns are left.
  bool child_of(const Node& node, unsigned t, unsigned room, Node& child) const {
    if (large()) {
      // The last turn's child is only checked for being solved, which its
      // inverse's pieces tell.
      if (room == 0) turn_inverse(node, t, 0, child);
      return true;
    }
    const TwoPhaseTables& tp = tables_.two_phase;
    child.corners = tp.corner_move[node.corners * kTurns + t];
    if (tables_.corner_depth[child.corners] > room) return false;
    for (unsigned a = 0; a < kAxes; ++a) {
      turn_axis(node, t, a, child);
      if (axis_bound(child, a) > room) return false;
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
    std::array<std::array<std::uint64_t, kAxes>, kTurns> slots;
    for (unsigned i = 0; i < count; ++i) {
      Node& child = children[alive[i]];
      for (unsigned a = 0; a < kAxes; ++a) {
        turn_axis(node, turns[alive[i]], a, child);
        slots[i][a] = slot(child, a);
      }
    }
    for (unsigned i = 0; i < count; ++i)
      for (unsigned a = 0; a < kAxes; ++a) __builtin_prefetch(optimal + slots[i][a] / 4);
    unsigned kept = 0;
    for (unsigned i = 0; i < count; ++i) {
      Node& child = children[alive[i]];
      for (unsigned a = 0; a < kAxes; ++a)
        child.entry[a] = static_cast<std::uint8_t>(bound_at(slots[i][a]));
      if (entries_bound(child.entry) <= room) alive[kept++] = alive[i];
    }
    count = kept;
  }

  // Follows the children's inverse positions (which their own children
  // are turned from) and drops those that an entry of the inverse puts
  // more than `room` turns away. The lookups go as the position's do: all
  // asked of memory, then read.
  void prune_by_inverse(const Node& node, std::span<Node> children,
                        std::span<const std::uint8_t> turns, std::span<std::uint8_t> alive,
                        unsigned& count, unsigned room) const {
    struct Lookup {
      std::uint8_t child, axis;
      std::uint32_t corner;
      std::uint64_t slot;
    };
    std::array<Lookup, kTurns * kAxes> lookups;
    unsigned n = 0;
    const std::byte* optimal = owner_.optimal_.bytes().data();
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
        const unsigned corner = inverse_corner(child.inverse[a]);
        tables_.corner_classes.prefetch(corner);
        lookups[n++] = {alive[i], static_cast<std::uint8_t>(a), corner, 0};
      }
    }
    for (unsigned k = 0; k < n; ++k)
      lookups[k].slot =
          inverse_slot(children[lookups[k].child].inverse[lookups[k].axis], lookups[k].corner);
    for (unsigned k = 0; k < n; ++k) __builtin_prefetch(optimal + lookups[k].slot / 4);
    for (unsigned k = 0; k < n; ++k)
      children[lookups[k].child].inverse_entry[lookups[k].axis] =
          static_cast<std::uint8_t>(bound_at(lookups[k].slot));
    unsigned kept = 0;
    for (unsigned i = 0; i < count; ++i) {
      const Node& child = children[alive[i]];
      if (entries_bound(child.inverse_entry) <= room) alive[kept++] = alive[i];
    }
    count = kept;
  }

  // A node's children that the bounds let through: `alive` lists them,
  // in move order, by their index in `nodes` and `turns`.
  struct Children {
    std::array<Node, kTurns> nodes;
    std::array<std::uint8_t, kTurns> turns, alive;
    unsigned count = 0;
  };

  // The children of a node at depth g, whose bounds let it through.
  void expand(const Node& node, unsigned g, unsigned bound, unsigned last_face,
              Children& children) const {
    const unsigned room = bound - g - 1;
    if (large())
      for (unsigned a = 0; a < kAxes; ++a)
        tables_.corner_classes.prefetch_turns(node.corner_class[a]);
    unsigned count = 0;
    const TurnList& next = kTurnsAfter[last_face];
    const unsigned closed = closed_next(node, bound - g);
    for (unsigned n = 0; n < next.count; ++n) {
      const unsigned t = next.turns[n];
      if (closed >> tables_.axis_of_turn[t] & 1u) continue;
      if (!child_of(node, t, room, children.nodes[count])) continue;
      // The last turn: only the solved cube is within no turns.
      if (room == 0 && !solved(children.nodes[count])) continue;
      children.alive[count] = static_cast<std::uint8_t>(count);
      children.turns[count++] = static_cast<std::uint8_t>(t);
    }
    if (large() && room > 0) {
      prune_by_large_tables(node, children.nodes, children.turns, children.alive, count, room);
      prune_by_inverse(node, children.nodes, children.turns, children.alive, count, room);
    }
    children.count = count;
  }

  // Depth-first below `node` at depth g, whose bounds let it through:
  // true, with the path, at the first solution of exactly `bound` turns.
  bool descend(const Node& node, unsigned g, unsigned bound, unsigned last_face) {
    if (g == bound) return solved(node);
    if (++nodes_ % kCancelCheckNodes == 0) {
      if (cancel_ != nullptr && cancel_->load(std::memory_order_relaxed) < subtree_)
        throw Cancelled{};
      if (nodes_ % kCheckpointNodes == 0) search_checkpoint(bound, nodes_);
    }
    Children children;
    expand(node, g, bound, last_face, children);
    for (unsigned k = 0; k < children.count; ++k) {
      const unsigned i = children.alive[k];
      path_[g] = children.turns[i];
      if (descend(children.nodes[i], g + 1, bound, children.turns[i] / 3u)) return true;
    }
    return false;
  }

  // One iteration on every core: the subtrees of the root's grandchildren,
  // in move order, taken by the threads in turn (a few hundred, so that
  // the cores finish together and little is searched past the answer). A
  // solution in a subtree is the answer once no earlier subtree has one;
  // the later subtrees stop. The nodes counted are those one thread would
  // have expanded: the root, its children up to the answer's, and the
  // subtrees up to the answer's (the same bytes from every run of a
  // query).
  bool split_iteration(const Node& start, unsigned bound) {
    struct Subtree {
      Node node;
      std::uint8_t first, second;
      unsigned parent;  // the root's child it is below, in move order
    };
    std::vector<Subtree> subtrees;
    Children top;
    expand(start, 0, bound, kNoFace, top);
    for (unsigned k = 0; k < top.count; ++k) {
      const unsigned i = top.alive[k];
      Children below;
      expand(top.nodes[i], 1, bound, top.turns[i] / 3u, below);
      for (unsigned j = 0; j < below.count; ++j) {
        const unsigned n = below.alive[j];
        subtrees.push_back({below.nodes[n], top.turns[i], below.turns[n], k});
      }
    }
    struct Outcome {
      bool found = false;
      std::uint64_t nodes = 0;
      std::array<std::uint8_t, kMaxPath> path{};
    };
    std::vector<Outcome> outcomes(subtrees.size());
    // The first subtree with a solution so far; -1 stops them all (a
    // failure, such as the time limit, on one thread).
    const auto none = static_cast<std::int64_t>(subtrees.size());
    std::atomic<std::int64_t> first_found{none};
    parallel_chunks(subtrees.size(), 1, [&](std::uint64_t i, std::uint64_t) {
      const auto index = static_cast<std::int64_t>(i);
      if (first_found.load() < index) return;
      const Subtree& subtree = subtrees[i];
      Search sub(owner_);
      sub.cancel_ = &first_found;
      sub.subtree_ = index;
      sub.path_[0] = subtree.first;
      sub.path_[1] = subtree.second;
      Outcome& out = outcomes[i];
      try {
        out.found = sub.descend(subtree.node, kSplitDepth, bound, subtree.second / 3u);
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
    for (std::int64_t i = 0; i < none && i <= k; ++i)
      nodes_ += outcomes[static_cast<std::size_t>(i)].nodes;
    nodes_ += 1 + (k < none ? subtrees[static_cast<std::size_t>(k)].parent + 1 : top.count);
    if (k >= none) return false;
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

OptimalSearch::OptimalSearch(PackedView optimal) : optimal_(optimal) {}

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
