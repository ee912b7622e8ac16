// The 4x4x4 to 7x7x7 (puzzles/nxn) against the test's own model of an
// N x N x N cube: each facelet a point and a normal in space (Kociemba's
// net grown to N, cube_sticker_model.h's faces), a turn of layers a..b a
// quarter turn in space of the facelets whose depth from the face is in
// a..b. Scrambles in every spelling WCA notation and cubing.js allow,
// written by the test, are read by the puzzle and compared facelet by
// facelet; so are the puzzle's own moves, its stickers written and read
// back, refusals, and TNoodle's rules for random-move and blindfolded
// scrambles (CubePuzzle, NoInspection*CubePuzzle).
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "core/errors.h"
#include "core/puzzle.h"
#include "cube_nxn_model.h"
#include "loaded_puzzle.h"
#include "modes/explore.h"
#include "puzzles/events.h"
#include "puzzles/nxn/random_moves.h"
#include "puzzles/registry.h"
#include "sanitized.h"
#include "tree_paths.h"

using namespace puzzletab;
using namespace puzzletab::testing;

namespace {

std::unique_ptr<Puzzle> loaded(const std::string& name, const std::string& options = "") {
  for (auto& p : make_puzzles(name))
    if (p->name() == name) return loaded_puzzle(std::move(p), options);
  FAIL("no puzzle " << name);
  return nullptr;
}

std::string cube_name(int n) {
  const std::string s = std::to_string(n);
  return s + "x" + s + "x" + s;
}

// The test's own spelling of a turn, chosen at random among those the
// notation allows for it: Rw or r, 3Rw or 3r, 2R, 2-3Rw or 2-3r, x y z,
// M E S; R2 or R2', R' or R’.
std::string spell(const ModelTurn& t, int n, std::mt19937& rng) {
  const auto pick = [&](std::initializer_list<std::string> options) {
    std::vector<std::string> v(options);
    return v[rng() % v.size()];
  };
  std::string word;
  const std::string f(1, t.face);
  const std::string lower(1, static_cast<char>(t.face - 'A' + 'a'));
  int quarters = t.quarters;
  if (t.outer == 1 && t.inner == n) {
    const std::string faces = "RUFLDB";
    const auto at = faces.find(t.face);
    word = std::string(1, "xyzxyz"[at]);
    if (at >= 3) quarters = 4 - quarters;
  } else if (t.outer == 1 && t.inner == 1) {
    word = f;
  } else if (t.outer == 1 && t.inner == 2) {
    word = pick({f + "w", lower});
  } else if (t.outer == 1) {
    word = std::to_string(t.inner) + pick({f + "w", lower});
  } else if (t.outer == t.inner) {
    // An odd cube's middle layer: M from L's side, E from D's, S from F's.
    const bool middle = n % 2 == 1 && t.outer == n / 2 + 1;
    const std::map<char, std::string> named = {{'L', "M"}, {'D', "E"}, {'F', "S"}};
    word =
        middle && named.count(t.face) && rng() % 2 ? named.at(t.face) : std::to_string(t.outer) + f;
  } else {
    word = std::to_string(t.outer) + "-" + std::to_string(t.inner) + pick({f + "w", lower});
  }
  if (quarters == 2) word += pick({"2", "2'"});
  if (quarters == 3) word += pick({"'", "\xe2\x80\x99"});
  return word;
}

// A turn as the puzzle's moves are named.
std::string written(const ModelTurn& t, int n) {
  std::string word;
  if (t.outer == 1 && t.inner == n)
    word = std::string(1, "xyz"[std::string("RUF").find(t.face)]);
  else if (t.outer == 1)
    word = (t.inner > 2 ? std::to_string(t.inner) : "") + std::string(1, t.face) +
           (t.inner > 1 ? "w" : "");
  else if (t.outer == t.inner)
    word = std::to_string(t.outer) + t.face;
  else
    word = std::to_string(t.outer) + "-" + std::to_string(t.inner) + t.face + "w";
  return word + (t.quarters == 2 ? "2" : t.quarters == 3 ? "'" : "");
}

ModelTurn random_turn(int n, std::mt19937& rng) {
  const std::string faces = "URFDLB";
  ModelTurn t{faces[rng() % 6], 1, 1, static_cast<int>(rng() % 3) + 1};
  t.outer = static_cast<int>(rng() % n) + 1;
  t.inner = t.outer + static_cast<int>(rng() % (n - t.outer + 1));
  // Every layer turns the whole cube: a rotation, named from R, U or F.
  if (t.outer == 1 && t.inner == n) t.face = "RUF"[rng() % 3];
  return t;
}

std::string stickers_of(const Puzzle& puzzle, const std::string& scramble) {
  std::string out;
  puzzle.formats()[1].write(std::vector<std::string>{scramble}, out);
  REQUIRE(!out.empty());
  out.pop_back();
  return out;
}

std::vector<std::string> words_of(const std::string& line) {
  std::vector<std::string> words;
  std::string word;
  for (const char c : line + " ") {
    if (c != ' ') {
      word += c;
    } else if (!word.empty()) {
      words.push_back(word);
      word.clear();
    }
  }
  return words;
}

// TNoodle's form of a random-move scramble (CubePuzzle): turns of the
// outer N/2 layers or fewer (the even cube's half from R, U, F only), none
// with the same face and layers as one before it among the last turns on
// its axis (which AlgorithmBuilder merges).
void check_random_move_form(const std::vector<std::string>& words, int n) {
  std::vector<std::pair<char, int>> run;  // the last turns on one axis
  const std::string axis_of = "UDRLFB";
  int run_axis = -1;
  for (const std::string& w : words) {
    const bool numbered = w[0] >= '0' && w[0] <= '9';
    const int width = numbered ? w[0] - '0' : w.find('w') != std::string::npos ? 2 : 1;
    const char face = w[numbered ? 1 : 0];
    CAPTURE(w);
    REQUIRE(std::string("URFDLB").find(face) != std::string::npos);
    const std::string amount = w.substr(w.find_first_of("URFDLB") + (width > 1 ? 2 : 1));
    CHECK((amount.empty() || amount == "2" || amount == "'"));
    CHECK(width <= n / 2);
    if (n % 2 == 0 && width == n / 2) CHECK(std::string("URF").find(face) != std::string::npos);
    const int axis = static_cast<int>(axis_of.find(face)) / 2;
    if (axis != run_axis) run.clear();
    run_axis = axis;
    CHECK(std::find(run.begin(), run.end(), std::make_pair(face, width)) == run.end());
    run.emplace_back(face, width);
  }
}

// The orientation a blindfolded scramble ends with (NoInspection*Cube-
// Puzzle): up to two turns of the outer `block` layers ("3" for 3Rw, ""
// for Rw), the first from R (any amount), F (a quarter) or U, the second
// from U. Returns how many turns it has.
std::size_t check_orientation_form(const std::vector<std::string>& words,
                                   const std::string& block) {
  std::vector<std::string> suffix;
  for (auto w = words.rbegin(); w != words.rend() && suffix.size() < 2; ++w) {
    if (w->find('w') == std::string::npos || !w->starts_with(block) ||
        (block.empty() && (*w)[0] >= '0' && (*w)[0] <= '9'))
      break;
    suffix.insert(suffix.begin(), *w);
  }
  if (suffix.size() == 2) CHECK(suffix[1].starts_with(block + "Uw"));
  if (!suffix.empty() && !suffix[0].starts_with(block + "Uw"))
    CHECK((suffix[0] == block + "Fw" || suffix[0] == block + "Fw'" ||
           suffix[0].starts_with(block + "Rw")));
  return suffix.size();
}

}  // namespace

