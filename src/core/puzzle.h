// The interface every puzzle implements: a puzzle is its data and these few
// functions. gen and query only ever talk to a puzzle through it.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/output_format.h"
#include "core/packed.h"
#include "core/position.h"
#include "core/random_draw.h"
#include "core/split_search.h"
#include "core/table.h"
#include "core/uint128.h"

namespace puzzletab {

class TableStore;

// What building a puzzle's large tables takes: what they are, the memory
// their builder holds at most, worked out from its own sizes, and the
// minutes the build took on the 2-core development machine (measured:
// docs/performance.md).
struct BuildCost {
  std::string_view what;     // "7-8 databases"
  std::uint64_t memory = 0;  // bytes
  unsigned minutes = 0;      // on 2 cores
};

// A move: a number below Puzzle::move_count(). Moves are numbered in the
// order their names sort in the output, so that comparing two answers move
// by move is comparing them as a judge reads them.
using Move = unsigned;

// A drawing of a position for --show: rows of text, all of one width, and
// for each row a row of the same length giving each character's colour:
// ' ' plain, '1'..'8' one of eight distinct colours (msquare's colours, the
// tiles' groups), 'A'..'F' six more, bright (the Megaminx's 12). --show lays drawings side by side
// and emphasises what a move changed by comparing the text of consecutive drawings.
struct Picture {
  std::vector<std::string> rows;
  std::vector<std::string> colours;
};

// What solve() costs for a uniform position, in orders of magnitude: how
// many positions a test or a fuzzer can afford to solve.
enum class SolveCost {
  microseconds,  // a table lookup (msquare, eight, clocks)
  milliseconds,  // a short search (solitaire)
  seconds,       // a search that can take seconds, more under sanitizers (fifteen)
  // a search that can take hours for a uniform position (the 3x3x3 without
  // its large tables; minutes with them): only positions near the goal are
  // solved by the generic tests, fuzzers and help's examples
  hours,
};

// One case's answer as --format json writes it (core/json_answer.h,
// docs/json.md): what the fields every puzzle shares need, then the
// puzzle's own fields.
struct JsonAnswer {
  // The position the moves lead to, written as a case is.
  std::string goal;
  // The answer's moves; nothing when the goal cannot be reached.
  std::optional<std::vector<Move>> moves;
  // The puzzle's own fields, each a name and a value already in JSON, in
  // the order they are written after the common ones.
  std::vector<std::pair<std::string, std::string>> extras;
};

// One of a puzzle's own options on query's command line (fifteen's --pdb),
// as data: query/main.cpp declares it to CLI11 (modes/query_options.h).
// Data rather than a function that calls CLI11 because CLI11 is compiled
// again in every file that includes it, 6-8 s of a build's CPU each
// (msquare.cpp took 9.0 s with it, 2.9 s without): the puzzles stay free
// of it, and it is compiled in 5 files instead of 13.
struct PuzzleOption {
  std::string name;  // "--goal"
  std::string help;
  // The values allowed, in the order help lists them; empty: any text.
  std::vector<std::string> choices;
  // The puzzle's member that receives the value as given, which load()
  // reads (the puzzle checks the text itself: its message, exit 2).
  std::string* value = nullptr;
  // What help calls the value.
  std::string value_name = "TEXT";
};

// A random case drawn and not yet written: writes it (Puzzle::draw_case).
using DrawnCase = std::function<std::string()>;

class Puzzle;
// The cost of `moves` in the puzzle's metric: the sum of move_cost.
std::size_t path_cost(const Puzzle& puzzle, std::span<const Move> moves);

class Puzzle {
 public:
  virtual ~Puzzle() = default;

