// The checker over every puzzle of the registry: it accepts every answer
// query gives, in every format, and rejects mutated answers for the reason
// an independent replay of the moves gives.
#include <doctest/doctest.h>

#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/answer_text.h"
#include "core/table_store.h"
#include "core/tokens.h"
#include "modes/check.h"
#include "puzzles/registry.h"
#include "sanitized.h"
#include "tree_paths.h"

using namespace puzzletab;

namespace {

// Sampled positions per puzzle, by what solving one costs; fewer of the
// dear ones under the sanitizers (rubiks-clock's and solitaire's took 40 s
// there), where the Release run has checked them all.
std::uint64_t samples_for(const Puzzle& puzzle) {
  switch (puzzle.solve_cost()) {
    case SolveCost::microseconds:
      return 60;
    case SolveCost::milliseconds:
      return kSanitized ? 3 : 10;
    case SolveCost::seconds:
      return kSanitized ? 1 : 3;
    case SolveCost::hours:  // the 3x3x3, whose checks are its own (test_cube3_optimal.cpp)
      return 0;
  }
  return 0;
}

// The moves tried as mutations: all of them, or for solitaire's 416 an even
// spread of 32, as each assessment solves the case again.
std::vector<Move> tried_moves(const Puzzle& puzzle) {
  const unsigned stride = (puzzle.move_count() + 31) / 32;
  std::vector<Move> moves;
  for (Move m = 0; m < puzzle.move_count(); m += stride) moves.push_back(m);
  return moves;
}

// A case as the stream cuts it: a line puzzle's (a scramble) is one token.
std::vector<std::string> case_tokens(const Puzzle& puzzle, Position position) {
  if (puzzle.case_is_line()) return {puzzle.write_case(position)};
  return split_tokens(puzzle.write_case(position));
}

// What the checker must say, found by replaying `moves` through the
// puzzle's interface: the reason a sequence of the solution's length or
// longer fails, or that it is accepted as shortest.
std::string replay_reason(const Puzzle& puzzle, Position start, const std::vector<Move>& moves,
                          std::size_t shortest) {
  Position at = start;
  for (const Move m : moves) {
    const auto next = puzzle.apply(at, m);
    if (!next) return "is not allowed at";
    at = *next;
  }
  if (!puzzle.is_goal(at)) return "not the goal";
  if (moves.size() > shortest) return "the shortest is " + std::to_string(shortest);
  return "not the lexically earliest";
}

Proposal proposal_of(const Puzzle& puzzle, const std::vector<Move>& moves) {
  Proposal proposal;
  for (const Move m : moves) proposal.moves.push_back(puzzle.move_name(m));
  return proposal;
}

void check_mutations(const Puzzle& puzzle, const std::vector<std::string>& tokens, Position start,
                     const std::vector<Move>& solution) {
  auto rejects_for = [&](const std::vector<Move>& moves, const std::string& reason) {
    CAPTURE(reason);
    const Assessment a = assess(puzzle, tokens, puzzle.formats().front(),
                                proposal_of(puzzle, moves), Acceptance::canonical);
    CHECK(!a.accepted);
    CHECK(a.detail.find(reason) != std::string::npos);
    CHECK(a.verdict().starts_with("wrong answer: "));
  };
  auto rejects = [&](const std::vector<Move>& moves) {
    rejects_for(moves, replay_reason(puzzle, start, moves, solution.size()));
  };
  const std::size_t n = solution.size();
  if (n > 0) {
    rejects(std::vector<Move>(solution.begin(), solution.end() - 1));  // one dropped
    for (const Move m : tried_moves(puzzle)) {
      auto changed = solution;
      changed[n / 2] = m;
      if (m == solution[n / 2]) continue;
      rejects(changed);
      // A changed move that still reaches the goal as fast must come later.
      if (replay_reason(puzzle, start, changed, n) == "not the lexically earliest")
        CHECK(m > solution[n / 2]);
    }
  }
  for (const Move m : tried_moves(puzzle)) {
    auto added = solution;
    added.push_back(m);
    rejects(added);
  }
  for (std::size_t i = 0; i + 1 < n; ++i) {
    if (solution[i] == solution[i + 1]) continue;
    auto swapped = solution;
    std::swap(swapped[i], swapped[i + 1]);
    rejects(swapped);
    break;
  }
  Proposal unknown = proposal_of(puzzle, solution);
  unknown.moves.insert(unknown.moves.begin(), "?");
  const Assessment a =
      assess(puzzle, tokens, puzzle.formats().front(), unknown, Acceptance::reaches_goal);
  CHECK(!a.accepted);
  CHECK(a.detail == "move 1 \"?\" is not a move of " + std::string(puzzle.name()));

  Proposal miscounted = proposal_of(puzzle, solution);
  miscounted.stated_length = n + 1;
  CHECK(assess(puzzle, tokens, puzzle.formats().front(), miscounted, Acceptance::reaches_goal)
            .detail == "the answer states " + std::to_string(n + 1) +
                           (n == 0 ? " move" : " moves") + " but gives " + std::to_string(n));

  Proposal unsolvable;
  unsolvable.kind = Proposal::Kind::unsolvable;
  CHECK(!assess(puzzle, tokens, puzzle.formats().front(), unsolvable, Acceptance::reaches_goal)
             .accepted);
}

// Every format's answer, as query writes it, is accepted, and so are the
// answers to several cases one after another.
void check_own_answers(const Puzzle& puzzle, const std::vector<std::vector<std::string>>& cases) {
  for (const auto& format : puzzle.formats()) {
    CAPTURE(format.name);
    std::vector<std::string> tokens;
    std::string text;
    for (const auto& c : cases) {
      tokens.insert(tokens.end(), c.begin(), c.end());
      format.write(c, text);
    }
    // A format that writes another answer than the solution is held to
    // its own acceptance only.
    const Acceptance strictest = format.writes_solution ? Acceptance::canonical : format.acceptance;
    for (const Acceptance level : {format.acceptance, strictest, Acceptance::reaches_goal}) {
      const AnswersCheck result = check_answers(puzzle, tokens, format, level, text);
      CHECK(result.outcome == AnswersCheck::Outcome::accepted);
      REQUIRE(result.reports.size() == cases.size());
      for (std::size_t i = 0; i < cases.size(); ++i)
        CHECK(result.reports[i].starts_with("case " + std::to_string(i + 1) + ": accepted ("));
    }
    const AnswersCheck extra =
        check_answers(puzzle, tokens, format, format.acceptance, text + "\nleft over\n");
    CHECK(extra.outcome == AnswersCheck::Outcome::presentation_error);
    CHECK(extra.problem.find("output left on line") != std::string::npos);
  }
}

// A uniform position; for a puzzle whose uniform positions are searches of
// seconds (fifteen), one 24 random moves from its example (fifteen solves
// those in milliseconds).
Position sampled_position(const Puzzle& puzzle, std::mt19937_64& random) {
  if (puzzle.solve_cost() != SolveCost::seconds)
    return puzzle.nth_position(random() % puzzle.position_count(false), false);
  Position p = puzzle.read_case(split_tokens(puzzle.example()));
  for (int k = 0; k < 24; ++k)
    if (const auto next = puzzle.apply(p, static_cast<Move>(random() % puzzle.move_count())))
      p = *next;
  return p;
}

}  // namespace

