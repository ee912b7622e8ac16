// Every registered puzzle's --format json output against the one schema of
// docs/json.md: the common fields in their order and types, the puzzle's own
// fields after them, and the moves, read back by name, replaying the input
// to the goal in exactly "distance" moves. The JSON is parsed here by a
// small parser of its own, not by the writer's code.
#include <doctest/doctest.h>

#include <cctype>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.h"
#include "core/json_answer.h"
#include "core/random_draw.h"
#include "core/table_store.h"
#include "loaded_puzzle.h"
#include "puzzles/registry.h"
#include "tree_paths.h"

using namespace puzzletab;

namespace {

// A parsed JSON value; an object keeps its members in order.
struct Member;
struct Value {
  enum class Kind { null, boolean, number, string, array, object } kind = Kind::null;
  bool boolean = false;
  long long number = 0;
  std::string string;
  std::vector<Value> items;
  std::vector<Member> members;  // not pair<string, Value>: Value is incomplete here
};
struct Member {
  std::string first;
  Value second;
};

// The JSON the answers use: no floats, no exponents; any violation throws.
class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {}
  Value document() {
    Value v = value();
    if (at_ != text_.size()) fail("text after the value");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw std::runtime_error(what + " at " + std::to_string(at_));
  }
  char peek() const { return at_ < text_.size() ? text_[at_] : '\0'; }
  void expect(char c) {
    if (peek() != c) fail(std::string("expected '") + c + "'");
    ++at_;
  }
  bool word(std::string_view w) {
    if (text_.substr(at_, w.size()) != w) return false;
    at_ += w.size();
    return true;
  }
  std::string string() {
    expect('"');
    std::string s;
    while (peek() != '"') {
      const char c = peek();
      if (c == '\0' || static_cast<unsigned char>(c) < 0x20) fail("bad string");
      ++at_;
      if (c != '\\') {
        s.push_back(c);
        continue;
      }
      const char e = peek();
      ++at_;
      if (e == '"' || e == '\\' || e == '/') {
        s.push_back(e);
      } else if (e == 'u') {
        const std::string hex(text_.substr(at_, 4));
        if (hex.size() != 4) fail("bad \\u");
        s.push_back(static_cast<char>(std::stoi(hex, nullptr, 16)));
        at_ += 4;
      } else {
        fail("bad escape");
      }
    }
    ++at_;
    return s;
  }
  Value value() {
    Value v;
    const char c = peek();
    if (c == '{') {
      v.kind = Value::Kind::object;
      ++at_;
      while (peek() != '}') {
        if (!v.members.empty()) expect(',');
        std::string key = string();
        expect(':');
        v.members.push_back(Member{std::move(key), value()});
      }
      ++at_;
    } else if (c == '[') {
      v.kind = Value::Kind::array;
      ++at_;
      while (peek() != ']') {
        if (!v.items.empty()) expect(',');
        v.items.push_back(value());
      }
      ++at_;
    } else if (c == '"') {
      v.kind = Value::Kind::string;
      v.string = string();
    } else if (word("true") || word("false")) {
      v.kind = Value::Kind::boolean;
      v.boolean = text_[at_ - 1] == 'e' && text_[at_ - 2] == 'u';
    } else if (word("null")) {
      v.kind = Value::Kind::null;
    } else if (c == '-' || std::isdigit(static_cast<unsigned char>(c))) {
      const std::size_t begin = at_;
      if (c == '-') ++at_;
      if (!std::isdigit(static_cast<unsigned char>(peek()))) fail("bad number");
      if (peek() == '0' && at_ + 1 < text_.size() &&
          std::isdigit(static_cast<unsigned char>(text_[at_ + 1])))
        fail("leading zero");
      while (std::isdigit(static_cast<unsigned char>(peek()))) ++at_;
      v.kind = Value::Kind::number;
      v.number = std::stoll(std::string(text_.substr(begin, at_ - begin)));
    } else {
      fail("no value");
    }
    return v;
  }
  std::string_view text_;
  std::size_t at_ = 0;
};

using Kind = Value::Kind;

