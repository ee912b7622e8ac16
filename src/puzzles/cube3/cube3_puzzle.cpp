#include "puzzles/cube3/cube3_puzzle.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <filesystem>
#include <limits>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/answer_text.h"
#include "core/errors.h"
#include "core/json.h"
#include "core/prime_spelling.h"
#include "core/table_store.h"
#include "puzzles/cube3/cubie.h"
#include "puzzles/cube3/facelets.h"
#include "puzzles/cube3/notation.h"
#include "puzzles/cube3/optimal_search.h"
#include "puzzles/cube3/optimal_table.h"
#include "puzzles/cube3/two_phase.h"
#include "puzzles/nxn/notation.h"
#include "puzzles/nxn/random_moves.h"

namespace puzzletab::cube3 {
namespace {

// The moves in the order their names sort (puzzle.h): B B' B2 D ... U2.
constexpr std::array<Turn, 18> kMoves = {{
    {kB, 1},
    {kB, 3},
    {kB, 2},
    {kD, 1},
    {kD, 3},
    {kD, 2},
    {kF, 1},
    {kF, 3},
    {kF, 2},
    {kL, 1},
    {kL, 3},
    {kL, 2},
    {kR, 1},
    {kR, 3},
    {kR, 2},
    {kU, 1},
    {kU, 3},
    {kU, 2},
}};
// TNoodle's padding of a fewest-moves scramble, before and after the
// random-state scramble (ThreeByThreeCubeFewestMovesPuzzle: "R' U' F").
constexpr std::array<Turn, 3> kFmcPadding = {{{kR, 3}, {kU, 3}, {kF, 1}}};
// The most characters of a scramble line read back as an answer.
constexpr std::size_t kMaxAnswerLine = std::size_t{1} << 20;

Cube cube_of(const std::vector<Turn>& turns) {
  Cube cube = solved_cube();
  for (const Turn turn : turns) cube = turned(cube, turn);
  return cube;
}

std::vector<Turn> solution_of(const Cube& cube, const TwoPhaseRequest& request = {}) {
  auto solution = two_phase_solution(cube, request);
  if (!solution) throw std::logic_error("3x3x3: no two-phase solution of 21 moves");
  return *solution;
}

// A random-state scramble of a position: its two-phase solution undone,
// at most 21 moves (TNoodle's).
std::vector<Turn> random_state_scramble(const Cube& cube) {
  return inverse_turns(solution_of(cube));
}

// The fewest-moves scramble of a position: R' U' F, a scramble, R' U' F,
// the middle one's turns kept clear of the padding's axes so that nothing
// cancels (TNoodle's restrictions).
std::vector<Turn> fmc_scramble(const Cube& cube) {
  const Cube padding = cube_of({kFmcPadding.begin(), kFmcPadding.end()});
  const Cube middle = then(then(inverse(padding), cube), inverse(padding));
  // The scramble is the solution reversed: its first turn is the
  // solution's last, which must not be on F's axis, and its last the
  // solution's first, not on R's.
  std::vector<Turn> turns(kFmcPadding.begin(), kFmcPadding.end());
  const auto inner = inverse_turns(
      solution_of(middle, {.max_length = 21, .first_axis_avoided = kR, .last_axis_avoided = kF}));
  turns.insert(turns.end(), inner.begin(), inner.end());
  turns.insert(turns.end(), kFmcPadding.begin(), kFmcPadding.end());
  return turns;
}

// A scramble line read back as the answer that undoes it.
void read_scramble_answer(AnswerReader& reader, AnswerSink& sink) {
  if (!reader.next_line()) return;
  const auto line = reader.rest_of_line(kMaxAnswerLine);
  if (!line)
    throw PresentationError("a scramble longer than " + std::to_string(kMaxAnswerLine) +
                            " characters on line " + std::to_string(reader.line_number()));
  std::vector<Turn> turns;
  try {
    turns = read_turns(*line);
  } catch (const InputError& e) {
    throw PresentationError(std::string(e.what()) + " on line " +
                            std::to_string(reader.line_number()));
  }
  for (const Turn turn : inverse_turns(turns)) sink.move(turn_name(turn));
}

// The two-phase solution: its moves on one line.
void read_moves_answer(AnswerReader& reader, AnswerSink& sink) {
  if (!reader.next_line()) return;
  for (std::string word; reader.word(word);) sink.move(with_ascii_primes(word));
}

class Cube3 final : public Puzzle {
 public:
  std::string_view name() const override { return "3x3x3"; }
  std::string_view summary() const override {
    return "a WCA scramble a line (or --input stickers: 54 facelets, URFDLB)";
  }
  std::size_t tokens_per_case() const override { return 1; }
  bool case_is_line() const override { return true; }
  std::span<const OutputFormat> formats() const override { return formats_; }
  // No table needed: the small pruning tables are built at first use.
  std::vector<TableSpec> tables() const override { return {}; }
  std::vector<TableSpec> large_tables() const override {
    return {optimal_table_spec(kLargeLayout)};
  }
  std::optional<BuildCost> large_tables_cost() const override {
    // gen 3x3x3 --large, /usr/bin/time -v: about 5 minutes on 2 cores
    // (docs/cube3.md).
    return BuildCost{"optimal table", optimal_table_build_memory(kLargeLayout), 5};
  }
  std::vector<TableSpec> huge_tables() const override { return {optimal_table_spec(kHugeLayout)}; }
  std::optional<BuildCost> huge_tables_cost() const override {
    // gen 3x3x3 --huge, /usr/bin/time -v: 19 min 20 s on 2 cores
    // (docs/cube3.md).
    return BuildCost{"huge optimal table", optimal_table_build_memory(kHugeLayout), 20};
  }
  PackedBuilder generate(const TableSpec& spec) const override {
    for (const OptimalLayout layout : {kLargeLayout, kHugeLayout})
      if (spec.file_name == optimal_table_spec(layout).file_name)
        return build_optimal_table(layout);
    throw std::logic_error("3x3x3 has no table " + spec.file_name);
  }

