// Definitions from files named on the command line (`--def FILE`), for a
// puzzle that is not shipped in puzzles/.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.h"

namespace puzzletab::definition {

// Takes every `--def FILE` (and `--def=FILE`) out of the command line, so
// that the rest parses as before and the puzzles exist by then. InputError
// for a `--def` without a file.
std::vector<std::string> take_definition_options(int& argc, char** argv);

// The file's bytes: a regular file (a FIFO or device is refused before a
// byte is read, and opening never blocks), or standard input for "-", at
// most kMaxDefinitionBytes either way; InputError "OPTION: cannot read
// FILE: why".
std::string read_definition_file(const std::string& file, std::string_view option = "--def");

// Adds the puzzle of each file, named after the file: its name without
// the extension (`my-cube.tws` is `my-cube`), or for `-` (standard input)
// the definition's Name, made a name query's command line can take: up to
// 15 lowercase letters, digits or '-', not a number and not starting with
// '-' (`FTO.tws` is `fto`, `skewb_diamond.tws` `skewb-diamond`, `233.tws`
// `tws-233`), and "-tws" after a name that is a puzzle's or whose table
// file would be another puzzle's (twsearch's `3x3x3.tws` is `3x3x3-tws`).
// Returns, for each file whose puzzle is named otherwise than the file, a
// line saying so (gen writes them). InputError for a file that cannot be
// read or is not a regular file, one larger than kMaxDefinitionBytes, a
// bad definition (with its line and column), or a name taken even so.
std::vector<std::string> add_definition_puzzles(std::vector<std::unique_ptr<Puzzle>>& puzzles,
                                                const std::vector<std::string>& files);

}  // namespace puzzletab::definition
