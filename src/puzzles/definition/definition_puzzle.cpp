#include "puzzles/definition/definition_puzzle.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/answer_text.h"
#include "core/bfs.h"
#include "core/errors.h"
#include "core/json.h"
#include "core/parallel.h"
#include "core/prime_spelling.h"
#include "core/table_store.h"
#include "core/thousands.h"
#include "core/tokens.h"
#include "puzzles/definition/counting.h"
#include "puzzles/definition/move_tables.h"
#include "puzzles/definition/permutation_model.h"
#include "puzzles/definition/projection.h"
#include "puzzles/definition/pruned_search.h"
#include "puzzles/definition/reached_positions.h"
#include "puzzles/definition/stickers.h"
#include "puzzles/definition/tables_in_run.h"

namespace puzzletab::definition {
namespace {

// Two bits an entry: the distance modulo 3. A move changes the distance by
// at most one, so the three neighbouring distances differ modulo 3 and the
// first move to (d - 1) mod 3 is the first move of an earliest shortest answer.
constexpr unsigned kEntryBits = 2;
// No reachable position is this far; a walk that goes on is a corrupt table.
constexpr unsigned kMaxWalk = 255;
// Room for a walk's moves at once: the shipped puzzles' God's numbers are 11.
constexpr std::size_t kTypicalWalk = 16;
// The most moves a scramble read back may have: it is inverted, so it is
// held whole, one byte a move.
constexpr std::size_t kMaxScramble = std::size_t{1} << 16;
static_assert(kMaxMoves <= 256);
// The most positions whose distances --stats keeps, two bytes each; beyond
// it the distances are estimated from a sample, as for other large puzzles.
constexpr std::uint64_t kMaxCensus = std::uint64_t{1} << 27;
constexpr std::uint16_t kUnknownDistance = 0xFFFF;
// The most ranks gen searches by move-table coordinates kept a layer at a
// time: its layers take up to 32 bytes a position beside the byte a rank,
// 2^31 ranks 2 GB and their largest layers several more (twsearch's
// pyraminx.tws, 1.2 billion ranks: docs/definitions.md). Beyond it each
// position is unranked and its neighbours found by the move tables.
constexpr std::uint64_t kMaxMovedSearch = std::uint64_t{1} << 31;

// Where follow_moved stopped: before the layer at `depth` + 1, the one at
// `depth` holding `layer` positions (0 when every layer was followed).
struct FollowedLayers {
  std::uint16_t depth = 0;
  std::uint64_t layer = 0;
  std::uint64_t reached = 0;
};
// follow_moved's default: every layer.
struct FollowAll {
  constexpr bool operator()(std::uint64_t, std::uint64_t) const { return true; }
};
// The plan of a definition beyond a complete table: its pruning budget in
// entries, as two 32-bit words, low first.
constexpr unsigned kPlanBits = 32;
constexpr std::uint64_t kPlanEntries = 2;
// Walks that move States before a stream builds the move tables: about
// what building them costs (docs/definitions.md).
constexpr std::uint64_t kWalksBeforeTables = 256;

// What a complete table of the definition carries in its header's variant:
// the definition's checksum, changed for a ranking that numbers an orbit
// of one repeated kind by where the distinct pieces are, so that a table an
// earlier puzzletab ranked otherwise is refused, not misread.
constexpr std::uint64_t kPlacedRankingSalt = 0x706c616365642d32;  // "placed-2"
std::uint64_t table_variant(const Definition& definition, const PermutationModel& model) {
  const std::uint64_t checksum = definition_checksum(definition);
  return model.ranks_placed_pieces() ? checksum ^ kPlacedRankingSalt : checksum;
}

void append_moves(const PermutationModel& model, const std::vector<Move>& moves, std::string& out) {
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (i > 0) out.push_back(' ');
    out += model.move_name(moves[i]);
  }
}

std::string join_moves(const PermutationModel& model, const std::vector<Move>& moves) {
  std::string text;
  append_moves(model, moves, text);
  return text;
}

class DefinitionPuzzle final : public Puzzle {
 public:
  // `table_file`: the table's file name without ".ptab" (by default the
  // puzzle's name; a projection's is its puzzle's and its number).
  DefinitionPuzzle(const Definition& definition, std::string name, std::string gen_options,
                   ScrambleNotation notation, TableLimits limits,
                   const std::string& table_file = "")
      : definition_(definition),
        name_(std::move(name)),
        gen_options_(std::move(gen_options)),
        notation_(notation),
        model_(definition, PermutationModel::Ranking::optional),
        complete_(model_.ranked() && model_.position_count() <= limits.complete),
        pruning_entries_(limits.pruning),
        in_run_(complete_ ? std::nullopt : limits.in_run),
        solved_rank_(complete_ ? model_.rank(model_.solved()) : 0) {
    if (notation_) input_text_ = "scramble";
    if (!definition_.facelets.empty()) stickers_.emplace(definition_, model_);
    // Beyond a complete table, NAME.ptab is the plan: the pruning budget,
    // from which the projections follow.
    spec_ = {(table_file.empty() ? name_ : table_file) + ".ptab",
             complete_ ? TableInfo{name_, table_variant(definition_, model_), EntryKind::distance,
                                   kEntryBits, model_.position_count()}
                       : TableInfo{name_, definition_checksum(definition_), EntryKind::plan,
                                   kPlanBits, kPlanEntries}};
    for (const auto& set : definition_.sets) {
      tokens_ += std::size_t{2} * set.size;
      slot_count_ += set.size;
    }
    const std::string stickers_summary =
        definition_.facelets.empty() ? "" : "; --input stickers: a face letter a facelet";
    summary_ = notation_
                   ? "a WCA scramble a line (or --input position: the " + std::to_string(tokens_) +
                         " numbers of the piece and orientation "
                         "vectors" +
                         stickers_summary + ")"
                   : "the position as " + std::to_string(tokens_) +
                         " numbers: each set's piece and orientation vectors (or --input "
                         "moves: a move sequence a line" +
                         stickers_summary + ")";
    input_help_ =
        "The position as the definition writes it, set by set: the piece in each slot\n"
        "(numbered as in the Solved block), then each slot's orientation.\n";
    for (const auto& set : definition_.sets)
      input_help_ += "  " + set.name + ": " + std::to_string(set.size) + " pieces " +
                     pieces_of(set) + ", then " + std::to_string(set.size) + " orientations 0.." +
                     std::to_string(set.orientations - 1) + "\n";
    for (unsigned m = 0; m < model_.move_count(); ++m) move_names_ += " " + model_.move_name(m);
    std::string moves_help =
        "Moves:" + move_names_ + " (in this order, which decides the lexically earliest answer).";
    if (model_.alias_count() != 0) {
      std::string aliases;
      for (unsigned a = 0; a < model_.alias_count(); ++a) aliases += " " + model_.alias_name(a);
      moves_help += "\nAliases, read in a case of moves, never answered:" + aliases + ".";
      move_names_ += ";" + aliases;
    }
    input_help_ += moves_help;
    moves_input_help_ =
        "One line a case: moves separated by blanks, made from solved, as a scramble is\n"
        "written (an empty line is the solved position).\n" +
        moves_help;
    scramble_input_help_ =
        "One line a case: a scramble in WCA notation, made from solved (an empty line is\n"
        "the solved position), every face's turns and the rotations included; the answer\n"
        "is for the puzzle as held after them (--orientation start: turned back), the\n"
        "corner then in the fixed one's place staying (docs/definitions.md).\n" +
        moves_help;
    // The example: each defined move once, in order, twice over.
    State state = model_.solved();
    for (unsigned round = 0; round < 2; ++round)
      for (unsigned m = 0; m < model_.move_count(); ++m)
        if (model_.power_of(m) == 1) {
          state = model_.apply(state, m);
          moves_example_ += (moves_example_.empty() ? "" : " ") + model_.move_name(m);
        }
    example_ = case_text(state);
    if (stickers_) {
      stickers_example_ = stickers_->write(state);
      stickers_input_help_ = stickers_->input_help() + moves_help;
    }
  }

