// query: answers puzzle positions from the precomputed tables.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <optional>

#include "core/errors.h"
#include "core/output.h"
#include "core/program.h"
#include "core/same_file.h"
#include "core/search_budget.h"
#include "core/table_store.h"
#include "core/tokens.h"
#include "modes/all_shortest.h"
#include "modes/check.h"
#include "modes/command_line.h"
#include "modes/completion.h"
#include "modes/explore.h"
#include "modes/help.h"
#include "modes/query_options.h"
#include "modes/show.h"
#include "modes/stream.h"
#include "modes/version.h"
#include "puzzles/definition/definition_files.h"
#include "puzzles/events.h"
#include "puzzles/registry.h"

using namespace puzzletab;

namespace {

// What a query does instead of answering, or besides.
struct Modes {
  bool show = false;
  std::string colour;                       // --color
  bool timing = false;                      // json's "microseconds"
  std::string time_limit;                   // kept as text for query's own messages
  std::optional<std::size_t> all_shortest;  // --all-shortest N: at most N answers a case
  CheckOptions check;
  ExploreOptions explore;
};

// The modes exclude each other; --show and --time-limit go only with
// answering cases. Each refusal names both options (CLI11's "--judge
// excludes --check").
void make_modes_exclusive(CLI::App& command) {
  const std::vector<CLI::Option*> modes = {
      command.get_option("--check"), command.get_option("--judge"), command.get_option("--stats"),
      command.get_option("--random")};
  for (auto mode = modes.begin(); mode != modes.end(); ++mode) {
    for (auto other = std::next(mode); other != modes.end(); ++other) (*mode)->excludes(*other);
    command.get_option("--show")->excludes(*mode);
    command.get_option("--time-limit")->excludes(*mode);
    command.get_option("--timing")->excludes(*mode);
    command.get_option("--all-shortest")->excludes(*mode);
  }
  command.get_option("--all-shortest")->excludes(command.get_option("--show"));
  command.get_option("--all-shortest")->excludes(command.get_option("--timing"));
}

// An option given an empty value (a script's unset variable) is refused
// rather than taken as if it were not given.
void refuse_empty_values(const CLI::App& app) {
  std::vector<const CLI::App*> scopes = {&app};
  const auto commands = app.get_subcommands();
  scopes.insert(scopes.end(), commands.begin(), commands.end());
  for (const CLI::App* scope : scopes)
    for (const CLI::Option* option : scope->get_options()) {
      const auto& values = option->results();
      if (option->nonpositional() && option->get_type_size() != 0 &&
          std::any_of(values.begin(), values.end(), [](const auto& v) { return v.empty(); }))
        throw InputError(option->get_name() + ": expected a value, got an empty one");
    }
}

// Refuses what the modes chosen do not use.
void check_modes(const Modes& modes) {
  if (!modes.check.accept.empty() && !modes.check.requested())
    throw InputError("--accept applies only to --check and --judge");
}

// The cases on the command line; none, to read standard input, for "-".
std::vector<std::string> cases_or_standard_input(std::vector<std::string> args) {
  if (args.size() == 1 && args.front() == "-") args.clear();
  return args;
}

int run(Puzzle& puzzle, const std::string& format, const std::string& tables,
        std::vector<std::string> args, const Modes& modes, bool& judged) {
  const std::string prefix = "query: " + std::string(puzzle.name()) + ": ";
  try {
    const TableStore store(TableStore::locate(tables));
    puzzle.load(store);
    // Every output is compared with these (and with the files a mode
    // reads) before anything is written.
    note_table_files_read(puzzle, store);
  } catch (const TableError& e) {
    std::fprintf(stderr, "query: %s\n", e.what());
    return kExitTable;
  } catch (const InputError& e) {
    std::fprintf(stderr, "%s%s\n", prefix.c_str(), e.what());
    return kExitInput;
  }
  if (modes.explore.requested()) return run_explore(puzzle, modes.explore, format, args);
  if (modes.check.requested()) {
    judged = modes.check.judge;
    if (!modes.check.judge) args = cases_or_standard_input(args);
    return run_check(puzzle, format, modes.check, args);
  }
  args = cases_or_standard_input(args);
  const auto time_limit = parse_time_limit(modes.time_limit);
  if (modes.timing && format != "json") {
    std::fprintf(stderr, "%s--timing adds a field to --format json, got --format %s\n",
                 prefix.c_str(), format.c_str());
    return kExitInput;
  }
  const NamedFile outputs[] = {file_on("standard output", STDOUT_FILENO)};
  if (args.empty()) {
    // Answers written into the file the cases come from would be read back.
    const NamedFile inputs[] = {file_on("standard input", STDIN_FILENO)};
    if (const auto same = same_file(outputs, inputs)) {
      std::fprintf(stderr, "%s%s: the answers would be read back as cases\n", prefix.c_str(),
                   same->c_str());
      return kExitInput;
    }
  }
  if (const auto same = same_file(outputs, files_read())) {
    std::fprintf(stderr, "%s%s, which this run reads: the answers would replace it\n",
                 prefix.c_str(), same->c_str());
    return kExitInput;
  }
  // Someone who typed `query eight` and sees nothing happen needs to know
  // that query waits for them, and how to stop it.
  if (args.empty() && isatty(STDIN_FILENO) != 0)
    std::fprintf(stderr,
                 "%swaiting for cases on the terminal (%s), each answered when complete; "
                 "Ctrl-D ends\n",
                 prefix.c_str(), std::string(puzzle.summary()).c_str());
  TokenSource source(args, STDIN_FILENO, puzzle.case_is_line());
  if (modes.all_shortest) {
    const OutputFormat* text = find_format(puzzle, kDefaultFormatAlias);
    if (format != "json" && (text == nullptr || format != text->name))
      throw InputError("--all-shortest writes its answers as text or json, got --format " + format);
    return answer_stream(puzzle,
                         all_shortest_answerer(puzzle, format == "json", *modes.all_shortest),
                         source, STDOUT_FILENO, time_limit);
  }
  if (modes.show)
    return answer_stream(puzzle,
                         show_answerer(puzzle, format, show_style_for(STDOUT_FILENO, modes.colour)),
                         source, STDOUT_FILENO, time_limit);
  return answer_stream(puzzle, case_writer(puzzle, format, modes.timing), source, STDOUT_FILENO,
                       time_limit);
}

}  // namespace

