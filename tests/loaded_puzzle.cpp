#include "loaded_puzzle.h"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "core/puzzle.h"
#include "core/table_store.h"

namespace puzzletab::testing {
namespace {

// The words of `line`, separated by spaces; a word in double quotes keeps
// its spaces ("--goal \"1 2 3 ...\"").
std::vector<std::string> words_of(const std::string& line) {
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < line.size()) {
    if (line[i] == ' ') {
      ++i;
    } else if (line[i] == '"') {
      const std::size_t close = line.find('"', i + 1);
      if (close == std::string::npos) throw std::invalid_argument("unclosed quote in: " + line);
      words.push_back(line.substr(i + 1, close - i - 1));
      i = close + 1;
    } else {
      const std::size_t end = std::min(line.find(' ', i), line.size());
      words.push_back(line.substr(i, end - i));
      i = end;
    }
  }
  return words;
}

}  // namespace

std::unique_ptr<Puzzle> loaded_puzzle(std::unique_ptr<Puzzle> puzzle, const std::string& options,
                                      const std::string& tables) {
  const std::vector<PuzzleOption> declared = puzzle->options();
  const std::vector<std::string> words = words_of(options);
  for (std::size_t i = 0; i < words.size(); i += 2)
    set_option(declared, puzzle->name(), words[i], i + 1 < words.size() ? words[i + 1] : "");
  puzzle->load(TableStore(tables));
  return puzzle;
}

}  // namespace puzzletab::testing
