// --version of query and gen: what is installed and whether its tables
// are usable, in one screen.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.h"
#include "core/table_store.h"

namespace puzzletab {

// "PROGRAM (puzzletab) VERSION", the table format version, the folder of
// `store`, then each table the puzzles need (and each optional large one
// present) with its state: ok, or why not with the command that makes it.
// Every payload is checksummed.
std::string version_text(std::string_view program,
                         const std::vector<std::unique_ptr<Puzzle>>& puzzles,
                         const TableStore& store);

}  // namespace puzzletab
