// --show: the answer's positions drawn one after another, side by side,
// for a person to follow the moves.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/puzzle.h"
#include "modes/stream.h"

namespace puzzletab {

// How drawings are written: the width no line may exceed, and whether ANSI
// colours and emphasis may be used.
struct ShowStyle {
  std::size_t width = 80;
  bool colour = false;
};

// Whether output to `fd` gets colour for --color `choice`: always, never,
// or auto (the default): on a terminal unless NO_COLOR is set and not
// empty (no-color.org) or TERM is dumb.
bool use_colour(int fd, std::string_view choice);

// The style for output to file descriptor `fd`: on a terminal its width
// (TIOCGWINSZ, else $COLUMNS; at least 40), elsewhere 80 columns; colour
// as use_colour says for `colour`.
ShowStyle show_style_for(int fd, std::string_view colour = "auto");

// Appends the drawing of `position` ("start") and of the position after
// each move of its solution, titled with the move's number and name, laid
// side by side in rows of drawings separated by blank lines, then a blank
// line. What a move changed is emphasised: reversed and bold in colour, a
// line of '^' under the changed columns in plain text. For an unsolvable
// position, the start alone (the answer above it says "unsolvable").
// With `moves`, those moves instead of the solution's.
void append_drawings(const Puzzle& puzzle, Position position, const ShowStyle& style,
                     std::string& out, const std::optional<std::vector<Move>>& moves = {});

// query --show: the puzzle's answer in `format`, then the drawings of the
// moves that answer makes, read back as its checker reads them: the
// solution's, or for a format that writes another answer (a two-phase
// solution, a scramble, whose moves undone solve the case) that answer's.
// Throws InputError for json, which has no place for drawings.
CaseWriter show_answerer(const Puzzle& puzzle, const std::string& format, ShowStyle style);

}  // namespace puzzletab
