#include "puzzles/square1/square1_puzzle.h"

#include <array>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/answer_text.h"
#include "core/errors.h"
#include "core/json.h"
#include "core/table_store.h"
#include "core/tokens.h"
#include "puzzles/square1/notation.h"
#include "puzzles/square1/optimal_search.h"
#include "puzzles/square1/pruning.h"
#include "puzzles/square1/state.h"
#include "puzzles/square1/two_phase.h"

namespace puzzletab::square1 {
namespace {

// The most characters of an answer line read back.
constexpr std::size_t kMaxAnswerLine = std::size_t{1} << 20;
constexpr unsigned kTwistStep = kStepCount - 1;

TableSpec table_spec(Pieces pieces) {
  const bool corners = pieces == Pieces::corners;
  return {corners ? "square-1-corners.ptab" : "square-1-edges.ptab",
          TableInfo{"square-1", corners ? 0u : 1u, EntryKind::pattern,
                    static_cast<std::uint8_t>(kPruningBits), pruning_entries(), Codec::raw}};
}

// --- Pieces as text: TNoodle's 24 slots, then the middle (0 or 1). ---

std::string pieces_text(const State& state) {
  std::string text;
  for (const std::uint8_t piece : slot_pieces(state)) text += std::to_string(piece) + ' ';
  return text + (state.middle_turned ? "1" : "0");
}

State read_pieces(std::string_view line) {
  const std::vector<std::string> words = split_tokens(line);
  if (words.size() != 2 * kSlots + 1)
    throw InputError(
        "expected 25 numbers (the pieces of the top's 12 slots, the bottom's 12, "
        "then the middle, 0 or 1), got " +
        std::to_string(words.size()));
  std::array<std::uint8_t, 2 * kSlots> pieces{};
  for (unsigned i = 0; i < pieces.size(); ++i) {
    const auto piece = parse_int(words[i], 0, 15);
    if (!piece)
      throw InputError(std::string(i < kSlots ? "top" : "bottom") + " slot " +
                       std::to_string(i % kSlots) + ": expected a piece 0..15, got " +
                       quote_token(words[i]));
    pieces[i] = static_cast<std::uint8_t>(*piece);
  }
  const std::string& middle = words.back();
  if (middle != "0" && middle != "1")
    throw InputError("the middle: expected 0 (as solved) or 1 (turned over), got " +
                     quote_token(middle));
  return state_of_pieces(pieces, middle == "1");
}

// --- Drawing: the puzzle's side unrolled, from the cut left of the front
// clockwise as seen from above (the top's slots 0..11; the bottom's 11..0),
// each 30 degrees a letter: the top face's letters (U or D), the top
// layer's sides, the middle's, the bottom layer's sides, the bottom face's.
// Corners' stickers in capitals, edges' in small letters; the cut is a bar.

// TNoodle's colours: U yellow, D white, F red, R green, B orange, L blue.
char colour_of(char face) {
  switch (face) {
    case 'U':
      return '3';
    case 'D':
      return '7';
    case 'F':
      return '1';
    case 'R':
      return '2';
    case 'B':
      return '5';
    default:
      return '4';
  }
}

// The side faces around the layers from the cut left of the front, 30
// degrees each, as a solved middle layer shows them.
constexpr std::string_view kMiddle = "FLLLBBBRRRFF";
// A piece's side stickers, slot by slot as the layer holds it (a corner's
// first slot, clockwise as seen facing its layer, then its second), as
// TNoodle colours them (SquareOnePuzzle.getPieceColors).
constexpr std::string_view kSideOrder = "LBRF";
std::string sides_of(unsigned piece) {
  if (!is_corner(piece))
    return std::string(1, kSideOrder[piece <= 7 ? piece / 2 : (14 - piece) / 2]);
  const unsigned p = piece <= 7 ? piece : 15 - piece;
  const char a = kSideOrder[(p / 2 + 3) % 4], b = kSideOrder[p / 2];
  return piece <= 7 ? std::string{a, b} : std::string{b, a};
}

Picture draw_state(const State& state) {
  constexpr unsigned kWidth = 2 * kSlots + 1;
  Picture picture{std::vector<std::string>(5, std::string(kWidth, ' ')),
                  std::vector<std::string>(5, std::string(kWidth, ' '))};
  const auto put = [&](unsigned row, unsigned column, char letter, bool small) {
    // Cells two characters apart, the cut's bar between columns 5 and 6.
    const unsigned at = 2 * column + (column >= kSlots / 2 ? 1 : 0);
    picture.rows[row][at] = small ? static_cast<char>(letter - 'A' + 'a') : letter;
    picture.colours[row][at] = colour_of(letter);
  };
  const Layer layers[2] = {state.top, state.bottom};
  for (unsigned l = 0; l < 2; ++l)
    for (unsigned slot = 0; slot < kSlots; ++slot) {
      const unsigned piece = piece_on(layers[l], slot);
      // Which of its slots this is: a corner's second when the slot before
      // holds it too.
      const bool second = is_corner(piece) && piece_on(layers[l], (slot + 11) % kSlots) == piece;
      const unsigned column = l == 0 ? slot : kSlots - 1 - slot;
      const bool small = !is_corner(piece);
      put(l == 0 ? 0 : 4, column, piece <= 7 ? 'U' : 'D', small);
      put(l == 0 ? 1 : 3, column, sides_of(piece)[second ? 1 : 0], small);
    }
  for (unsigned column = 0; column < kSlots; ++column) {
    // Turned over, the right half's stickers run the other way.
    const unsigned from =
        column < kSlots / 2 || !state.middle_turned ? column : 3 * kSlots / 2 - 1 - column;
    put(2, column, kMiddle[from], false);
  }
  for (unsigned row = 0; row < 5; ++row) picture.rows[row][kSlots] = '|';
  return picture;
}

// --- Answers read back: moves in WCA notation on one line. ---

std::vector<Step> read_answer_line(AnswerReader& reader) {
  if (!reader.next_line()) return {};
  const auto line = reader.rest_of_line(kMaxAnswerLine);
  if (!line)
    throw PresentationError("a line longer than " + std::to_string(kMaxAnswerLine) +
                            " characters on line " + std::to_string(reader.line_number()));
  try {
    return read_moves(*line);
  } catch (const InputError& e) {
    throw PresentationError(std::string(e.what()) + " on line " +
                            std::to_string(reader.line_number()));
  }
}

void read_moves_answer(AnswerReader& reader, AnswerSink& sink) {
  for (const Step& step : read_answer_line(reader)) sink.move(move_name(step));
}

// A scramble read back as the answer that undoes it.
void read_scramble_answer(AnswerReader& reader, AnswerSink& sink) {
  for (const Step& step : inverse_moves(read_answer_line(reader))) sink.move(move_name(step));
}

class Square1 final : public Puzzle {
 public:
  std::string_view name() const override { return "square-1"; }
  std::string_view summary() const override {
    return "a WCA scramble a line (or --input pieces: 24 slots and the middle)";
  }
  std::size_t tokens_per_case() const override { return 1; }
  bool case_is_line() const override { return true; }
  std::span<const OutputFormat> formats() const override { return formats_; }
  std::vector<TableSpec> tables() const override {
    return {table_spec(Pieces::corners), table_spec(Pieces::edges)};
  }
  PackedBuilder generate(const TableSpec& spec) const override {
    for (const Pieces pieces : {Pieces::corners, Pieces::edges})
      if (spec.file_name == table_spec(pieces).file_name) return build_pruning_table(pieces);
    throw std::logic_error("square-1 has no table " + spec.file_name);
  }

