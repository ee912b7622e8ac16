#include "puzzles/definition/definition.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <unordered_map>
#include <unordered_set>

#include "core/checksum.h"
#include "core/errors.h"
#include "core/tokens.h"

namespace puzzletab::definition {
namespace {

// twsearch's limits: a number is at most 255, orientations at most 127.
constexpr unsigned kMaxNumber = 255;
// A Solved block's `?` orientation as read, before it is sorted out.
constexpr unsigned kUnknownTwist = 255;
constexpr unsigned kMaxSetOrientations = 127;
// puzzletab's pragma, a comment line for twsearch.
constexpr std::string_view kPragma = "# puzzletab:";

struct Token {
  std::string_view text;
  std::size_t column = 0;
};

struct Line {
  std::size_t number = 0;
  std::vector<Token> tokens;
  bool pragma = false;  // a `# puzzletab:` line; its tokens follow the prefix
};

// twsearch's lines, one at a time (a file's lines are never all held): a
// line ends at LF or CR; one whose first character is `#` is a comment;
// bytes up to the space separate words; blank lines are skipped. A line
// has room for the largest set's numbers and no more.
class LineReader {
 public:
  LineReader(std::string_view text, std::string_view source) : text_(text), source_(source) {}

  std::optional<Line> next() {
    while (start_ < text_.size()) {
      std::size_t end = start_;
      while (end < text_.size() && text_[end] != '\n' && text_[end] != '\r') ++end;
      const std::string_view line = text_.substr(start_, end - start_);
      Line parsed{number_, {}, line.starts_with(kPragma)};
      parsed.tokens.reserve(kTypicalWords);
      // CR LF is one line end; a lone CR is one too.
      if (end < text_.size() && text_[end] == '\r' && end + 1 < text_.size() &&
          text_[end + 1] == '\n')
        ++end;
      start_ = end + 1;
      last_ = number_;
      if (end < text_.size()) ++number_;
      if (line.starts_with('#') && !parsed.pragma) continue;
      for (std::size_t i = parsed.pragma ? kPragma.size() : 0; i < line.size();) {
        if (static_cast<unsigned char>(line[i]) <= ' ') {
          ++i;
          continue;
        }
        const std::size_t from = i;
        while (i < line.size() && static_cast<unsigned char>(line[i]) > ' ') ++i;
        if (parsed.tokens.size() == kMaxWords)
          throw InputError(std::string(source_) + ":" + std::to_string(parsed.number) + ":" +
                           std::to_string(from + 1) + ": more than " + std::to_string(kMaxWords) +
                           " words on a line");
        parsed.tokens.push_back({line.substr(from, i - from), from + 1});
      }
      if (!parsed.tokens.empty() || parsed.pragma) return parsed;
    }
    return std::nullopt;
  }
  // The number of the last line read (for the end of the file).
  std::size_t last_line() const { return last_; }

  // The most numbers a line holds (a set's), and the set line's 4 words.
  static constexpr std::size_t kMaxWords = kMaxNumber;
  // Room for most lines' words at once (a set of 8 or 12).
  static constexpr std::size_t kTypicalWords = 12;

 private:
  std::string_view text_;
  std::string_view source_;
  std::size_t start_ = 0;
  std::size_t number_ = 1;
  std::size_t last_ = 1;
};

bool is_number(std::string_view word) {
  return !word.empty() && word[0] >= '0' && word[0] <= '9';
}

// twsearch reads these names as rotations, not moves: x y z (with 2 or '),
// and capital letters or '_' followed by a `v`.
bool is_rotation_name(std::string_view name) {
  if (!name.empty() && (name[0] == 'x' || name[0] == 'y' || name[0] == 'z') &&
      (name.size() == 1 || (name.size() == 2 && (name[1] == '2' || name[1] == '\''))))
    return true;
  std::size_t i = 0;
  while (i < name.size() && (name[i] == '_' || (name[i] >= 'A' && name[i] <= 'Z'))) ++i;
  return i > 0 && i + 1 == name.size() && name[i] == 'v';
}

class Parser {
 public:
  Parser(std::string_view text, std::string_view source) : lines_(text, source), source_(source) {}

