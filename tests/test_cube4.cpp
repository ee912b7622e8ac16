// The 4x4x4's reduction solver and random-state scrambles (puzzles/nxn/
// cube4_*) against the test's own sticker model (cube_nxn_model.h): every
// scramble and every answer replayed there as well as by the puzzle; each
// random-state scramble reaches exactly the uniform position it was drawn
// for (cube4::random_cube, whose draw is checked by chi-square here); the
// piece model's turns agree with the model's stickers.
#include <doctest/doctest.h>

#include <array>
#include <cmath>
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "core/random_draw.h"
#include "cube_nxn_model.h"
#include "loaded_puzzle.h"
#include "puzzles/nxn/cube4_centres.h"
#include "puzzles/nxn/cube4_pairing.h"
#include "puzzles/nxn/cube4_pieces.h"
#include "puzzles/nxn/geometry.h"
#include "puzzles/registry.h"
#include "sanitized.h"

using namespace puzzletab;
using namespace puzzletab::testing;

namespace {

std::unique_ptr<Puzzle> cube4_puzzle() {
  for (auto& p : make_puzzles("4x4x4"))
    if (p->name() == "4x4x4") return loaded_puzzle(std::move(p));
  FAIL("no 4x4x4");
  return nullptr;
}

// The test's own reading of the words the solver and scrambles use: a face
// letter, w for its outer two layers, then nothing, 2 or '.
std::vector<ModelTurn> model_turns(const std::string& text) {
  std::vector<ModelTurn> turns;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    ModelTurn t{text[i++], 1, 1, 1};
    REQUIRE(std::string("URFDLB").find(t.face) != std::string::npos);
    if (i < text.size() && text[i] == 'w') {
      t.inner = 2;
      ++i;
    }
    if (i < text.size() && text[i] == '2') {
      t.quarters = 2;
      ++i;
    } else if (i < text.size() && text[i] == '\'') {
      t.quarters = 3;
      ++i;
    }
    turns.push_back(t);
  }
  return turns;
}

std::string after(const CubeModel& model, std::string colours, const std::string& text) {
  for (const ModelTurn& t : model_turns(text)) colours = model.turn(colours, t);
  return colours;
}

bool one_colour_a_face(const std::string& colours) {
  for (std::size_t f = 0; f < colours.size(); ++f)
    if (colours[f] != colours[f / 16 * 16]) return false;
  return true;
}

// The colourings of the cube held each of the 24 ways.
std::set<std::string> held_every_way(const CubeModel& model, const std::string& colours) {
  std::set<std::string> seen{colours};
  std::vector<std::string> todo{colours};
  while (!todo.empty()) {
    const std::string at = todo.back();
    todo.pop_back();
    for (const char face : {'R', 'U'}) {
      const std::string next = model.turn(at, {face, 1, 4, 1});
      if (seen.insert(next).second) todo.push_back(next);
    }
  }
  return seen;
}

std::string letters(const nxn::Stickers& stickers) {
  std::string out;
  for (const auto c : stickers) out += "URFDLB"[c];
  return out;
}

// The puzzle's answer to `position` (whose stickers are `colours`): its
// moves, applied by the puzzle, leave every face one colour; their names,
// read by the test and turned on its model, too. Returns the names.
std::string solved_by_both(const Puzzle& puzzle, const CubeModel& model, Position position,
                           const std::string& colours) {
  const auto moves = puzzle.solve(position);
  REQUIRE(moves);
  CHECK(!puzzle.is_goal(position));
  Position at = position;
  std::string names;
  for (const Move m : *moves) {
    at = *puzzle.apply(at, m);
    if (!names.empty()) names += ' ';
    names += puzzle.move_name(m);
  }
  CHECK(puzzle.is_goal(at));
  CHECK(one_colour_a_face(after(model, colours, names)));
  return names;
}

}  // namespace

TEST_CASE("cube4: the piece model's turns are the stickers' turns") {
  const CubeModel model(4);
  std::mt19937 rng(4);
  cube4::Cube4 cube = cube4::solved_cube();
  std::string colours = model.solved();
  for (int step = 0; step < 200; ++step) {
    const unsigned move = rng() % cube4::kMoves;
    const nxn::BlockTurn turn = cube4::block_turn(move);
    cube = cube4::moved(cube, move);
    colours = model.turn(colours, {"URFDLB"[turn.face], static_cast<int>(turn.outer),
                                   static_cast<int>(turn.inner), static_cast<int>(turn.quarters)});
    REQUIRE(letters(cube4::stickers_of(cube)) == colours);
    REQUIRE(cube4::cube_of(cube4::stickers_of(cube)) == cube);
  }
}

TEST_CASE("cube4: random-state scrambles reach their uniform positions; answers solve") {
  const auto puzzle = cube4_puzzle();
  const CubeModel model(4);
  CHECK(puzzle->solver() == Puzzle::Solver::not_shortest);
  const unsigned states = kSanitized ? 1 : 3;
  std::size_t scramble_moves = 0, answer_moves = 0;
  for (unsigned seed = 1; seed <= states; ++seed) {
    CAPTURE(seed);
    RandomDraw draw(seed), same(seed);
    const std::string scramble = puzzle->draw_case(draw, "moves", false)();
    const cube4::Cube4 drawn = cube4::random_cube(same);
    // The scramble, on the model, makes the position drawn, held some way
    // (one of TNoodle's states: a position up to the whole cube's turns).
    const std::string scrambled = after(model, model.solved(), scramble);
    const auto ways = held_every_way(model, scrambled);
    REQUIRE(ways.size() == 24);
    REQUIRE(ways.count(letters(cube4::stickers_of(drawn))) == 1);
    scramble_moves += model_turns(scramble).size();
    // The puzzle reads it to the same stickers.
    std::string stickers;
    puzzle->formats()[1].write(std::vector<std::string>{scramble}, stickers);
    REQUIRE(stickers == scrambled + "\n");
    // Its answer solves it: by the puzzle's own moves, and on the model.
    const Position position = puzzle->read_case(std::vector<std::string>{scramble});
    const std::string answer = solved_by_both(*puzzle, model, position, scrambled);
    answer_moves += model_turns(answer).size();
  }
  const double mean = static_cast<double>(answer_moves) / states;
  MESSAGE("4x4x4: " << states << " random states, mean answer " << mean << " moves, mean scramble "
                    << static_cast<double>(scramble_moves) / states);
  CHECK(mean < 60);
}