// docs/json.md: each puzzle's own fields, in order, with their kinds.
const std::map<std::string, std::vector<std::pair<std::string, Kind>>> kExtras = {
    {"msquare", {{"from", Kind::string}}},
    {"fifteen",
     {{"pdb", Kind::string},
      {"expanded", Kind::number},
      {"generated", Kind::number},
      {"last_iteration", Kind::number}}},
    {"twentyfour",
     {{"pdb", Kind::string},
      {"expanded", Kind::number},
      {"generated", Kind::number},
      {"last_iteration", Kind::number}}},
    {"3x3x3", {{"facelets", Kind::string}, {"pruning", Kind::string}, {"nodes", Kind::number}}},
    {"clocks", {{"net", Kind::array}}},
    {"clock12", {{"net", Kind::array}}},
    {"solitaire", {{"max_moves", Kind::number}, {"reachable", Kind::boolean}}},
    {"rubiks-clock", {{"metric", Kind::string}, {"dials", Kind::array}}},
    {"2x2x2", {{"facelets", Kind::string}}},
    {"skewb", {{"facelets", Kind::string}}},
    {"pyraminx", {{"facelets", Kind::string}}},
    {"square-1", {{"metric", Kind::string}, {"pieces", Kind::string}, {"nodes", Kind::number}}},
};

std::string joined(const std::vector<std::string>& tokens) {
  std::string s;
  for (const auto& t : tokens) s += (s.empty() ? "" : " ") + t;
  return s;
}

// One case's JSON, checked field by field against the schema and the
// puzzle's own positions.
void check_case(const Puzzle& puzzle, const std::vector<std::string>& tokens, bool timing) {
  CAPTURE(joined(tokens));
  std::string out;
  write_json_answer(puzzle, tokens, timing, out);
  CAPTURE(out);
  REQUIRE(out.size() > 2);
  REQUIRE(out.back() == '\n');
  REQUIRE(out.find('\n') == out.size() - 1);
  const Value json = Parser(std::string_view(out).substr(0, out.size() - 1)).document();
  REQUIRE(json.kind == Kind::object);
  const auto& m = json.members;

  const std::vector<std::string> common = {"puzzle",   "input",    "goal",
                                           "solvable", "distance", "moves"};
  const auto found = kExtras.find(std::string(puzzle.name()));
  const auto extras =
      found == kExtras.end() ? std::vector<std::pair<std::string, Kind>>{} : found->second;
  REQUIRE(m.size() == common.size() + extras.size() + (timing ? 1 : 0));
  for (std::size_t i = 0; i < common.size(); ++i) CHECK(m[i].first == common[i]);
  for (std::size_t i = 0; i < extras.size(); ++i) {
    CHECK(m[common.size() + i].first == extras[i].first);
    CHECK(m[common.size() + i].second.kind == extras[i].second);
  }
  if (timing) {
    CHECK(m.back().first == "microseconds");
    CHECK(m.back().second.kind == Kind::number);
    CHECK(m.back().second.number >= 0);
  }

  REQUIRE(m[0].second.kind == Kind::string);
  CHECK(m[0].second.string == puzzle.name());
  REQUIRE(m[1].second.kind == Kind::string);
  CHECK(m[1].second.string == joined(tokens));
  REQUIRE(m[2].second.kind == Kind::string);
  CHECK(!m[2].second.string.empty());
  REQUIRE(m[3].second.kind == Kind::boolean);

  const Position start = puzzle.read_case(tokens);
  const auto solution = puzzle.solve(start);
  CHECK(m[3].second.boolean == solution.has_value());
  if (!m[3].second.boolean) {
    CHECK(m[4].second.kind == Kind::null);
    CHECK(m[5].second.kind == Kind::null);
    return;
  }
  REQUIRE(m[4].second.kind == Kind::number);
  REQUIRE(m[5].second.kind == Kind::array);
  const auto& moves = m[5].second.items;
  CHECK(moves.size() == solution->size());
  // Each move by its name, replayed from the input: it reaches the goal,
  // which is the "goal" field when that is written as a whole case (not
  // for rubiks-clock's scrambles, whose goal is still given as dials).
  std::map<std::string, Move> by_name;
  for (Move move = 0; move < puzzle.move_count(); ++move) by_name[puzzle.move_name(move)] = move;
  // The distance is what the moves cost (the Square-1's turns cost
  // nothing in its twist metric; every other move costs one).
  Position p = start;
  long long cost = 0;
  for (const auto& move : moves) {
    REQUIRE(move.kind == Kind::string);
    const auto named = by_name.find(move.string);
    REQUIRE_MESSAGE(named != by_name.end(), "not a move name: " << move.string);
    const auto next = puzzle.apply(p, named->second);
    REQUIRE(next);
    p = *next;
    cost += puzzle.move_cost(named->second);
  }
  CHECK(m[4].second.number == cost);
  CHECK(puzzle.is_goal(p));
  if (!puzzle.case_is_line() &&
      case_tokens(puzzle, m[2].second.string).size() == puzzle.tokens_per_case())
    CHECK(puzzle.write_case(p) == m[2].second.string);
}

