// Stickers (docs/stickers.md): the 2x2x2's and the Skewb's colourings
// against a sticker model of the test's own, built from the geometry (each
// facelet a point and a normal, each move a rotation of the points on one
// side of a plane), not from the definitions' sticker maps; round trips;
// answers from stickers equal to answers from vectors and from moves; and
// each refusal's message.
#include <doctest/doctest.h>

#include <array>
#include <cctype>
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

// The Pyraminx's stickers from its geometry: a regular tetrahedron, its
// corners U L R B at alternate corners of the cube's coordinates, held as
// the WCA holds it (F towards you, U up); each face cut into 9 triangles,
// a facelet the centroid of one (times 9, in integers) and its face's
// normal. A capital move turns, a third clockwise as seen from its corner,
// the facelets past the first cut from the corner (at a third of the
// height), a tip's those past the second. The order and the net are
// docs/stickers.md's: the faces F D L R, F pointing up, each row by row.
struct PyraminxModel {
  std::vector<Facelet> facelets;
  std::vector<std::pair<int, int>> net;
  std::map<char, Vector> corners;
  std::string solved;

  static PyraminxModel make() {
    PyraminxModel m;
    m.corners = {{'U', {1, 1, 1}}, {'L', {1, -1, -1}}, {'R', {-1, 1, -1}}, {'B', {-1, -1, 1}}};
    // A face pointing up: its corners apex, lower left, lower right; one
    // pointing down: upper left, upper right, apex. Where its first row is.
    struct Side {
      char letter;
      bool up;
      std::array<char, 3> corners;
      int row;
      int column;
    };
    const std::array<Side, 4> sides{{{'F', true, {'U', 'L', 'R'}, 0, 5},
                                     {'D', false, {'L', 'R', 'B'}, 3, 5},
                                     {'L', false, {'B', 'U', 'L'}, 0, 0},
                                     {'R', false, {'U', 'B', 'R'}, 0, 10}}};
    for (const Side& side : sides) {
      const Vector& a = m.corners.at(side.corners[0]);
      const Vector& b = m.corners.at(side.corners[1]);
      const Vector& c = m.corners.at(side.corners[2]);
      // Outwards: away from the fourth corner, which is -(a + b + c).
      Vector normal{};
      for (int i = 0; i < 3; ++i) normal[i] = a[i] + b[i] + c[i];
      // Seen from outside, the net's corners go round clockwise.
      const Vector& next = side.up ? c : b;
      const Vector& last = side.up ? b : c;
      Vector ab{}, ac{};
      for (int i = 0; i < 3; ++i) {
        ab[i] = next[i] - a[i];
        ac[i] = last[i] - a[i];
      }
      CHECK(dot(cross(ab, ac), normal) < 0);
      // The cuts' crossings, row r (0..3) from the first row, j along it.
      const auto point = [&](int r, int j) {
        Vector p{};
        for (int i = 0; i < 3; ++i)
          p[i] = side.up ? (3 - r) * a[i] + (r - j) * b[i] + j * c[i]
                         : r * c[i] + (3 - r - j) * a[i] + j * b[i];
        return p;
      };
      const auto add = [&](int r, int k, const Vector& p, const Vector& q, const Vector& s) {
        Vector centroid{};
        for (int i = 0; i < 3; ++i) centroid[i] = p[i] + q[i] + s[i];
        m.facelets.push_back({centroid, normal});
        m.net.emplace_back(side.row + r, side.column + (side.up ? 2 - r : r) + k);
        m.solved.push_back(side.letter);
      };
      for (int r = 0; r < 3; ++r) {
        int k = 0;
        if (side.up) {
          for (int j = 0; j <= r; ++j) {
            add(r, k++, point(r, j), point(r + 1, j), point(r + 1, j + 1));
            if (j < r) add(r, k++, point(r, j), point(r, j + 1), point(r + 1, j + 1));
          }
        } else {
          for (int j = 0; j < 3 - r; ++j) {
            add(r, k++, point(r, j), point(r, j + 1), point(r + 1, j));
            if (j < 2 - r) add(r, k++, point(r, j + 1), point(r + 1, j), point(r + 1, j + 1));
          }
        }
      }
    }
    return m;
  }

  std::vector<std::string> move_names() const {
    std::vector<std::string> names;
    for (const char* name : {"U", "L", "R", "B", "u", "l", "r", "b"}) {
      names.emplace_back(name);
      names.push_back(std::string(name) + "'");
    }
    return names;
  }

