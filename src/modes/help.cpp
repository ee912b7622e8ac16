#include "modes/help.h"

#include "core/errors.h"
#include "core/tokens.h"

namespace puzzletab {
namespace {

// Each line of `text` indented by two spaces.
std::string indented(std::string_view text) {
  std::string out;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    out += "  ";
    out.append(text, start, end - start);
    out += '\n';
    start = end + 1;
  }
  return out;
}

std::string example_command(const Puzzle& puzzle) {
  return "query " + std::string(puzzle.name()) + " " + std::string(puzzle.example());
}

}  // namespace

std::string overview_help(const std::vector<std::unique_ptr<Puzzle>>& puzzles) {
  std::string out = "\nExamples:\n";
  for (const auto& puzzle : puzzles) out += "  " + example_command(*puzzle) + "\n";
  out += "\nquery PUZZLE --help shows a puzzle's input, its output formats and its options.";
  return out;
}

std::string puzzle_help(Puzzle& puzzle, const TableStore& store, int& status) {
  std::string out = "\nInput (one case; a stream is cases one after another):\n";
  out += indented(puzzle.input_help());
  const auto formats = puzzle.formats();
  for (const auto& format : formats) {
    std::string note;
    if (&format == &formats.front())
      note = format.name == kDefaultFormatAlias
                 ? " (the default)"
                 : " (the default, also --format " + std::string(kDefaultFormatAlias) + ")";
    out += "\nOutput, --format " + std::string(format.name) + note + ":\n";
    out += indented(format.help);
  }
  out += "\nOutput, --format json: one JSON object a line per case, with the distance and moves.\n";
  // The example's answer is computed, not written down: help cannot go
  // stale, and it shows that the tables work.
  out += "\nExample:\n  $ " + example_command(puzzle) + "\n";
  try {
    puzzle.load(store);
    std::string answer;
    formats.front().write(case_tokens(puzzle, puzzle.example()), answer);
    out += indented(answer);
  } catch (const TableError& e) {
    out += "  (no answer here: " + std::string(e.what()) + ")\n";
    status = kExitTable;
  } catch (const InputError& e) {  // a bad option such as --goal
    out += "  (no answer here: " + std::string(e.what()) + ")\n";
    status = kExitInput;
  }
  return out;
}

}  // namespace puzzletab
