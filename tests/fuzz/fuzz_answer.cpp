// libFuzzer target: any bytes as a contestant's output, checked as the
// answers to a puzzle's example case through the same code as `query
// --check` (check_answers, and with it every puzzle's read_answer). Byte 0
// picks the puzzle, byte 1 the format, byte 2 how many times the example
// case is repeated (1..4, so that answers following one another are read
// too); the rest is the output.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/table_store.h"
#include "core/tokens.h"
#include "modes/check.h"
#include "puzzles/registry.h"

using namespace puzzletab;

namespace {

struct Loaded {
  std::vector<std::unique_ptr<Puzzle>> puzzles;
  Loaded() {
    const TableStore store(TableStore::locate(""));
    for (auto& p : make_puzzles()) {
      p->load(store);
      puzzles.push_back(std::move(p));
    }
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static Loaded loaded;
  if (size < 3) return 0;
  const Puzzle& puzzle = *loaded.puzzles[data[0] % loaded.puzzles.size()];
  const auto formats = puzzle.formats();
  const OutputFormat& format = formats[data[1] % formats.size()];
  std::vector<std::string> tokens;
  for (unsigned k = 0; k <= data[2] % 4u; ++k)
    for (auto& token : split_tokens(puzzle.example())) tokens.push_back(std::move(token));
  const std::string_view text(reinterpret_cast<const char*>(data + 3), size - 3);
  check_answers(puzzle, tokens, format, format.acceptance, text);
  return 0;
}
