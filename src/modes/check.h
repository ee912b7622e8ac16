// The checker: proposed answers held against the puzzle's own solutions.
// `query PUZZLE --check ANSWERS` reports on every case; `--judge INPUT
// OUTPUT ANSWER [RESULT]` is the same check as a testlib-style special
// judge (the jury's answer checked first, testlib's exit codes).
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/answer_text.h"
#include "core/puzzle.h"

namespace puzzletab {

// What one proposed answer is worth. Every property is reported, also
// those the acceptance does not require.
struct Assessment {
  bool accepted = false;
  std::string detail;  // "7 moves, shortest, lexically earliest", or why not

  // "accepted (DETAIL)" or "wrong answer: DETAIL".
  std::string verdict() const;
};

// Assesses `proposal` (an answer read back whole) as the answer to the
// case `tokens` in `format`, accepted when it meets `required`: the same
// judgement the checker makes move by move as it reads.
Assessment assess(const Puzzle& puzzle, std::span<const std::string> tokens,
                  const OutputFormat& format, const Proposal& proposal, Acceptance required);

// The puzzle's moves by name, shared by every case of a check.
class MoveNames;

// Answers to cases, one after another in `format`, checked case by case as
// they are read: memory stays bounded whatever the number of answers or
// their length.
class AnswersChecker {
 public:
  enum class Outcome { accepted, wrong_answer, presentation_error };

  AnswersChecker(const Puzzle& puzzle, const OutputFormat& format, Acceptance required,
                 AnswerReader& reader);
  ~AnswersChecker();
  AnswersChecker(const AnswersChecker&) = delete;
  AnswersChecker& operator=(const AnswersChecker&) = delete;

  // Checks the answer to the next case (`tokens`, known to be a valid case)
  // and returns its report, "case N: VERDICT" or "case N: presentation
  // error: ...". After a presentation error nothing more is read, and
  // nothing is returned. InputError when the answers cannot be read.
  std::optional<std::string> check(std::span<const std::string> tokens);
  // After the last case: the report on output left over, if any.
  std::optional<std::string> finish();

  Outcome outcome() const { return outcome_; }
  // Why the answers are not accepted ("case N: DETAIL"), for a one-line verdict.
  const std::string& problem() const { return problem_; }

 private:
  std::string presentation_error(const std::string& where, const std::string& message);

  const Puzzle& puzzle_;
  const OutputFormat& format_;
  Acceptance required_;
  AnswerReader& reader_;
  std::unique_ptr<const MoveNames> names_;
  std::size_t cases_ = 0;
  Outcome outcome_ = Outcome::accepted;
  std::string problem_;
};

// The outcome of checking the answers to several cases held in memory.
struct AnswersCheck {
  using Outcome = AnswersChecker::Outcome;
  Outcome outcome = Outcome::accepted;
  // One line per case checked; the last may be a presentation error, after
  // which nothing more is checked.
  std::vector<std::string> reports;
  std::string problem;
};

// Checks `text`, answers one after another in `format`, against the cases
// of `tokens` (tokens_per_case each, already known to be valid cases).
AnswersCheck check_answers(const Puzzle& puzzle, std::span<const std::string> tokens,
                           const OutputFormat& format, Acceptance required, std::string_view text);

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

// The levels --accept names, in the order its help lists them.
std::vector<std::string> acceptance_names();

// Runs --check (`args` are the cases, or standard input holds them) or
// --judge (`args` are the files) and returns the exit status.
int run_check(const Puzzle& puzzle, std::string_view format, const CheckOptions& options,
              const std::vector<std::string>& args);

}  // namespace puzzletab