  std::string_view name() const override { return name_; }
  std::string_view summary() const override { return summary_; }
  std::size_t tokens_per_case() const override { return case_is_line() ? 1 : tokens_; }
  bool case_is_line() const override { return input_text_ != "position"; }
  std::span<const OutputFormat> formats() const override { return formats_; }
  unsigned scramble_minimum() const override { return definition_.scramble_minimum; }
  // A complete table, or the plan and each projection's (once the plan is
  // known: query reads it from the plan's table).
  std::vector<TableSpec> tables() const override {
    std::vector<TableSpec> specs{spec_};
    for (const auto& p : pruning()) specs.push_back(p.puzzle->spec_);
    return specs;
  }

  // Ranks the moves do not reach (the moves binding the pieces by more than
  // the ranking's invariants) get kUnreachedEntry: a case there is refused.
  PackedBuilder generate(const TableSpec& spec) const override {
    if (!complete_) {
      if (spec.file_name == spec_.file_name) {
        PackedBuilder plan(kPlanBits, kPlanEntries);
        plan.set(0, static_cast<std::uint32_t>(*pruning_entries_));
        plan.set(1, static_cast<std::uint32_t>(*pruning_entries_ >> 32));
        return plan;
      }
      for (const auto& p : pruning())
        if (p.puzzle->spec_.file_name == spec.file_name) return p.puzzle->generate(spec);
      throw std::logic_error(name_ + " has no table " + spec.file_name);
    }
    const auto distance = search_distances();
    PackedBuilder table(kEntryBits, distance.size());
    for (std::uint64_t r = 0; r < distance.size(); ++r)
      table.set(r, distance[r] == kUnreached ? kUnreachedEntry : distance[r] % 3u);
    return table;
  }

  std::vector<PuzzleOption> options() override {
    PuzzleOption input{"--input",
                       "position (default): the piece and orientation vectors; moves: a move "
                       "sequence made from solved, a line a case (R U R' F2)",
                       {"position", "moves"},
                       &input_text_};
    if (notation_) {
      input.help =
          "scramble (default): a WCA scramble made from solved, a line a case; position: the "
          "piece and orientation vectors; moves: the definition's moves alone, a line a case";
      input.choices.insert(input.choices.begin(), "scramble");
    }
    if (stickers_) {
      input.help += "; stickers: a face letter a facelet, a line a case";
      input.choices.emplace_back("stickers");
    }
    if (!notation_) return {input};
    return {input,
            {"--orientation",
             "held (default): the answer for the puzzle as it is held after the scramble's "
             "rotations, its faces named as they are then; start: for the puzzle turned back "
             "as it started",
             {"held", "start"},
             &orientation_}};
  }

