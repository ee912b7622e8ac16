#include "puzzles/events.h"

#include <algorithm>

namespace puzzletab {
namespace {

// The event's puzzle under the event's id: everything is the puzzle's but
// the name, the one line of help, and what --random draws.
class EventPuzzle final : public Puzzle {
 public:
  EventPuzzle(const Event& event, std::unique_ptr<Puzzle> puzzle)
      : event_(event),
        puzzle_(std::move(puzzle)),
        summary_("the WCA's " + std::string(event.title) + " (" + std::string(puzzle_->name()) +
                 "): " + std::string(puzzle_->summary())) {}

  std::string_view name() const override { return event_.id; }
  std::string_view summary() const override { return summary_; }
  std::size_t tokens_per_case() const override { return puzzle_->tokens_per_case(); }
  bool case_is_line() const override { return puzzle_->case_is_line(); }
  bool case_is_pair() const override { return puzzle_->case_is_pair(); }
  std::span<const OutputFormat> formats() const override { return puzzle_->formats(); }
  std::vector<TableSpec> tables() const override { return puzzle_->tables(); }
  std::vector<TableSpec> large_tables() const override { return puzzle_->large_tables(); }
  std::optional<BuildCost> large_tables_cost() const override {
    return puzzle_->large_tables_cost();
  }
  std::vector<TableSpec> huge_tables() const override { return puzzle_->huge_tables(); }
  std::optional<BuildCost> huge_tables_cost() const override { return puzzle_->huge_tables_cost(); }
  PackedBuilder generate(const TableSpec& spec) const override { return puzzle_->generate(spec); }
  std::vector<PuzzleOption> options() override { return puzzle_->options(); }
  void load(const TableStore& store) override { puzzle_->load(store); }
  JsonAnswer json_answer(std::span<const std::string> tokens) const override {
    return puzzle_->json_answer(tokens);
  }
  std::string goal_text(Position p) const override { return puzzle_->goal_text(p); }
  Position read_case(std::span<const std::string> tokens) const override {
    return puzzle_->read_case(tokens);
  }
  std::string write_case(Position p) const override { return puzzle_->write_case(p); }
  std::string write_random(Position p, std::string_view format) const override {
    return puzzle_->write_random(p, format);
  }
  unsigned move_count() const override { return puzzle_->move_count(); }
  unsigned move_cost(Move m) const override { return puzzle_->move_cost(m); }
  std::string_view cost_noun() const override { return puzzle_->cost_noun(); }
  std::string move_name(Move m) const override { return puzzle_->move_name(m); }
  std::optional<Position> apply(Position p, Move m) const override { return puzzle_->apply(p, m); }
  bool is_goal(Position p) const override { return puzzle_->is_goal(p); }
  std::optional<std::vector<Move>> solve(Position p) const override { return puzzle_->solve(p); }
  Solver solver() const override { return puzzle_->solver(); }
  std::optional<unsigned> distance_within(Position p, unsigned limit) const override {
    return puzzle_->distance_within(p, limit);
  }
  SolveCost solve_cost() const override { return puzzle_->solve_cost(); }
  std::optional<Position> undirected_goal() const override { return puzzle_->undirected_goal(); }
  Picture draw(Position p) const override { return puzzle_->draw(p); }
  Uint128 position_count(bool unsolvable_too) const override {
    return puzzle_->position_count(unsolvable_too);
  }
  bool has_unsolvable_positions() const override { return puzzle_->has_unsolvable_positions(); }
  Position nth_position(Uint128 index, bool unsolvable_too) const override {
    return puzzle_->nth_position(index, unsolvable_too);
  }
  std::optional<std::vector<std::uint64_t>> distance_counts() const override {
    return puzzle_->distance_counts();
  }
  std::optional<std::vector<std::uint16_t>> distances() const override {
    return puzzle_->distances();
  }
  std::vector<Position> farthest_positions() const override {
    return puzzle_->farthest_positions();
  }
  std::optional<unsigned> gods_number() const override { return puzzle_->gods_number(); }
  unsigned judge_case_lines() const override { return puzzle_->judge_case_lines(); }
  unsigned scramble_minimum() const override { return puzzle_->scramble_minimum(); }

  // An event's cases are its scrambles, drawn afresh without --seed: by
  // default in the puzzle's scramble format (fmc for the fewest-moves
  // competition), with a random orientation for the blindfolded events.
  bool draws_own_cases() const override { return true; }
  DrawnCase draw_case(RandomDraw& draw, std::string_view format, bool) const override {
    const bool default_format =
        format == puzzle_->formats().front().name || format == kDefaultFormatAlias;
    std::string_view drawn = format;
    if (default_format && event_.scrambles == EventScrambles::fewest_moves)
      drawn = "fmc";
    else if (default_format && find_format(*puzzle_, "scramble") != nullptr)
      drawn = "scramble";
    return puzzle_->draw_case(draw, drawn, event_.scrambles == EventScrambles::blindfolded);
  }

  std::string_view input_help() const override { return puzzle_->input_help(); }
  std::string_view example() const override { return puzzle_->example(); }

 private:
  const Event& event_;
  std::unique_ptr<Puzzle> puzzle_;
  std::string summary_;
};

}  // namespace

const Event* find_event(std::string_view id) {
  const auto found = std::find_if(std::begin(kEvents), std::end(kEvents),
                                  [&](const Event& e) { return e.id == id; });
  return found == std::end(kEvents) ? nullptr : &*found;
}

std::unique_ptr<Puzzle> make_event_puzzle(const Event& event, std::unique_ptr<Puzzle> puzzle) {
  return std::make_unique<EventPuzzle>(event, std::move(puzzle));
}

std::string events_help(const std::function<bool(std::string_view)>& has_puzzle) {
  std::string out =
      "\n\nThe WCA's events, by their ids (each the puzzle named, its scrambles TNoodle's):\n";
  for (const Event& event : kEvents) {
    std::string id(event.id);
    id.resize(std::max<std::size_t>(id.size() + 2, 8), ' ');
    out += "  " + id + std::string(event.title);
    if (has_puzzle(event.puzzle))
      out += " (" + std::string(event.puzzle) + ")\n";
    else
      out += " (not there yet)\n";
  }
  return out;
}

}  // namespace puzzletab
