#include "modes/check.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <limits>
#include <map>
#include <new>
#include <stdexcept>
#include <utility>

#include "core/answer_text.h"
#include "core/errors.h"
#include "core/output.h"
#include "core/output_file.h"
#include "core/same_file.h"
#include "core/tokens.h"
#include "modes/stream.h"

namespace puzzletab {
namespace {

const std::map<std::string, Acceptance, std::less<>> kAcceptances = {
    {"reaches_goal", Acceptance::reaches_goal},
    {"shortest", Acceptance::shortest},
    {"canonical", Acceptance::canonical},
};

// "7 moves", or in the puzzle's unit of cost ("11 twists").
std::string count_moves(const Puzzle& puzzle, std::size_t n) {
  return std::to_string(n) + " " + std::string(puzzle.cost_noun()) + (n == 1 ? "" : "s");
}

// A position in one line, for a verdict: its drawing's rows.
std::string describe(const Puzzle& puzzle, Position position) {
  std::string text;
  for (std::string_view row : puzzle.draw(position).rows) {
    while (!row.empty() && row.back() == ' ') row.remove_suffix(1);
    text += (text.empty() ? "" : " / ") + std::string(row);
  }
  return text;
}

// A move by its number and name, as verdicts cite it: move 3 (B).
std::string cite(const Puzzle& puzzle, std::size_t index, Move move) {
  return "move " + std::to_string(index + 1) + " (" + puzzle.move_name(move) + ")";
}

// Moves replayed past the shortest answer's length: a near miss is told
// its exact fault; past them the answer is wrong whatever follows, and the
// rest of it is only counted, so that a line of any length costs no more
// than reading it.
constexpr std::size_t kReplayedPastShortest = 64;

}  // namespace

// The puzzle's moves by the names the output writes them.
class MoveNames {
 public:
  explicit MoveNames(const Puzzle& puzzle) {
    one_letter_.fill(kNone);
    for (Move m = 0; m < puzzle.move_count(); ++m) {
      const std::string name = puzzle.move_name(m);
      if (name.size() != 1)
        longer_.emplace(name, m);
      else if (one_letter_[static_cast<unsigned char>(name[0])] == kNone)
        one_letter_[static_cast<unsigned char>(name[0])] = m;
    }
  }

  std::optional<Move> find(std::string_view name) const {
    if (name.size() == 1) {
      const Move m = one_letter_[static_cast<unsigned char>(name[0])];
      return m == kNone ? std::nullopt : std::optional(m);
    }
    const auto found = longer_.find(name);
    return found == longer_.end() ? std::nullopt : std::optional(found->second);
  }

 private:
  static constexpr Move kNone = ~Move{0};
  // Most puzzles name their moves by one letter: found without a search.
  std::array<Move, 256> one_letter_{};
  std::map<std::string, Move, std::less<>> longer_;
};

// One answer judged as its format's reader tells it, move by move: the
// position reached, the first faults and the count, never the moves.
class CaseJudge final : public AnswerSink {
 public:
  CaseJudge(const Puzzle& puzzle, const MoveNames& names, const OutputFormat& format,
            std::span<const std::string> tokens, Acceptance required)
      : puzzle_(puzzle),
        names_(names),
        format_(format),
        tokens_(tokens),
        required_(required),
        start_(puzzle.read_case(tokens)),
        at_(start_) {}

  void stated_length(std::size_t count) override { stated_ = count; }
  void unsolvable() override { kind_ = Proposal::Kind::unsolvable; }
  void verdict(std::string_view verdict) override {
    kind_ = Proposal::Kind::verdict;
    verdict_ = verdict;
  }

  void move(std::string_view name) override {
    ++count_;
    if (unknown_) return;
    const auto m = names_.find(name);
    if (cut_) {
      cost_ += m ? puzzle_.move_cost(*m) : 1;
      return;
    }
    if (!m) {
      unknown_ = "move " + std::to_string(count_) + " " + quote_token(name) + " is not a move of " +
                 std::string(puzzle_.name());
      return;
    }
    if (illegal_) return;  // names are still checked: a move that is no move is told first
    const auto next = puzzle_.apply(at_, *m);
    if (!next) {
      illegal_ = cite(puzzle_, count_ - 1, *m) + " is not allowed at " + describe(puzzle_, at_);
      return;
    }
    at_ = *next;
    last_ = *m;
    cost_ += puzzle_.move_cost(*m);
    const auto& best = solution();
    if (!differs_ && best && count_ <= best->size() && (*best)[count_ - 1] != *m)
      differs_.emplace(count_ - 1, *m);
    if (cost_ > replay_limit()) cut_ = true;
  }