TEST_CASE("cubes: scrambles in every spelling read as the model turns them") {
  std::mt19937 rng(40);
  for (int n = 4; n <= 7; ++n) {
    CAPTURE(n);
    const auto puzzle = loaded(cube_name(n));
    const CubeModel model(n);
    REQUIRE(stickers_of(*puzzle, "") == model.solved());
    for (int trial = 0; trial < 60; ++trial) {
      std::string scramble;
      std::string colours = model.solved();
      for (int k = 0; k < 25; ++k) {
        const ModelTurn t = random_turn(n, rng);
        if (k > 0) scramble.push_back(' ');
        scramble.append(spell(t, n, rng));
        colours = model.turn(colours, t);
      }
      CAPTURE(scramble);
      CHECK(stickers_of(*puzzle, scramble) == colours);
    }
  }
}

TEST_CASE("cubes: each move of the puzzle turns as the model's turn of its name") {
  std::mt19937 rng(41);
  for (int n = 4; n <= 7; ++n) {
    CAPTURE(n);
    const auto puzzle = loaded(cube_name(n));
    const CubeModel model(n);
    std::map<std::string, Move> moves;
    for (Move m = 0; m < puzzle->move_count(); ++m) moves[puzzle->move_name(m)] = m;
    // Every block of layers from each face, 3 amounts, and x y z: the
    // blocks from D, L and B that hold every layer are y', x', z'.
    CHECK(moves.size() == static_cast<std::size_t>(6 * (n * (n + 1) / 2 - 1) * 3 + 9));
    const Position scrambled = puzzle->read_case(std::vector<std::string>{"R U2 Fw' 3Lw D2"});
    const std::string start = stickers_of(*puzzle, "R U2 Fw' 3Lw D2");
    for (int trial = 0; trial < 200; ++trial) {
      const ModelTurn t = random_turn(n, rng);
      // The names the output writes: R, Rw, 3Rw, 2R, 2-3Rw, x; R2, R'.
      const std::string name = written(t, n);
      CAPTURE(name);
      REQUIRE(moves.count(name) == 1);
      const auto next = puzzle->apply(scrambled, moves.at(name));
      REQUIRE(next);
      CHECK(puzzle->draw(*next).rows.size() == 3u * n);
      std::string out;
      puzzle->formats()[1].write(std::vector<std::string>{"R U2 Fw' 3Lw D2 " + name}, out);
      CHECK(out.substr(0, out.size() - 1) == model.turn(start, t));
    }
  }
}