  Definition parse() {
    Definition def;
    enum class Part { name, sets, moves } part = Part::name;
    bool solved = false;
    while (const auto next = lines_.next()) {
      const Line& line = *next;
      if (line.pragma) {
        read_pragma(line, def);
        continue;
      }
      no_mid_line_comment(line);
      const Token& word = line.tokens[0];
      if (word.text == "Name") {
        if (part != Part::name) fail(line, word, "`Name` comes first, before the sets");
        expect_tokens(line, 2);
        def.name = std::string(line.tokens[1].text);
        part = Part::sets;
      } else if (word.text == "Set") {
        if (part == Part::moves) fail(line, word, "`Set` comes before `Solved`");
        part = Part::sets;
        read_set(line, def);
      } else if (word.text == "Solved" || word.text == "StartState") {
        if (part != Part::sets || def.sets.empty())
          fail(line, word,
               "expected `Set NAME SIZE ORIENTATIONS` before `" + std::string(word.text) + "`");
        expect_tokens(line, 1);
        def.solved = read_solved(line, word.text == "StartState", def);
        part = Part::moves;
        solved = true;
      } else if (word.text == "Move" || word.text == "MoveTransformation") {
        if (!solved) fail(line, word, "expected `Solved` before the moves");
        expect_tokens(line, 2);
        read_move(line, word.text == "MoveTransformation", def);
      } else if (word.text == "MoveSequence") {
        if (!solved) fail(line, word, "expected `Solved` before the moves");
        if (line.tokens.size() < 3)
          fail(line, word, "expected `MoveSequence NAME MOVE...`: a name and at least one move");
        sequences_.push_back(line);
      } else if (word.text == "MoveAlias") {
        if (!solved) fail(line, word, "expected `Solved` before the moves");
        if (line.tokens.size() != 3)
          fail(line, word, "expected `MoveAlias NAME MOVE`: a name and one move");
        sequences_.push_back(line);
      } else if (word.text == "Illegal") {
        if (!solved) fail(line, word, "expected `Solved` before `Illegal`");
        read_illegal(line, def);
      } else {
        fail(line, word, "expected `Name`, `Set`, `Solved` or `Move`");
      }
    }
    const Line end{lines_.last_line(), {}, false};
    if (def.sets.empty()) fail(end, {}, "expected `Set NAME SIZE ORIENTATIONS`");
    if (!solved) fail(end, {}, "expected `Solved`");
    expand_sequences(def);
    if (def.moves.empty() && !rotations_.empty())
      fail(end, {},
           "expected a `Move` that is no rotation: twsearch reads x, y2, UFv as turns of the "
           "whole puzzle, no moves of its search");
    if (def.moves.empty()) fail(end, {}, "expected `Move NAME`");
    check_facelets(end, def);
    for (const auto& illegal : def.illegal)
      if (illegal.pieces >> def.solved[illegal.set].pieces[illegal.slot] & 1u)
        fail(end, {},
             "the solved position is illegal: " + def.sets[illegal.set].name + " slot " +
                 std::to_string(illegal.slot + 1) +
                 " holds a piece an `Illegal` line forbids there");
    if (def.name.empty()) def.name = "Unnamed";
    def.canonical = canonical_text(def);
    return def;
  }

 private:
  [[noreturn]] void fail(const Line& line, const Token& at, const std::string& what) const {
    throw InputError(std::string(source_) + ":" + std::to_string(line.number) + ":" +
                     std::to_string(at.column == 0 ? 1 : at.column) + ": " + what +
                     (at.text.empty() ? "" : ", found " + quote_token(at.text)));
  }

