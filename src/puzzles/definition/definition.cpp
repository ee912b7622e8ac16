#include "puzzles/definition/definition.h"

#include <algorithm>
#include <cstddef>
#include <span>

#include "core/checksum.h"
#include "core/errors.h"

namespace puzzletab::definition {
namespace {

struct Token {
  std::string_view text;
  std::size_t line = 0;
  std::size_t column = 0;
};

// Whitespace-separated tokens; `#` starts a comment to the end of the line.
std::vector<Token> tokenize(std::string_view text) {
  std::vector<Token> tokens;
  std::size_t line = 1;
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (c == '\n') {
      ++line;
      line_start = ++i;
    } else if (c == ' ' || c == '\t' || c == '\r') {
      ++i;
    } else if (c == '#') {
      while (i < text.size() && text[i] != '\n') ++i;
    } else {
      const std::size_t start = i;
      while (i < text.size() && text[i] != '\n' && text[i] != ' ' && text[i] != '\t' &&
             text[i] != '\r' && text[i] != '#')
        ++i;
      tokens.push_back({text.substr(start, i - start), line, start - line_start + 1});
    }
  }
  return tokens;
}

class Parser {
 public:
  Parser(std::string_view text, std::string_view source)
      : tokens_(tokenize(text)), source_(source), end_line_(count_lines(text)) {}

  Definition parse() {
    Definition def;
    expect_keyword("Name");
    const Token name = take("a puzzle name");
    // The name is the command's and the table header's: a-z, 0-9, '-'.
    if (name.text.size() > 15 || !std::all_of(name.text.begin(), name.text.end(), [](char c) {
          return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
        }))
      fail(name, "expected a puzzle name (up to 15 lowercase letters, digits or '-')");
    def.name = std::string(name.text);
    if (peek_is("ScrambleMinimum")) {
      ++next_;
      def.scramble_minimum = number("the least scramble distance", 0, 255);
    }
    while (peek_is("Set")) read_set(def);
    if (def.sets.empty()) fail(peek(), "expected `Set NAME SIZE ORIENTATIONS`");
    expect_keyword("Solved");
    def.solved = read_block(def, true);
    while (peek_is("Move")) read_move(def);
    if (def.moves.empty()) fail(peek(), "expected `Move NAME`");
    if (next_ < tokens_.size()) fail(peek(), "expected `Move` or the end of the definition");
    for (const auto& t : tokens_) {
      if (!def.normalised.empty()) def.normalised.push_back(' ');
      def.normalised += t.text;
    }
    return def;
  }

 private:
  static std::size_t count_lines(std::string_view text) {
    return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
  }

  [[noreturn]] void fail(const Token& at, const std::string& what) const {
    throw InputError(
        std::string(source_) + ":" + std::to_string(at.line) + ":" + std::to_string(at.column) +
        ": " + what +
        (at.text.empty() ? ", found the end" : ", found \"" + std::string(at.text) + "\""));
  }

  Token peek() const {
    if (next_ < tokens_.size()) return tokens_[next_];
    return {"", end_line_, 1};
  }
  bool peek_is(std::string_view word) const {
    return next_ < tokens_.size() && tokens_[next_].text == word;
  }
  Token take(std::string_view what) {
    if (next_ >= tokens_.size()) fail(peek(), "expected " + std::string(what));
    return tokens_[next_++];
  }
  void expect_keyword(std::string_view word) {
    const Token t = peek();
    if (t.text != word) fail(t, "expected `" + std::string(word) + "`");
    ++next_;
  }
  // Names of puzzles, sets and moves: letters, digits, '_' and '-', not
  // starting with a digit for sets and moves (move names end in powers).
  Token name_token(std::string_view what, bool digit_first = true) {
    const Token t = take(what);
    const bool ok = t.text.size() <= 15 && std::all_of(t.text.begin(), t.text.end(), [](char c) {
                      return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                             (c >= '0' && c <= '9') || c == '_' || c == '-';
                    });
    if (!ok || (!digit_first && t.text[0] >= '0' && t.text[0] <= '9'))
      fail(t, "expected " + std::string(what) + " (up to 15 letters, digits, '_' or '-'" +
                  (digit_first ? ")" : ", not starting with a digit)"));
    return t;
  }
  unsigned number(std::string_view what, unsigned lo, unsigned hi) {
    const Token t = take(what);
    unsigned value = 0;
    bool ok = !t.text.empty() && t.text.size() <= 3;
    for (const char c : t.text) {
      if (c < '0' || c > '9') ok = false;
      value = value * 10 + static_cast<unsigned>(c - '0');
    }
    if (!ok || value < lo || value > hi)
      fail(t, "expected " + std::string(what) + ", a number " + std::to_string(lo) + ".." +
                  std::to_string(hi));
    return value;
  }

