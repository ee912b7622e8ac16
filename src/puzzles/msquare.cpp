#include "puzzles/msquare.h"

#include <optional>

#include "core/answer_text.h"
#include "core/bfs.h"
#include "core/errors.h"
#include "core/json.h"
#include "core/rank.h"
#include "core/table_store.h"
#include "core/tokens.h"

namespace puzzletab::msquare {
namespace {

// kSource[m][i]: the position whose colour lands on position i under move m
// (0-based), as the USACO statement defines them: A swaps the rows, B shifts
// the columns right, C turns the middle four clockwise.
constexpr std::array<std::array<std::uint8_t, kCells>, 3> kSource = {{
    {7, 6, 5, 4, 3, 2, 1, 0},
    {3, 0, 1, 2, 5, 6, 7, 4},
    {0, 6, 1, 3, 4, 2, 5, 7},
}};

constexpr unsigned kEntryBits = 2;

const TableSpec& table_spec() {
  static const TableSpec spec{"msquare.ptab",
                              {"msquare", 0, EntryKind::next_move, kEntryBits, kStates}};
  return spec;
}

std::uint64_t rank(const Sheet& s) {
  return rank_permutation(s);
}

Sheet unrank(std::uint64_t r) {
  Sheet s;
  unrank_permutation(r, s);
  return s;
}

Sheet parse(std::span<const std::string> tokens) {
  if (tokens.size() != kCells)
    throw InputError("expected 8 distinct integers 1..8, got " + std::to_string(tokens.size()) +
                     " tokens");
  Sheet target{};
  unsigned seen = 0;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const auto colour = parse_int(tokens[i], 1, kCells);
    if (!colour)
      throw InputError("expected 8 distinct integers 1..8, got " + quote_token(tokens[i]) +
                       " at position " + std::to_string(i + 1));
    const unsigned bit = 1u << (*colour - 1);
    if (seen & bit)
      throw InputError("expected 8 distinct integers 1..8, got " + tokens[i] + " twice");
    seen |= bit;
    target[i] = static_cast<std::uint8_t>(*colour - 1);
  }
  return target;
}

// A position: the sheet as it is now in bits 0..23 and the target sheet in
// bits 24..47, three bits a colour.
constexpr unsigned kSheetBits = 24;

std::uint64_t pack(const Sheet& s) {
  std::uint64_t bits = 0;
  for (unsigned i = 0; i < kCells; ++i) bits |= std::uint64_t{s[i]} << (3 * i);
  return bits;
}

Sheet unpack(std::uint64_t bits) {
  Sheet s;
  for (unsigned i = 0; i < kCells; ++i) s[i] = static_cast<std::uint8_t>(bits >> (3 * i) & 7);
  return s;
}

Position make_position(const Sheet& now, const Sheet& target) {
  return pack(now) | pack(target) << kSheetBits;
}
Sheet now_of(Position p) {
  return unpack(p);
}
Sheet target_of(Position p) {
  return unpack(p >> kSheetBits);
}

std::string sheet_text(const Sheet& s) {
  std::string text;
  for (const auto colour : s) {
    if (!text.empty()) text.push_back(' ');
    text.push_back(static_cast<char>('1' + colour));
  }
  return text;
}

// USACO: the length, then 60 letters a line, and an empty line for the
// empty string.
void write_usaco(const std::string& moves, std::string& out) {
  out += std::to_string(moves.size());
  out.push_back('\n');
  constexpr std::size_t kLine = 60;
  std::size_t i = 0;
  do {
    out.append(moves, i, kLine);
    out.push_back('\n');
    i += kLine;
  } while (i < moves.size());
}

// Lines of letters until the count is reached; for a count of zero, the
// one empty line (which the end of the output may stand for).
void read_usaco(AnswerReader& reader, AnswerSink& sink) {
  const std::size_t count = read_count(reader, "the number of transformations");
  sink.stated_length(count);
  std::size_t read = 0;
  do {
    if (count == 0) {
      if (!reader.next_line()) break;
    } else {
      reader.expect_line("transformations");
    }
    read += read_letters(reader, sink, "transformation letters without spaces");
  } while (read < count);
}

// IOI'96: the length, then one letter a line.
void write_ioi96(const std::string& moves, std::string& out) {
  out += std::to_string(moves.size());
  out.push_back('\n');
  for (const char c : moves) {
    out.push_back(c);
    out.push_back('\n');
  }
}

void read_ioi96(AnswerReader& reader, AnswerSink& sink) {
  const std::size_t count = read_count(reader, "the number of transformations");
  sink.stated_length(count);
  for (std::size_t i = 0; i < count; ++i) {
    reader.expect_line("a transformation");
    const auto line = reader.rest_of_line(1);
    if (!line || line->size() != 1)
      throw PresentationError("expected one transformation letter on line " +
                              std::to_string(reader.line_number()) + ", found " +
                              reader.quoted_line());
    sink.move(*line);
  }
}

class MagicSquares final : public Puzzle {
 public:
  std::string_view name() const override { return "msquare"; }
  std::string_view summary() const override {
    return "8 distinct colours 1..8, the target sheet read clockwise from the upper left";
  }
  std::size_t tokens_per_case() const override { return kCells; }
  std::span<const OutputFormat> formats() const override { return formats_; }
  std::string_view input_help() const override {
    return "8 distinct colours 1..8: the target sheet, read clockwise from the upper left corner\n"
           "(the initial sheet is 1 2 3 4 5 6 7 8: 1 2 3 4 on top, 8 7 6 5 below).\n"
           "Transformations: A exchanges the rows, B shifts the columns right (the last\n"
           "column becomes the first), C turns the middle four clockwise.";
  }
  std::string_view example() const override { return "2 6 8 4 5 7 3 1"; }
  std::vector<TableSpec> tables() const override { return {table_spec()}; }
  PackedBuilder generate(const TableSpec&) const override { return build_table(); }

