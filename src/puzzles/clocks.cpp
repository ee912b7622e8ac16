#include "puzzles/clocks.h"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>

#include "core/answer_text.h"
#include "core/errors.h"
#include "core/table_store.h"
#include "core/tokens.h"
#include "puzzles/dial_row.h"

namespace puzzletab::clocks {
namespace {

const TableSpec& table_spec() {
  static const TableSpec spec{"clocks.ptab",
                              {"clocks", 0, EntryKind::solution, kEntryBits, kStates}};
  return spec;
}

// The dials read from a case's tokens. A token is the hour a dial shows;
// every kHoursPerState hours is one state of the dial (clocks: a quarter turn
// is 3 hours; clock12: 1 hour), and 12 o'clock is state 0. A template
// parameter, as dividing by a constant is several times cheaper per token.
template <int kHoursPerState>
Dials parse_dials(std::span<const std::string> tokens, std::string_view expected) {
  Dials dials{};
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const auto hour = parse_int(tokens[i], 1, 12);
    if (!hour || *hour % kHoursPerState != 0)
      throw InputError("expected " + std::string(expected) + ", got " + quote_token(tokens[i]) +
                       " at position " + std::to_string(i + 1) + " (dial " +
                       static_cast<char>('A' + i) + ")");
    dials[i] = static_cast<std::uint8_t>(*hour % 12 / kHoursPerState);
  }
  return dials;
}

std::size_t turn_count(const SignedTurns& turns) {
  std::size_t count = 0;
  for (const auto k : turns) count += static_cast<std::size_t>(std::abs(k));
  return count;
}

// Every single turn in ascending move number, a move turned k times listed
// k times, `-j` for a turn back: "3 3 -5". The line is built in a local
// buffer and appended once: a stream of every position answers millions of
// these a second, and appending character by character costs it dearly.
void append_turns(std::string& out, const SignedTurns& turns, char separator) {
  // Both puzzles turn a move at most kHours / 2 times, each turn at most a
  // separator, a sign and a digit.
  constexpr int kMaxPerMove = kHours / 2;
  std::array<char, kMoves * kMaxPerMove * 3> line;
  std::size_t n = 0;
  for (unsigned j = 0; j < kMoves; ++j) {
    const int count = std::abs(turns[j]);
    assert(count <= kMaxPerMove);
    for (int k = 0; k < count; ++k) {
      line[n++] = separator;
      if (turns[j] < 0) line[n++] = '-';
      line[n++] = static_cast<char>('1' + j);
    }
  }
  if (n > 0) out.append(line.data() + 1, n - 1);  // without the first separator
}

// The JSON field "net": each move's net turns, 9 numbers (docs/json.md).
std::pair<std::string, std::string> net_field(const SignedTurns& turns) {
  std::string net = "[";
  for (unsigned j = 0; j < kMoves; ++j) {
    if (j > 0) net.push_back(',');
    net += std::to_string(turns[j]);
  }
  net.push_back(']');
  return {"net", net};
}

// The turns as moves in ascending move number, move j's turn forward
// being move j * stride and its turn back the one after (clocks turns only
// forward, stride 1; clock12 names both, stride 2).
std::vector<Move> turn_moves(const SignedTurns& turns, unsigned stride) {
  std::vector<Move> moves;
  for (Move j = 0; j < kMoves; ++j)
    moves.insert(moves.end(), static_cast<std::size_t>(std::abs(turns[j])),
                 stride * j + (turns[j] < 0 ? 1 : 0));
  return moves;
}

// --format json for either puzzle: the case solved once, its moves and
// the "net" field from the same turns.
JsonAnswer turns_answer(const SignedTurns& turns, unsigned stride, std::string goal) {
  return {std::move(goal), turn_moves(turns, stride), {net_field(turns)}};
}

SignedTurns forward(const Turns& turns) {
  SignedTurns s;
  for (unsigned j = 0; j < kMoves; ++j) s[j] = static_cast<std::int8_t>(turns[j]);
  return s;
}

// --- Positions, shared by both puzzles: a dial has 12 / hours_per_state
// states, and a position is the dials as a number in some base, dial A the
// most significant digit (clocks: base 4, which is the table index;
// clock12: base 16, four bits a dial). ---

std::uint64_t dials_number(const Dials& dials, std::uint32_t base) {
  std::uint64_t number = 0;
  for (const auto d : dials) number = number * base + d;
  return number;
}

Dials number_dials(std::uint64_t number, std::uint32_t base) {
  Dials dials;
  for (unsigned i = kDials; i-- > 0; number /= base)
    dials[i] = static_cast<std::uint8_t>(number % base);
  return dials;
}

int hour_of(std::uint8_t state, int hours_per_state) {
  return state == 0 ? 12 : state * hours_per_state;
}

std::string dials_text(const Dials& dials, int hours_per_state) {
  std::string text;
  for (const auto d : dials) {
    if (!text.empty()) text.push_back(' ');
    text += std::to_string(hour_of(d, hours_per_state));
  }
  return text;
}

// The dials after one turn of move `move` (0-based) by `steps` states
// (1 for a turn forward, modulus - 1 for one back).
Dials turn(Dials dials, unsigned move, unsigned steps, std::uint32_t modulus) {
  for (const char dial : kMoveDials[move]) {
    auto& d = dials[static_cast<std::size_t>(dial - 'A')];
    d = static_cast<std::uint8_t>((d + steps) % modulus);
  }
  return dials;
}

// The dials each move turns, for the help: "1 ABDE, 2 ABC, ..., 9 EFHI".
std::string move_dials_text() {
  std::string text;
  for (unsigned j = 0; j < kMoves; ++j) {
    if (j > 0) text += ", ";
    text += std::to_string(j + 1) + ' ';
    text += kMoveDials[j];
  }
  return text;
}

// The grid of hours as the statement draws it, A B C on top, each dial
// coloured by the quarter its hand points into (3, 6, 9 and 12 o'clock
// each a colour of their own in clocks).
Picture draw_dials(const Dials& dials, int hours_per_state) {
  Picture picture;
  for (unsigned row = 0; row < 3; ++row) {
    std::string text, colours;
    unsigned hours[3];
    for (unsigned column = 0; column < 3; ++column)
      hours[column] = static_cast<unsigned>(hour_of(dials[3 * row + column], hours_per_state));
    append_dial_row(text, colours, hours);
    picture.rows.push_back(text);
    picture.colours.push_back(colours);
  }
  return picture;
}

// The turns of the current line, as move names: each word an integer,
// written back the way move_name writes it.
void read_turns(AnswerReader& reader, AnswerSink& sink) {
  for (std::string word; reader.word(word);) {
    const auto move = parse_int(word, -1'000'000, 1'000'000);
    if (!move)
      throw PresentationError("expected move numbers separated by blanks on line " +
                              std::to_string(reader.line_number()) + ", found " +
                              quote_token(word));
    sink.move(std::to_string(*move));
  }
}

// IOI'94: one line of moves; the end of the output stands for the empty line.
void read_ioi94(AnswerReader& reader, AnswerSink& sink) {
  if (reader.next_line()) read_turns(reader, sink);
}

// The count, then the turns on one line (which may be missing for none).
void read_count_and_turns(AnswerReader& reader, AnswerSink& sink) {
  const std::size_t count = read_count(reader, "the number of turns");
  sink.stated_length(count);
  if (count == 0) {
    if (!reader.next_line()) return;
  } else {
    reader.expect_line("the turns");
  }
  read_turns(reader, sink);
}

class Clocks final : public Puzzle {
 public:
  std::string_view name() const override { return "clocks"; }
  std::string_view summary() const override {
    return "9 dials row by row, each 3, 6, 9 or 12 (o'clock)";
  }
  std::size_t tokens_per_case() const override { return kDials; }
  std::span<const OutputFormat> formats() const override { return formats_; }
  std::vector<TableSpec> tables() const override { return {table_spec()}; }
  PackedBuilder generate(const TableSpec&) const override { return build_table(); }

