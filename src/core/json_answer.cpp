#include "core/json_answer.h"

#include <chrono>

#include "core/json.h"

namespace puzzletab {

void write_json_answer(const Puzzle& puzzle, std::span<const std::string> tokens, bool timing,
                       std::string& out) {
  const auto begin = std::chrono::steady_clock::now();
  const JsonAnswer answer = puzzle.json_answer(tokens);
  const auto micros = std::chrono::duration_cast<std::chrono::microseconds>(
                          std::chrono::steady_clock::now() - begin)
                          .count();
  JsonObject json(out);
  json.string("puzzle", puzzle.name())
      .string("input", join_tokens(tokens))
      .string("goal", answer.goal)
      .boolean("solvable", answer.moves.has_value());
  if (answer.moves) {
    std::string moves = "[";
    for (const Move m : *answer.moves) {
      if (moves.size() > 1) moves.push_back(',');
      append_json_string(moves, puzzle.move_name(m));
    }
    moves.push_back(']');
    json.number("distance", static_cast<std::int64_t>(path_cost(puzzle, *answer.moves)))
        .raw("moves", moves);
  } else {
    json.raw("distance", "null").raw("moves", "null");
  }
  for (const auto& [name, value] : answer.extras) json.raw(name, value);
  if (timing) json.number("microseconds", micros);
  json.close();
}

}  // namespace puzzletab