  void expect_tokens(const Line& line, std::size_t count) const {
    if (line.tokens.size() > count)
      fail(
          line, line.tokens[count],
          "expected " + std::to_string(count) + " word" + (count > 1 ? "s" : "") + " on this line");
    if (line.tokens.size() < count) {
      const Token& last = line.tokens.back();
      fail(line, {"", last.column + last.text.size()},
           "expected " + std::to_string(count) + " words on this line, found " +
               std::to_string(line.tokens.size()));
    }
  }

  // twsearch reads `#` as a comment only at the start of a line; after a
  // word it is a word, which no line has room for.
  void no_mid_line_comment(const Line& line) const {
    for (const auto& t : line.tokens)
      if (t.text.starts_with('#'))
        fail(line, t, "`#` starts a comment only at the start of a line (as twsearch reads it)");
  }

  void read_pragma(const Line& line, Definition& def) {
    const std::string_view word = line.tokens.empty() ? "" : line.tokens[0].text;
    if (word == "Face") return read_face(line, def);
    if (word == "Facelet") return read_facelet(line, def);
    if (line.tokens.size() != 2 || word != "ScrambleMinimum")
      fail(line, line.tokens.empty() ? Token{} : line.tokens[0],
           "expected `# puzzletab: ScrambleMinimum N`, `Face LETTER COLOUR` or `Facelet ROW "
           "COLUMN SET SLOT STICKER`");
    def.scramble_minimum = number(line, line.tokens[1], "the least scramble distance", 0, 255);
  }

  // `# puzzletab: Face U 7`: a face's letter and its colour in --show.
  void read_face(const Line& line, Definition& def) const {
    expect_tokens(line, 3);
    const Token& letter = line.tokens[1];
    if (letter.text.size() != 1 || letter.text[0] < 'A' || letter.text[0] > 'Z')
      fail(line, letter, "expected a face letter A..Z");
    for (const Face& face : def.faces)
      if (face.letter == letter.text[0]) fail(line, letter, "the face is defined twice");
    if (def.faces.size() == kMaxFaces)
      fail(line, line.tokens[0], "more than " + std::to_string(kMaxFaces) + " faces");
    if (!def.faces.empty() &&
        (def.facelets.empty() || def.facelets.back().face + 1 != def.faces.size()))
      fail(line, line.tokens[0], "the face before has no `Facelet` line");
    const unsigned colour = number(line, line.tokens[2], "the face's colour", 1, 8);
    def.faces.push_back({letter.text[0], static_cast<char>('0' + colour)});
  }

  // `# puzzletab: Facelet ROW COLUMN SET SLOT STICKER`: the face's next
  // facelet, at ROW and COLUMN of --show's net, is sticker STICKER of the
  // set's slot SLOT (numbered from 1, as the vectors number pieces).
  void read_facelet(const Line& line, Definition& def) const {
    expect_tokens(line, 6);
    if (def.faces.empty())
      fail(line, line.tokens[0], "expected `# puzzletab: Face LETTER COLOUR` before its facelets");
    const unsigned row = number(line, line.tokens[1], "a row of the net", 0, kMaxNetRows - 1);
    const unsigned column =
        number(line, line.tokens[2], "a column of the net", 0, kMaxNetColumns - 1);
    const Token& set_name = line.tokens[3];
    const auto found = set_index_.find(set_name.text);
    if (found == set_index_.end()) fail(line, set_name, "expected a set defined above");
    const PieceSet& set = def.sets[found->second];
    const unsigned slot = number(line, line.tokens[4], "a slot of " + set.name, 1, set.size);
    const unsigned sticker =
        number(line, line.tokens[5], "a sticker of " + set.name, 0, set.orientations - 1);
    unsigned offset = 0;
    for (std::size_t s = 0; s < found->second; ++s) offset += def.sets[s].size;
    const Facelet facelet{static_cast<unsigned>(def.faces.size() - 1), row, column,
                          offset + slot - 1, sticker};
    for (const Facelet& other : def.facelets) {
      if (other.slot == facelet.slot && other.sticker == facelet.sticker)
        fail(line, line.tokens[5], "this sticker has a facelet already");
      if (other.row == row && other.column == column)
        fail(line, line.tokens[1], "this place of the net has a facelet already");
    }
    def.facelets.push_back(facelet);
  }

