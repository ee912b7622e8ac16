#include "puzzles/nxn/nxn_puzzle.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/answer_text.h"
#include "core/errors.h"
#include "core/table_store.h"
#include "puzzles/cube3/facelets.h"
#include "puzzles/face_letters.h"
#include "puzzles/nxn/cube4_centres.h"
#include "puzzles/nxn/cube4_pairing.h"
#include "puzzles/nxn/cube4_reduction.h"
#include "puzzles/nxn/geometry.h"
#include "puzzles/nxn/notation.h"
#include "puzzles/nxn/pieces.h"
#include "puzzles/nxn/random_moves.h"

namespace puzzletab::nxn {
namespace {

// The most characters of an answer's line.
constexpr std::size_t kMaxAnswerLine = std::size_t{1} << 20;

// An answer's line read as turns, each named as the moves are.
void read_turns_answer(unsigned size, AnswerReader& reader, AnswerSink& sink) {
  if (!reader.next_line()) return;
  const auto line = reader.rest_of_line(kMaxAnswerLine);
  if (!line)
    throw PresentationError("a line longer than " + std::to_string(kMaxAnswerLine) +
                            " characters on line " + std::to_string(reader.line_number()));
  std::vector<BlockTurn> turns;
  try {
    turns = read_block_turns(*line, size);
  } catch (const InputError& e) {
    throw PresentationError(std::string(e.what()) + " on line " +
                            std::to_string(reader.line_number()));
  }
  for (const BlockTurn turn : turns) sink.move(block_turn_name(turn, size));
}

void read_no_moves(AnswerReader&, AnswerSink&) {
  throw PresentationError("the stickers format holds no moves to check");
}

// The 4x4x4 reduction's committed tables (cube4_reduction.h): the wing
// pairings' distances modulo 3 (2 bits), phases 1 and 2's distances (4
// bits), phase 2's bound for splitting pairs (2 bits).
std::vector<TableSpec> reduction_specs() {
  return {{"4x4x4-pairing.ptab", {"4x4x4", 0, EntryKind::pattern, 2, cube4::kPairingCount}},
          {"4x4x4-phase1.ptab", {"4x4x4", 1, EntryKind::distance, 4, cube4::kPhase1Count}},
          {"4x4x4-phase2.ptab", {"4x4x4", 2, EntryKind::distance, 4, cube4::kPhase2Count}},
          {"4x4x4-split.ptab", {"4x4x4", 3, EntryKind::pattern, 2, cube4::kSplitCount}}};
}

PackedBuilder build_reduction_table(std::uint64_t variant) {
  switch (variant) {
    case 0:
      return cube4::build_pairing_table();
    case 1:
      return cube4::build_phase1_table();
    case 2:
      return cube4::build_phase2_table();
    default:
      return cube4::build_split_table();
  }
}

std::vector<BlockTurn> block_turns(const std::vector<std::uint8_t>& moves) {
  std::vector<BlockTurn> turns;
  for (const unsigned m : moves) turns.push_back(cube4::block_turn(m));
  return turns;
}

class CubeNxN final : public Puzzle {
 public:
  explicit CubeNxN(unsigned size)
      : size_(size),
        geometry_(geometry(size)),
        name_(puzzle_name(size)),
        summary_("a WCA scramble a line (or --input stickers: " +
                 std::to_string(geometry_.facelet_count()) + " facelets, URFDLB); " +
                 (size == 4 ? "a reduction solver's answer, not the shortest" : "no solver")),
        no_solver_(name_ + " has no solver in puzzletab: it reads scrambles and stickers, " +
                   "draws them (--show), checks answers (--check, --judge) and scrambles " +
                   "(--random), but finds no answer"),
        formats_{
            {{"moves",
              size == 4
                  ? "The reduction solver's answer on one line in WCA notation (R U F L D B,\n"
                    "Rw Uw Fw), about 44 moves: not the shortest (docs/cubes.md)."
                  : "The answer's moves on one line: refused, this cube has no solver (--check\n"
                    "and --judge replay an answer of your own in WCA notation).",
              Acceptance::reaches_goal,
              [this](std::span<const std::string> tokens, std::string& out) {
                const Position position = read_case(tokens);  // a bad case is told first
                if (size_ != 4) throw InputError(no_solver_);
                out += block_turns_text(block_turns(solution(position)), size_);
                out += '\n';
              },
              [size](AnswerReader& reader, AnswerSink& sink) {
                read_turns_answer(size, reader, sink);
              },
              false},
             {"stickers",
              "The position's facelets in the input's order (--input stickers reads them\n"
              "back), one face letter each, on one line.",
              Acceptance::reaches_goal,
              [this](std::span<const std::string> tokens, std::string& out) {
                out += letters_of(stickers_of(read_case(tokens)));
                out += '\n';
              },
              read_no_moves, false}}} {
    // Every block of layers from every face, and the rotations, in the
    // order their names sort (puzzle.h).
    std::vector<std::pair<std::string, BlockTurn>> named;
    for (unsigned f = 0; f < 6; ++f)
      for (unsigned outer = 1; outer <= size; ++outer)
        for (unsigned inner = outer; inner <= size; ++inner)
          for (unsigned q = 1; q <= 3; ++q) {
            const bool rotation = outer == 1 && inner == size;
            if (rotation && f >= 3) continue;  // y' names the turn of D's every layer
            const BlockTurn turn{static_cast<Face>(f), outer, inner, q};
            named.emplace_back(block_turn_name(turn, size), turn);
          }
    std::sort(named.begin(), named.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    for (auto& [name, turn] : named) {
      names_.push_back(std::move(name));
      turns_.push_back(turn);
    }
    Stickers example = geometry_.solved();
    for (const BlockTurn turn : read_block_turns(kExample, size)) geometry_.turn(example, turn);
    stickers_example_ = letters_of(example);
  }

  std::string_view name() const override { return name_; }
  std::string_view summary() const override { return summary_; }
  std::size_t tokens_per_case() const override { return 1; }
  bool case_is_line() const override { return true; }
  std::span<const OutputFormat> formats() const override { return formats_; }
  std::vector<TableSpec> tables() const override {
    if (size_ == 4) return reduction_specs();
    return {};
  }
  PackedBuilder generate(const TableSpec& spec) const override {
    if (size_ == 4)
      for (const TableSpec& own : reduction_specs())
        if (spec.file_name == own.file_name) return build_reduction_table(own.info.variant);
    throw std::logic_error(name_ + " has no table " + spec.file_name);
  }

  std::vector<PuzzleOption> options() override {
    return {{"--input",
             "moves (default): a WCA scramble a line; stickers: the " +
                 std::to_string(geometry_.facelet_count()) +
                 " facelets in Kociemba's order grown to the cube (URFDLB), a face letter each",
             {"moves", "stickers"},
             &input_}};
  }
  void load(const TableStore& store) override {
    tables_.clear();
    if (size_ == 4)
      for (const TableSpec& spec : reduction_specs()) tables_.push_back(store.open(spec));
  }
  std::string goal_text(Position) const override { return letters_of(geometry_.solved()); }

  Position read_case(std::span<const std::string> tokens) const override {
    const std::string& text = tokens.front();
    if (input_ == "stickers") {
      const FaceletName name = [this](std::size_t f) {
        return facelet_name(geometry_, static_cast<unsigned>(f));
      };
      const Stickers stickers =
          read_face_letters(text, cube3::kFaceLetters, geometry_.facelet_count(), name);
      // The cube may be held any way: its pieces are read once it is
      // turned back (an odd cube's centres home, an even cube's DLB
      // corner); a colouring no rotation brings home is refused as it is.
      Stickers home = stickers;
      read_pieces(geometry_, geometry_.normalise(home) ? home : stickers);
      return Position::from_bytes(stickers);
    }
    Stickers stickers = geometry_.solved();
    for (const BlockTurn turn : read_block_turns(text, size_)) geometry_.turn(stickers, turn);
    return Position::from_bytes(stickers);
  }
  // A position is written as its stickers: without a solver, no scramble
  // of it can be written.
  std::string write_case(Position p) const override {
    if (input_ != "stickers")
      throw InputError(name_ + ": a position is written as its stickers only (--input stickers)");
    return letters_of(stickers_of(p));
  }

  unsigned move_count() const override { return static_cast<unsigned>(turns_.size()); }
  std::string move_name(Move m) const override { return names_.at(m); }
  std::optional<Position> apply(Position p, Move m) const override {
    if (m >= turns_.size()) return std::nullopt;
    Stickers stickers = stickers_of(p);
    geometry_.turn(stickers, turns_[m]);
    return Position::from_bytes(stickers);
  }
  // Every face one colour, however the cube is held.
  bool is_goal(Position p) const override {
    const auto bytes = p.bytes();
    const unsigned per_face = size_ * size_;
    for (unsigned f = 0; f < bytes.size(); ++f)
      if (bytes[f] != bytes[f / per_face * per_face]) return false;
    return true;
  }
  std::optional<std::vector<Move>> solve(Position p) const override {
    if (size_ != 4) throw InputError(no_solver_);
    std::vector<Move> moves;
    for (const BlockTurn turn : block_turns(solution(p)))
      moves.push_back(
          static_cast<Move>(std::find(turns_.begin(), turns_.end(), turn) - turns_.begin()));
    return moves;
  }
  // The 4x4x4's answer says what it is: "distance" counts its moves, and
  // "shortest" is false (docs/json.md's "distance" is the length of the
  // answer given).
  JsonAnswer json_answer(std::span<const std::string> tokens) const override {
    if (size_ != 4) return Puzzle::json_answer(tokens);
    const Position position = read_case(tokens);
    return {
        goal_text(position), solve(position), {{"shortest", "false"}, {"solver", "\"reduction\""}}};
  }
  Solver solver() const override { return size_ == 4 ? Solver::not_shortest : Solver::none; }
  SolveCost solve_cost() const override {
    return size_ == 4 ? SolveCost::seconds : SolveCost::hours;
  }

  Picture draw(Position p) const override {
    return cube3::draw_facelet_net(letters_of(stickers_of(p)), size_);
  }

  // More than 2^128 positions (7.4e45 for the 4x4x4): not numbered;
  // --random draws scrambles (draw_case).
  Uint128 position_count(bool) const override { return Uint128::from_words(~0ULL, ~0ULL); }
  Position nth_position(Uint128, bool) const override {
    throw std::logic_error(name_ + ": positions are not numbered");
  }

  bool draws_own_cases() const override { return true; }
  DrawnCase draw_case(RandomDraw& draw, std::string_view format,
                      bool random_orientation) const override {
    // TNoodle draws the orientation first.
    const std::vector<BlockTurn> orientation =
        random_orientation ? nxn::random_orientation(size_, draw) : std::vector<BlockTurn>{};
    const bool stickers = format == "stickers";
    if (size_ != 4) {
      return [this, stickers,
              scramble = with_orientation(random_move_scramble(size_, draw), orientation, size_)] {
        return scramble_text(scramble, stickers);
      };
    }
    // The 4x4x4's scramble is random-state (FourByFourCubePuzzle): a
    // uniform position, DLB home, solved, the solution undone.
    const cube4::ReductionTables tables = reduction_tables();
    const cube4::Cube4 cube = cube4::random_cube(draw);
    return [this, stickers, orientation, tables, cube] {
      return scramble_text(
          with_orientation(
              block_turns(cube4::dlb_scramble(cube4::reduction_solution(cube, tables))),
              orientation, size_),
          stickers);
    };
  }

  std::string_view input_help() const override {
    return input_ == "stickers"
               ? "The facelets in the order of Kociemba's solvers grown to the cube: each face\n"
                 "U R F D L B row by row as seen facing it (U with B above, D with F above, the\n"
                 "others with U above), a face letter each: the face whose colour it shows in\n"
                 "the solved cube held white on top, green in front (docs/cubes.md)."
               : "One WCA scramble a line, made from solved with U on top and F in front: R U F\n"
                 "L D B with ' or 2; outer blocks Rw (or r) and 3Rw (or 3r); rotations x y z;\n"
                 "cubing.js's inner blocks 2R and 2-3Rw, and M E S on an odd cube. The cube is\n"
                 "then as held after the scramble; solved: every face one colour.";
  }
  std::string_view example() const override {
    return input_ == "stickers" ? stickers_example_ : kExample;
  }

 private:
  Stickers stickers_of(Position p) const {
    const auto bytes = p.bytes();
    return {bytes.begin(), bytes.end()};
  }

  // The reduction's tables: the committed ones mapped, phase 3's centres'
  // built at first use (a few milliseconds).
  // A scramble as --random writes it: its turns, or the stickers after it.
  std::string scramble_text(const std::vector<BlockTurn>& scramble, bool stickers) const {
    if (!stickers) return block_turns_text(scramble, size_);
    Stickers after = geometry_.solved();
    for (const BlockTurn turn : scramble) geometry_.turn(after, turn);
    return letters_of(after);
  }

  cube4::ReductionTables reduction_tables() const {
    if (tables_.size() != reduction_specs().size())
      throw TableError(name_ + ": its tables are not loaded; run: gen 4x4x4");
    cube4::ReductionTables tables;
    tables.pairing = tables_[0].entries();
    tables.phase1 = tables_[1].entries();
    tables.phase2 = tables_[2].entries();
    tables.split = tables_[3].entries();
    tables.phase3 = &cube4::phase3_centre_distances();
    return tables;
  }
  // The 4x4x4's solution as TNoodle's 27 turns (no Dw Lw Bw): every face
  // one colour after it, however the cube is then held.
  std::vector<std::uint8_t> solution(Position p) const {
    const cube4::Cube4 cube = cube4::cube_of(stickers_of(p));
    return cube4::dlb_solution(cube4::reduction_solution(cube, reduction_tables()));
  }

  unsigned size_;
  const Geometry& geometry_;
  std::string name_;
  std::string summary_;
  std::string no_solver_;
  std::string input_ = "moves";
  static constexpr std::string_view kExample = "Rw U2 3Fw' R";
  std::string stickers_example_;
  std::array<OutputFormat, 2> formats_;
  std::vector<std::string> names_;
  std::vector<BlockTurn> turns_;
  std::vector<TableReader> tables_;
};

}  // namespace

std::unique_ptr<Puzzle> make_puzzle(unsigned size) {
  return std::make_unique<CubeNxN>(size);
}

std::string puzzle_name(unsigned size) {
  return std::to_string(size) + "x" + std::to_string(size) + "x" + std::to_string(size);
}

}  // namespace puzzletab::nxn
