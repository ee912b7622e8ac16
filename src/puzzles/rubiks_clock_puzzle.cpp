// rubiks-clock as a puzzle: its cases (18 dials, or a WCA scramble a line),
// its moves in clock notation, and its output formats. Each format's
// writing, reading and help is a small function of its own.
#include <algorithm>
#include <cstdlib>
#include <stdexcept>

#include "core/answer_text.h"
#include "core/errors.h"
#include "core/tokens.h"
#include "puzzles/dial_row.h"
#include "puzzles/rubiks_clock.h"
#include "puzzles/rubiks_clock_scramble.h"

namespace puzzletab::rubiks_clock {
namespace {

constexpr std::size_t kCaseDials = 2 * kFaceDials;
constexpr unsigned kPositionBits = 4;
constexpr std::uint64_t kPositions = 1'283'918'464'548'864;  // 12^14

// A back corner dial (case token 10 + i) and the front corner it is.
struct SharedCorner {
  unsigned back, front;
  const char* back_place;
  const char* front_place;
};
constexpr std::array<SharedCorner, 4> kSharedCorners = {{
    {0, 2, "upper left", "upper right"},
    {2, 0, "upper right", "upper left"},
    {6, 8, "lower left", "lower right"},
    {8, 6, "lower right", "lower left"},
}};
// Where the back's non-corner dials (1, 3, 4, 5, 7) are in Dials.
constexpr std::array<int, kFaceDials> kBackDial = {-1, 9, -1, 10, 11, 12, -1, 13, -1};

unsigned hour_of(unsigned state) {
  return state == 0 ? kHours : state;
}

// --- Positions: the 14 dials, four bits each, dial 0 the highest. ---

Position pack(const Dials& dials) {
  Position p = 0;
  for (const auto d : dials) p = p << kPositionBits | d;
  return p;
}

Dials unpack(Position p) {
  Dials dials;
  for (unsigned i = kDials; i-- > 0; p >>= kPositionBits)
    dials[i] = static_cast<std::uint8_t>(p & 15);
  return dials;
}

// All 18 dials, front then back, as hours past 12 (0..11).
std::array<unsigned, kCaseDials> all_dials(const Dials& dials) {
  std::array<unsigned, kCaseDials> all{};
  for (unsigned i = 0; i < kFaceDials; ++i) all[i] = dials[i];
  for (unsigned i = 0; i < kFaceDials; ++i)
    if (kBackDial[i] >= 0) all[kFaceDials + i] = dials[static_cast<unsigned>(kBackDial[i])];
  for (const auto& c : kSharedCorners)
    all[kFaceDials + c.back] = (kHours - dials[c.front]) % kHours;
  return all;
}

// --- Moves: a dial set turned 1..11 hours, named in clock notation. ---

// The name of a move as written after the face's y2, if any.
std::string face_move_name(unsigned set, unsigned hours) {
  return pins_name(dial_set(set).pins) + amount_text(hours);
}

// A clock move as written: a set of pins, hours 0..11 and a sign.
struct WrittenMove {
  std::uint8_t pins;
  unsigned hours;  // clockwise, modulo 12
};

// "UR5-" -> UR, 7 hours; nothing for a word that is no move.
std::optional<WrittenMove> parse_move(std::string_view word) {
  if (word.size() < 3) return std::nullopt;
  const char sign = word.back();
  if (sign != '+' && sign != '-') return std::nullopt;
  std::size_t digits = word.size() - 1;
  while (digits > 0 && word[digits - 1] >= '0' && word[digits - 1] <= '9') --digits;
  const auto hours = parse_int(word.substr(digits, word.size() - 1 - digits), 0, 11);
  if (!hours) return std::nullopt;
  const std::string_view name = word.substr(0, digits);
  for (unsigned pins = 1; pins <= 15; ++pins)
    if (pins_name(static_cast<std::uint8_t>(pins)) == name)
      return WrittenMove{static_cast<std::uint8_t>(pins),
                         static_cast<unsigned>(sign == '+' ? *hours : (kHours - *hours) % kHours)};
  return std::nullopt;
}

bool is_pins_name(std::string_view word) {
  for (unsigned pins = 1; pins <= 15; ++pins)
    if (pins_name(static_cast<std::uint8_t>(pins)) == word) return true;
  return false;
}

// The sets a metric turns, in set order.
std::vector<unsigned> metric_sets(Metric metric) {
  std::vector<unsigned> sets;
  for (unsigned set = 0; set < kSets; ++set)
    if (metric == Metric::pins || wca_pins(dial_set(set).pins)) sets.push_back(set);
  return sets;
}

// Every move of a metric, numbered in the order of their names: the front's
// moves, then the back's ("y2 U4+", the back as it faces you after y2).
class MoveList {
 public:
  explicit MoveList(Metric metric) {
    for (const unsigned set_index : metric_sets(metric))
      for (unsigned amount = 1; amount < kHours; ++amount) {
        std::string written = face_move_name(set_index, amount);
        if (dial_set(set_index).back) written = "y2 " + written;
        moves_.push_back({set_index, amount, written});
      }
    std::sort(moves_.begin(), moves_.end(),
              [](const Entry& a, const Entry& b) { return a.name < b.name; });
    number_.fill({});
    for (Move m = 0; m < moves_.size(); ++m) number_[moves_[m].set][moves_[m].hours] = m + 1;
  }
  unsigned size() const { return static_cast<unsigned>(moves_.size()); }
  const std::string& name(Move m) const { return moves_[m].name; }
  unsigned set(Move m) const { return moves_[m].set; }
  unsigned hours(Move m) const { return moves_[m].hours; }
  // The move turning `set` by `hours`, or nothing outside the metric.
  std::optional<Move> find(unsigned set, unsigned hours) const {
    const unsigned n = number_[set][hours % kHours];
    if (n == 0) return std::nullopt;
    return n - 1;
  }

