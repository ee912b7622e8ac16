// query: answers puzzle positions from the precomputed tables.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <optional>

#include "core/errors.h"
#include "core/table_store.h"
#include "core/tokens.h"
#include "modes/check.h"
#include "modes/completion.h"
#include "modes/explore.h"
#include "modes/help.h"
#include "modes/show.h"
#include "modes/stream.h"
#include "puzzles/registry.h"

using namespace puzzletab;

namespace {

// What a query does instead of answering, or besides.
struct Modes {
  bool show = false;
  CheckOptions check;
  ExploreOptions explore;
};

int run(Puzzle& puzzle, const std::string& format, const std::string& tables,
        const std::vector<std::string>& args, const Modes& modes) {
  const std::string prefix = "query: " + std::string(puzzle.name()) + ": ";
  try {
    puzzle.load(TableStore(TableStore::locate(tables)));
  } catch (const TableError& e) {
    std::fprintf(stderr, "query: %s\n", e.what());
    return kExitTable;
  } catch (const InputError& e) {
    std::fprintf(stderr, "%s%s\n", prefix.c_str(), e.what());
    return kExitInput;
  }
  if (modes.explore.requested()) return run_explore(puzzle, modes.explore, format, args);
  if (modes.check.requested()) return run_check(puzzle, format, modes.check, args);
  TokenSource source(args, STDIN_FILENO, puzzle.case_is_line());
  if (modes.show)
    return answer_stream(puzzle, show_answerer(puzzle, format, show_style_for(STDOUT_FILENO)),
                         source, STDOUT_FILENO);
  return answer_stream(puzzle, format, source, STDOUT_FILENO);
}

}  // namespace

// The first word that is not an option or its value: the puzzle asked for.
std::optional<std::string_view> requested_puzzle(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--tables") {
      ++i;
      continue;
    }
    if (!arg.starts_with("-")) return arg;
  }
  return std::nullopt;
}

// True when the line has an option besides --tables and --format: only
// then are the modes' options (--show, --check, --stats...) built, as
// building them was a fifth of a plain query's instructions (callgrind).
bool asks_more_than_answers(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--tables" || arg == "--format") {
      ++i;
      continue;
    }
    if (arg.starts_with("--tables=") || arg.starts_with("--format=")) continue;
    if (arg.starts_with("-")) return true;
  }
  return false;
}

std::string puzzle_names(const std::vector<std::unique_ptr<Puzzle>>& puzzles) {
  std::string names;
  for (const auto& p : puzzles) names += (names.empty() ? "" : " ") + std::string(p->name());
  return names;
}

int run_query(int argc, char** argv) {
  auto puzzles = make_puzzles();
  const auto requested = requested_puzzle(argc, argv);
  const bool completing = argc > 1 && std::string_view(argv[1]) == "--complete";
  if (requested && !completing && std::none_of(puzzles.begin(), puzzles.end(), [&](const auto& p) {
        return p->name() == *requested;
      })) {
    // Saying which puzzles exist helps more than CLI11's generic message.
    std::fprintf(stderr, "query: unknown puzzle %s (known: %s)\n", quote_token(*requested).c_str(),
                 puzzle_names(puzzles).c_str());
    return kExitInput;
  }
  CLI::App app{
      "query: answer puzzle positions instantly from precomputed tables.\n"
      "Tokens come from the command line or, when there are none, from standard input,\n"
      "case after case until the end of the input."};
  app.require_subcommand(1);
  app.footer([&puzzles] { return overview_help(puzzles); });
  std::string tables;
  app.add_option(
      "--tables", tables,
      "table folder (default: $PUZZLETAB_TABLES, the installed tables, the source tree's tables/)");
  std::string format;
  std::vector<std::string> args;
  Modes modes;
  for (const auto& puzzle : puzzles) {
    CLI::App* command =
        app.add_subcommand(std::string(puzzle->name()), std::string(puzzle->summary()));
    command->fallthrough();
    // Only the requested puzzle's options: building every puzzle's costs
    // more than answering (a third of a query's instructions, callgrind).
    if (requested != puzzle->name()) continue;
    auto formats = puzzle->formats();
    formats.emplace_back("json");
    command->add_option("--format", format, "output format (default: " + formats.front() + ")")
        ->check(CLI::IsMember(formats));
    puzzle->add_options(*command);
    if (asks_more_than_answers(argc, argv)) {
      command->add_flag("--show", modes.show,
                        "after each answer, draw the positions its moves go through");
      add_check_options(*command, modes.check);
      add_explore_options(*command, modes.explore);
    }
    command->add_option("tokens", args, "the case(s): " + std::string(puzzle->summary()));
    command->footer([&puzzle, &tables] {
      return puzzle_help(*puzzle, TableStore(TableStore::locate(tables)));
    });
  }
  // Bash completion (completion/puzzletab.bash): `query --complete WORDS...`
  // prints what may follow WORDS.
  if (completing) {
    std::vector<std::pair<std::string, std::vector<std::string>>> choices;
    for (const auto& puzzle : puzzles)
      if (requested == puzzle->name()) {
        auto formats = puzzle->formats();
        formats.emplace_back("json");
        choices.emplace_back("--format", formats);
      }
    const std::vector<std::string> words(argv + 2, argv + argc);
    for (const auto& word : completion_candidates(app, words, choices))
      std::printf("%s\n", word.c_str());
    return 0;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::RequiredError& e) {
    if (app.get_subcommands().empty()) {
      std::fprintf(stderr, "query: which puzzle? one of: %s (query --help tells more)\n",
                   puzzle_names(puzzles).c_str());
      return kExitInput;
    }
    return app.exit(e) == 0 ? 0 : kExitInput;
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : kExitInput;
  }
  for (const auto& puzzle : puzzles) {
    if (app.got_subcommand(std::string(puzzle->name()))) {
      if (format.empty()) format = puzzle->formats().front();
      return run(*puzzle, format, tables, args, modes);
    }
  }
  return kExitInput;
}

int main(int argc, char** argv) {
  // Anything not already reported (an unwritable folder, memory exhausted)
  // still gets a message and a status rather than an abort.
  try {
    return run_query(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "query: %s\n", e.what());
    return kExitInput;
  }
}