  // A sticker map, if any, gives every sticker of every slot a facelet.
  void check_facelets(const Line& end, const Definition& def) const {
    if (def.faces.empty()) return;
    if (def.facelets.back().face + 1 != def.faces.size())
      fail(end, {}, "the last face has no `Facelet` line");
    for (const PieceSet& set : def.sets)
      if (set.any_twist_unknown())
        fail(end, {},
             "a sticker map shows every orientation, so no solved orientation may be `?` (" +
                 set.name + ")");
    unsigned offset = 0;
    for (const PieceSet& set : def.sets) {
      for (unsigned slot = 0; slot < set.size; ++slot)
        for (unsigned sticker = 0; sticker < set.orientations; ++sticker)
          if (std::none_of(def.facelets.begin(), def.facelets.end(), [&](const Facelet& f) {
                return f.slot == offset + slot && f.sticker == sticker;
              }))
            fail(end, {},
                 "the facelets leave out sticker " + std::to_string(sticker) + " of " + set.name +
                     " slot " + std::to_string(slot + 1) +
                     " (a piece has a sticker for each orientation)");
      offset += set.size;
    }
  }

  unsigned number(const Line& line, const Token& t, std::string_view what, unsigned lo,
                  unsigned hi) const {
    if (t.text == "?")
      fail(line, t,
           "`?` (an unknown orientation) is read only as an orientation of the Solved block, as "
           "twsearch reads it");
    const auto value = parse_int(t.text, static_cast<int>(lo), static_cast<int>(hi));
    if (!value)
      fail(line, t,
           "expected " + std::string(what) + ", a number " + std::to_string(lo) + ".." +
               std::to_string(hi));
    return static_cast<unsigned>(*value);
  }

  // twsearch's `Illegal SET SLOT PIECE...` (its addillegal): a position
  // with one of these pieces in that slot (numbered as the packed Solved
  // numbers them, 1 for the first) is illegal, and no move leads there. A
  // number no piece of the set has forbids nothing, as in twsearch.
  void read_illegal(const Line& line, Definition& def) {
    if (line.tokens.size() < 3)
      fail(line, line.tokens[0], "expected `Illegal SET SLOT PIECE...`: a set, a slot and pieces");
    const Token& set_name = line.tokens[1];
    const auto found = set_index_.find(set_name.text);
    if (found == set_index_.end()) fail(line, set_name, "expected a set defined above");
    const unsigned set = static_cast<unsigned>(found->second);
    const unsigned slot =
        number(line, line.tokens[2], "a slot of " + def.sets[set].name, 1, def.sets[set].size) - 1;
    std::uint64_t pieces = 0;
    for (std::size_t t = 3; t < line.tokens.size(); ++t)
      pieces |= std::uint64_t{1} << (number(line, line.tokens[t], "a piece (twsearch's limit)", 1,
                                            kMaxIllegalPiece) -
                                     1);
    if (pieces == 0) return;  // a line without pieces forbids nothing
    const auto same = std::find_if(def.illegal.begin(), def.illegal.end(), [&](const Illegal& i) {
      return i.set == set && i.slot == slot;
    });
    if (same != def.illegal.end())
      same->pieces |= pieces;
    else
      def.illegal.push_back({set, slot, pieces});
  }