  // A point's distance towards a corner runs from -9 (the far face) to 27
  // (the corner), times 3: the cuts are at 3 and 15.
  std::string apply(const std::string& colours, const std::string& move) const {
    const Vector& axis = corners.at(static_cast<char>(std::toupper(move[0])));
    const int cut = std::isupper(static_cast<unsigned char>(move[0])) ? 3 : 15;
    std::string out = colours;
    for (int t = move.size() == 1 ? 1 : 2; t > 0; --t) {
      const std::string before = out;
      for (std::size_t i = 0; i < facelets.size(); ++i) {
        if (dot(facelets[i].point, axis) <= cut) continue;
        const Facelet to{turned(facelets[i].point, axis), turned(facelets[i].normal, axis)};
        std::size_t j = 0;
        while (!(facelets[j].point == to.point && facelets[j].normal == to.normal)) ++j;
        out[j] = before[i];
      }
    }
    return out;
  }

  // Its centres name its faces: a Pyraminx held otherwise is refused, not
  // renamed (docs/stickers.md).
  std::string held_otherwise(const std::string& colours, std::mt19937_64&) const { return colours; }

  bool every_face_one_colour(const std::string& colours) const {
    for (std::size_t i = 0; i < colours.size(); ++i)
      if (colours[i] != colours[i / 9 * 9]) return false;
    return true;
  }
};

// The net --show draws, from the test's own layout.
template <class M>
std::vector<std::string> net_of(const M& m, const std::string& colours) {
  std::vector<std::string> rows;
  for (std::size_t i = 0; i < colours.size(); ++i) {
    const auto [row, column] = m.net[i];
    if (rows.size() <= static_cast<std::size_t>(row)) rows.resize(row + 1);
    for (auto& r : rows) r.resize(std::max<std::size_t>(r.size(), column + 1), ' ');
    rows[row][column] = colours[i];
  }
  return rows;
}

template <class M>
void check_against_model(const std::string& name, const M& m) {
  CAPTURE(name);
  const Loaded p = load_named(name);
  const std::vector<std::string> names = m.move_names();
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
    // Held in another orientation (a cube's whole-puzzle turn or two of
    // the colouring), the answer's moves, made as it is held, give every
    // face one colour.
    std::string held = m.held_otherwise(colours, random);
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
  check_against_model("2x2x2", Model::make(false));
}

TEST_CASE("skewb stickers: the geometry's colourings, read, written, drawn and answered") {
  check_against_model("skewb", Model::make(true));
}

TEST_CASE("pyraminx stickers: the geometry's colourings, read, written, drawn and answered") {
  check_against_model("pyraminx", PyraminxModel::make());
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

TEST_CASE("pyraminx stickers: each impossible colouring refused, naming its facelets") {
  const Loaded pyraminx = load_named("pyraminx");
  const Puzzle& p = *pyraminx.stickers;
  CHECK(message_of(p, "FFFFFFFFF DDDDDDDDD LLLLLLLLL RRRRRRRRR").empty());
  CHECK(message_of(p, "FFFFFFFFF DDDDDDDDD LLLLLLLLL RRRRRRRR") ==
        "expected 36 facelets (F1 ... R9), got 35");
  CHECK(message_of(p, "FFFFFFFFF DDDDDDDDD LLLLLLLLL RRRRRRRRU") ==
        "expected a face letter (F D L R) for facelet R9, got \"U\"");
  CHECK(message_of(p, "FFDFFFFFF DDDDDDDDD LLLLLLLLL RRRRRRRRR") ==
        "colour F is on 8 facelets (F1 F2 F4 F5 F6 F7 F8 F9), expected 9; D is on 10 facelets (F3 "
        "D1 D2 D3 D4 D5 D6 D7 D8 D9), expected 9");
  // A tip's and a centre's stickers in mirror order.
  CHECK(message_of(p, "LFFFFFFFF DDDDDDDDD LLLLFLLLL RRRRRRRRR") ==
        "facelets F1 L5 R1 show L F R: no TIP has these colours in this order");
  CHECK(message_of(p, "FFLFFFFFF DDDDDDDDD LLLFLLLLL RRRRRRRRR") ==
        "facelets F3 L4 R2 show L F R: no CENTER has these colours in this order");
  // One edge flipped; two edges swapped; the U and B centres swapped.
  CHECK(message_of(p, "FLFFFFFFF DDDDDDDDD LLLLLLLFL RRRRRRRRR") ==
        "no position has these stickers: EDGE slots 1 2 3 4 5 6 (F2 L8, F4 R6, L3 R3, F7 D3, R8 "
        "D8, L6 D6): the orientations must add up to 0 modulo 2");
  CHECK(message_of(p, "FFFFFFFFF DDDDDDDDD LLLLLLLRL RRRRRLRRR") ==
        "no position has these stickers: the permutation of EDGE slots 1 2 3 4 5 6 (F2 L8, F4 R6, "
        "L3 R3, F7 D3, R8 D8, L6 D6) must be even");
  CHECK(message_of(p, "FFDFFFFFF DDDDDDFDD LRLRLLLLL RLRLRRRRR") ==
        "no position has these stickers: CENTER slot 1 (F3 L4 R2) must hold the pieces 1");
}