  Assessment result() {
    switch (kind_) {
      case Proposal::Kind::verdict: {
        std::string own;
        format_.write(tokens_, own);
        AnswerReader reader(own);
        const std::string right = read_proposal(format_, reader).verdict;
        if (verdict_ == right) return {true, right};
        return {false, quote_token(verdict_) + ", the answer is " + quote_token(right)};
      }
      case Proposal::Kind::unsolvable: {
        if (!exact_)
          return {false, "claims the goal cannot be reached, but every " +
                             std::string(puzzle_.name()) + " position read reaches it"};
        const auto& best = solution();
        if (!best) return {true, "unsolvable"};
        return {false, "claims the goal cannot be reached, but " +
                           count_moves(puzzle_, path_cost(puzzle_, *best)) + " reach it"};
      }
      case Proposal::Kind::moves:
        return moves_result();
    }
    throw std::logic_error("unknown proposal kind");
  }

 private:
  const std::optional<std::vector<Move>>& solution() {
    if (!solved_) {
      if (exact_) solution_ = puzzle_.solve(start_);
      solved_ = true;
    }
    return solution_;
  }

  // What cost of moves is replayed: all of them when a longer answer may
  // be accepted, else the shortest cost and a margin; when the goal cannot
  // be reached, no answer of moves is right.
  std::size_t replay_limit() {
    if (!limit_ && !exact_) limit_ = std::numeric_limits<std::size_t>::max();
    if (!limit_) {
      const auto& best = solution();
      limit_ = !best ? kReplayedPastShortest
               : required_ == Acceptance::reaches_goal
                   ? std::numeric_limits<std::size_t>::max()
                   : path_cost(puzzle_, *best) + kReplayedPastShortest;
    }
    return *limit_;
  }

  Assessment moves_result() {
    const std::size_t moves = count_;
    const std::size_t n = cost_;
    if (stated_ && *stated_ != moves)
      return {false, "the answer states " + count_moves(puzzle_, *stated_) + " but gives " +
                         std::to_string(moves)};
    if (unknown_) return {false, *unknown_};
    if (!exact_) return replayed_result(moves, n);
    const auto& best = solution();
    if (illegal_) return {false, *illegal_};
    const std::size_t shortest = best ? path_cost(puzzle_, *best) : 0;
    if (cut_)
      return {false,
              best ? count_moves(puzzle_, n) + ", the shortest is " + std::to_string(shortest)
                   : count_moves(puzzle_, n) + ", but the goal cannot be reached from the start"};
    const std::string unreachable = best ? "" : " (the goal cannot be reached from the start)";
    if (!puzzle_.is_goal(at_))
      return {false, n == 0 ? "no moves: the start " + describe(puzzle_, at_) + " is not the goal" +
                                  unreachable
                            : cite(puzzle_, moves - 1, last_) + " reaches " +
                                  describe(puzzle_, at_) + " but not the goal" + unreachable};
    if (!best || shortest > n)
      throw std::logic_error(std::string(puzzle_.name()) + "'s solution is not a shortest one");

    if (n > shortest) {
      const bool ok = required_ == Acceptance::reaches_goal;
      return {ok,
              ok ? count_moves(puzzle_, n) + ", not the shortest: " + count_moves(puzzle_, shortest)
                 : count_moves(puzzle_, n) + ", the shortest is " + std::to_string(shortest)};
    }
    // Moves that cost nothing (the Square-1's turns in its twist metric)
    // let a shortest answer have more or fewer moves than the earliest.
    if (!differs_ && moves == best->size())
      return {true, count_moves(puzzle_, n) + ", shortest, lexically earliest"};
    const std::string why =
        !differs_ ? "not the lexically earliest: it has " + std::to_string(moves) +
                        " moves where the earliest has " + std::to_string(best->size())
                  : "not the lexically earliest: move " + std::to_string(differs_->first + 1) +
                        " is " + puzzle_.move_name(differs_->second) + ", the earliest has " +
                        puzzle_.move_name((*best)[differs_->first]);
    const bool ok = required_ != Acceptance::canonical;
    return {ok, ok ? count_moves(puzzle_, n) + ", shortest, " + why : "shortest, but " + why};
  }