  std::vector<PuzzleOption> options() override {
    return {{"--input",
             "moves (default): a WCA scramble a line; stickers: the 54 facelets in Kociemba's "
             "order (URFDLB), a face letter each",
             {"moves", "stickers"},
             &input_text_},
            {"--orientation",
             "held (default): the answer for the cube as it is held after the scramble's "
             "rotations (and wide and slice turns), its faces named as they are then; start: "
             "for the cube turned back as it started (white on top, green in front)",
             {"held", "start"},
             &orientation_},
            {"--pruning",
             "the optimal search's pruning tables: huge (gen 3x3x3 --huge, 15.6 GB), large (gen "
             "3x3x3 --large, 2.6 GB), or small (built in a second, far slower on deep "
             "positions) (default: huge if built, else large if built, else small)",
             {"huge", "large", "small"},
             &pruning_}};
  }
  // The huge table when it is built (or asked for: then a missing one is
  // an error that says how to build it), else the large one so, else the
  // small tables. Mapped by the first optimal search: the formats that
  // need none (twophase, scramble, fmc) never map 2.6 GB.
  void load(const TableStore& store) override {
    const auto built = [&](OptimalLayout layout) {
      return std::filesystem::exists(store.path(optimal_table_spec(layout)));
    };
    const std::lock_guard lock(large_mutex_);
    large_.reset();
    search_ = OptimalSearch();
    large_ready_ = true;
    used_ = "small";
    if (pruning_ == "huge" || (pruning_.empty() && built(kHugeLayout)))
      used_ = "huge";
    else if (pruning_ == "large" || (pruning_.empty() && built(kLargeLayout)))
      used_ = "large";
    else
      return;
    store_.emplace(store);
    large_ready_ = false;
  }

  // The shortest answer, the case's stickers (Kociemba's facelet string),
  // the pruning tables the search used (--pruning) and the nodes it
  // expanded.
  JsonAnswer json_answer(std::span<const std::string> tokens) const override {
    const Cube cube = cube_numbered(read_case(tokens));
    const OptimalSolution solution = optimal(cube);
    std::string facelets, tables;
    append_json_string(facelets, facelets_of(cube));
    append_json_string(tables, used_);
    return {
        goal_text(0),
        moves_of(solution),
        {{"facelets", facelets}, {"pruning", tables}, {"nodes", std::to_string(solution.nodes)}}};
  }
  // The solved cube's stickers, whatever the input: as a scramble it
  // would be an empty line, which says nothing.
  std::string goal_text(Position) const override { return facelets_of(solved_cube()); }

