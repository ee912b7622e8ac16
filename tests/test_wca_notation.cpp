// WCA notation for the 2x2x2 and the Skewb (fixed_corner_notation.h) and
// the scramble's orientation for the 3x3x3 (--orientation): random
// scrambles of every word each reads (every face's turns, wide turns,
// rotations; the Skewb's eight corners and x y z) played on the test's own
// sticker model (cube_sticker_model.h: facelets turned in space, the
// rotations turning the whole puzzle), then the answers held against it.
// As held (the default), the answer equals the answer to the model's
// colouring read as stickers, and solves the model as it is held; turned
// back (--orientation start), it solves the model once its rotations are
// undone, in as many moves.
#include <doctest/doctest.h>

#include <random>
#include <string>
#include <vector>

#include "core/errors.h"
#include "core/puzzle.h"
#include "cube_sticker_model.h"
#include "loaded_puzzle.h"
#include "puzzles/cube3/cubie.h"
#include "puzzles/cube3/notation.h"
#include "puzzles/cube3/symmetry.h"
#include "puzzles/registry.h"

using namespace puzzletab;
using namespace puzzletab::testing;

namespace {

std::unique_ptr<Puzzle> loaded(const std::string& name, const std::string& options) {
  for (auto& p : make_puzzles(name))
    if (p->name() == name) return loaded_puzzle(std::move(p), options);
  FAIL("no puzzle " << name);
  return nullptr;
}

std::vector<std::string> answer(const Puzzle& puzzle, const std::string& line) {
  std::vector<std::string> names;
  const auto solution = puzzle.solve(puzzle.read_case(std::vector<std::string>{line}));
  for (const Move m : *solution) names.push_back(puzzle.move_name(m));
  return names;
}

// A word of the scramble and what it does to the model: a layer's turn or
// the whole puzzle's, about an axis, so many times.
struct Word {
  std::string text;
  Vector axis;
  int times;
  bool whole;
};

// The words a puzzle reads: name, axis, whether it turns the whole puzzle.
struct Named {
  const char* name;
  Vector axis;
  bool whole;
};

const std::vector<Named> kCube2Words = {
    {"U", {0, 1, 0}, false},  {"D", {0, -1, 0}, false}, {"R", {1, 0, 0}, false},
    {"L", {-1, 0, 0}, false}, {"F", {0, 0, 1}, false},  {"B", {0, 0, -1}, false},
    {"Uw", {0, 1, 0}, true},  {"Dw", {0, -1, 0}, true}, {"Rw", {1, 0, 0}, true},
    {"Lw", {-1, 0, 0}, true}, {"Fw", {0, 0, 1}, true},  {"Bw", {0, 0, -1}, true},
    {"r", {1, 0, 0}, true},   {"x", {1, 0, 0}, true},   {"y", {0, 1, 0}, true},
    {"z", {0, 0, 1}, true}};
const std::vector<Named> kSkewbWords = {
    {"R", {1, -1, -1}, false},  {"U", {-1, 1, -1}, false}, {"L", {-1, -1, 1}, false},
    {"B", {-1, -1, -1}, false}, {"F", {1, 1, 1}, false},   {"UL", {-1, 1, 1}, false},
    {"UR", {1, 1, -1}, false},  {"D", {1, -1, 1}, false},  {"x", {1, 0, 0}, true},
    {"y", {0, 1, 0}, true},     {"z", {0, 0, 1}, true}};

bool is_third(const Vector& axis) {
  return dot(axis, axis) == 3;
}

std::vector<Word> random_scramble(const std::vector<Named>& words, std::mt19937_64& random) {
  std::vector<Word> scramble;
  for (unsigned n = random() % 12; n > 0; --n) {
    const Named& w = words[random() % words.size()];
    const unsigned power = random() % 3;  // "", 2, '
    const int turn = is_third(w.axis) ? 3 : 4;
    const int times = power == 0 ? 1 : power == 1 ? 2 : turn - 1;
    scramble.push_back({std::string(w.name) + (power == 0   ? ""
                                               : power == 1 ? "2"
                                                            : "'"),
                        w.axis, times, w.whole});
  }
  return scramble;
}

std::string text_of(const std::vector<Word>& scramble) {
  std::string text;
  for (const Word& w : scramble) text += (text.empty() ? "" : " ") + w.text;
  return text;
}

// The model after the scramble; with `rotations_undone`, after its whole
// turns undone too, last first.
std::string played(const Model& m, const std::vector<Word>& scramble, bool rotations_undone) {
  std::string colours = m.solved;
  for (const Word& w : scramble)
    for (int t = 0; t < w.times; ++t) colours = m.turn(colours, w.axis, w.whole);
  if (rotations_undone)
    for (auto w = scramble.rbegin(); w != scramble.rend(); ++w)
      if (w->whole) {
        const int turn = is_third(w->axis) ? 3 : 4;
        for (int t = 0; t < turn - w->times; ++t) colours = m.turn(colours, w->axis, true);
      }
  return colours;
}

void check_against_model(const std::string& name, const std::vector<Named>& words, bool skewb) {
  const Model m = Model::make(skewb);
  const auto held = loaded(name, "");
  const auto start = loaded(name, "--orientation start");
  const auto stickers = loaded(name, "--input stickers");
  std::mt19937_64 random(39);
  for (int i = 0; i < 400; ++i) {
    const std::vector<Word> scramble = random_scramble(words, random);
    const std::string text = text_of(scramble);
    CAPTURE(text);
    const std::string as_held = played(m, scramble, false);
    const auto held_answer = answer(*held, text);
    CHECK(held_answer == answer(*stickers, as_held));
    std::string colours = as_held;
    for (const std::string& move : held_answer) colours = m.apply(colours, move);
    CHECK(m.every_face_one_colour(colours));
    const auto start_answer = answer(*start, text);
    colours = played(m, scramble, true);
    for (const std::string& move : start_answer) colours = m.apply(colours, move);
    CHECK(m.every_face_one_colour(colours));
    CHECK(start_answer.size() == held_answer.size());
  }
}

}  // namespace

