// --stats and --random: query modes that explore a puzzle's positions
// instead of answering cases. query/main.cpp adds their options to the
// requested puzzle's command (modes/query_options.h) and, when one was
// given, runs them instead of answering.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.h"

namespace puzzletab {

struct ExploreOptions {
  bool stats = false;
  std::string random_count;  // kept as text for query's own messages
  std::string seed;
  std::string distance;
  std::string min_distance;
  bool any = false;         // --any: also positions that cannot reach the goal
  bool unsolvable = false;  // --unsolvable: only those
  bool distinct = false;
  std::string layout;   // "line" (the default) or "judge"
  std::string answers;  // --answers FILE
  std::string split;    // --split DIR: a file a case and its answer
  bool force = false;   // --split may replace files

  // --stats or --random was given (an empty --random is refused before).
  bool requested() const { return stats || !random_count.empty(); }
};

// Where text goes: standard output for query, a string for the C API.
using TextSink = std::function<void(std::string_view)>;

// The random cases --random writes (with --seed, --format, --layout,
// --answers...), given to `write` a piece at a time: query's standard
// output, and puzzletab_random_cases's text (an event's scrambles for a
// scramble sheet). Bad options throw InputError with query's message.
void write_random_cases(const Puzzle& puzzle, const ExploreOptions& options,
                        std::string_view format, const TextSink& write);

// Writes the statistics or the random cases to standard output and
// returns the exit status, with a message "query: PUZZLE: ..." for bad
// options.
int run_explore(const Puzzle& puzzle, const ExploreOptions& options, std::string_view format,
                const std::vector<std::string>& tokens);

}  // namespace puzzletab
