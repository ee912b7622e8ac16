#include "puzzles/sliding/pattern_puzzle.h"

#include <filesystem>
#include <optional>
#include <set>
#include <stdexcept>

#include "core/errors.h"
#include "core/json.h"
#include "core/table_store.h"
#include "puzzles/sliding/pattern_db.h"
#include "puzzles/sliding/pattern_solver.h"
#include "puzzles/sliding/sliding_puzzle.h"

namespace puzzletab::sliding {
namespace {

PatternSet pattern_set(const PatternPuzzleData& data, const Partition& p) {
  return {data.width, p.blank, p.groups, {}, p.flexible};
}

class PatternPuzzle final : public SlidingPuzzle {
 public:
  explicit PatternPuzzle(const PatternPuzzleData& data) : SlidingPuzzle(data.width), data_(data) {}

  std::string_view name() const override { return data_.name; }
  std::string_view summary() const override { return data_.summary; }
  std::size_t tokens_per_case() const override { return data_.width * data_.width; }
  std::span<const OutputFormat> formats() const override { return formats_; }
  std::string_view input_help() const override { return data_.input_help; }
  std::string_view example() const override { return data_.example; }

  std::vector<TableSpec> tables() const override { return specs(false); }
  std::vector<TableSpec> large_tables() const override { return specs(true); }
  std::optional<BuildCost> large_tables_cost() const override {
    std::uint64_t memory = 0;
    for (const auto& p : data_.partitions)
      if (p.large)
        for (const auto& group : p.groups)
          memory = std::max(memory, pattern_database_build_memory(
                                        data_.width, static_cast<unsigned>(group.size())));
    return BuildCost{data_.large_what, memory, data_.large_minutes};
  }

  PackedBuilder generate(const TableSpec& spec) const override {
    for (const auto& p : data_.partitions)
      for (std::size_t g = 0; g < p.groups.size(); ++g)
        if (table_spec(data_, p, g).file_name == spec.file_name)
          return build_pattern_database(data_.width, p.groups[g], spec.file_name.c_str(),
                                        goal_blank(data_, p, g));
    throw std::logic_error(data_.name + " has no table " + spec.file_name);
  }

  std::vector<PuzzleOption> options() override {
    std::vector<std::string> names;
    for (const auto& p : data_.partitions)
      if (std::find(names.begin(), names.end(), p.name) == names.end()) names.push_back(p.name);
    names.emplace_back("manhattan");
    return {{"--goal",
             "the goal board (default: 1 2 ... " + std::to_string(tokens_per_case() - 1) +
                 " x); korf = 0 1 2 ... " + std::to_string(tokens_per_case() - 1),
             {},
             &goal_text_},
            {"--pdb",
             "pattern databases: " + data_.large_name + " (gen " + data_.name + " --large), " +
                 data_.small_name + ", or manhattan (no databases, a baseline) (default: " +
                 data_.large_name + " if built, else " + data_.small_name + ")",
             names, &pdb_}};
  }

  void load(const TableStore& store) override {
    goal_ = goal_text_.empty() ? standard_goal(data_.width) : parse_goal(data_, goal_text_);
    if (pdb_ == "manhattan") {
      solver_.emplace(goal_);
      return;
    }
    // The large set when built (or asked for) and it serves the goal: the
    // blank in a corner. Otherwise the first small set that serves it.
    const Partition* chosen =
        serving_partition(data_, pdb_.empty() ? data_.large_name : pdb_, goal_);
    if (chosen == nullptr || (pdb_.empty() && !built(store, *chosen)))
      chosen = serving_partition(data_, data_.small_name, goal_);
    used_ = chosen->name;
    PatternSet set = pattern_set(data_, *chosen);
    for (std::size_t g = 0; g < chosen->groups.size(); ++g) {
      tables_.push_back(store.open(table_spec(data_, *chosen, g), chosen->large ? "--large" : ""));
      set.tables.push_back(tables_.back().entries());
    }
    solver_.emplace(set, goal_);
  }