// The options query takes before a puzzle's name (--def is taken out of the
// line first): the others are a puzzle's, and go after it.
constexpr std::string_view kQueryValuedOptions[] = {"--tables"};
constexpr std::string_view kQueryFlags[] = {"--help", "-h", "--version"};

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

// True when the line has an option that is neither query's --tables nor
// one `command` already has (--format, the puzzle's own): only then are
// the modes' options (--show, --check, --stats...) built, as building them
// costs a plain query more than half its instructions (docs/performance.md).
// An option it does not know makes it build them all, so CLI11 parses the
// line exactly as if they were always there; so does --help, which lists
// every mode's options.
bool asks_more_than_answers(const CLI::App& command, int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h") return true;
    if (!arg.starts_with("-") || arg == "-") continue;
    const std::string name(arg.substr(0, arg.find('=')));
    if (name != "--tables" && command.get_option_no_throw(name) == nullptr) return true;
  }
  return false;
}

std::string puzzle_names(const std::vector<std::unique_ptr<Puzzle>>& puzzles) {
  std::string names;
  for (const auto& p : puzzles) names += (names.empty() ? "" : " ") + std::string(p->name());
  return names;
}

// True when the line asks for --judge, whose statuses are testlib's.
bool asks_to_judge(int argc, char** argv) {
  return std::any_of(argv + 1, argv + argc,
                     [](const char* arg) { return std::string_view(arg) == "--judge"; });
}