  virtual std::string_view name() const = 0;
  // One line for `query --help`: what a case is.
  virtual std::string_view summary() const = 0;
  virtual std::size_t tokens_per_case() const = 0;
  // True when a case is a line of any number of words (rubiks-clock's
  // scrambles) instead of tokens_per_case() tokens: the line is then the
  // case's one token (tokens_per_case() is 1), and an empty line is a case.
  virtual bool case_is_line() const { return false; }
  // True when a case is a pair of positions, the second the first's goal
  // (solitaire): a "position" of the interface is then a pair, which
  // --stats counts as such; no goal is fixed in advance.
  virtual bool case_is_pair() const { return false; }
  // The puzzle's output formats besides json, the first the default: each
  // with its help, its acceptance, its writer and its reader.
  virtual std::span<const OutputFormat> formats() const = 0;

  // gen: the tables this puzzle needs, and their entries computed from scratch.
  virtual std::vector<TableSpec> tables() const = 0;
  // The options gen needs besides the puzzle's name to make its tables:
  // a definition puzzle's "--def FILE" (the remedies in messages).
  virtual std::string gen_options() const { return {}; }
  // Optional tables too large to ship: built only by `gen --large`, and
  // used by query when they are there.
  virtual std::vector<TableSpec> large_tables() const { return {}; }
  // What building the large tables takes (large_tables_text), for gen's
  // help and the line gen prints before it starts; none without them.
  virtual std::optional<BuildCost> large_tables_cost() const { return std::nullopt; }
  // Optional tables larger still, for machines with the memory: built only
  // by `gen --huge`, and used by query in place of the large ones when
  // they are there.
  virtual std::vector<TableSpec> huge_tables() const { return {}; }
  virtual std::optional<BuildCost> huge_tables_cost() const { return std::nullopt; }
  virtual PackedBuilder generate(const TableSpec& spec) const = 0;

  // query: puzzle options, then the tables, then one call per case.
  // The options as query's command line sets them, pointing into the
  // puzzle: set before load(), which reads them.
  virtual std::vector<PuzzleOption> options() { return {}; }
  virtual void load(const TableStore& store) = 0;
  // What --format json writes for one case (write_json_answer writes it):
  // by default the case's position solved, and goal_text() of it. Called
  // from several threads at once, as a format's writer.
  virtual JsonAnswer json_answer(std::span<const std::string> tokens) const;
  // The goal that `position`'s moves lead to, written as a case is (for a
  // puzzle whose case names its target, the target).
  virtual std::string goal_text(Position position) const = 0;

  // --- Positions: what --show, the checker, --stats and --random work on,
  // one implementation of each for every puzzle. All of these are called
  // after load() and, like the writers, from several threads at once. ---

  // The position a case asks about (InputError for bad tokens, as a writer).
  virtual Position read_case(std::span<const std::string> tokens) const = 0;
  // The case's tokens for a position, joined by spaces: query reads it back.
  virtual std::string write_case(Position position) const = 0;
  // The line --random writes for a position when the output format is
  // `format`, without its newline: the case, unless the format describes
  // positions itself (rubiks-clock's inverse, a shortest scramble). A
  // format named scramble is by default its writer's line for the case; a
  // puzzle whose scramble is costly (the 3x3x3's two-phase solve) writes
  // it from the position directly, rather than solve a case it wrote.
  virtual std::string write_random(Position position, std::string_view format) const;
  // A drawn position's case, written by write_random when called
  // (draw_case's).
  DrawnCase written_later(Position position, std::string_view format) const;

