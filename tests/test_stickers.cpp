// Stickers (docs/stickers.md): the 2x2x2's and the Skewb's colourings
// against a sticker model of the test's own, built from the geometry (each
// facelet a point and a normal, each move a rotation of the points on one
// side of a plane), not from the definitions' sticker maps; round trips;
// answers from stickers equal to answers from vectors and from moves; and
// each refusal's message.
#include <doctest/doctest.h>

#include <array>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "core/errors.h"
#include "core/json_answer.h"
#include "core/puzzle.h"
#include "cube_sticker_model.h"
#include "loaded_puzzle.h"
#include "puzzles/registry.h"

using namespace puzzletab;
using namespace puzzletab::testing;

namespace {

struct Loaded {
  std::unique_ptr<Puzzle> vectors;
  std::unique_ptr<Puzzle> moves;
  std::unique_ptr<Puzzle> stickers;
};

std::unique_ptr<Puzzle> find(const std::string& name) {
  for (auto& p : make_puzzles(name))
    if (p->name() == name) return std::move(p);
  FAIL("no puzzle " << name);
  return nullptr;
}

Loaded load_named(const std::string& name) {
  return {testing::loaded_puzzle(find(name)), testing::loaded_puzzle(find(name), "--input moves"),
          testing::loaded_puzzle(find(name), "--input stickers")};
}

std::string answer(const Puzzle& puzzle, const std::string& text) {
  std::string out;
  case_writer(puzzle, "moves")(case_tokens(puzzle, text), out);
  return out;
}

std::string message_of(const Puzzle& puzzle, const std::string& colours) {
  try {
    puzzle.read_case(std::vector<std::string>{colours});
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

// The net --show draws, from the test's own layout.
std::vector<std::string> net_of(const Model& m, const std::string& colours) {
  std::vector<std::string> rows;
  for (std::size_t i = 0; i < colours.size(); ++i) {
    const auto [row, column] = m.net[i];
    if (rows.size() <= static_cast<std::size_t>(row)) rows.resize(row + 1);
    for (auto& r : rows) r.resize(std::max<std::size_t>(r.size(), column + 1), ' ');
    rows[row][column] = colours[i];
  }
  return rows;
}

void check_against_model(const std::string& name, bool skewb) {
  CAPTURE(name);
  const Model m = Model::make(skewb);
  const Loaded p = load_named(name);
  std::vector<std::string> names;
  for (const auto& [move, axis] : m.moves)
    for (const char* power : {"", "2", "'"})
      if (dot(axis, axis) == 1 || power[0] != '2') names.push_back(move + power);
  std::mt19937_64 random(26);
  for (int round = 0; round < 2000; ++round) {
    std::string scramble;
    std::string colours = m.solved;
    const int length = static_cast<int>(random() % 20);
    for (int i = 0; i < length; ++i) {
      const std::string& move = names[random() % names.size()];
      if (!scramble.empty()) scramble.push_back(' ');
      scramble += move;
      colours = m.apply(colours, move);
    }
    CAPTURE(scramble);
    const Position position = p.moves->read_case(std::vector<std::string>{scramble});
    // What the puzzle writes, reads and draws is the model's colouring.
    CHECK(p.stickers->write_case(position) == colours);
    CHECK(p.stickers->read_case(std::vector<std::string>{colours}) == position);
    CHECK(p.stickers->draw(position).rows == net_of(m, colours));
    std::string json;
    const auto vectors = case_tokens(*p.vectors, p.vectors->write_case(position));
    write_json_answer(*p.vectors, vectors, false, json);
    CHECK(json.find("\"facelets\":\"" + colours + "\"") != std::string::npos);
    // The same answer from the stickers, the scramble and the vectors.
    const std::string from_stickers = answer(*p.stickers, colours);
    CHECK(from_stickers == answer(*p.moves, scramble));
    CHECK(from_stickers == answer(*p.vectors, p.vectors->write_case(position)));
    // Held in another orientation (a whole-puzzle turn or two of the
    // colouring), the answer's moves, made as it is held, give every face
    // one colour.
    std::string held = colours;
    const auto& axes = std::array<Vector, 2>{Vector{1, 0, 0}, Vector{1, 1, 1}};
    for (unsigned t = random() % 4; t > 0; --t) held = m.turn(held, axes[0], true);
    for (unsigned t = random() % 3; t > 0; --t) held = m.turn(held, axes[1], true);
    const auto solution = p.stickers->solve(p.stickers->read_case(std::vector<std::string>{held}));
    REQUIRE(solution);
    CHECK(solution->size() == p.stickers->solve(position)->size());
    for (const Move move : *solution) held = m.apply(held, p.stickers->move_name(move));
    CHECK(m.every_face_one_colour(held));
  }
  // Round trips over uniform positions.
  for (int round = 0; round < 2000; ++round) {
    const Position position =
        p.stickers->nth_position(random() % p.stickers->position_count(false), false);
    const std::string colours = p.stickers->write_case(position);
    CHECK(p.stickers->read_case(std::vector<std::string>{colours}) == position);
  }
}

}  // namespace

TEST_CASE("2x2x2 stickers: the geometry's colourings, read, written, drawn and answered") {
  check_against_model("2x2x2", false);
}

TEST_CASE("skewb stickers: the geometry's colourings, read, written, drawn and answered") {
  check_against_model("skewb", true);
}

TEST_CASE("stickers: each impossible colouring refused, naming its facelets") {
  const Loaded cube = load_named("2x2x2");
  const Puzzle& p = *cube.stickers;
  const std::string solved = "UUUURRRRFFFFDDDDLLLLBBBB";
  CHECK(message_of(p, "UUUU RRRR, FFFF DDDD LLLL BBBB").empty());
  CHECK(message_of(p, solved.substr(1)) == "expected 24 facelets (U1 ... B4), got 23");
  CHECK(message_of(p, solved + "U") == "expected 24 facelets (U1 ... B4), got 25");
  CHECK(message_of(p, "UUUURRRRFFFFDDDDLLLLBBBW") ==
        "expected a face letter (U R F D L B) for facelet B4, got \"W\"");
  CHECK(message_of(p, "UUUURRRRFFFFDDDDLLLLBBBu") ==
        "expected a face letter (U R F D L B) for facelet B4, got \"u\"");
  CHECK(message_of(p, "UUUURRRRFFFFDDDDLLLLBBB\xc3\x9c") ==
        "expected a face letter (U R F D L B) for facelet B4, got \"\xc3\x9c\"");
  // A colour missing, one too many.
  CHECK(message_of(p, "UUUURRRRFFFFDDDDLLLLBBBU") ==
        "colour U is on 5 facelets (U1 U2 U3 U4 B4), expected 4; B is on 3 facelets (B1 B2 B3), "
        "expected 4");
  // Stickers swapped within a corner (its mirror image), and across two.
  CHECK(message_of(p, "UUUFRRRRUFFFDDDDLLLLBBBB") ==
        "facelets U4 R1 F2 show F R F: no CORNER has these colours in this order");
  CHECK(message_of(p, "UUURFRRRFUFFDDDDLLLLBBBB") ==
        "no position has these stickers: CORNER slots 1 2 3 4 5 6 8 (U4 R1 F2, U2 B1 R2, U1 L1 "
        "B2, U3 F1 L2, D2 F4 R3, D1 L4 F3, D4 R4 B3): the orientations must add up to 0 modulo 3");
  CHECK(message_of(p, "UUUUFRRRFRFFDDDDLLLLBBBB") ==
        "facelets U4 R1 F2 show U F R: no CORNER has these colours in this order");
  // The same corner twice, every colour's count kept: the UFR corner also
  // where UFL and URB are, and the DLB corner where DRF is.
  {
    std::string c = solved;
    const auto set = [&](const std::string& names, const std::string& colours) {
      for (std::size_t i = 0; i < colours.size(); ++i) {
        const char face = names[3 * i];
        const int index = names[3 * i + 1] - '1';
        const std::size_t at =
            std::string("URFDLB").find(face) * 4 + static_cast<std::size_t>(index);
        c[at] = colours[i];
      }
    };
    set("U3 F1 L2", "URF");
    set("U2 B1 R2", "RFU");
    set("D2 F4 R3", "DBL");
    CHECK(message_of(p, c) == "facelets U4 R1 F2 and U2 B1 R2 show the same CORNER (R F U)");
  }
  // The Skewb: a parity no position has.
  const Loaded skewb = load_named("skewb");
  CHECK(message_of(*skewb.stickers, "UUUUURRRRRFFFFFDDDDDBLLLLLBBBB") ==
        "no position has these stickers: the permutation of CENTER slots 1 2 3 4 5 6 (U1, F1, "
        "R1, B1, L1, D1) must be even");
}
