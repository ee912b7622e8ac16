#include "puzzles/sliding/fifteen.h"

#include <filesystem>
#include <optional>

#include "core/errors.h"
#include "core/json.h"
#include "core/table_store.h"
#include "puzzles/sliding/pattern_db.h"
#include "puzzles/sliding/sliding_puzzle.h"

namespace puzzletab::fifteen {
namespace {

using sliding::Board;

constexpr std::string_view kKorfGoal = "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15";

// The statement's own example: three moves from the goal.
constexpr std::string_view kExample = "1 2 3 4 5 6 7 8 9 x 10 12 13 14 11 15";

class Fifteen final : public sliding::SlidingPuzzle {
 public:
  Fifteen() : SlidingPuzzle(kWidth) {}

  std::string_view name() const override { return "fifteen"; }
  std::string_view summary() const override {
    return "16 tokens, row by row: tiles 1..15 and the blank as x (or 0)";
  }
  std::size_t tokens_per_case() const override { return kWidth * kWidth; }
  std::span<const OutputFormat> formats() const override { return formats_; }
  std::string_view input_help() const override {
    return "16 tokens, row by row: tiles 1..15 and the blank as x (or 0), the start board.\n"
           "The goal is 1 2 ... 15 x unless --goal sets another (korf: 0 1 2 ... 15). A move\n"
           "slides a tile into the blank; its letter says where the blank goes: u, d, l or r.";
  }
  std::string_view example() const override { return kExample; }

  std::vector<TableSpec> tables() const override { return specs(false); }
  std::vector<TableSpec> large_tables() const override { return specs(true); }
  std::optional<BuildCost> large_tables_cost() const override {
    std::uint64_t memory = 0;
    for (const auto& p : partitions())
      if (p.large)
        for (const auto& group : p.groups)
          memory = std::max(memory, sliding::pattern_database_build_memory(
                                        kWidth, static_cast<unsigned>(group.size())));
    // gen fifteen --large, /usr/bin/time -v, 2026-11-23: 2-3 minutes on 2
    // idle cores (docs/fifteen.md).
    return BuildCost{"7-8 databases", memory, 3};
  }

  PackedBuilder generate(const TableSpec& spec) const override {
    for (const auto& p : partitions())
      for (std::size_t g = 0; g < p.groups.size(); ++g)
        if (table_spec(p, g).file_name == spec.file_name)
          return sliding::build_pattern_database(kWidth, p.groups[g], spec.file_name.c_str(),
                                                 goal_blank(p, g));
    throw std::logic_error("fifteen has no table " + spec.file_name);
  }

  std::vector<PuzzleOption> options() override {
    return {
        {"--goal", "the goal board (default: 1 2 ... 15 x); korf = 0 1 2 ... 15", {}, &goal_text_},
        {"--pdb",
         "pattern databases: 78 (gen fifteen --large), 663, or manhattan "
         "(no databases, a baseline) (default: 78 if built, else 663)",
         {"663", "78", "manhattan"},
         &pdb_}};
  }

  void load(const TableStore& store) override {
    goal_ = goal_text_.empty() ? sliding::standard_goal(kWidth) : parse_goal(goal_text_);
    if (pdb_ == "manhattan") {
      solver_.emplace(goal_);
      return;
    }
    // 7-8 when built (or asked for) and it serves the goal: the blank in a
    // corner. Otherwise the first 6-6-3 set that serves it.
    const Partition* chosen = serving_partition(pdb_.empty() ? "78" : pdb_, goal_);
    if (chosen == nullptr || (pdb_.empty() && !built(store, *chosen)))
      chosen = serving_partition("663", goal_);
    used_ = chosen->name;
    sliding::PatternSet set{kWidth, kWidth * kWidth - 1, chosen->groups, {}, chosen->flexible};
    for (std::size_t g = 0; g < chosen->groups.size(); ++g) {
      tables_.push_back(store.open(table_spec(*chosen, g), chosen->large ? "--large" : ""));
      set.tables.push_back(tables_.back().entries());
    }
    solver_.emplace(set, goal_);
  }

  // The search's own figures besides the answer: the databases it used,
  // the nodes it expanded, those it generated (the published papers'
  // count) and those of its last iteration (all 0 for a board of the
  // other class, which is never searched).
  JsonAnswer json_answer(std::span<const std::string> tokens) const override {
    const Board start = sliding::parse_board(tokens, kWidth);
    const bool solvable = sliding::same_class(start, goal_);
    const auto solution = solvable ? solver_->solve(start) : sliding::Solution{};
    std::string pdb;
    append_json_string(pdb, used_);
    JsonAnswer answer{sliding::board_text(goal_),
                      std::nullopt,
                      {{"pdb", pdb},
                       {"expanded", std::to_string(solution.expanded)},
                       {"generated", std::to_string(solution.generated)},
                       {"last_iteration", std::to_string(solution.last_iteration)}}};
    if (solvable) answer.moves = moves_of(solution.moves);
    return answer;
  }

  std::optional<std::vector<Move>> solve(Position p) const override {
    const Board start = board_of(p);
    if (!sliding::same_class(start, goal_)) return std::nullopt;
    return moves_of(solver_->solve(start).moves);
  }