TEST_CASE("cubes: solved is every face one colour, however the cube is held") {
  const auto puzzle = loaded("5x5x5");
  const auto read = [&](const std::string& s) {
    return puzzle->read_case(std::vector<std::string>{s});
  };
  CHECK(puzzle->is_goal(read("")));
  CHECK(puzzle->is_goal(read("x y2 z'")));
  CHECK(puzzle->is_goal(read("Rw 3Lw' x")));  // layers 1-2 and 3-5: the whole cube
  CHECK(!puzzle->is_goal(read("Rw")));
  CHECK(!puzzle->is_goal(read("M")));
  CHECK(puzzle->is_goal(read("L 2L M 4L R'")));  // every layer turned as L
  CHECK(puzzle->solver() == Puzzle::Solver::none);
  CHECK_THROWS_AS(puzzle->solve(read("R")), InputError);
  std::string out;
  CHECK_THROWS_WITH_AS(puzzle->formats()[0].write(std::vector<std::string>{"R"}, out),
                       doctest::Contains("has no solver"), InputError);
  // A bad scramble is told as such, before the missing solver.
  CHECK_THROWS_WITH_AS(puzzle->formats()[0].write(std::vector<std::string>{"5Rw"}, out),
                       doctest::Contains("rotation"), InputError);
}

TEST_CASE("cubes: words the notation refuses") {
  const auto four = loaded("4x4x4");
  const auto five = loaded("5x5x5");
  const auto refused = [](const Puzzle& p, const std::string& s, const std::string& why) {
    CAPTURE(s);
    CHECK_THROWS_WITH_AS(p.read_case(std::vector<std::string>{s}), doctest::Contains(why.c_str()),
                         InputError);
  };
  refused(*four, "M", "no middle layer");
  refused(*four, "5R", "has 4 layers");
  refused(*four, "4Rw", "rotation");
  refused(*four, "1Rw", "1 < n");
  refused(*four, "3-2Rw", "outer layer first");
  refused(*four, "0R", "counted from 1");
  refused(*four, "R3", "expected a move");
  refused(*four, "Q", "expected a move");
  refused(*five, "2x", "no layer number");
  refused(*five, "Rw R2 Uw+", "expected a move");
}

