// The 3x3x3 (docs/cube3.md): its pieces against a facelet model of the
// test's own, built from the geometry (each facelet a point and a normal,
// each turn a rotation of the points on one side of a plane); the facelet
// strings read and written; each refusal's message; the notation's
// rotations, wide and slice turns; two-phase solutions and scrambles
// replayed; and the scrambles' positions tested for uniformity, piece by
// piece.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/errors.h"
#include "core/puzzle.h"
#include "core/random_draw.h"
#include "core/tokens.h"
#include "cube3_facelet_model.h"
#include "loaded_puzzle.h"
#include "modes/sampling.h"
#include "puzzles/cube3/coordinates.h"
#include "puzzles/cube3/cube3_puzzle.h"
#include "puzzles/cube3/cubie.h"
#include "puzzles/cube3/facelets.h"
#include "puzzles/cube3/notation.h"
#include "puzzles/cube3/symmetry.h"
#include "puzzles/cube3/two_phase.h"
#include "puzzletab/puzzletab.h"
#include "sanitized.h"
#include "tree_paths.h"

namespace puzzletab::cube3 {
namespace {

// The colours turned as a whole until the centres are home (U's on top,
// F's in front): the position a held cube shows, up to how it is held.
std::string with_centres_home(const std::string& colours) {
  const auto home = [](const std::string& c) {
    for (unsigned face = 0; face < kFaces; ++face)
      if (c[face * 9 + 4] != kFaceLetters[face]) return false;
    return true;
  };
  for (unsigned x = 0; x < 4; ++x)
    for (unsigned y = 0; y < 4; ++y)
      for (unsigned z = 0; z < 4; ++z) {
        std::string c = colours;
        for (const auto& [axis, quarters] : {std::pair{kR, x}, {kU, y}, {kF, z}})
          if (quarters > 0) c = turned_facelets(c, {axis, quarters}, Layer::whole);
        if (home(c)) return c;
      }
  FAIL("no rotation brings the centres home");
  return colours;
}

Turn random_turn(std::mt19937_64& random) {
  return {static_cast<Face>(random() % kFaces), static_cast<unsigned>(random() % 3 + 1)};
}

Cube cube_of(const std::vector<Turn>& turns) {
  Cube cube = solved_cube();
  for (const Turn t : turns) cube = turned(cube, t);
  return cube;
}

std::string refusal(const std::string& facelets) {
  try {
    read_facelets(facelets);
  } catch (const InputError& e) {
    return e.what();
  }
  return "accepted";
}

TEST_CASE("3x3x3: the pieces' turns are the geometry's, facelet by facelet") {
  std::mt19937_64 random(28);
  CHECK(facelets_of(solved_cube()) == kSolved);
  const int scrambles = kSanitized ? 300 : 3000;
  for (int s = 0; s < scrambles; ++s) {
    Cube cube = solved_cube();
    std::string colours(kSolved);
    for (int i = 0; i < 25; ++i) {
      const Turn turn = random_turn(random);
      cube = turned(cube, turn);
      colours = turned_facelets(colours, turn);
      REQUIRE(facelets_of(cube) == colours);
    }
    // Read back, numbered and back: the same position.
    CHECK(read_facelets(colours) == cube);
    CHECK(cube_numbered(number_of(cube)) == cube);
    CHECK(then(cube, inverse(cube)) == solved_cube());
  }
  // Each face's turn has order 4 and moves 20 facelets.
  for (unsigned face = 0; face < kFaces; ++face) {
    const auto to = facelet_turn(face, Layer::outer);
    CHECK(std::count_if(to.begin(), to.end(), [&](unsigned f) { return to[f] != f; }) == 20);
    CHECK(turned(solved_cube(), {static_cast<Face>(face), 4}) == solved_cube());
  }
}

TEST_CASE("3x3x3: a position's number is dense, 66 bits, and uniform numbers give every piece") {
  const Uint128 count = position_count();
  CHECK(to_string(count) == "43252003274489856000");
  CHECK(!count.fits_64());
  CHECK(number_of(solved_cube()) == 0);
  const Uint128 last = minus(count, 1);
  const Cube cube = cube_numbered(last);
  CHECK(number_of(cube) == last);
  CHECK(twists_add_up(cube));
  CHECK(flips_add_up(cube));
  CHECK(parities_agree(cube));
}

TEST_CASE("3x3x3: Kociemba's facelet strings") {
  // The superflip: every edge flipped in place (Kociemba's own example of
  // a 20-move position).
  const Cube superflip = read_facelets("UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB");
  for (unsigned e = 0; e < kEdges; ++e) {
    CHECK(superflip.edge[e] == e);
    CHECK(superflip.flip[e] == 1);
  }
  CHECK(superflip.corner == solved_cube().corner);
  // Blanks and commas between letters are allowed.
  CHECK(read_facelets("UUUUUUUUU RRRRRRRRR FFFFFFFFF,DDDDDDDDD LLLLLLLLL BBBBBBBBB") ==
        solved_cube());
  // R turns F's right column to U: U3, U6, U9 show F.
  const std::string r = facelets_of(turned(solved_cube(), {kR, 1}));
  CHECK(r == "UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB");
}

TEST_CASE("3x3x3: every impossible colouring refused, naming what is wrong") {
  const std::string solved(kSolved);
  auto with = [&](std::initializer_list<std::pair<unsigned, char>> changes) {
    std::string s = solved;
    for (const auto& [f, c] : changes) s[f] = c;
    return s;
  };
  CHECK(refusal("UUUU") == "expected 54 facelets (U1 ... B9), got 4");
  CHECK(refusal(with({{2, 'x'}})) ==
        "expected a face letter (U R F D L B) for facelet U3, got \"x\"");
  CHECK(refusal(solved + "U") == "expected 54 facelets (U1 ... B9), got 55");
  CHECK(refusal(with({{0, 'R'}})) ==
        "colour U is on 8 facelets (U2 U3 U4 U5 U6 U7 U8 U9), expected 9; R is on 10 facelets "
        "(U1 R1 R2 R3 R4 R5 R6 R7 R8 R9), expected 9");
  // The centres: R and F swapped (their counts stay right: F's and R's
  // centre letters exchanged with two edge stickers of each other).
  CHECK(refusal(with({{13, 'F'}, {22, 'R'}})) ==
        "facelets U5 R5 F5 D5 L5 B5 (the centres) show U F R D L B: a centre's letter is its "
        "face's (U R F D L B), the cube turned whole so");
  // A twisted corner: URF turned clockwise in place.
  CHECK(refusal(with({{8, 'F'}, {9, 'U'}, {20, 'R'}})) ==
        "no position has these stickers: a twisted corner (the corners' twists must add up to "
        "a multiple of 3)");
  // A flipped edge: UR.
  CHECK(refusal(with({{5, 'R'}, {10, 'U'}})) ==
        "no position has these stickers: a flipped edge (the edges' flips must add up to an "
        "even number)");
  // An edge no cube has: U and D on UR (R8 turned D to keep the counts).
  CHECK(refusal(with({{10, 'D'}, {32, 'R'}})) ==
        "no position has these stickers: facelets U6 R2 show U D: no edge has these colours");
  // Two edges swapped: UR and UF.
  CHECK(refusal(with({{5, 'U'}, {10, 'F'}, {7, 'U'}, {19, 'R'}})) ==
        "no position has these stickers: two pieces swapped (the corners' and the edges' "
        "permutations must be both even or both odd)");
  // A corner with two U stickers (and a count kept right elsewhere).
  CHECK(refusal(with({{9, 'U'}, {0, 'R'}})) ==
        "no position has these stickers: facelets U9 R1 F3 show U U F: no corner has these "
        "colours in this order");
  // The same corner twice: UFL's colours on URF too (L2 turned R to keep
  // the counts).
  CHECK(refusal(with({{9, 'F'}, {20, 'L'}, {37, 'R'}})) ==
        "no position has these stickers: facelets U9 R1 F3 and U7 F1 L3 show the same corner "
        "(U F L)");
  // The same edge twice: UF's colours on UR too (F6 turned R).
  CHECK(refusal(with({{10, 'F'}, {23, 'R'}})) ==
        "no position has these stickers: facelets U6 R2 and U8 F2 show the same edge (U F)");
}

TEST_CASE("3x3x3: notation: prime spellings, rotations and wide turns as WCA and cubing.js") {
  CHECK(read_turns("R U2 F' L’ D′ B2'") ==
        std::vector<Turn>{{kR, 1}, {kU, 2}, {kF, 3}, {kL, 3}, {kD, 3}, {kB, 2}});
  // x turns the cube with R: the face then on top was in front.
  CHECK(read_turns("x U") == std::vector<Turn>{{kF, 1}});
  CHECK(read_turns("y R") == std::vector<Turn>{{kB, 1}});
  CHECK(read_turns("z U") == std::vector<Turn>{{kL, 1}});
  CHECK(read_turns("x' y2 F") == std::vector<Turn>{{kD, 1}});
  // A wide turn is its opposite face's with a rotation: Rw = L x, so Rw R'
  // and L x R' make the same position, and r is Rw.
  CHECK(cube_of(read_turns("Rw U")) == cube_of(read_turns("L x U")));
  CHECK(cube_of(read_turns("r U")) == cube_of(read_turns("Rw U")));
  CHECK(cube_of(read_turns("Uw2 R")) == cube_of(read_turns("D2 y2 R")));
  CHECK(cube_of(read_turns("Fw' U")) == cube_of(read_turns("B' z' U")));
  // Rw on its own turns two layers: the stickers say so (facelet model).
  std::string colours(kSolved);
  colours = turned_facelets(colours, {kL, 1});
  CHECK(facelets_of(cube_of(read_turns("Rw"))) == colours);
  for (const char* bad : {"Q", "R3", "Rww", "x w", "2R", "Mw", "m", "M3"}) {
    CAPTURE(bad);
    CHECK_THROWS_AS(read_turns(bad), InputError);
  }
  try {
    read_turns("R U Q2");
  } catch (const InputError& e) {
    CHECK(std::string(e.what()) ==
          "expected a move (R U F L D B, with ' or 2; Rw or r; M E S; x y z), got \"Q2\"");
  }
}

TEST_CASE("3x3x3: notation: slice turns M E S as cubing.js, against the facelet model") {
  // M turns the middle layer as L does, E as D, S as F; the letters after
  // one name the layers where they then are (a held cube), and the cube
  // is then turned as a whole until the centres are home.
  struct Word {
    std::string text;
    Turn turn;
    Layer layer;
  };
  std::vector<Word> words;
  for (unsigned face = 0; face < kFaces; ++face)
    for (unsigned quarters = 1; quarters <= 3; ++quarters) {
      const Turn turn{static_cast<Face>(face), quarters};
      words.push_back({turn_name(turn), turn, Layer::outer});
    }
  const std::pair<char, Face> slices[] = {{'M', kL}, {'E', kD}, {'S', kF}};
  for (const auto& [letter, follows] : slices)
    for (const auto& [suffix, quarters] :
         {std::pair{"", 1u}, {"'", 3u}, {"2", 2u}, {"2'", 2u}, {"’", 3u}})
      words.push_back({std::string(1, letter) + suffix, {follows, quarters}, Layer::middle});
  std::mt19937_64 random(3);
  for (int sequence = 0; sequence < 300; ++sequence) {
    std::string scramble;
    std::string colours(kSolved);
    for (int i = 0, n = static_cast<int>(random() % 12) + 1; i < n; ++i) {
      const Word& word = words[random() % words.size()];
      if (!scramble.empty()) scramble.push_back(' ');
      scramble += word.text;
      colours = turned_facelets(colours, word.turn, word.layer);
    }
    CAPTURE(scramble);
    CHECK(facelets_of(cube_of(read_turns(scramble))) == with_centres_home(colours));
  }
  // Spelled out: M is R L' x', so "M U" turns the face that was B.
  CHECK(read_turns("M U") == std::vector<Turn>{{kR, 1}, {kL, 3}, {kB, 1}});
  CHECK(read_turns("E' R") == std::vector<Turn>{{kU, 3}, {kD, 1}, {kB, 1}});
  CHECK(read_turns("S2 U") == std::vector<Turn>{{kB, 2}, {kF, 2}, {kD, 1}});
}

// The colours after a whole-cube turn x^a y^b z^c of the facelet model.
std::string turned_whole(std::string colours, const std::array<unsigned, 3>& quarters) {
  const Face axes[3] = {kR, kU, kF};
  for (unsigned i = 0; i < 3; ++i)
    if (quarters[i] > 0) colours = turned_facelets(colours, {axes[i], quarters[i]}, Layer::whole);
  return colours;
}

TEST_CASE("3x3x3: a position seen after a rotation of the whole cube, as the facelet model") {
  // The model's rotation taking each face's centre where kUrfRotation
  // says (U to R, R to F, F to U), found among x^a y^b z^c.
  std::optional<std::array<unsigned, 3>> urf;
  for (unsigned a = 0; a < 4 && !urf; ++a)
    for (unsigned b = 0; b < 4 && !urf; ++b)
      for (unsigned c = 0; c < 4 && !urf; ++c) {
        const std::string moved = turned_whole(std::string(kSolved), {a, b, c});
        bool all = true;
        for (unsigned f = 0; f < kFaces; ++f)
          all = all && moved[kUrfRotation[f] * 9 + 4] == kFaceLetters[f];
        if (all) urf = {a, b, c};
      }
  REQUIRE(urf);
  std::mt19937_64 random(48);
  for (int i = 0; i < 200; ++i) {
    std::vector<Turn> turns;
    for (int k = 0; k < 25; ++k) turns.push_back(random_turn(random));
    const Cube cube = cube_of(turns);
    // Turned as a whole, then each colour renamed as its centre was.
    std::string seen = turned_whole(facelets_of(cube), *urf);
    for (char& letter : seen) letter = kFaceLetters[kUrfRotation[kFaceLetters.find(letter)]];
    CHECK(facelets_of(rotated(cube, kUrfRotation)) == seen);
    // A turn of f becomes one of the face f moved to.
    const Turn turn = random_turn(random);
    CHECK(rotated(turned(cube, turn), kUrfRotation) ==
          turned(rotated(cube, kUrfRotation), rotated(turn, kUrfRotation)));
  }
  const FaceMap twice = then(kUrfRotation, kUrfRotation);
  CHECK(then(twice, kUrfRotation) == kNoRotation);
  CHECK(inverse(kUrfRotation) == twice);
}

bool canonical(const std::vector<Turn>& turns) {
  for (std::size_t i = 1; i < turns.size(); ++i) {
    const unsigned a = turns[i - 1].face;
    const unsigned b = turns[i].face;
    if (a == b || (a % 3 == b % 3 && b < a)) return false;
  }
  return true;
}

TEST_CASE("3x3x3: two-phase solutions solve, in at most 21 canonical moves") {
  RandomDraw draw(21);
  const int positions = kSanitized ? 50 : 1000;
  for (int i = 0; i < positions; ++i) {
    const Cube cube = cube_numbered(draw.below(position_count()));
    const auto solution = two_phase_solution(cube);
    REQUIRE(solution);
    CHECK(solution->size() <= 21);
    CHECK(canonical(*solution));
    Cube after = cube;
    for (const Turn t : *solution) after = turned(after, t);
    CHECK(after == solved_cube());
    // With the fewest-moves padding's restrictions too, on a tenth.
    if (i % 10 != 0) continue;
    const auto restricted = two_phase_solution(
        cube, {.max_length = 21, .first_axis_avoided = kR, .last_axis_avoided = kF});
    REQUIRE(restricted);
    CHECK(restricted->front().face % 3 != kR % 3);
    CHECK(restricted->back().face % 3 != kF % 3);
  }
  CHECK(two_phase_solution(solved_cube())->empty());
}

TEST_CASE("3x3x3: two-phase's twist x flip table, kept up to symmetry, is every pair's distance") {
  // The test's own breadth-first search over every twist and flip, turned
  // as whole cubes, against the table read through its classes.
  std::vector<std::uint16_t> twist_after(std::size_t{kTwists} * kTurns);
  std::vector<std::uint16_t> flip_after(std::size_t{kFlips} * kTurns);
  for (unsigned value = 0; value < kTwists || value < kFlips; ++value)
    for (unsigned t = 0; t < kTurns; ++t) {
      Cube cube = solved_cube();
      if (value < kTwists) set_orientations(cube.twist, value, 3);
      if (value < kFlips) set_orientations(cube.flip, value, 2);
      const Cube after = turned(cube, turn_numbered(t));
      if (value < kTwists)
        twist_after[value * kTurns + t] = static_cast<std::uint16_t>(twist_coordinate(after));
      if (value < kFlips)
        flip_after[value * kTurns + t] = static_cast<std::uint16_t>(flip_coordinate(after));
    }
  std::vector<std::uint8_t> distance(std::size_t{kTwists} * kFlips, 0xFF);
  std::vector<std::uint32_t> layer{0};
  distance[0] = 0;
  for (std::uint8_t d = 1; !layer.empty(); ++d) {
    std::vector<std::uint32_t> next;
    for (const std::uint32_t at : layer)
      for (unsigned t = 0; t < kTurns; ++t) {
        const std::uint32_t to =
            twist_after[at / kFlips * kTurns + t] * kFlips + flip_after[at % kFlips * kTurns + t];
        if (distance[to] != 0xFF) continue;
        distance[to] = d;
        next.push_back(to);
      }
    layer = std::move(next);
  }
  const TwoPhaseTables& tables = two_phase_tables();
  CHECK(tables.twist_flip_depth.size() == std::size_t{kTwistClasses} * kFlips);
  std::size_t wrong = 0;
  for (unsigned twist = 0; twist < kTwists; ++twist)
    for (unsigned flip = 0; flip < kFlips; ++flip)
      wrong += twist_flip_depth(tables, twist, flip) != distance[twist * kFlips + flip];
  CHECK(wrong == 0);
  CHECK(*std::max_element(distance.begin(), distance.end()) == 9);
}

TwoPhaseRequest budgeted_request(unsigned max_length, std::uint64_t node_budget) {
  TwoPhaseRequest request;
  request.max_length = max_length;
  request.node_budget = node_budget;
  return request;
}

TEST_CASE("3x3x3: two-phase within a node budget: the same answer, or nothing when it runs out") {
  RandomDraw draw(22);
  unsigned found = 0, gave_up = 0;
  for (int i = 0; i < 20; ++i) {
    const Cube cube = cube_numbered(draw.below(position_count()));
    // A budget that ends nothing: the unlimited search's answer.
    const auto unlimited = two_phase_solution(cube, budgeted_request(21, 0));
    const auto ample = two_phase_solution(cube, budgeted_request(21, 1'000'000'000));
    CHECK(ample == unlimited);
    // A budget of one node: no 20-turn (or any) solution.
    CHECK(!two_phase_solution(cube, budgeted_request(20, 1)));
    // Within a small budget a solution of 20 turns at most, or nothing.
    const auto budgeted = two_phase_solution(cube, budgeted_request(20, 20'000));
    if (!budgeted) {
      ++gave_up;
      continue;
    }
    ++found;
    CHECK(budgeted->size() <= 20);
    Cube after = cube;
    for (const Turn t : *budgeted) after = turned(after, t);
    CHECK(after == solved_cube());
  }
  // Both outcomes occur: the budget is counted, and can suffice.
  CHECK(found > 0);
  CHECK(gave_up > 0);
}

// A position's pieces as a key.
std::string key_of(const Cube& cube) {
  std::string key;
  for (const auto* part : {&cube.corner, &cube.twist}) key.append(part->begin(), part->end());
  for (const auto* part : {&cube.edge, &cube.flip}) key.append(part->begin(), part->end());
  return key;
}

// Every position within `depth` turns of `from`, with its distance.
std::map<std::string, unsigned> within(const Cube& from, unsigned depth) {
  std::map<std::string, unsigned> seen{{key_of(from), 0}};
  std::vector<Cube> layer{from};
  for (unsigned d = 1; d <= depth; ++d) {
    std::vector<Cube> next;
    for (const Cube& cube : layer)
      for (unsigned face = 0; face < kFaces; ++face)
        for (unsigned q = 1; q <= 3; ++q) {
          const Cube moved = turned(cube, {static_cast<Face>(face), q});
          if (seen.emplace(key_of(moved), d).second) next.push_back(moved);
        }
    layer = std::move(next);
  }
  return seen;
}

// Going on for shorter solutions: with no budget the search ends at a
// shortest solution (any solution is a phase 1 up to its last turn off
// G1, then G1's turns), the distance a plain meet-in-the-middle search
// gives; within a budget, a solution no longer than the first one.
TEST_CASE("3x3x3: two-phase going on for shorter solutions ends at a shortest one") {
  const std::map<std::string, unsigned> near_solved = within(solved_cube(), 4);
  RandomDraw draw(23);
  const int positions = kSanitized ? 2 : 8;
  for (int i = 0; i < positions; ++i) {
    Cube cube = solved_cube();
    for (int t = 0; t < 8; ++t)
      cube = turned(
          cube, {static_cast<Face>(draw.below(kFaces)), static_cast<unsigned>(1 + draw.below(3))});
    unsigned distance = 8;
    for (const auto& [key, d] : within(cube, 4)) {
      const auto meets = near_solved.find(key);
      if (meets != near_solved.end()) distance = std::min(distance, d + meets->second);
    }
    CAPTURE(distance);
    TwoPhaseRequest going_on;
    going_on.shortest_within_budget = true;
    const auto shortest = two_phase_solution(cube, going_on);
    REQUIRE(shortest);
    CHECK(shortest->size() == distance);
    going_on.node_budget = 2'000;
    const auto budgeted = two_phase_solution(cube, going_on);
    const auto first = two_phase_solution(cube);
    REQUIRE(budgeted);
    CHECK(budgeted->size() <= first->size());
    CHECK(budgeted->size() >= distance);
    for (const auto* solution : {&*shortest, &*budgeted}) {
      CHECK(canonical(*solution));
      Cube after = cube;
      for (const Turn t : *solution) after = turned(after, t);
      CHECK(after == solved_cube());
    }
  }
}

// Pre-moves within a budget: every solution solves its position and is
// canonical, and over random positions they are shorter than the same
// budget gives without (the splits they add, min2phase's; left out, the
// two totals are equal).
TEST_CASE("3x3x3: two-phase pre-moves give shorter solutions within a budget") {
  RandomDraw draw(24);
  const int positions = kSanitized ? 8 : 60;
  unsigned with_pre = 0, without = 0;
  for (int i = 0; i < positions; ++i) {
    const Cube cube = cube_numbered(draw.below(position_count()));
    TwoPhaseRequest request;
    request.shortest_within_budget = true;
    request.node_budget = 1'000'000;
    const auto plain = two_phase_solution(cube, request);
    request.pre_moves = true;
    const auto pre_moved = two_phase_solution(cube, request);
    REQUIRE(plain);
    REQUIRE(pre_moved);
    CHECK(pre_moved->size() <= 21);
    CHECK(canonical(*pre_moved));
    Cube after = cube;
    for (const Turn t : *pre_moved) after = turned(after, t);
    CHECK(after == solved_cube());
    with_pre += static_cast<unsigned>(pre_moved->size());
    without += static_cast<unsigned>(plain->size());
  }
  // 1,183 turns against 1,188 (152 against 153 under the sanitizers).
  CAPTURE(with_pre);
  CAPTURE(without);
  CHECK(with_pre < without);
}

std::vector<Position> random_positions(const Puzzle& puzzle, std::uint64_t count,
                                       std::uint64_t seed, bool scramble_minimum = false,
                                       bool distinct = false) {
  SampleRequest request;
  request.count = count;
  request.seed = seed;
  request.distinct = distinct;
  if (scramble_minimum) request.distance = DistanceRange{puzzle.scramble_minimum(), kFarthest};
  std::vector<Position> positions;
  sample_positions(puzzle, request, [&](Position p) { positions.push_back(p); });
  return positions;
}

Position read_line(const Puzzle& puzzle, const std::string& line) {
  return puzzle.read_case(std::vector<std::string>{line});
}

std::string written(const Puzzle& puzzle, std::string_view format, Position p) {
  std::string out;
  case_writer(puzzle, format)(case_tokens(puzzle, puzzle.write_case(p)), out);
  REQUIRE(!out.empty());
  REQUIRE(out.back() == '\n');
  out.pop_back();
  return out;
}

TEST_CASE(
    "query 3x3x3: random-state scrambles, fewest-moves scrambles, read back to their positions") {
  const auto puzzle = testing::loaded_puzzle(make_puzzle());
  CHECK(puzzle->scramble_minimum() == 2);
  const auto positions = random_positions(*puzzle, kSanitized ? 5 : 30, 3, true);
  for (const Position& p : positions) {
    // Drawn at least 2 moves from solved, as TNoodle draws them.
    CHECK(!puzzle->distance_within(p, 1));
    const std::string scramble = written(*puzzle, "scramble", p);
    CAPTURE(scramble);
    CHECK(split_tokens(scramble).size() <= 21);
    CHECK(read_line(*puzzle, scramble) == p);
    CHECK(puzzle->write_case(p) == scramble);
    // --random writes it from the position (one solve), whatever the input.
    CHECK(puzzle->write_random(p, "scramble") == scramble);
    // R' U' F, a scramble whose first turn is off F's axis and last off
    // R's (nothing cancels), R' U' F.
    const std::string fmc = puzzle->write_random(p, "fmc");
    CAPTURE(fmc);
    CHECK(written(*puzzle, "fmc", p) == fmc);
    const auto words = split_tokens(fmc);
    REQUIRE(words.size() >= 7);
    CHECK(words.size() <= 27);
    CHECK(fmc.starts_with("R' U' F "));
    CHECK(fmc.ends_with(" R' U' F"));
    CHECK(std::string("FB").find(words[3][0]) == std::string::npos);
    CHECK(std::string("RL").find(words[words.size() - 4][0]) == std::string::npos);
    CHECK(read_line(*puzzle, fmc) == p);
    // The two-phase solution, labelled as what it is, undoes the scramble.
    const std::string solution = written(*puzzle, "twophase", p);
    CHECK(read_line(*puzzle, scramble + " " + solution) == 0);
    // Stickers: the same position.
    const auto stickers = testing::loaded_puzzle(make_puzzle(), "--input stickers");
    CHECK(read_line(*stickers, stickers->write_case(p)) == p);
    CHECK(stickers->write_random(p, "scramble") == scramble);
  }
  // A scramble of one move is no WCA scramble, but reads as one.
  CHECK(puzzle->distance_within(read_line(*puzzle, "R2"), 1) == 1u);
  CHECK(puzzle->distance_within(read_line(*puzzle, ""), 0) == 0u);
}

TEST_CASE("3x3x3 positions beyond 64 bits: --distinct, sampled, and the C API's random case") {
  const auto puzzle = testing::loaded_puzzle(make_puzzle());
  const auto positions = random_positions(*puzzle, 2000, 11, false, true);
  std::set<Position> seen(positions.begin(), positions.end());
  CHECK(seen.size() == positions.size());
  // Most numbers are beyond 2^64 (the count is 2.3 times it).
  const auto wide = std::count_if(positions.begin(), positions.end(),
                                  [](const Position& p) { return !p.number().fits_64(); });
  CHECK(wide > 1000);
  for (std::size_t i = 0; i < 20; ++i)
    CHECK(number_of(cube_numbered(positions[i])) == positions[i]);
  // The API's random case is query's first case of the seed.
  puzzletab_tables* tables = nullptr;
  REQUIRE(puzzletab_tables_open(PUZZLETAB_TEST_TABLES, &tables) == PUZZLETAB_OK);
  puzzletab_puzzle* handle = nullptr;
  REQUIRE(puzzletab_puzzle_open(tables, "3x3x3", nullptr, &handle) == PUZZLETAB_OK);
  char buffer[256];
  REQUIRE(puzzletab_random_case(handle, 11, buffer, sizeof buffer, nullptr) == PUZZLETAB_OK);
  CHECK(read_line(*puzzle, buffer) == positions.front());
  CHECK(!positions.front().number().fits_64());
  puzzletab_puzzle_close(handle);
  puzzletab_tables_close(tables);
}

// The upper tail's critical value of chi-square with `df` degrees of
// freedom at z standard deviations (Wilson and Hilferty's approximation).
double chi_square_critical(unsigned df, double z) {
  const double k = 2.0 / (9.0 * df);
  return df * std::pow(1.0 - k + z * std::sqrt(k), 3);
}

TEST_CASE("random-state positions: each piece's slot and orientation uniform (chi-square)") {
  const auto puzzle = testing::loaded_puzzle(make_puzzle());
  constexpr unsigned kDraws = 10000;
  const auto positions = random_positions(*puzzle, kDraws, 2026);
  std::array<std::array<unsigned, kCorners>, kCorners> corner_slot{};
  std::array<std::array<unsigned, 3>, kCorners> corner_twist{};
  std::array<std::array<unsigned, kEdges>, kEdges> edge_slot{};
  std::array<std::array<unsigned, 2>, kEdges> edge_flip{};
  for (const Position& p : positions) {
    const Cube cube = cube_numbered(p);
    for (unsigned s = 0; s < kCorners; ++s) {
      ++corner_slot[cube.corner[s]][s];
      ++corner_twist[cube.corner[s]][cube.twist[s]];
    }
    for (unsigned s = 0; s < kEdges; ++s) {
      ++edge_slot[cube.edge[s]][s];
      ++edge_flip[cube.edge[s]][cube.flip[s]];
    }
  }
  // At 4.75 standard deviations (p about 1e-6 each, 40 tests): a broken
  // draw fails by far (docs/cube3.md tells the mutation tried).
  const auto check = [](const auto& counts) {
    const double expected = double{kDraws} / counts.size();
    double chi = 0;
    for (const unsigned c : counts) chi += (c - expected) * (c - expected) / expected;
    const auto df = static_cast<unsigned>(counts.size() - 1);
    CAPTURE(df);
    CHECK(chi < chi_square_critical(df, 4.75));
  };
  for (const auto& piece : corner_slot) check(piece);
  for (const auto& piece : corner_twist) check(piece);
  for (const auto& piece : edge_slot) check(piece);
  for (const auto& piece : edge_flip) check(piece);
}

}  // namespace
}  // namespace puzzletab::cube3
