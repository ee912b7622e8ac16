#include "modes/completion.h"

#include <CLI/CLI.hpp>
#include <algorithm>

namespace puzzletab {
namespace {

CLI::Option* option_named(CLI::App& app, const std::string& word) {
  for (CLI::Option* option : app.get_options())
    if (option->check_lname(word.starts_with("--") ? word.substr(2) : "")) return option;
  return nullptr;
}

// The values a one_of (modes/query_options.h) check allows, read from its description
// ("{usaco,ioi96,json}"); nothing for a free value.
std::vector<std::string> member_values(CLI::Option& option) {
  std::vector<std::string> values;
  for (int i = 0;; ++i) {
    const CLI::Validator* validator = nullptr;
    try {
      validator = option.get_validator(i);
    } catch (const CLI::OptionNotFound&) {
      return values;
    }
    const std::string set = validator->get_description();
    if (set.size() < 2 || set.front() != '{' || set.back() != '}') continue;
    std::size_t start = 1;
    while (start < set.size()) {
      std::size_t end = set.find(',', start);
      if (end == std::string::npos) end = set.size() - 1;
      values.push_back(set.substr(start, end - start));
      start = end + 1;
    }
  }
}

}  // namespace

std::vector<std::string> completion_candidates(CLI::App& app, std::span<const std::string> words,
                                               const std::vector<std::string>& positional_choices) {
  // The innermost subcommand named so far.
  CLI::App* at = &app;
  for (const auto& word : words)
    for (CLI::App* sub : at->get_subcommands({}))
      if (sub->get_name() == word) at = sub;

  if (!words.empty()) {
    const std::string& last = words.back();
    // Options of the program stay valid after a subcommand (fallthrough).
    CLI::Option* option = option_named(*at, last);
    if (option == nullptr) option = option_named(app, last);
    if (option != nullptr && option->get_type_size() != 0) return member_values(*option);
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
