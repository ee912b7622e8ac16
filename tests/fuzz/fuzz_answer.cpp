// libFuzzer target: any bytes as a contestant's output, checked as the
// answers to a puzzle's example case through the same code as `query
// --check` (check_answers, and with it every format's reader). The
// first line names the puzzle and the format and says how many times the
// example case is repeated, 1..4, so that answers following one another
// are read too ("msquare ioi96 2"); the rest is the output.
#include <cstdint>
#include <string>
#include <vector>

#include "core/tokens.h"
#include "modes/check.h"
#include "named_input.h"

using namespace puzzletab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // Every puzzle: the case is always the example, solved at once.
  static const fuzzing::LoadedPuzzles loaded(SolveCost::seconds);
  const auto input = fuzzing::read_named_input(data, size);
  if (!input || input->words.size() != 3) return 0;
  const Puzzle* puzzle = loaded.find(input->words[0]);
  if (puzzle == nullptr) return 0;
  const OutputFormat* format = find_format(*puzzle, input->words[1]);
  if (format == nullptr) return 0;
  const auto repeats = parse_int(input->words[2], 1, 4);
  if (!repeats) return 0;
  std::vector<std::string> tokens;
  for (int k = 0; k < *repeats; ++k)
    for (auto& token : split_tokens(puzzle->example())) tokens.push_back(std::move(token));
  check_answers(*puzzle, tokens, *format, format->acceptance, input->rest);
  return 0;
}
