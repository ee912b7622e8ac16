#include "pattern_solver.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

#include "pattern_db.h"

namespace puzzletab::sliding {
namespace {

constexpr unsigned kSymmetries = 8;
constexpr unsigned kMaxGroups = 15;
constexpr unsigned kMaxViews = kSymmetries;
constexpr unsigned kNoMove = 4;

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

unsigned inverse_move(unsigned m) {
  return m ^ 1u;  // u<->d, l<->r
}

}  // namespace

// One IDA* run: the board, its Manhattan distance, and for each view the
// cells of each group's tiles (in database orientation) and their entries.
class PatternSolver::Search {
 public:
  Search(const PatternSolver& solver, const Board& start) : solver_(solver), board_(start) {
    blank_ = start.blank();
    for (unsigned c = 0; c < board_.size(); ++c)
      if (board_.cells[c] != kBlank) manhattan_ += solver.manhattan_[board_.cells[c]][c];
    for (std::size_t v = 0; v < solver.views_.size(); ++v) {
      const View& view = solver.views_[v];
      for (unsigned c = 0; c < board_.size(); ++c) {
        const unsigned t = board_.cells[c];
        if (t != kBlank) cells_[v][view.tile_group[t]][view.tile_slot[t]] = view.cell_map[c];
      }
      sum_[v] = 0;
      for (std::size_t g = 0; g < view.tables.size(); ++g) {
        entry_[v][g] = lookup(view, v, g);
        sum_[v] += entry_[v][g];
      }
    }
  }

  unsigned estimate() const { return manhattan_ + 2 * max_sum(); }

  Solution run() {
    Solution solution;
    if (manhattan_ == 0) return solution;
    for (unsigned bound = estimate();;) {
      // Boards of the goal's class are never this far (80 moves at most
      // for the fifteen puzzle); the caller checked the class.
      if (bound >= path_.size()) throw std::logic_error("start and goal are in different classes");
      next_bound_ = std::numeric_limits<unsigned>::max();
      if (descend(0, kNoMove, bound)) break;
      bound = next_bound_;
    }
    solution.expanded = expanded_;
    for (unsigned i = 0; i < path_length_; ++i) solution.moves.push_back(kMoveLetters[path_[i]]);
    return solution;
  }

 private:
  // A group's database index with the tile in `slot` moved to `cell`.
  std::uint64_t index_with(const View& view, std::size_t v, std::size_t g, unsigned slot,
                           unsigned cell) const {
    auto cells = cells_[v][g];
    cells[slot] = static_cast<std::uint8_t>(cell);
    return rank_placement(cells.data(), view.group_size[g], board_.size());
  }

  static const std::byte* entry_byte(const View& view, std::size_t g, std::uint64_t i) {
    return view.tables[g].bytes().data() + (i >> 1);
  }

  static std::uint32_t entry(const View& view, std::size_t g, std::uint64_t i) {
    // kPatternBits = 4: two entries a byte, the first in the low half.
    static_assert(kPatternBits == 4);
    return (std::to_integer<unsigned>(*entry_byte(view, g, i)) >> ((i & 1) * 4)) & 0xF;
  }

  std::uint32_t lookup(const View& view, std::size_t v, std::size_t g) const {
    return entry(view, g, rank_placement(cells_[v][g].data(), view.group_size[g], board_.size()));
  }

