// An output format of a puzzle: its name, its help, what its problem
// accepts, how query writes an answer in it and how the checker reads one
// back. A puzzle lists its formats in one table (Puzzle::formats()).
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace puzzletab {

class AnswerReader;

// How strict the checker is by default for an output format: what the
// original problem accepts.
enum class Acceptance {
  reaches_goal,  // any legal sequence that reaches the goal (ACM's eight)
  shortest,      // and of the least length (IOI'96, IOI'94)
  canonical,     // and the lexically earliest of those (USACO's msquare)
};

// What a format's reader finds in one answer, told as it reads, so that an
// answer of any length is judged without being stored.
class AnswerSink {
 public:
  virtual ~AnswerSink() = default;
  // The length the answer states besides its moves (msquare's first line).
  virtual void stated_length(std::size_t count) = 0;
  // The next move, its name as the output writes it.
  virtual void move(std::string_view name) = 0;
  // The claim that the goal cannot be reached.
  virtual void unsolvable() = 0;
  // A format that carries no moves (solitaire's YES/NO): the checker
  // compares the verdict with query's own answer.
  virtual void verdict(std::string_view verdict) = 0;
};

// Appends the answer to one case (a line or lines ending in '\n'). Throws
// InputError, without the case number, for bad tokens. Called from several
// threads at once: streams are answered on all cores.
using CaseWriter = std::function<void(std::span<const std::string> tokens, std::string& out)>;

struct OutputFormat {
  std::string_view name;
  // For `query PUZZLE --help`, in a few lines.
  std::string_view help;
  Acceptance acceptance;
  CaseWriter write;
  // Reads one case's answer from the reader's next line on, telling `sink`
  // what it holds; throws PresentationError (answer_text.h) when the text
  // is not in this format. Answers of several cases follow one another.
  std::function<void(AnswerReader& reader, AnswerSink& sink)> read;
  // False for a format whose answer is not query's solution but another
  // that the checker accepts at `acceptance` (rubiks-clock's WCA scramble:
  // 14 fixed moves, not a shortest sequence); the tests hold every other
  // format's answers to the solution itself.
  bool writes_solution = true;
};

// An answer read back whole: for answers known to be short (query's own)
// and for tests. The checker itself never stores an answer's moves.
struct Proposal {
  enum class Kind { moves, unsolvable, verdict };
  Kind kind = Kind::moves;
  std::vector<std::string> moves;
  std::optional<std::size_t> stated_length;
  std::string verdict;
};

// The next answer in `format` from `reader`, recorded whole.
Proposal read_proposal(const OutputFormat& format, AnswerReader& reader);

}  // namespace puzzletab
