// The one JSON schema of every puzzle's answers (docs/json.md): the common
// fields in their order, then the puzzle's own.
#pragma once

#include <span>
#include <string>

#include "core/puzzle.h"

namespace puzzletab {

// Appends one case's answer as a JSON object on a line:
// {"puzzle","input","goal","solvable","distance","moves", extras...}, with
// "distance" and "moves" null when the goal cannot be reached, and "moves"
// an array of the puzzle's move names. With `timing`, the object ends with
// "microseconds", the time the answer took: the one field that differs
// between two runs of the same query.
void write_json_answer(const Puzzle& puzzle, std::span<const std::string> tokens, bool timing,
                       std::string& out);

}  // namespace puzzletab