  unsigned max_sum() const {
    unsigned best = 0;
    for (std::size_t v = 0; v < solver_.views_.size(); ++v) best = std::max(best, sum_[v]);
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

  // Puts `tile` on cell `to` in view v, with its group's entry now e.
  void set_view(std::size_t v, unsigned tile, unsigned to, std::uint32_t e) {
    const View& view = solver_.views_[v];
    const unsigned g = view.tile_group[tile];
    cells_[v][g][view.tile_slot[tile]] = view.cell_map[to];
    sum_[v] = sum_[v] - entry_[v][g] + e;
    entry_[v][g] = e;
  }

  // A move that the Manhattan distance alone does not prune: where its
  // tile comes from, and the index of its entry in the first view.
  struct Child {
    unsigned move, from, tile, manhattan;
    std::uint64_t first_index;
  };

  // Works out every child's index in the first view and prefetches its
  // entry before looking at any, so that those table loads (cache misses
  // with 7-8) overlap instead of following one another. Then prunes a
  // child as soon as one view's sum shows it cannot lie on a solution
  // within the bound: most children are pruned, most often by the first
  // view, so the other views' indices are worked out only when needed
  // (prefetching them too measured no faster with 7-8, slower with 6-6-3).
  bool descend(unsigned depth, unsigned last, unsigned bound) {
    ++expanded_;
    const unsigned width = board_.width, blank = blank_;
    const unsigned row = blank / width, col = blank % width;
    const std::size_t views = solver_.views_.size();
    const unsigned g = depth + 1;
    // Every f has the parity of the first bound, so a pruned child only
    // ever raises the next bound by two.
    bool pruned_any = false;
    std::array<Child, 4> children;
    unsigned count = 0;
    for (unsigned m = 0; m < 4; ++m) {
      if (last != kNoMove && m == inverse_move(last)) continue;
      unsigned from = 0;
      switch (m) {
        case 0:
          if (row == 0) continue;
          from = blank - width;
          break;
        case 1:
          if (row + 1 == width) continue;
          from = blank + width;
          break;
        case 2:
          if (col == 0) continue;
          from = blank - 1;
          break;
        default:
          if (col + 1 == width) continue;
          from = blank + 1;
          break;
      }
      const unsigned tile = board_.cells[from];
      const unsigned manhattan =
          manhattan_ - solver_.manhattan_[tile][from] + solver_.manhattan_[tile][blank];
      if (g + manhattan > bound) {
        pruned_any = true;
        continue;
      }
      std::uint64_t i = 0;
      if (views > 0) {  // none for plain Manhattan distance
        const View& first = solver_.views_[0];
        const unsigned group = first.tile_group[tile];
        i = index_with(first, 0, group, first.tile_slot[tile], first.cell_map[blank]);
        __builtin_prefetch(entry_byte(first, group, i));
      }
      children[count++] = {m, from, tile, manhattan, i};
    }
    for (unsigned i = 0; i < count; ++i) {
      const Child& child = children[i];
      std::array<std::uint32_t, kMaxViews> e{};
      bool pruned = false;
      for (std::size_t v = 0; v < views && !pruned; ++v) {
        const View& view = solver_.views_[v];
        const unsigned group = view.tile_group[child.tile];
        e[v] = entry(
            view, group,
            v == 0 ? child.first_index
                   : index_with(view, v, group, view.tile_slot[child.tile], view.cell_map[blank]));
        pruned = g + child.manhattan + 2 * (sum_[v] - entry_[v][group] + e[v]) > bound;
      }
      if (pruned) {
        pruned_any = true;
        continue;
      }
      path_[depth] = static_cast<std::uint8_t>(child.move);
      if (child.manhattan == 0) {
        path_length_ = g;
        return true;
      }
      const unsigned manhattan = manhattan_;
      std::array<std::uint32_t, kMaxViews> old{};
      slide(child.tile, child.from, blank, child.manhattan);
      for (std::size_t v = 0; v < views; ++v) {
        old[v] = entry_[v][solver_.views_[v].tile_group[child.tile]];
        set_view(v, child.tile, blank, e[v]);
      }
      if (descend(g, child.move, bound)) return true;
      for (std::size_t v = 0; v < views; ++v) set_view(v, child.tile, child.from, old[v]);
      slide(child.tile, blank, child.from, manhattan);
    }
    if (pruned_any) next_bound_ = std::min(next_bound_, bound + 2);
    return false;
  }

  const PatternSolver& solver_;
  Board board_;
  unsigned blank_ = 0;
  unsigned manhattan_ = 0;
  std::array<std::array<std::array<std::uint8_t, 16>, kMaxGroups>, kMaxViews> cells_{};
  std::array<std::array<std::uint32_t, kMaxGroups>, kMaxViews> entry_{};
  std::array<unsigned, kMaxViews> sum_{};
  std::array<std::uint8_t, 256> path_{};
  unsigned path_length_ = 0;
  unsigned next_bound_ = 0;
  std::uint64_t expanded_ = 0;
};

PatternSolver::PatternSolver(const Board& goal) : goal_(goal) {
  for (unsigned c = 0; c < goal.size(); ++c)
    for (unsigned p = 0; p < goal.size(); ++p)
      manhattan_[goal.cells[c]][p] = static_cast<std::uint8_t>(cell_distance(c, p, goal.width));
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
    for (unsigned c = 0; c < goal.size(); ++c)
      view.cell_map[c] = static_cast<std::uint8_t>(symmetric_cell(s, c, goal.width));
    const unsigned blank = view.cell_map[goal.blank()];
    auto groups = set.groups;
    view.tables = set.tables;
    if (blank != set.blank) {
      auto& flexible = groups[static_cast<std::size_t>(set.flexible)];
      flexible = flexible_block(set);
      std::erase(flexible, static_cast<std::uint8_t>(blank));
      std::sort(flexible.begin(), flexible.end());
      built_.push_back(build_pattern_database(goal.width, flexible, 1, "flexible group"));
      view.tables[static_cast<std::size_t>(set.flexible)] = built_.back().view();
    }
    for (std::size_t g = 0; g < groups.size(); ++g) {
      view.group_size.push_back(static_cast<std::uint8_t>(groups[g].size()));
      for (std::size_t i = 0; i < groups[g].size(); ++i) {
        // The tile whose goal cell the symmetry carries to groups[g][i].
        for (unsigned c = 0; c < goal.size(); ++c) {
          if (view.cell_map[c] != groups[g][i]) continue;
          view.tile_group[goal.cells[c]] = static_cast<std::uint8_t>(g);
          view.tile_slot[goal.cells[c]] = static_cast<std::uint8_t>(i);
        }
      }
    }
    views_.push_back(std::move(view));
  }
}

Solution PatternSolver::solve(const Board& start) const {
  return Search(*this, start).run();
}

unsigned PatternSolver::estimate(const Board& board) const {
  return Search(*this, board).estimate();
}

}  // namespace puzzletab::sliding