  std::string gen_options() const override { return gen_options_; }
  void load(const TableStore& store) override {
    if (in_run_) return;
    try {
      table_ = store.open(spec_, gen_options_);
      if (!complete_) {
        const PackedView plan = table_->entries();
        const std::uint64_t planned = plan[0] | std::uint64_t{plan[1]} << 32;
        if (pruning_entries_ && *pruning_entries_ != planned)
          throw TableError(store.path(spec_).string() + ": planned for " + with_commas(planned) +
                           " pruning entries, not " + with_commas(*pruning_entries_));
        pruning_entries_ = planned;
      }
      for (auto& p : pruning()) p.puzzle->table_ = store.open(p.puzzle->spec_, gen_options_);
    } catch (const TableError& e) {
      if (gen_options_ != kDefinitionFromStandardInput) throw;
      throw TableError(std::string(e.what()) +
                       " (the definition came from standard input, which no command repeats: "
                       "gen --def FILE builds the table of a definition in FILE)");
    }
  }

  // The solved vectors also with --input moves, where the solved case is
  // an empty line: json's goal says where the moves lead.
  // With --input stickers, the solved colouring.
  std::string goal_text(Position) const override {
    if (stickers_input()) return stickers_->write(model_.solved());
    return case_text(model_.solved());
  }

  // With a sticker map, json also gives the position's colouring.
  JsonAnswer json_answer(std::span<const std::string> tokens) const override {
    const State state = read_state(tokens);
    JsonAnswer answer{goal_text(0), solve_state(state), {}};
    if (stickers_) {
      std::string facelets;
      append_json_string(facelets, stickers_->write(state));
      answer.extras.emplace_back("facelets", std::move(facelets));
    }
    return answer;
  }

  Position read_case(std::span<const std::string> tokens) const override {
    return position_of(read_state(tokens));
  }

  // A case's State, read and checked.
  State read_state(std::span<const std::string> tokens) const {
    if (input_text_ == "scramble") return read_scramble_case(tokens.front());
    if (moves_input()) {
      // Positions on the way may be illegal, as twsearch reads a scramble
      // (it warns); the case is where the moves end.
      State state = read_moves_case(tokens.front());
      refuse_illegal(state);
      return state;
    }
    if (stickers_input()) {
      State state = stickers_->read(tokens.front());
      refuse_illegal(state);
      refuse_unreached(state);
      return state;
    }
    if (tokens.size() != tokens_)
      throw InputError("expected " + std::to_string(tokens_) + " numbers, got " +
                       std::to_string(tokens.size()) + " tokens");
    State state;
    std::size_t at = 0;
    unsigned slot = 0;
    for (const auto& set : definition_.sets) {
      for (unsigned i = 0; i < set.size; ++i, ++at) {
        const auto piece = parse_int(tokens[at], 0, 255);
        const auto label = std::lower_bound(set.labels.begin(), set.labels.end(),
                                            piece ? static_cast<unsigned>(*piece) : 256u);
        if (label == set.labels.end() || *label != static_cast<unsigned>(*piece))
          throw InputError("expected a " + set.name + " piece " + pieces_of(set) + ", got " +
                           quote_token(tokens[at]) + " at position " + std::to_string(at + 1));
        state.pieces[slot + i] = static_cast<std::uint8_t>(label - set.labels.begin());
      }
      for (unsigned i = 0; i < set.size; ++i, ++at) {
        // A piece whose solved orientation is `?` has `?` wherever it is.
        if (set.twist_unknown(state.pieces[slot + i])) {
          if (tokens[at] != "?")
            throw InputError("expected ? for the orientation of " + set.name + " piece " +
                             std::to_string(set.labels[state.pieces[slot + i]]) +
                             " (unknown, as Solved gives it), got " + quote_token(tokens[at]) +
                             " at position " + std::to_string(at + 1));
          state.twists[slot + i] = 0;
          continue;
        }
        const auto twist = parse_int(tokens[at], 0, static_cast<int>(set.orientations) - 1);
        if (!twist)
          throw InputError("expected a " + set.name + " orientation 0.." +
                           std::to_string(set.orientations - 1) + ", got " +
                           quote_token(tokens[at]) + " at position " + std::to_string(at + 1));
        state.twists[slot + i] = static_cast<std::uint8_t>(*twist);
      }
      slot += set.size;
    }
    model_.check(state);
    refuse_illegal(state);
    refuse_unreached(state);
    return state;
  }

  // A position the definition's Illegal lines forbid.
  void refuse_illegal(const State& state) const {
    const auto slot = model_.illegal_slot(state);
    if (!slot) return;
    unsigned first = 0;
    for (const auto& set : definition_.sets) {
      if (*slot < first + set.size)
        throw InputError("the position is illegal: " + set.name + " slot " +
                         std::to_string(*slot - first + 1) + " holds piece " +
                         std::to_string(set.labels[state.pieces[*slot]]) +
                         ", which an `Illegal` line forbids there");
      first += set.size;
    }
  }

  // A position that keeps every rule the ranking checks, but that gen's
  // search did not reach from the goal. Before load() (the Pyraminx reads
  // its example then) no table says so.
  void refuse_unreached(const State& state) const {
    if (!complete_ && group().contains(state) == false)
      throw InputError(
          "the moves do not reach this position, though it breaks none of the rules the "
          "ranking checks: it is no element of the group " +
          name_ + "'s moves generate (by Schreier-Sims)");
    if (complete_ && table_ && table_->entries()[model_.rank(state)] == kUnreachedEntry)
      throw InputError(
          "the moves do not reach this position, though it breaks none of the rules the "
          "ranking checks: " +
          name_ + "'s moves bind the pieces further (gen's search from the goal reached " +
          with_commas(reached().count()) + " of the " + with_commas(model_.position_count()) +
          " positions those rules allow)");
  }

  // With --input moves, a case is the scramble that makes the position.
  std::string write_case(Position position) const override {
    if (moves_input()) return join_moves(model_, inverse(*solve(position)));
    if (stickers_input()) return stickers_->write(state_of(position));
    return case_text(state_of(position));
  }

