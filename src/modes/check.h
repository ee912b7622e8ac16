// The checker: proposed answers held against the puzzle's own solutions.
// `query PUZZLE --check ANSWERS` reports on every case; `--judge INPUT
// OUTPUT ANSWER [RESULT]` is the same check as a testlib-style special
// judge (the jury's answer checked first, testlib's exit codes).
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.h"

namespace CLI {
class App;
}

namespace puzzletab {

// What one proposed answer is worth. Every property is reported, also
// those the acceptance does not require.
struct Assessment {
  bool accepted = false;
  std::string detail;  // "7 moves, shortest, lexically earliest", or why not

  // "accepted (DETAIL)" or "wrong answer: DETAIL".
  std::string verdict() const;
};

// Assesses `proposal` as the answer to the case `tokens` in `format`,
// accepted when it meets `required`.
Assessment assess(const Puzzle& puzzle, std::span<const std::string> tokens,
                  std::string_view format, const Proposal& proposal, Acceptance required);

// The outcome of checking the answers to several cases in one text.
struct AnswersCheck {
  enum class Outcome { accepted, wrong_answer, presentation_error };
  Outcome outcome = Outcome::accepted;
  // One line per case checked, "case N: VERDICT"; the last may be a
  // presentation error, after which nothing more is checked.
  std::vector<std::string> reports;
  // Why the text is not accepted ("case N: DETAIL"), for a one-line verdict.
  std::string problem;
};

// Checks `text`, answers one after another in `format`, against the cases
// of `tokens` (tokens_per_case each, already known to be valid cases).
AnswersCheck check_answers(const Puzzle& puzzle, std::span<const std::string> tokens,
                           std::string_view format, Acceptance required, std::string_view text);

struct CheckOptions {
  std::string answers;  // --check FILE
  bool judge = false;   // --judge: the tokens are INPUT OUTPUT ANSWER [RESULT]
  std::string accept;   // --accept LEVEL, or the format's own acceptance

  bool requested() const { return !answers.empty() || judge; }
};

// testlib's status for a failure of the judge itself: its input, the
// jury's answer, its usage, or the system (its verdicts are 0 ok, 1 wrong
// answer, 2 wrong output format).
inline constexpr int kJudgeFail = 3;

// Adds --check, --judge and --accept to a puzzle's command.
void add_check_options(CLI::App& command, CheckOptions& options);

// Runs --check (`args` are the cases, or standard input holds them) or
// --judge (`args` are the files) and returns the exit status.
int run_check(const Puzzle& puzzle, std::string_view format, const CheckOptions& options,
              const std::vector<std::string>& args);

}  // namespace puzzletab