  std::vector<PuzzleOption> options() override {
    return {{"--input",
             "scramble (default): WCA notation a line, made from solved; pieces: the 24 slots' "
             "pieces as TNoodle numbers them, then the middle (0 or 1)",
             {"scramble", "pieces"},
             &input_text_},
            {"--metric",
             "twist (default): each / one move, the layers' turns free; wca: each (x,y) and each "
             "/ one move (WCA regulation 12c4)",
             {"twist", "wca"},
             &metric_text_}};
  }
  void load(const TableStore& store) override {
    metric_ = metric_text_ == "wca" ? Metric::wca : Metric::twist;
    corners_.emplace(store.open(table_spec(Pieces::corners)));
    edges_.emplace(store.open(table_spec(Pieces::edges)));
    search_ = OptimalSearch(corners_->entries(), edges_->entries());
  }

  // The metric, the case's pieces and the nodes the search expanded.
  JsonAnswer json_answer(std::span<const std::string> tokens) const override {
    const State state = state_of(read_case(tokens));
    const OptimalSolution solution = optimal(state, Learning::own);
    std::string metric, pieces;
    append_json_string(metric, metric_ == Metric::wca ? "wca" : "twist");
    append_json_string(pieces, pieces_text(state));
    return {goal_text(0),
            moves_of(solution.steps),
            {{"metric", metric}, {"pieces", pieces}, {"nodes", std::to_string(solution.nodes)}}};
  }
  // The solved pieces, whatever the input: as a scramble it would be an
  // empty line, which says nothing.
  std::string goal_text(Position) const override { return pieces_text(solved_state()); }