  void read_set(Definition& def) {
    ++next_;
    const Token name = name_token("a set name", false);
    for (const auto& s : def.sets)
      if (s.name == name.text) fail(name, "the set is defined twice");
    PieceSet set;
    set.name = std::string(name.text);
    set.size = number("the number of pieces", 1, kMaxSetSize);
    set.orientations = number("the number of orientations", 1, kMaxOrientations);
    def.sets.push_back(set);
  }

  // Set blocks until `End`: each set named once, in any order. In Solved
  // every set must appear and pieces may repeat (identical pieces); in a
  // move a set left out stays as it is and the pieces are a permutation.
  std::vector<SetVectors> read_block(const Definition& def, bool solved) {
    std::vector<SetVectors> block(def.sets.size());
    std::vector<bool> seen(def.sets.size(), false);
    while (!peek_is("End")) {
      const Token name = take("a set name or `End`");
      const auto found = std::find_if(def.sets.begin(), def.sets.end(),
                                      [&](const PieceSet& s) { return s.name == name.text; });
      if (found == def.sets.end()) fail(name, "expected a set name or `End`");
      const auto index = static_cast<std::size_t>(found - def.sets.begin());
      if (seen[index]) fail(name, "the set appears twice in this block");
      seen[index] = true;
      block[index] = read_vectors(*found, solved);
    }
    const Token end = take("`End`");
    for (std::size_t s = 0; s < def.sets.size(); ++s) {
      if (seen[s]) continue;
      if (solved) fail(end, "the Solved block has no " + def.sets[s].name);
      block[s] = identity(def.sets[s]);
    }
    return block;
  }

  static SetVectors identity(const PieceSet& set) {
    SetVectors v;
    for (unsigned i = 0; i < set.size; ++i) v.pieces.push_back(static_cast<std::uint8_t>(i));
    v.twists.assign(set.size, 0);
    return v;
  }

  SetVectors read_vectors(const PieceSet& set, bool solved) {
    SetVectors v;
    unsigned used = 0;
    const std::string what = solved ? "a piece of " + set.name : "a slot of " + set.name;
    for (unsigned i = 0; i < set.size; ++i) {
      const Token at = peek();
      const unsigned p = number(what, 1, set.size) - 1;
      if (!solved && (used >> p & 1)) fail(at, "a move's slots must each appear once");
      used |= 1u << p;
      v.pieces.push_back(static_cast<std::uint8_t>(p));
    }
    for (unsigned i = 0; i < set.size; ++i) {
      const Token at = peek();
      const unsigned twist = number("an orientation of " + set.name, 0, set.orientations - 1);
      // Solved pieces are the orientation reference, so they read 0.
      if (solved && twist != 0) fail(at, "solved orientations must be 0");
      v.twists.push_back(static_cast<std::uint8_t>(twist));
    }
    return v;
  }

  void read_move(Definition& def) {
    ++next_;
    const Token name = name_token("a move name", false);
    for (const auto& m : def.moves)
      if (m.name == name.text) fail(name, "the move is defined twice");
    DefinedMove move{std::string(name.text), read_block(def, false)};
    bool changes = false;
    for (std::size_t s = 0; s < def.sets.size(); ++s)
      if (move.sets[s].pieces != identity(def.sets[s]).pieces ||
          std::any_of(move.sets[s].twists.begin(), move.sets[s].twists.end(),
                      [](std::uint8_t t) { return t != 0; }))
        changes = true;
    if (!changes) fail(name, "the move changes nothing");
    def.moves.push_back(std::move(move));
  }

  std::vector<Token> tokens_;
  std::size_t next_ = 0;
  std::string_view source_;
  std::size_t end_line_;
};

}  // namespace

Definition parse_definition(std::string_view text, std::string_view source) {
  return Parser(text, source).parse();
}

std::uint32_t definition_checksum(const Definition& definition) {
  const auto bytes = std::as_bytes(std::span(definition.normalised));
  return static_cast<std::uint32_t>(xxh64(bytes));
}

}  // namespace puzzletab::definition
