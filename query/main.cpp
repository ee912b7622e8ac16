// query: answers puzzle positions from the precomputed tables.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>

#include "errors.h"
#include "registry.h"
#include "table_dir.h"
#include "tokens.h"

using namespace puzzletab;

namespace {

// Answers collect here and go out in large writes.
class Output {
 public:
  std::string& buffer() { return buffer_; }
  void maybe_flush() {
    if (buffer_.size() >= (1u << 16)) flush();
  }
  void flush() {
    std::size_t done = 0;
    while (done < buffer_.size()) {
      const ssize_t n = ::write(STDOUT_FILENO, buffer_.data() + done, buffer_.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) std::exit(1);  // stdout is gone: nobody left to tell
      done += static_cast<std::size_t>(n);
    }
    buffer_.clear();
  }

 private:
  std::string buffer_;
};

// Cases from the command line's tokens, or else from standard input.
class CaseSource {
 public:
  explicit CaseSource(const std::vector<std::string>& args) : args_(args) {}
  bool next(std::string& token) {
    if (!args_.empty()) {
      if (next_arg_ == args_.size()) return false;
      token = args_[next_arg_++];
      if (token.size() > kMaxTokenLength) throw_token_too_long(token);
      return true;
    }
    return stdin_.next(token);
  }

 private:
  const std::vector<std::string>& args_;
  std::size_t next_arg_ = 0;
  TokenReader stdin_{STDIN_FILENO};
};

// Reads one case's tokens; false at the end of the input. Throws
// InputError when the input ends inside a case.
bool read_case(CaseSource& source, std::vector<std::string>& tokens) {
  std::size_t got = 0;
  while (got < tokens.size() && source.next(tokens[got])) ++got;
  if (got == 0) return false;
  if (got < tokens.size())
    throw InputError("expected " + std::to_string(tokens.size()) + " tokens, got " +
                     std::to_string(got) + " before the end of the input");
  return true;
}

// A failed case ends the stream: its exit status and its message.
struct Failure {
  int status = 0;
  std::string message;
};

// Runs step() (reading or answering case `number`), turning its errors
// into the failure that ends the stream.
template <typename Step>
Failure attempt(const Puzzle& puzzle, std::size_t number, Step step) {
  try {
    step();
  } catch (const InputError& e) {
    return {kExitInput, "query: " + std::string(puzzle.name()) + ": case " +
                            std::to_string(number) + ": " + e.what()};
  } catch (const TableError& e) {
    return {kExitTable, std::string("query: ") + e.what()};
  }
  return {};
}

int fail_after(Output& out, const Failure& failure) {
  out.flush();
  std::fprintf(stderr, "%s\n", failure.message.c_str());
  return failure.status;
}

int answer_in_order(const Puzzle& puzzle, const std::string& format, CaseSource& source,
                    Output& out) {
  std::vector<std::string> tokens(puzzle.tokens_per_case());
  for (std::size_t number = 1;; ++number) {
    bool more = true;
    const Failure failure = attempt(puzzle, number, [&] {
      more = read_case(source, tokens);
      if (more) puzzle.answer(tokens, format, out.buffer());
    });
    if (failure.status != 0) return fail_after(out, failure);
    if (!more) return 0;
    out.maybe_flush();
  }
}

// The cases of a stream answered on every core, printed in input order: the
// main thread reads cases into a window and prints them as they finish;
// workers answer the oldest unanswered case of the window.
int answer_in_parallel(const Puzzle& puzzle, const std::string& format, CaseSource& source,
                       Output& out) {
  struct Case {
    std::vector<std::string> tokens;
    std::string answer;
    Failure failure;
    bool done = false;
  };
  const unsigned workers = std::max(2u, std::thread::hardware_concurrency());
  const std::size_t window = 8 * workers;
  std::deque<Case> cases;  // references stay valid while the ends change
  std::size_t first = 1;   // the number of cases.front()
  std::size_t next = 1;    // the next case a worker takes
  bool stop = false;
  std::mutex mutex;
  std::condition_variable work_ready, case_done;

  std::vector<std::thread> pool;
  for (unsigned w = 0; w < workers; ++w)
    pool.emplace_back([&] {
      std::unique_lock lock(mutex);
      for (;;) {
        work_ready.wait(lock, [&] { return stop || next < first + cases.size(); });
        if (stop) return;
        const std::size_t number = next++;
        Case& c = cases[number - first];
        if (c.done) continue;  // it could not even be read
        lock.unlock();
        c.failure = attempt(puzzle, number, [&] { puzzle.answer(c.tokens, format, c.answer); });
        lock.lock();
        c.done = true;
        case_done.notify_all();
      }
    });
  auto finish = [&](int status) {
    {
      const std::lock_guard lock(mutex);
      stop = true;
    }
    work_ready.notify_all();
    for (auto& t : pool) t.join();
    return status;
  };
  // Prints the oldest case once it is answered; a failure ends the stream.
  auto print_oldest = [&]() -> std::optional<int> {
    std::unique_lock lock(mutex);
    case_done.wait(lock, [&] { return cases.front().done; });
    Case c = std::move(cases.front());
    cases.pop_front();
    ++first;
    lock.unlock();
    if (c.failure.status != 0) return fail_after(out, c.failure);
    out.buffer() += c.answer;
    out.maybe_flush();
    return std::nullopt;
  };

  for (std::size_t number = 1;; ++number) {
    Case c;
    c.tokens.resize(puzzle.tokens_per_case());
    bool more = true;
    c.failure = attempt(puzzle, number, [&] { more = read_case(source, c.tokens); });
    if (!more) break;
    {
      const std::lock_guard lock(mutex);
      c.done = c.failure.status != 0;  // a case that could not be read waits its turn
      cases.push_back(std::move(c));
      if (cases.back().done) break;
    }
    work_ready.notify_one();
    while (cases.size() >= window)
      if (const auto status = print_oldest()) return finish(*status);
  }
  while (!cases.empty())
    if (const auto status = print_oldest()) return finish(*status);
  return finish(0);
}

int run(Puzzle& puzzle, const std::string& format, const std::string& tables,
        const std::vector<std::string>& args) {
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
  Output out;
  CaseSource source(args);
  const int status = puzzle.parallel_cases() ? answer_in_parallel(puzzle, format, source, out)
                                             : answer_in_order(puzzle, format, source, out);
  out.flush();
  return status;
}

}  // namespace