  std::vector<PuzzleOption> options() override {
    return {{"--from",
             "the start sheet, 8 colours read clockwise from the upper left (default: the "
             "initial sheet 1 2 3 4 5 6 7 8)",
             {},
             &from_text_}};
  }

  void load(const TableStore& store) override {
    if (!from_text_.empty()) {
      try {
        from_ = parse(split_tokens(from_text_));
      } catch (const InputError& e) {
        throw InputError(std::string("--from: ") + e.what());
      }
    }
    table_ = store.open(table_spec());
  }

  // The start sheet besides: the moves lead from it to the case's target.
  JsonAnswer json_answer(std::span<const std::string> tokens) const override {
    JsonAnswer answer = Puzzle::json_answer(tokens);
    std::string from;
    append_json_string(from, sheet_text(from_));
    answer.extras.emplace_back("from", from);
    return answer;
  }
  std::string goal_text(Position p) const override { return sheet_text(target_of(p)); }

  Position read_case(std::span<const std::string> tokens) const override {
    return make_position(from_, parse(tokens));
  }
  std::string write_case(Position p) const override { return sheet_text(target_of(p)); }

  unsigned move_count() const override { return kMoveLetters.size(); }
  std::string move_name(Move m) const override { return std::string(1, kMoveLetters[m]); }
  std::optional<Position> apply(Position p, Move m) const override {
    if (m >= kMoveLetters.size()) return std::nullopt;
    return make_position(apply_move(now_of(p), m), target_of(p));
  }
  bool is_goal(Position p) const override { return now_of(p) == target_of(p); }
  std::optional<std::vector<Move>> solve(Position p) const override {
    std::vector<Move> moves;
    const std::string letters = table_->read(
        [&](PackedView table) { return msquare::solve(now_of(p), target_of(p), table); });
    for (const char c : letters) moves.push_back(static_cast<Move>(kMoveLetters.find(c)));
    return moves;
  }

