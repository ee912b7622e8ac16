#include "puzzles/sliding/pattern_db.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <stdexcept>
#include <string>

#include "core/parallel.h"
#include "core/progress.h"
#include "core/zeroed_words.h"

namespace puzzletab::sliding {
namespace {

// A set of cells of the board, bit c for cell c.
using Cells = std::uint32_t;

// Placements a thread scans at a time: enough to balance the threads, and
// even, so that two threads never write the two 4-bit entries of one byte.
constexpr std::uint64_t kChunk = std::uint64_t{1} << 16;

// A state of the search is a placement of the pattern's tiles and one of
// the regions the empty cells fall into (the blank moves within its region
// at no cost, so every blank cell of a region is at the same distance). It
// is named by its region's lowest cell, as that cell's index among the empty
// cells, ascending (its Lehmer digit as the blank after the tiles): slot j
// of the placement. A slot holds two bits: never reached, in the frontier
// of an even or an odd level, or expanded. The frontier of level d has code
// kFrontier[d % 2] and the next level the other, so nothing is relabelled
// between levels.
constexpr std::uint64_t kUnreached = 0, kExpanded = 3;
constexpr std::array<std::uint64_t, 2> kFrontier = {1, 2};
// tile_at's mark of an empty cell.
constexpr std::uint8_t kNoTile = 0xFF;

// The search's words: two bits a slot of each placement.
constexpr std::uint64_t search_words(std::uint64_t placements, unsigned slots) {
  return (placements * slots * 2 + 63) / 64;
}
// Whether the search's table of slots (PlacementSearch::slot_index) is
// indexed by the occupied cells' bits rather than their combination rank.
constexpr bool slots_by_occupied_cells(unsigned n) {
  return n <= 16;
}
// The entries of that table for k tiles on n cells.
std::uint64_t slot_table_size(unsigned n, unsigned k) {
  return slots_by_occupied_cells(n) ? std::uint64_t{16} << n : binomial(n, k) * n;
}

// The breadth-first search over the tile placements of one pattern, level by
// level, a level's placements shared out in chunks among the cores. Only
// the thread scanning a placement turns its slots to kExpanded and writes its
// entry; any thread may mark a slot of any placement as reached for the next
// level. Both are fetch_or on the slot's 64-bit word, so neither loses the
// other's bits, and a slot goes from kUnreached to the next frontier's code
// only (a thread ORs a code in only where it read kUnreached, and no other
// change touches such a slot within a level).
class PlacementSearch {
 public:
  PlacementSearch(unsigned width, std::span<const std::uint8_t> goal_cells,
                  std::optional<unsigned> goal_blank, PackedBuilder& entries)
      : width_(width),
        n_(width * width),
        k_(static_cast<unsigned>(goal_cells.size())),
        slots_(n_ - k_),
        count_(placements(n_, k_)),
        all_((Cells{1} << n_) - 1),
        goal_(goal_cells.begin(), goal_cells.end()),
        words_(search_words(count_, slots_)),
        entries_(entries) {
    for (unsigned c = 0; c < n_; ++c)
      if (c % width_ != 0) not_first_column_ |= Cells{1} << c;
    not_last_column_ = not_first_column_ >> 1;
    for (unsigned c = 0; c < n_; ++c) around_[c] = grow(Cells{1} << c) & ~(Cells{1} << c);
    for (unsigned i = 0; i < k_; ++i) weight_[i] = placements(n_ - i - 1, k_ - i - 1);
    // Every set of k occupied cells, and the slot of each empty cell's region.
    slot_table_.resize(slot_table_size(n_, k_));
    std::array<std::uint8_t, kMaxCells> subset{};
    for (std::uint64_t r = 0; r < binomial(n_, k_); ++r) {
      unrank_combination(r, n_, std::span(subset.data(), k_));
      Cells occupied = 0;
      for (unsigned i = 0; i < k_; ++i) occupied |= Cells{1} << subset[i];
      const Cells open = all_ & ~occupied;
      for (Cells left = open; left != 0;) {
        const Cells region = region_of(open, static_cast<unsigned>(std::countr_zero(left)));
        const auto slot = static_cast<std::uint8_t>(slot_of(region, occupied));
        for (Cells c = region; c != 0; c &= c - 1)
          slot_table_[slot_index(occupied, static_cast<unsigned>(std::countr_zero(c)))] = slot;
        left &= ~region;
      }
    }
    // Level 0: the goal placement with the region of its empty cells that
    // holds goal_blank, or with every region.
    Cells occupied = 0;
    for (const unsigned c : goal_) occupied |= Cells{1} << c;
    if (goal_blank && (*goal_blank >= n_ || (occupied >> *goal_blank & 1) != 0))
      throw std::invalid_argument("pattern database: the goal's blank is not an empty cell");
    const std::uint64_t goal = rank_placement(goal_.data(), k_, n_);
    for (Cells left = goal_blank ? region_of(all_ & ~occupied, *goal_blank) : all_ & ~occupied;
         left != 0;) {
      const Cells region =
          region_of(all_ & ~occupied, static_cast<unsigned>(std::countr_zero(left)));
      mark(goal * slots_ + slot_of(region, occupied), kFrontier[0]);
      left &= ~region;
    }
  }

