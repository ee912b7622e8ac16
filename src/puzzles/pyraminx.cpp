#include "puzzles/pyraminx.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <numeric>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "core/answer_text.h"
#include "core/errors.h"
#include "core/json.h"
#include "core/prime_spelling.h"
#include "core/thousands.h"
#include "core/tokens.h"
#include "puzzles/definition/permutation_model.h"
#include "puzzles/definition/stickers.h"

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

// The tips' facelets in the definition's net (puzzles/pyraminx.tws): each
// one's row and column there, its tip (U L R B) and its sticker. Tip t's
// sticker k is on the face of its centre's sticker k.
struct TipFacelet {
  unsigned row;
  unsigned column;
  unsigned tip;
  unsigned sticker;
};
constexpr std::array<TipFacelet, 3 * kTips> kTipFacelets = {{{0, 7, 0, 0},
                                                             {2, 5, 1, 0},
                                                             {2, 9, 2, 0},
                                                             {3, 5, 1, 1},
                                                             {3, 9, 2, 2},
                                                             {5, 7, 3, 0},
                                                             {0, 0, 3, 2},
                                                             {0, 4, 0, 1},
                                                             {2, 2, 1, 2},
                                                             {0, 10, 0, 2},
                                                             {0, 14, 3, 1},
                                                             {2, 12, 2, 1}}};

// The first slot of a set of the definition (counted over every set).
unsigned first_slot(const definition::Definition& d, std::string_view set) {
  unsigned slot = 0;
  for (const auto& s : d.sets) {
    if (s.name == set) return slot;
    slot += s.size;
  }
  throw std::logic_error("the Pyraminx's definition has no set " + std::string(set));
}

// The definition with the tips as a set of their own, TIP, for the
// stickers only (the table and the answers are the tipless part's): a
// tip's orientation is the twist its stickers show, so a capital move turns
// its tip as it turns the centre below, a lowercase one the tip alone; the
// tips' facelets join the net, which is read row by row, face by face.
definition::Definition with_tips(definition::Definition d) {
  const unsigned centres = first_slot(d, "CENTER");
  unsigned slots = 0;
  unsigned centre_set = 0;
  for (unsigned s = 0; s < d.sets.size(); ++s) {
    slots += d.sets[s].size;
    if (d.sets[s].name == "CENTER") centre_set = s;
  }
  definition::SetVectors home;
  home.pieces.resize(kTips);
  std::iota(home.pieces.begin(), home.pieces.end(), 0);
  home.twists.assign(kTips, 0);
  for (auto& move : d.moves) move.sets.push_back({home.pieces, move.sets[centre_set].twists});
  for (unsigned tip = 0; tip < kTips; ++tip) {
    definition::DefinedMove turn{std::string(kTipMoves[2 * tip]), {}};
    for (const auto& set : d.sets) {
      definition::SetVectors still;
      still.pieces.resize(set.size);
      std::iota(still.pieces.begin(), still.pieces.end(), 0);
      still.twists.assign(set.size, 0);
      turn.sets.push_back(std::move(still));
    }
    turn.sets.push_back(home);
    turn.sets.back().twists[tip] = kTurnAdds;
    d.moves.push_back(std::move(turn));
  }
  d.sets.push_back({"TIP", kTips, 3, {1, 2, 3, 4}, {}});
  d.solved.push_back(home);
  for (const TipFacelet& f : kTipFacelets) {
    const auto centre = std::find_if(d.facelets.begin(), d.facelets.end(), [&](const auto& c) {
      return c.slot == centres + f.tip && c.sticker == f.sticker;
    });
    d.facelets.push_back({centre->face, f.row, f.column, slots + f.tip, f.sticker});
  }
  std::stable_sort(d.facelets.begin(), d.facelets.end(), [](const auto& a, const auto& b) {
    return std::tie(a.face, a.row, a.column) < std::tie(b.face, b.row, b.column);
  });
  return d;
}

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