  // A puzzle without a shortest solver (puzzle.h): an answer is replayed,
  // and reaching the goal is all that is known of it.
  Assessment replayed_result(std::size_t moves, std::size_t n) const {
    if (illegal_) return {false, *illegal_};
    if (!puzzle_.is_goal(at_))
      return {false, moves == 0
                         ? "no moves: the start " + describe(puzzle_, at_) + " is not the goal"
                         : cite(puzzle_, moves - 1, last_) + " reaches " + describe(puzzle_, at_) +
                               " but not the goal"};
    if (required_ != Acceptance::reaches_goal)
      return {false, count_moves(puzzle_, n) + " reach the goal, but " +
                         std::string(puzzle_.name()) + " has no solver to tell the shortest"};
    return {true, count_moves(puzzle_, n) + ", reaches the goal"};
  }

  const Puzzle& puzzle_;
  const MoveNames& names_;
  const OutputFormat& format_;
  std::span<const std::string> tokens_;
  Acceptance required_;
  bool exact_ = puzzle_.solver() == Puzzle::Solver::shortest;
  Position start_;

  Proposal::Kind kind_ = Proposal::Kind::moves;
  std::string verdict_;
  std::optional<std::size_t> stated_;

  bool solved_ = false;
  std::optional<std::vector<Move>> solution_;
  std::optional<std::size_t> limit_;

  std::size_t count_ = 0;  // the moves read
  std::size_t cost_ = 0;   // and their cost
  Position at_;
  Move last_ = 0;
  std::optional<std::string> unknown_;  // the first move that is no move
  std::optional<std::string> illegal_;  // the first move not allowed where it is made
  bool cut_ = false;                    // past replay_limit(): only counted
  // The first move that differs from the solution's: its index, and it.
  std::optional<std::pair<std::size_t, Move>> differs_;
};

namespace {

const OutputFormat& checked_format(const Puzzle& puzzle, std::string_view name) {
  const OutputFormat* format = find_format(puzzle, name);
  if (format == nullptr)
    throw InputError("answers are checked in one of the puzzle's own formats, not json");
  return *format;
}

Acceptance required_acceptance(const OutputFormat& format, const CheckOptions& options) {
  return options.accept.empty() ? format.acceptance : kAcceptances.at(options.accept);
}

// A file opened for reading, closed with its owner; "-" is standard input.
class InputFile {
 public:
  explicit InputFile(const std::string& path)
      : fd_(path == "-" ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_CLOEXEC)) {
    if (fd_ < 0) throw InputError("cannot read " + path + ": " + std::strerror(errno));
  }
  ~InputFile() {
    if (fd_ != STDIN_FILENO) ::close(fd_);
  }
  InputFile(const InputFile&) = delete;
  InputFile& operator=(const InputFile&) = delete;
  int fd() const { return fd_; }

 private:
  int fd_;
};

// The cases of a token stream one at a time, each checked to be a case of
// the puzzle; errors name the case ("case N: ...").
class CaseReader {
 public:
  CaseReader(const Puzzle& puzzle, TokenSource& source)
      : puzzle_(puzzle), source_(source), tokens_(puzzle.tokens_per_case()) {}

  // The next case's tokens, or nothing at the end of the input.
  std::optional<std::span<const std::string>> next() {
    const std::string where = "case " + std::to_string(count_ + 1) + ": ";
    std::size_t got = 0;
    try {
      while (got < tokens_.size() && source_.next(tokens_[got])) ++got;
    } catch (const InputError& e) {
      throw InputError(where + e.what());
    }
    if (got == 0) return std::nullopt;
    if (got < tokens_.size())
      throw InputError(where + "expected " + std::to_string(tokens_.size()) + " tokens, got " +
                       std::to_string(got) + " before the end of the input");
    try {
      puzzle_.read_case(tokens_);
    } catch (const InputError& e) {
      throw InputError(where + e.what());
    }
    ++count_;
    return tokens_;
  }
  std::size_t count() const { return count_; }

