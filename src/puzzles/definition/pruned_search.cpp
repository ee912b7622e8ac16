#include "puzzles/definition/pruned_search.h"

#include <algorithm>
#include <array>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <vector>

#include "core/errors.h"
#include "puzzles/definition/near_goal_table.h"
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
  return table.entry(table.model->rank(projected));
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
  std::uint64_t key = 0;  // the near goal's table's, where there is one
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

  Domain(const PermutationModel& model, std::span<const PruningTable> tables,
         const NearGoalTable* near = nullptr)
      : model_(model), tables_(tables), near_(near), succession_(model) {}

  Node root(const State& state) const {
    Node node{state, near_ ? near_->key(state) : 0, {}, {}};
    for (std::size_t k = 0; k < tables_.size(); ++k) {
      const State projected = tables_[k].projector->project(state);
      node.distance[k] = static_cast<std::uint8_t>(table_distance(tables_[k], projected));
      if (tables_[k].moves) node.at[k] = tables_[k].moves->coordinates(projected);
    }
    return node;
  }
  unsigned bound(const Node& node) const {
    unsigned most = near_ ? near_->bound_at(near_->index_of(node.key)) : 0;
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
    const auto allowed = [&](unsigned m) {
      return path.empty() || succession_.allowed(path.back(), m);
    };
    // Where the near goal's table can drop a child, the children the
    // projections' move tables keep (a few lookups each) have their entries
    // there asked of memory first, together: each misses the caches, and
    // one after another they were nine tenths of the time (perf,
    // pentultimate). The rest of the bounds (ranks of States) follow.
    std::array<std::uint8_t, kMaxMoves> kept;
    std::array<std::uint64_t, kMaxMoves> keys;
    unsigned count = 0;
    const bool near = near_ && room - 1 <= near_->depth();
    Node child;
    for (unsigned m = 0; m < model_.move_count(); ++m) {
      if (!allowed(m) || !bounded(node, m, child, room - 1, Looked::up)) continue;
      if (near) {
        keys[count] = near_->child_key(node.state, node.key, m);
        near_->prefetch(near_->index_of(keys[count]));
      }
      kept[count++] = static_cast<std::uint8_t>(m);
    }
    for (unsigned i = 0; i < count; ++i) {
      if (near && near_->bound_at(near_->index_of(keys[i])) > room - 1) continue;
      const unsigned m = kept[i];
      model_.apply_into(node.state, m, child.state);
      if (!bounded(node, m, child, room - 1, Looked::all) || !model_.legal(child.state)) continue;
      // Its key, where not made above, only for a child entered.
      if (near_) child.key = near ? keys[i] : near_->child_key(node.state, node.key, m);
      if (visit(m, child, 1u)) return;
    }
  }
  void exhausted(const Node&, std::span<const std::uint8_t>, unsigned) const {}

 private:
  // Which tables bound a child: those a child's rank in is a few lookups
  // of move tables (or changes nothing), or all (a State projected and
  // ranked for the others).
  enum class Looked { up, all };

  // Sets the distances of the child `move` makes by the tables `looked`
  // (with Looked::all, from the child's State, already made); false once
  // one passes `room`.
  bool bounded(const Node& parent, unsigned move, Node& child, unsigned room, Looked looked) const {
    for (std::size_t k = 0; k < tables_.size(); ++k) {
      const PruningTable& table = tables_[k];
      const int projected = table.move_of[move];
      unsigned d = parent.distance[k];
      if (projected >= 0 && table.moves) {
        const std::uint64_t rank =
            table.moves->apply(parent.at[k], static_cast<unsigned>(projected), child.at[k]);
        d = next_distance(d, table.entry(rank), table.depth);
      } else if (projected >= 0) {
        if (looked == Looked::up) continue;
        const std::uint64_t rank = table.model->rank(table.projector->project(child.state));
        d = next_distance(d, table.entry(rank), table.depth);
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
  const NearGoalTable* near_;
  MoveSuccession succession_;
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
    const Domain domain(model, tables, &in_run.near_goal());
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
