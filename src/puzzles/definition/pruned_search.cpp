#include "puzzles/definition/pruned_search.h"

#include <algorithm>
#include <array>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <vector>

#include "core/errors.h"
#include "puzzles/definition/reached_positions.h"
#include "puzzles/definition/tables_in_run.h"

namespace puzzletab::definition {
namespace {

// The subtrees an iteration is split into start this many moves below the
// root, from this bound on (shorter iterations take milliseconds).
constexpr unsigned kSplitDepth = 2;
constexpr unsigned kSplitFrom = 6;
// No projection's position is this far from its goal; a walk that goes
// on is a corrupt table.
constexpr unsigned kMaxWalk = 255;

[[noreturn]] void corrupt() {
  throw TableError("pruning table does not lead to the goal (corrupt)");
}

// A projection's distance at its parent's `distance`, from the child's
// entry (its distance modulo 3): one less, the same or one more. Beyond a
// table's depth (kUnreachedEntry there) a distance is the depth plus one, a
// lower bound: a child of a position beyond it is beyond too, or at the
// depth, and a child of one at the depth may be beyond.
unsigned next_distance(unsigned distance, std::uint32_t entry, unsigned depth) {
  if (distance > depth) {
    if (entry == kUnreachedEntry) return distance;
    if (entry != depth % 3) corrupt();
    return depth;
  }
  if (entry == kUnreachedEntry) {
    if (distance != depth) corrupt();
    return depth + 1;
  }
  if (distance == depth && entry == (depth + 1) % 3) corrupt();
  switch ((entry + 3 - distance % 3) % 3) {
    case 0:
      return distance;
    case 1:
      return distance + 1;
    default:
      if (distance == 0) corrupt();
      return distance - 1;
  }
}

std::uint32_t entry_of(const PruningTable& table, const State& projected) {
  return table.entries[table.model->rank(projected)];
}

// A defined move's name: its first power's.
std::string base_name(const PermutationModel& model, unsigned base) {
  for (unsigned m = 0; m < model.move_count(); ++m)
    if (model.base_of(m) == base && model.power_of(m) == 1) return model.move_name(m);
  return {};
}

// A projected position's distance, walked down its table to the goal (the
// depth plus one beyond a partial table's depth).
unsigned table_distance(const PruningTable& table, const State& projected) {
  const PermutationModel& model = *table.model;
  State at = projected;
  std::uint32_t entry = entry_of(table, at);
  if (entry == kUnreachedEntry && table.depth != kCompleteDepth) return table.depth + 1;
  if (entry == kUnreachedEntry)
    throw InputError(
        "the moves do not reach this position: a part of it (a projection gen built a pruning "
        "table of) is none the moves reach");
  unsigned distance = 0;
  while (!(at == model.solved())) {
    const std::uint32_t closer = (entry + 2) % 3;
    unsigned m = 0;
    State next;
    for (; m < model.move_count(); ++m) {
      next = model.apply(at, m);
      if (entry_of(table, next) == closer) break;
    }
    if (m == model.move_count() || ++distance > kMaxWalk) corrupt();
    at = next;
    entry = closer;
  }
  return distance;
}

struct Node {
  State state;
  std::array<std::uint8_t, kMaxProjections> distance{};  // each projection's
  // Each projection's move-table coordinates, where it has move tables.
  std::array<MoveTables::Coordinates, kMaxProjections> at{};
};

class Domain {
 public:
  using Node = definition::Node;
  static constexpr unsigned kMaxPath = kMaxPrunedMoves;
  // A node costs microseconds here (a State moved, every projection
  // looked up): checkpoints every 65,536 nodes could be a minute apart.
  static constexpr std::uint64_t kCheckpointNodes = kCancelCheckNodes;

  Domain(const PermutationModel& model, std::span<const PruningTable> tables)
      : model_(model), tables_(tables) {
    // With Illegal lines, moves in the other order may pass through a
    // forbidden position: no pair is skipped for commuting.
    const unsigned moves = model.move_count();
    commute_.assign(std::size_t{moves} * moves, false);
    for (unsigned a = 0; a < moves && !model.has_illegal(); ++a)
      for (unsigned b = 0; b < moves; ++b) commute_[a * moves + b] = model.commute(a, b);
  }

  Node root(const State& state) const {
    Node node{state, {}, {}};
    for (std::size_t k = 0; k < tables_.size(); ++k) {
      const State projected = tables_[k].projector->project(state);
      node.distance[k] = static_cast<std::uint8_t>(table_distance(tables_[k], projected));
      if (tables_[k].moves) node.at[k] = tables_[k].moves->coordinates(projected);
    }
    return node;
  }
  unsigned bound(const Node& node) const {
    unsigned most = 0;
    for (std::size_t k = 0; k < tables_.size(); ++k)
      most = std::max<unsigned>(most, node.distance[k]);
    return most;
  }

  bool solved(const Node& node) const { return node.state == model_.solved(); }