TEST_CASE("cube4: answers to scrambles held any way, with wide turns of every face") {
  const auto puzzle = cube4_puzzle();
  const CubeModel model(4);
  // Solved, held any way: no moves; the JSON says the answer is not the
  // shortest.
  for (const std::string solved : {"", "x y", "Rw Lw'"}) {
    const auto moves = puzzle->solve(puzzle->read_case(std::vector<std::string>{solved}));
    REQUIRE(moves);
    CHECK(moves->empty());
  }
  const JsonAnswer json = puzzle->json_answer(std::vector<std::string>{"U"});
  CHECK(json.moves ==
        std::optional<std::vector<Move>>{
            {puzzle->solve(puzzle->read_case(std::vector<std::string>{"U"}))->front()}});
  CHECK(json.extras == std::vector<std::pair<std::string, std::string>>{
                           {"shortest", "false"}, {"solver", "\"reduction\""}});
  for (const std::string scramble : {"Rw U2 3Fw' R", "x y Dw Lw' Bw2 R U", "R L' U2 y z'"}) {
    CAPTURE(scramble);
    const Position position = puzzle->read_case(std::vector<std::string>{scramble});
    std::string stickers;
    puzzle->formats()[1].write(std::vector<std::string>{scramble}, stickers);
    stickers.pop_back();
    solved_by_both(*puzzle, model, position, stickers);
  }
}

// The draw behind every random-state scramble (the scrambles above reach
// exactly its positions): chi-square of which corner and twist sits at
// URF (21 cells), which wing at UR's first slot (24) and which colour at
// U's first centre (6), over 6,000 draws, at the 1-in-10,000 level; and the
// parities free (each half of the draws, roughly).
TEST_CASE("cube4: random positions are uniform") {
  const unsigned draws = kSanitized ? 2000 : 6000;
  RandomDraw draw(40);
  std::array<unsigned, 21> corner{};
  std::array<unsigned, 24> wing{};
  std::array<unsigned, 6> centre{};
  unsigned odd_wings = 0;
  for (unsigned i = 0; i < draws; ++i) {
    const cube4::Cube4 c = cube4::random_cube(draw);
    REQUIRE(c.corner[6] == 6);  // DLB home (TNoodle's normalisation)
    REQUIRE(c.twist[6] == 0);
    const unsigned piece = c.corner[0] == 7 ? 6 : c.corner[0];
    ++corner[piece * 3 + c.twist[0]];
    ++wing[c.wing[0]];
    ++centre[c.centre[0]];
    unsigned inversions = 0;
    for (unsigned a = 0; a < 24; ++a)
      for (unsigned b = a + 1; b < 24; ++b) inversions += c.wing[a] > c.wing[b];
    odd_wings += inversions % 2;
  }
  const auto chi_square = [&](const auto& counts) {
    const double expected = static_cast<double>(draws) / counts.size();
    double sum = 0;
    for (const unsigned n : counts) sum += (n - expected) * (n - expected) / expected;
    return sum;
  };
  // The 1-in-10,000 points of chi-square with 20, 23 and 5 degrees of freedom.
  CHECK(chi_square(corner) < 50.0);
  CHECK(chi_square(wing) < 54.1);
  CHECK(chi_square(centre) < 25.7);
  CHECK(std::abs(static_cast<double>(odd_wings) - draws / 2.0) < 4 * std::sqrt(draws / 4.0));
}

TEST_CASE("cube4: a moved pairing's table index, read without the moved pairing, is its index") {
  // Random even pairings (the edge whose class B wing partners each class
  // A wing), every phase-3 move: the index phase 3 reads for a child is
  // the one its whole pairing, moved, has; and an index's stored pairing
  // has that index.
  RandomDraw draw(44);
  const unsigned pairings = kSanitized ? 300 : 3000;
  unsigned symmetric = 0;
  for (unsigned n = 0; n < pairings; ++n) {
    cube4::Pairing tau{};
    for (unsigned e = 0; e < 12; ++e) tau[e] = static_cast<std::uint8_t>(e);
    for (unsigned e = 11; e > 0; --e) std::swap(tau[e], tau[draw.below(e + 1)]);
    unsigned inversions = 0;
    for (unsigned a = 0; a < 12; ++a)
      for (unsigned b = a + 1; b < 12; ++b) inversions += tau[a] > tau[b];
    if (inversions % 2 != 0) std::swap(tau[10], tau[11]);
    for (unsigned i = 0; i < cube4::kPhase3Moves.size(); ++i) {
      const cube4::Pairing moved = cube4::pairing_moved(tau, i);
      const std::uint32_t index = cube4::pairing_index(moved);
      CHECK(cube4::moved_pairing_index(tau, i) == index);
      CHECK(cube4::pairing_index(cube4::pairing_at(index)) == index);
      symmetric += cube4::pairing_at(index) != moved;
    }
  }
  // Most pairings are stored as another of their class's.
  CHECK(symmetric > pairings);
}