 private:
  struct Entry {
    unsigned set, hours;
    std::string name;
  };
  std::vector<Entry> moves_;
  std::array<std::array<unsigned, kHours>, kSets> number_{};
};

// The moves of turns `amounts`, in move order.
std::vector<Move> moves_of(const MoveList& list, const Amounts& amounts) {
  std::vector<Move> moves;
  for (unsigned set = 0; set < kSets; ++set)
    if (amounts[set] != 0) {
      const auto m = list.find(set, amounts[set]);
      if (!m) throw std::logic_error("rubiks-clock: an answer turns a set outside its metric");
      moves.push_back(*m);
    }
  std::sort(moves.begin(), moves.end());
  return moves;
}

Amounts opposite(Amounts amounts) {
  for (auto& a : amounts) a = static_cast<std::uint8_t>((kHours - a) % kHours);
  return amounts;
}

// The words of a line of moves: the front's, then y2 and the back's.
std::vector<std::string> move_words(const MoveList& list, const std::vector<Move>& moves) {
  std::vector<std::string> words;
  bool turned_over = false;
  for (const Move m : moves) {
    if (dial_set(list.set(m)).back && !turned_over) {
      words.emplace_back("y2");
      turned_over = true;
    }
    words.push_back(face_move_name(list.set(m), list.hours(m)));
  }
  return words;
}

std::string joined(const std::vector<std::string>& words) {
  std::string line;
  for (const auto& w : words) line += (line.empty() ? "" : " ") + w;
  return line;
}

// --- Input: 18 dials, or a scramble. ---

Dials read_dials(std::span<const std::string> tokens) {
  std::array<unsigned, kCaseDials> all{};
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const auto hour = parse_int(tokens[i], 1, 12);
    if (!hour)
      throw InputError("expected a dial 1..12, got " + quote_token(tokens[i]) + " at position " +
                       std::to_string(i + 1));
    all[i] = static_cast<unsigned>(*hour) % kHours;
  }
  for (const auto& c : kSharedCorners) {
    const unsigned front = all[c.front], back = all[kFaceDials + c.back];
    if (back != (kHours - front) % kHours)
      throw InputError("the corner dials disagree: dial " +
                       std::to_string(kFaceDials + c.back + 1) + " (the back's " + c.back_place +
                       ") is " + std::to_string(hour_of(back)) + " but dial " +
                       std::to_string(c.front + 1) + " (the front's " + c.front_place +
                       ", the same dial seen from the front) is " + std::to_string(hour_of(front)) +
                       ", so it must be " + std::to_string(hour_of((kHours - front) % kHours)));
  }
  Dials dials{};
  for (unsigned i = 0; i < kFaceDials; ++i) {
    dials[i] = static_cast<std::uint8_t>(all[i]);
    if (kBackDial[i] >= 0)
      dials[static_cast<unsigned>(kBackDial[i])] = static_cast<std::uint8_t>(all[kFaceDials + i]);
  }
  return dials;
}

// The dials a scramble makes of the solved clock: WCA moves and y2, the
// extension's moves, and bare pin settings ("UR DL", which older scrambles
// end with and which turn nothing).
Dials read_scramble(std::string_view line) {
  Dials dials{};
  bool turned_over = false;
  std::size_t n = 0;
  for (const auto& word : split_tokens(line)) {
    ++n;
    if (word == "y2") {
      turned_over = !turned_over;
      continue;
    }
    if (is_pins_name(word)) continue;
    const auto move = parse_move(word);
    if (!move)
      throw InputError("expected a clock move (UR5-, ALL2+, MUL1+, ULw3-) or y2, got " +
                       quote_token(word) + " at word " + std::to_string(n));
    dials = turned(dials, (turned_over ? kFaceSets : 0) + move->pins - 1u, move->hours);
  }
  return dials;
}

// --- Output formats. ---

// text (the default): the number of moves, then the moves on one line.
void write_text(std::string& out, const std::vector<std::string>& words, std::size_t count) {
  out += std::to_string(count);
  out += '\n';
  out += joined(words);
  out += '\n';
}

// The 18 dials as a case of dials writes them: front, then back after y2.
std::string dials_text(const Dials& dials) {
  std::string text;
  for (const auto d : all_dials(dials)) {
    // Appended piece by piece: " " + a temporary string trips GCC 12's
    // false -Wrestrict (its bug 105329) here.
    if (!text.empty()) text += ' ';
    text += std::to_string(hour_of(d));
  }
  return text;
}

// The JSON field "dials": the 18 hours as numbers.
std::string dials_json(const Dials& dials) {
  std::string hours = "[";
  for (const auto d : all_dials(dials)) {
    if (hours.size() > 1) hours.push_back(',');
    hours += std::to_string(hour_of(d));
  }
  hours.push_back(']');
  return hours;
}

// The current line's moves told to `sink` as move names; `inverse` for a
// scramble, whose moves are the answer's turned the other way, and whose
// moves of 0 hours (WCA's layout writes every amount) turn nothing.
void read_move_line(AnswerReader& reader, AnswerSink& sink, const MoveList& list, bool inverse) {
  bool turned_over = false;
  for (std::string word; reader.word(word);) {
    if (word == "y2") {
      turned_over = !turned_over;
      continue;
    }
    const auto move = parse_move(word);
    if (inverse && move && move->hours == 0) continue;
    if (!move || move->hours == 0)
      throw PresentationError("expected clock moves (UR5-, ALL2+) and y2 on line " +
                              std::to_string(reader.line_number()) + ", found " +
                              quote_token(word));
    const unsigned set = (turned_over ? kFaceSets : 0) + move->pins - 1u;
    const unsigned hours = inverse ? kHours - move->hours : move->hours;
    const auto m = list.find(set, hours);
    // A set outside the metric keeps its written name for the checker's verdict.
    sink.move(m ? list.name(*m) : (turned_over ? "y2 " : "") + face_move_name(set, hours));
  }
}

// text: the count, then the moves on one line (which may be missing for none).
void read_text_answer(AnswerReader& reader, AnswerSink& sink, const MoveList& list) {
  const std::size_t count = read_count(reader, "the number of moves");
  sink.stated_length(count);
  if (count == 0) {
    if (!reader.next_line()) return;
  } else {
    reader.expect_line("the moves");
  }
  read_move_line(reader, sink, list, false);
}

// scramble: one line; the end of the output stands for the empty line.
void read_scramble_answer(AnswerReader& reader, AnswerSink& sink, const MoveList& list) {
  if (reader.next_line()) read_move_line(reader, sink, list, true);
}

std::string_view text_help() {
  return "The number of moves of a shortest answer in the metric, then its moves on one line:\n"
         "the front's, then y2 and the back's, each a set of pins up and the hours its wheel\n"
         "turns the dials, the shorter way round (UR3+, ALL6+, L5-).";
}

std::string_view scramble_help() {
  return "One line: the position's WCA scramble, the fixed moves UR DR DL UL U R D L ALL y2\n"
         "U R D L ALL, each with its amount (UR4- DR3+ ... ALL1-; 0 as 0+), as TNoodle lays\n"
         "it out; every position has exactly one. --input scramble reads it back; --random N\n"
         "--format scramble writes random-state scrambles (uniform amounts).";
}

std::string_view inverse_help() {
  return "One line: a shortest scramble, the shortest answer turned the other way round, in\n"
         "the metric's names (WCA's, and with --metric pins cubing.js's MUL, MUR, ULw, URw,\n"
         "DRw, DLw); --input scramble reads it back.";
}

std::string_view dials_input_help() {
  return "18 dials 1..12: the front row by row, then the back row by row as it faces you\n"
         "after y2 (turned over left to right). A back corner is its front corner seen from\n"
         "behind: 12 minus it (12 behind 12). A move sets pins up (WCA's names: UR, DR, DL,\n"
         "UL, U, R, D, L, ALL; --metric pins, the default, also cubing.js's MUL, MUR, ULw,\n"
         "URw, DRw, DLw, which WCA notation lacks) and turns a wheel: the dials of those\n"
         "pins' quadrants turn; y2 turns the clock over.";
}

std::string_view scramble_input_help() {
  return "One WCA clock scramble a line (UR5- DR3+ ... ALL1+ y2 U4+ ... ALL2+), its moves made\n"
         "from solved: the front faces you at the start. Also reads the extension's moves\n"
         "(MUL, MUR, ULw, URw, DRw, DLw) and ignores bare pin settings (UR DL).";
}

// --show: both faces side by side, front then back as it faces you after
// y2, each dial coloured by the quarter its hand points into.
Picture draw_clock(const Dials& dials) {
  const auto all = all_dials(dials);
  Picture picture;
  for (unsigned row = 0; row < 3; ++row) {
    std::string text, colours;
    for (unsigned face = 0; face < 2; ++face) {
      if (face == 1) {
        text += " | ";
        colours += "   ";
      }
      unsigned hours[3];
      for (unsigned column = 0; column < 3; ++column)
        hours[column] = hour_of(all[face * kFaceDials + 3 * row + column]);
      append_dial_row(text, colours, hours);
    }
    picture.rows.push_back(text);
    picture.colours.push_back(colours);
  }
  return picture;
}

class RubiksClock final : public Puzzle {
 public:
  std::string_view name() const override { return "rubiks-clock"; }
  std::string_view summary() const override {
    return "18 dials 1..12, front then back (or --input scramble: a WCA scramble a line)";
  }
  std::size_t tokens_per_case() const override { return scramble_input() ? 1 : kCaseDials; }
  bool case_is_line() const override { return scramble_input(); }
  std::span<const OutputFormat> formats() const override { return formats_; }
  std::vector<TableSpec> tables() const override { return {}; }
  PackedBuilder generate(const TableSpec&) const override {
    throw std::logic_error("rubiks-clock has no table");
  }