 private:
  const Puzzle& puzzle_;
  TokenSource& source_;
  std::vector<std::string> tokens_;
  std::size_t count_ = 0;
};

// A bad case is reported before any verdict, as long as the cases can be
// read twice: from the command line, or from standard input that is a
// file. From a pipe they are read once, and the verdicts on the cases
// before a bad one come before its error, as answers do.
void validate_cases_first(const Puzzle& puzzle, const std::vector<std::string>& args) {
  struct stat input {};
  const bool from_file =
      args.empty() && ::fstat(STDIN_FILENO, &input) == 0 && S_ISREG(input.st_mode);
  const off_t start = from_file ? ::lseek(STDIN_FILENO, 0, SEEK_CUR) : -1;
  if (!args.empty() || start >= 0) {
    TokenSource source(args, STDIN_FILENO, puzzle.case_is_line());
    CaseReader cases(puzzle, source);
    while (cases.next()) {
    }
  }
  if (start >= 0 && ::lseek(STDIN_FILENO, start, SEEK_SET) < 0)
    throw InputError(std::string("cannot read the cases again: ") + std::strerror(errno));
}

void print_line(const std::string& line) {
  write_stdout(line + "\n");
}

// Verdicts written into a file the check reads (`--check a.txt >> a.txt`)
// would be read back as answers or cases: refused before either is read.
void refuse_output_read_back(const CheckOptions& options, const std::vector<std::string>& args) {
  std::vector<NamedFile> inputs;
  if (options.answers != "-")
    inputs.push_back(file_at("--check " + options.answers, options.answers));
  if (options.answers == "-" || args.empty())
    inputs.push_back(file_on("standard input", STDIN_FILENO));
  const NamedFile outputs[] = {file_on("standard output", STDOUT_FILENO)};
  if (const auto same = same_file(outputs, inputs))
    throw InputError(*same + ": the verdicts would be read back");
  refuse_overwriting_a_file_read(outputs[0]);
}

int check_file(const Puzzle& puzzle, std::string_view format_name, const CheckOptions& options,
               const std::vector<std::string>& args) {
  const std::string prefix = "query: " + std::string(puzzle.name()) + ": ";
  try {
    const OutputFormat& format = checked_format(puzzle, format_name);
    const Acceptance required = required_acceptance(format, options);
    if (options.answers == "-" && args.empty())
      throw InputError(
          "--check -: the answers come from standard input, so the cases go on "
          "the command line");
    refuse_output_read_back(options, args);
    const InputFile file(options.answers);
    AnswerReader answers(file.fd(), options.answers);
    AnswersChecker checker(puzzle, format, required, answers);
    validate_cases_first(puzzle, args);
    TokenSource source(args, STDIN_FILENO, puzzle.case_is_line());
    CaseReader cases(puzzle, source);
    while (const auto tokens = cases.next())
      if (const auto report = checker.check(*tokens)) print_line(*report);
    if (const auto report = checker.finish()) print_line(*report);
    switch (checker.outcome()) {
      case AnswersChecker::Outcome::accepted:
        return 0;
      case AnswersChecker::Outcome::wrong_answer:
        return 1;
      case AnswersChecker::Outcome::presentation_error:
        return kExitInput;
    }
  } catch (const InputError& e) {
    std::fflush(stdout);
    std::fprintf(stderr, "%s%s\n", prefix.c_str(), e.what());
  }
  return kExitInput;
}

// testlib's exit statuses and the words its verdicts begin with.
enum JudgeStatus { kOk = 0, kWrongAnswer = 1, kPresentationError = 2, kFail = kJudgeFail };

// --judge's RESULT, its fourth argument, when given.
std::optional<std::string> result_file(const std::vector<std::string>& args) {
  if (args.size() == 4) return args[3];
  return std::nullopt;
}

int judge_verdict(const std::optional<std::string>& result, JudgeStatus status,
                  const std::string& message) {
  static constexpr const char* kWords[] = {"ok", "wrong answer", "wrong output format", "FAIL"};
  const std::string line = std::string(kWords[status]) + " " + message;
  // A result file as testlib writes it (its fourth argument): the verdict,
  // on disk before the status gives it, as a contest system reads it then.
  if (result) {
    try {
      OutputFile file(*result);
      file.write(line + "\n");
      file.commit();
    } catch (const SystemError& e) {
      std::fprintf(stderr, "FAIL result file: %s; the verdict was: %s\n", e.what(), line.c_str());
      return kFail;
    }
  }
  std::fprintf(stderr, "%s\n", line.c_str());
  return status;
}

// Why RESULT must not be written, before anything is read: it is one of
// the files judged, which the verdict would replace.
std::optional<std::string> result_replaces_input(const std::vector<std::string>& args) {
  const auto judged = [](const std::string& role, const std::string& path) {
    return path == "-" ? file_on(role + " - (standard input)", STDIN_FILENO)
                       : file_at(role + " " + path, path);
  };
  const NamedFile inputs[] = {judged("INPUT", args[0]), judged("OUTPUT", args[1]),
                              judged("ANSWER", args[2])};
  const NamedFile outputs[] = {file_at("RESULT " + args[3], args[3])};
  if (const auto same = same_file(outputs, inputs)) return *same + ": the verdict would replace it";
  if (const auto same = same_file(outputs, files_read()))
    return *same + ", which this run reads: the verdict would replace it";
  return std::nullopt;
}

// An answer file for --judge: open, and checked case by case, or the
// reason it cannot be read, which its verdict reports in its turn.
struct JudgedAnswers {
  JudgedAnswers(const Puzzle& puzzle, const OutputFormat& format, Acceptance required,
                const std::string& path) {
    try {
      file.emplace(path);
      reader.emplace(file->fd(), path);
      checker.emplace(puzzle, format, required, *reader);
    } catch (const InputError& e) {
      error = e.what();
    }
  }
  void check(std::span<const std::string> tokens) {
    if (error) return;
    try {
      auto report = checker->check(tokens);
      if (report && first_report.empty()) first_report = std::move(*report);
    } catch (const InputError& e) {
      error = e.what();
    }
  }
  void finish() {
    if (error) return;
    try {
      checker->finish();
    } catch (const InputError& e) {
      error = e.what();
    }
  }

