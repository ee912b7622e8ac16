// Definitions from files named on the command line (`--def FILE`), for a
// puzzle that is not shipped in puzzles/.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.h"

namespace puzzletab::definition {

// What the command line says of definitions: the files, and gen's
// `--pruning SIZE` or query's `--build-pruning SIZE`, the most bytes the
// pruning tables of a definition beyond a complete table take together.
struct DefinitionOptions {
  std::vector<std::string> files;
  std::optional<std::uint64_t> pruning_bytes;
};

// Takes every `--def FILE` (and `--def=FILE`), and with `pruning_option`
// ("--pruning" for gen, "--build-pruning" for query) the last
// `OPTION SIZE` (or `OPTION=SIZE`), out of the command line, so that the
// rest parses as before and the puzzles exist by then. A SIZE is bytes, or
// with K, M, G or T (powers of 1024), from 1K to 1T. InputError for a
// `--def` without a file, or a SIZE that is none.
DefinitionOptions take_definition_options(int& argc, char** argv,
                                          std::string_view pruning_option = "");

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
// With `pruning_bytes` (gen), the pruning tables are planned for that many
// bytes; without (query), read from the plan gen wrote; with `in_run` too
// (query --build-pruning), built in the run (tables_in_run.h).
std::vector<std::string> add_definition_puzzles(
    std::vector<std::unique_ptr<Puzzle>>& puzzles, const std::vector<std::string>& files,
    std::optional<std::uint64_t> pruning_bytes = std::nullopt, bool in_run = false);

}  // namespace puzzletab::definition
