#include "puzzles/solitaire.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstdlib>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>

#include "core/answer_text.h"
#include "core/errors.h"
#include "core/search_budget.h"
#include "core/thousands.h"
#include "core/tokens.h"

namespace puzzletab::solitaire {
namespace {

// Farther than any side of a search gets: the sides meet first, since the
// graph is connected and its distances are far below this.
constexpr unsigned kUnbounded = 2 * 250;

constexpr std::size_t kTokens = 2 * kPieces * 2;

std::string square_name(Square s) {
  return "row " + std::to_string(row_of(s)) + ", column " + std::to_string(column_of(s));
}

// Token positions count from 1 over the whole case, as the user sees them.
Board parse_board(std::span<const std::string> tokens, unsigned board_number) {
  Board board{};
  for (unsigned piece = 0; piece < kPieces; ++piece) {
    std::array<int, 2> at{};
    for (unsigned k = 0; k < 2; ++k) {
      const std::size_t i = (board_number - 1) * 2 * kPieces + 2 * piece + k;
      const auto value = parse_int(tokens[i], 1, kSide);
      if (!value)
        throw InputError("expected integers 1..8, got " + quote_token(tokens[i]) + " at position " +
                         std::to_string(i + 1) + " (" + (k == 0 ? "row" : "column") + " of piece " +
                         std::to_string(piece + 1) + " of board " + std::to_string(board_number) +
                         ")");
      at[k] = *value;
    }
    board[piece] = square(static_cast<unsigned>(at[0]), static_cast<unsigned>(at[1]));
  }
  std::sort(board.begin(), board.end());
  const auto twice = std::adjacent_find(board.begin(), board.end());
  if (twice != board.end())
    throw InputError("board " + std::to_string(board_number) + " has two pieces on " +
                     square_name(*twice));
  return board;
}

// --- Positions: the board as it is now in bits 0..19 (its rank) and the
// target board in bits 20..39. ---

constexpr unsigned kRankBits = 20;
static_assert(kStates <= 1u << kRankBits);

Position make_position(const Board& now, const Board& target) {
  return Position{rank(now)} | Position{rank(target)} << kRankBits;
}
Board now_of(Position p) {
  return unrank(static_cast<std::uint32_t>(p & ((1u << kRankBits) - 1)));
}
Board target_of(Position p) {
  return unrank(static_cast<std::uint32_t>(p >> kRankBits));
}

std::uint64_t mask_of(const Board& board) {
  std::uint64_t mask = 0;
  for (const Square s : board) mask |= std::uint64_t{1} << s;
  return mask;
}

Board board_of(std::uint64_t mask) {
  Board board{};
  for (auto& s : board) {
    s = static_cast<Square>(std::countr_zero(mask));
    mask &= mask - 1;
  }
  return board;
}

// The moves of the position interface: every move of a piece that stays on
// the board, one square (a step to an empty square) or two (a jump over a
// piece), by square, then up, down, left, right, the step before the jump.
// Naming the squares a move leaves and reaches, rather than a square and a
// direction, lets a move's name say where the piece lands.
constexpr auto kPieceMoves = [] {
  std::array<Move, 416> moves{};
  std::size_t n = 0;
  for (unsigned s = 0; s < kSquares; ++s)
    for (unsigned d = 0; d < kDirections; ++d) {
      const Square next = detail::kStep[s][d];
      if (next == kOffBoard) continue;
      moves[n++] = {static_cast<Square>(s), next};
      const Square beyond = detail::kStep[next][d];
      if (beyond != kOffBoard) moves[n++] = {static_cast<Square>(s), beyond};
    }
  // 2 * 2 * 8 * 7 steps and 2 * 2 * 8 * 6 jumps: the array is exactly full.
  if (n != moves.size()) throw std::logic_error("solitaire: miscounted moves");
  return moves;
}();

bool is_jump(const Move& m) {
  const int distance = std::abs(int{m.from} - int{m.to});
  return distance == 2 || distance == 2 * static_cast<int>(kSide);
}

std::string board_tokens(const Board& board) {
  std::string text;
  for (const Square s : board) {
    if (!text.empty()) text.push_back(' ');
    text += std::to_string(row_of(s)) + ' ' + std::to_string(column_of(s));
  }
  return text;
}

void read_verdict(AnswerReader& reader, AnswerSink& sink) {
  reader.expect_line("YES or NO");
  const auto line = reader.rest_of_line(3);
  if (!line || (*line != "YES" && *line != "NO"))
    throw PresentationError("expected YES or NO on line " + std::to_string(reader.line_number()) +
                            ", found " + reader.quoted_line());
  sink.verdict(*line);
}

class Solitaire final : public Puzzle {
 public:
  std::string_view name() const override { return "solitaire"; }
  std::string_view summary() const override {
    return "16 integers 1..8: row and column of the 4 pieces of the first board, then of the "
           "second";
  }
  std::size_t tokens_per_case() const override { return kTokens; }
  bool case_is_pair() const override { return true; }
  std::span<const OutputFormat> formats() const override { return formats_; }
  // A search per query beats a table (docs/solitaire.md), so there is none.
  std::vector<TableSpec> tables() const override { return {}; }
  PackedBuilder generate(const TableSpec&) const override {
    throw std::logic_error("solitaire has no tables");
  }