  void run(Progress& progress) {
    std::atomic<std::uint64_t> reached{0};  // placements with an entry
    for (unsigned d = 0;; ++d) {
      std::atomic<bool> next{false};
      parallel_chunks(count_, kChunk, [&](std::uint64_t begin, std::uint64_t end) {
        const Level level{d, kFrontier[d % 2], kFrontier[(d + 1) % 2]};
        Tally tally;
        for (std::uint64_t p = begin; (p = next_frontier(p, end, level.frontier)) < end; ++p)
          expand(p, level, tally);
        if (tally.next) next = true;
        progress.update(reached += tally.entries, "moves " + std::to_string(d));
      });
      if (!next) return;
    }
  }

 private:
  struct Level {
    unsigned moves;
    std::uint64_t frontier, next;
  };
  struct Tally {
    std::uint64_t entries = 0;
    bool next = false;
  };

  // `cells` and the cells next to them.
  Cells grow(Cells cells) const {
    return (cells | cells << width_ | cells >> width_ | (cells << 1 & not_first_column_) |
            (cells >> 1 & not_last_column_)) &
           all_;
  }
  // The cells of `open` connected to `from` (which is in it).
  Cells region_of(Cells open, unsigned from) const {
    Cells region = Cells{1} << from;
    for (Cells grown = region;; region = grown) {
      grown = grow(region) & open;
      if (grown == region) return region;
    }
  }

  // A region's slot: its lowest cell's index among the empty cells.
  static unsigned slot_of(Cells region, Cells occupied) {
    return detail::count_bits(((region & -region) - 1) & ~occupied);
  }

  std::uint64_t code(std::uint64_t state) {
    const std::uint64_t bit = 2 * state;
    return std::atomic_ref<std::uint64_t>(words_[bit / 64]).load(std::memory_order_relaxed) >>
               (bit % 64) &
           3;
  }
  void mark(std::uint64_t state, std::uint64_t code) {
    const std::uint64_t bit = 2 * state;
    std::atomic_ref<std::uint64_t>(words_[bit / 64])
        .fetch_or(code << (bit % 64), std::memory_order_relaxed);
  }

  // The first placement in [p, end) with a slot in the frontier, or end:
  // a word at a time, words without one skipped whole.
  std::uint64_t next_frontier(std::uint64_t p, std::uint64_t end, std::uint64_t frontier) {
    constexpr std::uint64_t kLow = 0x5555555555555555;
    const std::uint64_t last = end * slots_ * 2;
    for (std::uint64_t bit = p * slots_ * 2; bit < last; bit = (bit | 63) + 1) {
      const std::uint64_t w =
          std::atomic_ref<std::uint64_t>(words_[bit / 64]).load(std::memory_order_relaxed);
      // A slot's low bit where its code is `frontier` (1 or 2).
      std::uint64_t hit = (frontier == 1 ? w & ~(w >> 1) : (w >> 1) & ~w) & kLow;
      hit &= ~std::uint64_t{0} << (bit % 64);
      if (hit != 0) {
        const std::uint64_t found = (bit & ~std::uint64_t{63}) + std::countr_zero(hit);
        return found < last ? found / 2 / slots_ : end;
      }
    }
    return end;
  }

