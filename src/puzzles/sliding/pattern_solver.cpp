#include "puzzles/sliding/pattern_solver.h"

#include <algorithm>
#include <atomic>
#include <limits>
#include <stdexcept>
#include <utility>

#include "core/byte_order.h"
#include "core/parallel.h"
#include "core/search_budget.h"
#include "core/split_search.h"
#include "puzzles/sliding/move_automaton.h"
#include "puzzles/sliding/pattern_db.h"

namespace puzzletab::sliding {
namespace {

constexpr unsigned kSymmetries = 8;
constexpr unsigned kMaxGroups = 15;
constexpr unsigned kMaxViews = kSymmetries;
constexpr unsigned kAnyViews = ~0u;
// Searches running now, on all threads: an iteration of one of them runs
// on the cores none uses (split_iteration).
std::atomic<unsigned> running_searches{0};

// The cell that symmetry s of the square (s = 0..7: the identity, the three
// turns, the four reflections) carries cell c to.
unsigned symmetric_cell(unsigned s, unsigned c, unsigned width) {
  const unsigned r = c / width, k = c % width, m = width - 1;
  const unsigned rr[kSymmetries] = {r, k, m - r, m - k, r, m - r, k, m - k};
  const unsigned kk[kSymmetries] = {k, m - r, m - k, r, m - k, k, r, m - r};
  return rr[s] * width + kk[s];
}

// The block a flexible group makes with the set's blank cell.
std::vector<std::uint8_t> flexible_block(const PatternSet& set) {
  auto block = set.groups[static_cast<std::size_t>(set.flexible)];
  block.push_back(static_cast<std::uint8_t>(set.blank));
  return block;
}

bool contains(const std::vector<std::uint8_t>& cells, unsigned c) {
  return std::find(cells.begin(), cells.end(), c) != cells.end();
}

// The symmetries that serve a goal blank at `blank`: those carrying it to
// the set's blank, or failing that, into its flexible block. Only failing
// that: a flexible view of a corner blank may repeat another view (Korf
// and Felner's 6-6-3 is its own mirror image), and costs a database.
std::vector<unsigned> serving_symmetries(const PatternSet& set, unsigned blank) {
  std::vector<unsigned> exact, flexible;
  for (unsigned s = 0; s < kSymmetries; ++s) {
    const unsigned c = symmetric_cell(s, blank, set.width);
    if (c == set.blank)
      exact.push_back(s);
    else if (set.flexible >= 0 && contains(flexible_block(set), c))
      flexible.push_back(s);
  }
  return exact.empty() ? flexible : exact;
}

// A board's tiles in ascending order: the same for two boards of one puzzle.
std::array<std::uint8_t, kMaxCells> sorted_cells(const Board& board) {
  auto cells = board.cells;
  std::sort(cells.begin(), cells.begin() + board.size());
  return cells;
}

}  // namespace

// One IDA* run: the board, its Manhattan distance, and for each view each
// group's database index and entry. A move changes one tile's cell, so a
// child's index is its parent's plus a difference (index_step) rather than a
// fresh rank: the search spends most of its instructions on these indices.
// kViews is the number of views when known at compile time, so that the
// loops over them unroll: 2 for every goal of the fifteen puzzle and every
// corner goal of the 24-puzzle, 0 for plain Manhattan distance; kAnyViews
// takes the solver's count. kBetween is the cells a vertical step crosses,
// width - 1, when known (3 or 4), else kMaxWidth - 1.
template <unsigned kViews, unsigned kBetween>
class PatternSolver::Search {
 public:
  Search(const PatternSolver& solver, const Board& start) : solver_(solver), board_(start) {
    blank_ = start.blank();
    for (unsigned c = 0; c < board_.size(); ++c)
      if (board_.cells[c] != kBlank) manhattan_ += solver.manhattan_[board_.cells[c]][c];
    for (std::size_t v = 0; v < views(); ++v) {
      const View& view = solver.views_[v];
      std::array<std::array<std::uint8_t, kMaxCells>, kMaxGroups> cells{};
      for (unsigned c = 0; c < board_.size(); ++c) {
        const unsigned t = board_.cells[c];
        if (t != kBlank) cells[view.tile_group[t]][view.tile_slot[t]] = view.cell_map[c];
      }
      sum_[v] = 0;
      for (std::size_t g = 0; g < view.tables.size(); ++g) {
        index_[v][g] = rank_placement(cells[g].data(), view.group_size[g], board_.size());
        entry_[v][g] = entry(view, g, index_[v][g]);
        sum_[v] += entry_[v][g];
      }
    }
  }