TEST_CASE("cubes: stickers written are read back, for the cube held any way; refusals") {
  std::mt19937 rng(42);
  for (int n = 4; n <= 7; ++n) {
    CAPTURE(n);
    const auto moves = loaded(cube_name(n));
    const auto stickers = loaded(cube_name(n), "--input stickers");
    const CubeModel model(n);
    for (int trial = 0; trial < 20; ++trial) {
      std::string scramble;
      for (int k = 0; k < 30; ++k) {
        if (k > 0) scramble.push_back(' ');
        scramble.append(spell(random_turn(n, rng), n, rng));
      }
      const std::string colours = stickers_of(*moves, scramble);
      CHECK(stickers_of(*stickers, colours) == colours);
      CHECK(stickers->read_case(std::vector<std::string>{colours}) ==
            moves->read_case(std::vector<std::string>{scramble}));
    }
    const std::string solved = model.solved();
    const auto refused = [&](std::string colours, const std::string& why) {
      CHECK_THROWS_WITH_AS(stickers->read_case(std::vector<std::string>{colours}),
                           doctest::Contains(why.c_str()), InputError);
    };
    refused(solved.substr(1), "facelets");
    std::string two = solved;
    std::swap(two[0], two[n * n]);  // a U corner's U sticker and R's
    refused(two, "no position has these stickers");
    // Two centres of one orbit swapped between U and F: still a position
    // (every orbit holds four of each colour), read and not goal.
    std::string centres = solved;
    std::swap(centres[n + 1], centres[2 * n * n + n + 1]);
    CHECK(!stickers->is_goal(stickers->read_case(std::vector<std::string>{centres})));
    // A centre whose colour comes from another orbit is refused.
    if (n >= 5) {
      std::string orbit = solved;
      std::swap(orbit[n + 1], orbit[2 * n * n + n + 2]);
      refused(orbit, "centres that turn into each other");
    }
  }
  // A twisted corner: its three stickers turned in place.
  const auto four = loaded("4x4x4", "--input stickers");
  const std::string solved = CubeModel(4).solved();
  std::string twisted = solved;
  // U16 (URF's U), R1 (its R), F4 (its F)
  const char u = twisted[15], r = twisted[16], f = twisted[35];
  twisted[15] = f;
  twisted[16] = u;
  twisted[35] = r;
  CHECK_THROWS_WITH_AS(four->read_case(std::vector<std::string>{twisted}),
                       doctest::Contains("twisted corner"), InputError);
}

// TNoodle's random-move scrambles: the length, the turns (outer N/2 layers
// at most, the even cube's half from R U F only), no turn with the same
// face and layers as one before it among the last turns on its axis; every
// allowed turn drawn.
TEST_CASE("cubes: random-move scrambles keep TNoodle's rules") {
  for (int n = 5; n <= 7; ++n) {
    CAPTURE(n);
    const auto puzzle = loaded(cube_name(n));
    const std::size_t length = n == 5 ? 60 : n == 6 ? 80 : 100;
    RandomDraw draw(7);
    std::set<std::string> seen;
    const CubeModel model(n);
    for (int trial = 0; trial < 200; ++trial) {
      const std::string line = puzzle->draw_case(draw, "moves", false)();
      const auto words = words_of(line);
      REQUIRE(words.size() == length);
      check_random_move_form(words, n);
      seen.insert(words.begin(), words.end());
      // --format stickers draws the same scramble's stickers.
      if (trial < 5) {
        RandomDraw again(1000 + trial), same(1000 + trial);
        const std::string scramble = puzzle->draw_case(again, "moves", false)();
        CHECK(puzzle->draw_case(same, "stickers", false)() == stickers_of(*puzzle, scramble));
      }
    }
    // Every turn: 6 faces (3 for the even half) x N/2 widths x 3 amounts.
    const std::size_t turns = (6 * (n / 2) - (n % 2 == 0 ? 3 : 0)) * 3;
    CHECK(seen.size() == turns);
  }
}