  std::optional<InputFile> file;
  std::optional<AnswerReader> reader;
  std::optional<AnswersChecker> checker;
  std::optional<std::string> error;
  std::string first_report;
};

// The input, the jury's answer and the contestant's output are read
// together, case by case; the verdict holds to testlib's order: a bad
// input, then a rejected jury answer, then the output's own verdict.
int judge(const Puzzle& puzzle, std::string_view format_name, const CheckOptions& options,
          const std::vector<std::string>& args) {
  if (args.size() != 3 && args.size() != 4)
    return judge_verdict(std::nullopt, kFail,
                         "usage: query " + std::string(puzzle.name()) +
                             " --judge INPUT OUTPUT ANSWER [RESULT], got " +
                             std::to_string(args.size()) + " arguments");
  const auto result = result_file(args);
  if (result)
    if (const auto refusal = result_replaces_input(args))
      return judge_verdict(std::nullopt, kFail, *refusal);
  if (std::count(args.begin(), args.begin() + 3, "-") > 1)
    return judge_verdict(result, kFail,
                         "only one of INPUT OUTPUT ANSWER can be standard input (-)");
  try {
    const OutputFormat& format = checked_format(puzzle, format_name);
    const Acceptance required = required_acceptance(format, options);
    const InputFile input(args[0]);
    JudgedAnswers jury(puzzle, format, required, args[2]);
    JudgedAnswers output(puzzle, format, required, args[1]);
    const std::vector<std::string> no_args;
    TokenSource source(no_args, input.fd(), puzzle.case_is_line());
    CaseReader cases(puzzle, source);
    while (const auto tokens = cases.next()) {
      jury.check(*tokens);
      output.check(*tokens);
    }
    if (cases.count() == 0) throw InputError("holds no case");
    jury.finish();
    if (jury.error) return judge_verdict(result, kFail, "jury answer: " + *jury.error);
    if (jury.checker->outcome() != AnswersChecker::Outcome::accepted)
      return judge_verdict(result, kFail, "jury answer: " + jury.checker->problem());
    output.finish();
    if (output.error) return judge_verdict(result, kPresentationError, *output.error);
    switch (output.checker->outcome()) {
      case AnswersChecker::Outcome::accepted:
        return judge_verdict(result, kOk,
                             cases.count() == 1
                                 ? output.first_report
                                 : std::to_string(cases.count()) + " cases, all accepted");
      case AnswersChecker::Outcome::wrong_answer:
        return judge_verdict(result, kWrongAnswer, output.checker->problem());
      case AnswersChecker::Outcome::presentation_error:
        return judge_verdict(result, kPresentationError, output.checker->problem());
    }
  } catch (const InputError& e) {
    return judge_verdict(result, kFail, "input: " + std::string(e.what()));
  }
  return kFail;
}

}  // namespace