  std::vector<PuzzleOption> options() override {
    return {{"--max-moves",
             "YES when the second board is reachable in at most this many moves (default 8)",
             {},
             &max_moves_text_,
             "UINT"}};
  }
  void load(const TableStore&) override {
    if (max_moves_text_.empty()) return;
    constexpr unsigned kLargest = std::numeric_limits<unsigned>::max();
    const auto max_moves = parse_uint64(max_moves_text_, kLargest);
    if (!max_moves)
      throw InputError("--max-moves: expected a number of moves 0.." + with_commas(kLargest) +
                       ", got " + quote_token(max_moves_text_));
    max_moves_ = static_cast<unsigned>(*max_moves);
  }

  // Whether the second board is within --max-moves: what the judge's YES says.
  JsonAnswer json_answer(std::span<const std::string> tokens) const override {
    JsonAnswer answer = Puzzle::json_answer(tokens);
    const bool reachable = answer.moves && answer.moves->size() <= max_moves_;
    answer.extras = {{"max_moves", std::to_string(max_moves_)},
                     {"reachable", reachable ? "true" : "false"}};
    return answer;
  }
  std::string goal_text(Position p) const override { return board_tokens(target_of(p)); }

  Position read_case(std::span<const std::string> tokens) const override {
    return make_position(parse_board(tokens, 1), parse_board(tokens, 2));
  }
  std::string write_case(Position p) const override {
    return board_tokens(now_of(p)) + ' ' + board_tokens(target_of(p));
  }

  unsigned move_count() const override { return kPieceMoves.size(); }
  std::string move_name(puzzletab::Move m) const override {
    const Move& move = kPieceMoves[m];
    return std::to_string(row_of(move.from)) + ',' + std::to_string(column_of(move.from)) + '>' +
           std::to_string(row_of(move.to)) + ',' + std::to_string(column_of(move.to));
  }
  std::optional<Position> apply(Position p, puzzletab::Move m) const override {
    if (m >= kPieceMoves.size()) return std::nullopt;
    const Move& move = kPieceMoves[m];
    const std::uint64_t occupied = mask_of(now_of(p));
    const auto has_piece = [&](unsigned s) { return (occupied >> s & 1) != 0; };
    // A piece steps onto an empty neighbour, or jumps over a piece to the
    // empty square beyond.
    if (!has_piece(move.from) || has_piece(move.to) ||
        (is_jump(move) && !has_piece((move.from + move.to) / 2u)))
      return std::nullopt;
    const std::uint64_t after = (occupied & ~(std::uint64_t{1} << move.from)) | std::uint64_t{1}
                                                                                    << move.to;
    return make_position(board_of(after), target_of(p));
  }
  bool is_goal(Position p) const override { return now_of(p) == target_of(p); }
  // A shortest path, not the lexically earliest: the output has no moves.
  std::optional<std::vector<puzzletab::Move>> solve(Position p) const override {
    std::vector<puzzletab::Move> moves;
    for (const Move& move : thread_search().shortest_path(now_of(p), target_of(p)))
      moves.push_back(static_cast<puzzletab::Move>(
          std::find(kPieceMoves.begin(), kPieceMoves.end(), move) - kPieceMoves.begin()));
    return moves;
  }

  // Two random boards lie far apart: a search of a few milliseconds.
  SolveCost solve_cost() const override { return SolveCost::milliseconds; }