  // The search's own figures besides the answer: the databases it used,
  // the nodes it expanded, those it generated (the published papers'
  // count) and those of its last iteration (all 0 for a board of the
  // other class, which is never searched).
  JsonAnswer json_answer(std::span<const std::string> tokens) const override {
    const Board start = parse_board(tokens, data_.width);
    const bool solvable = same_class(start, goal_);
    const auto solution = solvable ? solver_->solve(start) : Solution{};
    std::string pdb;
    append_json_string(pdb, used_);
    JsonAnswer answer{board_text(goal_),
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
    if (!same_class(start, goal_)) return std::nullopt;
    return moves_of(solver_->solve(start).moves);
  }

  SolveCost solve_cost() const override { return data_.solve_cost; }
  // A goal with the blank in another corner is the one measured turned or
  // mirrored and its tiles renamed, which keeps every distance. Unknown
  // for other goals.
  std::optional<unsigned> gods_number() const override {
    const unsigned last = data_.width - 1;
    const unsigned row = goal_.blank() / data_.width, column = goal_.blank() % data_.width;
    if ((row == 0 || row == last) && (column == 0 || column == last)) return data_.corner_diameter;
    return std::nullopt;
  }

  std::optional<unsigned> distance_within(Position p, unsigned limit) const override {
    const Board start = board_of(p);
    if (!same_class(start, goal_)) return std::nullopt;
    const auto solution = solver_->solve_within(start, limit);
    if (!solution) return std::nullopt;
    return static_cast<unsigned>(solution->moves.size());
  }

  bool splits_searches() const override { return true; }
  SubtreeOutcome search_subtree(std::string_view description,
                                const std::atomic<std::int64_t>& first_found) const override {
    return solver_->search_subtree(description, first_found);
  }

 private:
  std::vector<TableSpec> specs(bool large) const {
    std::vector<TableSpec> found;
    for (const auto& p : data_.partitions)
      if (p.large == large)
        for (std::size_t g = 0; g < p.groups.size(); ++g) found.push_back(table_spec(data_, p, g));
    return found;
  }

  bool built(const TableStore& store, const Partition& p) const {
    for (std::size_t g = 0; g < p.groups.size(); ++g)
      if (!std::filesystem::exists(store.path(table_spec(data_, p, g)))) return false;
    return true;
  }

  const PatternPuzzleData& data_;
  std::string goal_text_;
  std::string pdb_;
  std::string used_ = "manhattan";
  std::vector<TableReader> tables_;
  std::optional<PatternSolver> solver_;
  const std::array<OutputFormat, 1> formats_{{move_line_format(
      "moves",
      "The lexically earliest shortest move string (u < d < l < r), or \"unsolvable\"\n"
      "when the goal cannot be reached: the format of the eight puzzle's problem, one\n"
      "line a case (an empty line for a solved board).",
      [this](std::span<const std::string> tokens, std::string& out) {
        const Board start = parse_board(tokens, data_.width);
        append_move_line(
            same_class(start, goal_) ? std::optional(solver_->solve(start).moves) : std::nullopt,
            out);
      })}};
};

}  // namespace

std::optional<unsigned> goal_blank(const PatternPuzzleData& data, const Partition& partition,
                                   std::size_t group) {
  if (partition.flexible >= 0 || !walls_in(data.width, partition.groups[group], partition.blank))
    return std::nullopt;
  return partition.blank;
}

TableSpec table_spec(const PatternPuzzleData& data, const Partition& partition, std::size_t group) {
  const auto& cells = partition.groups[group];
  std::uint64_t mask = 0;
  for (const auto c : cells) mask |= std::uint64_t{1} << c;
  // The blank's cell too when its region alone is the goal: a table built
  // the other way (before issue 29) then no longer matches, and gen builds
  // it again.
  if (const auto blank = goal_blank(data, partition, group)) mask |= std::uint64_t{1} << *blank;
  const auto count = placements(data.width * data.width, static_cast<unsigned>(cells.size()));
  return {data.name + "-" + partition.file + "-" + std::to_string(group + 1) + ".ptab",
          {data.name, mask, EntryKind::pattern, kPatternBits, count}};
}

const Partition* serving_partition(const PatternPuzzleData& data, std::string_view name,
                                   const Board& goal) {
  for (const auto& p : data.partitions)
    if (p.name == name && PatternSolver::serves(pattern_set(data, p), goal)) return &p;
  return nullptr;
}

Board parse_goal(const PatternPuzzleData& data, const std::string& text) {
  try {
    return parse_board(text == "korf" ? std::string_view(data.korf_goal) : std::string_view(text),
                       data.width);
  } catch (const InputError& e) {
    throw InputError(std::string("--goal: ") + e.what());
  }
}

std::unique_ptr<Puzzle> make_pattern_puzzle(const PatternPuzzleData& data) {
  return std::make_unique<PatternPuzzle>(data);
}

}  // namespace puzzletab::sliding
