#include "puzzles/pyraminx.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/answer_text.h"
#include "core/errors.h"
#include "core/prime_spelling.h"
#include "core/thousands.h"
#include "core/tokens.h"

namespace puzzletab::pyraminx {
namespace {

// The tips' moves follow the tipless part's, each tip's turn before its
// prime: an answer is then the tipless part's earliest answer followed by
// the tips' turns, the lexically earliest of all the shortest (any
// interleaving of the two is as short, and a capital move sorts first).
constexpr std::array<std::string_view, 2 * kTips> kTipMoves = {"u", "u'", "l", "l'",
                                                               "r", "r'", "b", "b'"};
// A tip's twist counts as the centres' do in the definition: its turn
// (u) adds 2, the prime (u') adds 1.
constexpr unsigned kTurnAdds = 2;
// The most moves a scramble read back may have (it is held whole to be
// inverted), as for the definitions' scrambles.
constexpr std::size_t kMaxScramble = std::size_t{1} << 16;

unsigned tip_twist(Position position, unsigned tip) {
  unsigned tips = static_cast<unsigned>(position % kTipStates);
  for (unsigned t = tip + 1; t < kTips; ++t) tips /= 3;
  return tips % 3;
}

Position with_tip(Position position, unsigned tip, unsigned twist) {
  Position weight = 1;
  for (unsigned t = tip + 1; t < kTips; ++t) weight *= 3;
  return position - tip_twist(position, tip) * weight + twist * weight;
}

class TippedPyraminx final : public Puzzle {
 public:
  explicit TippedPyraminx(std::unique_ptr<Puzzle> tipless)
      : tipless_(std::move(tipless)),
        tipless_moves_(tipless_->move_count()),
        solved_(tipless_->read_case(split_tokens(tipless_->goal_text(0))) * kTipStates) {
    for (Move m = 0; m < tipless_moves_; ++m) {
      move_names_.push_back(' ');
      move_names_ += tipless_->move_name(m);
    }
    for (const auto name : kTipMoves) {
      move_names_.push_back(' ');
      move_names_ += name;
    }
    tipless_tokens_ = tipless_->tokens_per_case();
    summary_ = "the position as " + std::to_string(tipless_tokens_ + kTips) +
               " numbers: the tipless part's piece and orientation vectors, then the 4 tips' "
               "twists (or --input moves: a WCA scramble a line)";
    const std::string moves_help =
        "Moves:" + move_names_ +
        " (in this order, which decides the lexically earliest answer:\n"
        "the tipless part's first, then the tips'). U L R B turn a corner's two layers (its\n"
        "tip and the layer below), u l r b its tip alone.";
    input_help_ =
        "The tipless part as puzzles/pyraminx.tws writes it (" + std::to_string(tipless_tokens_) +
        " numbers):\n"
        "  CENTER: the 4 centres 1..4 (U L R B, under the tips; they never move), then their\n"
        "  orientations 0..2; EDGE: 6 pieces 1..6 (UL UR UB LR RB BL), then 6 orientations 0..1.\n"
        "Then the 4 tips' twists 0..2 (U L R B), each relative to the centre under it,\n"
        "counted as the centres are: u adds 2, u' adds 1.\n" +
        moves_help;
    moves_input_help_ =
        "One line a case: moves separated by blanks, made from solved, as a WCA scramble is\n"
        "written (U' L R' B' U R' L U' l r' b'; an empty line is the solved position).\n" +
        moves_help;
    moves_example_ = "U' L R' B' U R' L U' l r' b'";
    example_ = write_case(read_moves(moves_example_));
  }

  std::string_view name() const override { return tipless_->name(); }
  std::string_view summary() const override { return summary_; }
  std::size_t tokens_per_case() const override {
    return moves_input() ? 1 : tipless_tokens_ + kTips;
  }
  bool case_is_line() const override { return moves_input(); }
  std::span<const OutputFormat> formats() const override { return formats_; }
  std::vector<TableSpec> tables() const override { return tipless_->tables(); }
  PackedBuilder generate(const TableSpec& spec) const override { return tipless_->generate(spec); }
  unsigned scramble_minimum() const override { return tipless_->scramble_minimum(); }