  virtual unsigned move_count() const = 0;
  // What a move costs in the puzzle's metric: 1, or 0 for a move the
  // metric does not count (the Square-1's turns of its layers in its twist
  // metric, where only `/` counts). A sequence's length, a position's
  // distance, is the sum of its moves' costs (path_cost); `cost_noun`
  // names the unit ("move", "twist").
  virtual unsigned move_cost(Move) const { return 1; }
  virtual std::string_view cost_noun() const { return "move"; }
  // A move as the output writes it ("B", "u", "3", "-3"), or for a puzzle
  // whose output has no moves, as a person would say it ("4,4>4,6").
  virtual std::string move_name(Move move) const = 0;
  // The position after `move`, or nothing when the move is not allowed there.
  virtual std::optional<Position> apply(Position position, Move move) const = 0;
  virtual bool is_goal(Position position) const = 0;
  // The lexically earliest shortest move sequence to the goal (the answer
  // query gives), or nothing when the goal cannot be reached. A puzzle
  // whose output has no moves may give any shortest sequence; one whose
  // solver() is not_shortest gives its solver's, and one without a solver
  // throws InputError saying so.
  virtual std::optional<std::vector<Move>> solve(Position position) const = 0;
  // What solve() gives: the shortest answers (every puzzle but these), a
  // solution that is not the shortest (the 4x4x4's reduction), or none
  // (the 5x5x5 to 7x7x7, which only scramble and check). The checker
  // compares a proposed answer's length with the shortest only for the
  // first, and without a solver only replays it.
  enum class Solver { shortest, not_shortest, none };
  virtual Solver solver() const { return Solver::shortest; }
  // The position's distance when it is at most `limit`, else nothing (also
  // when the goal cannot be reached). --random --distance judges candidates
  // by it: a puzzle whose search can stop at a depth (fifteen, solitaire)
  // rejects a far position without solving it.
  virtual std::optional<unsigned> distance_within(Position position, unsigned limit) const {
    const auto moves = solve(position);
    if (!moves) return std::nullopt;
    const std::size_t cost = path_cost(*this, *moves);
    if (cost > limit) return std::nullopt;
    return static_cast<unsigned>(cost);
  }
  virtual SolveCost solve_cost() const { return SolveCost::microseconds; }
  // For a puzzle whose goal is one position and whose every move can be
  // undone by a move (eight, fifteen): that goal. The positions d moves
  // from it are then exactly those at distance d, which a breadth-first
  // search from it lists (--random --distance for fifteen's near ones).
  virtual std::optional<Position> undirected_goal() const { return std::nullopt; }

  virtual Picture draw(Position position) const = 0;

  // Every position, numbered 0..position_count()-1, for --stats and
  // --random: those that can reach the goal, or with `unsolvable_too` also
  // those that cannot (eight, fifteen). The numbering is the puzzle's own
  // (a rank); uniform numbers give uniform positions.
  // The count may exceed 2^64 (the 3x3x3's), so it and the index are 128 bits.
  virtual Uint128 position_count(bool unsolvable_too) const = 0;
  // Whether some positions cannot reach the goal (eight, fifteen): where
  // --random --any and --unsolvable apply. Asked before load().
  virtual bool has_unsolvable_positions() const { return false; }
  virtual Position nth_position(Uint128 index, bool unsolvable_too) const = 0;
  // How many solvable positions lie at each distance, for a puzzle that
  // knows it without solving every position (clock12); nothing otherwise,
  // and --stats solves every position when there are few enough.
  virtual std::optional<std::vector<std::uint64_t>> distance_counts() const { return std::nullopt; }
  // Every solvable position's distance by index, for a puzzle whose table
  // gives them all without solving each (a definition's distances modulo
  // 3, followed out from the goal); nothing otherwise. --stats and
  // --random --distance then need no solving.
  virtual std::optional<std::vector<std::uint16_t>> distances() const { return std::nullopt; }
  // Every position at the largest distance, for a puzzle that constructs
  // them (clock12: each move at 6 net turns), else nothing: --stats lists
  // them and --random --distance draws from them, however rare.
  virtual std::vector<Position> farthest_positions() const { return {}; }
  // The largest distance of a position that can reach the goal, where the
  // puzzle knows it without searching (proven, or read from its table), else
  // nothing: --random refuses a distance beyond it at once instead of
  // searching for what cannot be found. Puzzles whose census is cheap (a
  // second at most) need not say: the census tells.
  virtual std::optional<unsigned> gods_number() const { return std::nullopt; }
  // The lines a case takes in the original judge's input (clocks: three
  // rows of three dials; solitaire: a board a line): --random --layout
  // judge writes each case so.
  virtual unsigned judge_case_lines() const { return 1; }
  // The least distance of a scramble (`--random N --format scramble`, for a
  // puzzle with that format): the WCA's minimum for its puzzles.
  virtual unsigned scramble_minimum() const { return 0; }

