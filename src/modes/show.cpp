#include "modes/show.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <string_view>
#include <vector>

#include "core/answer_text.h"
#include "core/errors.h"
#include "core/tokens.h"

namespace puzzletab {
namespace {

constexpr std::size_t kMinWidth = 40;
constexpr std::string_view kGap = "   ";  // between drawings side by side

// One character of a line being laid out, with how to write it.
struct Cell {
  char c = ' ';
  char colour = ' ';  // as Picture::colours
  bool emphasised = false;
};
using CellLine = std::vector<Cell>;

// A drawing with its title, and which of its characters the move changed.
struct Panel {
  std::string title;
  Picture picture;
  std::vector<std::vector<bool>> changed;  // [row][column]
  std::size_t width = 0;
};

Panel make_panel(std::string title, Picture picture, const Picture* before) {
  Panel panel{std::move(title), std::move(picture), {}, 0};
  panel.width = panel.title.size();
  for (const auto& row : panel.picture.rows) {
    panel.width = std::max(panel.width, row.size());
    panel.changed.emplace_back(row.size(), false);
  }
  if (!before) return panel;
  for (std::size_t r = 0; r < panel.picture.rows.size(); ++r)
    for (std::size_t c = 0; c < panel.picture.rows[r].size(); ++c)
      panel.changed[r][c] = r >= before->rows.size() || c >= before->rows[r].size() ||
                            before->rows[r][c] != panel.picture.rows[r][c];
  return panel;
}

// The columns of a panel where any row changed: plain text's emphasis.
std::string marker_line(const Panel& panel) {
  std::string marks(panel.width, ' ');
  for (const auto& row : panel.changed)
    for (std::size_t c = 0; c < row.size(); ++c)
      if (row[c]) marks[c] = '^';
  return marks;
}

bool any_change(const Panel& panel) {
  return marker_line(panel).find('^') != std::string::npos;
}

// ANSI foreground colours for Picture colours '1'..'8': eight that differ
// on common terminal palettes; 'A'..'F' their bright red to cyan.
constexpr int kColourCodes[] = {31, 32, 33, 34, 35, 36, 37, 90};

int colour_code(char colour) {
  return colour >= 'A' ? 91 + (colour - 'A') : kColourCodes[colour - '1'];
}

void append_sgr(const Cell& cell, std::string& out) {
  out += "\x1b[0";
  if (cell.colour != ' ') {
    out.push_back(';');
    out += std::to_string(colour_code(cell.colour));
  }
  if (cell.emphasised) out += ";1;7";
  out.push_back('m');
}

// Writes a line, cut at the width and without trailing blanks; in colour,
// each change of colour or emphasis is one escape sequence, and the line
// ends with the attributes reset.
void write_line(CellLine line, const ShowStyle& style, std::string& out) {
  if (line.size() > style.width) line.resize(style.width);
  while (!line.empty() && line.back().c == ' ' && !line.back().emphasised) line.pop_back();
  const Cell plain;
  const Cell* current = &plain;
  for (const Cell& cell : line) {
    if (style.colour && (cell.colour != current->colour || cell.emphasised != current->emphasised))
      append_sgr(cell, out);
    current = &cell;
    out.push_back(cell.c);
  }
  if (style.colour && (current->colour != ' ' || current->emphasised)) out += "\x1b[0m";
  out.push_back('\n');
}

void append_text(CellLine& line, std::string_view text, std::size_t width) {
  for (const char c : text) line.push_back(Cell{c, ' ', false});
  line.resize(line.size() + width - std::min(width, text.size()));
}

// One row of drawings: titles, the pictures' rows, and in plain text the
// markers when some move in the row changed something.
void write_panels(std::span<const Panel> panels, const ShowStyle& style, std::string& out) {
  std::size_t height = 0;
  for (const auto& p : panels) height = std::max(height, p.picture.rows.size());
  auto start_line = [&](CellLine& line, std::size_t i) {
    if (i > 0) append_text(line, kGap, kGap.size());
  };
  CellLine titles;
  for (std::size_t i = 0; i < panels.size(); ++i) {
    start_line(titles, i);
    append_text(titles, panels[i].title, panels[i].width);
  }
  write_line(titles, style, out);
  for (std::size_t r = 0; r < height; ++r) {
    CellLine line;
    for (std::size_t i = 0; i < panels.size(); ++i) {
      start_line(line, i);
      const Panel& p = panels[i];
      const std::size_t before = line.size();
      if (r < p.picture.rows.size())
        for (std::size_t c = 0; c < p.picture.rows[r].size(); ++c)
          line.push_back(
              Cell{p.picture.rows[r][c], p.picture.colours[r][c], style.colour && p.changed[r][c]});
      line.resize(before + p.width);
    }
    write_line(line, style, out);
  }
  if (style.colour || std::none_of(panels.begin(), panels.end(), any_change)) return;
  CellLine markers;
  for (std::size_t i = 0; i < panels.size(); ++i) {
    start_line(markers, i);
    append_text(markers, marker_line(panels[i]), panels[i].width);
  }
  write_line(markers, style, out);
}

// The moves of an answer query wrote in `format`, read back as the checker
// reads them.
std::vector<Move> moves_of_answer(const Puzzle& puzzle, const OutputFormat& format,
                                  std::string_view text) {
  AnswerReader reader(text);
  const Proposal proposal = read_proposal(format, reader);
  std::vector<Move> moves;
  for (const std::string& name : proposal.moves) {
    Move m = 0;
    while (m < puzzle.move_count() && puzzle.move_name(m) != name) ++m;
    if (m == puzzle.move_count())
      throw std::logic_error("an answer's move " + name + " is no move");
    moves.push_back(m);
  }
  return moves;
}

}  // namespace

bool use_colour(int fd, std::string_view choice) {
  if (choice == "always") return true;
  if (choice == "never" || ::isatty(fd) == 0) return false;
  const char* no_colour = std::getenv("NO_COLOR");
  const char* term = std::getenv("TERM");
  return (no_colour == nullptr || *no_colour == '\0') &&
         (term == nullptr || std::string_view(term) != "dumb");
}

ShowStyle show_style_for(int fd, std::string_view colour) {
  ShowStyle style;
  style.colour = use_colour(fd, colour);
  if (!::isatty(fd)) return style;
  winsize size{};
  if (::ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) {
    style.width = size.ws_col;
  } else if (const char* columns = std::getenv("COLUMNS")) {
    if (const auto n = parse_int(columns, 1, 100'000)) style.width = static_cast<std::size_t>(*n);
  }
  style.width = std::max(style.width, kMinWidth);
  return style;
}

void append_drawings(const Puzzle& puzzle, Position position, const ShowStyle& style,
                     std::string& out, const std::optional<std::vector<Move>>& moves) {
  std::vector<Panel> panels;
  panels.push_back(make_panel("start", puzzle.draw(position), nullptr));
  // A puzzle without a solver shows the position alone.
  const auto solution = moves                                     ? moves
                        : puzzle.solver() == Puzzle::Solver::none ? std::nullopt
                                                                  : puzzle.solve(position);
  if (solution) {
    for (std::size_t i = 0; i < solution->size(); ++i) {
      const Move move = (*solution)[i];
      const auto next = puzzle.apply(position, move);
      if (!next) throw std::logic_error("a solution's move is not allowed");
      position = *next;
      panels.push_back(make_panel(std::to_string(i + 1) + " " + puzzle.move_name(move),
                                  puzzle.draw(position), &panels.back().picture));
    }
  }
  // As many drawings to a row as the width holds (at least one, cut to
  // the width when it alone is wider).
  for (std::size_t first = 0; first < panels.size();) {
    std::size_t end = first + 1;
    std::size_t used = panels[first].width;
    while (end < panels.size() && used + kGap.size() + panels[end].width <= style.width)
      used += kGap.size() + panels[end++].width;
    if (first > 0) out.push_back('\n');
    write_panels(std::span(panels).subspan(first, end - first), style, out);
    first = end;
  }
  out.push_back('\n');
}

CaseWriter show_answerer(const Puzzle& puzzle, const std::string& format, ShowStyle style) {
  if (format == "json")
    throw InputError("--show draws after an answer in text; --format json has no place for it");
  const OutputFormat* own = find_format(puzzle, format);
  // The solution itself, or another answer whose moves are drawn as read.
  const OutputFormat* other = own != nullptr && !own->writes_solution ? own : nullptr;
  return [&puzzle, write = case_writer(puzzle, format), style, other](
             std::span<const std::string> tokens, std::string& out) {
    std::optional<std::vector<Move>> moves;
    if (puzzle.solver() != Puzzle::Solver::none) {
      const std::size_t start = out.size();
      write(tokens, out);
      if (other != nullptr) moves = moves_of_answer(puzzle, *other, out.substr(start));
    }
    append_drawings(puzzle, puzzle.read_case(tokens), style, out, moves);
  };
}

}  // namespace puzzletab