  unsigned move_count() const override { return model_.move_count(); }
  std::string move_name(Move move) const override { return model_.move_name(move); }
  std::optional<Position> apply(Position position, Move move) const override {
    if (move >= model_.move_count()) return std::nullopt;
    const State after = model_.apply(state_of(position), move);
    if (!model_.legal(after)) return std::nullopt;
    return position_of(after);
  }
  bool is_goal(Position position) const override {
    return complete_ ? position == solved_rank_ : state_of(position) == model_.solved();
  }

  std::optional<std::vector<Move>> solve(Position position) const override {
    if (complete_ && table_->entries()[position] == kUnreachedEntry) return std::nullopt;
    return solve_state(state_of(position));
  }
  // A search for a definition beyond a complete table: hours, for a
  // position far from the goal.
  SolveCost solve_cost() const override {
    return complete_ ? SolveCost::microseconds : SolveCost::hours;
  }

  // The net of stickers, given a sticker map; else each set as two rows,
  // its pieces and their orientations, under its name, every piece number
  // in a colour of its own.
  Picture draw(Position position) const override {
    const State state = state_of(position);
    if (stickers_) return stickers_->draw(state);
    std::size_t label = 0;
    for (const auto& set : definition_.sets) label = std::max(label, set.name.size());
    Picture picture;
    unsigned slot = 0;
    for (const auto& set : definition_.sets) {
      std::string pieces = set.name + std::string(label - set.name.size(), ' ');
      std::string twists(label, ' ');
      std::string colours(label, ' ');
      for (unsigned i = 0; i < set.size; ++i) {
        const std::string p = std::to_string(set.labels[state.pieces[slot + i]]);
        const std::string t = twist_text(set, state, slot + i);
        const std::size_t width = std::max<std::size_t>(p.size(), 2);
        pieces += std::string(width + 1 - p.size(), ' ') + p;
        twists += std::string(width + 1 - t.size(), ' ') + t;
        colours += std::string(width + 1 - p.size(), ' ') +
                   std::string(p.size(), static_cast<char>('1' + state.pieces[slot + i] % 8));
      }
      slot += set.size;
      picture.rows.push_back(pieces);
      picture.colours.push_back(colours);
      picture.rows.push_back(twists);
      picture.colours.push_back(std::string(twists.size(), ' '));
    }
    const std::size_t width =
        std::max_element(picture.rows.begin(), picture.rows.end(),
                         [](const auto& a, const auto& b) { return a.size() < b.size(); })
            ->size();
    for (auto& row : picture.rows) row.resize(width, ' ');
    for (auto& row : picture.colours) row.resize(width, ' ');
    return picture;
  }

  // The positions the moves reach, numbered in rank order. Beyond a
  // complete table they are not numbered.
  Uint128 position_count(bool) const override {
    return complete_ ? Uint128(reached().count()) : Uint128::from_words(~0ULL, ~0ULL);
  }
  Position nth_position(Uint128 index, bool) const override {
    if (!complete_) throw std::logic_error(name_ + ": positions are not numbered");
    return reached().rank_of(index.low());
  }
  // Beyond a complete table: uniform positions of the group the moves
  // generate (Schreier-Sims). Not with Illegal lines: the group then holds
  // positions that no allowed path reaches, and only a complete search
  // tells which.
  bool draws_own_cases() const override { return !complete_; }
  DrawnCase draw_case(RandomDraw& draw, std::string_view format,
                      bool random_orientation) const override {
    if (complete_) return Puzzle::draw_case(draw, format, random_orientation);
    if (model_.has_illegal())
      throw InputError(name_ +
                       " has Illegal lines and no complete table, so the positions its moves "
                       "reach are not known: --random cannot draw them");
    const unsigned least = format == "scramble" ? scramble_minimum() : 0;
    for (;;) {
      const Position p = position_of(group().random_state(draw));
      if (least == 0 || !distance_within(p, least - 1)) return written_later(p, format);
    }
  }
  // Beyond a complete table, a search no deeper than `limit`.
  std::optional<unsigned> distance_within(Position position, unsigned limit) const override {
    if (complete_) return Puzzle::distance_within(position, limit);
    const auto solution = search(state_of(position), limit);
    if (!solution) return std::nullopt;
    return static_cast<unsigned>(solution->moves.size());
  }

  std::optional<std::vector<std::uint16_t>> distances() const override {
    if (!complete_ || model_.position_count() > kMaxCensus) return std::nullopt;
    std::call_once(census_once_, [&] { census_ = follow_distances(); });
    return census_;
  }
  // Not distance_counts(): --random would then wait for every distance
  // where solving a few random positions answers at once.
  // The table's census, about half a second for the 2x2x2's 3,674,160
  // positions, against a million misses when the distance is beyond it.
  std::optional<unsigned> gods_number() const override {
    const auto census = distances();
    if (!census || census->empty()) return std::nullopt;
    return *std::max_element(census->begin(), census->end());
  }

  std::string_view input_help() const override {
    if (stickers_input()) return stickers_input_help_;
    if (input_text_ == "scramble") return scramble_input_help_;
    return moves_input() ? moves_input_help_ : input_help_;
  }
  std::string_view example() const override {
    if (stickers_input()) return stickers_example_;
    return moves_input() ? moves_example_ : example_;
  }

 private:
  // Read from the option itself rather than at load(): help describes the
  // input before it loads the table.
  // A case a line of moves: the definition's, or a scramble (whose words
  // include the definition's moves).
  bool moves_input() const { return input_text_ == "moves" || input_text_ == "scramble"; }
  bool stickers_input() const { return input_text_ == "stickers"; }