// The cases checked for a puzzle: its example, uniform solvable positions as
// many as solving affords, and positions that cannot reach the goal.
std::vector<Position> cases_for(const Puzzle& puzzle) {
  std::vector<Position> positions = {puzzle.read_case(case_tokens(puzzle, puzzle.example()))};
  const Uint128 solvable = puzzle.position_count(false);
  const Uint128 all = puzzle.position_count(true);
  const int uniform = puzzle.solve_cost() == SolveCost::microseconds   ? 20
                      : puzzle.solve_cost() == SolveCost::milliseconds ? 3
                                                                       : 0;
  RandomDraw random(18);
  for (int k = 0; k < uniform; ++k)
    positions.push_back(puzzle.nth_position(random.below(solvable), false));
  if (all > solvable)
    for (int k = 0; k < 3; ++k)
      positions.push_back(
          puzzle.nth_position(plus(solvable, random.below(minus(all, solvable))), true));
  return positions;
}

}  // namespace

TEST_CASE("json: the parser refuses what is not JSON") {
  for (const char* bad : {"{", "{\"a\":}", "[1,]", "01", "\"x", "{\"a\":1}x", "tru"})
    CHECK_THROWS(Parser(bad).document());
  const Value v = Parser("{\"a\":[1,-2,\"b\\\"\"],\"c\":null,\"d\":false}").document();
  REQUIRE(v.members.size() == 3);
  CHECK(v.members[0].second.items[1].number == -2);
  CHECK(v.members[0].second.items[2].string == "b\"");
  CHECK(v.members[2].second.kind == Kind::boolean);
  CHECK(!v.members[2].second.boolean);
}

TEST_CASE("json: every puzzle's answers, solvable and not, follow the one schema") {
  std::size_t unsolvable_puzzles = 0;
  for (const auto& puzzle : make_puzzles()) {
    CAPTURE(puzzle->name());
    // The big cubes have no numbering and no solver: test_cubes.cpp.
    if (puzzle->draws_own_cases()) continue;
    puzzle->load(TableStore(PUZZLETAB_TEST_TABLES));
    unsolvable_puzzles += puzzle->position_count(true) > puzzle->position_count(false);
    bool timing = false;
    for (const Position& p : cases_for(*puzzle)) {
      check_case(*puzzle, case_tokens(*puzzle, puzzle->write_case(p)), timing);
      timing = !timing;
    }
  }
  // eight and fifteen have boards that cannot reach the goal.
  CHECK(unsolvable_puzzles >= 2);
}

TEST_CASE("json: the options that change a case or a goal keep the schema") {
  const std::map<std::string, std::string> options = {
      {"msquare", "--from \"8 7 6 5 4 3 2 1\""},
      {"eight", "--goal \"1 2 3 8 x 4 7 6 5\""},
      {"rubiks-clock", "--input scramble --metric wca"},
      {"solitaire", "--max-moves 3"}};
  for (auto& made : make_puzzles()) {
    const auto option = options.find(std::string(made->name()));
    if (option == options.end()) continue;
    CAPTURE(option->second);
    const auto puzzle = testing::loaded_puzzle(std::move(made), option->second);
    for (const Position& p : cases_for(*puzzle))
      check_case(*puzzle, case_tokens(*puzzle, puzzle->write_case(p)), false);
  }
}