  // The sheet as the statement draws it: the first four colours on top,
  // the last four below, right to left.
  Picture draw(Position p) const override {
    const Sheet s = now_of(p);
    Picture picture;
    for (const auto& row : {std::array{0, 1, 2, 3}, std::array{7, 6, 5, 4}}) {
      std::string text;
      for (const int cell : row) {
        if (!text.empty()) text.push_back(' ');
        text.push_back(static_cast<char>('1' + s[static_cast<std::size_t>(cell)]));
      }
      picture.rows.push_back(text);
      picture.colours.push_back(text);  // each colour drawn in its own
    }
    return picture;
  }

  Uint128 position_count(bool) const override { return kStates; }
  Position nth_position(Uint128 index, bool) const override {
    return make_position(from_, unrank(index));
  }

 private:
  // The letters of the case's answer from the --from sheet.
  std::string solve_case(std::span<const std::string> tokens) const {
    const Sheet target = parse(tokens);
    return table_->read([&](PackedView table) { return msquare::solve(from_, target, table); });
  }

  std::string from_text_;
  Sheet from_ = initial_sheet();
  std::optional<TableReader> table_;
  const std::array<OutputFormat, 2> formats_{{
      {"usaco",
       "The length of the shortest transformation string, then the lexically earliest\n"
       "such string, 60 letters a line (USACO \"Magic Squares\"; an empty line for none).",
       Acceptance::canonical,
       [this](std::span<const std::string> tokens, std::string& out) {
         write_usaco(solve_case(tokens), out);
       },
       read_usaco},
      // IOI'96 took any shortest string.
      {"ioi96",
       "The length of the shortest transformation string, then its letters, one a line\n"
       "(IOI'96 \"Magic Squares\").",
       Acceptance::shortest,
       [this](std::span<const std::string> tokens, std::string& out) {
         write_ioi96(solve_case(tokens), out);
       },
       read_ioi96},
  }};
};

}  // namespace

Sheet initial_sheet() {
  Sheet s;
  for (unsigned i = 0; i < kCells; ++i) s[i] = static_cast<std::uint8_t>(i);
  return s;
}

Sheet apply_move(const Sheet& sheet, unsigned move) {
  Sheet out;
  for (unsigned i = 0; i < kCells; ++i) out[i] = sheet[kSource[move][i]];
  return out;
}

Sheet apply_move_inverse(const Sheet& sheet, unsigned move) {
  Sheet out;
  for (unsigned i = 0; i < kCells; ++i) out[kSource[move][i]] = sheet[i];
  return out;
}

PackedBuilder build_table() {
  const std::uint64_t goal = rank(initial_sheet());
  const auto distance =
      bfs_distances(kStates, std::span(&goal, 1), [](std::uint64_t r, auto&& emit) {
        const Sheet s = unrank(r);
        for (unsigned m = 0; m < kMoveLetters.size(); ++m) emit(rank(apply_move_inverse(s, m)));
      });
  return next_move_table(
      distance, kMoveLetters.size(), kEntryBits,
      [](std::uint64_t r, unsigned m) { return rank(apply_move(unrank(r), m)); });
}

std::string solve(const Sheet& target, PackedView table) {
  return solve(initial_sheet(), target, table);
}

std::string solve(const Sheet& from, const Sheet& target, PackedView table) {
  // Relabel colour target[i] as i: the target becomes the initial sheet,
  // and the start sheet's colours are renamed the same way.
  Sheet relabel;
  for (unsigned i = 0; i < kCells; ++i) relabel[target[i]] = static_cast<std::uint8_t>(i);
  Sheet start;
  for (unsigned i = 0; i < kCells; ++i) start[i] = relabel[from[i]];
  return walk_next_moves(start, rank(initial_sheet()), table, kMoveLetters, kMaxDistance, rank,
                         apply_move);
}

std::unique_ptr<Puzzle> make_puzzle() {
  return std::make_unique<MagicSquares>();
}

}  // namespace puzzletab::msquare