  void load(const TableStore& store) override { table_ = store.open(table_spec()); }

  JsonAnswer json_answer(std::span<const std::string> tokens) const override {
    return turns_answer(solve_case(tokens), 1, write_case(0));
  }
  std::string goal_text(Position) const override { return write_case(0); }

  // A position is the table index of the dials (base 4, dial A first).
  Position read_case(std::span<const std::string> tokens) const override {
    return dial_index(parse_dials<3>(tokens, "a dial 3, 6, 9 or 12"));
  }
  std::string write_case(Position p) const override {
    return dials_text(number_dials(p, kQuarters), 3);
  }

  // Move m is the output's move m + 1: a quarter turn of its dials.
  unsigned move_count() const override { return kMoves; }
  std::string move_name(Move m) const override { return std::to_string(m + 1); }
  std::optional<Position> apply(Position p, Move m) const override {
    if (m >= kMoves) return std::nullopt;
    return dial_index(turn(number_dials(p, kQuarters), m, 1, kQuarters));
  }
  bool is_goal(Position p) const override { return p == 0; }
  std::optional<std::vector<Move>> solve(Position p) const override {
    return turn_moves(forward(decode_turns(table_->entries()[p])), 1);
  }

  Picture draw(Position p) const override { return draw_dials(number_dials(p, kQuarters), 3); }