  // A position as the Puzzle interface passes it: the rank, or beyond a
  // complete table the State's slots' pieces, then their orientations.
  Position position_of(const State& state) const {
    if (complete_) return model_.rank(state);
    std::vector<std::uint8_t> bytes(state.pieces.begin(), state.pieces.begin() + slot_count_);
    bytes.insert(bytes.end(), state.twists.begin(), state.twists.begin() + slot_count_);
    return Position::from_bytes(bytes);
  }
  State state_of(const Position& position) const {
    if (complete_) return model_.unrank(position);
    const auto bytes = position.bytes();
    if (bytes.size() != std::size_t{2} * slot_count_)
      throw std::logic_error(name_ + ": not a position of this definition");
    State state;
    std::copy_n(bytes.begin(), slot_count_, state.pieces.begin());
    std::copy_n(bytes.begin() + slot_count_, slot_count_, state.twists.begin());
    return state;
  }

  // The writers read a State, which they walk from without unranking it.
  std::vector<Move> solve_state(const State& state) const {
    if (!complete_) {
      const auto solution = search(state, kMaxPrunedMoves);
      if (!solution)
        throw InputError("no answer of at most " + std::to_string(kMaxPrunedMoves) +
                         " moves: the moves may not reach this position");
      return {solution->moves.begin(), solution->moves.end()};
    }
    if (const MoveTables* tables = move_tables(false)) {
      TableMover mover{*tables, tables->coordinates(state), {}};
      return walk(tables->rank(mover.at), mover);
    }
    StateMover mover{model_, state, {}};
    return walk(model_.rank(state), mover);
  }

  // A position as a walk moves it: try(m) ranks it after the move m,
  // take() keeps the position last tried.
  struct StateMover {
    const PermutationModel& model;
    State state;
    State tried;
    std::uint64_t try_move(Move m) {
      tried = model.apply(state, m);
      return model.rank(tried);
    }
    void take() { state = tried; }
  };
  struct TableMover {
    const MoveTables& tables;
    MoveTables::Coordinates at;
    MoveTables::Coordinates tried;
    std::uint64_t try_move(Move m) { return tables.apply(at, m, tried); }
    void take() { at = tried; }
  };

  // The lexically earliest shortest answer: at each step the first move to
  // a position one closer modulo 3.
  template <typename Mover>
  std::vector<Move> walk(Position position, Mover& mover) const {
    const PackedView entries = table_->entries();
    std::vector<Move> moves;
    moves.reserve(kTypicalWalk);
    for (std::uint64_t r = position; r != solved_rank_;) {
      const unsigned closer = (entries[r] + 2) % 3;
      Move m = 0;
      std::uint64_t next_rank = 0;
      for (; m < model_.move_count(); ++m) {
        // Two powers of one move in a row would be one move or none, so a
        // shortest answer never has them: the previous move's powers are skipped.
        if (!moves.empty() && model_.base_of(m) == model_.base_of(moves.back())) continue;
        next_rank = mover.try_move(m);
        if (entries[next_rank] == closer) break;
      }
      if (m == model_.move_count() || moves.size() >= kMaxWalk)
        throw TableError("table does not lead to the goal (corrupt)");
      moves.push_back(m);
      mover.take();
      r = next_rank;
    }
    return moves;
  }

  // The move tables cost milliseconds to build, many walks' worth: a
  // stream builds them at its kWalksBeforeTables-th walk (the walks before
  // move States), a caller with many positions to move at once (`now`).
  // Nothing when the definition is too large for them.
  const MoveTables* move_tables(bool now) const {
    if (!tables_built_.load(std::memory_order_acquire)) {
      if (!now && walks_.fetch_add(1, std::memory_order_relaxed) < kWalksBeforeTables)
        return nullptr;
      std::call_once(tables_once_, [&] {
        move_tables_ = MoveTables::build(model_);
        tables_built_.store(true, std::memory_order_release);
      });
    }
    return move_tables_ ? &*move_tables_ : nullptr;
  }