  // Expands every frontier slot of placement p: each tile next to the
  // slot's region moves into it, the blank taking the tile's cell.
  void expand(std::uint64_t p, const Level& level, Tally& tally) {
    std::array<std::uint8_t, kMaxCells> cells{};
    unrank_placement(p, k_, n_, cells.data());
    Cells occupied = 0;
    for (unsigned i = 0; i < k_; ++i) occupied |= Cells{1} << cells[i];
    const Cells open = all_ & ~occupied;
    std::array<std::uint8_t, kMaxCells> tile_at;
    tile_at.fill(kNoTile);
    for (unsigned i = 0; i < k_; ++i) tile_at[cells[i]] = static_cast<std::uint8_t>(i);
    bool expanded_before = false;
    Cells frontier = 0;  // the lowest cell of each frontier region
    Cells rest = open;
    for (unsigned j = 0; j < slots_; ++j) {
      const auto c = static_cast<unsigned>(std::countr_zero(rest));
      rest &= rest - 1;
      const std::uint64_t slot = code(p * slots_ + j);
      expanded_before |= slot == kExpanded;
      if (slot == level.frontier) frontier |= Cells{1} << c;
    }
    // Levels come in order of moves: the first that reaches a placement
    // gives its fewest moves over all regions.
    if (!expanded_before) {
      set_entry(p, cells, level.moves);
      ++tally.entries;
    }
    // The next states first, each read asked for ahead: they lie anywhere
    // in the slots, so the reads miss the caches and should overlap.
    std::array<std::uint64_t, 4 * kMaxCells> next;  // at most 4 a tile
    unsigned count = 0;
    for (; frontier != 0; frontier &= frontier - 1) {
      const Cells region = region_of(open, static_cast<unsigned>(std::countr_zero(frontier)));
      mark(p * slots_ + slot_of(region, occupied), kExpanded);
      for (unsigned i = 0; i < k_; ++i) {
        const unsigned from = cells[i];
        for (Cells to = around_[from] & region; to != 0; to &= to - 1) {
          const auto cell = static_cast<unsigned>(std::countr_zero(to));
          const std::uint64_t state =
              moved_rank(p, i, from, cell, tile_at) * slots_ +
              slot_after_move(occupied ^ (Cells{1} << from) ^ (Cells{1} << cell), from);
          __builtin_prefetch(&words_[state / 32]);
          next[count++] = state;
        }
      }
    }
    for (unsigned s = 0; s < count; ++s) {
      if (code(next[s]) != kUnreached) continue;
      mark(next[s], level.next);
      tally.next = true;
    }
  }

  // The rank after tile i of placement p moves from `from` to `to`, next to
  // it: its own Lehmer digit changes by the cells it crosses that no earlier
  // tile holds, and each later tile on a crossed cell (only a move between
  // rows crosses any) gains or loses one in its digit.
  std::uint64_t moved_rank(std::uint64_t p, unsigned i, unsigned from, unsigned to,
                           const std::array<std::uint8_t, kMaxCells>& tile_at) const {
    const unsigned low = std::min(from, to), high = std::max(from, to);
    std::uint64_t step = weight_[i] * (high - low);
    for (unsigned c = low + 1; c < high; ++c) {
      const unsigned t = tile_at[c];
      if (t == kNoTile) continue;
      if (t < i)
        step -= weight_[i];
      else
        step += weight_[t];
    }
    return to > from ? p + step : p - step;
  }

  // The slot of the region holding the empty `cell` when the tiles hold
  // `occupied`.
  unsigned slot_after_move(Cells occupied, unsigned cell) const {
    return slot_table_[slot_index(occupied, cell)];
  }

  // Where slot_table_ keeps a cell's slot: on boards of up to 16 cells at
  // the occupied cells' bits (1 MB), the quickest; on larger ones at their
  // combination rank (a table by bits would take a gigabyte; this one takes
  // 4.4 MB for 6 of 25 cells, and costs a rank: 23% more time on 6-6-3).
  std::size_t slot_index(Cells occupied, unsigned cell) const {
    if (by_occupied_cells_) return std::size_t{occupied} << 4 | cell;
    std::uint64_t r = 0;
    unsigned i = 1;
    for (Cells c = occupied; c != 0; c &= c - 1)
      r += binomial(static_cast<unsigned>(std::countr_zero(c)), i++);
    return r * n_ + cell;
  }