TEST_CASE("cubes: TNoodle's orientation after a blindfolded scramble drops what merges with it") {
  using nxn::BlockTurn;
  const auto turn = [](cube3::Face f, unsigned inner, unsigned q) {
    return BlockTurn{f, 1, inner, q};
  };
  // 3x3x3: L Rw is L2 up to a rotation (AlgorithmBuilder's own example).
  CHECK(nxn::with_orientation({turn(cube3::kU, 1, 1), turn(cube3::kL, 1, 1)},
                              {turn(cube3::kR, 2, 1)}, 3) ==
        std::vector<BlockTurn>{turn(cube3::kU, 1, 1), turn(cube3::kR, 2, 1)});
  CHECK(
      nxn::with_orientation({turn(cube3::kU, 1, 1), turn(cube3::kR, 1, 1)}, {turn(cube3::kR, 2, 1)},
                            3) ==
      std::vector<BlockTurn>{turn(cube3::kU, 1, 1), turn(cube3::kR, 1, 1), turn(cube3::kR, 2, 1)});
  // 5x5x5: Lw' 3Rw is a rotation; R 3Rw no single turn.
  CHECK(
      nxn::with_orientation({turn(cube3::kR, 1, 1), turn(cube3::kL, 2, 3)},
                            {turn(cube3::kR, 3, 1), turn(cube3::kU, 3, 2)}, 5) ==
      std::vector<BlockTurn>{turn(cube3::kR, 1, 1), turn(cube3::kR, 3, 1), turn(cube3::kU, 3, 2)});
}

TEST_CASE("cubes: blindfolded scrambles end with one of TNoodle's 24 orientations") {
  for (const std::string event : {"555bf", "333bf", "333mbf"}) {
    CAPTURE(event);
    const auto puzzle = loaded(event);
    const bool five = event == "555bf";
    const std::string block = five ? "3" : "";
    std::map<std::string, int> suffixes;
    RandomDraw draw(11);
    // Sanitized, multi-blind's scrambles (333bf's, 20 s of CPU there for
    // 240 random-state solves) are checked for their form only, on 24; the
    // Release run counts their orientations too.
    const bool form_only = kSanitized && event == "333mbf";
    const int count = five ? 480 : form_only ? 24 : 240;
    for (int trial = 0; trial < count; ++trial) {
      const auto words = words_of(puzzle->draw_case(draw, "moves", false)());
      // The orientation's turns: of the outer N/2 + 1 layers (3Rw, Rw).
      const std::vector<std::string> suffix(
          words.end() - static_cast<std::ptrdiff_t>(check_orientation_form(words, block)),
          words.end());
      std::string text;
      for (const auto& w : suffix) text += w + " ";
      ++suffixes[text];
      // The 3x3x3's scramble leaves the orientation's first axis alone.
      if (!five && !suffix.empty() && words.size() > suffix.size()) {
        const char last = words[words.size() - suffix.size() - 1][0];
        const char first = suffix[0][0];
        const std::string axes[] = {"RL", "UD", "FB"};
        for (const auto& axis : axes)
          if (axis.find(first) != std::string::npos) CHECK(axis.find(last) == std::string::npos);
      }
      if (five) CHECK(words.size() >= 60 - 2);
    }
    if (form_only) continue;
    CHECK(suffixes.size() == 24);
    for (const auto& [suffix, n] : suffixes) CHECK(n < count / 24 * 3);
  }
}

// --random draws a batch of cases in order and writes (solves) them on
// every core: the same text as drawing and writing each in turn, across
// batches (16 cases a core) and whatever the thread that wrote a case.
TEST_CASE("cubes: --random writes on every core the cases drawn in order") {
  for (const std::string event : {"333bf", "555"}) {
    CAPTURE(event);
    const auto puzzle = loaded(event);
    const std::size_t count = kSanitized ? 40 : 100;
    RandomDraw draw(12);
    std::string in_turn;
    for (std::size_t i = 0; i < count; ++i)
      in_turn += puzzle->draw_case(draw, puzzle->formats().front().name, false)() + "\n";
    ExploreOptions options;
    options.random_count = std::to_string(count);
    options.seed = "12";
    std::string written;
    write_random_cases(*puzzle, options, puzzle->formats().front().name,
                       [&](std::string_view text) { written += text; });
    CHECK(written == in_turn);
  }
}