  unsigned estimate() const { return manhattan_ + 2 * max_sum(); }

  // Searches the subtree that describe() wrote (in a process with the same
  // goal and databases): from its board, with its moves from the root.
  static SubtreeOutcome search_described(const PatternSolver& solver, std::string_view bytes,
                                         const std::atomic<std::int64_t>& first_found) {
    const auto fault = [] {
      return std::logic_error("a subtree's description does not fit this puzzle");
    };
    const unsigned n = solver.goal_.size();
    if (bytes.size() != 11 + kFrontierDepth + n ||
        static_cast<unsigned char>(bytes[10]) != kFrontierDepth || bytes[9] > 1)
      throw fault();
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
    const auto index = load_little_endian<std::uint64_t>(data);
    const unsigned bound = data[8];
    Board board = solver.goal_;
    std::copy_n(data + 11 + kFrontierDepth, n, board.cells.begin());
    if (index > std::numeric_limits<std::int64_t>::max() || !same_class(board, solver.goal_) ||
        sorted_cells(board) != sorted_cells(solver.goal_))
      throw fault();
    Search search(solver, board);
    for (unsigned i = 0; i < kFrontierDepth; ++i) {
      if (data[11 + i] >= kMoveLetters.size()) throw fault();
      search.path_[i] = data[11 + i];
    }
    search.automaton_ = data[9] != 0 ? &long_move_automaton() : &short_move_automaton();
    const MoveAutomaton::State state =
        search.automaton_->after(search.path_.data(), kFrontierDepth);
    if (state == MoveAutomaton::kPruned) throw fault();
    return search.search_below(kFrontierDepth, state, bound, static_cast<std::int64_t>(index),
                               first_found);
  }

  std::optional<Solution> run(unsigned max_length) {
    running_searches.fetch_add(1);
    // However the search ends, its nodes not yet counted to its budget are.
    const struct Leave {
      const Search& search;
      ~Leave() {
        running_searches.fetch_sub(1);
        search_nodes(search.expanded_ - search.reported_);
      }
    } leave{*this};
    Solution solution;
    if (manhattan_ == 0) return solution;
    for (unsigned bound = estimate();;) {
      if (bound > max_length) return std::nullopt;
      // Boards of the goal's class are never this far (80 moves at most
      // for the fifteen puzzle); the caller checked the class.
      if (bound >= path_.size()) throw std::logic_error("start and goal are in different classes");
      next_bound_ = std::numeric_limits<unsigned>::max();
      const std::uint64_t before = expanded_;
      ++generated_;  // the root
      const bool split = big_iteration_ && bound > kFrontierDepth + 2 &&
                         (installed_subtree_distributor() != nullptr || a_core_is_idle());
      const bool found = split ? split_iteration(bound) : descend(0, MoveAutomaton::kStart, bound);
      solution.last_iteration = expanded_ - before;
      if (found) break;
      // The next iteration costs several times this one (IDA*'s growth).
      big_iteration_ = solution.last_iteration >= solver_.split_after_;
      if (solution.last_iteration >= solver_.long_automaton_after_)
        automaton_ = &long_move_automaton();
      bound = next_bound_;
    }
    solution.expanded = expanded_;
    solution.generated = generated_;
    for (unsigned i = 0; i < path_length_; ++i) solution.moves.push_back(kMoveLetters[path_[i]]);
    return solution;
  }

 private:
  static constexpr unsigned kViewSlots = kViews == kAnyViews ? kMaxViews : kViews;

  std::size_t views() const {
    if constexpr (kViews == kAnyViews) return solver_.views_.size();
    return kViews;
  }