// The stickers of the Pyraminx with its tips: the definition's sticker map
// and the tips' facelets, read and written by the generic Stickers over the
// definition with a TIP set.
class TipStickers {
 public:
  explicit TipStickers(const definition::Definition& tipless)
      : tipless_model_(tipless),
        tipped_(with_tips(tipless)),
        tipped_model_(tipped_),
        stickers_(tipped_, tipped_model_),
        centres_(first_slot(tipless, "CENTER")),
        tips_(first_slot(tipped_, "TIP")) {}
  TipStickers(const TipStickers&) = delete;  // stickers_ refers to tipped_model_
  TipStickers& operator=(const TipStickers&) = delete;

  std::string input_help() const { return stickers_.input_help(); }
  std::string write(Position position) const { return stickers_.write(state_of(position)); }
  Position read(std::string_view text) const { return position_of(stickers_.read(text)); }
  Picture draw(Position position) const { return stickers_.draw(state_of(position)); }

 private:
  // The position as the stickers' model holds it: the tipless part's
  // state, and each tip's twist as its stickers show it (its centre's and
  // its own).
  definition::State state_of(Position position) const {
    definition::State state = tipless_model_.unrank(position / kTipStates);
    for (unsigned tip = 0; tip < kTips; ++tip) {
      state.pieces[tips_ + tip] = static_cast<std::uint8_t>(tip);
      state.twists[tips_ + tip] =
          static_cast<std::uint8_t>((state.twists[centres_ + tip] + tip_twist(position, tip)) % 3);
    }
    return state;
  }
  Position position_of(const definition::State& state) const {
    definition::State tipless;
    std::copy_n(state.pieces.begin(), tips_, tipless.pieces.begin());
    std::copy_n(state.twists.begin(), tips_, tipless.twists.begin());
    Position position = tipless_model_.rank(tipless) * kTipStates;
    for (unsigned tip = 0; tip < kTips; ++tip)
      position = with_tip(position, tip,
                          (state.twists[tips_ + tip] + 3u - state.twists[centres_ + tip]) % 3);
    return position;
  }

  definition::PermutationModel tipless_model_;  // its ranks are the tipless part's positions
  definition::Definition tipped_;
  definition::PermutationModel tipped_model_;
  definition::Stickers stickers_;
  unsigned centres_;  // the first CENTER slot, the first TIP slot
  unsigned tips_;
};

class TippedPyraminx final : public Puzzle {
 public:
  TippedPyraminx(std::unique_ptr<Puzzle> tipless, const definition::Definition& definition)
      : tipless_(std::move(tipless)),
        tipless_moves_(tipless_->move_count()),
        solved_(tipless_->read_case(split_tokens(tipless_->goal_text(0))) * kTipStates),
        definition_(definition) {
    for (Move m = 0; m < tipless_moves_; ++m) {
      move_names_.push_back(' ');
      move_names_ += tipless_->move_name(m);
    }
    for (const auto name : kTipMoves) {
      move_names_.push_back(' ');
      move_names_ += name;
    }
    tipless_tokens_ = tipless_->tokens_per_case();
    summary_ = "a WCA scramble a line (or --input position: the " +
               std::to_string(tipless_tokens_ + kTips) +
               " numbers of the tipless part's piece and orientation vectors, then the 4 tips' "
               "twists; --input stickers: a face letter a facelet)";
    moves_help_ =
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
        moves_help_;
    moves_input_help_ =
        "One line a case: moves separated by blanks, made from solved, as a WCA scramble is\n"
        "written (U' L R' B' U R' L U' l r' b'; an empty line is the solved position).\n" +
        moves_help_;
    moves_example_ = "U' L R' B' U R' L U' l r' b'";
    example_ = case_text(read_moves(moves_example_));
  }