  std::vector<PuzzleOption> options() override {
    return {{"--metric",
             "pins (default): any set of pins up on either face is one move; wca: only "
             "the 18 sets WCA notation names",
             {"pins", "wca"},
             &metric_text_},
            {"--input",
             "dials (default): 18 dials a case; scramble: a WCA scramble a line",
             {"dials", "scramble"},
             &input_text_}};
  }

  void load(const TableStore&) override {
    metric_ = metric_text_ == "wca" ? Metric::wca : Metric::pins;
    moves_.emplace(metric_);
  }

  // The metric besides, and the case's 18 dials (a scramble's, when the
  // case is one).
  JsonAnswer json_answer(std::span<const std::string> tokens) const override {
    const Position position = read_case(tokens);
    return {goal_text(position),
            solve(position),
            {{"metric", metric_ == Metric::pins ? "\"pins\"" : "\"wca\""},
             {"dials", dials_json(unpack(position))}}};
  }
  std::string goal_text(Position) const override { return dials_text(unpack(0)); }

  Position read_case(std::span<const std::string> tokens) const override {
    return pack(scramble_input() ? read_scramble(tokens.front()) : read_dials(tokens));
  }
  // A case of --input scramble is the position's one WCA scramble.
  std::string write_case(Position p) const override {
    return scramble_input() ? scramble_text(scramble_amounts(unpack(p))) : dials_text(unpack(p));
  }
  // --random --format inverse: a shortest scramble (--format scramble's
  // writer gives the WCA one, as for every puzzle).
  std::string write_random(Position p, std::string_view format) const override {
    return format == "inverse" ? shortest_scramble_text(p) : Puzzle::write_random(p, format);
  }

