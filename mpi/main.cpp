// query-mpi: query's answers from the processes of an MPI run (docs/mpi.md).
//   mpirun -np N query-mpi [--tables DIR] PUZZLE [--spread cases|subtrees]
//       [--format FORMAT] [--timing] [--time-limit SECONDS] [OPTIONS] [CASES...]
// Every process parses the same line and loads the puzzle from its own
// tables folder; rank 0 reads the cases and writes the answers, byte for
// byte query's, and every process does the work it hands out
// (modes/distributed.h).
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <csignal>
#include <cstdio>
#include <optional>
#include <sstream>

#include "core/errors.h"
#include "core/parallel.h"
#include "core/program.h"
#include "core/table_store.h"
#include "modes/command_line.h"
#include "modes/distributed.h"
#include "modes/query_options.h"
#include "modes/stream.h"
#include "mpi_transport.h"
#include "puzzles/definition/definition_files.h"
#include "puzzles/registry.h"

using namespace puzzletab;

namespace {

constexpr const char* kProgram = "query-mpi";

// mpirun stops the others with SIGTERM when a process of the run ends
// without finishing (killed, or lost with its machine): rank 0 says what
// that means for the answers before it goes.
extern "C" void on_stopped(int) {
  constexpr char kMessage[] =
      "query-mpi: stopped: a process of the run ended before its work was done (mpirun's "
      "message says which); no answer was written for the cases not answered above\n";
  [[maybe_unused]] const auto written = ::write(STDERR_FILENO, kMessage, sizeof kMessage - 1);
  ::_exit(kExitSystem);
}

// The command line, as every process reads it.
struct Request {
  std::string tables;
  std::string format;
  std::string spread = "cases";
  std::string time_limit;
  bool timing = false;
  std::vector<std::string> cases;
};

// Parses the line into `request` and `puzzle` (the one named, options
// set): a status to stop with and its message (printed by rank 0 only),
// or nothing to go on. `help` is set for --help (status 0).
std::optional<int> parse(int argc, char** argv, std::vector<std::unique_ptr<Puzzle>>& puzzles,
                         Puzzle*& puzzle, Request& request, bool quiet) {
  CLI::App app{"query-mpi: query's answers from the processes of an MPI run (docs/mpi.md)."};
  speak_as(app, kProgram);
  app.require_subcommand(1);
  app.add_option("--tables", request.tables,
                 "table folder on each process's machine (default: as query's)");
  for (const auto& p : puzzles) {
    CLI::App* command = app.add_subcommand(std::string(p->name()), std::string(p->summary()));
    command->fallthrough();
    command
        ->add_option("--spread", request.spread,
                     "cases: each case to one process, as they free up (default); subtrees: "
                     "each case in turn, its long iterations' subtrees over every process "
                     "(fifteen, twentyfour)")
        ->check(one_of({"cases", "subtrees"}));
    const auto formats = format_names(*p);
    command
        ->add_option("--format", request.format, "output format (default: " + formats.front() + ")")
        ->check(one_of(formats));
    command->add_flag("--timing", request.timing,
                      "--format json: end each object with \"microseconds\", the time its answer "
                      "took");
    command
        ->add_option("--time-limit", request.time_limit,
                     "give up a case whose search takes longer than SECONDS (exit 4)")
        ->type_name("SECONDS");
    add_puzzle_options(*command, *p);
    command->add_option("tokens", request.cases, "the case(s): " + std::string(p->summary()));
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (quiet) {
      std::ostringstream ignored;
      return app.exit(e, ignored, ignored) == 0 ? 0 : kExitInput;
    }
    return app.exit(e) == 0 ? 0 : kExitInput;
  }
  for (const auto& p : puzzles)
    if (app.got_subcommand(std::string(p->name()))) puzzle = p.get();
  if (puzzle == nullptr) return kExitInput;
  if (request.format.empty()) request.format = std::string(puzzle->formats().front().name);
  if (const OutputFormat* own = find_format(*puzzle, request.format)) request.format = own->name;
  if (request.cases.size() == 1 && request.cases.front() == "-") request.cases.clear();
  return std::nullopt;
}

// The puzzle loaded, and what answering takes: or a failure's status and message.
struct Loaded {
  std::optional<Answering> answering;
  int status = 0;
  std::string message;
};

Loaded load(Puzzle& puzzle, const Request& request) {
  Loaded loaded;
  try {
    if (request.timing && request.format != "json")
      throw InputError("--timing adds a field to --format json, got --format " + request.format);
    if (request.spread == "subtrees" && !puzzle.splits_searches())
      throw InputError("--spread subtrees: " + std::string(puzzle.name()) +
                       "'s searches do not split over processes; --spread cases spreads its "
                       "cases");
    const auto time_limit = parse_time_limit(request.time_limit);
    puzzle.load(TableStore(TableStore::locate(request.tables)));
    loaded.answering.emplace(
        Answering{puzzle, case_writer(puzzle, request.format, request.timing), time_limit});
  } catch (const TableError& e) {
    loaded.status = kExitTable;
    loaded.message = e.what();
  } catch (const InputError& e) {
    loaded.status = kExitInput;
    loaded.message = std::string(puzzle.name()) + ": " + e.what();
  }
  return loaded;
}

int run(Transport& transport, int argc, char** argv) {
  const bool coordinator = transport.rank() == 0;
  std::vector<std::unique_ptr<Puzzle>> puzzles;
  Puzzle* puzzle = nullptr;
  Request request;
  std::optional<int> stop;
  std::string message;
  try {
    const auto files = definition::take_definition_options(argc, argv).files;
    puzzles = make_puzzles();
    definition::add_definition_puzzles(puzzles, files);
    stop = parse(argc, argv, puzzles, puzzle, request, !coordinator);
  } catch (const InputError& e) {
    stop = kExitInput;
    message = e.what();
  }
  const Loaded loaded = stop ? Loaded{} : load(*puzzle, request);
  if (loaded.status != 0) {
    stop = loaded.status;
    message = loaded.message;
  }
  const std::string fingerprint = stop ? "" : tables_fingerprint(*puzzle, request.tables);
  if (!coordinator) {
    serve(transport, stop ? hello_failed(*stop, message) : hello_loaded(fingerprint),
          loaded.answering ? &*loaded.answering : nullptr);
    return 0;  // rank 0 reports every failure
  }
  // Rank 0 still greets the others and stops them when it cannot go on.
  const auto failure = greet(transport, fingerprint);
  if (stop || failure) {
    stop_workers(transport);
    if (stop) {
      if (!message.empty()) std::fprintf(stderr, "%s: %s\n", kProgram, message.c_str());
      return *stop;
    }
    std::fprintf(stderr, "%s: %s\n", kProgram, failure->message.c_str());
    return failure->status;
  }
  const Answering* answering = &*loaded.answering;
  Coordinator work(transport, *answering);
  int status = 0;
  try {
    TokenSource source(request.cases, STDIN_FILENO, puzzle->case_is_line());
    if (request.spread == "subtrees") {
      install_subtree_distributor(&work);
      const std::size_t per_case = puzzle->tokens_per_case();
      status = answer_batches(
          *puzzle, source, STDOUT_FILENO, answering->time_limit, kProgram,
          [&](std::span<const std::string> tokens, std::size_t cases, std::size_t first_case,
              const CaseWatch& watch, std::string& out) {
            return answer_batch(answering->writer, per_case, tokens, cases, first_case, watch, out);
          });
      install_subtree_distributor(nullptr);
    } else {
      status = work.answer_spread(source, STDOUT_FILENO, kProgram);
    }
  } catch (...) {
    install_subtree_distributor(nullptr);
    work.finish();
    throw;
  }
  work.finish();
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  int provided = 0;
  if (MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS ||
      provided < MPI_THREAD_FUNNELED) {
    std::fprintf(stderr, "%s: MPI gave no thread support (MPI_THREAD_FUNNELED)\n", kProgram);
    return kExitSystem;
  }
  int status = 0;
  int rank = 0;
  {
    MpiTransport transport;
    rank = transport.rank();
    if (rank == 0) std::signal(SIGTERM, on_stopped);
    // One searching thread a process: a run has a process a core.
    worker_limit = 1;
    status = run_program(kProgram, [&] { return run(transport, argc, argv); });
  }
  MPI_Finalize();
  return status;
}
