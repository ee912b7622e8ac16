#include "puzzles/sliding/eight.h"

#include <algorithm>
#include <array>
#include <cassert>

#include "core/bfs.h"
#include "core/errors.h"
#include "core/rank.h"
#include "core/table_store.h"
#include "puzzles/sliding/sliding_puzzle.h"

namespace puzzletab::eight {
namespace {

using sliding::Board;
using sliding::kBlank;

constexpr unsigned kEntryBits = 2;  // four moves; the goal is recognised by its rank
constexpr unsigned kTiles = kCells - 1;

TableSpec table_spec(unsigned blank) {
  return {"eight-" + std::to_string(blank) + ".ptab",
          {"eight", blank, EntryKind::next_move, kEntryBits, kStates}};
}

// The tiles read row by row, blank skipped, as 0..7.
std::array<std::uint8_t, kTiles> tile_order(std::span<const std::uint8_t> cells, unsigned blank) {
  std::array<std::uint8_t, kTiles> tiles{};
  for (unsigned i = 0, k = 0; i < kCells; ++i)
    if (i != blank) tiles[k++] = static_cast<std::uint8_t>(cells[i] - 1);
  return tiles;
}

// kWeight[i]: what the Lehmer digit of the i-th tile is worth in the rank
// of the tiles' order (rank_permutation's mixed radix).
constexpr auto kWeight = [] {
  std::array<std::uint32_t, kTiles> weight{};
  for (unsigned i = 0; i < kTiles; ++i)
    weight[i] = static_cast<std::uint32_t>(factorial(kTiles - 1 - i));
  return weight;
}();

// A board as the walk carries it: the blank's cell and the Lehmer digits of
// the tiles' order are kept, so a move updates the rank instead of
// recomputing it (ranking from scratch would be most of a stream's work).
struct WalkBoard {
  std::array<std::uint8_t, kCells> cells;
  unsigned blank;
  std::array<std::uint8_t, kTiles> digits;  // tiles after the i-th that are smaller

  std::uint64_t rank() const {
    std::uint64_t order = 0;
    for (unsigned i = 0; i < kTiles; ++i) order += digits[i] * kWeight[i];
    return blank * kTileOrders + (order >> 1);  // as rank_permutation_in_class
  }
};

WalkBoard make_walk_board(const Board& board) {
  WalkBoard p{{}, board.blank(), {}};
  std::copy_n(board.cells.begin(), kCells, p.cells.begin());
  const auto tiles = tile_order(p.cells, p.blank);
  for (unsigned i = 0; i < kTiles; ++i)
    for (unsigned j = i + 1; j < kTiles; ++j) p.digits[i] += tiles[j] < tiles[i];
  assert(p.rank() == rank(board));
  return p;
}

constexpr unsigned kOffBoard = kCells;

// kBlankTarget[cell][move]: where the blank goes from `cell`, or kOffBoard;
// taken from sliding::move_blank, which defines the moves.
const auto kBlankTarget = [] {
  std::array<std::array<std::uint8_t, 4>, kCells> target{};
  for (unsigned cell = 0; cell < kCells; ++cell)
    for (unsigned m = 0; m < sliding::kMoveLetters.size(); ++m) {
      const auto next = sliding::move_blank(canonical_goal(cell), m);
      target[cell][m] = static_cast<std::uint8_t>(next ? next->blank() : kOffBoard);
    }
  return target;
}();

WalkBoard apply_move(WalkBoard p, unsigned move) {
  const unsigned from = p.blank, to = kBlankTarget[from][move];
  if (to == kOffBoard) throw TableError("table moves the blank off the board (corrupt)");
  // A sideways move leaves the tiles' order as it was. A vertical one
  // carries one tile x past the two tiles a, b between it and the blank in
  // reading order; only the digits of those three change.
  auto& d = p.digits;
  if (to + kWidth == from) {  // up: x goes from place j to j+2, a and b move back one
    const unsigned j = to;
    const unsigned x = p.cells[to], a = p.cells[to + 1], b = p.cells[to + 2];
    const unsigned dx = d[j], da = d[j + 1], db = d[j + 2];
    d[j] = static_cast<std::uint8_t>(da + (x < a));
    d[j + 1] = static_cast<std::uint8_t>(db + (x < b));
    d[j + 2] = static_cast<std::uint8_t>(dx - (a < x) - (b < x));
  } else if (from + kWidth == to) {  // down: x goes from place j+2 to j
    const unsigned j = from;
    const unsigned a = p.cells[from + 1], b = p.cells[from + 2], x = p.cells[to];
    const unsigned da = d[j], db = d[j + 1], dx = d[j + 2];
    d[j] = static_cast<std::uint8_t>(dx + (a < x) + (b < x));
    d[j + 1] = static_cast<std::uint8_t>(da - (x < a));
    d[j + 2] = static_cast<std::uint8_t>(db - (x < b));
  }
  p.cells[from] = p.cells[to];
  p.cells[to] = kBlank;
  p.blank = to;
  return p;
}

class Eight final : public sliding::SlidingPuzzle {
 public:
  Eight() : SlidingPuzzle(kWidth) {}