  std::vector<PuzzleOption> options() override {
    return {{"--input",
             "position (default): the piece and orientation vectors, then the tips; moves: a "
             "scramble made from solved, a line a case (U' L R' B' U R' L U' l r' b')",
             {"position", "moves"},
             &input_text_}};
  }
  void load(const TableStore& store) override { tipless_->load(store); }

  std::string goal_text(Position) const override { return case_text(solved_); }

  Position read_case(std::span<const std::string> tokens) const override {
    if (moves_input()) return read_moves(tokens.front());
    if (tokens.size() != tipless_tokens_ + kTips)
      throw InputError("expected " + std::to_string(tipless_tokens_ + kTips) + " numbers, got " +
                       std::to_string(tokens.size()) + " tokens");
    Position position = tipless_->read_case(tokens.first(tipless_tokens_)) * kTipStates;
    for (unsigned tip = 0; tip < kTips; ++tip) {
      const std::string& token = tokens[tipless_tokens_ + tip];
      const auto twist = parse_int(token, 0, 2);
      if (!twist)
        throw InputError("expected a tip's twist 0..2, got " + quote_token(token) +
                         " at position " + std::to_string(tipless_tokens_ + tip + 1));
      position = with_tip(position, tip, static_cast<unsigned>(*twist));
    }
    return position;
  }

  // With --input moves, a case is the scramble that makes the position.
  std::string write_case(Position position) const override {
    if (moves_input()) return join(scramble(position));
    return case_text(position);
  }

  unsigned move_count() const override { return tipless_moves_ + 2 * kTips; }
  std::string move_name(Move move) const override {
    if (move < tipless_moves_) return tipless_->move_name(move);
    return std::string(kTipMoves[move - tipless_moves_]);
  }

  std::optional<Position> apply(Position position, Move move) const override {
    if (move < tipless_moves_) {
      const auto tipless = tipless_->apply(position / kTipStates, move);
      if (!tipless) return std::nullopt;
      return *tipless * kTipStates + position % kTipStates;
    }
    if (move >= move_count()) return std::nullopt;
    const unsigned tip = (move - tipless_moves_) / 2;
    const unsigned adds = (move - tipless_moves_) % 2 == 0 ? kTurnAdds : 3 - kTurnAdds;
    return with_tip(position, tip, (tip_twist(position, tip) + adds) % 3);
  }

  bool is_goal(Position position) const override {
    return position % kTipStates == 0 && tipless_->is_goal(position / kTipStates);
  }

  std::optional<std::vector<Move>> solve(Position position) const override {
    auto moves = tipless_->solve(position / kTipStates);
    if (!moves) return std::nullopt;
    for (unsigned tip = 0; tip < kTips; ++tip)
      if (const unsigned twist = tip_twist(position, tip); twist != 0)
        moves->push_back(tipless_moves_ + 2 * tip + (twist == kTurnAdds ? 1 : 0));
    return moves;
  }

  std::optional<unsigned> distance_within(Position position, unsigned limit) const override {
    const unsigned twisted = twisted_tips(position);
    if (twisted > limit) return std::nullopt;
    const auto tipless = tipless_->distance_within(position / kTipStates, limit - twisted);
    if (!tipless) return std::nullopt;
    return *tipless + twisted;
  }