  void read_set(const Line& line, Definition& def) {
    expect_tokens(line, 4);
    const Token& name = line.tokens[1];
    // In a block, a line that starts with a digit is numbers, `End` ends it.
    if (is_number(name.text) || name.text == "End" || name.text.starts_with('?'))
      fail(line, name, "expected a set name (not a number or `End`)");
    if (def.sets.size() == kMaxSets)
      fail(line, line.tokens[0], "more than " + std::to_string(kMaxSets) + " sets");
    if (!set_index_.emplace(name.text, def.sets.size()).second)
      fail(line, name, "the set is defined twice");
    PieceSet set;
    set.name = std::string(name.text);
    set.size = number(line, line.tokens[2], "the number of pieces", 1, kMaxNumber);
    set.orientations =
        number(line, line.tokens[3], "the number of orientations", 1, kMaxSetOrientations);
    def.sets.push_back(std::move(set));
  }

  // A block's lines until `End`: each set named at most once, followed by
  // its pieces' line and, if any, its orientations' line. `written` gets
  // each set's lines as numbers, `at` where each was named.
  struct Block {
    std::vector<std::vector<std::vector<unsigned>>> written;  // set, line, number
    std::vector<bool> named;
    std::vector<std::array<Line, 2>> rows;  // each set's lines, as read
  };
  // `unknown_twists`: the Solved block, where an orientation may be `?`
  // (kUnknownTwist), as twsearch reads it there and nowhere else.
  Block read_block(const Line& opening, const Definition& def, unsigned first_piece,
                   bool unknown_twists) {
    Block block;
    block.written.resize(def.sets.size());
    block.named.assign(def.sets.size(), false);
    block.rows.resize(def.sets.size());
    std::size_t current = def.sets.size();
    while (true) {
      auto next = lines_.next();
      if (!next) fail(opening, opening.tokens[0], "this block has no `End`");
      const Line& line = *next;
      if (line.pragma) fail(line, {}, "expected a set name, numbers or `End`");
      no_mid_line_comment(line);
      const Token& word = line.tokens[0];
      const bool numbers = is_number(word.text) || word.text == "?";
      if (!numbers && current < def.sets.size() && block.written[current].empty())
        fail(line, word, "expected the pieces of " + def.sets[current].name);
      if (word.text == "End") {
        expect_tokens(line, 1);
        return block;
      }
      if (!numbers) {
        expect_tokens(line, 1);
        const auto found = set_index_.find(word.text);
        if (found == set_index_.end()) fail(line, word, "expected a set name, numbers or `End`");
        current = found->second;
        if (block.named[current]) fail(line, word, "the set appears twice in this block");
        block.named[current] = true;
        continue;
      }
      if (current == def.sets.size()) fail(line, word, "expected a set name before numbers");
      auto& lines = block.written[current];
      const PieceSet& set = def.sets[current];
      if (lines.size() == 2)
        fail(line, word, "expected `End` or a set name after " + set.name + "'s two lines");
      expect_tokens(line, set.size);
      const bool pieces = lines.empty();
      const std::string what = (pieces ? "a piece of " : "an orientation of ") + set.name;
      std::vector<unsigned> values;
      values.reserve(line.tokens.size());
      for (const auto& t : line.tokens)
        values.push_back(pieces ? number(line, t, what, first_piece, kMaxNumber)
                         : unknown_twists && t.text == "?"
                             ? kUnknownTwist
                             : number(line, t, what, 0, set.orientations - 1));
      block.rows[current][lines.size()] = std::move(*next);
      lines.push_back(std::move(values));
    }
  }