  // --- Searches over processes (query-mpi, docs/mpi.md). ---
  // True when a long search of this puzzle splits its iterations into
  // subtrees (core/split_search.h) that search_subtree searches in another
  // process loaded with the same options and tables (fifteen, twentyfour).
  virtual bool splits_searches() const { return false; }
  // Searches one subtree that this puzzle's split described, throwing
  // SubtreeCancelled once first_found is below it; std::logic_error for
  // bytes that describe none.
  virtual SubtreeOutcome search_subtree(std::string_view description,
                                        const std::atomic<std::int64_t>& first_found) const;
  // --- Random cases a puzzle draws itself. ---
  // True when --random draws this puzzle's cases with draw_case rather
  // than by their number (nth_position): a random-move scramble (5x5x5 to
  // 7x7x7), a uniform position of more than 2^128 (4x4x4), an event's
  // scramble (events.h). --distance and the options that need a numbering
  // do not apply to them; without --seed, each run draws afresh.
  virtual bool draws_own_cases() const { return false; }
  // A random case as --random writes it in `format`, without its newline,
  // drawn from `draw`: by default a uniform position (a scramble at least
  // scramble_minimum() from the goal in the scramble format) written by
  // write_random; with `random_orientation` (a puzzle that scrambles for
  // the blindfolded events), a scramble followed by a random turn of the
  // whole puzzle, as TNoodle's blindfolded scrambles. Drawn now, written
  // later: every draw is taken from `draw` before this returns, and what
  // is left (a solve, the writing) is the returned function's, which any
  // thread may call once, so that --random writes a seed's cases on every
  // core and still the same cases (modes/explore.cpp).
  virtual DrawnCase draw_case(RandomDraw& draw, std::string_view format,
                              bool random_orientation) const;

  // --- Help: what `query PUZZLE --help` teaches. ---
  // The input, in a few lines: what the tokens of a case are, in order.
  virtual std::string_view input_help() const = 0;
  // A case that shows the puzzle well, as its tokens joined by spaces.
  virtual std::string_view example() const = 0;
};

// The name every puzzle's default format also answers to (usaco, acm,
// moves...), unless one of its formats has that name itself.
inline constexpr std::string_view kDefaultFormatAlias = "text";
// The names --format takes: the puzzle's formats', "text", then json.
std::vector<std::string> format_names(const Puzzle& puzzle);
// The format --format names: one of the puzzle's, the default for "text",
// or nothing (json).
const OutputFormat* find_format(const Puzzle& puzzle, std::string_view name);
// The writer of the format --format names, json included; with `timing`,
// json's objects end with the time each case took ("microseconds").
CaseWriter case_writer(const Puzzle& puzzle, std::string_view format, bool timing = false);
// The tokens of a case written out as text (write_case(), example()): its
// words, or for a puzzle whose case is a line, the line itself.
std::vector<std::string> case_tokens(const Puzzle& puzzle, std::string_view text);

// Sets the option `name` ("--goal", or "goal") among `options` (a
// puzzle's options(), before load()) to `value`, as query's command line
// does: InputError, in query's words, for an option `puzzle` lacks, an
// empty value, or a value not among the option's choices.
void set_option(std::span<const PuzzleOption> options, std::string_view puzzle,
                std::string_view name, std::string_view value);

// The puzzle's tables, each with the gen option that makes it: the ones it
// needs, then, if `large`, its optional large ones, and if `huge`, its
// huge ones (gen, --version).
std::vector<std::pair<TableSpec, std::string>> table_specs(const Puzzle& puzzle, bool large,
                                                           bool huge);

// "PUZZLE's WHAT: SIZE, about M minutes on 2 cores and MEMORY of memory to
// build", the size that of the large (or huge) tables' files
// (table_file_size); "" for a puzzle without them.
std::string large_tables_text(const Puzzle& puzzle, bool huge = false);

// Notes every table file of the puzzle in `store` that is there, large
// ones included, as a file this run reads (core/same_file.h): query's
// outputs are compared with each, mapped already or not yet.
void note_table_files_read(const Puzzle& puzzle, const TableStore& store);

}  // namespace puzzletab
