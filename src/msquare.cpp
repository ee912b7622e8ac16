#include "msquare.h"

#include <CLI/CLI.hpp>
#include <optional>

#include "bfs.h"
#include "errors.h"
#include "json.h"
#include "rank.h"
#include "table_dir.h"
#include "tokens.h"

namespace puzzletab::msquare {
namespace {

// kSource[m][i]: the position whose colour lands on position i under move m,
// as in the seed's tforms table (0-based). A swaps the rows, B shifts the
// columns right, C turns the middle four clockwise.
constexpr std::array<std::array<std::uint8_t, kCells>, 3> kSource = {{
    {7, 6, 5, 4, 3, 2, 1, 0},
    {3, 0, 1, 2, 5, 6, 7, 4},
    {0, 6, 1, 3, 4, 2, 5, 7},
}};

constexpr unsigned kEntryBits = 2;

const TableSpec& table_spec() {
  static const TableSpec spec{
      "msquare.ptab", {"msquare", 0, EntryKind::next_move, kEntryBits, kStates, Codec::zstd}};
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

class MagicSquares final : public Puzzle {
 public:
  std::string_view name() const override { return "msquare"; }
  std::string_view summary() const override {
    return "8 distinct colours 1..8, the target sheet read clockwise from the upper left";
  }
  std::size_t tokens_per_case() const override { return kCells; }
  std::vector<std::string> formats() const override { return {"usaco", "ioi96"}; }
  std::vector<TableSpec> tables() const override { return {table_spec()}; }
  PackedBuilder generate(const TableSpec&) const override { return build_table(); }

  void add_options(CLI::App& command) override {
    command.add_option(
        "--from", from_text_,
        "the start sheet, 8 colours read clockwise from the upper left (default: the "
        "initial sheet 1 2 3 4 5 6 7 8)");
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

  void answer(std::span<const std::string> tokens, std::string_view format,
              std::string& out) const override {
    const std::string moves = solve(from_, parse(tokens), table_->entries());
    if (format == "json") {
      JsonObject json(out);
      json.string("puzzle", "msquare");
      if (!from_text_.empty()) json.string("from", join_tokens(split_tokens(from_text_)));
      json.string("input", join_tokens(tokens))
          .number("distance", static_cast<std::int64_t>(moves.size()))
          .string("moves", moves)
          .close();
      return;
    }
    out += std::to_string(moves.size());
    out.push_back('\n');
    if (format == "ioi96") {
      for (const char c : moves) {
        out.push_back(c);
        out.push_back('\n');
      }
      return;
    }
    // USACO: 60 letters per line, and an empty line for the empty string.
    constexpr std::size_t kLine = 60;
    std::size_t i = 0;
    do {
      out.append(moves, i, kLine);
      out.push_back('\n');
      i += kLine;
    } while (i < moves.size());
  }

 private:
  std::string from_text_;
  Sheet from_ = initial_sheet();
  std::optional<TableReader> table_;
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