  void set_entry(std::uint64_t p, const std::array<std::uint8_t, kMaxCells>& cells,
                 unsigned moves) {
    unsigned manhattan = 0;
    for (unsigned i = 0; i < k_; ++i) manhattan += cell_distance(cells[i], goal_[i], width_);
    if (moves < manhattan || (moves - manhattan) % 2 != 0)
      throw std::logic_error("pattern database: moves and Manhattan disagree");
    // A smaller entry is still a lower bound: saturate rather than fail.
    entries_.set(p, std::min((moves - manhattan) / 2, (1u << kPatternBits) - 1));
  }

  unsigned width_, n_, k_, slots_;
  std::uint64_t count_;
  Cells all_, not_first_column_ = 0, not_last_column_ = 0;
  std::array<Cells, kMaxCells> around_{};
  std::array<std::uint64_t, kMaxCells> weight_{};  // of each tile's Lehmer digit in the rank
  // slot_after_move's answers for every set of k occupied cells and empty
  // cell, at slot_index.
  bool by_occupied_cells_ = slots_by_occupied_cells(n_);
  std::vector<std::uint8_t> slot_table_;
  std::vector<std::uint8_t> goal_;
  ZeroedWords words_;
  PackedBuilder& entries_;
};

}  // namespace

void unrank_placement(std::uint64_t rank, unsigned k, unsigned n, std::uint8_t* cells) {
  std::array<unsigned, kMaxCells> digits{};
  // In 32 bits when the rank fits (every pattern of up to 8 of 16 tiles, 6 of 25):
  // the divisions are the most of the work, and those are the cheaper.
  const auto split = [&](auto r) {
    for (unsigned i = k; i-- > 0;) {
      digits[i] = static_cast<unsigned>(r % (n - i));
      r /= n - i;
    }
  };
  if (rank >> 32 == 0)
    split(static_cast<std::uint32_t>(rank));
  else
    split(rank);
  // Digit i picks the digit-th cell not yet used.
  Cells unused = (Cells{1} << n) - 1;  // n < 32
  for (unsigned i = 0; i < k; ++i) {
    Cells pick = unused;
    for (unsigned skip = digits[i]; skip > 0; --skip) pick &= pick - 1;
    cells[i] = static_cast<std::uint8_t>(std::countr_zero(pick));
    unused &= ~(pick & -pick);
  }
}

bool walls_in(unsigned width, std::span<const std::uint8_t> goal_cells, unsigned blank) {
  const unsigned n = width * width;
  std::array<bool, kMaxCells> empty{};
  for (unsigned c = 0; c < n; ++c) empty[c] = true;
  for (const unsigned c : goal_cells) empty[c] = false;
  // Flood the empty cells from the blank's, then look for one not reached.
  std::array<bool, kMaxCells> reached{};
  std::array<unsigned, kMaxCells> stack{};
  unsigned size = 0;
  reached[blank] = true;
  stack[size++] = blank;
  while (size > 0) {
    const unsigned c = stack[--size];
    for (unsigned other = 0; other < n; ++other)
      if (empty[other] && !reached[other] && cell_distance(c, other, width) == 1) {
        reached[other] = true;
        stack[size++] = other;
      }
  }
  for (unsigned c = 0; c < n; ++c)
    if (empty[c] && !reached[c]) return true;
  return false;
}

std::uint64_t pattern_database_build_memory(unsigned width, unsigned k) {
  const unsigned n = width * width;
  const std::uint64_t count = placements(n, k);
  return search_words(count, n - k) * sizeof(std::uint64_t) + packed_size(count, kPatternBits) +
         slot_table_size(n, k);
}

PackedBuilder build_pattern_database(unsigned width, std::span<const std::uint8_t> goal_cells,
                                     const char* label, std::optional<unsigned> goal_blank) {
  const unsigned n = width * width, k = static_cast<unsigned>(goal_cells.size());
  // Placements no level reaches (only a pattern of every tile has them: the
  // other parity class, which no solvable board looks up) keep entry 0.
  PackedBuilder entries(kPatternBits, placements(n, k));
  PlacementSearch search(width, goal_cells, goal_blank, entries);
  Progress progress(label, placements(n, k));
  search.run(progress);
  return entries;
}

}  // namespace puzzletab::sliding
