#include "puzzles/cube3/optimal_search.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <memory>
#include <span>
#include <vector>

#include "core/ida_search.h"
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
// An iteration's subtrees start this many turns from the root.
constexpr unsigned kSplitDepth = 2;
// The walks a thread takes turns among with the large table.
constexpr unsigned kWalksPerThread = 2;

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

// What every search uses.
struct Tables {
  const TwoPhaseTables& two_phase = two_phase_tables();
  // [axis][turn]: the turn in that axis's view.
  std::array<std::array<std::uint8_t, kTurns>, kAxes> along{};
  // [turn]: the axis whose view makes its face U or D.
  std::array<std::uint8_t, kTurns> axis_of_turn{};
  // The corners' permutation's exact distance (40,320 entries).
  std::vector<std::uint8_t> corner_depth;
};

Tables build_tables() {
  Tables made;
  for (unsigned a = 0; a < kAxes; ++a)
    for (unsigned t = 0; t < kTurns; ++t)
      made.along[a][t] =
          static_cast<std::uint8_t>(turn_number(rotated(turn_numbered(t), axis_rotation(a))));
  for (unsigned a = 0; a < kAxes; ++a)
    for (unsigned t = 0; t < kTurns; ++t)
      if (const unsigned face = made.along[a][t] / 3; face == kU || face == kD)
        made.axis_of_turn[t] = static_cast<std::uint8_t>(a);
  constexpr std::uint8_t kUnknown = 0xFF;
  made.corner_depth.assign(kCornerPermutations, kUnknown);
  std::vector<std::uint16_t> queue{0};
  made.corner_depth[0] = 0;
  for (std::size_t next = 0; next < queue.size(); ++next) {
    const unsigned from = queue[next];
    for (unsigned t = 0; t < kTurns; ++t) {
      const std::uint16_t to = made.two_phase.corner_move[from * kTurns + t];
      if (made.corner_depth[to] != kUnknown) continue;
      made.corner_depth[to] = static_cast<std::uint8_t>(made.corner_depth[from] + 1);
      queue.push_back(to);
    }
  }
  return made;
}

// What only a search with the large table uses: built at its first, so
// that a scramble, whose WCA minimum asks the small tables, never builds
// them (70 million instructions of a fresh process's first scramble).
struct LargeTables {
  const CornerClasses& corner_classes = cube3::corner_classes();
  const OptimalIndex large_index{kLargeLayout}, huge_index{kHugeLayout};
  // [symmetry][turn]: the turn conjugated by the symmetry; [s][t]: the
  // symmetry that conjugating by s then by t is (symmetry.h).
  std::array<std::array<std::uint8_t, kTurns>, kUdSymmetries> conjugate_turn{};
  std::array<std::array<std::uint8_t, kUdSymmetries>, kUdSymmetries> symmetry_then{};
  InversePieces inverse_pieces;
  PackedPieces solved_pieces = packed(solved_cube());
};

LargeTables build_large_tables() {
  LargeTables made;
  for (unsigned s = 0; s < kUdSymmetries; ++s) {
    for (unsigned t = 0; t < kTurns; ++t)
      made.conjugate_turn[s][t] =
          static_cast<std::uint8_t>(turn_number(conjugated(turn_numbered(t), ud_symmetries()[s])));
    for (unsigned t = 0; t < kUdSymmetries; ++t)
      made.symmetry_then[s][t] = static_cast<std::uint8_t>(ud_symmetry_then(s, t));
  }
  return made;
}

// Each built on the first call (a static's initialisation is thread-safe).
const Tables& tables() {
  static const Tables built = build_tables();
  return built;
}
const LargeTables& large_tables() {
  static const LargeTables built = build_large_tables();
  return built;
}

