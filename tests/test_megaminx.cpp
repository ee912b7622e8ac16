// The Megaminx (issue 41, item 4) against a model of the test's own: the
// dodecahedron's stickers as points in space, each turn a real rotation of
// the points on one side of a plane, the face names placed by hand (U on
// top, F in front) and only each face's first sticker taken from TNoodle's
// numbering; and against TNoodle's own state model (tests/tnoodle: its
// MegaminxPuzzle built with javac from github:thewca/tnoodle-lib 3688c66,
// run by scripts/bench.d/tnoodle/Scrambles.java: minx.txt its scrambles as
// it writes them, java.util.Random seeded 40; minx.tsv the same each with
// the stickers TNoodle's image gives it; minx-moves.tsv every move its
// parser reads, alone and in a sequence).
#include <doctest/doctest.h>

#include <array>
#include <cmath>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/errors.h"
#include "core/puzzle.h"
#include "core/random_draw.h"
#include "core/tokens.h"
#include "loaded_puzzle.h"
#include "puzzles/events.h"
#include "puzzles/registry.h"
#include "tree_paths.h"

using namespace puzzletab;

namespace {

std::unique_ptr<Puzzle> loaded(const std::string& name) {
  for (auto& p : make_puzzles(name))
    if (p->name() == name) return testing::loaded_puzzle(std::move(p), "");
  FAIL("no puzzle " << name);
  return nullptr;
}

std::vector<std::string> lines_of(const std::string& file) {
  std::ifstream in(std::string(PUZZLETAB_TEST_TNOODLE) + "/" + file);
  REQUIRE(in);
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

using Point = std::array<double, 3>;

double dot(const Point& a, const Point& b) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
Point cross(const Point& a, const Point& b) {
  return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}
Point plus(const Point& a, const Point& b, double k = 1) {
  return {a[0] + k * b[0], a[1] + k * b[1], a[2] + k * b[2]};
}
Point unit(const Point& a) {
  const double n = std::sqrt(dot(a, a));
  return {a[0] / n, a[1] / n, a[2] / n};
}
// `p` turned by `angle` about the unit `axis` (Rodrigues' formula): anticlockwise
// as seen from the axis's tip for a positive angle.
Point rotated(const Point& p, const Point& axis, double angle) {
  const double c = std::cos(angle);
  const double s = std::sin(angle);
  const Point k_cross_p = cross(axis, p);
  const double k_dot_p = dot(axis, p);
  Point out{};
  for (int i = 0; i < 3; ++i) out[i] = p[i] * c + k_cross_p[i] * s + axis[i] * k_dot_p * (1 - c);
  return out;
}

// The Megaminx as 132 points: face f's sticker s is point f * 11 + s.
struct Model {
  // The faces in TNoodle's order and each one's outward direction: U up (y),
  // F in front (z), R to the right (x); the five around U at 26.57 degrees
  // above the equator, F then R, BR, BL, L every 72 degrees clockwise as
  // seen from above; the five around D 36 degrees on, below it.
  static constexpr const char* kNames[12] = {"U", "BL", "BR",  "R", "F",   "L",
                                             "D", "DR", "DBR", "B", "DBL", "DL"};
  // The neighbour whose edge is each face's sticker 1 (TNoodle's numbering:
  // MegaminxPuzzle's turn tables); its stickers go on clockwise from there.
  static constexpr int kFirst[12] = {1, 10, 1, 0, 5, 10, 7, 4, 7, 6, 11, 4};
  static constexpr double kLayer = 0.75;  // a face's layer: points beyond this

  std::array<Point, 12> normal;
  std::vector<Point> points;
  std::vector<std::vector<int>> face_moves;  // [face]: where a fifth clockwise sends each
  std::vector<std::vector<int>> big_moves;   // [face]: all but the opposite layer

  Model() {
    const double pi = std::acos(-1.0);
    const double y = 1 / std::sqrt(5.0);
    const double r = 2 / std::sqrt(5.0);
    const auto around = [&](double degrees, double height) {
      const double a = degrees * pi / 180;
      return Point{r * std::sin(a), height, r * std::cos(a)};
    };
    normal = {Point{0, 1, 0},  around(216, y),  around(144, y),  around(72, y),
              around(0, y),    around(288, y),  Point{0, -1, 0}, around(36, -y),
              around(108, -y), around(180, -y), around(252, -y), around(324, -y)};
    for (int f = 0; f < 12; ++f) {
      // The neighbours (normals 63.4 degrees away) clockwise as seen from
      // outside, from the first.
      const Point n = normal[f];
      const Point u = unit(plus(normal[kFirst[f]], n, -dot(normal[kFirst[f]], n)));
      const Point v = cross(n, u);
      std::vector<std::pair<double, int>> by_angle;
      for (int g = 0; g < 12; ++g)
        if (std::abs(dot(normal[g], n) - y) < 1e-9) {
          const Point d = plus(normal[g], n, -dot(normal[g], n));
          double angle = -std::atan2(dot(d, v), dot(d, u));
          if (angle < -1e-9) angle += 2 * pi;
          by_angle.emplace_back(angle, g);
        }
      REQUIRE(by_angle.size() == 5);
      std::sort(by_angle.begin(), by_angle.end());
      std::array<Point, 5> toward{};
      for (int k = 0; k < 5; ++k) {
        const Point g = normal[by_angle[k].second];
        toward[k] = unit(plus(g, n, -dot(g, n)));
      }
      // Corner 2k between neighbours k-1 and k, edge 2k+1 at neighbour k,
      // then the centre.
      for (int k = 0; k < 5; ++k) {
        points.push_back(plus(n, unit(plus(toward[(k + 4) % 5], toward[k])), 0.6));
        points.push_back(plus(n, toward[k], 0.5));
      }
      points.push_back(n);
    }
    for (int f = 0; f < 12; ++f) {
      face_moves.push_back(
          turn(normal[f], [&](const Point& p) { return dot(p, normal[f]) > kLayer; }));
      const Point opposite = plus(Point{0, 0, 0}, normal[f], -1);
      big_moves.push_back(
          turn(normal[f], [&](const Point& p) { return dot(p, opposite) <= kLayer; }));
    }
  }

  // The points `inside` turned a fifth clockwise (seen from outside) about
  // `axis`, each then found among the points.
  template <typename Inside>
  std::vector<int> turn(const Point& axis, Inside inside) const {
    const double fifth = 2 * std::acos(-1.0) / 5;
    std::vector<int> to(points.size());
    for (std::size_t i = 0; i < points.size(); ++i) {
      if (!inside(points[i])) {
        to[i] = static_cast<int>(i);
        continue;
      }
      const Point p = rotated(points[i], axis, -fifth);
      int found = -1;
      for (std::size_t j = 0; j < points.size(); ++j) {
        const Point d = plus(points[j], p, -1);
        if (dot(d, d) < 1e-12) found = static_cast<int>(j);
      }
      REQUIRE(found >= 0);
      REQUIRE(inside(points[static_cast<std::size_t>(found)]));
      to[i] = found;
    }
    return to;
  }

  // A colouring: a face letter (docs/megaminx.md) a point.
  std::string solved() const {
    std::string s;
    for (int f = 0; f < 12; ++f) s += std::string(11, "WYBRGPwypgrb"[f]);
    return s;
  }

  // The colouring after one move as TNoodle names it.
  std::string apply(const std::string& colours, const std::string& move) const {
    static const std::map<std::string, int> kFaceAmount = {{"", 1}, {"2", 2}, {"2'", 3}, {"'", 4}};
    static const std::map<std::string, int> kBigAmount = {{"+", 1}, {"++", 2}, {"--", 3}, {"-", 4}};
    const std::vector<int>* to = nullptr;
    int amount = 0;
    if ((move[0] == 'R' || move[0] == 'D') && kBigAmount.count(move.substr(1))) {
      to = &big_moves[move[0] == 'R' ? 8 : 6];  // DBR's axis, D's
      amount = kBigAmount.at(move.substr(1));
    }
    for (int f = 0; f < 12 && to == nullptr; ++f) {
      const std::string name = kNames[f];
      if (move.rfind(name, 0) == 0 && kFaceAmount.count(move.substr(name.size()))) {
        to = &face_moves[static_cast<std::size_t>(f)];
        amount = kFaceAmount.at(move.substr(name.size()));
      }
    }
    REQUIRE_MESSAGE(to != nullptr, move);
    std::string out = colours;
    for (int a = 0; a < amount; ++a) {
      const std::string before = out;
      for (std::size_t i = 0; i < before.size(); ++i)
        out[static_cast<std::size_t>((*to)[i])] = before[i];
    }
    return out;
  }
  std::string after(const std::string& moves) const {
    std::string colours = solved();
    for (const std::string& m : split_tokens(moves)) colours = apply(colours, m);
    return colours;
  }

  // Every move TNoodle's parser reads.
  static std::vector<std::string> move_names() {
    std::vector<std::string> out;
    for (const char* f : kNames)
      for (const char* s : {"", "2", "2'", "'"}) out.push_back(std::string(f) + s);
    for (const char* f : {"R", "D"})
      for (const char* s : {"+", "++", "--", "-"}) out.push_back(std::string(f) + s);
    return out;
  }
};

std::string stickers(const Puzzle& puzzle, const std::string& moves) {
  std::string out;
  case_writer(puzzle, "stickers")(std::vector<std::string>{moves}, out);
  REQUIRE(!out.empty());
  out.pop_back();
  return out;
}

// A scramble's words in Pochmann's layout, as MegaminxPuzzle writes them:
// 7 groups of 10 turns alternating R and D, each ++ or --, then U, or U'
// when the group's last D was D--.
void check_pochmann_form(const std::vector<std::string>& words) {
  REQUIRE(words.size() == 77);
  for (std::size_t line = 0; line < 7; ++line) {
    for (std::size_t j = 0; j < 10; ++j) {
      const std::string& w = words[11 * line + j];
      CAPTURE(w);
      CHECK((w == std::string(j % 2 == 0 ? "R" : "D") + "++" ||
             w == std::string(j % 2 == 0 ? "R" : "D") + "--"));
    }
    CHECK(words[11 * line + 10] == (words[11 * line + 9] == "D--" ? "U'" : "U"));
  }
}

}  // namespace

TEST_CASE("megaminx: every move TNoodle reads, and TNoodle's scrambles, give TNoodle's stickers") {
  const auto puzzle = loaded("megaminx");
  const Model model;
  std::size_t checked = 0;
  for (const std::string file : {"minx.tsv", "minx-moves.tsv"})
    for (const std::string& line : lines_of(file)) {
      const auto tab = line.find('\t');
      REQUIRE(tab != std::string::npos);
      const std::string moves = line.substr(0, tab);
      CAPTURE(moves);
      CHECK(stickers(*puzzle, moves) == line.substr(tab + 1));
      CHECK(model.after(moves) == line.substr(tab + 1));
      ++checked;
    }
  CHECK(checked == 77);
  // Every move of TNoodle's parser is among the file's.
  std::set<std::string> moves;
  for (const std::string& line : lines_of("minx-moves.tsv"))
    for (const std::string& w : split_tokens(line.substr(0, line.find('\t')))) moves.insert(w);
  CHECK(moves.size() == Model::move_names().size());
}

TEST_CASE("megaminx: random moves read to the stickers the points in space give") {
  const auto puzzle = loaded("megaminx");
  const Model model;
  const auto names = Model::move_names();
  CHECK(puzzle->move_count() == names.size());
  std::mt19937 random(41);
  for (int trial = 0; trial < 200; ++trial) {
    std::string moves;
    const int length = static_cast<int>(random() % 40);
    for (int i = 0; i < length; ++i) moves += (i ? " " : "") + names[random() % names.size()];
    CAPTURE(moves);
    const std::string colours = model.after(moves);
    CHECK(stickers(*puzzle, moves) == colours);
    // Each move of the puzzle's from there, by the name it gives it.
    const Position p = puzzle->read_case(std::vector<std::string>{moves});
    const Move m = static_cast<Move>(random() % puzzle->move_count());
    const auto next = puzzle->apply(p, m);
    REQUIRE(next);
    CHECK(stickers(*puzzle, moves + " " + puzzle->move_name(m)) ==
          model.apply(colours, puzzle->move_name(m)));
  }
}

TEST_CASE("megaminx: scrambles in TNoodle's form, undone to the goal by the model's inverse") {
  const auto minx = loaded("minx");
  const auto puzzle = loaded("megaminx");
  const Model model;
  // TNoodle's own: 7 lines of 11 a scramble.
  const auto tnoodle = lines_of("minx.txt");
  REQUIRE(tnoodle.size() == 140);
  std::set<std::string> tnoodle_words;
  for (std::size_t s = 0; s < tnoodle.size(); s += 7) {
    std::vector<std::string> words;
    for (std::size_t l = s; l < s + 7; ++l) {
      const auto line = split_tokens(tnoodle[l]);
      CHECK(line.size() == 11);
      CHECK(tnoodle[l] == [&] {
        std::string joined;
        for (const auto& w : line) joined += (joined.empty() ? "" : " ") + w;
        return joined;
      }());
      words.insert(words.end(), line.begin(), line.end());
    }
    check_pochmann_form(words);
    tnoodle_words.insert(words.begin(), words.end());
  }
  RandomDraw draw(7);
  std::set<std::string> own_words;
  std::size_t plus = 0;
  std::size_t turns = 0;
  for (int i = 0; i < 300; ++i) {
    const std::string scramble = minx->draw_case(draw, "moves", false)();
    CAPTURE(scramble);
    const auto words = split_tokens(scramble);
    check_pochmann_form(words);
    own_words.insert(words.begin(), words.end());
    for (const auto& w : words)
      if (w.size() == 3) {
        ++turns;
        plus += w[1] == '+';
      }
    if (i % 30 != 0) continue;
    // Undone, in the model's words: the inverse of each turn, last first.
    CHECK(stickers(*puzzle, scramble) == model.after(scramble));
    Position p = puzzle->read_case(std::vector<std::string>{scramble});
    CHECK(!puzzle->is_goal(p));
    for (auto w = words.rbegin(); w != words.rend(); ++w) {
      const std::string inverse = *w == "U"    ? "U'"
                                  : *w == "U'" ? "U"
                                               : w->substr(0, 1) + (w->at(1) == '+' ? "--" : "++");
      Move m = 0;
      while (m < puzzle->move_count() && puzzle->move_name(m) != inverse) ++m;
      REQUIRE(m < puzzle->move_count());
      p = *puzzle->apply(p, m);
      CHECK(puzzle->is_goal(p) == (w + 1 == words.rend()));
    }
  }
  CHECK(own_words == tnoodle_words);
  CHECK(own_words == std::set<std::string>{"R++", "R--", "D++", "D--", "U", "U'"});
  // 21,000 turns, each ++ with probability 1/2: within 4 standard
  // deviations (72) of half.
  CHECK(turns == 21000);
  CHECK(plus > 10500 - 300);
  CHECK(plus < 10500 + 300);
}

TEST_CASE("megaminx: no solver, said so; any face one colour is solved; bad moves refused") {
  const auto puzzle = loaded("megaminx");
  CHECK(puzzle->solver() == Puzzle::Solver::none);
  const Position p = puzzle->read_case(std::vector<std::string>{"R++ U"});
  CHECK_THROWS_WITH_AS(puzzle->solve(p), doctest::Contains("no solver"), InputError);
  std::string out;
  CHECK_THROWS_WITH_AS(case_writer(*puzzle, "moves")(std::vector<std::string>{"R++"}, out),
                       doctest::Contains("no solver"), InputError);
  // The whole puzzle turned (R++, then the L face's layer with it, L2') is
  // solved.
  CHECK(puzzle->is_goal(puzzle->read_case(std::vector<std::string>{"R++ L2'"})));
  CHECK(!puzzle->is_goal(puzzle->read_case(std::vector<std::string>{"R++ L2"})));
  for (const std::string bad : {"U3", "F++", "R+++", "DR-", "u", "R2+", "Dw"})
    CHECK_THROWS_WITH_AS(puzzle->read_case(std::vector<std::string>{"R++ " + bad}),
                         doctest::Contains("megaminx: "), InputError);
  // Typographic primes, as everywhere.
  CHECK(stickers(*puzzle, "U’ BL′") == stickers(*puzzle, "U' BL'"));
}

TEST_CASE("megaminx: the drawing shows each face's 11 stickers in its own colour") {
  const auto puzzle = loaded("megaminx");
  const Model model;
  const Picture solved = puzzle->draw(puzzle->read_case(std::vector<std::string>{""}));
  std::map<char, int> count;
  std::map<char, std::set<char>> colour;
  for (std::size_t r = 0; r < solved.rows.size(); ++r)
    for (std::size_t c = 0; c < solved.rows[r].size(); ++c)
      if (solved.rows[r][c] != ' ') {
        ++count[solved.rows[r][c]];
        colour[solved.rows[r][c]].insert(solved.colours[r][c]);
      }
  CHECK(count.size() == 12);
  std::set<char> colours;
  for (const auto& [letter, n] : count) {
    CHECK(n == 11);
    CHECK(colour[letter].size() == 1);
    colours.insert(*colour[letter].begin());
  }
  CHECK(colours.size() == 12);
  // After U, what changed: U's 10 stickers turn within it (its letters stay),
  // and 15 of its neighbours' stickers change letter.
  const Picture turned = puzzle->draw(puzzle->read_case(std::vector<std::string>{"U"}));
  int changed = 0;
  for (std::size_t r = 0; r < turned.rows.size(); ++r)
    for (std::size_t c = 0; c < turned.rows[r].size(); ++c)
      changed += turned.rows[r][c] != solved.rows[r][c];
  CHECK(changed == 15);
}