// The first word that is not an option or its value must name a puzzle;
// saying which ones exist helps more than CLI11's generic message.
std::optional<std::string> unknown_puzzle(int argc, char** argv,
                                          const std::vector<std::unique_ptr<Puzzle>>& puzzles) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--tables") {
      ++i;
      continue;
    }
    if (arg.starts_with("-")) continue;
    for (const auto& p : puzzles)
      if (p->name() == arg) return std::nullopt;
    return std::string(arg);
  }
  return std::nullopt;
}

std::string puzzle_names(const std::vector<std::unique_ptr<Puzzle>>& puzzles) {
  std::string names;
  for (const auto& p : puzzles) names += (names.empty() ? "" : " ") + std::string(p->name());
  return names;
}

int main(int argc, char** argv) {
  auto puzzles = make_puzzles();
  if (const auto name = unknown_puzzle(argc, argv, puzzles)) {
    std::fprintf(stderr, "query: unknown puzzle %s (known: %s)\n", quote_token(*name).c_str(),
                 puzzle_names(puzzles).c_str());
    return kExitInput;
  }
  CLI::App app{
      "query: answer puzzle positions instantly from precomputed tables.\n"
      "Tokens come from the command line or, when there are none, from standard input,\n"
      "case after case until the end of the input."};
  app.require_subcommand(1);
  std::string tables;
  app.add_option(
      "--tables", tables,
      "table folder (default: $PUZZLETAB_TABLES, the installed tables, the source tree's tables/)");
  std::string format;
  std::vector<std::string> args;
  for (const auto& puzzle : puzzles) {
    CLI::App* command =
        app.add_subcommand(std::string(puzzle->name()), std::string(puzzle->summary()));
    command->fallthrough();
    auto formats = puzzle->formats();
    formats.emplace_back("json");
    command->add_option("--format", format, "output format (default: " + formats.front() + ")")
        ->check(CLI::IsMember(formats));
    puzzle->add_options(*command);
    command->add_option("tokens", args, "the case(s): " + std::string(puzzle->summary()));
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
      return run(*puzzle, format, tables, args);
    }
  }
  return kExitInput;
}
