// IDA* (Korf 1985) as the project's optimal searches share it: iterations
// of depth-first search below a growing bound on a path's cost, children
// tried in move order, so that the first solution of the last iteration is
// the lexically earliest of the shortest. An iteration's work is split into
// the subtrees a few moves below the root, which the walks of every core
// no other search uses take in move order; a solution in a subtree is the
// answer once no earlier subtree has one, and the later ones stop. The
// walks call search_checkpoint (--time-limit, progress) every
// kCheckpointNodes nodes. The 3x3x3's walks are its own (a step at a time,
// to overlap its lookups in a 2.6 GB table), run by walk_in_order like any;
// DepthFirstWalk is the plain one, over any domain that lists a node's
// children.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/parallel.h"
#include "core/search_budget.h"

namespace puzzletab {

// A search running on some thread, while it lives: an iteration splits its
// subtrees over the cores only when fewer searches run than there are
// cores (query's stream answers several cases at once).
class RunningSearch {
 public:
  RunningSearch() { running().fetch_add(1); }
  ~RunningSearch() { running().fetch_sub(1); }
  RunningSearch(const RunningSearch&) = delete;
  RunningSearch& operator=(const RunningSearch&) = delete;
  static bool cores_idle() { return running().load() < worker_count(); }

 private:
  static std::atomic<unsigned>& running() {
    static std::atomic<unsigned> count{0};
    return count;
  }
};

// How often a walk of an iteration's subtree looks whether an earlier one
// has found a solution: often enough to stop within microseconds.
inline constexpr std::uint64_t kCancelCheckNodes = 1024;

enum class WalkOutcome { searching, found, exhausted };

// An iteration's subtrees walked: the first in order with a solution
// (none: the subtrees' count), the nodes each walk counted (up to where it
// stopped), and what the winning walk found.
template <typename Found>
struct OrderedWalks {
  std::size_t first_found = 0;
  std::vector<std::uint64_t> nodes;
  Found found{};
};

// Walks subtrees 0..count-1 on `threads` threads, each taking turns among
// `walks_per_thread` walks (so that one walk's memory requests arrive
// while another computes), in order. A Walk has step(), outcome(),
// nodes() and found(); `start(walk, i, first_found)` starts one on subtree
// i, which stops, as exhausted, at its next look at `first_found` once
// that is below i. An exception on any thread (the time limit) stops them
// all and is rethrown.
template <typename Walk, typename MakeWalk, typename Start>
auto walk_in_order(std::size_t count, unsigned threads, unsigned walks_per_thread,
                   MakeWalk make_walk, Start start) {
  using Found = std::decay_t<decltype(std::declval<const Walk&>().found())>;
  OrderedWalks<Found> result;
  result.nodes.assign(count, 0);
  std::vector<Found> found(count);
  const auto none = static_cast<std::int64_t>(count);
  std::atomic<std::int64_t> first_found{none};
  std::atomic<std::int64_t> next_subtree{0};
  parallel_chunks(threads, 1, [&](std::uint64_t, std::uint64_t) {
    std::vector<std::unique_ptr<Walk>> lanes;
    std::vector<std::int64_t> taken(walks_per_thread, -1);
    for (unsigned w = 0; w < walks_per_thread; ++w) lanes.push_back(make_walk());
    try {
      for (bool busy = true; busy;) {
        busy = false;
        for (unsigned w = 0; w < walks_per_thread; ++w) {
          Walk& walk = *lanes[w];
          if (taken[w] < 0) {
            const std::int64_t i = next_subtree.fetch_add(1);
            if (i >= none || first_found.load() < i) continue;
            taken[w] = i;
            start(walk, static_cast<std::size_t>(i), &first_found);
          } else {
            walk.step();
          }
          busy = true;
          if (walk.outcome() == WalkOutcome::searching) continue;
          const auto i = static_cast<std::size_t>(taken[w]);
          result.nodes[i] = walk.nodes();
          if (walk.outcome() == WalkOutcome::found) {
            found[i] = walk.found();
            for (auto f = first_found.load();
                 taken[w] < f && !first_found.compare_exchange_weak(f, taken[w]);) {
            }
          }
          taken[w] = -1;
        }
      }
    } catch (...) {
      first_found = -1;
      throw;
    }
  });
  result.first_found = static_cast<std::size_t>(first_found.load());
  if (result.first_found < count) result.found = found[result.first_found];
  return result;
}

// The bounds of IDA*'s iterations, from `first` up by `step` (2 where
// every path's cost has the parity of the first bound's): the first for
// which `iterate(bound)` finds a solution, or nothing past `max_bound`.
template <typename Iterate>
std::optional<unsigned> deepen(unsigned first, unsigned max_bound, Iterate iterate,
                               unsigned step = 1) {
  for (unsigned bound = first; bound <= max_bound; bound += step)
    if (iterate(bound)) return bound;
  return std::nullopt;
}

// A path of moves from the root, as a walk records it.
template <unsigned kMaxPath>
struct WalkPath {
  std::array<std::uint8_t, kMaxPath> moves{};
  unsigned length = 0;
  std::span<const std::uint8_t> view() const { return std::span(moves).first(length); }
};

// The plain depth-first walk of an iteration below a node, over a Domain:
//   using Node = ...;                   a node of the search
//   static constexpr unsigned kMaxPath; the most moves on a path
//   (optional) static constexpr std::uint64_t kCheckpointNodes;
//                                       nodes between checkpoints, a
//                                       multiple of kCancelCheckNodes
//   bool solved(const Node&) const;
//   template <typename Visit>
//   void expand(const Node& node, std::span<const std::uint8_t> path,
//               unsigned room, Visit visit) const;
//   void exhausted(const Node& node, std::span<const std::uint8_t> path,
//                  unsigned room) const;
// expand calls visit(move, child, cost) for the node's children in move
// order (`path` the moves that led to it), each child only when its lower
// bound is within room - cost; it stops when visit returns true.
// exhausted tells the domain that no path of cost `room` or less from the
// node solves it (all were walked), which it may remember
// (core/learned_bounds.h).
template <typename Domain>
class DepthFirstWalk {
 public:
  using Node = typename Domain::Node;
  using Path = WalkPath<Domain::kMaxPath>;
  // A node where a walk of an iteration starts: the moves from the root
  // to it, and their cost.
  struct Subtree {
    Node node;
    Path path;
    unsigned cost = 0;
    std::uint64_t above = 0;  // the nodes counted on the way to it
  };