  std::vector<SetVectors> read_solved(const Line& opening, bool zero_based, Definition& def) {
    const Block block = read_block(opening, def, zero_based ? 0 : 1, true);
    std::vector<SetVectors> solved;
    for (std::size_t s = 0; s < def.sets.size(); ++s) {
      PieceSet& set = def.sets[s];
      const auto& lines = block.written[s];
      SetVectors v;
      if (lines.empty()) {
        for (unsigned i = 0; i < set.size; ++i) set.labels.push_back(i + (zero_based ? 0 : 1));
      } else {
        set.labels = lines[0];
        std::sort(set.labels.begin(), set.labels.end());
        set.labels.erase(std::unique(set.labels.begin(), set.labels.end()), set.labels.end());
      }
      for (unsigned i = 0; i < set.size; ++i) {
        const unsigned written = lines.empty() ? set.labels[i] : lines[0][i];
        v.pieces.push_back(static_cast<std::uint8_t>(
            std::lower_bound(set.labels.begin(), set.labels.end(), written) - set.labels.begin()));
      }
      // A `?`: the piece's orientation is not tracked (twsearch's wildo),
      // for every piece of its kind alike; with one orientation, it is 0.
      set.unknown_twist.assign(set.labels.size(), false);
      for (std::size_t i = 0; lines.size() == 2 && i < set.size; ++i) {
        const Token& token = block.rows[s][1].tokens[i];
        const bool unknown = lines[1][i] == kUnknownTwist && set.orientations > 1;
        if (lines[1][i] != 0 && lines[1][i] != kUnknownTwist)
          fail(block.rows[s][1], token,
               "solved orientations other than 0 and ? are part of the twsearch format that "
               "puzzletab does not read");
        for (std::size_t j = 0; j < i; ++j)
          if (v.pieces[j] == v.pieces[i] &&
              (lines[1][j] == kUnknownTwist && set.orientations > 1) != unknown)
            fail(block.rows[s][1], token,
                 "identical pieces must all have the orientation ? or none (as twsearch "
                 "requires)");
        if (unknown) set.unknown_twist[v.pieces[i]] = true;
      }
      v.twists.assign(set.size, 0);
      solved.push_back(std::move(v));
    }
    return solved;
  }

  void read_move(const Line& line, bool state_form, Definition& def) {
    const Token& name = line.tokens[1];
    for (const unsigned char c : name.text)
      if (c > '~') fail(line, name, "expected a move name of printable ASCII characters");
    if (!move_names_.insert(name.text).second) fail(line, name, "the move is defined twice");
    // twsearch reads a rotation's name (x, y2, UFv) as a turn of the whole
    // puzzle, no move of its search: kept for the sequences to use.
    const bool rotation = is_rotation_name(name.text);
    if (!rotation && def.moves.size() == kMaxDefinedMoves)
      fail(line, line.tokens[0], "more than " + std::to_string(kMaxDefinedMoves) + " moves");
    const Block block = read_block(line, def, state_form ? 0 : 1, false);
    DefinedMove move{std::string(name.text), {}};
    bool changes = false;
    for (std::size_t s = 0; s < def.sets.size(); ++s) {
      const PieceSet& set = def.sets[s];
      const auto& lines = block.written[s];
      SetVectors v;
      std::vector<bool> used(set.size, false);
      for (unsigned i = 0; i < set.size; ++i) {
        const unsigned from = lines.empty() ? i : lines[0][i] - (state_form ? 0 : 1);
        if (from >= set.size || used[from])
          fail(block.rows[s][0], block.rows[s][0].tokens[i],
               "a move's " + set.name + " line must hold each slot " +
                   (state_form ? "0.." : "1..") + std::to_string(set.size - (state_form ? 1 : 0)) +
                   " once");
        used[from] = true;
        v.pieces.push_back(static_cast<std::uint8_t>(from));
      }
      for (unsigned i = 0; i < set.size; ++i) {
        // `Move` gives each piece's (cubie's) turn; the state form each slot's.
        const unsigned index = state_form ? i : v.pieces[i];
        v.twists.push_back(static_cast<std::uint8_t>(lines.size() == 2 ? lines[1][index] : 0));
        if (v.pieces[i] != i || v.twists[i] != 0) changes = true;
      }
      move.sets.push_back(std::move(v));
    }
    if (!changes) fail(line, name, "the move changes nothing");
    (rotation ? rotations_ : def.moves).push_back(std::move(move));
  }