  // gen's breadth-first search from the goal: by move-table coordinates
  // when the puzzle has them (a move tried is a few lookups), else by
  // States. With move tables, the early layers are kept as coordinates
  // (nothing unranked) while they are smaller than the ranks left and fit
  // beside the byte a rank (kMaxMovedSearch); the late layers, found
  // backward, unrank each rank left and look up its neighbours until one
  // is in the layer before (a rank with a value the moves never make has
  // none). A definition whose moves bind its pieces beyond the ranking's
  // invariants leaves ranks no position has, which stay unreached: the
  // search then stays forward, as its layers never outgrow them.
  // Every move's inverse is a move (its powers are all there), so the
  // positions one move before a position are those one move after it.
  std::vector<std::uint8_t> search_distances() const {
    // Moves into a position Illegal lines forbid are not made: such a
    // position is a hole, never reached (the move tables know no pieces),
    // as is a rank whose unknown orientations (`?`) are not 0.
    const MoveTables* tables = model_.has_illegal() ? nullptr : move_tables(true);
    const std::uint64_t count = model_.position_count();
    if (tables) {
      const auto neighbours = [&](std::uint64_t r, auto&& emit) {
        const auto at = tables->made_coordinates(model_.unrank(r));
        if (!at) return;
        MoveTables::Coordinates after;
        for (unsigned m = 0; m < model_.move_count(); ++m)
          if (emit(tables->apply(*at, m, after))) return;
      };
      // A byte a position, read before it is claimed: most moves tried
      // lead to positions already found, and a read shares the cache line
      // where a locked write would take it.
      std::vector<std::uint8_t> distance(count, kUnreached);
      distance[solved_rank_] = 0;
      BfsLayers from{0, 1, count - 1};
      if (count <= kMaxMovedSearch) {
        const FollowedLayers followed = follow_moved(
            *tables, [&](std::uint64_t n) { __builtin_prefetch(&distance[n]); },
            [&](std::uint64_t n, std::uint16_t d) {
              std::atomic_ref<std::uint8_t> entry(distance[n]);
              std::uint8_t unknown = kUnreached;
              return d < kUnreached && entry.load(std::memory_order_relaxed) == kUnreached &&
                     entry.compare_exchange_strong(unknown, static_cast<std::uint8_t>(d),
                                                   std::memory_order_relaxed);
            },
            [&](std::uint64_t layer, std::uint64_t reached) { return layer <= count - reached; });
        if (followed.layer == 0) return distance;
        from = {static_cast<std::uint8_t>(followed.depth), followed.layer,
                count - followed.reached};
      }
      parallel_bfs_layers(distance, from, neighbours);
      return distance;
    }
    const auto neighbours = [&](std::uint64_t r, auto&& emit) {
      const State s = model_.unrank(r);
      State next;
      for (unsigned m = 0; m < model_.move_count(); ++m) {
        model_.apply_into(s, m, next);
        if (model_.legal(next) && emit(model_.rank(next))) return;
      }
    };
    // Holes are asked about in the backward layers: an unranking, spent
    // only where there can be holes.
    if (!model_.has_illegal() && !model_.has_unknown_twists())
      return parallel_bfs_distances(count, solved_rank_, neighbours);
    return parallel_bfs_distances(count, solved_rank_, neighbours, [&](std::uint64_t r) {
      const State s = model_.unrank(r);
      return model_.legal(s) && model_.unknown_twists_clear(s);
    });
  }

  // Every position's distance, followed out from the goal through the
  // table: a neighbour of a position at distance d is at d + 1 exactly when
  // its entry is (d + 1) mod 3, since d - 1, d and d + 1 differ modulo 3.
  // Layer by layer on every core, each position's neighbours computed once,
  // as gen's search does; no search of its own needs a visited set.
  std::vector<std::uint16_t> follow_distances() const {
    std::vector<std::uint16_t> distance(model_.position_count(), kUnknownDistance);
    distance[solved_rank_] = 0;
    const MoveTables* tables = move_tables(true);
    const PackedView entries = table_->entries();
    const std::uint64_t followed =
        tables
            ? follow_moved(
                  *tables,
                  [&](std::uint64_t n) {
                    __builtin_prefetch(entries.bytes().data() + n * entries.bits() / 8);
                    __builtin_prefetch(&distance[n]);
                  },
                  [&](std::uint64_t n, std::uint16_t d) { return claim(entries, distance, n, d); })
                  .reached
            : follow_ranked(distance);
    const ReachedPositions& positions = reached();
    if (followed != positions.count())
      throw TableError("table does not lead every position to the goal (corrupt)");
    if (positions.every_rank()) return distance;
    // Numbered as nth_position numbers them: the reached ranks in order.
    std::erase(distance, kUnknownDistance);
    return distance;
  }

  // A projection's complete table, for a definition beyond one: its own
  // puzzle (a complete definition), bound to this one's name and options.
  struct Pruning {
    Projector projector;
    std::unique_ptr<DefinitionPuzzle> puzzle;
    std::vector<int> move_of;  // pruned_search.h's PruningTable::move_of
  };
  // The projections, planned when first asked (gen, load): nothing for a
  // complete table. Files NAME.p1.ptab, ...: a '.' is in no puzzle's name.
  std::vector<Pruning>& pruning() const {
    if (complete_ || !pruning_entries_) return pruning_;
    std::call_once(pruning_once_, [&] {
      const auto projections = plan_projections(definition_, *pruning_entries_);
      for (std::size_t k = 0; k < projections.size(); ++k) {
        const Definition projected =
            parse_definition(projection_text(definition_, projections[k]), name_);
        auto puzzle =
            std::make_unique<DefinitionPuzzle>(projected, name_, gen_options_, nullptr,
                                               TableLimits{}, name_ + ".p" + std::to_string(k + 1));
        auto move_of = projected_moves(model_, puzzle->model_);
        pruning_.push_back(
            {Projector(definition_, projections[k]), std::move(puzzle), std::move(move_of)});
      }
    });
    return pruning_;
  }

  std::vector<PruningTable> pruning_tables() const {
    // The projections' move tables, built side by side on every core the
    // first time: most of a fresh process's time (3x3x3.tws at the
    // default budget: four projections, 0.3 s on one core).
    std::call_once(pruning_moves_once_, [&] {
      auto& projections = pruning();
      parallel_chunks(projections.size(), 1, [&](std::uint64_t begin, std::uint64_t end) {
        for (std::uint64_t k = begin; k < end; ++k) projections[k].puzzle->move_tables(true);
      });
    });
    std::vector<PruningTable> tables;
    for (const auto& p : pruning())
      tables.push_back({&p.projector, &p.puzzle->model_, p.puzzle->table_->entries(),
                        kCompleteDepth, p.puzzle->move_tables(true), p.move_of});
    return tables;
  }

  // The pruning tables built in the run (query --build-pruning), planned
  // and begun when first asked; their layers may take as many bytes as the
  // tables.
  TablesInRun& tables_in_run() const {
    std::call_once(in_run_once_, [&] {
      std::vector<PruningTable> tables;
      for (const auto& p : pruning())
        tables.push_back(
            {&p.projector, &p.puzzle->model_, PackedView{}, kCompleteDepth, nullptr, p.move_of});
      in_run_tables_.emplace(
          model_, tables, *pruning_entries_ / 4, *pruning_entries_ / 16, *in_run_,
          [this](std::size_t k) { return pruning()[k].puzzle->move_tables(true); });
    });
    return *in_run_tables_;
  }