  Position read_case(std::span<const std::string> tokens) const override {
    const std::string& text = tokens.front();
    if (stickers_input()) return number_of(read_facelets(text));
    const Scramble scramble = read_scramble(text);
    return number_of(cube_of(orientation_ == "start" ? scramble.turns : held_turns(scramble)));
  }
  // A scramble of at most 21 moves (the two-phase solution undone), or
  // the stickers.
  std::string write_case(Position p) const override {
    const Cube cube = cube_numbered(p);
    if (stickers_input()) return facelets_of(cube);
    return turns_text(random_state_scramble(cube));
  }
  // The scramble formats' lines from the position itself: one solve each.
  std::string write_random(Position p, std::string_view format) const override {
    if (format == "fmc") return turns_text(fmc_scramble(cube_numbered(p)));
    if (format == "scramble") return turns_text(random_state_scramble(cube_numbered(p)));
    return write_case(p);
  }

  unsigned move_count() const override { return kMoves.size(); }
  std::string move_name(Move m) const override { return turn_name(kMoves[m]); }
  std::optional<Position> apply(Position p, Move m) const override {
    if (m >= kMoves.size()) return std::nullopt;
    return number_of(turned(cube_numbered(p), kMoves[m]));
  }
  bool is_goal(Position p) const override { return p == 0; }
  std::optional<std::vector<Move>> solve(Position p) const override {
    return moves_of(optimal(cube_numbered(p)));
  }
  std::optional<unsigned> distance_within(Position p, unsigned limit) const override {
    const auto solution = optimal_search().solve_within(cube_numbered(p), limit);
    if (!solution) return std::nullopt;
    return static_cast<unsigned>(solution->turns.size());
  }
  // Minutes to hours for a uniform position with the small tables
  // (docs/cube3.md); milliseconds for a few moves from solved.
  SolveCost solve_cost() const override { return SolveCost::hours; }
  // Every turn is undone by a turn: --random --distance lists the near
  // positions by a search from solved.
  std::optional<Position> undirected_goal() const override { return Position{0}; }
  // Rokicki, Kociemba, Davidson and Dethridge, 2010: every position in 20.
  std::optional<unsigned> gods_number() const override { return 20; }
  // TNoodle's minimum (Puzzle.wcaMinScrambleDistance): no position solved
  // in fewer than 2 moves.
  unsigned scramble_minimum() const override { return 2; }

  // A blindfolded scramble (TNoodle's NoInspectionThreeByThreeCubePuzzle):
  // the orientation drawn first, then a random-state scramble whose last
  // turn is off the axis of the orientation's first, so that none merges.
  DrawnCase draw_case(RandomDraw& draw, std::string_view format,
                      bool random_orientation) const override {
    if (!random_orientation) return Puzzle::draw_case(draw, format, false);
    const std::vector<nxn::BlockTurn> orientation = nxn::random_orientation(3, draw);
    Cube cube;
    do {
      cube = cube_numbered(draw.below(cube3::position_count()));
    } while (search_.solve_within(cube, scramble_minimum() - 1));
    return [orientation, cube] {
      TwoPhaseRequest request;
      if (!orientation.empty()) request.first_axis_avoided = orientation.front().face;
      std::string line = turns_text(inverse_turns(solution_of(cube, request)));
      if (!orientation.empty()) {
        line.push_back(' ');
        line.append(nxn::block_turns_text(orientation, 3));
      }
      return line;
    };
  }

  Picture draw(Position p) const override { return draw_net(cube_numbered(p)); }

  Uint128 position_count(bool) const override { return cube3::position_count(); }
  Position nth_position(Uint128 index, bool) const override { return index; }