TEST_CASE("the checker accepts query's answers and rejects mutated ones, every puzzle") {
  for (const auto& puzzle : make_puzzles()) {
    CAPTURE(puzzle->name());
    // The 4x4x4 answers, but its positions are not numbered to sample
    // them: test_cube4.cpp.
    if (puzzle->draws_own_cases() && puzzle->solver() != Puzzle::Solver::none) continue;
    puzzle->load(TableStore(PUZZLETAB_TEST_TABLES));
    std::mt19937_64 random(11);
    std::vector<std::vector<std::string>> cases;
    for (std::uint64_t k = 0; k < samples_for(*puzzle); ++k) {
      const Position p = sampled_position(*puzzle, random);
      const auto tokens = case_tokens(*puzzle, p);
      const auto solution = puzzle->solve(p);
      REQUIRE(solution);
      check_mutations(*puzzle, tokens, p, *solution);
      if (cases.size() < 3) cases.push_back(tokens);
    }
    check_own_answers(*puzzle, cases);

    // Unsolvable positions (eight, fifteen): the claim is accepted, moves are not.
    const Uint128 count = puzzle->position_count(false);
    const Uint128 all = puzzle->position_count(true);
    for (std::uint64_t k = 0; all > count && k < samples_for(*puzzle); ++k) {
      const Position p = puzzle->nth_position(random() % all, true);
      if (puzzle->solve(p)) continue;
      const auto tokens = case_tokens(*puzzle, p);
      Proposal claim;
      claim.kind = Proposal::Kind::unsolvable;
      CHECK(assess(*puzzle, tokens, puzzle->formats().front(), claim, Acceptance::canonical)
                .verdict() == "accepted (unsolvable)");
      for (Move m = 0; m < puzzle->move_count(); ++m) {
        const Assessment a = assess(*puzzle, tokens, puzzle->formats().front(),
                                    proposal_of(*puzzle, {m}), Acceptance::reaches_goal);
        CHECK(!a.accepted);
        CHECK((a.detail.find("the goal cannot be reached") != std::string::npos ||
               a.detail.find("is not allowed") != std::string::npos));
      }
    }
  }
}
