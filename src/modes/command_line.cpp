#include "modes/command_line.h"

#include <CLI/CLI.hpp>
#include <algorithm>

#include "core/table_store.h"

namespace puzzletab {

void speak_as(CLI::App& app, std::string_view program) {
  app.name(std::string(program));
  app.failure_message([program = std::string(program)](const CLI::App* top, const CLI::Error& e) {
    // The help of the puzzle named, when one was, is the one that tells more.
    std::string help = program;
    for (const CLI::App* sub : top->get_subcommands()) help += " " + shell_quote(sub->get_name());
    std::string out;
    const std::string_view what = e.what();
    std::size_t start = 0;
    while (start < what.size()) {
      std::size_t end = what.find('\n', start);
      if (end == std::string_view::npos) end = what.size();
      out += program + ": " + std::string(what.substr(start, end - start)) + "\n";
      start = end + 1;
    }
    return out + program + ": " + help + " --help tells more\n";
  });
}

std::string command_line(std::string_view program, std::span<const std::string> words) {
  std::string line(program);
  for (const auto& word : words) line += " " + shell_quote(word);
  return line;
}

std::optional<MisplacedOption> misplaced_option(
    std::span<const std::string> words, const std::function<bool(std::string_view)>& is_puzzle,
    std::span<const std::string_view> valued, std::span<const std::string_view> flags) {
  const auto is_one_of = [](std::span<const std::string_view> names, std::string_view word) {
    return std::find(names.begin(), names.end(), word) != names.end();
  };
  std::vector<std::string> kept;   // the program's own options, in place
  std::vector<std::string> moved;  // from the first misplaced option on
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& word = words[i];
    if (is_puzzle(word)) {
      if (moved.empty()) return std::nullopt;
      MisplacedOption found{moved.front(), kept};
      found.corrected.push_back(word);
      found.corrected.insert(found.corrected.end(), moved.begin(), moved.end());
      found.corrected.insert(found.corrected.end(),
                             words.begin() + static_cast<std::ptrdiff_t>(i) + 1, words.end());
      return found;
    }
    const std::string_view name = std::string_view(word).substr(0, word.find('='));
    if (is_one_of(valued, word) && i + 1 < words.size()) {
      kept.push_back(word);
      kept.push_back(words[++i]);
    } else if (is_one_of(flags, word) || (name != word && is_one_of(valued, name))) {
      kept.push_back(word);
    } else if (!moved.empty() || word.starts_with("-")) {
      moved.push_back(word);
    } else {
      return std::nullopt;  // a word that names no puzzle: said as such
    }
  }
  return std::nullopt;
}

}  // namespace puzzletab