  std::optional<unsigned> distance_within(Position p, unsigned limit) const override {
    return thread_search().distance(now_of(p), target_of(p), limit);
  }

  // The board row by row, one character a square: 'o' a piece, '+' an
  // empty square of the target board, '@' a piece on one, '.' empty.
  Picture draw(Position p) const override {
    const std::uint64_t now = mask_of(now_of(p));
    const std::uint64_t target = mask_of(target_of(p));
    Picture picture;
    for (unsigned row = 0; row < kSide; ++row) {
      std::string text, colours;
      for (unsigned column = 0; column < kSide; ++column) {
        const unsigned s = row * kSide + column;
        const unsigned kind = (now >> s & 1) + 2 * (target >> s & 1);  // 0 empty .. 3 both
        text.push_back(".o+@"[kind]);
        colours.push_back(" 123"[kind]);
      }
      picture.rows.push_back(text);
      picture.colours.push_back(colours);
    }
    return picture;
  }

  // Every pair of boards: the graph is connected, so all are solvable.
  Uint128 position_count(bool) const override { return std::uint64_t{kStates} * kStates; }
  Position nth_position(Uint128 index, bool) const override {
    return make_position(unrank(static_cast<std::uint32_t>(index / kStates)),
                         unrank(static_cast<std::uint32_t>(index % kStates)));
  }

  std::string_view input_help() const override {
    return "16 integers 1..8: the row and column of each of the 4 pieces of the first board,\n"
           "then of the second (rows from the top, columns from the left). A move takes a\n"
           "piece up, down, left or right to the empty square next to it, or over a piece\n"
           "next to it to the empty square beyond.";
  }
  std::string_view example() const override { return "4 4 4 5 5 4 6 5 2 4 3 3 3 6 4 6"; }
  // POJ 1198's input: each board on a line of its own.
  unsigned judge_case_lines() const override { return 2; }

 private:
  // One search state per thread, made on first use: streams are answered
  // on every core, a search (about 15 MB reserved for its queues) is reset
  // per case and cannot be shared, and a process that answers nothing
  // should not pay for it.
  static Search& thread_search() {
    thread_local Search search;
    return search;
  }