  std::optional<IdaSolution> search(const State& state, unsigned max_moves) const {
    if (in_run_) return pruned_search(model_, tables_in_run(), state, max_moves);
    return pruned_search(model_, pruning_tables(), state, max_moves);
  }

  // The group the moves generate, built when first asked (a few
  // milliseconds for twsearch's 3x3x3.tws).
  const DefinitionGroup& group() const {
    std::call_once(group_once_, [&] { group_.emplace(definition_); });
    return *group_;
  }

  const ReachedPositions& reached() const {
    std::call_once(reached_once_, [&] {
      reached_.emplace(
          table_->read([](const PackedView& entries) { return ReachedPositions(entries); }));
    });
    return *reached_;
  }

  // Sets n's distance to `d` when it is at d by its entry and not set yet.
  bool claim(const PackedView& entries, std::vector<std::uint16_t>& distance, std::uint64_t n,
             std::uint16_t d) const {
    if (entries[n] != d % 3u) return false;
    std::uint16_t unknown = kUnknownDistance;
    return std::atomic_ref(distance[n])
        .compare_exchange_strong(unknown, d, std::memory_order_relaxed);
  }

  // Each layer kept as its positions' move-table coordinates, moved by
  // lookups (MoveTables::next_layer): nothing unranked. claim(n, d) says
  // whether position n is new at distance d (and takes it); touch(n) asks
  // memory for what claim(n, d) reads. Stops before a layer for which
  // go_on(its positions, positions reached) is false.
  template <typename Touch, typename Claim, typename GoOn = FollowAll>
  FollowedLayers follow_moved(const MoveTables& tables, Touch touch, Claim claim,
                              GoOn go_on = {}) const {
    const unsigned parts = tables.part_count();
    const auto solved = tables.coordinates(model_.solved());
    std::vector<std::uint32_t> layer(solved.part.begin(), solved.part.begin() + parts);
    std::uint64_t reached = 1;
    for (std::uint16_t d = 1; !layer.empty(); ++d) {
      const std::uint64_t count = layer.size() / parts;
      if (!go_on(count, reached)) return {static_cast<std::uint16_t>(d - 1), count, reached};
      layer = tables.next_layer(layer, touch, [&](std::uint64_t n) { return claim(n, d); });
      reached += layer.size() / parts;
    }
    return {0, 0, reached};
  }

  // Without move tables (a definition too large for them): each layer
  // found by a scan of every distance, its positions unranked and moved.
  std::uint64_t follow_ranked(std::vector<std::uint16_t>& distance) const {
    const PackedView entries = table_->entries();
    std::uint64_t reached = 1;
    for (std::uint16_t d = 0;; ++d) {
      std::atomic<std::uint64_t> found{0};
      parallel_for(distance.size(), [&](std::uint64_t begin, std::uint64_t end) {
        std::uint64_t here = 0;
        for (std::uint64_t r = begin; r < end; ++r) {
          if (std::atomic_ref(distance[r]).load(std::memory_order_relaxed) != d) continue;
          const State s = model_.unrank(r);
          for (unsigned m = 0; m < model_.move_count(); ++m)
            if (claim(entries, distance, model_.rank(model_.apply(s, m)),
                      static_cast<std::uint16_t>(d + 1)))
              ++here;
        }
        found += here;
      });
      if (found == 0) return reached;
      reached += found;
    }
  }

  // A case of --input moves: its moves made from solved.
  // The move named `word` (R, R2, R'; the prime also as typed elsewhere,
  // R’ or R′), if there is one.
  std::optional<Move> find_move(std::string_view word) const {
    const std::string name = with_ascii_primes(word);
    for (Move m = 0; m < model_.move_count(); ++m)
      if (model_.move_name(m) == name) return m;
    return std::nullopt;
  }

  State read_moves_case(std::string_view line) const {
    State state = model_.solved();
    std::size_t position = 0;
    for (const auto& word : split_tokens(line)) {
      ++position;
      if (const auto m = find_move(word)) {
        state = model_.apply(state, *m);
      } else if (const auto a = find_alias(word)) {
        state = model_.apply_alias(state, *a);
      } else {
        throw InputError("expected a move (" + move_names_.substr(1) + "), got " +
                         quote_token(word) + " at position " + std::to_string(position));
      }
    }
    return state;
  }

  // The MoveAlias power named `word`, if there is one.
  std::optional<unsigned> find_alias(std::string_view word) const {
    const std::string name = with_ascii_primes(word);
    for (unsigned a = 0; a < model_.alias_count(); ++a)
      if (model_.alias_name(a) == name) return a;
    return std::nullopt;
  }

  // A case of --input scramble: the colouring it leaves, read as stickers.
  State read_scramble_case(std::string_view line) const {
    return stickers_->read(notation_(line, orientation_ == "held"));
  }

  void write_moves(std::span<const std::string> tokens, std::string& out) const {
    append_moves(model_, solve_state(read_state(tokens)), out);
    out.push_back('\n');
  }
  void write_scramble(std::span<const std::string> tokens, std::string& out) const {
    append_moves(model_, inverse(solve_state(read_state(tokens))), out);
    out.push_back('\n');
  }