std::string Assessment::verdict() const {
  return accepted ? "accepted (" + detail + ")" : "wrong answer: " + detail;
}

Assessment assess(const Puzzle& puzzle, std::span<const std::string> tokens,
                  const OutputFormat& format, const Proposal& proposal, Acceptance required) {
  const MoveNames names(puzzle);
  CaseJudge judge(puzzle, names, format, tokens, required);
  switch (proposal.kind) {
    case Proposal::Kind::verdict:
      judge.verdict(proposal.verdict);
      break;
    case Proposal::Kind::unsolvable:
      judge.unsolvable();
      break;
    case Proposal::Kind::moves:
      if (proposal.stated_length) judge.stated_length(*proposal.stated_length);
      for (const auto& move : proposal.moves) judge.move(move);
      break;
  }
  return judge.result();
}

AnswersChecker::AnswersChecker(const Puzzle& puzzle, const OutputFormat& format,
                               Acceptance required, AnswerReader& reader)
    : puzzle_(puzzle),
      format_(format),
      required_(required),
      reader_(reader),
      names_(std::make_unique<const MoveNames>(puzzle)) {}

AnswersChecker::~AnswersChecker() = default;

std::string AnswersChecker::presentation_error(const std::string& where,
                                               const std::string& message) {
  outcome_ = Outcome::presentation_error;
  problem_ = where + message;
  return where + "presentation error: " + message;
}

std::optional<std::string> AnswersChecker::check(std::span<const std::string> tokens) {
  if (outcome_ == Outcome::presentation_error) return std::nullopt;
  const std::string where = "case " + std::to_string(++cases_) + ": ";
  CaseJudge judge(puzzle_, *names_, format_, tokens, required_);
  try {
    format_.read(reader_, judge);
  } catch (const PresentationError& e) {
    return presentation_error(where, e.what());
  }
  const Assessment assessment = judge.result();
  if (!assessment.accepted && outcome_ == Outcome::accepted) {
    outcome_ = Outcome::wrong_answer;
    problem_ = where + assessment.detail;
  }
  return where + assessment.verdict();
}

std::optional<std::string> AnswersChecker::finish() {
  if (outcome_ == Outcome::presentation_error) return std::nullopt;
  const auto line = reader_.next_nonblank_line();
  if (!line) return std::nullopt;
  return presentation_error(
      "after the last case: ",
      "output left on line " + std::to_string(*line) + ": " + reader_.quoted_line());
}

AnswersCheck check_answers(const Puzzle& puzzle, std::span<const std::string> tokens,
                           const OutputFormat& format, Acceptance required, std::string_view text) {
  AnswerReader reader(text);
  AnswersChecker checker(puzzle, format, required, reader);
  AnswersCheck result;
  const std::size_t per_case = puzzle.tokens_per_case();
  for (std::size_t i = 0; i < tokens.size(); i += per_case)
    if (auto report = checker.check(tokens.subspan(i, per_case)))
      result.reports.push_back(std::move(*report));
  if (auto report = checker.finish()) result.reports.push_back(std::move(*report));
  result.outcome = checker.outcome();
  result.problem = checker.problem();
  return result;
}

std::vector<std::string> acceptance_names() {
  std::vector<std::string> names;
  for (const auto& [name, level] : kAcceptances) names.push_back(name);
  return names;
}

int run_check(const Puzzle& puzzle, std::string_view format, const CheckOptions& options,
              const std::vector<std::string>& args) {
  if (options.judge) {
    // A failure of the judge itself is FAIL, never a verdict on the
    // contestant's output.
    try {
      return judge(puzzle, format, options, args);
    } catch (const std::bad_alloc&) {
      return judge_verdict(result_file(args), kFail, "memory exhausted");
    } catch (const std::exception& e) {
      return judge_verdict(result_file(args), kFail, e.what());
    }
  }
  try {
    return check_file(puzzle, format, options, args);
  } catch (const TableError& e) {
    std::fprintf(stderr, "query: %s\n", e.what());
    return kExitTable;
  }
}

}  // namespace puzzletab
