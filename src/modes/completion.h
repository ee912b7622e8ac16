// Bash completion: the words that may come next on a command line, read
// from the same CLI11 definitions that parse it, so that completion never
// offers an option the program does not take. The script in completion/
// asks `query --complete WORDS...` and `gen --complete WORDS...`.
#pragma once

#include <span>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace puzzletab {

// The candidates for the word after `words` (the words typed so far after
// the program's name): the values an option takes when the last word is
// that option (those its one_of check allows, e.g. --format's
// formats; nothing for a free value such as a folder, which the script
// completes as a file name), else the options of the innermost subcommand
// named in `words` and, when none is, the subcommands' names and
// `positional_choices`.
std::vector<std::string> completion_candidates(
    CLI::App& app, std::span<const std::string> words,
    const std::vector<std::string>& positional_choices = {});

}  // namespace puzzletab
