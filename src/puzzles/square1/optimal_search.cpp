#include "puzzles/square1/optimal_search.h"

#include <algorithm>
#include <array>
#include <limits>
#include <span>

#include "core/ida_search.h"
#include "core/learned_bounds.h"
#include "puzzles/square1/pruning.h"
#include "puzzles/square1/shapes.h"

namespace puzzletab::square1 {
namespace {

// The most steps of a path: 13 twists at most (Masonjones, 2005) and
// turns between them, or the WCA metric's longer answers.
constexpr unsigned kMaxPath = 64;
// The steps below the root where an iteration's subtrees start: a turn and
// a twist.
constexpr unsigned kSplitDepth = 2;
constexpr unsigned kTwistStep = kStepCount - 1;  // `/` sorts last
constexpr unsigned kNoStep = kStepCount;

unsigned amount(int turn) {
  return static_cast<unsigned>((turn % 12 + 12) % 12);
}

// The turns in the order of their names, as amounts 0..11.
struct TurnAmounts {
  std::array<std::uint8_t, kStepCount - 1> top{}, bottom{};
};
const TurnAmounts& turn_amounts() {
  static const TurnAmounts amounts = [] {
    TurnAmounts made;
    for (unsigned i = 0; i + 1 < kStepCount; ++i) {
      made.top[i] = static_cast<std::uint8_t>(amount(steps_by_name()[i].top));
      made.bottom[i] = static_cast<std::uint8_t>(amount(steps_by_name()[i].bottom));
    }
    return made;
  }();
  return amounts;
}

std::optional<OptimalSolution> solution_of(const std::optional<IdaSolution>& found, Metric metric) {
  if (!found) return std::nullopt;
  OptimalSolution solution;
  for (const std::uint8_t s : found->moves) solution.steps.push_back(steps_by_name()[s]);
  solution.cost = cost_of(solution.steps, metric);
  solution.nodes = found->nodes;
  return solution;
}

}  // namespace

class OptimalSearch::Domain {
 public:
  // A position, and the exact distances of its classes in the two tables
  // (the same after any turn; a twist changes each by one).
  struct Node {
    State state;
    std::uint8_t corners = 0, edges = 0;
  };
  static constexpr unsigned kMaxPath = square1::kMaxPath;

  Domain(const OptimalSearch& owner, Metric metric, LearnedBounds& learned)
      : owner_(owner),
        metric_(metric),
        solved_(solved_state()),
        amounts_(turn_amounts()),
        learned_(learned) {}

  Node node(const State& state) const {
    return {state,
            static_cast<std::uint8_t>(class_distance(owner_.corners_, Pieces::corners, state)),
            static_cast<std::uint8_t>(class_distance(owner_.edges_, Pieces::edges, state))};
  }

  bool solved(const Node& node) const { return node.state == solved_; }

  // The bound on the cost left from a node reached by `last` (kNoStep at
  // the root), whose classes are `classes`: the twists the tables'
  // classes need, or an earlier twist-metric search proved the position
  // to need; in the WCA metric, k twists need k - 1 turns between them,
  // and one before them after a twist or where `/` cannot be made yet, a
  // position solved up to the layers' turns (no twist left) needs one turn
  // unless solved, and an earlier WCA search may have proved more.
  unsigned bound(const Node& node, unsigned last, const Classes& classes) const {
    const unsigned twists = std::max(table_twists(node), learned_.bound(twist_key(classes)));
    if (metric_ == Metric::twist) return twists;
    return std::max(wca_cost(node, last, twists), learned_.bound(wca_key(classes, last)));
  }
  static unsigned table_twists(const Node& node) { return std::max(node.corners, node.edges); }
  unsigned wca_cost(const Node& node, unsigned last, unsigned twists) const {
    if (twists == 0) return solved(node) ? 0 : 1;
    return 2 * twists - 1 + (last == kTwistStep || !twistable(node.state) ? 1 : 0);
  }
  unsigned first_bound(const Node& root) const {
    return bound(root, kNoStep, classes_of(root.state));
  }

  // After a turn only `/`; after `/` (or at the root) the turns that leave
  // both layers' cuts clear, in name order, then `/` at the root.
  template <typename Visit>
  void expand(const Node& node, std::span<const std::uint8_t> path, unsigned room,
              Visit visit) const {
    const unsigned last = path.empty() ? kNoStep : path.back();
    if (last != kNoStep && last != kTwistStep) {
      twist_child(node, room, visit);
      return;
    }
    const unsigned turn_cost = metric_ == Metric::wca ? 1 : 0;
    if (turn_cost > room) return;
    const unsigned top = layer_shape(starts(node.state.top)).twistable_mask;
    const unsigned bottom = layer_shape(starts(node.state.bottom)).twistable_mask;
    for (unsigned i = 0; i + 1 < kStepCount; ++i) {
      if ((top >> amounts_.top[i] & 1u) == 0 || (bottom >> amounts_.bottom[i] & 1u) == 0) continue;
      const Node child{{turned(node.state.top, amounts_.top[i]),
                        turned(node.state.bottom, amounts_.bottom[i]), node.state.middle_turned},
                       node.corners,
                       node.edges};
      // In the twist metric a turn is free: the child's class is its
      // parent's, and so is what is known of it.
      // In the WCA metric the tables first, then what searches learned.
      if (metric_ == Metric::wca && (wca_cost(child, i, table_twists(child)) + turn_cost > room ||
                                     bound(child, i, classes_of(child.state)) + turn_cost > room))
        continue;
      if (visit(i, child, turn_cost)) return;
    }
    if (last == kNoStep && twistable(node.state)) twist_child(node, room, visit);
  }