  // How view v's index of the tile's group changes when the tile slides
  // into the blank at `blank` by the blank's move m. An index is a sum of
  // Lehmer digits times their slots' weights, and a digit counts the
  // group's earlier-slot tiles on lower cells: only the tile's own digit
  // changes, and the digits of later-slot tiles on the cells strictly
  // between the two (none for a step of one cell, width - 1 for a step of a
  // row). The view's tables hold both parts (set_steps).
  std::uint64_t index_step(std::size_t v, unsigned tile, unsigned blank, unsigned m) const {
    const View& view = solver_.views_[v];
    const auto& shape = view.shape[blank][m];
    const auto& passing = view.passing[tile];
    std::uint64_t step = shape.distance * view.tile_weight[tile];
    for (unsigned j = 0; j < kBetween; ++j) step += passing[board_.cells[shape.between[j]]];
    return (step ^ shape.negate) - shape.negate;  // modular: the sum is a valid index
  }

  static const std::byte* entry_byte(const View& view, std::size_t g, std::uint64_t i) {
    return view.entries[g] + (i >> 1);
  }

  static std::uint32_t entry(const View& view, std::size_t g, std::uint64_t i) {
    // kPatternBits = 4: two entries a byte, the first in the low half.
    static_assert(kPatternBits == 4);
    view.tables[g].verify_byte(i >> 1);
    return (std::to_integer<unsigned>(*entry_byte(view, g, i)) >> ((i & 1) * 4)) & 0xF;
  }

  unsigned max_sum() const {
    unsigned best = 0;
    for (std::size_t v = 0; v < views(); ++v) best = std::max(best, sum_[v]);
    return best;
  }

  // The tile at cell `from` slides into the blank at cell `to`: the board
  // and its Manhattan distance (the views follow in set_view).
  void slide(unsigned tile, unsigned from, unsigned to, unsigned manhattan) {
    board_.cells[to] = static_cast<std::uint8_t>(tile);
    board_.cells[from] = kBlank;
    blank_ = from;
    manhattan_ = manhattan;
  }

  // Gives `tile`'s group in view v the index i and the entry e.
  void set_view(std::size_t v, unsigned tile, std::uint64_t i, std::uint32_t e) {
    const unsigned g = solver_.views_[v].tile_group[tile];
    index_[v][g] = i;
    sum_[v] = sum_[v] - entry_[v][g] + e;
    entry_[v][g] = e;
  }

  // A move that the Manhattan distance alone does not prune: where its
  // tile comes from, and its group's index and entry in each view so far.
  struct Child {
    unsigned move, from, tile, manhattan;
    MoveAutomaton::State state;
    std::array<std::uint64_t, kViewSlots> index;
    std::array<std::uint32_t, kViewSlots> entry;
  };