TEST_CASE("the 2x2x2 reads every face's turns, wide turns and rotations, as held or turned back") {
  check_against_model("2x2x2", kCube2Words, false);
  const auto held = loaded("2x2x2", "");
  CHECK(answer(*held, "L") == std::vector<std::string>{"R'"});  // L = R x'
  CHECK(answer(*held, "x y2 Rw z'").empty());                   // the whole cube
  CHECK(answer(*held, "F x") == std::vector<std::string>{"U'"});
  CHECK(answer(*loaded("2x2x2", "--orientation start"), "F x") == std::vector<std::string>{"F'"});
  for (const char* bad : {"M", "E2", "Q", "R3", "2R"})
    CHECK_THROWS_WITH_AS(answer(*held, bad),
                         doctest::Contains("expected a move (R U F L D B, with ' or 2; Rw or r; "
                                           "x y z)"),
                         InputError);
}

TEST_CASE(
    "the Skewb reads WCA's corners, cubing.js's other four and x y z, as held or turned back") {
  check_against_model("skewb", kSkewbWords, true);
  const auto held = loaded("skewb", "");
  CHECK(answer(*held, "R2") == answer(*held, "R'"));  // two thirds
  CHECK(answer(*held, "x R") == std::vector<std::string>{"R'"});
  CHECK_THROWS_WITH_AS(answer(*held, "Rw"),
                       "expected a move (R U L B, with ' or 2; F UL UR D; x y z), got \"Rw\"",
                       InputError);
}

TEST_CASE("the 3x3x3's answer as held is the scramble's position seen from where it is held") {
  std::mt19937_64 random(12);
  const char* words[] = {"U", "R", "F", "D", "L", "B", "Rw", "u", "M", "E", "S", "x", "y", "z"};
  const char* powers[] = {"", "2", "'"};
  for (int i = 0; i < 300; ++i) {
    std::string text;
    for (unsigned n = random() % 15; n > 0; --n)
      text += std::string(text.empty() ? "" : " ") + words[random() % 14] + powers[random() % 3];
    CAPTURE(text);
    const cube3::Scramble scramble = cube3::read_scramble(text);
    cube3::FaceMap to{};  // where each face of the first frame is held now
    for (unsigned f = 0; f < cube3::kFaces; ++f) to[scramble.held[f]] = static_cast<cube3::Face>(f);
    cube3::Cube cube = cube3::solved_cube();
    for (const cube3::Turn t : scramble.turns) cube = cube3::turned(cube, t);
    cube3::Cube held = cube3::solved_cube();
    for (const cube3::Turn t : cube3::held_turns(scramble)) held = cube3::turned(held, t);
    CHECK(held == cube3::rotated(cube, to));
  }
  const auto cube = loaded("3x3x3", "--pruning small");
  CHECK(answer(*cube, "F x") == std::vector<std::string>{"U'"});
  CHECK(answer(*cube, "R U R' U' y") == answer(*cube, "F U F' U'"));  // y takes R to F
  CHECK(answer(*loaded("3x3x3", "--pruning small --orientation start"), "F x") ==
        std::vector<std::string>{"F'"});
}
