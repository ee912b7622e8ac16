#include "puzzles/megaminx/megaminx_puzzle.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/answer_text.h"
#include "core/errors.h"
#include "puzzles/megaminx/dodecahedron.h"
#include "puzzles/megaminx/notation.h"

namespace puzzletab::megaminx {
namespace {

// Each face's letter: its colour in TNoodle's scheme, the upper half's
// W(hite) Y(ellow) B(lue) R(ed) G(reen) P(urple), and each opposite face's
// lighter or darker shade of it the same letter in lower case (grey, light
// yellow, pink, light green, orange, light blue).
constexpr std::string_view kLetters = "WYBRGPwypgrb";
// --show's colours (core/puzzle.h's Picture): the shade of each.
constexpr std::string_view kColours = "7341258CEBAF";

// The net as TNoodle draws it: two flowers of six faces, U amid the five
// around it, D amid the others. Each face a pentagon of 5 rows and 9
// columns, its point up or down, its corners and edges at these places,
// clockwise from the left corner (point up) or the upper left corner
// (point down) as TNoodle's drawPentagon numbers them, then its centre.
struct Place {
  unsigned row;
  unsigned column;
};
constexpr Place kPointUp[11] = {{2, 0}, {1, 2}, {0, 4}, {1, 6}, {2, 8}, {3, 7},
                                {4, 6}, {4, 4}, {4, 2}, {3, 1}, {2, 4}};
constexpr Place kPointDown[11] = {{0, 2}, {0, 4}, {0, 6}, {1, 7}, {2, 8}, {3, 6},
                                  {4, 4}, {3, 2}, {2, 0}, {1, 1}, {2, 4}};
// Each face's top left in the drawing, whether its point is up, and how many
// corners its stickers are turned from the places' order (TNoodle's
// rotateCounterClockwise: 0 for U, 1 for the faces around U, 2 for D's half).
struct FacePlace {
  unsigned row;
  unsigned column;
  bool point_up;
  unsigned turned;
};
constexpr unsigned kFlower = 34;  // the D flower's columns start here
constexpr FacePlace kFacePlaces[kFaces] = {
    {5, 11, true, 0},             // U
    {0, 4, false, 1},             // BL
    {0, 18, false, 1},            // BR
    {7, 22, false, 1},            // R
    {11, 11, false, 1},           // F
    {7, 0, false, 1},             // L
    {6, kFlower + 11, false, 2},  // D
    {11, kFlower + 4, true, 2},   // DR
    {4, kFlower + 0, true, 2},    // DBR
    {0, kFlower + 11, true, 2},   // B
    {4, kFlower + 22, true, 2},   // DBL
    {11, kFlower + 18, true, 2},  // DL
};
constexpr unsigned kRows = 16;
constexpr unsigned kColumns = kFlower + 31;

constexpr std::string_view kExample = "R++ D-- U BL2";

std::string letters_of(const Stickers& stickers) {
  std::string text;
  for (const std::uint8_t face : stickers) text.push_back(kLetters[face]);
  return text;
}

class Megaminx final : public Puzzle {
 public:
  Megaminx()
      : formats_{{{"moves",
                   "The answer's moves on one line: refused, the Megaminx has no solver (--check\n"
                   "and --judge replay an answer of your own in its notation).",
                   Acceptance::reaches_goal,
                   [this](std::span<const std::string> tokens, std::string&) {
                     read_case(tokens);  // a bad case is told first
                     throw InputError(std::string(kNoSolver));
                   },
                   read_turns_answer, false},
                  {"stickers",
                   "The position's 132 stickers on one line, a letter each: the 12 faces in\n"
                   "TNoodle's order (U BL BR R F L D DR DBR B DBL DL), each's corners and edges\n"
                   "clockwise, then its centre (docs/megaminx.md).",
                   Acceptance::reaches_goal,
                   [this](std::span<const std::string> tokens, std::string& out) {
                     out += letters_of(stickers_of(read_case(tokens)));
                     out += '\n';
                   },
                   read_no_moves, false}}} {
    std::vector<std::pair<std::string, Turn>> named;
    for (const Turn turn : all_turns()) named.emplace_back(turn_name(turn), turn);
    std::sort(named.begin(), named.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    for (auto& [name, turn] : named) {
      names_.push_back(std::move(name));
      turns_.push_back(turn);
    }
  }

  std::string_view name() const override { return "megaminx"; }
  std::string_view summary() const override {
    return "turns a line (R++ D-- U', any face's U2 BL' ...); no solver";
  }
  std::size_t tokens_per_case() const override { return 1; }
  bool case_is_line() const override { return true; }
  std::span<const OutputFormat> formats() const override { return formats_; }
  std::vector<TableSpec> tables() const override { return {}; }
  PackedBuilder generate(const TableSpec& spec) const override {
    throw std::logic_error("megaminx has no table " + spec.file_name);
  }
  void load(const TableStore&) override {}
  std::string goal_text(Position) const override { return letters_of(solved()); }

  Position read_case(std::span<const std::string> tokens) const override {
    return position_of(stickers_after(read_turns(tokens.front())));
  }
  std::string write_case(Position) const override {
    throw InputError(
        "megaminx: a position is written as its stickers only (--format stickers): without a "
        "solver no turns that reach it are known");
  }

  unsigned move_count() const override { return static_cast<unsigned>(turns_.size()); }
  std::string move_name(Move m) const override { return names_.at(m); }
  std::optional<Position> apply(Position p, Move m) const override {
    if (m >= turns_.size()) return std::nullopt;
    Stickers stickers = stickers_of(p);
    const Turn turn = turns_[m];
    megaminx::apply(stickers, turn.big ? big_turn(turn.face) : face_turn(turn.face), turn.amount);
    return position_of(stickers);
  }
  // Every face one colour, however the puzzle is held.
  bool is_goal(Position p) const override {
    const auto bytes = p.bytes();
    for (std::size_t s = 0; s < bytes.size(); ++s)
      if (bytes[s] != bytes[s / kPerFace * kPerFace]) return false;
    return true;
  }
  std::optional<std::vector<Move>> solve(Position) const override {
    throw InputError(std::string(kNoSolver));
  }
  Solver solver() const override { return Solver::none; }
  SolveCost solve_cost() const override { return SolveCost::hours; }

  Picture draw(Position p) const override {
    const Stickers stickers = stickers_of(p);
    Picture picture{std::vector<std::string>(kRows, std::string(kColumns, ' ')),
                    std::vector<std::string>(kRows, std::string(kColumns, ' '))};
    for (unsigned f = 0; f < kFaces; ++f) {
      const FacePlace& face = kFacePlaces[f];
      for (unsigned place = 0; place < kPerFace; ++place) {
        const unsigned s = place == kCentre ? kCentre : (place + 2 * face.turned) % 10;
        const Place at = face.point_up ? kPointUp[place] : kPointDown[place];
        const std::uint8_t colour = stickers[f * kPerFace + s];
        picture.rows[face.row + at.row][face.column + at.column] = kLetters[colour];
        picture.colours[face.row + at.row][face.column + at.column] = kColours[colour];
      }
    }
    return picture;
  }

  // Far more than 2^128 positions (1.0e68): not numbered; --random draws
  // scrambles (draw_case).
  Uint128 position_count(bool) const override { return Uint128::from_words(~0ULL, ~0ULL); }
  Position nth_position(Uint128, bool) const override {
    throw std::logic_error("megaminx: positions are not numbered");
  }
  // --layout judge: a scramble as TNoodle lays it, 11 turns a line.
  unsigned judge_case_lines() const override { return kScrambleLines; }

  bool draws_own_cases() const override { return true; }
  DrawnCase draw_case(RandomDraw& draw, std::string_view format, bool) const override {
    return [scramble = pochmann_scramble(draw), stickers = format == "stickers"] {
      return stickers ? letters_of(stickers_after(scramble)) : turns_text(scramble);
    };
  }

  std::string_view input_help() const override {
    return "A line of turns from solved, U on top and F in front, as TNoodle reads them:\n"
           "Pochmann's R++ R-- D++ D-- (all but the L face's layer, or all but U's, two\n"
           "fifths clockwise as seen facing R or D), R+ R- D+ D- (a fifth), and any face's\n"
           "turn U BL BR R F L D DR DBR B DBL DL with nothing, 2, 2' or ' (a fifth, two\n"
           "fifths, clockwise or not). The puzzle is then as held after them; solved:\n"
           "every face one colour.";
  }
  std::string_view example() const override { return kExample; }

 private:
  static constexpr std::string_view kNoSolver =
      "megaminx has no solver in puzzletab: it reads turns, draws them (--show), checks "
      "answers (--check, --judge) and scrambles (--random), but finds no answer";

  static Stickers stickers_of(const Position& p) {
    const auto bytes = p.bytes();
    if (bytes.size() != kStickers) throw std::logic_error("megaminx: not a megaminx position");
    Stickers stickers{};
    std::copy(bytes.begin(), bytes.end(), stickers.begin());
    return stickers;
  }
  static Position position_of(const Stickers& stickers) { return Position::from_bytes(stickers); }

  // An answer: its line's words, each a turn.
  static void read_turns_answer(AnswerReader& reader, AnswerSink& sink) {
    if (!reader.next_line()) return;
    std::string word;
    while (reader.word(word)) {
      try {
        for (const Turn turn : read_turns(word)) sink.move(turn_name(turn));
      } catch (const InputError& e) {
        throw PresentationError(std::string(e.what()) + " on line " +
                                std::to_string(reader.line_number()));
      }
    }
  }
  static void read_no_moves(AnswerReader&, AnswerSink&) {
    throw PresentationError("the stickers format holds no moves to check");
  }

  std::array<OutputFormat, 2> formats_;
  std::vector<std::string> names_;
  std::vector<Turn> turns_;
};

}  // namespace

std::unique_ptr<Puzzle> make_puzzle() {
  return std::make_unique<Megaminx>();
}

}  // namespace puzzletab::megaminx