  // Every child's index in every view is worked out and its entry
  // prefetched before any is read, so that those table loads (cache misses
  // with 7-8) overlap instead of following one another; then the children
  // are tested one view at a time. (Alternatives measured slower:
  // docs/fifteen.md.)
  bool descend(unsigned depth, MoveAutomaton::State state, unsigned bound) {
    if (frontier_ != nullptr && depth == kFrontierDepth) {
      frontier_->push_back({*this, state, expanded_, generated_});
      return false;
    }
    if (++expanded_ % kCheckpointNodes == 0) {
      search_checkpoint(bound, expanded_ - std::exchange(reported_, expanded_));
      if (cancel_ != nullptr && cancel_->load(std::memory_order_relaxed) < subtree_)
        throw SubtreeCancelled{};
    }
    const unsigned blank = blank_;
    const unsigned g = depth + 1;
    // Every f has the parity of the first bound, so a pruned child only
    // ever raises the next bound by two.
    bool pruned_any = false;
    std::array<Child, 4> children;
    unsigned count = 0;
    const auto& around = solver_.neighbours_[blank];
    for (unsigned k = 0; k < solver_.neighbour_count_[blank]; ++k) {
      const unsigned m = around[k].move, from = around[k].from;
      const MoveAutomaton::State next = automaton_->next(state, m);
      if (next == MoveAutomaton::kPruned) continue;  // the move back among them
      ++generated_;                                  // made, whether its bound prunes it or not
      const unsigned tile = board_.cells[from];
      const unsigned manhattan =
          manhattan_ - solver_.manhattan_[tile][from] + solver_.manhattan_[tile][blank];
      if (g + manhattan > bound) {
        pruned_any = true;
        continue;
      }
      Child& child = children[count++];
      child.move = m;
      child.from = from;
      child.tile = tile;
      child.manhattan = manhattan;
      child.state = next;
    }
    for (std::size_t v = 0; v < views(); ++v) {
      const View& view = solver_.views_[v];
      for (unsigned i = 0; i < count; ++i) {
        Child& child = children[i];
        const unsigned group = view.tile_group[child.tile];
        child.index[v] = index_[v][group] + index_step(v, child.tile, blank, child.move);
        __builtin_prefetch(entry_byte(view, group, child.index[v]));
      }
    }
    // The children still in the running, in move order.
    std::array<std::uint8_t, 4> live{0, 1, 2, 3};
    for (std::size_t v = 0; v < views(); ++v) {
      const View& view = solver_.views_[v];
      unsigned kept = 0;
      for (unsigned i = 0; i < count; ++i) {
        Child& child = children[live[i]];
        const unsigned group = view.tile_group[child.tile];
        const std::uint32_t e = entry(view, group, child.index[v]);
        if (g + child.manhattan + 2 * (sum_[v] - entry_[v][group] + e) > bound) {
          pruned_any = true;
          continue;
        }
        child.entry[v] = e;
        live[kept++] = live[i];
      }
      count = kept;
    }
    for (unsigned i = 0; i < count; ++i) {
      const Child& child = children[live[i]];
      path_[depth] = static_cast<std::uint8_t>(child.move);
      if (child.manhattan == 0) {
        path_length_ = g;
        return true;
      }
      const unsigned manhattan = manhattan_;
      std::array<std::uint64_t, kViewSlots> old_index;
      std::array<std::uint32_t, kViewSlots> old_entry;
      for (std::size_t v = 0; v < views(); ++v) {
        const unsigned group = solver_.views_[v].tile_group[child.tile];
        old_index[v] = index_[v][group];
        old_entry[v] = entry_[v][group];
        set_view(v, child.tile, child.index[v], child.entry[v]);
      }
      slide(child.tile, child.from, blank, child.manhattan);
      if (descend(g, child.state, bound)) return true;
      slide(child.tile, blank, child.from, manhattan);
      for (std::size_t v = 0; v < views(); ++v) set_view(v, child.tile, old_index[v], old_entry[v]);
    }
    if (pruned_any) next_bound_ = std::min(next_bound_, bound + 2);
    return false;
  }

  // One iteration in pieces (core/split_search.h): the nodes at
  // kFrontierDepth are gathered in u, d, l, r order, then their subtrees
  // are searched, on every core or by the installed distributor over
  // processes. A solution in a subtree is the answer once every earlier
  // subtree has none; the later ones stop. expanded_ grows by what the
  // plain descent would have counted, so the answer and the count are
  // those of one thread.
  bool split_iteration(unsigned bound) {
    std::vector<FrontierNode> frontier;
    frontier_ = &frontier;
    // Never true: this iteration's solutions are `bound` moves long.
    const bool found = descend(0, MoveAutomaton::kStart, bound);
    frontier_ = nullptr;
    if (found) return true;
    // The subtrees count their own nodes to the budget.
    search_nodes(expanded_ - std::exchange(reported_, expanded_));
    const FrontierJob job(frontier, bound, expanded_);
    std::vector<SubtreeOutcome> outcomes(frontier.size());
    SubtreeDistributor* distributor = installed_subtree_distributor();
    const std::size_t k =
        distributor ? distributor->search(job, outcomes) : search_subtrees_here(job, outcomes);
    if (k < frontier.size()) {
      expanded_ = frontier[k].expanded_before;
      generated_ = frontier[k].generated_before;
      for (std::size_t i = 0; i <= k; ++i) {
        expanded_ += outcomes[i].expanded;
        generated_ += outcomes[i].generated;
      }
      const std::string& path = outcomes[k].path;
      if (path.size() > path_.size()) throw std::logic_error("a subtree's path is too long");
      std::copy(path.begin(), path.end(), path_.begin());
      path_length_ = static_cast<unsigned>(path.size());
      reported_ = expanded_;  // the subtrees counted their nodes
      return true;
    }
    for (const SubtreeOutcome& out : outcomes) {
      expanded_ += out.expanded;
      generated_ += out.generated;
      next_bound_ = std::min(next_bound_, out.next_bound);
    }
    reported_ = expanded_;  // the subtrees counted their nodes
    return false;
  }