  unsigned move_count() const override { return moves_->size(); }
  std::string move_name(Move m) const override { return moves_->name(m); }
  std::optional<Position> apply(Position p, Move m) const override {
    if (m >= moves_->size()) return std::nullopt;
    return pack(turned(unpack(p), moves_->set(m), moves_->hours(m)));
  }
  bool is_goal(Position p) const override { return p == 0; }
  std::optional<std::vector<Move>> solve(Position p) const override {
    return moves_of(*moves_, opposite(fewest_turns(unpack(p), metric_)));
  }
  // fewest_turns searches the turns of a few wheels: about a millisecond.
  SolveCost solve_cost() const override { return SolveCost::milliseconds; }
  // The pins metric's is 12 (Rokicki, docs/rubiks-clock.md); the WCA
  // metric's is not known (at least 13).
  std::optional<unsigned> gods_number() const override {
    if (metric_ == Metric::pins) return 12;
    return std::nullopt;
  }

  Picture draw(Position p) const override { return draw_clock(unpack(p)); }

  // Every position is solvable: numbered as the 14 dials in base 12.
  Uint128 position_count(bool) const override { return kPositions; }
  Position nth_position(Uint128 index, bool) const override {
    Dials dials;
    for (unsigned i = kDials; i-- > 0; index /= kHours)
      dials[i] = static_cast<std::uint8_t>(index % kHours);
    return pack(dials);
  }

