#include "modes/query_options.h"

#include <CLI/CLI.hpp>

#include "core/tokens.h"
#include "modes/help.h"

namespace puzzletab {

CLI::Validator one_of(std::vector<std::string> choices) {
  std::string description = "{";
  for (const auto& choice : choices) description += (description.size() > 1 ? "," : "") + choice;
  description.push_back('}');
  return CLI::Validator(
      [choices = std::move(choices)](const std::string& value) {
        return std::find(choices.begin(), choices.end(), value) != choices.end()
                   ? std::string()
                   : not_one_of(value, choices);
      },
      description);
}

void add_puzzle_options(CLI::App& command, Puzzle& puzzle) {
  for (const PuzzleOption& option : puzzle.options()) {
    CLI::Option* added =
        command.add_option(option.name, *option.value, option.help)->type_name(option.value_name);
    if (!option.choices.empty()) added->check(one_of(option.choices));
  }
}

void add_check_options(CLI::App& command, CheckOptions& options) {
  auto* check = command.add_option(
      "--check", options.answers,
      "check the answers in FILE (in --format; - for standard input) to the cases: one verdict "
      "a case; exit 0 when "
      "all are accepted, 1 when one is not, 2 for a presentation error");
  check->type_name("FILE")->group(std::string(kCheckGroup));
  command
      .add_flag(
          "--judge", options.judge,
          "special judge in testlib's convention: the arguments are INPUT OUTPUT ANSWER [RESULT]; "
          "exit 0 ok, 1 wrong answer, 2 wrong output format, 3 fail, verdict on stderr")
      ->group(std::string(kCheckGroup));
  command
      .add_option("--accept", options.accept,
                  "what --check and --judge accept (default: what the format's problem accepts)")
      ->check(one_of(acceptance_names()))
      ->group(std::string(kCheckGroup));
}

void add_explore_options(CLI::App& command, ExploreOptions& options, const Puzzle& puzzle) {
  const std::string random_group(kRandomGroup);
  command
      .add_flag(
          "--stats", options.stats,
          "instead of answering: how many positions lie at each distance from the goal, God's "
          "number with the farthest positions, the average, a histogram (--format json: the same "
          "as JSON)")
      ->group(std::string(kStatsGroup));
  auto* random = command.add_option(
      "--random,--count", options.random_count,
      "instead of answering: N random cases in the input format, one a line, drawn "
      "independently and uniformly from the positions that can reach the goal");
  random->type_name("N")->group(random_group);
  command
      .add_option("--seed", options.seed,
                  "--random's seed (default 0; for scrambles a puzzle draws itself, the WCA "
                  "events' and the big cubes', a fresh one each run): same seed, same cases")
      ->type_name("S")
      ->needs(random)
      ->group(random_group);
  command
      .add_option("--distance", options.distance,
                  "--random: only positions at distance D, or A-B, from the goal")
      ->type_name("D|A-B")
      ->needs(random)
      ->group(random_group);
  command
      .add_option("--min-distance", options.min_distance,
                  "--random: only positions at least D moves from the goal (with --format "
                  "scramble, default: the puzzle's scramble minimum)")
      ->type_name("D")
      ->needs(random)
      ->excludes("--distance")
      ->group(random_group);
  auto* any = command.add_flag(
      "--any", options.any,
      "--random: from every position, also those that cannot reach the goal (eight, fifteen)");
  // Declared for every puzzle, so that a puzzle without such positions
  // refuses them by name (sampling.cpp), but listed only where they apply.
  const std::string pool_group = puzzle.has_unsolvable_positions() ? random_group : "";
  any->needs(random)->group(pool_group);
  command
      .add_flag("--unsolvable", options.unsolvable,
                "--random: only positions that cannot reach the goal (eight, fifteen)")
      ->needs(random)
      ->excludes(any)
      ->group(pool_group);
  command.add_flag("--distinct", options.distinct, "--random: no case twice")
      ->needs(random)
      ->group(random_group);
  command
      .add_option("--layout", options.layout,
                  "--random: line (default): a case a line; judge: each case laid out as the "
                  "original judge's input (clocks: 3 rows of 3 dials; solitaire: a board a line; "
                  "the Megaminx's "
                  "scrambles: TNoodle's 7 lines)")
      ->check(one_of({"line", "judge"}))
      ->needs(random)
      ->group(random_group);
  auto* split = command.add_option(
      "--split", options.split,
      "--random: write each case to DIR/NN.in and its answer (in --format's format) to "
      "DIR/NN.ans, NN from 1 zero-padded to N's width, instead of standard output");
  split->type_name("DIR")->needs(random)->group(random_group);
  command.add_flag("--force", options.force, "--split: replace the files already there")
      ->needs(split)
      ->group(random_group);
  command
      .add_option("--answers", options.answers,
                  "--random: write the cases' answers to FILE, in --format's format (the judge's "
                  "by default, json too), a case's answer where the case is in the output")
      ->type_name("FILE")
      ->needs(random)
      ->excludes(split)
      ->group(random_group);
}

}  // namespace puzzletab