  // This search's subtree below a frontier node, searched in the calling
  // thread from the board there and the moves that reached it.
  SubtreeOutcome search_below(unsigned depth, MoveAutomaton::State state, unsigned bound,
                              std::int64_t index, const std::atomic<std::int64_t>& first_found) {
    frontier_ = nullptr;
    cancel_ = &first_found;
    subtree_ = index;
    // Most subtrees are far smaller than kCheckpointNodes: counting on
    // from this thread's earlier subtrees keeps the checkpoints (time
    // limit, progress, cancellation) every kCheckpointNodes of its work.
    thread_local std::uint64_t counted = 0;
    const std::uint64_t start = std::max(counted, expanded_);
    expanded_ = start;
    reported_ = start;
    generated_ = 0;
    next_bound_ = std::numeric_limits<unsigned>::max();
    SubtreeOutcome out;
    // However the subtree ends, its nodes are counted to the budget.
    const struct Leave {
      const Search& search;
      ~Leave() {
        search_nodes(search.expanded_ - search.reported_);
        counted = search.expanded_;
      }
    } leave{*this};
    out.found = descend(depth, state, bound);
    out.expanded = expanded_ - start;
    out.generated = generated_;
    out.next_bound = next_bound_;
    if (out.found) out.path.assign(path_.begin(), path_.begin() + path_length_);
    return out;
  }

  // A subtree as bytes (PatternSolver::search_subtree reads them back):
  // its index, the bound, which move automaton the iteration uses (0: the
  // short one, 1: the long one), the frontier's depth, the moves from the
  // search's root (the automaton's state follows from them), and the
  // board at its root.
  std::string describe(std::size_t index, unsigned bound) const {
    std::string out;
    for (unsigned i = 0; i < 8; ++i) out.push_back(static_cast<char>(index >> (8 * i) & 0xFF));
    out.push_back(static_cast<char>(bound));
    out.push_back(automaton_ == &short_move_automaton() ? 0 : 1);
    out.push_back(static_cast<char>(kFrontierDepth));
    out.append(path_.begin(), path_.begin() + kFrontierDepth);
    out.append(board_.cells.begin(), board_.cells.begin() + board_.size());
    return out;
  }

  static bool a_core_is_idle() { return running_searches.load() < worker_count(); }

  struct FrontierNode;
  class FrontierJob;

