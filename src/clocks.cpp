#include "clocks.h"

#include <cassert>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>

#include "errors.h"
#include "json.h"
#include "table_dir.h"
#include "tokens.h"

namespace puzzletab::clocks {
namespace {

const TableSpec& table_spec() {
  static const TableSpec spec{"clocks.ptab",
                              {"clocks", 0, EntryKind::solution, kEntryBits, kStates, Codec::raw}};
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
// these a second, and appending character by character took a fifth of it.
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

void append_json(std::string& out, std::string_view puzzle, std::span<const std::string> tokens,
                 const SignedTurns& turns) {
  std::string moves = "[";
  append_turns(moves, turns, ',');
  moves.push_back(']');
  std::string net = "[";
  for (unsigned j = 0; j < kMoves; ++j) {
    if (j > 0) net.push_back(',');
    net += std::to_string(turns[j]);
  }
  net.push_back(']');
  JsonObject(out)
      .string("puzzle", puzzle)
      .string("input", join_tokens(tokens))
      .number("distance", static_cast<std::int64_t>(turn_count(turns)))
      .raw("moves", moves)
      .raw("net", net)
      .close();
}

SignedTurns forward(const Turns& turns) {
  SignedTurns s;
  for (unsigned j = 0; j < kMoves; ++j) s[j] = static_cast<std::int8_t>(turns[j]);
  return s;
}

class Clocks final : public Puzzle {
 public:
  std::string_view name() const override { return "clocks"; }
  std::string_view summary() const override {
    return "9 dials row by row, each 3, 6, 9 or 12 (o'clock)";
  }
  std::size_t tokens_per_case() const override { return kDials; }
  std::vector<std::string> formats() const override { return {"ioi94"}; }
  std::vector<TableSpec> tables() const override { return {table_spec()}; }
  PackedBuilder generate(const TableSpec&) const override { return build_table(); }

  void load(const TableStore& store) override { table_ = store.open(table_spec()); }

  void answer(std::span<const std::string> tokens, std::string_view format,
              std::string& out) const override {
    const Dials dials = parse_dials<3>(tokens, "a dial 3, 6, 9 or 12");
    const SignedTurns turns = forward(decode_turns(table_->entries()[dial_index(dials)]));
    if (format == "json") return append_json(out, "clocks", tokens, turns);
    append_turns(out, turns, ' ');
    out.push_back('\n');
  }

 private:
  std::optional<TableReader> table_;
};

class Clock12 final : public Puzzle {
 public:
  std::string_view name() const override { return "clock12"; }
  std::string_view summary() const override { return "9 dials row by row, each 1..12 (o'clock)"; }
  std::size_t tokens_per_case() const override { return kDials; }
  std::vector<std::string> formats() const override { return {"text"}; }
  std::vector<TableSpec> tables() const override { return {}; }
  PackedBuilder generate(const TableSpec&) const override {
    throw std::logic_error("clock12 has no table");
  }

  // No table: the inverse of M modulo 12 answers in 81 multiplications.
  void load(const TableStore&) override { net_.emplace(kHours); }

  void answer(std::span<const std::string> tokens, std::string_view format,
              std::string& out) const override {
    const Dials dials = parse_dials<1>(tokens, "a dial 1..12");
    const SignedTurns turns = fewest_turns((*net_)(dials), kHours);
    if (format == "json") return append_json(out, "clock12", tokens, turns);
    out += std::to_string(turn_count(turns));
    out.push_back('\n');
    append_turns(out, turns, ' ');
    out.push_back('\n');
  }

 private:
  std::optional<NetTurns> net_;
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
  for (std::uint32_t index = 0; index < kStates; ++index) {
    Dials dials;
    for (unsigned i = kDials, rest = index; i-- > 0; rest /= kQuarters)
      dials[i] = static_cast<std::uint8_t>(rest % kQuarters);
    table.set(index, encode_turns(net(dials)));
  }
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

std::unique_ptr<Puzzle> make_clocks() {
  return std::make_unique<Clocks>();
}

std::unique_ptr<Puzzle> make_clock12() {
  return std::make_unique<Clock12>();
}

}  // namespace puzzletab::clocks
