#include "modes/stream.h"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <span>
#include <thread>

#include "core/errors.h"

namespace puzzletab {
namespace {

// Cases per batch: enough to keep every core busy, few enough that memory
// stays bounded whatever the input's length.
constexpr std::size_t kBatchCases = 8192;
// A batch is cut into about this many chunks, which threads take in turn,
// so that a few slow cases (fifteen) do not leave a core idle.
constexpr std::size_t kChunksPerBatch = 64;

struct Failure {
  std::size_t case_index;  // within the batch
  int status;
  std::string message;
};

void write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) std::exit(1);  // the reader is gone: nobody is left to tell
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
}

// Answers `cases` cases of `tokens` on every core. Appends to `out` the
// answers, in order, up to the first failing case, and returns that failure.
std::optional<Failure> answer_batch(const CaseAnswerer& answer, std::size_t per_case,
                                    std::span<const std::string> tokens, std::size_t cases,
                                    std::string& out) {
  const std::size_t chunk =
      std::max<std::size_t>(1, (cases + kChunksPerBatch - 1) / kChunksPerBatch);
  const std::size_t chunks = (cases + chunk - 1) / chunk;
  std::vector<std::string> outputs(chunks);
  std::vector<std::optional<Failure>> failures(chunks);
  std::atomic<std::size_t> next_chunk{0};
  auto work = [&] {
    for (std::size_t c; (c = next_chunk.fetch_add(1)) < chunks;) {
      for (std::size_t i = c * chunk; i < std::min(cases, (c + 1) * chunk); ++i) {
        const std::size_t before = outputs[c].size();
        try {
          answer(tokens.subspan(i * per_case, per_case), outputs[c]);
        } catch (const InputError& e) {
          failures[c] = Failure{i, kExitInput, e.what()};
        } catch (const TableError& e) {
          failures[c] = Failure{i, kExitTable, e.what()};
        } catch (const std::exception& e) {
          // A bug, not the input's fault; still a message, never an abort
          // from a worker thread.
          failures[c] = Failure{i, kExitInput, std::string("internal error: ") + e.what()};
        }
        if (failures[c]) {
          outputs[c].resize(before);
          break;
        }
      }
    }
  };
  const unsigned threads =
      std::min<std::size_t>(std::max(1u, std::thread::hardware_concurrency()), chunks);
  std::vector<std::jthread> helpers;
  for (unsigned t = 1; t < threads; ++t) helpers.emplace_back(work);
  work();
  helpers.clear();  // joins
  for (std::size_t c = 0; c < chunks; ++c) {
    out += outputs[c];
    if (failures[c]) return failures[c];
  }
  return std::nullopt;
}

}  // namespace

bool TokenSource::next(std::string& token) {
  if (args_.empty()) return reader_.next(token);
  if (next_arg_ == args_.size()) return false;
  if (lines_) {
    token.clear();
    for (; next_arg_ < args_.size(); ++next_arg_)
      token += (token.empty() ? "" : " ") + args_[next_arg_];
    if (token.size() > kMaxLineLength)
      throw InputError("a line is longer than " + std::to_string(kMaxLineLength) + " characters");
    return true;
  }
  token = args_[next_arg_++];
  if (token.size() > kMaxTokenLength) throw_token_too_long(token);
  return true;
}

int answer_stream(const Puzzle& puzzle, std::string_view format, TokenSource& source, int out_fd) {
  return answer_stream(
      puzzle,
      [&](std::span<const std::string> tokens, std::string& out) {
        puzzle.answer(tokens, format, out);
      },
      source, out_fd);
}

int answer_stream(const Puzzle& puzzle, const CaseAnswerer& answer, TokenSource& source,
                  int out_fd) {
  const std::string prefix = "query: " + std::string(puzzle.name()) + ": case ";
  const std::size_t per_case = puzzle.tokens_per_case();
  // Grown on demand: a single case must not pay for a whole batch.
  std::vector<std::string> tokens(per_case);
  const std::size_t batch_tokens = kBatchCases * per_case;
  std::string out;
  for (std::size_t first_case = 1;;) {
    // Fill a batch, but answer what is complete rather than wait for more
    // input: a person typing cases sees each answer at once.
    std::size_t got = 0;
    std::optional<Failure> failure;
    try {
      while (got < batch_tokens && (got < per_case || got % per_case != 0 || source.ready())) {
        if (got == tokens.size()) tokens.resize(std::min(batch_tokens, 2 * tokens.size()));
        if (!source.next(tokens[got])) break;
        ++got;
      }
    } catch (const InputError& e) {
      failure = Failure{got / per_case, kExitInput, e.what()};
    }
    const std::size_t cases = got / per_case;
    if (!failure && got % per_case != 0)
      failure = Failure{cases, kExitInput,
                        "expected " + std::to_string(per_case) + " tokens, got " +
                            std::to_string(got % per_case) + " before the end of the input"};
    if (auto f = answer_batch(answer, per_case, tokens, cases, out)) failure = std::move(f);
    write_all(out_fd, out);
    out.clear();
    if (failure) {
      const std::string where =
          failure->status == kExitTable
              ? "query: "
              : prefix + std::to_string(first_case + failure->case_index) + ": ";
      std::fprintf(stderr, "%s%s\n", where.c_str(), failure->message.c_str());
      return failure->status;
    }
    if (got == 0) return 0;
    first_case += cases;
  }
}

}  // namespace puzzletab
