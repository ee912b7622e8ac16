#include "core/puzzle.h"

#include <algorithm>
#include <stdexcept>

#include "core/errors.h"
#include "core/json_answer.h"
#include "core/same_file.h"
#include "core/table_store.h"
#include "core/thousands.h"
#include "core/tokens.h"

namespace puzzletab {

std::size_t path_cost(const Puzzle& puzzle, std::span<const Move> moves) {
  std::size_t cost = 0;
  for (const Move m : moves) cost += puzzle.move_cost(m);
  return cost;
}

std::vector<std::string> format_names(const Puzzle& puzzle) {
  const auto formats = puzzle.formats();
  std::vector<std::string> names(formats.size());
  std::transform(formats.begin(), formats.end(), names.begin(),
                 [](const OutputFormat& format) { return std::string(format.name); });
  if (std::find(names.begin(), names.end(), kDefaultFormatAlias) == names.end())
    names.emplace_back(kDefaultFormatAlias);
  names.emplace_back("json");
  return names;
}

const OutputFormat* find_format(const Puzzle& puzzle, std::string_view name) {
  const auto formats = puzzle.formats();
  const auto found = std::find_if(formats.begin(), formats.end(),
                                  [&](const OutputFormat& format) { return format.name == name; });
  if (found != formats.end()) return &*found;
  return name == kDefaultFormatAlias ? &formats.front() : nullptr;
}

JsonAnswer Puzzle::json_answer(std::span<const std::string> tokens) const {
  const Position position = read_case(tokens);
  return {goal_text(position), solve(position), {}};
}

SubtreeOutcome Puzzle::search_subtree(std::string_view, const std::atomic<std::int64_t>&) const {
  throw std::logic_error(std::string(name()) + "'s searches do not split over processes");
}

DrawnCase Puzzle::draw_case(RandomDraw& draw, std::string_view format,
                            bool random_orientation) const {
  if (random_orientation || draws_own_cases())
    throw std::logic_error(std::string(name()) + " draws no such case");
  const unsigned least = format == "scramble" ? scramble_minimum() : 0;
  for (;;) {
    const Position p = nth_position(draw.below(position_count(false)), false);
    if (least == 0 || !distance_within(p, least - 1)) return written_later(p, format);
  }
}

DrawnCase Puzzle::written_later(Position position, std::string_view format) const {
  return [this, position, format = std::string(format)] { return write_random(position, format); };
}

std::string Puzzle::write_random(Position position, std::string_view format) const {
  const OutputFormat* scramble = format == "scramble" ? find_format(*this, format) : nullptr;
  if (scramble == nullptr) return write_case(position);
  std::string line;
  scramble->write(case_tokens(*this, write_case(position)), line);
  if (!line.empty() && line.back() == '\n') line.pop_back();
  return line;
}

CaseWriter case_writer(const Puzzle& puzzle, std::string_view format, bool timing) {
  if (format == "json")
    return [&puzzle, timing](std::span<const std::string> tokens, std::string& out) {
      write_json_answer(puzzle, tokens, timing, out);
    };
  const OutputFormat* own = find_format(puzzle, format);
  if (own == nullptr)
    throw std::logic_error(std::string(puzzle.name()) + " has no format " + std::string(format));
  return own->write;
}

std::vector<std::string> case_tokens(const Puzzle& puzzle, std::string_view text) {
  if (puzzle.case_is_line()) return {std::string(text)};
  return split_tokens(text);
}

std::vector<std::pair<TableSpec, std::string>> table_specs(const Puzzle& puzzle, bool large,
                                                           bool huge) {
  std::vector<std::pair<TableSpec, std::string>> specs;
  const std::string options = puzzle.gen_options();
  const auto with = [&](const char* option) {
    return options.empty() ? std::string(option) : options + " " + option;
  };
  for (auto& spec : puzzle.tables()) specs.emplace_back(std::move(spec), options);
  if (large)
    for (auto& spec : puzzle.large_tables()) specs.emplace_back(std::move(spec), with("--large"));
  if (huge)
    for (auto& spec : puzzle.huge_tables()) specs.emplace_back(std::move(spec), with("--huge"));
  return specs;
}

std::string large_tables_text(const Puzzle& puzzle, bool huge) {
  const auto cost = huge ? puzzle.huge_tables_cost() : puzzle.large_tables_cost();
  if (!cost) return "";
  std::uint64_t size = 0;
  for (const TableSpec& spec : huge ? puzzle.huge_tables() : puzzle.large_tables())
    size += table_file_size(spec.info);
  return std::string(puzzle.name()) + "'s " + std::string(cost->what) + ": " + decimal_bytes(size) +
         ", about " + std::to_string(cost->minutes) + " minutes on 2 cores and " +
         decimal_bytes(cost->memory) + " of memory to build";
}

void note_table_files_read(const Puzzle& puzzle, const TableStore& store) {
  for (const auto& [spec, option] : table_specs(puzzle, true, true)) {
    const std::string path = store.path(spec).string();
    if (NamedFile file = file_at("the table " + path, path); file.identity)
      note_read(std::move(file));
  }
}

void set_option(std::span<const PuzzleOption> options, std::string_view puzzle,
                std::string_view name, std::string_view value) {
  const std::string full = name.starts_with("--") ? std::string(name) : "--" + std::string(name);
  const auto option = std::find_if(options.begin(), options.end(),
                                   [&](const PuzzleOption& o) { return o.name == full; });
  if (option == options.end()) {
    std::string names;
    for (const auto& o : options) names += (names.empty() ? "" : ",") + o.name;
    throw UsageError(std::string(puzzle) + " has no option " + quote_token(full) +
                     (names.empty() ? " (it has none)" : " (its options: " + names + ")"));
  }
  if (value.empty()) throw UsageError(full + ": expected a value, got an empty one");
  if (!option->choices.empty() &&
      std::find(option->choices.begin(), option->choices.end(), value) == option->choices.end())
    throw UsageError(full + ": " + not_one_of(value, option->choices));
  *option->value = value;
}

}  // namespace puzzletab
