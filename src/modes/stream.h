// Answering a stream of cases: batches read without blocking, answered on
// every core, written in input order, with every answer before a bad case
// printed before its error.
#pragma once

#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.h"
#include "core/tokens.h"

namespace puzzletab {

// Tokens from the command line or, when it has none, from a file descriptor.
// With `lines` (Puzzle::case_is_line), a token is a line, and the command
// line's words joined by spaces are one line.
class TokenSource {
 public:
  TokenSource(const std::vector<std::string>& args, int fd, bool lines = false)
      : args_(args), lines_(lines), reader_(fd, lines) {}
  // As TokenReader::next; also rejects over-long command-line tokens.
  bool next(std::string& token);
  // True when another token may be had without waiting for input.
  bool ready() { return !args_.empty() ? next_arg_ < args_.size() : reader_.buffered(); }

 private:
  const std::vector<std::string>& args_;
  bool lines_;
  std::size_t next_arg_ = 0;
  TokenReader reader_;
};

// Appends the answer to one case, as Puzzle::answer does (which it usually
// is; --show draws after it). Called from several threads at once.
using CaseAnswerer = std::function<void(std::span<const std::string> tokens, std::string& out)>;

// Answers every case from `source`, writing to file descriptor `out_fd`.
// Returns the exit status: 0, or that of the first bad case or table, whose
// message (prefixed "query: PUZZLE: case N: ") goes to stderr.
int answer_stream(const Puzzle& puzzle, const CaseAnswerer& answer, TokenSource& source,
                  int out_fd);
// The same with the puzzle's own answer in `format`.
int answer_stream(const Puzzle& puzzle, std::string_view format, TokenSource& source, int out_fd);

}  // namespace puzzletab