  // Every position is solvable (det M = 5 is a unit modulo 4).
  Uint128 position_count(bool) const override { return kStates; }
  Position nth_position(Uint128 index, bool) const override { return index; }

  std::string_view input_help() const override {
    static const std::string help =
        "9 dials A..I, row by row (A B C on top), each 3, 6, 9 or 12 (o'clock).\n"
        "Moves 1..9 each turn their dials a quarter turn clockwise:\n" +
        move_dials_text() + ".";
    return help;
  }
  std::string_view example() const override { return "9 9 12 6 6 6 6 3 6"; }
  // IOI'94's input: the dials as three rows of three.
  unsigned judge_case_lines() const override { return 3; }

 private:
  SignedTurns solve_case(std::span<const std::string> tokens) const {
    const Dials dials = parse_dials<3>(tokens, "a dial 3, 6, 9 or 12");
    return forward(decode_turns(table_->entries()[dial_index(dials)]));
  }

  std::optional<TableReader> table_;
  const std::array<OutputFormat, 1> formats_{{
      {"ioi94",
       "The moves of a shortest sequence that turns every dial to 12, in ascending order,\n"
       "separated by blanks, on one line (IOI'94 \"The Clocks\"; an empty line for none).",
       Acceptance::shortest,
       [this](std::span<const std::string> tokens, std::string& out) {
         append_turns(out, solve_case(tokens), ' ');
         out.push_back('\n');
       },
       read_ioi94},
  }};
};

class Clock12 final : public Puzzle {
 public:
  std::string_view name() const override { return "clock12"; }
  std::string_view summary() const override { return "9 dials row by row, each 1..12 (o'clock)"; }
  std::size_t tokens_per_case() const override { return kDials; }
  std::span<const OutputFormat> formats() const override { return formats_; }
  std::vector<TableSpec> tables() const override { return {}; }
  PackedBuilder generate(const TableSpec&) const override {
    throw std::logic_error("clock12 has no table");
  }

  // No table: the inverse of M modulo 12 answers in 81 multiplications.
  void load(const TableStore&) override { net_.emplace(kHours); }

  JsonAnswer json_answer(std::span<const std::string> tokens) const override {
    return turns_answer(solve_case(tokens), 2, write_case(0));
  }
  std::string goal_text(Position) const override { return write_case(0); }

  // A position: the dials, four bits each, dial A the highest.
  Position read_case(std::span<const std::string> tokens) const override {
    return dials_number(parse_dials<1>(tokens, "a dial 1..12"), kPositionBase);
  }
  std::string write_case(Position p) const override {
    return dials_text(number_dials(p, kPositionBase), 1);
  }

