#include "modes/stream.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <new>
#include <optional>
#include <span>

#include "core/errors.h"
#include "core/output.h"
#include "core/parallel.h"
#include "core/search_budget.h"

namespace puzzletab {
namespace {

// Cases per batch: enough to keep every core busy, few enough that memory
// stays bounded whatever the input's length.
constexpr std::size_t kBatchCases = 8192;
// A batch is cut into about this many chunks, which threads take in turn,
// so that a few slow cases (fifteen) do not leave a core idle.
constexpr std::size_t kChunksPerBatch = 64;

}  // namespace

std::optional<CaseFailure> answer_batch(const CaseWriter& answer, std::size_t per_case,
                                        std::span<const std::string> tokens, std::size_t cases,
                                        std::size_t first_case, const CaseWatch& watch,
                                        std::string& out) {
  const std::size_t chunk =
      std::max<std::size_t>(1, (cases + kChunksPerBatch - 1) / kChunksPerBatch);
  const std::size_t chunks = (cases + chunk - 1) / chunk;
  std::vector<std::string> outputs(chunks);
  std::vector<std::optional<CaseFailure>> failures(chunks);
  // Answer failures are caught per case, to report the case's number.
  parallel_chunks(cases, chunk, [&](std::uint64_t begin, std::uint64_t end) {
    const std::size_t c = begin / chunk;
    for (std::size_t i = begin; i < end; ++i) {
      const std::size_t before = outputs[c].size();
      // Only when wanted: a clock read per case is dear for quick cases.
      std::optional<SearchBudget> budget;
      try {
        if (watch.wanted())
          budget.emplace(watch.label + std::to_string(first_case + i), watch.time_limit,
                         watch.show_progress);
        answer(tokens.subspan(i * per_case, per_case), outputs[c]);
      } catch (const SearchTimeout& e) {
        // Said once the search's threads have all stopped: its whole count.
        failures[c] = CaseFailure{i, kExitSystem, budget ? budget->timeout_message() : e.what()};
      } catch (const InputError& e) {
        failures[c] = CaseFailure{i, kExitInput, e.what()};
      } catch (const TableError& e) {
        failures[c] = CaseFailure{i, kExitTable, e.what()};
      } catch (const SystemError& e) {
        failures[c] = CaseFailure{i, kExitSystem, e.what()};
      } catch (const std::bad_alloc&) {
        failures[c] = CaseFailure{i, kExitSystem, "memory exhausted"};
      } catch (const std::exception& e) {
        // A bug, not the input's fault; still a message, never an abort
        // from a worker thread.
        failures[c] = CaseFailure{i, kExitSystem, std::string("internal error: ") + e.what()};
      }
      if (failures[c]) {
        outputs[c].resize(before);
        break;
      }
    }
  });
  for (std::size_t c = 0; c < chunks; ++c) {
    out += outputs[c];
    if (failures[c]) return failures[c];
  }
  return std::nullopt;
}

std::vector<std::string> TokenSource::split_arguments(const std::vector<std::string>& args) {
  std::vector<std::string> tokens;
  for (const std::string& arg : args) {
    auto words = split_tokens(arg);
    // An argument of only white space or commas is a token still, refused
    // as the case's: never silently nothing.
    if (words.empty()) words.push_back(arg);
    tokens.insert(tokens.end(), std::make_move_iterator(words.begin()),
                  std::make_move_iterator(words.end()));
  }
  return tokens;
}

bool TokenSource::next_arg(std::string& token) {
  if (next_arg_ == args_.size()) return false;
  if (lines_) {
    token.clear();
    for (; next_arg_ < args_.size(); ++next_arg_)
      token += (token.empty() ? "" : " ") + args_[next_arg_];
    if (token.size() > kMaxCaseLineLength)
      throw InputError("a line is longer than " + std::to_string(kMaxCaseLineLength) +
                       " characters");
    return true;
  }
  token = args_[next_arg_++];
  if (token.size() > kMaxTokenLength) throw_token_too_long(token);
  return true;
}

int answer_stream(const Puzzle& puzzle, std::string_view format, TokenSource& source, int out_fd,
                  std::optional<Seconds> time_limit) {
  return answer_stream(puzzle, case_writer(puzzle, format), source, out_fd, time_limit);
}

int answer_stream(const Puzzle& puzzle, const CaseWriter& answer, TokenSource& source, int out_fd,
                  std::optional<Seconds> time_limit) {
  const std::size_t per_case = puzzle.tokens_per_case();
  return answer_batches(puzzle, source, out_fd, time_limit, "query",
                        [&](std::span<const std::string> tokens, std::size_t cases,
                            std::size_t first_case, const CaseWatch& watch, std::string& out) {
                          return answer_batch(answer, per_case, tokens, cases, first_case, watch,
                                              out);
                        });
}

int answer_batches(const Puzzle& puzzle, TokenSource& source, int out_fd,
                   std::optional<Seconds> time_limit, std::string_view program,
                   const BatchAnswer& answer) {
  const std::string prefix = std::string(program) + ": " + std::string(puzzle.name()) + ": case ";
  const CaseWatch watch{prefix, time_limit, ::isatty(STDERR_FILENO) == 1};
  const std::size_t per_case = puzzle.tokens_per_case();
  // Grown on demand: a single case must not pay for a whole batch.
  std::vector<std::string> tokens(per_case);
  const std::size_t batch_tokens = kBatchCases * per_case;
  std::string out;
  for (std::size_t first_case = 1;;) {
    // Fill a batch, but answer what is complete rather than wait for more
    // input: a person typing cases sees each answer at once.
    std::size_t got = 0;
    std::optional<CaseFailure> failure;
    try {
      while (got < batch_tokens && (got < per_case || got % per_case != 0 || source.ready())) {
        if (got == tokens.size()) tokens.resize(std::min(batch_tokens, 2 * tokens.size()));
        if (!source.next(tokens[got])) break;
        ++got;
      }
    } catch (const InputError& e) {
      failure = CaseFailure{got / per_case, kExitInput, e.what()};
    }
    const std::size_t cases = got / per_case;
    if (!failure && got % per_case != 0)
      failure = CaseFailure{cases, kExitInput,
                            "expected " + std::to_string(per_case) + " tokens, got " +
                                std::to_string(got % per_case) + " before the end of the input"};
    if (auto f = answer(std::span(tokens).first(cases * per_case), cases, first_case, watch, out))
      failure = std::move(f);
    write_all(out_fd, out);
    out.clear();
    if (failure) {
      const std::string where =
          failure->status == kExitTable
              ? std::string(program) + ": "
              : prefix + std::to_string(first_case + failure->case_index) + ": ";
      std::fprintf(stderr, "%s%s\n", where.c_str(), failure->message.c_str());
      return failure->status;
    }
    if (got == 0) return 0;
    first_case += cases;
  }
}

}  // namespace puzzletab
