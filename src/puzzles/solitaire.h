// Solitaire (POJ 1198, SWERC 2002): four identical pieces on an 8x8 board.
// A move takes one piece up, down, left or right, either to the empty
// neighbouring square or, when that square holds a piece, over it to the
// empty square beyond; never off the board. Every move can be undone by
// one move, so the board graph is undirected, and it is connected (tested).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "core/puzzle.h"
#include "core/rank.h"

namespace puzzletab::solitaire {

inline constexpr unsigned kSide = 8;
inline constexpr unsigned kSquares = kSide * kSide;
inline constexpr unsigned kPieces = 4;
inline constexpr std::uint32_t kStates = 635376;  // C(64, 4)
inline constexpr unsigned kDirections = 4;
// The POJ 1198 statement's question: reachable in at most 8 moves.
inline constexpr unsigned kDefaultMaxMoves = 8;

// Square (row-1)*8 + (column-1), rows and columns numbered 1..8 as in POJ 1198.
using Square = std::uint8_t;
inline constexpr Square kOffBoard = kSquares;

constexpr Square square(unsigned row, unsigned column) {
  return static_cast<Square>((row - 1) * kSide + (column - 1));
}
constexpr unsigned row_of(Square s) {
  return s / kSide + 1;
}
constexpr unsigned column_of(Square s) {
  return s % kSide + 1;
}

// A board: the occupied squares in increasing order (the pieces are
// identical, so this is the whole state and its rank is a combination rank).
using Board = std::array<Square, kPieces>;

inline std::uint32_t rank(const Board& board) {
  return static_cast<std::uint32_t>(rank_combination(board));
}
Board unrank(std::uint32_t rank);

struct Move {
  Square from;
  Square to;
  bool operator==(const Move&) const = default;
};

// The move that turns `before` into `after`, boards one move apart.
Move move_between(const Board& before, const Board& after);

namespace detail {

// kStep[s][d]: the square next to s in direction d (up, down, left,
// right), or kOffBoard.
inline constexpr auto kStep = [] {
  std::array<std::array<Square, kDirections>, kSquares> step{};
  for (auto& s : step) s.fill(kOffBoard);
  for (unsigned s = 0; s < kSquares; ++s) {
    const unsigned r = s / kSide, c = s % kSide;
    if (r > 0) step[s][0] = static_cast<Square>(s - kSide);
    if (r + 1 < kSide) step[s][1] = static_cast<Square>(s + kSide);
    if (c > 0) step[s][2] = static_cast<Square>(s - 1);
    if (c + 1 < kSide) step[s][3] = static_cast<Square>(s + 1);
  }
  return step;
}();

}  // namespace detail

namespace detail {

// kRankTerm[k][c] = C(c, k+1): what a piece on square c adds to a board's
// rank as the (k+1)-th smallest (rank_combination).
inline constexpr auto kRankTerm = [] {
  std::array<std::array<std::uint32_t, kSquares>, kPieces> term{};
  for (unsigned k = 0; k < kPieces; ++k)
    for (unsigned c = 0; c < kSquares; ++c)
      term[k][c] = static_cast<std::uint32_t>(binomial(c, k + 1));
  return term;
}();

}  // namespace detail

// Calls visit(next_board, rank(next_board)) for every move allowed on
// `board`, piece by piece (by square), then up, down, left, right. visit
// returns false to stop early; so does for_each_move then. Inline: this is
// the inner loop of every search. The moved piece's place among the other
// three, and with it the new rank, come from three comparisons and sums
// made once per piece: no sorting, no branches to mispredict.
template <typename Visit>
bool for_each_move(const Board& board, Visit visit) {
  using detail::kRankTerm;
  std::uint64_t occupied = 0;
  for (const Square s : board) occupied |= std::uint64_t{1} << s;
  const auto free = [&](Square s) { return s != kOffBoard && !(occupied >> s & 1); };
  for (unsigned i = 0; i < kPieces; ++i) {
    const Square from = board[i];
    std::array<Square, kPieces - 1> others{};
    for (unsigned j = 0, k = 0; j < kPieces; ++j)
      if (j != i) others[k++] = board[j];
    // without[p]: the other pieces' part of the rank when the moved piece
    // becomes the p-th smallest.
    std::array<std::uint32_t, kPieces> without{};
    for (unsigned p = 0; p < kPieces; ++p)
      for (unsigned j = 0; j + 1 < kPieces; ++j) without[p] += kRankTerm[j + (j >= p)][others[j]];
    for (unsigned d = 0; d < kDirections; ++d) {
      Square to = detail::kStep[from][d];
      if (to == kOffBoard) continue;
      if (occupied >> to & 1) to = detail::kStep[to][d];  // jump over the piece
      if (!free(to)) continue;
      const unsigned p = (others[0] < to) + (others[1] < to) + (others[2] < to);
      const Board next = {p > 0 ? others[0] : to,
                          p > 1    ? others[1]
                          : p == 1 ? to
                                   : others[0],
                          p > 2    ? others[2]
                          : p == 2 ? to
                                   : others[1],
                          p == 3 ? to : others[2]};
      if (!visit(next, without[p] + kRankTerm[p][to])) return false;
    }
  }
  return true;
}

// Bidirectional breadth-first search between two boards over ranked
// states. Two bits per state (reached from the first board, reached from
// the second) make 160 KB that stay in the L2 cache; the depths are not
// stored, because the level structure gives them (see meet()). Only the
// states a query reached are cleared by the next query, so a query costs
// what it explores, not the size of the graph. Not thread-safe.
class Search {
 public:
  Search();