  std::string_view input_help() const override {
    return scramble_input() ? scramble_input_help() : dials_input_help();
  }
  std::string_view example() const override {
    return scramble_input() ? "UR5- DR3+ DL2- UL1+ U2+ R0+ D4- L4+ ALL1+ y2 U4+ R3- D2+ L5- ALL2+"
                            : "5 3 9 2 12 9 10 2 1 3 10 7 3 12 5 11 8 2";
  }

 private:
  // Read from the option itself rather than at load(): help describes the
  // input and shows the example before it loads.
  bool scramble_input() const { return input_text_ == "scramble"; }

  std::string shortest_scramble_text(Position p) const {
    return joined(move_words(*moves_, moves_of(*moves_, fewest_turns(unpack(p), metric_))));
  }

  std::string metric_text_ = "pins";
  std::string input_text_ = "dials";
  Metric metric_ = Metric::pins;
  std::optional<MoveList> moves_;
  const std::array<OutputFormat, 3> formats_{{
      {"text", text_help(), Acceptance::shortest,
       [this](std::span<const std::string> tokens, std::string& out) {
         const auto moves =
             moves_of(*moves_, opposite(fewest_turns(unpack(read_case(tokens)), metric_)));
         write_text(out, move_words(*moves_, moves), moves.size());
       },
       [this](AnswerReader& reader, AnswerSink& sink) { read_text_answer(reader, sink, *moves_); }},
      // Any scramble that makes the position is accepted: WCA's is not a
      // shortest one.
      {"scramble", scramble_help(), Acceptance::reaches_goal,
       [this](std::span<const std::string> tokens, std::string& out) {
         out += scramble_text(scramble_amounts(unpack(read_case(tokens))));
         out += '\n';
       },
       [this](AnswerReader& reader, AnswerSink& sink) {
         read_scramble_answer(reader, sink, *moves_);
       },
       false},
      {"inverse", inverse_help(), Acceptance::shortest,
       [this](std::span<const std::string> tokens, std::string& out) {
         out += shortest_scramble_text(read_case(tokens));
         out += '\n';
       },
       [this](AnswerReader& reader, AnswerSink& sink) {
         read_scramble_answer(reader, sink, *moves_);
       }},
  }};
};

}  // namespace

std::unique_ptr<Puzzle> make_puzzle() {
  return std::make_unique<RubiksClock>();
}

}  // namespace puzzletab::rubiks_clock
