#include "modes/all_shortest.h"

#include "core/errors.h"
#include "core/json.h"
#include "core/thousands.h"

namespace puzzletab {
namespace {

// Depth first from `position`, `remaining` from the goal: the moves in
// their order, each taken only where it leads exactly its cost nearer. A
// move that costs nothing (the Square-1's turns in its twist metric) never
// follows another: two in a row are one, and without the rule the answers
// would have no end; this is the canonical form its solver answers in
// (turns and `/` alternate). Stops once one answer past the limit is found
// (it says there are more).
void walk(const Puzzle& puzzle, const Position& position, std::size_t remaining, bool after_free,
          std::size_t limit, std::vector<Move>& path, ShortestAnswers& found) {
  if (remaining == 0 && puzzle.is_goal(position)) {
    if (found.answers.size() < limit)
      found.answers.push_back(path);
    else
      found.more = true;
    return;
  }
  for (Move m = 0; m < puzzle.move_count() && !found.more; ++m) {
    const std::size_t cost = puzzle.move_cost(m);
    if (cost > remaining || (cost == 0 && after_free)) continue;
    const auto next = puzzle.apply(position, m);
    if (!next) continue;
    const auto distance = puzzle.distance_within(*next, static_cast<unsigned>(remaining - cost));
    if (!distance || *distance != remaining - cost) continue;
    path.push_back(m);
    walk(puzzle, *next, remaining - cost, cost == 0, limit, path, found);
    path.pop_back();
  }
}

std::string answer_line(const Puzzle& puzzle, const std::vector<Move>& moves) {
  std::string line;
  for (const Move m : moves) {
    if (!line.empty()) line.push_back(' ');
    line += puzzle.move_name(m);
  }
  return line;
}

}  // namespace

std::optional<ShortestAnswers> shortest_answers(const Puzzle& puzzle, Position position,
                                                std::size_t limit) {
  const auto first = puzzle.solve(position);
  if (!first) return std::nullopt;
  ShortestAnswers found;
  found.distance = path_cost(puzzle, *first);
  std::vector<Move> path;
  walk(puzzle, position, found.distance, false, limit, path, found);
  return found;
}

CaseWriter all_shortest_answerer(const Puzzle& puzzle, bool json, std::size_t limit) {
  const std::string name(puzzle.name());
  if (puzzle.solver() != Puzzle::Solver::shortest)
    throw InputError(
        "--all-shortest: " + name + "'s answers are not the shortest (" +
        (puzzle.solver() == Puzzle::Solver::none ? "it has no solver" : "a reduction's solution") +
        ")");
  if (limit == 0 || limit > kMaxAllShortest)
    throw InputError("--all-shortest: expected 1.." + with_commas(kMaxAllShortest) +
                     " answers a case, got " + std::to_string(limit));
  return [&puzzle, limit, json](std::span<const std::string> tokens, std::string& out) {
    const Position position = puzzle.read_case(tokens);
    const auto found = shortest_answers(puzzle, position, limit);
    const std::string noun(puzzle.cost_noun());
    if (json) {
      JsonObject object(out);
      object.string("puzzle", puzzle.name())
          .string("input", join_tokens(tokens))
          .string("goal", puzzle.goal_text(position))
          .boolean("solvable", found.has_value());
      if (!found) {
        object.raw("distance", "null").raw("answers", "null").boolean("more", false);
      } else {
        std::string answers = "[";
        for (const auto& answer : found->answers) {
          if (answers.size() > 1) answers.push_back(',');
          answers.push_back('[');
          for (std::size_t i = 0; i < answer.size(); ++i) {
            if (i > 0) answers.push_back(',');
            append_json_string(answers, puzzle.move_name(answer[i]));
          }
          answers.push_back(']');
        }
        answers.push_back(']');
        object.number("distance", static_cast<std::int64_t>(found->distance))
            .raw("answers", answers)
            .boolean("more", found->more);
      }
      object.close();
      return;
    }
    if (!found) {
      out += "unsolvable\n";
      return;
    }
    const std::size_t count = found->answers.size();
    const std::string answers = count == 1 ? " shortest answer of " : " shortest answers of ";
    const std::string length =
        with_commas(found->distance) + " " + noun + (found->distance == 1 ? "" : "s");
    out += found->more ? "the first " + with_commas(count) + answers + length + "; there are more\n"
                       : with_commas(count) + answers + length + "\n";
    for (const auto& answer : found->answers) out += answer_line(puzzle, answer) + "\n";
  };
}

}  // namespace puzzletab