  Position read_case(std::span<const std::string> tokens) const override {
    const std::string& text = tokens.front();
    return position_of(pieces_input() ? read_pieces(text)
                                      : apply_moves(solved_state(), read_moves(text)));
  }
  std::string write_case(Position p) const override {
    const State state = state_of(p);
    return pieces_input() ? pieces_text(state) : moves_text(scramble_of(state));
  }
  std::string write_random(Position p, std::string_view format) const override {
    if (format == "scramble") return moves_text(random_state_scramble(state_of(p)));
    return write_case(p);
  }

  unsigned move_count() const override { return kStepCount; }
  std::string move_name(Move m) const override { return square1::move_name(steps_by_name().at(m)); }
  unsigned move_cost(Move m) const override {
    return metric_ == Metric::twist && m != kTwistStep ? 0 : 1;
  }
  std::string_view cost_noun() const override {
    return metric_ == Metric::twist ? "twist" : "move";
  }
  std::optional<Position> apply(Position p, Move m) const override {
    if (m >= kStepCount) return std::nullopt;
    const State state = state_of(p);
    if (m == kTwistStep && !twistable(state)) return std::nullopt;
    return position_of(moved(state, steps_by_name()[m]));
  }
  bool is_goal(Position p) const override { return state_of(p) == solved_state(); }
  std::optional<std::vector<Move>> solve(Position p) const override {
    return moves_of(optimal(state_of(p)).steps);
  }
  std::optional<unsigned> distance_within(Position p, unsigned limit) const override {
    const auto solution = search_.solve_within(state_of(p), metric_, limit);
    if (!solution) return std::nullopt;
    return solution->cost;
  }
  // A fraction of a second in the twist metric, seconds to minutes in the
  // WCA's (docs/square1.md).
  SolveCost solve_cost() const override { return SolveCost::hours; }
  // 13 twists (Mike Masonjones, 2005); the WCA metric's is not known.
  std::optional<unsigned> gods_number() const override {
    if (metric_ == Metric::twist) return 13;
    return std::nullopt;
  }
  // TNoodle's minimum (SquareOnePuzzle.wcaMinScrambleDistance): no state
  // solved in fewer than 11 moves of the WCA metric. In the twist metric,
  // 6 twists at least, which need 11 such moves (a twist, then a turn and a
  // twist five times).
  unsigned scramble_minimum() const override { return metric_ == Metric::wca ? 11 : 6; }

  Picture draw(Position p) const override { return draw_state(state_of(p)); }

  // The states `/` can be made in, as TNoodle draws its random states.
  Uint128 position_count(bool) const override { return twistable_count(); }
  Position nth_position(Uint128 index, bool) const override {
    return position_of(twistable_numbered(index));
  }