  explicit DepthFirstWalk(const Domain& domain) : domain_(domain) {}

  // Walks the whole subtree at once (a step is nothing more): a solution
  // found is the first in move order.
  void start(const Subtree& subtree, unsigned bound,
             const std::atomic<std::int64_t>* first_found = nullptr, std::int64_t index = 0) {
    bound_ = bound;
    nodes_ = 0;
    first_found_ = first_found;
    index_ = index;
    path_ = subtree.path;
    cancelled_ = false;
    outcome_ = descend(subtree.node, subtree.cost) ? WalkOutcome::found : WalkOutcome::exhausted;
  }
  void step() {}
  WalkOutcome outcome() const { return outcome_; }
  std::uint64_t nodes() const { return nodes_; }
  const Path& found() const { return path_; }

  // The nodes `depth` moves below `root` in move order, as the iteration's
  // subtrees; a solution above that depth ends the list as a subtree of
  // its own (nothing after it can come first).
  std::vector<Subtree> subtrees(const Node& root, unsigned bound, unsigned depth,
                                std::uint64_t& above) {
    std::vector<Subtree> listed;
    bound_ = bound;
    nodes_ = 0;
    first_found_ = nullptr;
    cancelled_ = false;
    path_ = {};
    list_ = &listed;
    cut_ = depth;
    descend(root, 0);
    list_ = nullptr;
    above = nodes_;
    return listed;
  }