// `judged` is set when --judge gave a verdict, which its status is.
int run_query(int argc, char** argv, bool& judged) {
  std::vector<std::unique_ptr<Puzzle>> puzzles;
  std::optional<std::string_view> requested;
  const bool completing = argc > 1 && std::string_view(argv[1]) == "--complete";
  const auto is_puzzle = [&](std::string_view name) {
    return std::any_of(puzzles.begin(), puzzles.end(),
                       [&](const auto& p) { return p->name() == name; });
  };
  try {
    const auto definitions = definition::take_definition_options(argc, argv, "--build-pruning");
    const auto& files = definitions.files;
    requested = requested_puzzle(argc, argv);
    // A plain query makes only the puzzles it may name (performance.md);
    // all of them for help, completion, --def and the unknown puzzle's message.
    if (requested && !completing && files.empty()) puzzles = make_puzzles(requested);
    if (!requested || !is_puzzle(*requested)) puzzles = make_puzzles();
    definition::add_definition_puzzles(puzzles, files, definitions.pruning_bytes, true);
  } catch (const InputError& e) {
    std::fprintf(stderr, "query: %s\n", e.what());
    return kExitInput;
  }
  if (!completing) {
    const std::vector<std::string> words(argv + 1, argv + argc);
    if (const auto misplaced =
            misplaced_option(words, is_puzzle, kQueryValuedOptions, kQueryFlags)) {
      std::fprintf(stderr, "query: %s goes after the puzzle's name: %s\n",
                   misplaced->option.c_str(), command_line("query", misplaced->corrected).c_str());
      return kExitInput;
    }
  }
  if (requested && !completing && !is_puzzle(*requested)) {
    // Saying which puzzles exist helps more than CLI11's generic message.
    std::vector<std::string> known;
    for (const auto& p : puzzles) known.emplace_back(p->name());
    for (const Event& event : kEvents) known.emplace_back(event.id);
    std::fputs(unknown_puzzle_message("query", *requested, known).c_str(), stderr);
    const auto at = std::find(argv + 1, argv + argc, requested->data());
    const std::string_view before = at != argv + 1 ? at[-1] : "";
    if (before.starts_with("-") && !before.starts_with("--tables") &&
        std::ranges::find(kQueryFlags, before) == std::end(kQueryFlags))
      std::fprintf(stderr,
                   "query: %.*s is an option of a puzzle: it goes after the puzzle's name\n",
                   static_cast<int>(before.size()), before.data());
    return kExitInput;
  }
  CLI::App app{
      "query: answer puzzle positions instantly from precomputed tables.\n"
      "Tokens come from the command line or, when there are none (or -), from standard input,\n"
      "case after case until the end of the input."};
  speak_as(app, "query");
  app.require_subcommand(1);
  app.footer([&puzzles] { return overview_help(puzzles) + events_help(has_puzzle); });
  bool version = false;
  app.add_flag("--version", version,
               "show the version, the table format's, and each table found with its state");
  std::string tables;
  int help_status = 0;          // what `query PUZZLE --help` exits with: the example's tables
  std::string definition_file;  // taken out of the line already; here for --help
  app.add_option("--def", definition_file,
                 "a definition file (ksolve/twsearch format) to add as a puzzle, e.g. --def "
                 "my.tws mypuzzle ... (docs/definitions.md)");
  std::string build_pruning;  // taken out too
  app.add_option("--build-pruning", build_pruning,
                 "with --def, build the pruning tables of a definition beyond a complete table in "
                 "this run, in at most SIZE bytes (256M, 1G) and as deep as its answers need, "
                 "rather than read gen's (docs/definitions.md)")
      ->option_text("SIZE");
  app.add_option(
      "--tables", tables,
      "table folder (default: $PUZZLETAB_TABLES, the installed tables, the source tree's tables/)");
  std::string format;
  std::vector<std::string> args;
  Modes modes;
  for (const auto& puzzle : puzzles) {
    // A command for each puzzle costs 16,000 instructions: only the
    // requested one's, unless help or completion lists them.
    if (requested && !completing && requested != puzzle->name()) continue;
    CLI::App* command =
        app.add_subcommand(std::string(puzzle->name()), std::string(puzzle->summary()));
    command->fallthrough();
    // Only the requested puzzle's options: building every puzzle's costs
    // more than answering (docs/performance.md).
    if (requested != puzzle->name()) continue;
    const auto formats = format_names(*puzzle);
    command->add_option("--format", format, "output format (default: " + formats.front() + ")")
        ->check(one_of(formats));
    add_puzzle_options(*command, *puzzle);
    if (asks_more_than_answers(*command, argc, argv)) {
      const std::string answering(kAnswerGroup);
      auto* show = command
                       ->add_flag("--show", modes.show,
                                  "after each answer, draw the positions its moves go through")
                       ->group(answering);
      command
          ->add_option("--color", modes.colour,
                       "--show's colours: auto (default: on a terminal, unless NO_COLOR is set "
                       "or TERM=dumb), always, never")
          ->check(one_of({"auto", "always", "never"}))
          ->needs(show)
          ->group(answering);
      command
          ->add_flag("--timing", modes.timing,
                     "--format json: end each object with \"microseconds\", the time its "
                     "answer took (without it, the same query prints the same bytes)")
          ->group(answering);
      command
          ->add_option("--time-limit", modes.time_limit,
                       "give up a case whose search takes longer than SECONDS (exit 4), the "
                       "answers before it written")
          ->type_name("SECONDS")
          ->group(answering);
      command
          ->add_option("--all-shortest", modes.all_shortest,
                       "every shortest answer of each case, in lexical order, up to N a case "
                       "(1..1,000,000): a line each, after one saying how many (docs/modes.md)")
          ->type_name("N")
          ->group(answering);
      add_check_options(*command, modes.check);
      add_explore_options(*command, modes.explore, *puzzle);
      make_modes_exclusive(*command);
    }
    command->add_option("tokens", args, "the case(s): " + std::string(puzzle->summary()));
    command->footer([&puzzle, &tables, &help_status] {
      return puzzle_help(*puzzle, TableStore(TableStore::locate(tables)), help_status);
    });
  }
  // Bash completion (completion/puzzletab.bash): `query --complete WORDS...`
  // prints what may follow WORDS.
  if (completing) {
    const std::vector<std::string> words(argv + 2, argv + argc);
    for (const auto& word : completion_candidates(app, words)) std::printf("%s\n", word.c_str());
    return 0;
  }
  const auto print_version = [&] {
    write_stdout(version_text("query", puzzles, TableStore(TableStore::locate(tables))));
    return 0;
  };
  try {
    app.parse(argc, argv);
  } catch (const CLI::RequiredError& e) {
    if (version) return print_version();
    if (app.get_subcommands().empty()) {
      std::fprintf(stderr, "query: which puzzle? one of: %s (query --help tells more)\n",
                   puzzle_names(puzzles).c_str());
      return kExitInput;
    }
    return app.exit(e) == 0 ? help_status : kExitInput;
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? help_status : kExitInput;
  }
  if (version) return print_version();
  refuse_empty_values(app);
  check_modes(modes);
  for (const CLI::App* command : app.get_subcommands()) {
    for (const auto& puzzle : puzzles) {
      if (command->get_name() == puzzle->name()) {
        // The format's own name for "text" or none: the modes compare names.
        if (const OutputFormat* own =
                find_format(*puzzle, format.empty() ? kDefaultFormatAlias : format))
          format = own->name;
        return run(*puzzle, format, tables, args, modes, judged);
      }
    }
  }
  return kExitInput;
}

int main(int argc, char** argv) {
  bool judged = false;
  // Asked before run_query takes --def out of the line.
  const bool judging = asks_to_judge(argc, argv);
  const int status = run_program("query", [&] { return run_query(argc, argv, judged); });
  // testlib would read 2 as a verdict on the contestant's output: a
  // failure of the judge itself (its usage, the tables, the system) is FAIL.
  if (!judged && status != 0 && judging) return kJudgeFail;
  return status;
}