  // a then b, in the state form: slot i receives the piece b takes from
  // slot b[i], which a brought there from a[b[i]].
  static std::vector<SetVectors> then(const Definition& def, const std::vector<SetVectors>& a,
                                      const std::vector<SetVectors>& b) {
    std::vector<SetVectors> product(a.size());
    for (std::size_t s = 0; s < a.size(); ++s) {
      const unsigned orientations = def.sets[s].orientations;
      for (std::size_t i = 0; i < a[s].pieces.size(); ++i) {
        const unsigned from = b[s].pieces[i];
        product[s].pieces.push_back(a[s].pieces[from]);
        product[s].twists.push_back(
            static_cast<std::uint8_t>((a[s].twists[from] + b[s].twists[i]) % orientations));
      }
    }
    return product;
  }

  // Every set's slots holding their own pieces, unturned.
  static std::vector<SetVectors> identity(const Definition& def) {
    std::vector<SetVectors> sets(def.sets.size());
    for (std::size_t s = 0; s < sets.size(); ++s)
      for (unsigned i = 0; i < def.sets[s].size; ++i) {
        sets[s].pieces.push_back(static_cast<std::uint8_t>(i));
        sets[s].twists.push_back(0);
      }
    return sets;
  }

  static bool is_identity(const std::vector<SetVectors>& sets) {
    return std::all_of(sets.begin(), sets.end(), [](const SetVectors& v) {
      for (std::size_t i = 0; i < v.pieces.size(); ++i)
        if (v.pieces[i] != i || v.twists[i] != 0) return false;
      return true;
    });
  }

  // The vectors of a move's or rotation's power as twsearch names it (R,
  // R2, R' for order 4; R2' for order 5), or nothing.
  static std::optional<std::vector<SetVectors>> power_named(const Definition& def,
                                                            const DefinedMove& move,
                                                            std::string_view word) {
    if (!word.starts_with(move.name)) return std::nullopt;
    std::vector<std::vector<SetVectors>> powers{move.sets};
    while (!is_identity(powers.back())) {
      powers.push_back(then(def, powers.back(), move.sets));
      if (powers.size() > 1'000'000) return std::nullopt;
    }
    const int order = static_cast<int>(powers.size());
    for (int power = 1; power < order; ++power) {
      const int turns = order - power < power ? power - order : power;
      std::string name = move.name;
      if (turns != 1 && turns != -1) name += std::to_string(turns < 0 ? -turns : turns);
      if (turns < 0) name += "'";
      if (name == word) return powers[static_cast<std::size_t>(power - 1)];
    }
    return std::nullopt;
  }

  // twsearch's MoveSequence NAME MOVE...: a move made of moves and
  // rotations (their powers named as twsearch names them, the words
  // separated by blanks or commas), expanded after the file is read, each
  // as soon as every word it uses is known, in passes as twsearch does: a
  // sequence may use another. The new moves come after the file's, in the
  // order they are expanded; one named as a rotation is a rotation.
  // twsearch's MoveAlias NAME MOVE is read as a sequence of one word and
  // kept apart: a name input may use, no move of the search (twsearch's
  // isalias, which its filtermovelist leaves out).
  void expand_sequences(Definition& def) {
    while (!sequences_.empty()) {
      bool expanded = false;
      for (auto pending = sequences_.begin(); pending != sequences_.end();) {
        const Line& line = *pending;
        std::optional<std::vector<SetVectors>> product = identity(def);
        for (std::size_t t = 2; t < line.tokens.size() && product; ++t) {
          std::string_view words = line.tokens[t].text;
          while (product && !words.empty()) {
            const std::size_t comma = words.find(',');
            const std::string_view word = words.substr(0, comma);
            words = comma == std::string_view::npos ? "" : words.substr(comma + 1);
            if (word.empty()) continue;
            std::optional<std::vector<SetVectors>> found;
            for (const auto* list : {&def.moves, &rotations_, &def.aliases})
              for (const auto& move : *list)
                if (!found) found = power_named(def, move, word);
            product = found ? std::optional(then(def, *product, *found)) : std::nullopt;
          }
        }
        if (!product) {
          ++pending;
          continue;
        }
        const Token& name = line.tokens[1];
        if (is_identity(*product)) fail(line, name, "the move sequence changes nothing");
        if (!move_names_.insert(name.text).second) fail(line, name, "the move is defined twice");
        const bool rotation = is_rotation_name(name.text);
        const bool alias = line.tokens[0].text == "MoveAlias";
        auto& list = rotation ? rotations_ : alias ? def.aliases : def.moves;
        if (!rotation && list.size() == kMaxDefinedMoves)
          fail(line, line.tokens[0],
               "more than " + std::to_string(kMaxDefinedMoves) + (alias ? " aliases" : " moves"));
        list.push_back({std::string(name.text), *product});
        pending = sequences_.erase(pending);
        expanded = true;
      }
      if (!expanded) {
        const Line& line = sequences_.front();
        fail(line, line.tokens[1],
             "the sequence uses a word that is no move or rotation of this file (as twsearch "
             "names their powers: R R2 R'), nor another sequence's");
      }
    }
  }