  std::string_view name() const override { return tipless_->name(); }
  std::string_view summary() const override { return summary_; }
  std::size_t tokens_per_case() const override {
    return case_is_line() ? 1 : tipless_tokens_ + kTips;
  }
  bool case_is_line() const override { return input_text_ != "position"; }
  std::span<const OutputFormat> formats() const override { return formats_; }
  std::vector<TableSpec> tables() const override { return tipless_->tables(); }
  PackedBuilder generate(const TableSpec& spec) const override { return tipless_->generate(spec); }
  unsigned scramble_minimum() const override { return tipless_->scramble_minimum(); }

  std::vector<PuzzleOption> options() override {
    return {{"--input",
             "scramble (default; or moves): a WCA scramble made from solved, a line a case "
             "(U' L R' B' U R' L U' l r' b'); position: the piece and orientation vectors, then "
             "the tips; stickers: a face letter a facelet, a line a case",
             {"scramble", "moves", "position", "stickers"},
             &input_text_}};
  }
  void load(const TableStore& store) override { tipless_->load(store); }

  // With --input stickers, the solved colouring.
  std::string goal_text(Position) const override {
    if (stickers_input()) return tip_stickers().write(solved_);
    return case_text(solved_);
  }

  // json also gives the position's colouring.
  JsonAnswer json_answer(std::span<const std::string> tokens) const override {
    const Position position = read_case(tokens);
    JsonAnswer answer{goal_text(position), solve(position), {}};
    std::string facelets;
    append_json_string(facelets, tip_stickers().write(position));
    answer.extras.emplace_back("facelets", std::move(facelets));
    return answer;
  }

  Position read_case(std::span<const std::string> tokens) const override {
    if (moves_input()) return read_moves(tokens.front());
    if (stickers_input()) return tip_stickers().read(tokens.front());
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
    if (stickers_input()) return tip_stickers().write(position);
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

  // The net of stickers.
  Picture draw(Position position) const override { return tip_stickers().draw(position); }

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
    if (stickers_input()) {
      tip_stickers();
      return stickers_input_help_;
    }
    return moves_input() ? moves_input_help_ : input_help_;
  }
  std::string_view example() const override {
    if (stickers_input()) {
      tip_stickers();
      return stickers_example_;
    }
    return moves_input() ? moves_example_ : example_;
  }

 private:
  bool moves_input() const { return input_text_ == "scramble" || input_text_ == "moves"; }
  bool stickers_input() const { return input_text_ == "stickers"; }

  // The stickers' machinery, made on first use: its two models would cost
  // every process 60% more instructions (callgrind, one scramble answered).
  const TipStickers& tip_stickers() const {
    std::call_once(stickers_once_, [&] {
      stickers_ = std::make_unique<const TipStickers>(definition_);
      stickers_input_help_ = stickers_->input_help() + moves_help_;
      stickers_example_ = stickers_->write(read_moves(moves_example_));
    });
    return *stickers_;
  }

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
  definition::Definition definition_;  // the tipless part's, for the stickers
  mutable std::once_flag stickers_once_;
  mutable std::unique_ptr<const TipStickers> stickers_;
  std::size_t tipless_tokens_ = 0;
  std::string move_names_;  // each move after a blank
  std::string summary_;
  std::string input_help_;
  std::string moves_input_help_;
  std::string moves_help_;
  std::string example_;
  std::string moves_example_;
  mutable std::string stickers_input_help_;  // made with stickers_
  mutable std::string stickers_example_;
  std::string input_text_ = "scramble";
  const std::array<OutputFormat, 2> formats_{{
      {"moves",
       "The moves of the lexically earliest shortest solution (moves ordered as listed\n"
       "above: the tipless part's answer, then the tips'), separated by spaces, on one\n"
       "line; an empty line when solved.",
       Acceptance::shortest,
       [this](std::span<const std::string> tokens, std::string& out) { write_moves(tokens, out); },
       read_move_words},
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

std::unique_ptr<Puzzle> make_puzzle(std::unique_ptr<Puzzle> tipless,
                                    const definition::Definition& definition) {
  return std::make_unique<TippedPyraminx>(std::move(tipless), definition);
}

}  // namespace puzzletab::pyraminx