  SolveCost solve_cost() const override { return SolveCost::seconds; }
  // 80 (Brüngger et al. 1999, Korf 2008) for the standard goal; a goal with
  // the blank in another corner is that one turned or mirrored and its tiles
  // renamed, which keeps every distance. Unknown for other goals.
  std::optional<unsigned> gods_number() const override {
    constexpr unsigned kLast = kWidth - 1;
    const unsigned row = goal_.blank() / kWidth, column = goal_.blank() % kWidth;
    if ((row == 0 || row == kLast) && (column == 0 || column == kLast)) return 80;
    return std::nullopt;
  }

  std::optional<unsigned> distance_within(Position p, unsigned limit) const override {
    const Board start = board_of(p);
    if (!sliding::same_class(start, goal_)) return std::nullopt;
    const auto solution = solver_->solve_within(start, limit);
    if (!solution) return std::nullopt;
    return static_cast<unsigned>(solution->moves.size());
  }

 private:
  static std::vector<TableSpec> specs(bool large) {
    std::vector<TableSpec> found;
    for (const auto& p : partitions())
      if (p.large == large)
        for (std::size_t g = 0; g < p.groups.size(); ++g) found.push_back(table_spec(p, g));
    return found;
  }

  static bool built(const TableStore& store, const Partition& p) {
    for (std::size_t g = 0; g < p.groups.size(); ++g)
      if (!std::filesystem::exists(store.path(table_spec(p, g)))) return false;
    return true;
  }

  std::string goal_text_;
  std::string pdb_;
  std::string used_ = "manhattan";
  std::vector<TableReader> tables_;
  std::optional<sliding::PatternSolver> solver_;
  const std::array<OutputFormat, 1> formats_{{move_line_format(
      "moves",
      "The lexically earliest shortest move string (u < d < l < r), or \"unsolvable\"\n"
      "when the goal cannot be reached: the format of the eight puzzle's problem, one\n"
      "line a case (an empty line for a solved board).",
      [this](std::span<const std::string> tokens, std::string& out) {
        const Board start = sliding::parse_board(tokens, kWidth);
        append_move_line(sliding::same_class(start, goal_)
                             ? std::optional(solver_->solve(start).moves)
                             : std::nullopt,
                         out);
      })}};
};

}  // namespace

const std::vector<Partition>& partitions() {
  // Cells, row by row:   0  1  2  3
  //                      4  5  6  7
  //                      8  9 10 11
  //                     12 13 14 [15 = the goal's blank]
  // 6-6-3, first: Korf and Felner's partition turned for a blank at the
  // bottom right: the left 3x2 block, the right one, and the bottom row.
  // That row with the blank holds corners and edge cells, so the set serves
  // goals with the blank in a corner or on an edge (PatternSet::flexible).
  // It expands fewer than half the nodes of the second (docs/fifteen.md).
  // 6-6-3, second, for a blank in the centre: the left column with the two
  // cells beside its foot, the top right 2x3 block, and the 2x2 block at
  // the blank, which holds a corner (15), edge cells (11, 14) and a centre
  // cell (10), so that this set serves goals with the blank anywhere.
  // 7-8: the top two rows and the bottom two (Korf and Felner's partition,
  // turned likewise); it serves corner blanks only.
  static const std::vector<Partition> all = {
      {"663", "663", {{0, 1, 4, 5, 8, 9}, {2, 3, 6, 7, 10, 11}, {12, 13, 14}}, 2, false},
      {"663", "663c", {{0, 4, 8, 9, 12, 13}, {1, 2, 3, 5, 6, 7}, {10, 11, 14}}, 2, false},
      {"78", "78", {{0, 1, 2, 3, 4, 5, 6, 7}, {8, 9, 10, 11, 12, 13, 14}}, -1, true},
  };
  return all;
}

std::optional<unsigned> goal_blank(const Partition& partition, std::size_t group) {
  constexpr unsigned kBlank = kWidth * kWidth - 1;
  if (partition.flexible >= 0 || !sliding::walls_in(kWidth, partition.groups[group], kBlank))
    return std::nullopt;
  return kBlank;
}

TableSpec table_spec(const Partition& partition, std::size_t group) {
  const auto& cells = partition.groups[group];
  std::uint32_t mask = 0;
  for (const auto c : cells) mask |= 1u << c;
  // The blank's cell too when its region alone is the goal: a table built
  // the other way (before issue 29) then no longer matches, and gen builds
  // it again.
  if (const auto blank = goal_blank(partition, group)) mask |= 1u << *blank;
  const auto count = sliding::placements(kWidth * kWidth, static_cast<unsigned>(cells.size()));
  return {"fifteen-" + partition.file + "-" + std::to_string(group + 1) + ".ptab",
          {"fifteen", mask, EntryKind::pattern, sliding::kPatternBits, count}};
}

const Partition* serving_partition(std::string_view name, const Board& goal) {
  for (const auto& p : partitions())
    if (p.name == name && sliding::PatternSolver::serves(
                              {kWidth, kWidth * kWidth - 1, p.groups, {}, p.flexible}, goal))
      return &p;
  return nullptr;
}

Board parse_goal(const std::string& text) {
  try {
    return sliding::parse_board(text == "korf" ? kKorfGoal : std::string_view(text), kWidth);
  } catch (const InputError& e) {
    throw InputError(std::string("--goal: ") + e.what());
  }
}

std::unique_ptr<Puzzle> make_puzzle() {
  return std::make_unique<Fifteen>();
}

}  // namespace puzzletab::fifteen