  const PatternSolver& solver_;
  Board board_;
  unsigned blank_ = 0;
  unsigned manhattan_ = 0;
  std::array<std::array<std::uint64_t, kMaxGroups>, kViewSlots> index_{};
  std::array<std::array<std::uint32_t, kMaxGroups>, kViewSlots> entry_{};
  std::array<unsigned, kViewSlots> sum_{};
  std::array<std::uint8_t, 256> path_{};
  unsigned path_length_ = 0;
  unsigned next_bound_ = 0;
  std::uint64_t expanded_ = 0;
  // Of expanded_, the nodes counted to the budget (search_checkpoint).
  std::uint64_t reported_ = 0;
  std::uint64_t generated_ = 0;
  bool big_iteration_ = false;
  // The move strings never taken: the move back only, until an iteration
  // is large enough to pay for building the long automaton (once a process).
  const MoveAutomaton* automaton_ = &short_move_automaton();
  // Set while split_iteration gathers the nodes at kFrontierDepth.
  std::vector<FrontierNode>* frontier_ = nullptr;
  // In a subtree of split_iteration: its number, and the first subtree
  // with a solution so far (this one stops when that is earlier).
  const std::atomic<std::int64_t>* cancel_ = nullptr;
  std::int64_t subtree_ = 0;
  static constexpr unsigned kFrontierDepth = 10;
};

template <unsigned kViews, unsigned kBetween>
struct PatternSolver::Search<kViews, kBetween>::FrontierNode {
  Search search;                   // at the node, its path so far in path_
  MoveAutomaton::State state;      // the automaton's, after the moves that reached it
  std::uint64_t expanded_before;   // the nodes the plain descent counts before it
  std::uint64_t generated_before;  // and the nodes it generates before it
};

template <unsigned kViews, unsigned kBetween>
class PatternSolver::Search<kViews, kBetween>::FrontierJob final : public SubtreeJob {
 public:
  FrontierJob(const std::vector<FrontierNode>& frontier, unsigned bound, std::uint64_t before)
      : frontier_(frontier), bound_(bound), before_(before) {}
  std::size_t count() const override { return frontier_.size(); }
  unsigned bound() const override { return bound_; }
  std::uint64_t nodes_before() const override { return before_; }
  SubtreeOutcome search(std::size_t i,
                        const std::atomic<std::int64_t>& first_found) const override {
    Search sub = frontier_[i].search;
    return sub.search_below(kFrontierDepth, frontier_[i].state, bound_,
                            static_cast<std::int64_t>(i), first_found);
  }
  std::string describe(std::size_t i) const override {
    return frontier_[i].search.describe(i, bound_);
  }

