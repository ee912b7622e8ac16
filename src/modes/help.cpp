#include "modes/help.h"

#include <algorithm>
#include <optional>

#include "core/errors.h"
#include "core/table_store.h"
#include "core/tokens.h"
#include "modes/census.h"

namespace puzzletab {
namespace {

// Each line of `text` indented by two spaces.
std::string indented(std::string_view text) {
  std::string out;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    out += "  ";
    out.append(text, start, end - start);
    out += '\n';
    start = end + 1;
  }
  return out;
}

// The example as command-line words: a line puzzle's (a scramble, whose
// primes the shell would take) quoted whole when a word of it needs it.
std::string example_words(const Puzzle& puzzle) {
  const std::string example(puzzle.example());
  if (!puzzle.case_is_line()) return example;
  for (const std::string& word : split_tokens(example))
    if (shell_quote(word) != word) return shell_quote(example);
  return example;
}

// A puzzle without a solver shows its example's stickers instead of an
// answer, which it refuses.
bool shows_stickers(const Puzzle& puzzle) {
  return puzzle.solver() == Puzzle::Solver::none && find_format(puzzle, "stickers") != nullptr;
}

std::string example_command(const Puzzle& puzzle) {
  return "query " + shell_quote(puzzle.name()) +
         (shows_stickers(puzzle) ? " --format stickers " : " ") + example_words(puzzle);
}

// Why a mode has no example for this puzzle, or nothing: a mode that
// needs a solver of a puzzle without one, random cases a puzzle cannot
// draw (without its tables: the 4x4x4's random-state scrambles).
std::optional<std::string> no_example(const Puzzle& puzzle, std::string_view mode) {
  const std::string name(puzzle.name());
  if (puzzle.solver() == Puzzle::Solver::none && mode.starts_with("--check"))
    return name + " has no solver to answer an example; --check replays answers of your own";
  if (puzzle.draws_own_cases() && mode == "--stats") return name + "'s positions are not numbered";
  if (puzzle.draws_own_cases() && mode.starts_with("--random")) {
    try {
      RandomDraw draw(1);
      puzzle.draw_case(draw, puzzle.formats().front().name, false)();
    } catch (const InputError& e) {
      return std::string(e.what());
    } catch (const TableError& e) {
      return std::string(e.what());
    }
  }
  return std::nullopt;
}

bool has_format(const Puzzle& puzzle, std::string_view name) {
  const auto formats = puzzle.formats();
  return std::any_of(formats.begin(), formats.end(),
                     [&](const OutputFormat& f) { return f.name == name; });
}

// A mode as help teaches it: how it is asked for, what it does, and a
// command of it for a puzzle that runs as written (tests/cli_help.sh runs
// each).
struct ModeHelp {
  std::string_view asked;
  std::string_view what;
  std::string (*example)(const Puzzle& puzzle);
  // Whether the example solves uniform positions: for a puzzle whose
  // solve_cost() is hours (the 3x3x3), help says how long that takes.
  bool solves_uniform = false;
};

constexpr ModeHelp kModes[] = {
    {"(none)", "answer each case", [](const Puzzle& p) { return example_command(p); }},
    {"--show", "answer, then draw the positions the moves go through",
     [](const Puzzle& p) {
       return "query " + shell_quote(p.name()) + " --show " + example_words(p);
     }},
    {"--check FILE, --judge IN OUT ANS", "check proposed answers (--judge: testlib's convention)",
     [](const Puzzle& p) {
       const std::string name = shell_quote(p.name());
       const std::string example = example_words(p);
       return "query " + name + " " + example + " | query " + name + " --check - " + example;
     }},
    {"--stats", "count the positions at each distance: God's number, the farthest",
     [](const Puzzle& p) { return "query " + shell_quote(p.name()) + " --stats"; }, true},
    {"--random N", "write N random cases (test data: --layout judge, --answers FILE, --split DIR)",
     [](const Puzzle& p) {
       return "query " + shell_quote(p.name()) + " --random 3 --seed 1" +
              (has_format(p, "scramble") ? " --format scramble" : "");
     }},
};

}  // namespace

std::string overview_help(const std::vector<std::unique_ptr<Puzzle>>& puzzles) {
  std::string out = "\nModes, one at a time, after the puzzle's name (docs/modes.md):\n";
  for (const ModeHelp& mode : kModes) {
    std::string asked(mode.asked);
    asked.resize(std::max<std::size_t>(asked.size() + 2, 36), ' ');
    out += "  " + asked + std::string(mode.what) + "\n";
  }
  out += "\nExamples:\n";
  for (const auto& puzzle : puzzles) out += "  " + example_command(*puzzle) + "\n";
  out +=
      "\nquery PUZZLE --help shows a puzzle's input, its output formats, every option of each "
      "mode, and an example of each mode.";
  return out;
}

std::string puzzle_help(Puzzle& puzzle, const TableStore& store, int& status) {
  std::string out = "\nInput (one case; a stream is cases one after another):\n";
  out += indented(puzzle.input_help());
  const auto formats = puzzle.formats();
  for (const auto& format : formats) {
    std::string note;
    if (&format == &formats.front())
      note = format.name == kDefaultFormatAlias
                 ? " (the default)"
                 : " (the default, also --format " + std::string(kDefaultFormatAlias) + ")";
    out += "\nOutput, --format " + std::string(format.name) + note + ":\n";
    out += indented(format.help);
  }
  out += "\nOutput, --format json: one JSON object a line per case, with the distance and moves.\n";
  // The tables first: a mode's example may need them (the 4x4x4 draws
  // its random-state scrambles with its solver).
  std::optional<std::string> not_loaded;
  try {
    puzzle.load(store);
  } catch (const TableError& e) {
    not_loaded = e.what();
    status = kExitTable;
  } catch (const InputError& e) {  // a bad option such as --goal
    not_loaded = e.what();
    status = kExitInput;
  }
  out += "\nModes, one at a time (docs/modes.md), an example of each:\n";
  const bool hours = puzzle.solve_cost() == SolveCost::hours;
  for (const ModeHelp& mode : kModes) {
    const auto why = no_example(puzzle, mode.asked);
    out += "  " + std::string(mode.asked) + ": " + std::string(mode.what) + "\n    " +
           (why ? "(not yet: " + *why + ")" : mode.example(puzzle)) + "\n";
    if (!why && hours && mode.solves_uniform)
      out += "    (hours: it solves " + std::to_string(kDistributionSamples) +
             " random positions, a search of seconds to hours each for this puzzle; progress "
             "on a terminal only)\n";
  }
  // The example's answer is computed, not written down: help cannot go
  // stale, and it shows that the tables work.
  out += "\nExample:\n  $ " + example_command(puzzle) + "\n";
  if (not_loaded) {
    out += "  (no answer here: " + *not_loaded + ")\n";
    return out;
  }
  try {
    std::string answer;
    const OutputFormat& shown =
        shows_stickers(puzzle) ? *find_format(puzzle, "stickers") : formats.front();
    shown.write(case_tokens(puzzle, puzzle.example()), answer);
    out += indented(answer);
  } catch (const TableError& e) {
    out += "  (no answer here: " + std::string(e.what()) + ")\n";
    status = kExitTable;
  } catch (const InputError& e) {  // a bad option such as --goal
    out += "  (no answer here: " + std::string(e.what()) + ")\n";
    status = kExitInput;
  }
  return out;
}

}  // namespace puzzletab