TEST_CASE("cubes: the WCA's event ids name their puzzles") {
  for (const Event& event : kEvents) {
    CAPTURE(event.id);
    if (!has_puzzle(event.puzzle)) {
      CHECK_THROWS_WITH_AS(make_puzzles(event.id), doctest::Contains("not there yet"), InputError);
      continue;
    }
    const auto puzzle = loaded(std::string(event.id));
    // An event named as its puzzle (pyram's is pyraminx) is that puzzle.
    CHECK(puzzle->draws_own_cases() == (event.id != event.puzzle));
    // A random-state 4x4x4 scramble is a reduction solve, 15-20 s of CPU
    // sanitized: those are left to the Release run (test_cube4.cpp draws
    // and solves them sanitized).
    if (kSanitized && event.puzzle == "4x4x4") continue;
    RandomDraw draw(3);
    const std::string line = puzzle->draw_case(draw, puzzle->formats().front().name, false)();
    CHECK(!line.empty());
    // The scramble is a case its puzzle reads (the 3x3x3's blindfolded
    // ones end in a wide turn, which it reads too).
    auto own =
        loaded(std::string(event.puzzle), event.puzzle == "rubiks-clock" ? "--input scramble" : "");
    CHECK_NOTHROW(own->read_case(case_tokens(*own, line)));
  }
  const auto fm = loaded("333fm");
  RandomDraw draw(5);
  const std::string line = fm->draw_case(draw, "moves", false)();
  CHECK(line.starts_with("R' U' F "));
  CHECK(line.ends_with(" R' U' F"));
}

// TNoodle's own scrambles (tests/tnoodle: its classes built with javac from
// github:thewca/tnoodle-lib 3688c66 and run by scripts/bench.d/tnoodle/
// Scrambles.java, generateWcaScramble with java.util.Random seeded 40),
// each with the stickers TNoodle's own cube model gives it: read here to
// the same stickers, and of the form puzzletab's scrambles are held to.
TEST_CASE("cubes: TNoodle's own scrambles read to TNoodle's stickers, in the same form") {
  const auto lines = [](const std::string& file) {
    std::ifstream in(std::string(PUZZLETAB_TEST_TNOODLE) + "/" + file);
    REQUIRE(in);
    std::vector<std::string> out;
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
  };
  for (const std::string event : {"555", "666", "777", "555ni"}) {
    CAPTURE(event);
    const int n = event[0] - '0';
    const auto puzzle = loaded(cube_name(n));
    const auto scrambles = lines(event + ".tsv");
    CHECK(scrambles.size() >= 20);
    for (const std::string& line : scrambles) {
      const auto tab = line.find('\t');
      REQUIRE(tab != std::string::npos);
      const std::string scramble = line.substr(0, tab);
      CAPTURE(scramble);
      CHECK(stickers_of(*puzzle, scramble) == line.substr(tab + 1));
      auto words = words_of(scramble);
      if (event == "555ni") {
        words.resize(words.size() - check_orientation_form(words, "3"));
        CHECK(words.size() >= 58);
      } else {
        CHECK(words.size() == nxn::random_move_count(static_cast<unsigned>(n)));
      }
      check_random_move_form(words, n);
    }
  }
  for (const std::string& scramble : lines("333ni.txt")) {
    CAPTURE(scramble);
    const auto words = words_of(scramble);
    const std::size_t suffix = check_orientation_form(words, "");
    if (suffix > 0) {
      const char last = words[words.size() - suffix - 1][0];
      const char first = words[words.size() - suffix][0];
      for (const std::string axis : {"RL", "UD", "FB"})
        if (axis.find(first) != std::string::npos) CHECK(axis.find(last) == std::string::npos);
    }
  }
}
