// What query and gen share on their command lines: CLI11's usage errors
// said in the program's own voice, and the options placed before a
// puzzle's name that belong after it.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace CLI {
class App;
}

namespace puzzletab {

// Names `app` `program` (help's "Usage: query ...", whatever path the
// binary was started by) and makes its usage errors lines that start with
// "program: ", ending with the help command that tells more.
void speak_as(CLI::App& app, std::string_view program);

// "program: unknown puzzle "WORD" (known: ...)", and the nearest known
// name when one is near ("program: did you mean msquare?"), as lines to
// write to standard error.
std::string unknown_puzzle_message(std::string_view program, std::string_view word,
                                   std::span<const std::string> known);

// `words` (argv without the program's name) as one POSIX shell command
// line after `program`, each word quoted as it needs.
std::string command_line(std::string_view program, std::span<const std::string> words);

// An option put before the puzzle's name that goes after it
// (`query --format json msquare ...`): the option, and the line with the
// puzzle's name moved before it.
struct MisplacedOption {
  std::string option;
  std::vector<std::string> corrected;
};

// The first option in `words` (argv without the program's name) before the
// first word `is_puzzle` accepts, other than the program's own options
// `valued` (each followed by its value, or joined to it by '=') and
// `flags`; nothing when there is none or no puzzle is named.
std::optional<MisplacedOption> misplaced_option(
    std::span<const std::string> words, const std::function<bool(std::string_view)>& is_puzzle,
    std::span<const std::string_view> valued, std::span<const std::string_view> flags);

// --time-limit's value: seconds, more than 0 and at most a million (a
// bound that catches a mistyped limit); nothing for an empty text (not
// given). InputError otherwise.
std::optional<std::chrono::duration<double>> parse_time_limit(const std::string& text);

}  // namespace puzzletab
