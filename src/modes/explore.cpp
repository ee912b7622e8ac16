#include "modes/explore.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <limits>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "core/errors.h"
#include "core/output.h"
#include "core/output_file.h"
#include "core/parallel.h"
#include "core/same_file.h"
#include "core/thousands.h"
#include "core/tokens.h"
#include "modes/census.h"
#include "modes/sampling.h"
#include "modes/split_files.h"
#include "modes/stats_report.h"

namespace puzzletab {
namespace {

// A bound that catches a mistyped count before it writes for hours; a
// larger set is several runs with different seeds.
constexpr std::uint64_t kMaxRandomCases = 100'000'000;
// Written out in pieces of about this size, so that memory stays small.
constexpr std::size_t kOutputChunk = 1 << 16;

// The terminal's width for the histogram; 80 columns into a file or pipe.
unsigned output_width() {
  constexpr unsigned kDefaultWidth = 80;
  winsize size{};
  if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0)
    return size.ws_col;
  return kDefaultWidth;
}

void run_stats(const Puzzle& puzzle, std::string_view format) {
  const Statistics stats = distance_statistics(puzzle);
  std::string out;
  if (format == "json")
    write_stats_json(puzzle, stats, out);
  else
    write_stats_text(puzzle, stats, output_width(), out);
  write_stdout(out);
}

SampleRequest sample_request(const Puzzle& puzzle, const ExploreOptions& options,
                             std::string_view format) {
  SampleRequest request;
  const auto count = parse_uint64(options.random_count, kMaxRandomCases);
  if (!count)
    throw InputError("--random: expected a number of cases 0.." + with_commas(kMaxRandomCases) +
                     ", got " + quote_token(options.random_count));
  request.count = *count;
  if (!options.seed.empty()) {
    const auto seed = parse_uint64(options.seed, std::numeric_limits<std::uint64_t>::max());
    if (!seed)
      throw InputError("--seed: expected an integer 0..18446744073709551615, got " +
                       quote_token(options.seed));
    request.seed = *seed;
  } else if (format == "scramble" || format == "fmc" || puzzle.draws_own_cases()) {
    // Scrambles are drawn afresh each run; test data (any other format)
    // from seed 0, the same every run (docs/modes.md).
    request.seed = (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
  }
  if (!options.distance.empty()) request.distance = parse_distance_range(options.distance);
  // Scrambles are drawn at least the puzzle's scramble minimum away.
  std::optional<unsigned> least;
  if (!options.min_distance.empty()) {
    const auto d = parse_uint64(options.min_distance, kFarthest);
    if (!d)
      throw InputError("--min-distance: expected a distance 0.." + std::to_string(kFarthest) +
                       ", got " + quote_token(options.min_distance));
    least = static_cast<unsigned>(*d);
  } else if (format == "scramble" && options.distance.empty()) {
    least = puzzle.scramble_minimum();
  }
  if (least && *least > 0) request.distance = DistanceRange{*least, kFarthest};
  if (options.any) request.pool = SampleRequest::Pool::any;
  if (options.unsolvable) request.pool = SampleRequest::Pool::unsolvable;
  request.distinct = options.distinct;
  return request;
}

// A case as --layout asks: its tokens on one line, or on the judge's
// lines, the tokens shared out evenly (clocks: 3 rows of 3; the Megaminx's
// scramble: TNoodle's 7 lines of 11 turns); a case of fewer tokens than
// lines (the Megaminx's stickers) on one.
std::string laid_out(const Puzzle& puzzle, std::string text, bool judge_layout) {
  const unsigned lines = judge_layout ? puzzle.judge_case_lines() : 1;
  const std::vector<std::string> tokens =
      lines > 1 ? split_tokens(text) : std::vector<std::string>{};
  if (tokens.size() >= lines && lines > 1) {
    text.clear();
    for (std::size_t i = 0; i < tokens.size(); ++i)
      text += tokens[i] +
              (i + 1 == tokens.size() || (i + 1) % (tokens.size() / lines) == 0 ? "\n" : " ");
    return text;
  }
  return text + '\n';
}

std::string case_text(const Puzzle& puzzle, Position p, std::string_view format,
                      bool judge_layout) {
  return laid_out(puzzle, puzzle.write_random(p, format), judge_layout);
}

// The cases go to standard output as they are found, and stay written when
// sampling then fails, as query writes the answers before a bad case.
// --answers streams their answers to a file that replaces FILE only once
// all N are written: a request that fails leaves FILE as it was. --split
// writes each case and its answer to files of their own instead.
// A puzzle that draws its own cases (an event's scrambles, a big cube's):
// each drawn from one draw, seeded by --seed, else afresh (docs/modes.md).
void run_own_draws(const Puzzle& puzzle, const ExploreOptions& options, std::string_view format,
                   const TextSink& write) {
  const auto refuse = [&](bool given, std::string_view option, std::string_view why) {
    if (given)
      throw InputError(std::string(option) + ": " + std::string(puzzle.name()) +
                       "'s random cases are scrambles drawn as the WCA's scrambler draws them, " +
                       std::string(why));
  };
  refuse(!options.distance.empty() || !options.min_distance.empty(), "--distance",
         "at no chosen distance");
  refuse(options.distinct, "--distinct", "each independent");
  refuse(options.any || options.unsolvable, options.any ? "--any" : "--unsolvable",
         "each of a solvable position");
  refuse(!options.answers.empty() || !options.split.empty(),
         options.split.empty() ? "--answers" : "--split", "without answers");
  if (format == "json") throw InputError("--random writes scrambles, not json");
  const SampleRequest request = sample_request(puzzle, options, format);
  RandomDraw draw(request.seed);
  // Drawn in order, a batch at a time, then written (solved) on every
  // core: the same cases from a seed, however many cores.
  const std::uint64_t batch_size = std::uint64_t{16} * worker_count();
  std::vector<DrawnCase> drawn;
  std::vector<std::string> written;
  std::string out;
  for (std::uint64_t done = 0; done < request.count; done += drawn.size()) {
    drawn.clear();
    while (drawn.size() < std::min(batch_size, request.count - done))
      drawn.push_back(puzzle.draw_case(draw, format, false));
    written.assign(drawn.size(), {});
    parallel_for(drawn.size(), [&](std::uint64_t begin, std::uint64_t end) {
      for (std::uint64_t i = begin; i < end; ++i) written[i] = drawn[i]();
    });
    for (std::string& text : written) {
      out += laid_out(puzzle, std::move(text), options.layout == "judge");
      if (out.size() >= kOutputChunk) {
        write(out);
        out.clear();
      }
    }
  }
  write(out);
}

}  // namespace

void write_random_cases(const Puzzle& puzzle, const ExploreOptions& options,
                        std::string_view format, const TextSink& write) {
  if (puzzle.draws_own_cases()) return run_own_draws(puzzle, options, format, write);
  const bool with_answers = !options.answers.empty() || !options.split.empty();
  if (format == "json" && !with_answers)
    throw InputError(
        "--random writes cases in the puzzle's input format, not json (--answers FILE takes "
        "their answers in json)");
  const std::string answers_option = options.split.empty() ? "--answers" : "--split";
  if (format == "scramble" && with_answers)
    throw InputError(answers_option +
                     ": --format scramble writes scrambles, which have no answers");
  const SampleRequest request = sample_request(puzzle, options, format);
  // A scramble format writes each random case's scramble on a line of its
  // own, whatever the layout (Puzzle::write_random).
  const bool scramble = format == "scramble";
  const CaseWriter answer = with_answers ? case_writer(puzzle, format) : CaseWriter();
  const bool judge_layout = options.layout == "judge";
  std::optional<OutputFile> answers_file;
  std::optional<SplitFiles> split;
  if (!options.split.empty()) {
    split.emplace(options.split, request.count, options.force);
  } else if (with_answers) {
    const NamedFile outputs[] = {file_on("standard output", STDOUT_FILENO),
                                 file_at("--answers " + options.answers, options.answers)};
    if (const auto same = same_file(outputs, {}))
      throw InputError(*same + ": the answers would replace the cases or mix with them");
    refuse_overwriting_a_file_read(outputs[1]);
    answers_file.emplace(options.answers);
  }
  std::string out;
  std::string answers;
  const auto flush = [&] {
    write(out);
    out.clear();
    if (answers_file) answers_file->write(answers);
    answers.clear();
  };
  try {
    sample_positions(puzzle, request, [&](Position p) {
      if (split) {
        std::string answer_text;
        answer(case_tokens(puzzle, puzzle.write_case(p)), answer_text);
        split->write(case_text(puzzle, p, format, judge_layout), answer_text);
        return;
      }
      if (scramble) {
        out += puzzle.write_random(p, format);
        out += '\n';
      } else {
        out += case_text(puzzle, p, format, judge_layout);
      }
      if (with_answers) answer(case_tokens(puzzle, puzzle.write_case(p)), answers);
      if (out.size() >= kOutputChunk || answers.size() >= kOutputChunk) flush();
    });
  } catch (...) {
    write(out);
    throw;
  }
  flush();
  if (answers_file) answers_file->commit();
}

int run_explore(const Puzzle& puzzle, const ExploreOptions& options, std::string_view format,
                const std::vector<std::string>& tokens) {
  const std::string mode = options.stats ? "--stats" : "--random";
  try {
    refuse_overwriting_a_file_read(file_on("standard output", STDOUT_FILENO));
    if (!tokens.empty())
      throw InputError(mode + " takes no case, got " + quote_token(tokens.front()));
    if (options.stats && puzzle.draws_own_cases())
      throw InputError(
          "--stats: " + std::string(puzzle.name()) +
          "'s positions are not numbered (more than 2^128, a definition beyond a complete "
          "table, or an event's scrambles)");
    if (options.stats)
      run_stats(puzzle, format);
    else
      write_random_cases(puzzle, options, format,
                         [](std::string_view text) { write_stdout(text); });
  } catch (const InputError& e) {
    std::fflush(stdout);
    std::fprintf(stderr, "query: %s: %s\n", std::string(puzzle.name()).c_str(), e.what());
    return kExitInput;
  }
  return 0;
}

}  // namespace puzzletab