 private:
  const std::vector<FrontierNode>& frontier_;
  unsigned bound_;
  std::uint64_t before_;
};

PatternSolver::PatternSolver(const Board& goal) : goal_(goal) {
  for (unsigned c = 0; c < goal.size(); ++c)
    for (unsigned p = 0; p < goal.size(); ++p)
      manhattan_[goal.cells[c]][p] = static_cast<std::uint8_t>(cell_distance(c, p, goal.width));
  const unsigned width = goal.width;
  for (unsigned blank = 0; blank < goal.size(); ++blank) {
    const unsigned row = blank / width, col = blank % width;
    const bool allowed[4] = {row > 0, row + 1 < width, col > 0, col + 1 < width};
    const unsigned from[4] = {blank - width, blank + width, blank - 1, blank + 1};
    for (unsigned m = 0; m < 4; ++m)
      if (allowed[m])
        neighbours_[blank][neighbour_count_[blank]++] = {static_cast<std::uint8_t>(m),
                                                         static_cast<std::uint8_t>(from[m])};
  }
}

bool PatternSolver::serves(const PatternSet& set, const Board& goal) {
  return set.width == goal.width && !serving_symmetries(set, goal.blank()).empty();
}

PatternSolver::PatternSolver(const PatternSet& set, const Board& goal) : PatternSolver(goal) {
  if (!serves(set, goal)) throw std::invalid_argument("pattern set does not serve this goal");
  const auto symmetries = serving_symmetries(set, goal.blank());
  built_.reserve(symmetries.size());
  for (const unsigned s : symmetries) {
    View view;
    for (unsigned c = 0; c < goal.size(); ++c) {
      view.cell_map[c] = static_cast<std::uint8_t>(symmetric_cell(s, c, goal.width));
      view.board_cell[view.cell_map[c]] = static_cast<std::uint8_t>(c);
    }
    const unsigned blank = view.cell_map[goal.blank()];
    auto groups = set.groups;
    view.tables = set.tables;
    if (blank != set.blank) {
      auto& flexible = groups[static_cast<std::size_t>(set.flexible)];
      flexible = flexible_block(set);
      std::erase(flexible, static_cast<std::uint8_t>(blank));
      std::sort(flexible.begin(), flexible.end());
      built_.push_back(build_pattern_database(goal.width, flexible, "flexible group"));
      view.tables[static_cast<std::size_t>(set.flexible)] = built_.back().view();
    }
    for (std::size_t g = 0; g < groups.size(); ++g) {
      const auto k = static_cast<unsigned>(groups[g].size());
      view.group_size.push_back(static_cast<std::uint8_t>(k));
      view.entries[g] = view.tables[g].bytes().data();
      // rank_placement's weight of slot i: the placements of the later slots.
      auto& weight = view.weight.emplace_back();
      for (unsigned i = 0; i < k; ++i) weight[i] = placements(goal.size() - i - 1, k - i - 1);
      for (std::size_t i = 0; i < groups[g].size(); ++i) {
        // The tile whose goal cell the symmetry carries to groups[g][i].
        for (unsigned c = 0; c < goal.size(); ++c) {
          if (view.cell_map[c] != groups[g][i]) continue;
          view.tile_group[goal.cells[c]] = static_cast<std::uint8_t>(g);
          view.tile_slot[goal.cells[c]] = static_cast<std::uint8_t>(i);
        }
      }
    }
    set_steps(view, goal);
    views_.push_back(std::move(view));
  }
}

// How a step changes an index (index_step): the tile's own Lehmer digit by
// the database cells it crosses, each less one for an earlier-slot tile of
// its group among the cells strictly between; and each later-slot tile of
// its group there by one.
void PatternSolver::set_steps(View& view, const Board& goal) const {
  for (unsigned blank = 0; blank < goal.size(); ++blank)
    for (unsigned k = 0; k < neighbour_count_[blank]; ++k) {
      const Neighbour n = neighbours_[blank][k];
      const unsigned a = view.cell_map[n.from], b = view.cell_map[blank];
      auto& shape = view.shape[blank][n.move];
      shape.distance = std::max(a, b) - std::min(a, b);
      shape.negate = b > a ? 0 : ~std::uint64_t{0};
      shape.between.fill(n.from);
      unsigned count = 0;
      for (unsigned c = std::min(a, b) + 1; c < std::max(a, b); ++c)
        shape.between.at(count++) = view.board_cell[c];
    }
  for (unsigned tile = 0; tile < goal.size(); ++tile) {
    if (tile == kBlank) continue;
    const unsigned group = view.tile_group[tile], slot = view.tile_slot[tile];
    view.tile_weight[tile] = view.weight[group][slot];
    for (unsigned other = 0; other < goal.size(); ++other) {
      if (other == kBlank || other == tile || view.tile_group[other] != group) continue;
      const unsigned s = view.tile_slot[other];
      view.passing[tile][other] =
          s < slot ? std::uint64_t{0} - view.weight[group][slot] : view.weight[group][s];
    }
  }
}

// Calls work.operator()<kViews, kBetween>() with the Search compiled for
// this solver: two views on the fifteen and 24-puzzle's boards, none, or any.
template <typename Work>
auto PatternSolver::with_search(Work work) const {
  constexpr unsigned kAnyBetween = kMaxWidth - 1;
  if (views_.empty()) return work.template operator()<0, kAnyBetween>();
  if (views_.size() == 2 && goal_.width == 4) return work.template operator()<2, 3>();
  if (views_.size() == 2 && goal_.width == 5) return work.template operator()<2, 4>();
  return work.template operator()<kAnyViews, kAnyBetween>();
}

std::optional<Solution> PatternSolver::search(const Board& start, unsigned max_length) const {
  return with_search([&]<unsigned kViews, unsigned kBetween>() {
    return Search<kViews, kBetween>(*this, start).run(max_length);
  });
}

SubtreeOutcome PatternSolver::search_subtree(std::string_view description,
                                             const std::atomic<std::int64_t>& first_found) const {
  return with_search([&]<unsigned kViews, unsigned kBetween>() {
    return Search<kViews, kBetween>::search_described(*this, description, first_found);
  });
}

Solution PatternSolver::solve(const Board& start) const {
  return *search(start, std::numeric_limits<unsigned>::max());
}

std::optional<Solution> PatternSolver::solve_within(const Board& start, unsigned max_length) const {
  return search(start, max_length);
}

unsigned PatternSolver::estimate(const Board& board) const {
  return Search<kAnyViews, kMaxWidth - 1>(*this, board).estimate();
}

}  // namespace puzzletab::sliding