  // Move 2(j-1) turns move j an hour forward ("j"), move 2(j-1)+1 an hour
  // back ("-j"): the output lists turns by j, so this is the output's order.
  unsigned move_count() const override { return 2 * kMoves; }
  std::string move_name(Move m) const override {
    std::string name = m % 2 ? "-" : "";
    name += std::to_string(m / 2 + 1);
    return name;
  }
  std::optional<Position> apply(Position p, Move m) const override {
    if (m >= 2 * kMoves) return std::nullopt;
    const Dials dials = number_dials(p, kPositionBase);
    return dials_number(turn(dials, m / 2, m % 2 ? kHours - 1 : 1, kHours), kPositionBase);
  }
  bool is_goal(Position p) const override { return p == 0; }
  std::optional<std::vector<Move>> solve(Position p) const override {
    return turn_moves(fewest_turns((*net_)(number_dials(p, kPositionBase)), kHours), 2);
  }

  Picture draw(Position p) const override { return draw_dials(number_dials(p, kPositionBase), 1); }

  // Every position is solvable (det M = 5 is a unit modulo 12), numbered
  // as the dials in base 12, dial A the most significant.
  Uint128 position_count(bool) const override { return kPositions; }
  Position nth_position(Uint128 index, bool) const override {
    return dials_number(number_dials(index, kHours), kPositionBase);
  }
  // The one position at distance 54: every move's 6 net turns (6 forward
  // ties 6 back, so no move can do with fewer).
  std::vector<Position> farthest_positions() const override {
    Position p = 0;
    for (Move j = 0; j < kMoves; ++j)
      for (unsigned k = 0; k < kHours / 2; ++k) p = *apply(p, 2 * j);
    return {p};
  }
  std::optional<std::vector<std::uint64_t>> distance_counts() const override {
    return turn_distance_counts(kHours);
  }

  std::string_view input_help() const override {
    static const std::string help =
        "9 dials A..I, row by row (A B C on top), each 1..12 (o'clock).\n"
        "Moves 1..9 each turn their dials an hour forward (j) or back (-j):\n" +
        move_dials_text() + ".";
    return help;
  }
  std::string_view example() const override { return "10 10 1 11 10 10 2 11 10"; }
  // As IOI'94's clocks: three rows of three.
  unsigned judge_case_lines() const override { return 3; }

 private:
  static constexpr std::uint32_t kPositionBase = 16;
  static constexpr std::uint64_t kPositions = 5'159'780'352;  // 12^9

  SignedTurns solve_case(std::span<const std::string> tokens) const {
    return fewest_turns((*net_)(parse_dials<1>(tokens, "a dial 1..12")), kHours);
  }

  std::optional<NetTurns> net_;
  const std::array<OutputFormat, 1> formats_{{
      {"text",
       "The number of turns in a shortest sequence that turns every dial to 12, then its\n"
       "turns on one line in ascending order of move, -j for a turn of move j back.",
       Acceptance::shortest,
       [this](std::span<const std::string> tokens, std::string& out) {
         const SignedTurns turns = solve_case(tokens);
         out += std::to_string(turn_count(turns));
         out.push_back('\n');
         append_turns(out, turns, ' ');
         out.push_back('\n');
       },
       read_count_and_turns},
  }};
};

}  // namespace

ModMatrix move_matrix(std::uint32_t modulus) {
  ModMatrix m(kDials, modulus);
  for (unsigned j = 0; j < kMoves; ++j)
    for (const char dial : kMoveDials[j]) m.set(static_cast<std::size_t>(dial - 'A'), j, 1);
  return m;
}

std::uint32_t dial_index(const Dials& quarters) {
  std::uint32_t index = 0;
  for (const auto q : quarters) index = index * kQuarters + q;
  return index;
}

Turns decode_turns(std::uint32_t entry) {
  Turns t;
  for (unsigned j = 0; j < kMoves; ++j) t[j] = static_cast<std::uint8_t>((entry >> (2 * j)) & 3);
  return t;
}