  std::string_view input_help() const override {
    return stickers_input()
               ? "The 54 facelets in the order of Kociemba's solvers: U1..U9 R1..R9 F1..F9 D1..D9\n"
                 "L1..L9 B1..B9, each face row by row as seen facing it (U with B above, D with F\n"
                 "above, the others with U above), one face letter a facelet: the letter of the\n"
                 "face whose centre has that colour (the centres stay in place)."
               : "One WCA scramble a line, its moves made from solved with U on top and F in\n"
                 "front: R U F L D B, each with ' or 2 (typographic primes too); rotations x y z,\n"
                 "wide turns Rw (or r) and slice turns M E S are read as TNoodle and cubing.js\n"
                 "read them.";
  }
  std::string_view example() const override {
    return stickers_input() ? "DUUBULDBFRBFRRULLLBRDFFFBLURDBFDFDRFRULBLUFDURRBLBDUDL"
                            : "R U2 F2 D L2 B";
  }

 private:
  bool stickers_input() const { return input_text_ == "stickers"; }

  OptimalSolution optimal(const Cube& cube) const {
    return *optimal_search().solve_within(cube, std::numeric_limits<unsigned>::max());
  }

  // The optimal search, its large tables mapped at the first call that
  // needs them (any thread; a failure is each call's until one succeeds).
  const OptimalSearch& optimal_search() const {
    if (large_ready_.load(std::memory_order_acquire)) return search_;
    const std::lock_guard lock(large_mutex_);
    if (!large_ready_.load(std::memory_order_relaxed)) {
      const bool huge = used_ == "huge";
      const OptimalLayout layout = huge ? kHugeLayout : kLargeLayout;
      large_.emplace(store_->open(optimal_table_spec(layout), huge ? "--huge" : "--large"));
      search_ = OptimalSearch(large_->entries(), layout);
      large_ready_.store(true, std::memory_order_release);
    }
    return search_;
  }

  static std::vector<Move> moves_of(const OptimalSolution& solution) {
    std::vector<Move> moves;
    for (const Turn turn : solution.turns)
      moves.push_back(
          static_cast<Move>(std::find(kMoves.begin(), kMoves.end(), turn) - kMoves.begin()));
    return moves;
  }

  std::string pruning_;
  // A format's writer: the turns `turns_of` gives for the case's position,
  // on one line.
  template <typename TurnsOf>
  CaseWriter turns_line(TurnsOf turns_of) const {
    return [this, turns_of](std::span<const std::string> tokens, std::string& out) {
      out += turns_text(turns_of(cube_numbered(read_case(tokens))));
      out += '\n';
    };
  }

  std::string used_ = "small";
  // Where the large or huge table is, when used; and once mapped, with the
  // search over it.
  std::optional<TableStore> store_;
  mutable std::mutex large_mutex_;
  mutable std::atomic<bool> large_ready_{true};
  mutable std::optional<TableReader> large_;
  mutable OptimalSearch search_;

  std::string input_text_ = "moves";
  std::string orientation_ = "held";
  const std::array<OutputFormat, 4> formats_{{
      {"moves",
       "The lexically earliest shortest answer in the half-turn metric (moves ordered\n"
       "B B' B2 D ... U2), its moves on one line; an empty line when solved.",
       Acceptance::shortest, turns_line([this](const Cube& cube) { return optimal(cube).turns; }),
       read_moves_answer},
      {"twophase",
       "NOT the shortest answer: a two-phase solution of at most 21 moves (Kociemba's\n"
       "algorithm), its moves on one line, found in milliseconds.",
       Acceptance::reaches_goal, turns_line([](const Cube& cube) { return solution_of(cube); }),
       read_moves_answer, false},
      {"scramble",
       "One line: a random-state scramble of the position, at most 21 moves (the two-phase\n"
       "solution undone, as TNoodle's); --random N --format scramble draws uniform positions\n"
       "at least 2 moves from solved.",
       Acceptance::reaches_goal, turns_line(random_state_scramble), read_scramble_answer, false},
      {"fmc",
       "One line: the fewest-moves competition's scramble of the position, as TNoodle\n"
       "writes it: R' U' F, a random-state scramble, R' U' F.",
       Acceptance::reaches_goal, turns_line(fmc_scramble), read_scramble_answer, false},
  }};
};

}  // namespace

std::unique_ptr<Puzzle> make_puzzle() {
  return std::make_unique<Cube3>();
}

}  // namespace puzzletab::cube3