  std::string max_moves_text_;  // --max-moves as given, read by load()
  unsigned max_moves_ = kDefaultMaxMoves;
  // The answer is a verdict, which the checker compares with query's own
  // whatever the acceptance; any board sequence would do.
  const std::array<OutputFormat, 1> formats_{{
      {"poj",
       "YES if the second board is reachable from the first in at most 8 moves (or\n"
       "--max-moves), NO otherwise (POJ 1198 \"Solitaire\").",
       Acceptance::reaches_goal,
       [this](std::span<const std::string> tokens, std::string& out) {
         const Board from = parse_board(tokens, 1);
         const Board to = parse_board(tokens, 2);
         out += thread_search().distance(from, to, max_moves_) ? "YES\n" : "NO\n";
       },
       read_verdict},
  }};
};

}  // namespace

Board unrank(std::uint32_t r) {
  Board board;
  unrank_combination(r, kSquares, board);
  return board;
}

Search::Search() : seen_((kStates * 2 + 63) / 64, 0) {}

void Search::record(unsigned side, const Board& board, std::uint32_t r, std::uint32_t parent) {
  seen_[r >> 5] |= std::uint64_t{1} << ((r & 31) * 2 + side);
  Side& me = sides_[side];
  me.queue[me.size++] = {board, r, parent};
}

void Search::start(const Board& from, const Board& to) {
  for (Side& side : sides_) {
    for (std::size_t i = 0; i < side.size; ++i) {
      const std::uint32_t r = side.queue[i].rank;
      seen_[r >> 5] &= ~(std::uint64_t{3} << ((r & 31) * 2));
    }
    side.size = 0;
    side.level_begin = 0;
    side.depth = 0;
  }
  counted_ = 0;
  record(0, from, rank(from), kRoot);
  record(1, to, rank(to), kRoot);
}

std::optional<Search::Meeting> Search::expand(unsigned s, bool last) {
  Side& me = sides_[s];
  const std::size_t end = me.size;
  const std::uint64_t keep = last ? 0 : 1;
  std::optional<Meeting> met;
  for (std::size_t i = me.level_begin; i < end && !met; ++i) {
    if (i % kCheckpointNodes == 0) {
      const std::uint64_t reached = sides_[0].size + sides_[1].size;
      search_checkpoint(sides_[0].depth + sides_[1].depth,
                        reached - std::exchange(counted_, reached));
    }
    const Board board = me.queue[i].board;
    const auto parent = static_cast<std::uint32_t>(i);
    for_each_move(board, [&](const Board& b, std::uint32_t r) {
      std::uint64_t& word = seen_[r >> 5];
      const unsigned shift = (r & 31) * 2;
      // The sides' sets are disjoint until they meet (meet()), so a bit
      // of the other side means they meet here.
      if (word >> (shift + (1 - s)) & 1) {
        met = Meeting{s, b, parent};
        return false;
      }
      // Half the boards a level generates were seen before: recording
      // without a branch is faster than predicting which.
      const std::uint64_t fresh = (~word >> (shift + s) & 1) & keep;
      word |= fresh << (shift + s);
      me.queue[me.size] = {b, r, parent};
      me.size += fresh;
      return true;
    });
  }
  me.level_begin = end;
  ++me.depth;
  return met;
}

std::optional<Search::Meeting> Search::meet(const Board& from, const Board& to,
                                            unsigned max_distance) {
  start(from, to);
  if (from == to) return Meeting{0, from, kRoot};
  // Invariant: no board lies within depth of both sides, so the distance
  // exceeds the sum of the depths. A board that side s reaches at its
  // depth+1 and that the other side reached at depth e <= its depth gives
  // distance <= s's depth + 1 + e; with the invariant, e is the other
  // side's depth and the sum of the depths after the expansion is exact.
  // Growing the smaller frontier keeps the work small.
  while (sides_[0].depth + sides_[1].depth < max_distance) {
    const unsigned s = sides_[1].frontier() < sides_[0].frontier() ? 1 : 0;
    if (sides_[s].frontier() == 0) return std::nullopt;  // a whole component, no meeting
    const bool last = sides_[0].depth + sides_[1].depth + 1 == max_distance;
    if (auto met = expand(s, last)) return met;
  }
  return std::nullopt;
}

std::optional<unsigned> Search::distance(const Board& from, const Board& to,
                                         unsigned max_distance) {
  if (!meet(from, to, max_distance)) return std::nullopt;
  return sides_[0].depth + sides_[1].depth;
}

std::vector<Board> Search::chain(unsigned s, std::uint32_t index) const {
  std::vector<Board> boards;
  for (; index != kRoot; index = sides_[s].queue[index].parent)
    boards.push_back(sides_[s].queue[index].board);
  std::reverse(boards.begin(), boards.end());
  return boards;
}

std::vector<Move> Search::shortest_path(const Board& from, const Board& to) {
  const auto met = meet(from, to, kUnbounded);
  if (!met) throw std::logic_error("solitaire: boards in different components");
  // The boards: from the origin of the side that found the meeting board
  // to it, and from the other origin to the same board in the other queue
  // (at the other side's depth: see meet()).
  std::vector<Board> first = chain(met->side, met->parent);
  first.push_back(met->board);
  std::vector<Board> second;
  if (met->parent != kRoot) {
    const Side& other = sides_[1 - met->side];
    const Entry* queue = other.queue.get();
    const Entry* at = std::find_if(queue, queue + other.size,
                                   [&](const Entry& e) { return e.board == met->board; });
    assert(at != queue + other.size);
    second = chain(1 - met->side, static_cast<std::uint32_t>(at - queue));
  }
  if (met->side == 1) std::swap(first, second);
  // first runs from `from` to the meeting board, second from `to` to it.
  std::vector<Move> moves;
  for (std::size_t i = 1; i < first.size(); ++i)
    moves.push_back(move_between(first[i - 1], first[i]));
  for (std::size_t i = second.size(); i-- > 1;)
    moves.push_back(move_between(second[i], second[i - 1]));
  return moves;
}

Move move_between(const Board& before, const Board& after) {
  std::uint64_t was = 0, is = 0;
  for (unsigned p = 0; p < kPieces; ++p) {
    was |= std::uint64_t{1} << before[p];
    is |= std::uint64_t{1} << after[p];
  }
  return {static_cast<Square>(std::countr_zero(was & ~is)),
          static_cast<Square>(std::countr_zero(is & ~was))};
}

std::unique_ptr<Puzzle> make_puzzle() {
  return std::make_unique<Solitaire>();
}

}  // namespace puzzletab::solitaire