  std::string_view name() const override { return "eight"; }
  std::string_view summary() const override {
    return "9 tokens row by row: tiles 1..8 and the blank as x (or 0)";
  }
  std::size_t tokens_per_case() const override { return kCells; }
  std::span<const OutputFormat> formats() const override { return formats_; }
  std::string_view input_help() const override {
    return "9 tokens, row by row: tiles 1..8 and the blank as x (or 0), the start board.\n"
           "The goal is 1 2 3 / 4 5 6 / 7 8 x unless --goal sets another. A move slides a\n"
           "tile into the blank; its letter says where the blank goes: u, d, l or r.";
  }
  std::string_view example() const override { return "2 3 4 1 5 x 7 6 8"; }
  std::vector<TableSpec> tables() const override {
    std::vector<TableSpec> specs;
    for (unsigned blank = 0; blank < kCells; ++blank) specs.push_back(table_spec(blank));
    return specs;
  }
  PackedBuilder generate(const TableSpec& spec) const override {
    return build_table(spec.info.variant);
  }

  std::vector<PuzzleOption> options() override {
    return {{"--goal",
             "the goal arrangement, 9 tokens in one argument (default: \"" +
                 sliding::board_text(sliding::standard_goal(kWidth)) + "\")",
             {},
             &goal_option_}};
  }

  // Only the goal's table: one of the nine is all a run needs.
  void load(const TableStore& store) override {
    if (!goal_option_.empty()) {
      try {
        goal_ = sliding::parse_board(std::string_view(goal_option_), kWidth);
      } catch (const InputError& e) {
        throw InputError(std::string("--goal: ") + e.what());
      }
    }
    table_ = store.open(table_spec(goal_.blank()));
  }

  std::optional<std::vector<Move>> solve(Position p) const override {
    const auto moves =
        table_->read([&](PackedView table) { return eight::solve(board_of(p), goal_, table); });
    if (!moves) return std::nullopt;
    return moves_of(*moves);
  }

 private:
  std::optional<std::string> solve_case(std::span<const std::string> tokens) const {
    const Board start = sliding::parse_board(tokens, kWidth);
    return table_->read([&](PackedView table) { return eight::solve(start, goal_, table); });
  }

  std::string goal_option_;
  std::optional<TableReader> table_;
  const std::array<OutputFormat, 1> formats_{{move_line_format(
      "acm",
      "The lexically earliest shortest move string (u < d < l < r), or \"unsolvable\"\n"
      "when the goal cannot be reached (ACM South Central USA 1998 \"Eight\", which\n"
      "accepts any move string that solves; an empty line for a solved board).",
      [this](std::span<const std::string> tokens, std::string& out) {
        append_move_line(solve_case(tokens), out);
      })}};
};

}  // namespace

Board canonical_goal(unsigned blank) {
  Board goal;
  goal.width = kWidth;
  std::uint8_t tile = 1;
  for (unsigned i = 0; i < kCells; ++i) goal.cells[i] = i == blank ? kBlank : tile++;
  return goal;
}

std::uint64_t rank(const Board& board) {
  const unsigned blank = board.blank();
  const auto tiles = tile_order(board.cells, blank);
  assert(is_even_permutation(tiles));
  return blank * kTileOrders + rank_permutation_in_class(tiles);
}

Board unrank(std::uint64_t r) {
  const auto blank = static_cast<unsigned>(r / kTileOrders);
  std::array<std::uint8_t, kTiles> tiles{};
  unrank_permutation_in_class(r % kTileOrders, true, tiles);
  Board board;
  board.width = kWidth;
  for (unsigned i = 0, k = 0; i < kCells; ++i)
    board.cells[i] = i == blank ? kBlank : static_cast<std::uint8_t>(tiles[k++] + 1);
  return board;
}

PackedBuilder build_table(unsigned blank) {
  const std::uint64_t goal = rank(canonical_goal(blank));
  // Every move is undone by its opposite, so a board's predecessors are its
  // neighbours.
  const auto distance =
      bfs_distances(kStates, std::span(&goal, 1), [](std::uint64_t r, auto&& emit) {
        const Board b = unrank(r);
        for (unsigned m = 0; m < sliding::kMoveLetters.size(); ++m)
          if (const auto next = sliding::move_blank(b, m)) emit(rank(*next));
      });
  return next_move_table(distance, sliding::kMoveLetters.size(), kEntryBits,
                         [](std::uint64_t r, unsigned m) {
                           const auto next = sliding::move_blank(unrank(r), m);
                           return next ? rank(*next) : kNoState;
                         });
}

std::optional<std::string> solve(const Board& start, const Board& goal, PackedView table) {
  if (!sliding::same_class(start, goal)) return std::nullopt;
  const Board target = canonical_goal(goal.blank());
  std::array<std::uint8_t, kCells> relabel{};
  for (unsigned i = 0; i < kCells; ++i) relabel[goal.cells[i]] = target.cells[i];
  Board from = start;
  for (unsigned i = 0; i < kCells; ++i) from.cells[i] = relabel[start.cells[i]];
  return walk_next_moves(
      make_walk_board(from), rank(target), table, sliding::kMoveLetters, kMaxDistance,
      [](const WalkBoard& p) { return p.rank(); },
      [](const WalkBoard& p, unsigned m) { return apply_move(p, m); });
}

std::unique_ptr<Puzzle> make_puzzle() {
  return std::make_unique<Eight>();
}

}  // namespace puzzletab::eight