  // The exact distance from `from` to `to` when it is at most
  // max_distance, otherwise nothing.
  std::optional<unsigned> distance(const Board& from, const Board& to, unsigned max_distance);

  // One shortest sequence of moves from `from` to `to` (the graph is
  // connected, so there always is one).
  std::vector<Move> shortest_path(const Board& from, const Board& to);

 private:
  static constexpr std::uint32_t kRoot = 0xFFFFFFFF;
  struct Entry {
    Board board;
    std::uint32_t rank;
    std::uint32_t parent;  // index in the same queue, or kRoot
  };
  struct Side {
    // Every state reached, level by level: queue[0..size). Room for all
    // states and one more, so that expand() may write an entry before it
    // knows whether to keep it (no branch to mispredict).
    std::unique_ptr<Entry[]> queue = std::make_unique_for_overwrite<Entry[]>(kStates + 1);
    std::size_t size = 0;
    std::size_t level_begin = 0;  // the frontier: queue[level_begin..size)
    unsigned depth = 0;           // distance of the frontier from the origin
    std::size_t frontier() const { return size - level_begin; }
  };
  // Where the sides met: side `side` found `board` next to its entry `parent`.
  struct Meeting {
    unsigned side;
    Board board;
    std::uint32_t parent;
  };

  void record(unsigned side, const Board& board, std::uint32_t r, std::uint32_t parent);
  void start(const Board& from, const Board& to);
  // Expands side s's frontier one level, stopping where it reaches a board
  // the other side has reached. With `last`, new boards are only compared
  // with the other side, not recorded.
  std::optional<Meeting> expand(unsigned s, bool last);
  // Searches until the sides meet or their depths add up to max_distance.
  std::optional<Meeting> meet(const Board& from, const Board& to, unsigned max_distance);
  // The boards from side s's origin to queue entry `index`, origin first.
  std::vector<Board> chain(unsigned s, std::uint32_t index) const;

  std::vector<std::uint64_t> seen_;  // bit 2r: side 0 reached rank r; bit 2r+1: side 1
  std::uint64_t counted_ = 0;        // the boards reached, as counted to the budget
  std::array<Side, 2> sides_;
};

std::unique_ptr<Puzzle> make_puzzle();

}  // namespace puzzletab::solitaire