std::uint32_t encode_turns(const Turns& turns) {
  std::uint32_t entry = 0;
  for (unsigned j = 0; j < kMoves; ++j) entry |= std::uint32_t{turns[j]} << (2 * j);
  return entry;
}

PackedBuilder build_table() {
  const NetTurns net(kQuarters);
  PackedBuilder table(kEntryBits, kStates);
  for (std::uint32_t index = 0; index < kStates; ++index)
    table.set(index, encode_turns(net(number_dials(index, kQuarters))));
  prove_table(table.view());
  return table;
}

void prove_table(PackedView table) {
  if (table.size() != kStates || table.bits() != kEntryBits)
    throw std::logic_error("clocks table has the wrong shape");
  for (std::uint32_t combination = 0; combination < kStates; ++combination) {
    const Turns turns = decode_turns(combination);
    Dials effect{};
    for (unsigned j = 0; j < kMoves; ++j)
      for (const char dial : kMoveDials[j])
        effect[static_cast<std::size_t>(dial - 'A')] += turns[j];
    Dials solved;
    for (unsigned i = 0; i < kDials; ++i)
      solved[i] = static_cast<std::uint8_t>((kQuarters - effect[i] % kQuarters) % kQuarters);
    if (table[dial_index(solved)] != combination)
      throw std::logic_error("clocks table fails its proof: the position that move counts " +
                             std::to_string(combination) + " solve has entry " +
                             std::to_string(table[dial_index(solved)]));
  }
}

NetTurns::NetTurns(std::uint32_t modulus) : modulus_(modulus) {
  if (modulus < 2 || modulus > kMaxModulus)
    throw std::invalid_argument("dial states must be 2.." + std::to_string(kMaxModulus));
  const auto inv = inverse(move_matrix(modulus));
  if (!inv)
    throw std::logic_error("the move matrix is not invertible modulo " + std::to_string(modulus));
  for (unsigned j = 0; j < kMoves; ++j)
    for (unsigned i = 0; i < kDials; ++i) inverse_[j][i] = static_cast<std::uint8_t>(inv->at(j, i));
}

Turns NetTurns::operator()(const Dials& dials) const {
  // t = M^-1 (-d): the turns must cancel what the dials show.
  Turns t;
  for (unsigned j = 0; j < kMoves; ++j) {
    std::uint32_t sum = 0;
    for (unsigned i = 0; i < kDials; ++i) sum += inverse_[j][i] * (modulus_ - dials[i] % modulus_);
    t[j] = static_cast<std::uint8_t>(sum % modulus_);
  }
  return t;
}

SignedTurns fewest_turns(const Turns& net, std::uint32_t modulus) {
  SignedTurns s;
  for (unsigned j = 0; j < kMoves; ++j) {
    const int n = net[j];
    s[j] = static_cast<std::int8_t>(
        2 * n <= static_cast<int>(modulus) ? n : n - static_cast<int>(modulus));
  }
  return s;
}

std::vector<std::uint64_t> turn_distance_counts(std::uint32_t modulus) {
  if (!inverse(move_matrix(modulus)))
    throw std::logic_error("the move matrix is not invertible modulo " + std::to_string(modulus));
  // One move's net turns t = 0..modulus-1, by their cost min(t, modulus - t).
  std::vector<std::uint64_t> one(modulus / 2 + 1, 0);
  for (std::uint32_t t = 0; t < modulus; ++t) ++one[std::min(t, modulus - t)];
  std::vector<std::uint64_t> counts{1};
  for (unsigned j = 0; j < kMoves; ++j) {
    std::vector<std::uint64_t> next(counts.size() + one.size() - 1, 0);
    for (std::size_t a = 0; a < counts.size(); ++a)
      for (std::size_t b = 0; b < one.size(); ++b) next[a + b] += counts[a] * one[b];
    counts = std::move(next);
  }
  return counts;
}

std::unique_ptr<Puzzle> make_clocks() {
  return std::make_unique<Clocks>();
}

std::unique_ptr<Puzzle> make_clock12() {
  return std::make_unique<Clock12>();
}

}  // namespace puzzletab::clocks
