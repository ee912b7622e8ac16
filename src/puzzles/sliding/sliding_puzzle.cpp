#include "puzzles/sliding/sliding_puzzle.h"

#include "core/answer_text.h"
#include "core/tokens.h"

namespace puzzletab::sliding {

Position SlidingPuzzle::read_case(std::span<const std::string> tokens) const {
  return pack(parse_board(tokens, goal_.width));
}

std::string SlidingPuzzle::write_case(Position position) const {
  return board_text(board_of(position));
}

unsigned SlidingPuzzle::move_count() const {
  return kMoveLetters.size();
}

std::string SlidingPuzzle::move_name(Move move) const {
  return std::string(1, kMoveLetters[move]);
}

std::optional<Position> SlidingPuzzle::apply(Position position, Move move) const {
  if (move >= kMoveLetters.size()) return std::nullopt;
  const auto next = move_blank(board_of(position), move);
  if (!next) return std::nullopt;
  return pack(*next);
}

bool SlidingPuzzle::is_goal(Position position) const {
  return position == pack(goal_);
}

Picture SlidingPuzzle::draw(Position position) const {
  const Board board = board_of(position);
  const unsigned width = goal_.width;
  std::array<unsigned, kMaxWidth * kMaxWidth> goal_row{};
  for (unsigned i = 0; i < goal_.size(); ++i) goal_row[goal_.cells[i]] = i / width;
  Picture picture;
  for (unsigned row = 0; row < width; ++row) {
    std::string text, colours;
    for (unsigned col = 0; col < width; ++col) {
      const std::uint8_t tile = board.cells[row * width + col];
      const std::string cell = tile == kBlank ? "." : std::to_string(tile);
      const std::string pad(col == 0 ? 2 - cell.size() : 3 - cell.size(), ' ');
      text += pad + cell;
      colours += pad;
      colours.append(cell.size(), tile == kBlank ? ' ' : static_cast<char>('1' + goal_row[tile]));
    }
    picture.rows.push_back(std::move(text));
    picture.colours.push_back(std::move(colours));
  }
  return picture;
}

namespace {

// Any character but a blank is passed on as a move name, for the checker
// to call a wrong answer.
void read_move_line(AnswerReader& reader, AnswerSink& sink) {
  if (!reader.next_line()) return;  // the empty line of a solved board, its end missing
  constexpr std::string_view kUnsolvable = "unsolvable";
  std::string taken;
  int c = 0;
  while (taken.size() <= kUnsolvable.size() && (c = reader.get()) >= 0)
    taken.push_back(static_cast<char>(c));
  if (c < 0 && taken == kUnsolvable) return sink.unsolvable();
  read_letters(reader, sink, "move letters without spaces (or unsolvable)", taken);
}

}  // namespace

OutputFormat SlidingPuzzle::move_line_format(std::string_view name, std::string_view help,
                                             CaseWriter write) {
  return {name, help, Acceptance::reaches_goal, std::move(write), read_move_line};
}

void SlidingPuzzle::append_move_line(const std::optional<std::string>& moves, std::string& out) {
  out += moves ? *moves : "unsolvable";
  out.push_back('\n');
}

Uint128 SlidingPuzzle::position_count(bool unsolvable_too) const {
  const Uint128 per_class = boards_per_class(goal_.width);
  return unsolvable_too ? plus(per_class, per_class) : per_class;
}

Position SlidingPuzzle::nth_position(Uint128 index, bool) const {
  const Uint128 per_class = boards_per_class(goal_.width);
  const unsigned goal_class = class_of(goal_);
  const bool other = index >= per_class;
  return pack(nth_board(other ? minus(index, per_class) : index, goal_.width,
                        other ? 1 - goal_class : goal_class));
}

std::vector<Move> SlidingPuzzle::moves_of(std::string_view letters) {
  std::vector<Move> moves;
  for (const char c : letters) moves.push_back(static_cast<Move>(kMoveLetters.find(c)));
  return moves;
}

}  // namespace puzzletab::sliding