  // A shortest answer never turns one move twice in a row (one power
  // would do), and of two commuting moves in a row the lexically earliest
  // answer has the earlier first: the other order is not tried.
  template <typename Visit>
  void expand(const Node& node, std::span<const std::uint8_t> path, unsigned room,
              Visit visit) const {
    if (room == 0) return;
    const unsigned moves = model_.move_count();
    const auto skipped = [&](unsigned m) {
      if (path.empty()) return false;
      const unsigned last = path.back();
      return model_.base_of(m) == model_.base_of(last) || (m < last && commute_[m * moves + last]);
    };
    for (unsigned m = 0; m < moves; ++m) {
      if (skipped(m)) continue;
      Node child;
      // The child's State is made only once a table asks for it or its
      // bound passes: most children of a deep node do not.
      bool made = false;
      const auto state = [&]() -> const State& {
        if (!made) model_.apply_into(node.state, m, child.state);
        made = true;
        return child.state;
      };
      if (!bounded(node, m, child, room - 1, state) || !model_.legal(state())) continue;
      if (visit(m, child, 1u)) return;
    }
  }
  void exhausted(const Node&, std::span<const std::uint8_t>, unsigned) const {}

 private:
  // Sets the distances of the child `move` makes (its State, where a table
  // has no move tables, from `state()`); false once one passes `room`.
  template <typename MadeState>
  bool bounded(const Node& parent, unsigned move, Node& child, unsigned room,
               MadeState state) const {
    for (std::size_t k = 0; k < tables_.size(); ++k) {
      const PruningTable& table = tables_[k];
      const int projected = table.move_of[move];
      unsigned d = parent.distance[k];
      if (projected >= 0) {
        const std::uint64_t rank =
            table.moves
                ? table.moves->apply(parent.at[k], static_cast<unsigned>(projected), child.at[k])
                : table.model->rank(table.projector->project(state()));
        d = next_distance(d, table.entries[rank], table.depth);
      } else {
        child.at[k] = parent.at[k];
      }
      if (d > room) return false;
      child.distance[k] = static_cast<std::uint8_t>(d);
    }
    return true;
  }

  const PermutationModel& model_;
  std::span<const PruningTable> tables_;
  std::vector<bool> commute_;  // [a * moves + b]
};

}  // namespace

std::vector<int> projected_moves(const PermutationModel& model,
                                 const PermutationModel& projection) {
  std::vector<int> move_of(model.move_count(), -1);
  for (unsigned m = 0; m < model.move_count(); ++m) {
    const std::string name = base_name(model, model.base_of(m));
    for (unsigned p = 0; p < projection.move_count(); ++p) {
      if (projection.power_of(p) != 1 || projection.move_name(p) != name) continue;
      // The defined move's powers there, and the one this power makes.
      unsigned order = 1;
      while (p + order - 1 < projection.move_count() &&
             projection.base_of(p + order - 1) == projection.base_of(p))
        ++order;
      const unsigned power = model.power_of(m) % order;
      if (power != 0) move_of[m] = static_cast<int>(p + power - 1);
    }
  }
  return move_of;
}

std::optional<IdaSolution> pruned_search(const PermutationModel& model,
                                         std::span<const PruningTable> tables, const State& state,
                                         unsigned max_moves) {
  const Domain domain(model, tables);
  const Node root = domain.root(state);
  return ida_search(domain, root, domain.bound(root), std::min(max_moves, kMaxPrunedMoves),
                    kSplitDepth, kSplitFrom);
}

std::optional<IdaSolution> pruned_search(const PermutationModel& model, TablesInRun& in_run,
                                         const State& state, unsigned max_moves) {
  max_moves = std::min(max_moves, kMaxPrunedMoves);
  const RunningSearch running;
  IdaSolution solution;
  // The nodes the next iteration is expected to expand: the last one's,
  // grown as they grew from the one before.
  std::uint64_t last = 0;
  std::uint64_t expected = 0;
  for (unsigned bound = 0;; ++bound) {
    in_run.deepen_for(expected);
    const std::shared_lock reading(in_run.mutex());
    const auto tables = in_run.tables();
    const Domain domain(model, tables);
    const Node root = domain.root(state);
    bound = std::max(bound, domain.bound(root));
    if (bound > max_moves) return std::nullopt;
    const std::uint64_t before = solution.nodes;
    if (ida_iteration(domain, root, bound, kSplitDepth, kSplitFrom, solution)) return solution;
    const std::uint64_t nodes = solution.nodes - before;
    // Capped far beyond any layer, so that no product overflows.
    constexpr std::uint64_t kMostExpected = std::uint64_t{1} << 40;
    const std::uint64_t growth = last == 0 ? 1 : std::max<std::uint64_t>(1, nodes / last);
    expected = nodes > kMostExpected / growth ? kMostExpected : nodes * growth;
    last = nodes;
  }
}

}  // namespace puzzletab::definition
