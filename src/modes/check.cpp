#include "modes/check.h"

#include <fcntl.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

#include "core/answer_text.h"
#include "core/errors.h"
#include "core/tokens.h"
#include "modes/stream.h"

namespace puzzletab {
namespace {

const std::map<std::string, Acceptance, std::less<>> kAcceptances = {
    {"reaches_goal", Acceptance::reaches_goal},
    {"shortest", Acceptance::shortest},
    {"canonical", Acceptance::canonical},
};

std::string count_moves(std::size_t n) {
  return std::to_string(n) + (n == 1 ? " move" : " moves");
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

Assessment assess_moves(const Puzzle& puzzle, Position start, const Proposal& proposal,
                        Acceptance required) {
  const std::size_t n = proposal.moves.size();
  if (proposal.stated_length && *proposal.stated_length != n)
    return {false, "the answer states " + count_moves(*proposal.stated_length) + " but gives " +
                       std::to_string(n)};
  std::map<std::string, Move, std::less<>> by_name;
  for (Move m = 0; m < puzzle.move_count(); ++m) by_name.emplace(puzzle.move_name(m), m);
  std::vector<Move> moves;
  for (std::size_t i = 0; i < n; ++i) {
    const auto found = by_name.find(proposal.moves[i]);
    if (found == by_name.end())
      return {false, "move " + std::to_string(i + 1) + " " + quote_token(proposal.moves[i]) +
                         " is not a move of " + std::string(puzzle.name())};
    moves.push_back(found->second);
  }
  const auto solution = puzzle.solve(start);
  const std::string unsolvable = solution ? "" : " (the goal cannot be reached from the start)";
  Position at = start;
  for (std::size_t i = 0; i < n; ++i) {
    const auto next = puzzle.apply(at, moves[i]);
    if (!next)
      return {false, cite(puzzle, i, moves[i]) + " is not allowed at " + describe(puzzle, at)};
    at = *next;
  }
  if (!puzzle.is_goal(at))
    return {false,
            n == 0 ? "no moves: the start " + describe(puzzle, at) + " is not the goal" + unsolvable
                   : cite(puzzle, n - 1, moves.back()) + " reaches " + describe(puzzle, at) +
                         " but not the goal" + unsolvable};
  if (!solution || solution->size() > n)
    throw std::logic_error(std::string(puzzle.name()) + "'s solution is not a shortest one");

  const std::size_t shortest = solution->size();
  if (n > shortest) {
    const bool ok = required == Acceptance::reaches_goal;
    return {ok, ok ? count_moves(n) + ", not the shortest: " + count_moves(shortest)
                   : count_moves(n) + ", the shortest is " + std::to_string(shortest)};
  }
  const auto differ = std::mismatch(moves.begin(), moves.end(), solution->begin());
  if (differ.first == moves.end()) return {true, count_moves(n) + ", shortest, lexically earliest"};
  const auto i = static_cast<std::size_t>(differ.first - moves.begin());
  const std::string why = "not the lexically earliest: move " + std::to_string(i + 1) + " is " +
                          puzzle.move_name(*differ.first) + ", the earliest has " +
                          puzzle.move_name(*differ.second);
  const bool ok = required != Acceptance::canonical;
  return {ok, ok ? count_moves(n) + ", shortest, " + why : "shortest, but " + why};
}

std::string read_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  std::ostringstream text;
  if (file) text << file.rdbuf();
  if (!file || file.bad()) throw InputError("cannot read " + path + ": " + std::strerror(errno));
  return text.str();
}

// Every case of `source`, each checked to be a case of the puzzle.
std::vector<std::string> read_cases(const Puzzle& puzzle, TokenSource& source) {
  const std::size_t per_case = puzzle.tokens_per_case();
  std::vector<std::string> tokens;
  auto where = [&] { return "case " + std::to_string(tokens.size() / per_case + 1) + ": "; };
  try {
    for (std::string token; source.next(token);) tokens.push_back(token);
  } catch (const InputError& e) {
    throw InputError(where() + e.what());
  }
  if (tokens.size() % per_case != 0)
    throw InputError(where() + "expected " + std::to_string(per_case) + " tokens, got " +
                     std::to_string(tokens.size() % per_case) + " before the end of the input");
  for (std::size_t i = 0; i < tokens.size(); i += per_case) {
    try {
      puzzle.read_case(std::span(tokens).subspan(i, per_case));
    } catch (const InputError& e) {
      throw InputError("case " + std::to_string(i / per_case + 1) + ": " + e.what());
    }
  }
  return tokens;
}

Acceptance required_acceptance(const Puzzle& puzzle, std::string_view format,
                               const CheckOptions& options) {
  if (format == "json")
    throw InputError("answers are checked in one of the puzzle's own formats, not json");
  return options.accept.empty() ? puzzle.acceptance(format) : kAcceptances.at(options.accept);
}

int check_file(const Puzzle& puzzle, std::string_view format, const CheckOptions& options,
               const std::vector<std::string>& args) {
  const std::string prefix = "query: " + std::string(puzzle.name()) + ": ";
  try {
    const Acceptance required = required_acceptance(puzzle, format, options);
    const std::string text = read_file(options.answers);
    TokenSource source(args, STDIN_FILENO, puzzle.case_is_line());
    const auto tokens = read_cases(puzzle, source);
    const AnswersCheck result = check_answers(puzzle, tokens, format, required, text);
    std::string out;
    for (const auto& report : result.reports) out += report + "\n";
    std::fputs(out.c_str(), stdout);
    switch (result.outcome) {
      case AnswersCheck::Outcome::accepted:
        return 0;
      case AnswersCheck::Outcome::wrong_answer:
        return 1;
      case AnswersCheck::Outcome::presentation_error:
        return kExitInput;
    }
  } catch (const InputError& e) {
    std::fprintf(stderr, "%s%s\n", prefix.c_str(), e.what());
  }
  return kExitInput;
}

// testlib's exit statuses and the words its verdicts begin with.
enum JudgeStatus { kOk = 0, kWrongAnswer = 1, kPresentationError = 2, kFail = 3 };

int judge_verdict(const std::vector<std::string>& args, JudgeStatus status,
                  const std::string& message) {
  static constexpr const char* kWords[] = {"ok", "wrong answer", "wrong output format", "FAIL"};
  const std::string line = std::string(kWords[status]) + " " + message + "\n";
  std::fputs(line.c_str(), stderr);
  // A result file as testlib writes it (its fourth argument): the verdict.
  if (args.size() == 4) {
    std::ofstream result(args[3], std::ios::binary);
    result << line;
    if (!result) {
      std::fprintf(stderr, "FAIL cannot write the result file %s\n", quote_token(args[3]).c_str());
      return kFail;
    }
  }
  return status;
}

int judge(const Puzzle& puzzle, std::string_view format, const CheckOptions& options,
          const std::vector<std::string>& args) {
  if (args.size() != 3 && args.size() != 4)
    return judge_verdict({}, kFail,
                         "usage: query " + std::string(puzzle.name()) +
                             " --judge INPUT OUTPUT ANSWER [RESULT], got " +
                             std::to_string(args.size()) + " arguments");
  Acceptance required = Acceptance::canonical;
  std::vector<std::string> tokens;
  try {
    required = required_acceptance(puzzle, format, options);
    const int fd = ::open(args[0].c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw InputError("cannot read " + args[0] + ": " + std::strerror(errno));
    const std::vector<std::string> no_args;
    TokenSource source(no_args, fd, puzzle.case_is_line());
    try {
      tokens = read_cases(puzzle, source);
    } catch (...) {
      ::close(fd);
      throw;
    }
    ::close(fd);
    if (tokens.empty()) throw InputError("holds no case");
  } catch (const InputError& e) {
    return judge_verdict(args, kFail, "input: " + std::string(e.what()));
  }
  try {
    const AnswersCheck jury = check_answers(puzzle, tokens, format, required, read_file(args[2]));
    if (jury.outcome != AnswersCheck::Outcome::accepted)
      return judge_verdict(args, kFail, "jury answer: " + jury.problem);
  } catch (const InputError& e) {
    return judge_verdict(args, kFail, "jury answer: " + std::string(e.what()));
  }
  std::string output;
  try {
    output = read_file(args[1]);
  } catch (const InputError& e) {
    return judge_verdict(args, kPresentationError, e.what());
  }
  const AnswersCheck result = check_answers(puzzle, tokens, format, required, output);
  switch (result.outcome) {
    case AnswersCheck::Outcome::accepted: {
      const std::size_t cases = result.reports.size();
      return judge_verdict(
          args, kOk,
          cases == 1 ? result.reports.front() : std::to_string(cases) + " cases, all accepted");
    }
    case AnswersCheck::Outcome::wrong_answer:
      return judge_verdict(args, kWrongAnswer, result.problem);
    case AnswersCheck::Outcome::presentation_error:
      return judge_verdict(args, kPresentationError, result.problem);
  }
  return kFail;
}

}  // namespace

std::string Assessment::verdict() const {
  return accepted ? "accepted (" + detail + ")" : "wrong answer: " + detail;
}

Assessment assess(const Puzzle& puzzle, std::span<const std::string> tokens,
                  std::string_view format, const Proposal& proposal, Acceptance required) {
  const Position start = puzzle.read_case(tokens);
  switch (proposal.kind) {
    case Proposal::Kind::verdict: {
      std::string own;
      puzzle.answer(tokens, format, own);
      AnswerLines lines(own);
      const std::string right = puzzle.read_answer(lines, format).verdict;
      if (proposal.verdict == right) return {true, right};
      return {false, quote_token(proposal.verdict) + ", the answer is " + quote_token(right)};
    }
    case Proposal::Kind::unsolvable: {
      const auto solution = puzzle.solve(start);
      if (!solution) return {true, "unsolvable"};
      return {false, "claims the goal cannot be reached, but " + count_moves(solution->size()) +
                         " reach it"};
    }
    case Proposal::Kind::moves:
      return assess_moves(puzzle, start, proposal, required);
  }
  throw std::logic_error("unknown proposal kind");
}

AnswersCheck check_answers(const Puzzle& puzzle, std::span<const std::string> tokens,
                           std::string_view format, Acceptance required, std::string_view text) {
  AnswersCheck result;
  auto presentation_error = [&](const std::string& where, const std::string& message) {
    result.outcome = AnswersCheck::Outcome::presentation_error;
    result.reports.push_back(where + "presentation error: " + message);
    result.problem = where + message;
  };
  AnswerLines lines(text);
  const std::size_t per_case = puzzle.tokens_per_case();
  for (std::size_t i = 0; i * per_case < tokens.size(); ++i) {
    const std::string where = "case " + std::to_string(i + 1) + ": ";
    Proposal proposal;
    try {
      proposal = puzzle.read_answer(lines, format);
    } catch (const PresentationError& e) {
      presentation_error(where, e.what());
      return result;
    }
    const Assessment assessment =
        assess(puzzle, tokens.subspan(i * per_case, per_case), format, proposal, required);
    result.reports.push_back(where + assessment.verdict());
    if (!assessment.accepted && result.outcome == AnswersCheck::Outcome::accepted) {
      result.outcome = AnswersCheck::Outcome::wrong_answer;
      result.problem = where + assessment.detail;
    }
  }
  if (!lines.only_blank_left()) {
    auto line = lines.next();
    while (line && line->empty()) line = lines.next();
    presentation_error("after the last case: ", "output left on line " +
                                                    std::to_string(lines.line_number()) + ": " +
                                                    quote_token(line.value_or("")));
  }
  return result;
}

void add_check_options(CLI::App& command, CheckOptions& options) {
  auto* check = command.add_option(
      "--check", options.answers,
      "check the answers in FILE (in --format) to the cases: one verdict a case; exit 0 when "
      "all are accepted, 1 when one is not, 2 for a presentation error");
  check->type_name("FILE");
  auto* judge = command.add_flag(
      "--judge", options.judge,
      "special judge in testlib's convention: the arguments are INPUT OUTPUT ANSWER [RESULT]; "
      "exit 0 ok, 1 wrong answer, 2 wrong output format, 3 fail, verdict on stderr");
  judge->excludes(check);
  std::vector<std::string> levels;
  for (const auto& [name, level] : kAcceptances) levels.push_back(name);
  command
      .add_option("--accept", options.accept,
                  "what --check and --judge accept (default: what the format's problem accepts)")
      ->check(CLI::IsMember(levels));
}

int run_check(const Puzzle& puzzle, std::string_view format, const CheckOptions& options,
              const std::vector<std::string>& args) {
  try {
    return options.judge ? judge(puzzle, format, options, args)
                         : check_file(puzzle, format, options, args);
  } catch (const TableError& e) {
    std::fprintf(stderr, "query: %s\n", e.what());
    return kExitTable;
  }
}

}  // namespace puzzletab
