// The position interface (puzzle.h) holds together the same way for every
// puzzle: a case written and read back is the same position, the solution
// replays to the goal, the answer query prints reads back as that solution,
// and drawings are well formed. Each puzzle's own tests check that the
// solutions are right; this checks that the generic features can rely on them.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/answer_text.h"
#include "core/table_store.h"
#include "core/tokens.h"
#include "puzzles/registry.h"
#include "sanitized.h"
#include "tree_paths.h"

using namespace puzzletab;

namespace {

// Sampled positions per puzzle, by what solving one costs; fewer of the
// dear ones under the sanitizers, where the Release run has checked them.
std::uint64_t samples_for(const Puzzle& puzzle) {
  switch (puzzle.solve_cost()) {
    case SolveCost::microseconds:
      return 300;
    case SolveCost::milliseconds:
      return kSanitized ? 15 : 60;
    case SolveCost::seconds:
      return kSanitized ? 1 : 4;
    case SolveCost::hours:  // cases only (3x3x3: test_cube3_optimal.cpp solves near ones)
      return kSanitized ? 10 : 60;
  }
  return 0;
}

// A number below `bound`: uniform when it fits 64 bits (the draws of
// before), else its high word drawn below the bound's.
Uint128 sample_below(std::mt19937_64& random, Uint128 bound) {
  if (bound.fits_64()) return random() % bound.low();
  const std::uint64_t high = random() % bound.high();
  return Uint128::from_words(high, random());
}

void check_picture(const Picture& picture) {
  REQUIRE(!picture.rows.empty());
  REQUIRE(picture.colours.size() == picture.rows.size());
  for (std::size_t r = 0; r < picture.rows.size(); ++r) {
    CHECK(picture.rows[r].size() == picture.rows[0].size());
    CHECK(picture.colours[r].size() == picture.rows[r].size());
    for (const char c : picture.colours[r])
      CHECK((c == ' ' || (c >= '1' && c <= '8') || (c >= 'A' && c <= 'F')));
    for (const char c : picture.rows[r]) CHECK((c >= ' ' && c <= '~'));
  }
}

// The answer query prints for a case, read back in the same format.
void check_answer_reads_back(const Puzzle& puzzle, const std::vector<std::string>& tokens,
                             const std::optional<std::vector<Move>>& solution) {
  for (const auto& format : puzzle.formats()) {
    CAPTURE(format.name);
    std::string text;
    format.write(tokens, text);
    AnswerReader reader(text);
    const Proposal proposal = read_proposal(format, reader);
    CHECK(!reader.next_nonblank_line());
    if (proposal.kind == Proposal::Kind::verdict) continue;
    if (!solution) {
      CHECK(proposal.kind == Proposal::Kind::unsolvable);
      continue;
    }
    REQUIRE(proposal.kind == Proposal::Kind::moves);
    if (!format.writes_solution) continue;  // test_check replays it to the goal
    std::vector<std::string> names;
    for (const Move m : *solution) names.push_back(puzzle.move_name(m));
    CHECK(proposal.moves == names);
    if (proposal.stated_length) CHECK(*proposal.stated_length == names.size());
  }
}

// Whether the ends of the numbering are solved too: for a puzzle whose
// searches take seconds they can be among the hardest (fifteen's last board
// is its tiles reversed, 20 s with 6-6-3), so they are only written, read
// back and drawn.
bool solve_ends(const Puzzle& puzzle) {
  return puzzle.solve_cost() != SolveCost::seconds;
}

// The case written and read back, and the drawing; the case's tokens.
std::vector<std::string> check_case(const Puzzle& puzzle, Position position) {
  const std::string text = puzzle.write_case(position);
  CAPTURE(text);
  auto tokens = case_tokens(puzzle, text);
  REQUIRE(tokens.size() == puzzle.tokens_per_case());
  REQUIRE(puzzle.read_case(tokens) == position);
  check_picture(puzzle.draw(position));
  return tokens;
}

void check_position(const Puzzle& puzzle, Position position) {
  const auto tokens = check_case(puzzle, position);

  const auto solution = puzzle.solve(position);
  if (solution) {
    CHECK(puzzle.is_goal(position) == solution->empty());
    Position at = position;
    for (const Move m : *solution) {
      REQUIRE(m < puzzle.move_count());
      const auto next = puzzle.apply(at, m);
      REQUIRE(next);
      at = *next;
    }
    CHECK(puzzle.is_goal(at));
    // The search that stops at a depth finds the same distance, and only
    // when allowed that far.
    const auto d = static_cast<unsigned>(solution->size());
    CHECK(puzzle.distance_within(position, d) == d);
    if (d > 0) CHECK(!puzzle.distance_within(position, d - 1));
  } else {
    CHECK(!puzzle.distance_within(position, 1000));
  }
  check_answer_reads_back(puzzle, tokens, solution);
}

}  // namespace

TEST_CASE("every puzzle's positions: cases, solutions, answers read back, drawings") {
  for (const auto& puzzle : make_puzzles()) {
    CAPTURE(puzzle->name());
    // The big cubes have no numbering and no solver: test_cubes.cpp.
    if (puzzle->draws_own_cases()) continue;
    puzzle->load(TableStore(PUZZLETAB_TEST_TABLES));

    std::set<std::string> names;
    for (Move m = 0; m < puzzle->move_count(); ++m) names.insert(puzzle->move_name(m));
    CHECK(names.size() == puzzle->move_count());  // distinct, so answers read back

    const Uint128 count = puzzle->position_count(false);
    const Uint128 all = puzzle->position_count(true);
    REQUIRE(count > 0);
    REQUIRE(all >= count);
    std::mt19937_64 random(7);
    const std::uint64_t samples = samples_for(*puzzle);
    const bool solves = puzzle->solve_cost() != SolveCost::hours;
    for (std::uint64_t k = 0; k < samples; ++k) {
      // The ends of the numbering, then positions spread over it.
      const Uint128 index = k == 0   ? Uint128(0)
                            : k == 1 ? minus(count, 1)
                                     : sample_below(random, count);
      const Position p = puzzle->nth_position(index, false);
      if (!solves || (k < 2 && !solve_ends(*puzzle))) {
        check_case(*puzzle, p);
        continue;
      }
      CHECK(puzzle->solve(p).has_value());
      check_position(*puzzle, p);
    }
    if (all > count)
      for (std::uint64_t k = 0; k < samples; ++k) {
        // Of a puzzle that takes hours, only the boards that cannot reach
        // the goal are answered (at once).
        const Uint128 index = sample_below(random, all);
        if (solves || index >= count)
          check_position(*puzzle, puzzle->nth_position(index, true));
        else
          check_case(*puzzle, puzzle->nth_position(index, true));
      }
    const Position example = puzzle->read_case(case_tokens(*puzzle, puzzle->example()));
    if (solves)
      check_position(*puzzle, example);
    else
      check_case(*puzzle, example);
  }
}