  std::string_view input_help() const override {
    return pieces_input()
               ? "One line: the pieces on the top layer's 12 slots of 30 degrees, clockwise seen\n"
                 "from above from the cut left of the front, then the bottom's, clockwise seen "
                 "from\n"
                 "below from the same point, then the middle: 0 as solved, 1 turned over. Pieces\n"
                 "are TNoodle's: top corners 0 2 4 6, top edges 1 3 5 7, bottom edges 8 10 12 14,\n"
                 "bottom corners 9 11 13 15; a corner on two slots side by side. Solved:\n"
                 "0 0 1 2 2 3 4 4 5 6 6 7 8 9 9 10 11 11 12 13 13 14 15 15 0"
               : "One scramble a line in WCA notation, made from solved: (x,y) turns the top x\n"
                 "slots of 30 degrees clockwise as seen from above and the bottom y clockwise as\n"
                 "seen from below (-5..6), / turns the right half over: (1,0) / (-1,-1) / (3,0).";
  }
  std::string_view example() const override {
    return pieces_input() ? "2 2 1 0 0 3 4 4 5 6 6 7 8 9 9 10 11 11 12 13 13 14 15 15 0"
                          : "(1,0) / (-1,2) / (3,0) / (0,-3)";
  }

 private:
  bool pieces_input() const { return input_text_ == "pieces"; }

  // A random-state scramble of a state: its optimal twist-metric answer
  // undone (docs/square1.md).
  std::vector<Step> scramble_of(const State& state) const {
    auto solution =
        search_.solve_within(state, Metric::twist, std::numeric_limits<unsigned>::max());
    if (!solution) throw std::logic_error("square-1: no solution within the search's reach");
    return inverse_moves(solution->steps);
  }

  // A drawn state's scramble: its two-phase solution undone (two_phase.h),
  // about 4 ms where the optimal answer takes a fifth of a second on
  // average. The uniform draw gives states `/` can be made in, where the
  // two-phase search starts; a state drawn otherwise (a walk from solved,
  // for --distance) gets the optimal answer's.
  std::vector<Step> random_state_scramble(const State& state) const {
    if (!twistable(state)) return scramble_of(state);
    return inverse_moves(two_phase_search().solve(state));
  }

  // With `own`, the nodes counted are the same in every run.
  OptimalSolution optimal(const State& state, Learning learning = Learning::shared) const {
    auto solution =
        search_.solve_within(state, metric_, std::numeric_limits<unsigned>::max(), learning);
    if (!solution) throw std::logic_error("square-1: no solution within the search's reach");
    return *solution;
  }
  static std::vector<Move> moves_of(const std::vector<Step>& steps) {
    std::vector<Move> moves;
    for (const Step& step : steps) moves.push_back(move_number(step));
    return moves;
  }

  template <typename StepsOf>
  CaseWriter steps_line(StepsOf steps_of) const {
    return [this, steps_of](std::span<const std::string> tokens, std::string& out) {
      out += moves_text(steps_of(state_of(read_case(tokens))));
      out += '\n';
    };
  }

  std::string input_text_ = "scramble";
  std::string metric_text_ = "twist";
  Metric metric_ = Metric::twist;
  std::optional<TableReader> corners_, edges_;
  OptimalSearch search_;
  const std::array<OutputFormat, 2> formats_{{
      {"moves",
       "The lexically earliest shortest answer in the metric (--metric), in WCA notation on\n"
       "one line, moves ordered as their names sort: (-1,-1) ... (6,6), then /; an empty\n"
       "line when solved.",
       Acceptance::shortest,
       steps_line([this](const State& state) { return optimal(state).steps; }), read_moves_answer},
      {"scramble",
       "One line: a scramble of the position in WCA notation (its optimal twist-metric answer\n"
       "undone); --random N --format scramble draws states uniformly, at least TNoodle's\n"
       "minimum from solved, and writes each one's two-phase solution undone (as TNoodle).",
       Acceptance::reaches_goal,
       steps_line([this](const State& state) { return scramble_of(state); }), read_scramble_answer,
       false},
  }};
};

}  // namespace

std::unique_ptr<Puzzle> make_puzzle() {
  return std::make_unique<Square1>();
}

}  // namespace puzzletab::square1