  static std::string canonical_text(const Definition& def) {
    std::string text;
    // `unknown`: the slots whose orientation Solved gives as `?`.
    const auto row = [&](const std::vector<std::uint8_t>& values,
                         const std::vector<bool>& unknown = {}) {
      for (std::size_t i = 0; i < values.size(); ++i) {
        if (i > 0) text.push_back(' ');
        if (i < unknown.size() && unknown[i])
          text.push_back('?');
        else
          text += std::to_string(values[i]);
      }
      text.push_back('\n');
    };
    for (const auto& set : def.sets)
      text += "Set " + set.name + " " + std::to_string(set.size) + " " +
              std::to_string(set.orientations) + "\n";
    const auto block = [&](const std::vector<SetVectors>& sets, bool solved) {
      for (std::size_t s = 0; s < sets.size(); ++s) {
        text += def.sets[s].name + "\n";
        row(sets[s].pieces);
        std::vector<bool> unknown;
        if (solved)
          for (const auto piece : sets[s].pieces)
            unknown.push_back(def.sets[s].twist_unknown(piece));
        row(sets[s].twists, unknown);
      }
      text += "End\n";
    };
    text += "StartState\n";
    block(def.solved, true);
    for (const auto& move : def.moves) {
      text += "MoveTransformation " + move.name + "\n";
      block(move.sets, false);
    }
    // Sorted, so that the same forbidden placements bind the same table.
    auto illegal = def.illegal;
    std::sort(illegal.begin(), illegal.end(), [](const Illegal& a, const Illegal& b) {
      return std::pair(a.set, a.slot) < std::pair(b.set, b.slot);
    });
    for (const auto& i : illegal) {
      text.append("Illegal ").append(def.sets[i.set].name);
      text.append(" ").append(std::to_string(i.slot + 1));
      for (unsigned p = 0; p < kMaxIllegalPiece; ++p)
        if (i.pieces >> p & 1u) text.append(" ").append(std::to_string(p + 1));
      text.push_back('\n');
    }
    return text;
  }

  LineReader lines_;
  std::string_view source_;
  std::unordered_map<std::string_view, std::size_t> set_index_;
  std::unordered_set<std::string_view> move_names_;
  std::vector<DefinedMove> rotations_;
  std::vector<Line> sequences_;  // MoveSequence lines, expanded at the end
};

}  // namespace

Definition parse_definition(std::string_view text, std::string_view source) {
  return Parser(text, source).parse();
}

std::uint64_t definition_checksum(const Definition& definition) {
  return xxh64(std::as_bytes(std::span(definition.canonical)));
}

}  // namespace puzzletab::definition
