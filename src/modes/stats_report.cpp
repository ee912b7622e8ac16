#include "modes/stats_report.h"

#include <algorithm>
#include <cstdio>
#include <numeric>

#include "core/json.h"
#include "core/thousands.h"

namespace puzzletab {
namespace {

// The narrowest histogram drawn, however narrow the terminal.
constexpr unsigned kMinBar = 10;

std::uint64_t total(const Statistics& stats) {
  return std::accumulate(stats.counts.begin(), stats.counts.end(), std::uint64_t{0});
}

// Six decimals: the mean of a puzzle's distances is an exact fraction, and
// this is enough to tell two distributions apart.
std::string average_distance(const Statistics& stats) {
  long double sum = 0;
  for (std::size_t d = 0; d < stats.counts.size(); ++d)
    sum += static_cast<long double>(d) * static_cast<long double>(stats.counts[d]);
  char text[64];
  std::snprintf(text, sizeof text, "%.6Lf", sum / static_cast<long double>(total(stats)));
  return text;
}

std::string pad_left(const std::string& s, std::size_t width) {
  return std::string(width > s.size() ? width - s.size() : 0, ' ') + s;
}

// A bar proportional to the count, the largest filling `width`; a count
// too small for one column still shows as a dot, so that no distance that
// occurs looks empty.
std::string bar(std::uint64_t count, std::uint64_t largest, unsigned width) {
  const auto length = static_cast<std::size_t>(
      static_cast<long double>(count) * width / static_cast<long double>(largest) + 0.5L);
  if (length == 0) return count > 0 ? "." : "";
  return std::string(length, '#');
}

// A JSON array of numbers.
std::string number_list(const std::vector<std::uint64_t>& numbers) {
  std::string list = "[";
  for (const std::uint64_t n : numbers) {
    if (list.size() > 1) list += ",";
    list += std::to_string(n);
  }
  return list + "]";
}

// The histogram: a row a distance, its count and a bar, in `width` columns.
void write_histogram(const Puzzle& puzzle, const std::vector<std::uint64_t>& counts,
                     std::size_t first, unsigned width, std::string& out) {
  const std::uint64_t largest = *std::max_element(counts.begin(), counts.end());
  const std::string distance_head = "distance",
                    count_head = puzzle.case_is_pair() ? "pairs" : "positions";
  const std::size_t count_width = std::max(count_head.size(), with_commas(largest).size());
  const std::size_t used = distance_head.size() + 2 + count_width + 2;
  const unsigned bar_width = std::max<unsigned>(kMinBar, width > used ? width - used : 0);
  out += distance_head + "  " + pad_left(count_head, count_width) + "\n";
  for (std::size_t d = first; d < counts.size(); ++d) {
    const std::uint64_t count = counts[d];
    out += pad_left(std::to_string(d), distance_head.size()) + "  " +
           pad_left(with_commas(count), count_width) + "  " + bar(count, largest, bar_width);
    // No trailing blanks for a distance with no positions.
    while (out.back() == ' ') out.pop_back();
    out += "\n";
  }
}

// " position(s)", or for a puzzle whose case is a pair of positions, " pair(s)".
std::string positions_word(const Puzzle& puzzle, std::uint64_t n) {
  if (puzzle.case_is_pair()) return n == 1 ? " pair" : " pairs";
  return n == 1 ? " position" : " positions";
}

// The puzzle's positions, and those that cannot reach the goal; for a
// puzzle of pairs, what a pair's distance is.
std::string heading(const Puzzle& puzzle, const Statistics& stats, Uint128 positions) {
  std::string text = std::string(puzzle.name()) + ": " + with_commas(positions) +
                     (puzzle.case_is_pair()
                          ? " pairs of positions, a case each (its distance: from the first to the "
                            "second)"
                          : " positions that reach the goal");
  if (stats.unsolvable > 0) text += " (" + with_commas(stats.unsolvable) + " more cannot)";
  return text;
}

void write_estimated_text(const Puzzle& puzzle, const Statistics& stats, unsigned width,
                          std::string& out) {
  out += heading(puzzle, stats, puzzle.position_count(false)) + ", too many to count here\n";
  if (!stats.near.empty()) {
    out += "exact near the goal, by a breadth-first search from it:\n";
    write_histogram(puzzle, stats.near, 0, width, out);
  }
  const std::string sample = with_commas(stats.sampled) + " random" + positions_word(puzzle, 2);
  out += "estimated from " + sample + " (seed 0), solved:\n";
  std::size_t first = 0;
  while (stats.counts[first] == 0) ++first;
  write_histogram(puzzle, stats.counts, first, width, out);
  out += "average distance of the " + sample + ": " + average_distance(stats) + "\n";
  out += "the largest distance among them: " + std::to_string(stats.counts.size() - 1) + ", for " +
         with_commas(stats.counts.back()) + positions_word(puzzle, stats.counts.back()) + ":\n";
  for (const Position& p : stats.farthest) out += puzzle.write_case(p) + "\n";
}

}  // namespace

void write_stats_text(const Puzzle& puzzle, const Statistics& stats, unsigned width,
                      std::string& out) {
  if (stats.estimated) return write_estimated_text(puzzle, stats, width, out);
  out += heading(puzzle, stats, total(stats)) + "\n";
  write_histogram(puzzle, stats.counts, 0, width, out);
  out += "average distance: " + average_distance(stats) + "\n";
  const std::size_t gods_number = stats.counts.size() - 1;
  out += "God's number (the largest distance): " + std::to_string(gods_number) + ", for " +
         with_commas(stats.counts.back()) + positions_word(puzzle, stats.counts.back());
  if (stats.sampled > 0 && stats.farthest.empty()) {
    out +=
        "; none among " + with_commas(stats.sampled) + " random" + positions_word(puzzle, 2) + "\n";
    return;
  }
  if (stats.sampled > 0)
    out += "; among " + with_commas(stats.sampled) + " random" + positions_word(puzzle, 2) + ":\n";
  else
    out += stats.farthest.size() < stats.counts.back() ? "; the first ones:\n" : ":\n";
  for (const Position& p : stats.farthest) out += puzzle.write_case(p) + "\n";
}

void write_stats_json(const Puzzle& puzzle, const Statistics& stats, std::string& out) {
  const std::string counts = number_list(stats.counts);
  std::string farthest = "[";
  for (const Position& p : stats.farthest) {
    if (farthest.size() > 1) farthest += ",";
    append_json_string(farthest, puzzle.write_case(p));
  }
  farthest += "]";
  JsonObject json(out);
  if (stats.estimated) {
    json.string("puzzle", puzzle.name())
        .raw("positions", to_string(puzzle.position_count(false)))
        .raw("unsolvable", to_string(stats.unsolvable))
        .boolean("estimated", true)
        .raw("near_goal_counts", number_list(stats.near))
        .number("sample_size", static_cast<std::int64_t>(stats.sampled))
        .raw("sample_counts", number_list(stats.counts))
        .raw("sample_average_distance", average_distance(stats))
        .number("sample_largest_distance", static_cast<std::int64_t>(stats.counts.size() - 1))
        .raw("farthest", farthest)
        .close();
    return;
  }
  json.string("puzzle", puzzle.name())
      .number("positions", static_cast<std::int64_t>(total(stats)))
      .raw("unsolvable", to_string(stats.unsolvable))
      .raw("counts", counts)
      .raw("average_distance", average_distance(stats))
      .number("gods_number", static_cast<std::int64_t>(stats.counts.size() - 1))
      .raw("farthest", farthest)
      .number("farthest_sampled_from", static_cast<std::int64_t>(stats.sampled))
      .close();
}

}  // namespace puzzletab
