#include "puzzles/cube3/optimal_search.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <limits>

#include "core/parallel.h"
#include "core/search_budget.h"
#include "puzzles/cube3/coordinates.h"
#include "puzzles/cube3/phase1_table.h"
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

Face opposite(unsigned face) {
  return static_cast<Face>((face + 3) % kFaces);
}

// A turn of `face` after one of `last` in a canonical sequence: never the
// same face twice, and of two opposite faces (which commute) only the
// order whose first face sorts first, so that of every shortest solution
// the lexically earliest stays.
bool canonical_after(unsigned last, unsigned face) {
  if (last == kNoFace) return true;
  if (face == last) return false;
  return !(opposite(face) == last && kFaceRank[face] < kFaceRank[last]);
}

struct Tables {
  const TwoPhaseTables& two_phase = two_phase_tables();
  // [axis][turn]: the turn in that axis's view.
  std::array<std::array<std::uint8_t, kTurns>, kAxes> along{};
  // The corners' permutation's exact distance (40,320 entries).
  std::vector<std::uint8_t> corner_depth;
};

Tables build_tables() {
  Tables tables;
  for (unsigned a = 0; a < kAxes; ++a)
    for (unsigned t = 0; t < kTurns; ++t)
      tables.along[a][t] =
          static_cast<std::uint8_t>(turn_number(rotated(turn_numbered(t), axis_rotation(a))));
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
// the flip and the slice edges' slots with their order. All zero is the
// solved cube: corners placed and twisted right, and every edge in its
// own slice (the three views' slices), in order, flipped right.
struct Node {
  std::uint16_t corners = 0;
  std::array<std::uint16_t, kAxes> twist{}, flip{}, slice{};
  bool solved() const {
    return corners == 0 && twist[0] == 0 && flip[0] == 0 && slice[0] == 0 && slice[1] == 0 &&
           slice[2] == 0;
  }
};

}  // namespace

class OptimalSearch::Search {
 public:
  Search(const OptimalSearch& owner) : owner_(owner), tables_(tables()) {}

  Node root(const Cube& cube) const {
    Node node;
    node.corners = static_cast<std::uint16_t>(corner_permutation_coordinate(cube));
    for (unsigned a = 0; a < kAxes; ++a) {
      const Cube seen = rotated(cube, axis_rotation(a));
      node.twist[a] = static_cast<std::uint16_t>(twist_coordinate(seen));
      node.flip[a] = static_cast<std::uint16_t>(flip_coordinate(seen));
      node.slice[a] = static_cast<std::uint16_t>(sorted_slice_coordinate(seen));
    }
    return node;
  }

  unsigned estimate(const Node& node) const {
    unsigned bound = tables_.corner_depth[node.corners];
    for (unsigned a = 0; a < kAxes; ++a)
      bound = std::max(bound, axis_bound(node.twist[a], node.flip[a], node.slice[a]));
    return bound;
  }

  std::optional<OptimalSolution> run(const Cube& cube, unsigned max_length) {
    running_searches.fetch_add(1);
    const struct Leave {
      ~Leave() { running_searches.fetch_sub(1); }
    } leave;
    const Node start = root(cube);
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

  // One axis's bound: the phase-1 table's entry, or the larger of the
  // two small tables' (which the phase-1 entry never falls below).
  unsigned axis_bound(unsigned twist, unsigned flip, unsigned sorted_slice) const {
    const unsigned slice = sorted_slice / kSlicePermutations;
    if (owner_.phase1_.size() != 0) return owner_.phase1_[phase1_index(twist, flip, slice)];
    const TwoPhaseTables& tp = tables_.two_phase;
    return std::max(tp.twist_slice_depth[twist * kSlices + slice],
                    tp.flip_slice_depth[flip * kSlices + slice]);
  }

  // The child by turn t: its coordinates, or false when the corners'
  // permutation alone needs more than `room` turns. Without the phase-1
  // table, also when an axis's small tables do, each axis tested as soon
  // as it is turned (with the table, the axes are tested after the
  // children's entries are prefetched: axes_within).
  bool child_of(const Node& node, unsigned t, unsigned room, Node& child) const {
    const TwoPhaseTables& tp = tables_.two_phase;
    child.corners = tp.corner_move[node.corners * kTurns + t];
    if (tables_.corner_depth[child.corners] > room) return false;
    const bool small = owner_.phase1_.size() == 0;
    for (unsigned a = 0; a < kAxes; ++a) {
      const unsigned u = tables_.along[a][t];
      child.twist[a] = tp.twist_move[node.twist[a] * kTurns + u];
      child.flip[a] = tp.flip_move[node.flip[a] * kTurns + u];
      child.slice[a] = tp.sorted_slice_move[node.slice[a] * kTurns + u];
      if (small && axis_bound(child.twist[a], child.flip[a], child.slice[a]) > room) return false;
    }
    return true;
  }

  bool axes_within(const Node& child, unsigned room) const {
    for (unsigned a = 0; a < kAxes; ++a)
      if (axis_bound(child.twist[a], child.flip[a], child.slice[a]) > room) return false;
    return true;
  }

  // The phase-1 table's bytes a child reads, asked of memory before any
  // is read, so that the children's cache misses (a 1.1 GB table) overlap
  // instead of following one another.
  void prefetch(const Node& child) const {
    const std::byte* entries = owner_.phase1_.bytes().data();
    for (unsigned a = 0; a < kAxes; ++a)
      __builtin_prefetch(
          entries +
          phase1_index(child.twist[a], child.flip[a], child.slice[a] / kSlicePermutations) / 2);
  }

  // Depth-first below `node` at depth g, whose bounds let it through:
  // true, with the path, at the first solution of exactly `bound` turns.
  bool descend(const Node& node, unsigned g, unsigned bound, unsigned last_face) {
    if (g == bound) return node.solved();
    if (++nodes_ % kCancelCheckNodes == 0) {
      if (cancel_ != nullptr && cancel_->load(std::memory_order_relaxed) < subtree_)
        throw Cancelled{};
      if (nodes_ % kCheckpointNodes == 0) search_checkpoint(bound, nodes_);
    }
    const unsigned room = bound - g - 1;
    std::array<Node, kTurns> children;
    std::array<std::uint8_t, kTurns> turns{};
    unsigned count = 0;
    for (const unsigned t : kMoveOrder) {
      if (!canonical_after(last_face, t / 3) || !child_of(node, t, room, children[count])) continue;
      if (owner_.phase1_.size() != 0) prefetch(children[count]);
      turns[count++] = static_cast<std::uint8_t>(t);
    }
    for (unsigned i = 0; i < count; ++i) {
      if (owner_.phase1_.size() != 0 && !axes_within(children[i], room)) continue;
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
      Node child;
      if (!child_of(start, t, bound - 1, child) || !axes_within(child, bound - 1)) return;
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

OptimalSearch::OptimalSearch(PackedView phase1) : phase1_(phase1) {}

std::optional<OptimalSolution> OptimalSearch::solve_within(const Cube& cube,
                                                           unsigned max_length) const {
  return Search(*this).run(cube, std::min(max_length, kMaxPath - 1));
}

unsigned OptimalSearch::estimate(const Cube& cube) const {
  Search search(*this);
  return search.estimate(search.root(cube));
}

}  // namespace puzzletab::cube3
