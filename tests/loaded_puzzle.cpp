#include "loaded_puzzle.h"

#include <algorithm>
#include <stdexcept>
#include <vector>

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

std::unique_ptr<Puzzle> loaded_puzzle(std::unique_ptr<Puzzle> puzzle, const std::string& options) {
  const std::vector<PuzzleOption> declared = puzzle->options();
  const std::vector<std::string> words = words_of(options);
  const std::string who = std::string(puzzle->name()) + ": ";
  for (std::size_t i = 0; i < words.size(); i += 2) {
    const auto option = std::find_if(declared.begin(), declared.end(),
                                     [&](const PuzzleOption& o) { return o.name == words[i]; });
    if (option == declared.end()) throw std::invalid_argument(who + "no option " + words[i]);
    if (i + 1 == words.size()) throw std::invalid_argument(who + words[i] + " without a value");
    const std::string& value = words[i + 1];
    if (!option->choices.empty() &&
        std::find(option->choices.begin(), option->choices.end(), value) == option->choices.end())
      throw std::invalid_argument(who + words[i] + ": " + value + " is not one of its choices");
    *option->value = value;
  }
  puzzle->load(TableStore(PUZZLETAB_TEST_TABLES));
  return puzzle;
}

}  // namespace puzzletab::testing
