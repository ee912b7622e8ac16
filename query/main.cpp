// query: answers puzzle positions from the precomputed tables.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <optional>

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
  std::vector<std::string> tokens(puzzle.tokens_per_case());
  for (std::size_t case_number = 1;; ++case_number) {
    // Built only for an error: a string per case was a measurable part of a stream.
    const auto where = [&] { return prefix + "case " + std::to_string(case_number) + ": "; };
    try {
      std::size_t got = 0;
      while (got < tokens.size() && source.next(tokens[got])) ++got;
      if (got == 0) break;
      if (got < tokens.size())
        throw InputError("expected " + std::to_string(tokens.size()) + " tokens, got " +
                         std::to_string(got) + " before the end of the input");
      puzzle.answer(tokens, format, out.buffer());
      out.maybe_flush();
    } catch (const InputError& e) {
      out.flush();
      std::fprintf(stderr, "%s%s\n", where().c_str(), e.what());
      return kExitInput;
    } catch (const TableError& e) {
      out.flush();
      std::fprintf(stderr, "query: %s\n", e.what());
      return kExitTable;
    }
  }
  out.flush();
  return 0;
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
