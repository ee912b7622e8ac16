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
  std::uint32_t lookup(const View& view, std::size_t v, std::size_t g) const {
    const std::uint64_t i = rank_placement(cells_[v][g].data(), view.group_size[g], board_.size());
    // kPatternBits = 4: two entries a byte, the first in the low half.
    static_assert(kPatternBits == 4);
    return (std::to_integer<unsigned>(view.tables[g].bytes()[i >> 1]) >> ((i & 1) * 4)) & 0xF;
  }

  unsigned max_sum() const {
    unsigned best = 0;
    for (std::size_t v = 0; v < solver_.views_.size(); ++v) best = std::max(best, sum_[v]);
    return best;
  }

  // The tile at cell `from` slides into the blank at cell `to`: the board
  // and its Manhattan distance (the views follow in update_view).
  void slide(unsigned tile, unsigned from, unsigned to) {
    board_.cells[to] = static_cast<std::uint8_t>(tile);
    board_.cells[from] = kBlank;
    blank_ = from;
    manhattan_ = manhattan_ - solver_.manhattan_[tile][from] + solver_.manhattan_[tile][to];
  }

  // Moves `tile` to cell `to` in view v; returns the entry it replaced.
  std::uint32_t update_view(std::size_t v, unsigned tile, unsigned to) {
    const View& view = solver_.views_[v];
    const unsigned g = view.tile_group[tile];
    cells_[v][g][view.tile_slot[tile]] = view.cell_map[to];
    const std::uint32_t old = entry_[v][g], e = lookup(view, v, g);
    sum_[v] = sum_[v] - old + e;
    entry_[v][g] = e;
    return old;
  }

  void restore_view(std::size_t v, unsigned tile, unsigned from, std::uint32_t old) {
    const View& view = solver_.views_[v];
    const unsigned g = view.tile_group[tile];
    cells_[v][g][view.tile_slot[tile]] = view.cell_map[from];
    sum_[v] = sum_[v] - entry_[v][g] + old;
    entry_[v][g] = old;
  }

  // Prunes a child as soon as the Manhattan distance or one view's sum
  // shows it cannot lie on a solution within the bound: the later views'
  // lookups are skipped, and most children are pruned.
  bool descend(unsigned depth, unsigned last, unsigned bound) {
    ++expanded_;
    const unsigned width = board_.width, blank = blank_;
    const unsigned row = blank / width, col = blank % width;
    const std::size_t views = solver_.views_.size();
    for (unsigned m = 0; m < 4; ++m) {
      if (last != kNoMove && m == inverse_move(last)) continue;
      unsigned to = 0;
      switch (m) {
        case 0:
          if (row == 0) continue;
          to = blank - width;
          break;
        case 1:
          if (row + 1 == width) continue;
          to = blank + width;
          break;
        case 2:
          if (col == 0) continue;
          to = blank - 1;
          break;
        default:
          if (col + 1 == width) continue;
          to = blank + 1;
          break;
      }
      const unsigned tile = board_.cells[to];
      slide(tile, to, blank);
      const unsigned g = depth + 1;
      std::array<std::uint32_t, kMaxViews> old{};
      std::size_t updated = 0;
      bool pruned = g + manhattan_ > bound;
      while (!pruned && updated < views) {
        old[updated] = update_view(updated, tile, blank);
        pruned = g + manhattan_ + 2 * sum_[updated] > bound;
        ++updated;
      }
      if (pruned) {
        // Every f has the parity of the first bound, so this only ever
        // raises the next bound by two, however few views were looked at.
        next_bound_ = std::min(next_bound_, bound + 2);
      } else {
        path_[depth] = static_cast<std::uint8_t>(m);
        if (manhattan_ == 0) {
          path_length_ = g;
          return true;
        }
        if (descend(g, m, bound)) return true;
      }
      while (updated > 0) {
        --updated;
        restore_view(updated, tile, to, old[updated]);
      }
      slide(tile, blank, to);
    }
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
