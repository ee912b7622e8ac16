// Answering a stream of cases: batches read without blocking, answered on
// every core, written in input order, with every answer before a bad case
// printed before its error.
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.h"
#include "core/search_budget.h"
#include "core/tokens.h"

namespace puzzletab {

// Tokens from the command line or, when it has none, from a file descriptor.
// A command-line argument is read as --goal reads a board: its words,
// separated by white space or commas (`query eight "2 3 4 1 5 x 7 6 8"`,
// `2,3,4,...`), as people paste a case. With `lines`
// (Puzzle::case_is_line), a token is a line, and the command line's words
// joined by spaces are one line.
class TokenSource {
 public:
  TokenSource(const std::vector<std::string>& args, int fd, bool lines = false)
      : args_(lines ? args : split_arguments(args)), lines_(lines), reader_(fd, lines) {}
  // As TokenReader::next; also rejects over-long command-line tokens.
  bool next(std::string& token) { return args_.empty() ? reader_.next(token) : next_arg(token); }
  // True when another token may be had without waiting for input.
  bool ready() { return !args_.empty() ? next_arg_ < args_.size() : reader_.buffered(); }

 private:
  bool next_arg(std::string& token);
  static std::vector<std::string> split_arguments(const std::vector<std::string>& args);

  std::vector<std::string> args_;
  bool lines_;
  std::size_t next_arg_ = 0;
  TokenReader reader_;
};

// A case that failed within a batch: its index there, its exit status and
// its message (without the case's number).
struct CaseFailure {
  std::size_t case_index;
  int status;
  std::string message;
};

// What bounds and shows each case's search: `label` + the case's number.
struct CaseWatch {
  std::string label;
  std::optional<Seconds> time_limit;
  bool show_progress = false;
  bool wanted() const { return time_limit || show_progress; }
};

// Answers `cases` cases of `tokens` (`per_case` each), the first numbered
// `first_case`, on every core: the one answering loop of query's stream
// and of the C API's many cases. Appends to `out` the answers, in order,
// up to the first failing case, and returns that failure.
std::optional<CaseFailure> answer_batch(const CaseWriter& answer, std::size_t per_case,
                                        std::span<const std::string> tokens, std::size_t cases,
                                        std::size_t first_case, const CaseWatch& watch,
                                        std::string& out);

// Answers `cases` cases of `tokens` (per the puzzle's tokens_per_case),
// the first numbered `first_case`, appending the answers in order to
// `out` up to the first failing case, and returns that failure: how a
// stream's batch is answered (answer_batch on this process's cores, or
// query-mpi's over processes).
using BatchAnswer = std::function<std::optional<CaseFailure>(
    std::span<const std::string> tokens, std::size_t cases, std::size_t first_case,
    const CaseWatch& watch, std::string& out)>;

// Reads the cases of `source` a batch at a time, has `answer` answer each
// batch and writes the answers to file descriptor `out_fd`; messages start
// with `program` ("query"). Returns the exit status as answer_stream.
int answer_batches(const Puzzle& puzzle, TokenSource& source, int out_fd,
                   std::optional<Seconds> time_limit, std::string_view program,
                   const BatchAnswer& answer);

// Answers every case from `source` with `answer` (a format's writer, or
// --show's, which draws after it), writing to file descriptor `out_fd`.
// Returns the exit status: 0, or that of the first bad case or table, or
// of the first case whose search ran past `time_limit` (kExitSystem),
// whose message (prefixed "query: PUZZLE: case N: ") goes to stderr. A
// search longer than a second shows its progress when stderr is a
// terminal. Throws ReaderGone or SystemError when `out_fd` cannot be
// written.
int answer_stream(const Puzzle& puzzle, const CaseWriter& answer, TokenSource& source, int out_fd,
                  std::optional<Seconds> time_limit = std::nullopt);
// The same with the writer of the format --format names.
int answer_stream(const Puzzle& puzzle, std::string_view format, TokenSource& source, int out_fd,
                  std::optional<Seconds> time_limit = std::nullopt);

}  // namespace puzzletab