 private:
  // A node listed as a subtree is counted by the walk that starts there.
  bool descend(const Node& node, unsigned cost) {
    if (list_ != nullptr && (path_.length == cut_ || domain_.solved(node))) {
      list_->push_back({node, path_, cost, nodes_});
      return domain_.solved(node);
    }
    if (++nodes_ % kCancelCheckNodes == 0) {
      if (first_found_ != nullptr && first_found_->load(std::memory_order_relaxed) < index_) {
        cancelled_ = true;
        return false;
      }
      if (nodes_ % checkpoint_nodes() == 0) search_checkpoint(bound_, checkpoint_nodes());
    }
    if (domain_.solved(node)) return true;
    bool done = false;
    const unsigned depth = path_.length;
    if (depth == Domain::kMaxPath) return false;
    domain_.expand(node, path_.view(), bound_ - cost,
                   [&](unsigned move, const Node& child, unsigned step) {
                     path_.moves[depth] = static_cast<std::uint8_t>(move);
                     path_.length = depth + 1;
                     done = descend(child, cost + step);
                     if (!done) path_.length = depth;
                     return done || cancelled_;
                   });
    if (!done && !cancelled_ && list_ == nullptr)
      domain_.exhausted(node, path_.view(), bound_ - cost);
    return done;
  }

  // How often the walk calls search_checkpoint: kCheckpointNodes, or a
  // domain's kCheckpointNodes where a node costs microseconds (so that
  // --time-limit is still looked at every few milliseconds).
  static constexpr std::uint64_t checkpoint_nodes() {
    if constexpr (requires { Domain::kCheckpointNodes; })
      return Domain::kCheckpointNodes;
    else
      return kCheckpointNodes;
  }

  const Domain& domain_;
  unsigned bound_ = 0;
  std::uint64_t nodes_ = 0;
  const std::atomic<std::int64_t>* first_found_ = nullptr;
  std::int64_t index_ = 0;
  bool cancelled_ = false;
  WalkOutcome outcome_ = WalkOutcome::exhausted;
  Path path_;
  std::vector<Subtree>* list_ = nullptr;
  unsigned cut_ = 0;
};

// An optimal path and the nodes its search expanded.
struct IdaSolution {
  std::vector<std::uint8_t> moves;
  std::uint64_t nodes = 0;
};

// One iteration of IDA* over `domain` from `root` at `bound`, split into
// the nodes `split_depth` moves below the root, walked on every idle core
// from bound `split_from` on (one thread below it). Adds the nodes it
// counts to `solution` (those one walk would expand: the root's walk down
// to the subtrees, and the subtrees up to the answer's, so the same from
// every run), and on finding the lexically earliest path of `bound` moves
// sets its moves and is true.
template <typename Domain>
bool ida_iteration(const Domain& domain, const typename Domain::Node& root, unsigned bound,
                   unsigned split_depth, unsigned split_from, IdaSolution& solution) {
  using Walk = DepthFirstWalk<Domain>;
  Walk lister(domain);
  std::uint64_t above = 0;
  const auto subtrees = lister.subtrees(root, bound, split_depth, above);
  const bool split = bound >= split_from && RunningSearch::cores_idle();
  const auto walks = walk_in_order<Walk>(
      subtrees.size(), split ? worker_count() : 1, 1,
      [&] { return std::make_unique<Walk>(domain); },
      [&](Walk& walk, std::size_t i, const std::atomic<std::int64_t>* first_found) {
        walk.start(subtrees[i], bound, first_found, static_cast<std::int64_t>(i));
      });
  const std::size_t k = walks.first_found;
  for (std::size_t i = 0; i < subtrees.size() && i <= k; ++i) solution.nodes += walks.nodes[i];
  solution.nodes += k < subtrees.size() ? subtrees[k].above : above;
  if (k >= subtrees.size()) return false;
  const auto path = walks.found.view();
  solution.moves.assign(path.begin(), path.end());
  return true;
}

// IDA* over `domain` from `root`: iterations (ida_iteration) from
// `first_bound` (a lower bound on root's distance) up to `max_bound`, the
// bounds `bound_step` apart. The lexically earliest shortest path, or
// nothing past max_bound.
template <typename Domain>
std::optional<IdaSolution> ida_search(const Domain& domain, const typename Domain::Node& root,
                                      unsigned first_bound, unsigned max_bound,
                                      unsigned split_depth, unsigned split_from,
                                      unsigned bound_step = 1) {
  const RunningSearch running;
  IdaSolution solution;
  const auto bound = deepen(
      first_bound, max_bound,
      [&](unsigned b) { return ida_iteration(domain, root, b, split_depth, split_from, solution); },
      bound_step);
  if (!bound) return std::nullopt;
  return solution;
}

}  // namespace puzzletab