// A node: the corners' permutation, and in each axis's view the edges'
// flip, and without the large table the twist and the slice edges' slots
// with their order, all zero for the solved cube (corners placed and
// twisted right, every edge in its own slice, the three views' slices, in
// order, flipped right); with it, the corner coordinate's class and the
// symmetry that takes it to the class's representative (corner_classes.h),
// the slice edges' slots (with their order for the huge table), and the
// inverse position's pieces, solved only
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
  explicit Search(const OptimalSearch& owner)
      : owner_(owner),
        tables_(tables()),
        large_(owner.optimal_.size() != 0 ? &large_tables() : nullptr),
        ordered_(owner.layout_.orders > 1),
        index_(large_ == nullptr ? nullptr
               : ordered_        ? &large_->huge_index
                                 : &large_->large_index) {}

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
      if (!large()) continue;
      const CornerClass c = large_->corner_classes.of(
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
    const RunningSearch running;
    Node start = root(cube);
    OptimalSolution solution;
    for (unsigned bound = estimate(start);; ++bound) {
      if (bound > max_length) return std::nullopt;
      if (iterate(start, bound, solution)) return solution;
    }
  }

 private:
  class Walk;

  bool large() const { return large_ != nullptr; }

  bool solved(const Node& node) const {
    if (large()) {
      const PackedPieces& pieces = node.inverse[0];
      return pieces.corner == large_->solved_pieces.corner &&
             pieces.edge == large_->solved_pieces.edge;
    }
    return node.corners == 0 && node.twist[0] == 0 && node.flip[0] == 0 &&
           node.sorted_slice[0] == 0 && node.sorted_slice[1] == 0 && node.sorted_slice[2] == 0;
  }

  // Where axis a's view of the node, and a view of the inverse, are in the
  // optimal table.
  std::uint64_t slot(const Node& node, unsigned a) const {
    const CornerClass c{node.corner_class[a], node.symmetry[a]};
    if (!ordered_) return index_->slot(c, node.flip[a], node.slice[a], 0);
    const unsigned sorted = node.sorted_slice[a];
    return index_->slot(c, node.flip[a], sorted / kSlicePermutations,
                        slice_order(sorted % kSlicePermutations));
  }
  static unsigned inverse_corner(const PackedPieces& pieces) {
    return corner_coordinate(InversePieces::twist(pieces), InversePieces::layer(pieces));
  }
  std::uint64_t inverse_slot(const PackedPieces& pieces, unsigned corner) const {
    return index_->slot(large_->corner_classes.of(corner), InversePieces::flip(pieces),
                        large_->inverse_pieces.slice(pieces),
                        ordered_ ? InversePieces::slice_order(pieces) : 0);
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

  // An entry and its block's least distance: one byte and the last of its
  // 16-byte block, which never crosses a checked block of the file.
  unsigned bound_at(std::uint64_t slot) const {
    static_assert(kCheckedBlockBytes % kBlockBytes == 0);
    owner_.optimal_.verify_byte(slot / 4);
    return optimal_bound(owner_.optimal_.bytes().data(), slot);
  }
  void prefetch(std::uint64_t slot) const {
    __builtin_prefetch(owner_.optimal_.bytes().data() + slot / 4);
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
          large_->corner_classes.turned(node.corner_class[a], large_->conjugate_turn[s][u]);
      child.corner_class[a] = to.number;
      child.symmetry[a] = large_->symmetry_then[s][to.symmetry];
      if (ordered_)
        child.sorted_slice[a] = tp.sorted_slice_move[node.sorted_slice[a] * kTurns + u];
      else
        child.slice[a] = tp.slice_move[node.slice[a] * kTurns + u];
    } else {
      child.twist[a] = tp.twist_move[node.twist[a] * kTurns + u];
      child.sorted_slice[a] = tp.sorted_slice_move[node.sorted_slice[a] * kTurns + u];
    }
  }

  // Axis a's inverse pieces of the child by turn t.
  void turn_inverse(const Node& node, unsigned t, unsigned a, Node& child) const {
    child.inverse[a] = large_->inverse_pieces.turned(node.inverse[a], tables_.along[a][t]);
  }

  // The axes whose turns cannot come next from the node, `left` turns
  // before the bound (closed_axes of the inverse's entries).
  unsigned closed_next(const Node& node, unsigned left) const {
    return large() ? closed_axes(node.inverse_entry, left) : 0;
  }

  // The child by turn t, or false when the small tables put it more than
  // `room` turns away (the corners' permutation, then each axis as soon as
  // it is turned). With the large table, the walk turns the axes as it
  // looks them up, and only the last turn's child is made here: it is only
  // checked for being solved, which its inverse's pieces tell.
  bool child_of(const Node& node, unsigned t, unsigned room, Node& child) const {
    if (large()) {
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

  // A node where an iteration's walks start.
  struct Subtree {
    Node node;
    std::array<std::uint8_t, kMaxPath> path;  // its first `depth` turns lead to it
    std::uint64_t above;                      // the nodes counted on the way to it
    unsigned depth = kSplitDepth;
  };
  std::vector<Subtree> subtrees(const Node& start, unsigned bound, std::uint64_t& above) const;

  bool iterate(const Node& start, unsigned bound, OptimalSolution& solution);

  const OptimalSearch& owner_;
  const Tables& tables_;
  const LargeTables* large_;   // null without the large table
  const bool ordered_;         // the huge table: the slice edges' order's class
  const OptimalIndex* index_;  // null without the large table
};

// A depth-first search below one node, a step at a time, so that a thread
// can take turns among several walks: each step asks memory for what the
// walk's next step reads, and leaves it to arrive while the other walks
// take theirs (a lookup in the large table takes about half a microsecond
// from asking to arriving on the machine of docs/cube3.md). With the large
// table a node's expansion takes up to five steps: the children's entries
// along the axes where the node's exceed the turns left (which a child
// must bring down) computed and asked for; read, and the survivors'
// entries along the other axes asked for; read, and the survivors'
// inverse corner classes asked for; the inverse's entries computed and
// asked for; read, and the walk goes on to the next node and its
// candidate children (its class turns asked for).
class OptimalSearch::Search::Walk {
 public:
  explicit Walk(const Search& search) : search_(search) {}
  Walk(const Walk&) = delete;
  Walk& operator=(const Walk&) = delete;
  // A walk stopped mid-search (the time limit) counts its nodes too.
  ~Walk() {
    if (outcome_ == Outcome::searching) counted();
  }

  // Starts below `node`, `depth` turns from the root by `path`. A walk of
  // a split iteration's subtree stops, as exhausted, at its first node
  // count that is a multiple of kCancelCheckNodes once `first_found` is
  // before `subtree`. A walk with a cut does not go below it: it lists the
  // nodes it reaches there instead.
  void start(const Node& node, unsigned depth, std::span<const std::uint8_t> path, unsigned bound,
             const std::atomic<std::int64_t>* first_found = nullptr, std::int64_t subtree = 0) {
    root_ = node;
    base_ = depth;
    bound_ = bound;
    nodes_ = 0;
    first_found_ = first_found;
    subtree_ = subtree;
    std::copy(path.begin(), path.end(), path_.begin());
    if (depth == bound) {
      end(search_.solved(node) ? Outcome::found : Outcome::exhausted);
      return;
    }
    outcome_ = Outcome::searching;
    enter(root_, depth);
    if (next_ == Next::ready) advance();
  }
  void cut_at(unsigned depth, std::vector<Subtree>* below) {
    cut_ = depth;
    below_ = below;
  }

  using Outcome = WalkOutcome;
  Outcome outcome() const { return outcome_; }
  std::uint64_t nodes() const { return nodes_; }
  // The path to the solution found.
  const std::array<std::uint8_t, kMaxPath>& found() const { return path_; }

  // One step (see the class's comment).
  void step() {
    switch (next_) {
      case Next::read:
        read();
        if (next_ != Next::ready) return;
        break;
      case Next::look_up_inverse:
        return look_up_inverse();
      case Next::read_inverse:
        read_inverse();
        break;
      case Next::ready:
        break;
    }
    advance();
  }

 private:
  // A node's children that the bounds let through: `alive` lists them,
  // in move order, by their index in `nodes` and `turns`; `next` is the
  // next of them to walk below.
  struct Children {
    std::array<Node, kTurns> nodes;
    std::array<std::uint8_t, kTurns> turns, alive;
    unsigned count = 0;
    unsigned next = 0;
  };
  struct InverseLookup {
    std::uint8_t child, axis;
    std::uint32_t corner;
    std::uint64_t slot;
  };
  enum class Next { read, look_up_inverse, read_inverse, ready };

  // The node at `depth` counted, and its candidate children listed in
  // frames_[depth]: final (ready) with the small tables or no turn left,
  // else to be looked up.
  void enter(const Node& node, unsigned depth) {
    const Search& s = search_;
    depth_ = depth;
    node_ = &node;
    if (++nodes_ % kCancelCheckNodes == 0) {
      search_checkpoint(bound_, kCancelCheckNodes);
      if (first_found_ != nullptr && first_found_->load(std::memory_order_relaxed) < subtree_) {
        end(Outcome::exhausted);
        return;
      }
    }
    const unsigned room = bound_ - depth - 1;
    if (s.large())
      for (unsigned a = 0; a < kAxes; ++a)
        s.large_->corner_classes.prefetch_turns(node.corner_class[a]);
    Children& children = frames_[depth];
    unsigned count = 0;
    const TurnList& next = kTurnsAfter[depth == 0 ? kNoFace : path_[depth - 1] / 3u];
    const unsigned closed = s.closed_next(node, bound_ - depth);
    for (unsigned n = 0; n < next.count; ++n) {
      const unsigned t = next.turns[n];
      if (closed >> s.tables_.axis_of_turn[t] & 1u) continue;
      if (!s.child_of(node, t, room, children.nodes[count])) continue;
      // The last turn: only the solved cube is within no turns.
      if (room == 0 && !s.solved(children.nodes[count])) continue;
      children.alive[count] = static_cast<std::uint8_t>(count);
      children.turns[count++] = static_cast<std::uint8_t>(t);
    }
    children.count = count;
    children.next = 0;
    next_ = Next::ready;
    if (!s.large() || room == 0 || count == 0) return;
    unsigned above = 0;
    for (unsigned a = 0; a < kAxes; ++a)
      if (node.entry[a] > room) above |= 1u << a;
    look_up(above != 0 ? above : 7u, above == 0);
  }

  // The children's entries along `axes` (a mask), computed, then asked of
  // memory together: the children's cache misses overlap, and nothing
  // between the requests waits for one.
  void look_up(unsigned axes, bool last) {
    Children& children = frames_[depth_];
    for (unsigned i = 0; i < children.count; ++i) {
      Node& child = children.nodes[children.alive[i]];
      for (unsigned a = 0; a < kAxes; ++a) {
        if ((axes >> a & 1u) == 0) continue;
        search_.turn_axis(*node_, children.turns[children.alive[i]], a, child);
        slots_[i][a] = search_.slot(child, a);
      }
    }
    for (unsigned i = 0; i < children.count; ++i)
      for (unsigned a = 0; a < kAxes; ++a)
        if ((axes >> a & 1u) != 0) search_.prefetch(slots_[i][a]);
    axes_ = axes;
    last_round_ = last;
    next_ = Next::read;
  }

  // The entries looked up read; a child is dropped when they put it more
  // than `room` turns away.
  void read_entries(bool all) {
    Children& children = frames_[depth_];
    const unsigned room = bound_ - depth_ - 1;
    unsigned kept = 0;
    for (unsigned i = 0; i < children.count; ++i) {
      Node& child = children.nodes[children.alive[i]];
      unsigned most = 0;
      for (unsigned a = 0; a < kAxes; ++a) {
        if ((axes_ >> a & 1u) == 0) continue;
        child.entry[a] = static_cast<std::uint8_t>(search_.bound_at(slots_[i][a]));
        most = std::max<unsigned>(most, child.entry[a]);
      }
      if (all ? entries_bound(child.entry) <= room : most <= room)
        children.alive[kept++] = children.alive[i];
    }
    children.count = kept;
  }

  // Drops the children whose entries put them more than `room` turns away
  // (entries_bound), and follows the others' inverse positions (which
  // their own children are turned from), asking for their corner classes.
  // The axes where the node's entry exceeds `room` are looked up first:
  // only the children that bring them down are looked up along the others.
  void read() {
    const Search& s = search_;
    Children& children = frames_[depth_];
    read_entries(last_round_);
    if (!last_round_ && children.count > 0) return look_up(7u & ~axes_, true);
    lookups_ = 0;
    for (unsigned i = 0; i < children.count; ++i) {
      const unsigned c = children.alive[i];
      Node& child = children.nodes[c];
      const unsigned t = children.turns[c];
      for (unsigned a = 0; a < kAxes; ++a) {
        s.turn_inverse(*node_, t, a, child);
        // The inverse turned from the other side by a U or D turn of this
        // view: the view's twist, flip and slice edges are only renamed
        // among the pieces that turn keeps in their places.
        if (a == s.tables_.axis_of_turn[t]) {
          child.inverse_entry[a] = node_->inverse_entry[a];
          continue;
        }
        const unsigned corner = inverse_corner(child.inverse[a]);
        s.large_->corner_classes.prefetch(corner);
        inverse_lookups_[lookups_++] = {static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(a),
                                        corner, 0};
      }
    }
    next_ = lookups_ > 0 ? Next::look_up_inverse : Next::ready;
  }

  void look_up_inverse() {
    const Children& children = frames_[depth_];
    for (unsigned k = 0; k < lookups_; ++k) {
      InverseLookup& lookup = inverse_lookups_[k];
      lookup.slot =
          search_.inverse_slot(children.nodes[lookup.child].inverse[lookup.axis], lookup.corner);
    }
    for (unsigned k = 0; k < lookups_; ++k) search_.prefetch(inverse_lookups_[k].slot);
    next_ = Next::read_inverse;
  }

  // Drops the children that an entry of the inverse puts more than `room`
  // turns away.
  void read_inverse() {
    Children& children = frames_[depth_];
    for (unsigned k = 0; k < lookups_; ++k) {
      const InverseLookup& lookup = inverse_lookups_[k];
      children.nodes[lookup.child].inverse_entry[lookup.axis] =
          static_cast<std::uint8_t>(search_.bound_at(lookup.slot));
    }
    const unsigned room = bound_ - depth_ - 1;
    unsigned kept = 0;
    for (unsigned i = 0; i < children.count; ++i) {
      const Node& child = children.nodes[children.alive[i]];
      if (entries_bound(child.inverse_entry) <= room) children.alive[kept++] = children.alive[i];
    }
    children.count = kept;
    next_ = Next::ready;
  }

  // From a node whose children are final: into the next child in move
  // order, up as they run out, until a node waits for memory or the walk
  // ends. A child at the bound is solved (enter checked it).
  void advance() {
    for (unsigned depth = depth_;;) {
      Children& children = frames_[depth];
      if (children.next == children.count) {
        if (depth == base_) {
          end(Outcome::exhausted);
          return;
        }
        --depth;
        continue;
      }
      const unsigned i = children.alive[children.next++];
      path_[depth] = children.turns[i];
      if (depth + 1 == bound_) {
        end(Outcome::found);
        return;
      }
      if (depth + 1 == cut_) {
        below_->push_back({children.nodes[i], path_, nodes_});
        continue;
      }
      enter(children.nodes[i], depth + 1);
      if (outcome_ != Outcome::searching || next_ != Next::ready) return;
      depth = depth_;
    }
  }

  // The walk ended: the nodes not yet counted to the search's budget (it
  // counts them kCancelCheckNodes at a time), counted.
  void end(Outcome outcome) {
    outcome_ = outcome;
    counted();
  }
  void counted() const { search_nodes(nodes_ % kCancelCheckNodes); }

  const Search& search_;
  Node root_{};
  unsigned base_ = 0, bound_ = 0, depth_ = 0, cut_ = kMaxPath;
  std::vector<Subtree>* below_ = nullptr;
  const Node* node_ = nullptr;
  std::uint64_t nodes_ = 0;
  const std::atomic<std::int64_t>* first_found_ = nullptr;
  std::int64_t subtree_ = 0;
  Outcome outcome_ = Outcome::exhausted;
  Next next_ = Next::ready;
  std::array<std::uint8_t, kMaxPath> path_{};
  std::array<Children, kMaxPath> frames_;
  std::array<std::array<std::uint64_t, kAxes>, kTurns> slots_{};
  std::array<InverseLookup, kTurns * kAxes> inverse_lookups_{};
  unsigned lookups_ = 0;
  unsigned axes_ = 0;  // those looked up last
  bool last_round_ = false;
};

// The iteration's subtrees, in move order: when the bound reaches past
// kSplitDepth, the nodes a walk from the root reaches there (a few
// hundred: the cores and walks then finish together, and little is
// searched past the answer), else the root alone. `above` is the nodes
// the walk to them counted: the root and its children.
std::vector<OptimalSearch::Search::Subtree> OptimalSearch::Search::subtrees(
    const Node& start, unsigned bound, std::uint64_t& above) const {
  std::vector<Subtree> found;
  above = 0;
  if (bound <= kSplitDepth) {
    found.push_back({start, {}, 0, 0});
    return found;
  }
  const auto walk = std::make_unique<Walk>(*this);
  walk->cut_at(kSplitDepth, &found);
  walk->start(start, 0, {}, bound);
  while (walk->outcome() == Walk::Outcome::searching) walk->step();
  above = walk->nodes();
  return found;
}

// One iteration: its subtrees (subtrees()), taken in move order by a few
// walks a thread, on every core when some core runs no search (query's
// stream answers several cases at once otherwise). A solution in a
// subtree is the answer once no earlier subtree has one; the later
// subtrees stop. The nodes counted are those one walk would have expanded:
// the root, its children up to the answer's, and the subtrees up to the
// answer's (the same bytes from every run of a query).
bool OptimalSearch::Search::iterate(const Node& start, unsigned bound, OptimalSolution& solution) {
  std::uint64_t above = 0;
  const std::vector<Subtree> all = subtrees(start, bound, above);
  const bool split = bound >= owner_.split_from_ && RunningSearch::cores_idle();
  const auto walks = walk_in_order<Walk>(
      all.size(), split ? worker_count() : 1, large() ? kWalksPerThread : 1,
      [&] { return std::make_unique<Walk>(*this); },
      [&](Walk& walk, std::size_t i, const std::atomic<std::int64_t>* first_found) {
        const Subtree& subtree = all[i];
        walk.start(subtree.node, subtree.depth, std::span(subtree.path).first(subtree.depth), bound,
                   first_found, static_cast<std::int64_t>(i));
      });
  const std::size_t k = walks.first_found;
  for (std::size_t i = 0; i < all.size() && i <= k; ++i) solution.nodes += walks.nodes[i];
  solution.nodes += k < all.size() ? all[k].above : above;
  if (k >= all.size()) return false;
  solution.turns.clear();
  for (unsigned i = 0; i < bound; ++i) solution.turns.push_back(turn_numbered(walks.found[i]));
  return true;
}

OptimalSearch::OptimalSearch(PackedView optimal, OptimalLayout layout)
    : optimal_(optimal), layout_(layout) {}

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