  // The tipless part's drawing, and a row of the tips' twists under it.
  Picture draw(Position position) const override {
    Picture picture = tipless_->draw(position / kTipStates);
    std::string tips = "TIP";
    // Under the sets' names, which the drawing pads to one width.
    tips.resize(std::max(tips.size(), picture.rows.front().find(' ')), ' ');
    for (unsigned tip = 0; tip < kTips; ++tip) {
      tips += "  ";
      tips.push_back(static_cast<char>('0' + tip_twist(position, tip)));
    }
    picture.rows.push_back(tips);
    picture.colours.push_back(std::string(tips.size(), ' '));
    std::size_t width = 0;
    for (const auto& row : picture.rows) width = std::max(width, row.size());
    for (auto& row : picture.rows) row.resize(width, ' ');
    for (auto& row : picture.colours) row.resize(width, ' ');
    return picture;
  }

  Uint128 position_count(bool) const override {
    return tipless_->position_count(false) * kTipStates;
  }
  Position nth_position(Uint128 index, bool) const override {
    return tipless_->nth_position(index / kTipStates, false) * kTipStates + index % kTipStates;
  }

  // The tipless part's census (its table's, a tenth of a second) with the
  // tips': k of them twisted, in 2 ways each, add k moves.
  std::optional<std::vector<std::uint64_t>> distance_counts() const override {
    const auto tipless = tipless_->distances();
    if (!tipless) return std::nullopt;
    const std::size_t farthest = *std::max_element(tipless->begin(), tipless->end());
    std::vector<std::uint64_t> counts(farthest + kTips + 1);
    constexpr std::array<std::uint64_t, kTips + 1> kTipWays = {1, 8, 24, 32, 16};
    for (const std::uint16_t d : *tipless)
      for (unsigned k = 0; k <= kTips; ++k) counts[d + k] += kTipWays[k];
    return counts;
  }
  std::optional<unsigned> gods_number() const override {
    const auto tipless = tipless_->gods_number();
    if (!tipless) return std::nullopt;
    return *tipless + kTips;
  }
  std::string_view input_help() const override {
    return moves_input() ? moves_input_help_ : input_help_;
  }
  std::string_view example() const override { return moves_input() ? moves_example_ : example_; }

 private:
  bool moves_input() const { return input_text_ == "moves"; }

  static unsigned twisted_tips(Position position) {
    unsigned twisted = 0;
    for (unsigned tip = 0; tip < kTips; ++tip) twisted += tip_twist(position, tip) != 0 ? 1 : 0;
    return twisted;
  }

  std::optional<Move> find_move(std::string_view word) const {
    const std::string name = with_ascii_primes(word);
    for (Move m = 0; m < move_count(); ++m)
      if (move_name(m) == name) return m;
    return std::nullopt;
  }
  Move inverse_of(Move move) const {
    if (move >= tipless_moves_) return move ^ 1u;  // u and u' are neighbours
    const std::string name = tipless_->move_name(move);
    return *find_move(name.back() == '\'' ? name.substr(0, name.size() - 1) : name + "'");
  }

  Position read_moves(std::string_view line) const {
    Position position = solved_;
    std::size_t at = 0;
    for (const auto& word : split_tokens(line)) {
      ++at;
      const auto m = find_move(word);
      if (!m)
        throw InputError("expected a move (" + move_names_.substr(1) + "), got " +
                         quote_token(word) + " at position " + std::to_string(at));
      position = *apply(position, *m);
    }
    return position;
  }

  // TNoodle's form: the tipless part's scramble (its answer undone), then
  // the moves that twist the tips, in U L R B order. The tips' moves commute
  // with every other, so this is the answer undone.
  std::vector<Move> scramble(Position position) const {
    const auto tipless = tipless_->solve(position / kTipStates);
    std::vector<Move> moves;
    for (auto m = tipless->rbegin(); m != tipless->rend(); ++m) moves.push_back(inverse_of(*m));
    for (unsigned tip = 0; tip < kTips; ++tip)
      if (const unsigned twist = tip_twist(position, tip); twist != 0)
        moves.push_back(tipless_moves_ + 2 * tip + (twist == kTurnAdds ? 0 : 1));
    return moves;
  }

