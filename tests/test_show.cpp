// --show over every puzzle of the registry: lines never exceed the width,
// plain text is pure ASCII, colour adds only escapes around the same text,
// and every position of the solution is drawn under its move.
#include <doctest/doctest.h>

#include <unistd.h>

#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/answer_text.h"
#include "core/table_store.h"
#include "modes/show.h"
#include "near_goal.h"
#include "puzzles/registry.h"
#include "sanitized.h"
#include "tree_paths.h"

using namespace puzzletab;

namespace {

// Sampled positions per puzzle: few when each solve is a search of seconds.
std::uint64_t samples_for(const Puzzle& puzzle) {
  if (puzzle.solve_cost() == SolveCost::seconds) return kSanitized ? 1 : 2;
  if (puzzle.solve_cost() == SolveCost::hours) return 3;  // near the goal
  return kSanitized && puzzle.solve_cost() == SolveCost::milliseconds ? 5 : 20;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1)
    lines.push_back(text.substr(start, end - start));
  CHECK(start == text.size());  // every line ends with '\n'
  return lines;
}

// The text without ANSI SGR sequences (ESC [ ... m).
std::string strip_escapes(const std::string& text) {
  std::string plain;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\x1b') {
      REQUIRE(i + 1 < text.size());
      CHECK(text[i + 1] == '[');
      i = text.find('m', i);
      REQUIRE(i != std::string::npos);
      continue;
    }
    plain.push_back(text[i]);
  }
  return plain;
}

bool is_marker_line(const std::string& line) {
  return !line.empty() && line.find_first_not_of(" ^") == std::string::npos;
}

void check_drawings(const Puzzle& puzzle, Position position, std::size_t width) {
  CAPTURE(width);
  std::string plain;
  append_drawings(puzzle, position, ShowStyle{width, false}, plain);
  std::string colour;
  append_drawings(puzzle, position, ShowStyle{width, true}, colour);

  for (const auto& line : lines_of(plain)) {
    CHECK(line.size() <= width);
    for (const char c : line) CHECK((c >= ' ' && c <= '~'));
  }
  std::string without_markers;
  for (const auto& line : lines_of(plain))
    if (!is_marker_line(line)) without_markers += line + "\n";
  CHECK(strip_escapes(colour) == without_markers);

  // Each drawing's title, and the last position's rows, are there.
  const auto solution =
      puzzle.solver() == Puzzle::Solver::none ? std::nullopt : puzzle.solve(position);
  CHECK(plain.starts_with("start"));
  Position at = position;
  for (std::size_t i = 0; solution && i < solution->size(); ++i) {
    CHECK(plain.find(std::to_string(i + 1) + " " + puzzle.move_name((*solution)[i])) !=
          std::string::npos);
    at = *puzzle.apply(at, (*solution)[i]);
  }
  for (std::string row : puzzle.draw(at).rows) {
    while (!row.empty() && row.back() == ' ') row.pop_back();
    if (row.size() <= width) CHECK(plain.find(row) != std::string::npos);
  }
  // The answer above the drawings says "unsolvable"; they do not again.
  CHECK(plain.ends_with("\n\n"));
  CHECK(plain.find("unsolvable") == std::string::npos);
}

}  // namespace

TEST_CASE("--show's drawings fit the width, in plain text and colour, every puzzle") {
  for (const auto& puzzle : make_puzzles()) {
    CAPTURE(puzzle->name());
    puzzle->load(TableStore(PUZZLETAB_TEST_TABLES));
    std::mt19937_64 random(5);
    const Uint128 all = puzzle->position_count(true);
    for (std::uint64_t k = 0; k < samples_for(*puzzle); ++k) {
      // Below the count: its high word drawn first when it has one.
      const Uint128 index = all.fits_64() ? Uint128(random() % all.low())
                                          : Uint128::from_words(random() % all.high(), random());
      // A big cube (no numbering, no solver): its example scramble; a
      // puzzle slow to solve: a few moves from its goal, or from its
      // example's position when its goal is not undirected (the Square-1).
      const Position example = puzzle->read_case(case_tokens(*puzzle, puzzle->example()));
      const Position p =
          puzzle->draws_own_cases()                  ? example
          : puzzle->solve_cost() != SolveCost::hours ? puzzle->nth_position(index, true)
          : puzzle->undirected_goal()                ? testing::near_goal(*puzzle, random, 6)
                                      : testing::random_walk(*puzzle, example, random, 6);
      for (const std::size_t width : {40, 57, 80, 200}) check_drawings(*puzzle, p, width);
    }
  }
}

TEST_CASE("--show writes plain text, 80 columns, when the output is not a terminal") {
  int fds[2];
  REQUIRE(::pipe(fds) == 0);
  const ShowStyle style = show_style_for(fds[1]);
  CHECK(style.width == 80);
  CHECK(!style.colour);
  ::close(fds[0]);
  ::close(fds[1]);
}
