#include "modes/command_line.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <charconv>

#include "core/errors.h"
#include "core/nearest_name.h"
#include "core/table_store.h"
#include "core/tokens.h"

namespace puzzletab {
namespace {

// The words CLI11 did not expect ("The following arguments were not
// expected: --fromm x"), each option among them with the nearest option of
// the commands on the line, as lines "program: did you mean --from?".
std::string option_suggestions(const CLI::App* top, const CLI::Error& e,
                               const std::string& program) {
  if (dynamic_cast<const CLI::ExtrasError*>(&e) == nullptr) return "";
  std::vector<const CLI::App*> scopes = {top};
  const auto commands = top->get_subcommands();
  scopes.insert(scopes.end(), commands.begin(), commands.end());
  std::vector<std::string> names;
  for (const CLI::App* scope : scopes)
    for (const CLI::Option* option : scope->get_options())
      for (const std::string& name : option->get_lnames()) names.push_back("--" + name);
  const std::string_view what = e.what();
  const std::size_t colon = what.find(": ");
  if (colon == std::string_view::npos) return "";
  std::string out;
  for (const std::string& word : split_tokens(what.substr(colon + 2))) {
    const std::string name = word.substr(0, word.find('='));
    if (!name.starts_with("--")) continue;
    if (const auto near = nearest_name(name, names))
      out += program + ": " + name + ": did you mean " + *near + "?\n";
  }
  return out;
}

}  // namespace

std::string unknown_puzzle_message(std::string_view program, std::string_view word,
                                   std::span<const std::string> known) {
  std::string names;
  for (const auto& name : known) names += (names.empty() ? "" : " ") + name;
  std::string out =
      std::string(program) + ": unknown puzzle " + quote_token(word) + " (known: " + names + ")\n";
  if (const auto near = nearest_name(word, known))
    out += std::string(program) + ": did you mean " + *near + "?\n";
  return out;
}

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
    return out + option_suggestions(top, e, program) + program + ": " + help +
           " --help tells more\n";
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

std::optional<std::chrono::duration<double>> parse_time_limit(const std::string& text) {
  // A bound that catches a mistyped limit; a longer search is one without.
  constexpr double kMaxTimeLimit = 1e6;
  if (text.empty()) return std::nullopt;
  double seconds = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seconds);
  if (error != std::errc() || end != text.data() + text.size() || !(seconds > 0) ||
      seconds > kMaxTimeLimit)
    throw InputError("--time-limit: expected seconds, more than 0 and at most 1000000, got " +
                     quote_token(text));
  return std::chrono::duration<double>(seconds);
}

}  // namespace puzzletab
