#include "puzzles/square1/notation.h"

#include <algorithm>
#include <cstdlib>

#include "core/errors.h"
#include "core/tokens.h"

namespace puzzletab::square1 {
namespace {

constexpr int kLeast = -5, kMost = 6;
// U+2212 MINUS SIGN, as typeset scrambles print it.
constexpr std::string_view kTypographicMinus = "\xE2\x88\x92";

// Reads moves from a line, character by character.
class MoveReader {
 public:
  explicit MoveReader(std::string_view line) : line_(line) {}

  bool next(Step& move) {
    skip_spaces();
    if (at_ >= line_.size()) return false;
    const std::size_t begin = at_;
    if (line_[at_] == '/') {
      ++at_;
      move = kTwist;
      return true;
    }
    if (line_[at_] != '(') throw not_a_move(begin);
    ++at_;
    const int top = number(begin);
    skip_spaces();
    if (at_ >= line_.size() || line_[at_] != ',') throw not_a_move(begin);
    ++at_;
    const int bottom = number(begin);
    skip_spaces();
    if (at_ >= line_.size() || line_[at_] != ')') throw not_a_move(begin);
    ++at_;
    const std::string written(line_.substr(begin, at_ - begin));
    if (top < kLeast || top > kMost || bottom < kLeast || bottom > kMost)
      throw InputError(quote_token(written) +
                       " turns a layer outside -5..6 (WCA notation: (x,y) with x and y in -5..6)");
    if (top == 0 && bottom == 0)
      throw InputError(quote_token(written) + " turns nothing: (0,0) is no move in WCA notation");
    move = {top, bottom, false};
    return true;
  }

 private:
  void skip_spaces() {
    while (at_ < line_.size() && (line_[at_] == ' ' || line_[at_] == '\t' || line_[at_] == '\r'))
      ++at_;
  }

  int number(std::size_t begin) {
    skip_spaces();
    bool negative = false;
    if (line_.substr(at_, 1) == "-" || line_.substr(at_, 1) == "+") {
      negative = line_[at_] == '-';
      ++at_;
    } else if (line_.substr(at_, kTypographicMinus.size()) == kTypographicMinus) {
      negative = true;
      at_ += kTypographicMinus.size();
    }
    const std::size_t digits = at_;
    while (at_ < line_.size() && line_[at_] >= '0' && line_[at_] <= '9' && at_ - digits < 3) ++at_;
    if (at_ == digits) throw not_a_move(begin);
    const int value = std::atoi(std::string(line_.substr(digits, at_ - digits)).c_str());
    return negative ? -value : value;
  }

  InputError not_a_move(std::size_t begin) const {
    std::size_t end = begin + 1;
    while (end < line_.size() && line_[end] != ' ' && line_[end] != '/' && line_[end] != '(') ++end;
    if (line_[begin] == '(') {
      const std::size_t close = line_.find(')', begin);
      if (close != std::string_view::npos) end = close + 1;
    }
    return InputError(quote_token(line_.substr(begin, end - begin)) +
                      " is not a Square-1 move: expected (x,y), x and y in -5..6, or /");
  }

  std::string_view line_;
  std::size_t at_ = 0;
};

// Which moves' names sort first: byte by byte, as a judge compares lines.
std::vector<Step> sorted_moves() {
  std::vector<Step> moves;
  for (int top = kLeast; top <= kMost; ++top)
    for (int bottom = kLeast; bottom <= kMost; ++bottom)
      if (top != 0 || bottom != 0) moves.push_back({top, bottom, false});
  moves.push_back(kTwist);
  std::sort(moves.begin(), moves.end(),
            [](const Step& a, const Step& b) { return move_name(a) < move_name(b); });
  return moves;
}

std::string ordinal_move(std::size_t index, const Step& move) {
  return "move " + std::to_string(index + 1) + " " + quote_token(move_name(move));
}

}  // namespace

const std::vector<Step>& steps_by_name() {
  static const std::vector<Step> moves = sorted_moves();
  return moves;
}

unsigned move_number(const Step& move) {
  const auto& moves = steps_by_name();
  return static_cast<unsigned>(std::find(moves.begin(), moves.end(), move) - moves.begin());
}

std::string move_name(const Step& move) {
  if (move.twist) return "/";
  std::string name = "(";
  name += std::to_string(move.top);
  name += ',';
  name += std::to_string(move.bottom);
  name += ')';
  return name;
}

std::string moves_text(const std::vector<Step>& moves) {
  std::string text;
  for (const Step& move : moves) {
    if (!text.empty()) text += ' ';
    text += move_name(move);
  }
  return text;
}

std::vector<Step> read_moves(std::string_view line) {
  std::vector<Step> moves;
  MoveReader reader(line);
  for (Step move; reader.next(move);) moves.push_back(move);
  return moves;
}

State moved(const State& state, const Step& move) {
  return move.twist ? twisted(state) : turned(state, move.top, move.bottom);
}

State apply_moves(State state, const std::vector<Step>& moves) {
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (moves[i].twist && !twistable(state)) {
      const bool top = !cut_clear(starts(state.top));
      throw InputError(ordinal_move(i, moves[i]) + " cannot be made: a corner of the " +
                       (top ? "top" : "bottom") + " layer lies across the cut");
    }
    state = moved(state, moves[i]);
  }
  return state;
}

std::vector<Step> inverse_moves(const std::vector<Step>& moves) {
  std::vector<Step> undo;
  for (auto it = moves.rbegin(); it != moves.rend(); ++it)
    undo.push_back(it->twist ? kTwist : Step{-it->top, -it->bottom, false});
  // A turn of 6 is its own inverse, written 6 (WCA notation has no -6).
  for (Step& move : undo) {
    if (move.top == -6) move.top = 6;
    if (move.bottom == -6) move.bottom = 6;
  }
  return undo;
}

}  // namespace puzzletab::square1
