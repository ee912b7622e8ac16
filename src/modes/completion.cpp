#include "modes/completion.h"

#include <CLI/CLI.hpp>
#include <algorithm>

namespace puzzletab {
namespace {

const CLI::Option* option_named(const CLI::App& app, const std::string& word) {
  for (const CLI::Option* option : app.get_options())
    if (option->check_lname(word.starts_with("--") ? word.substr(2) : "")) return option;
  return nullptr;
}

}  // namespace

std::vector<std::string> completion_candidates(
    const CLI::App& app, std::span<const std::string> words,
    const std::vector<std::pair<std::string, std::vector<std::string>>>& value_choices,
    const std::vector<std::string>& positional_choices) {
  // The innermost subcommand named so far.
  const CLI::App* at = &app;
  for (const auto& word : words)
    for (const CLI::App* sub : at->get_subcommands({}))
      if (sub->get_name() == word) at = sub;

  if (!words.empty()) {
    const std::string& last = words.back();
    // Options of the program stay valid after a subcommand (fallthrough).
    const CLI::Option* option = option_named(*at, last);
    if (option == nullptr) option = option_named(app, last);
    if (option != nullptr && option->get_type_size() != 0) {
      for (const auto& [name, values] : value_choices)
        if (name == last) return values;
      return {};
    }
  }
  std::vector<std::string> candidates;
  const auto add_options = [&](const CLI::App& scope) {
    for (const CLI::Option* option : scope.get_options())
      for (const auto& name : option->get_lnames())
        if (std::find(candidates.begin(), candidates.end(), "--" + name) == candidates.end())
          candidates.push_back("--" + name);
  };
  add_options(*at);
  if (at != &app) {
    add_options(app);
  } else {
    for (const CLI::App* sub : app.get_subcommands({})) candidates.push_back(sub->get_name());
    candidates.insert(candidates.end(), positional_choices.begin(), positional_choices.end());
  }
  return candidates;
}

}  // namespace puzzletab