  std::string join(const std::vector<Move>& moves) const {
    std::string text;
    for (const Move m : moves) {
      if (!text.empty()) text.push_back(' ');
      text += move_name(m);
    }
    return text;
  }

  std::string case_text(Position position) const {
    std::string text = tipless_->write_case(position / kTipStates);
    for (unsigned tip = 0; tip < kTips; ++tip) {
      text.push_back(' ');
      text.push_back(static_cast<char>('0' + tip_twist(position, tip)));
    }
    return text;
  }

  void write_moves(std::span<const std::string> tokens, std::string& out) const {
    out += join(*solve(read_case(tokens)));
    out.push_back('\n');
  }
  void write_scramble(std::span<const std::string> tokens, std::string& out) const {
    out += join(scramble(read_case(tokens)));
    out.push_back('\n');
  }

  // One line of move names; a name that is no move is passed on, for the
  // checker to call a wrong answer.
  static void read_answer_moves(AnswerReader& reader, AnswerSink& sink) {
    if (!reader.next_line()) return;
    for (std::string word; reader.word(word);) sink.move(word);
  }
  // A scramble read back is the solution it implies: its moves undone in
  // reverse order, the tips' turns put last (they commute with every move),
  // so that query's own scramble reads back as its answer.
  void read_scramble(AnswerReader& reader, AnswerSink& sink) const {
    if (!reader.next_line()) return;
    std::vector<std::uint8_t> tipless;
    std::vector<std::uint8_t> tips;
    for (std::string word; reader.word(word);) {
      const auto m = find_move(word);
      if (!m)
        throw PresentationError("expected a move of " + std::string(name()) + " on line " +
                                std::to_string(reader.line_number()) + ", found " +
                                quote_token(word));
      if (tipless.size() + tips.size() == kMaxScramble)
        throw PresentationError("expected a scramble of at most " + with_commas(kMaxScramble) +
                                " moves on line " + std::to_string(reader.line_number()) +
                                ", found more");
      (*m < tipless_moves_ ? tipless : tips).push_back(static_cast<std::uint8_t>(inverse_of(*m)));
    }
    for (auto m = tipless.rbegin(); m != tipless.rend(); ++m) sink.move(move_name(*m));
    for (const auto m : tips) sink.move(move_name(m));
  }

  std::unique_ptr<Puzzle> tipless_;
  unsigned tipless_moves_;
  Position solved_;
  std::size_t tipless_tokens_ = 0;
  std::string move_names_;  // each move after a blank
  std::string summary_;
  std::string input_help_;
  std::string moves_input_help_;
  std::string example_;
  std::string moves_example_;
  std::string input_text_ = "position";
  const std::array<OutputFormat, 2> formats_{{
      {"moves",
       "The moves of the lexically earliest shortest solution (moves ordered as listed\n"
       "above: the tipless part's answer, then the tips'), separated by spaces, on one\n"
       "line; an empty line when solved.",
       Acceptance::shortest,
       [this](std::span<const std::string> tokens, std::string& out) { write_moves(tokens, out); },
       read_answer_moves},
      {"scramble",
       "A scramble in TNoodle's form: moves that take the solved puzzle to the position,\n"
       "the tipless part's answer undone, then the tips' turns in lowercase (U' L R' B' U\n"
       "R' L U' l r' b'). With --random N, N random-state scrambles: uniform positions at\n"
       "least --min-distance moves from solved, tips included (default: the WCA's 6).",
       Acceptance::shortest,
       [this](std::span<const std::string> tokens, std::string& out) {
         write_scramble(tokens, out);
       },
       [this](AnswerReader& reader, AnswerSink& sink) { read_scramble(reader, sink); }},
  }};
};

}  // namespace

std::unique_ptr<Puzzle> make_puzzle(std::unique_ptr<Puzzle> tipless) {
  return std::make_unique<TippedPyraminx>(std::move(tipless));
}

}  // namespace puzzletab::pyraminx