  // A scramble read back is the solution it implies: its moves undone in
  // reverse order. They are kept until the line ends, so a scramble is
  // bounded; no shortest one comes near the bound.
  void read_scramble(AnswerReader& reader, AnswerSink& sink) const {
    if (!reader.next_line()) return;
    std::vector<std::uint8_t> moves;
    for (std::string word; reader.word(word);) {
      const auto m = find_move(word);
      if (!m)
        throw PresentationError("expected a move of " + name_ + " on line " +
                                std::to_string(reader.line_number()) + ", found " +
                                quote_token(word));
      if (moves.size() == kMaxScramble)
        throw PresentationError("expected a scramble of at most " + with_commas(kMaxScramble) +
                                " moves on line " + std::to_string(reader.line_number()) +
                                ", found more");
      moves.push_back(static_cast<std::uint8_t>(model_.inverse_of(*m)));
    }
    for (auto m = moves.rbegin(); m != moves.rend(); ++m) sink.move(model_.move_name(*m));
  }

  std::vector<Move> inverse(const std::vector<Move>& moves) const {
    std::vector<Move> undo;
    for (auto m = moves.rbegin(); m != moves.rend(); ++m) undo.push_back(model_.inverse_of(*m));
    return undo;
  }

  // The case's tokens: each set's pieces as Solved numbers them, then its
  // orientations.
  std::string case_text(const State& state) const {
    std::string text;
    unsigned slot = 0;
    for (const auto& set : definition_.sets) {
      for (unsigned i = 0; i < set.size; ++i) {
        if (!text.empty()) text.push_back(' ');
        text += std::to_string(set.labels[state.pieces[slot + i]]);
      }
      for (unsigned i = 0; i < set.size; ++i) {
        text.push_back(' ');
        text += twist_text(set, state, slot + i);
      }
      slot += set.size;
    }
    return text;
  }

  // A slot's orientation as a case writes it: `?` for a piece whose solved
  // orientation is unknown.
  static std::string twist_text(const PieceSet& set, const State& state, unsigned slot) {
    return set.twist_unknown(state.pieces[slot]) ? "?" : std::to_string(state.twists[slot]);
  }

  // A set's piece numbers for a message: "1..8", or "(one of 3 7)" when
  // they skip.
  static std::string pieces_of(const PieceSet& set) {
    if (set.labels.back() - set.labels.front() + 1 == set.labels.size())
      return std::to_string(set.labels.front()) + ".." + std::to_string(set.labels.back());
    std::string text = "(one of";
    for (const unsigned label : set.labels) {
      text.push_back(' ');
      text += std::to_string(label);
    }
    return text + ")";
  }

  Definition definition_;
  std::string name_;
  std::string gen_options_;
  ScrambleNotation notation_;
  PermutationModel model_;
  // A complete table; else pruning tables (pruning()), of at most this
  // many entries together.
  bool complete_;
  std::optional<std::uint64_t> pruning_entries_;  // gen's, or read from the plan at load()
  std::optional<std::uint64_t> in_run_;           // TableLimits::in_run
  std::uint64_t solved_rank_;
  TableSpec spec_;
  std::size_t tokens_ = 0;
  unsigned slot_count_ = 0;
  std::string summary_;
  std::string input_help_;
  std::string example_;
  std::string input_text_ = "position";
  std::string move_names_;  // each move after a blank, then ";" and the aliases so
  std::string moves_input_help_;
  std::string scramble_input_help_;
  std::string orientation_ = "held";
  std::string moves_example_;
  std::optional<Stickers> stickers_;  // when the definition has a sticker map
  std::string stickers_input_help_;
  std::string stickers_example_;
  std::optional<TableReader> table_;
  mutable std::atomic<std::uint64_t> walks_{0};
  mutable std::atomic<bool> tables_built_{false};
  mutable std::once_flag tables_once_;
  mutable std::optional<MoveTables> move_tables_;
  mutable std::once_flag reached_once_;
  mutable std::optional<ReachedPositions> reached_;
  mutable std::once_flag census_once_;
  mutable std::vector<std::uint16_t> census_;
  mutable std::once_flag pruning_once_;
  mutable std::vector<Pruning> pruning_;
  mutable std::once_flag pruning_moves_once_;
  mutable std::once_flag in_run_once_;
  mutable std::optional<TablesInRun> in_run_tables_;
  mutable std::once_flag group_once_;
  mutable std::optional<DefinitionGroup> group_;
  const std::array<OutputFormat, 2> formats_{{
      {"moves",
       "The moves of the lexically earliest shortest solution (moves ordered as listed\n"
       "above), separated by spaces, on one line; an empty line when solved.",
       Acceptance::shortest,
       [this](std::span<const std::string> tokens, std::string& out) { write_moves(tokens, out); },
       read_move_words},
      {"scramble",
       "A scramble: moves that take the solved puzzle to the position, the lexically\n"
       "earliest shortest solution undone (its moves inverted, in reverse order), on one\n"
       "line. With --random N, N random-state scrambles: uniform positions at least\n"
       "--min-distance moves from solved (default: the definition's ScrambleMinimum).",
       Acceptance::shortest,
       [this](std::span<const std::string> tokens, std::string& out) {
         write_scramble(tokens, out);
       },
       [this](AnswerReader& reader, AnswerSink& sink) { read_scramble(reader, sink); }},
  }};
};

}  // namespace

std::unique_ptr<Puzzle> make_definition_puzzle(const Definition& definition, std::string name,
                                               std::string gen_options, ScrambleNotation notation,
                                               TableLimits limits) {
  return std::make_unique<DefinitionPuzzle>(definition, std::move(name), std::move(gen_options),
                                            notation, limits);
}

}  // namespace puzzletab::definition