  // No path of cost `room` or less solves the node: its distance is more
  // (in the twist metric, by 2: a twist turns the middle over, so every
  // path to the solved middle has the parity of the bound). In the twist
  // metric a node reached by a turn was only twisted, not turned.
  void exhausted(const Node& node, std::span<const std::uint8_t> path, unsigned room) const {
    const unsigned last = path.empty() ? kNoStep : path.back();
    if (metric_ == Metric::twist) {
      if (last == kNoStep || last == kTwistStep)
        learned_.learn(twist_key(classes_of(node.state)), room + 2);
      return;
    }
    if (last != kNoStep) learned_.learn(wca_key(classes_of(node.state), last), room + 1);
  }

 private:
  template <typename Visit>
  void twist_child(const Node& node, unsigned room, Visit visit) const {
    if (room == 0) return;
    const State state = twisted(node.state);
    const Classes classes = classes_of(state);
    const Node child{
        state,
        static_cast<std::uint8_t>(
            neighbour_distance(node.corners, owner_.corners_[classes.corners])),
        static_cast<std::uint8_t>(neighbour_distance(node.edges, owner_.edges_[classes.edges]))};
    if (bound(child, kTwistStep, classes) + 1 > room) return;
    visit(kTwistStep, child, 1);
  }

  // The position's keys in the learned bounds: for the twist metric its
  // class up to the layers' turns; for the WCA metric the position itself
  // (that class and the turns from its canonical turns) and whether the
  // next step is a turn (after `/`) or `/` (after a turn).
  // (The lowest two bits tell the kinds of key apart: 0 twist metric, 1
  // WCA metric.)
  static std::uint64_t twist_key(const Classes& classes) { return classes.key << 2; }
  static std::uint64_t wca_key(const Classes& classes, unsigned last) {
    const std::uint64_t turns = std::uint64_t{classes.top_turn} * kSlots + classes.bottom_turn;
    return ((classes.key * kSlots * kSlots + turns) << 1 | (last == kTwistStep ? 1 : 0)) << 2 | 1;
  }

  const OptimalSearch& owner_;
  Metric metric_;
  State solved_;
  const TurnAmounts& amounts_;
  LearnedBounds& learned_;
};

std::optional<OptimalSolution> OptimalSearch::solve_within(const State& state, Metric metric,
                                                           unsigned max_cost,
                                                           Learning learning) const {
  if (learning == Learning::shared)
    return solve_with(state, metric, max_cost, LearnedBounds::shared(), split_from_);
  return solve_with(state, metric, max_cost, LearnedBounds::repeatable(),
                    std::numeric_limits<unsigned>::max());
}

std::optional<OptimalSolution> OptimalSearch::solve_with(const State& state, Metric metric,
                                                         unsigned max_cost, LearnedBounds& learned,
                                                         unsigned split_from) const {
  const Domain domain(*this, metric, learned);
  const Domain::Node root = domain.node(state);
  const unsigned most = std::min(max_cost, kMaxPath / 2);
  if (metric == Metric::twist) {
    // A twist turns the middle over: every path to the solved middle has
    // the parity of the state's, and so has the bound.
    return solution_of(
        ida_search(domain, root, domain.first_bound(root), most, kSplitDepth, split_from, 2),
        metric);
  }
  // The WCA metric, from the twist metric's answer A (T twists). An
  // answer of k twists has k - 1 turns between them and maybe one before
  // and one after: it costs 2k - 1 to 2k + 1, so 2T - 1 at least, and A
  // costs at most 2T + 1. The answers of T twists are those of the twist
  // metric, whose lexically earliest is A; an answer of T + 1 twists costs
  // 2T + 1 only without a turn first, while A, costing 2T + 1, has one:
  // so A is the answer unless a cheaper one exists, which the search
  // below A's cost looks for (docs/square1.md).
  auto twists = solve_with(state, Metric::twist, (most + 1) / 2, learned, split_from);
  if (!twists) return std::nullopt;
  const unsigned from =
      std::max(domain.first_bound(root), 2 * twists->cost - (twists->cost > 0 ? 1 : 0));
  const unsigned twist_answer_cost = cost_of(twists->steps, Metric::wca);
  std::optional<OptimalSolution> cheaper;
  if (from < twist_answer_cost)
    cheaper = solution_of(ida_search(domain, root, from, std::min(most, twist_answer_cost - 1),
                                     kSplitDepth, split_from),
                          metric);
  if (cheaper) {
    cheaper->nodes += twists->nodes;
    return cheaper;
  }
  if (twist_answer_cost > most) return std::nullopt;
  twists->cost = twist_answer_cost;
  return twists;
}

unsigned OptimalSearch::lower_bound(const State& state, Metric metric) const {
  LearnedBounds none(0);
  const Domain domain(*this, metric, none);
  return domain.first_bound(domain.node(state));
}

unsigned cost_of(const std::vector<Step>& steps, Metric metric) {
  if (metric == Metric::wca) return static_cast<unsigned>(steps.size());
  return static_cast<unsigned>(
      std::count_if(steps.begin(), steps.end(), [](const Step& s) { return s.twist; }));
}

}  // namespace puzzletab::square1
