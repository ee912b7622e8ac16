// The Square-1 against a plain model written here (24 slots in an array,
// the middle a flag, as docs/square1.md describes them): random scrambles
// read by the puzzle and made on the model give the same pieces, and the
// solver's distances, in both metrics, equal the model's breadth-first
// search's from solved for every position it reaches within its depths.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "core/errors.h"
#include "core/puzzle.h"
#include "loaded_puzzle.h"
#include "modes/sampling.h"
#include "puzzles/registry.h"
#include "puzzles/square1/state.h"
#include "puzzles/square1/two_phase.h"
#include "sanitized.h"

using namespace puzzletab;
using namespace puzzletab::testing;

namespace {

struct Model {
  std::array<int, 24> slots{0, 0, 1, 2,  2,  3,  4,  4,  5,  6,  6,  7,
                            8, 9, 9, 10, 11, 11, 12, 13, 13, 14, 15, 15};
  int middle = 0;
  bool operator<(const Model& o) const {
    return slots != o.slots ? slots < o.slots : middle < o.middle;
  }
  // The piece on slot s moves to slot s + x (top) or s + y (bottom).
  Model turned(int x, int y) const {
    Model m = *this;
    for (int s = 0; s < 12; ++s) {
      m.slots[((s + x) % 12 + 12) % 12] = slots[s];
      m.slots[12 + ((s + y) % 12 + 12) % 12] = slots[12 + s];
    }
    return m;
  }
  // No corner across the cut (between slots 11 and 0, 5 and 6) of either layer.
  bool twistable() const {
    for (int l = 0; l < 2; ++l)
      if (slots[12 * l] == slots[12 * l + 11] || slots[12 * l + 5] == slots[12 * l + 6])
        return false;
    return true;
  }
  Model twisted() const {
    Model m = *this;
    for (int i = 0; i < 6; ++i) std::swap(m.slots[6 + i], m.slots[12 + i]);
    m.middle ^= 1;
    return m;
  }
  std::string text() const {
    std::string t;
    for (int p : slots) {
      t += std::to_string(p);
      t += ' ';
    }
    t += std::to_string(middle);
    return t;
  }
};

std::unique_ptr<Puzzle> square1_puzzle(const std::string& options = "") {
  for (auto& p : make_puzzles("square-1"))
    if (p->name() == "square-1") return loaded_puzzle(std::move(p), options);
  throw std::logic_error("no square-1");
}

std::string turn_name(int x, int y) {
  std::string name = "(";
  name += std::to_string(x);
  name += ',';
  name += std::to_string(y);
  name += ')';
  return name;
}

}  // namespace

TEST_CASE("square-1: scrambles read as the model makes them") {
  const auto pieces = square1_puzzle("--input pieces");
  const auto scrambles = square1_puzzle();
  std::mt19937 random(41);
  for (int n = 0; n < 300; ++n) {
    Model model;
    std::string scramble;
    for (int k = 0; k < 12; ++k) {
      int x = 0, y = 0;
      while (x == 0 && y == 0) {
        x = static_cast<int>(random() % 12) - 5;
        y = static_cast<int>(random() % 12) - 5;
      }
      if (!model.turned(x, y).twistable()) continue;
      model = model.turned(x, y).twisted();
      scramble += turn_name(x, y);
      scramble += " / ";
    }
    CAPTURE(scramble);
    const Position p = scrambles->read_case(case_tokens(*scrambles, scramble));
    CHECK(pieces->write_case(p) == model.text());
    CHECK(pieces->write_case(pieces->read_case(case_tokens(*pieces, model.text()))) ==
          model.text());
  }
  // A corner across the cut forbids `/`.
  CHECK_THROWS_WITH_AS(scrambles->read_case(case_tokens(*scrambles, "(2,0) /")),
                       doctest::Contains("move 2 \"/\" cannot be made"), InputError);
  CHECK_THROWS_AS(scrambles->read_case(case_tokens(*scrambles, "(7,0)")), InputError);
  CHECK_THROWS_AS(scrambles->read_case(case_tokens(*scrambles, "(0,0)")), InputError);
  CHECK_THROWS_WITH_AS(pieces->read_case(case_tokens(
                           *pieces, "0 0 1 2 2 3 4 4 5 6 6 7 8 9 9 10 11 11 12 13 13 14 15 14 0")),
                       doctest::Contains("edge 14 is on 2 slots"), InputError);
}

// Breadth-first from solved in the model: in the WCA metric each turn and
// each `/` one move; in the twist metric turns are free (0-1 search).
TEST_CASE("square-1: optimal distances equal the model's breadth-first search") {
  for (const bool wca : {false, true}) {
    CAPTURE(wca);
    const unsigned depth = wca ? 3 : 2;
    std::map<Model, unsigned> distance{{Model{}, 0}};
    std::vector<Model> layer{Model{}};
    auto close_under_turns = [&](std::vector<Model>& at, unsigned d) {
      std::vector<Model> more;
      for (const Model& m : at)
        for (int x = -5; x <= 6; ++x)
          for (int y = -5; y <= 6; ++y)
            if (distance.emplace(m.turned(x, y), d).second) more.push_back(m.turned(x, y));
      at.insert(at.end(), more.begin(), more.end());
    };
    if (!wca) close_under_turns(layer, 0);
    for (unsigned d = 1; d <= depth; ++d) {
      std::vector<Model> next;
      for (const Model& m : layer) {
        if (m.twistable() && distance.emplace(m.twisted(), d).second) next.push_back(m.twisted());
        if (wca)
          for (int x = -5; x <= 6; ++x)
            for (int y = -5; y <= 6; ++y)
              if ((x != 0 || y != 0) && distance.emplace(m.turned(x, y), d).second)
                next.push_back(m.turned(x, y));
      }
      if (!wca) close_under_turns(next, d);
      layer = std::move(next);
    }
    const auto puzzle =
        square1_puzzle(std::string("--input pieces") + (wca ? " --metric wca" : ""));
    std::mt19937 random(7);
    unsigned checked = 0;
    for (const auto& [model, d] : distance) {
      // Every position of the WCA metric's first two moves; a sample of
      // the rest.
      if (!(wca && d < depth) && random() % (wca ? 61 : 29) != 0) continue;
      // (A copy: clang 14 captures no structured binding in CAPTURE's lambda.)
      const std::string pieces = model.text();
      CAPTURE(pieces);
      const Position p = puzzle->read_case(case_tokens(*puzzle, pieces));
      const auto moves = puzzle->solve(p);
      REQUIRE(moves);
      CHECK(path_cost(*puzzle, *moves) == d);
      Position at = p;
      for (const Move m : *moves) at = *puzzle->apply(at, m);
      CHECK(puzzle->is_goal(at));
      ++checked;
    }
    CHECK(checked > 20);
  }
}

// The nodes --format json prints are those of a search with a table of its
// own on one thread: the same after other searches have filled the shared
// table with what they learned (which would cut the second count short),
// and with two searches at once.
TEST_CASE("square-1: --format json counts the same nodes in every run") {
  const auto puzzle = square1_puzzle();
  std::mt19937 random(1198);
  std::vector<std::string> scrambles;
  while (scrambles.size() < 4) {
    Model model;
    std::string scramble;
    for (int twists = 0; twists < 8;) {
      const int x = static_cast<int>(random() % 12) - 5, y = static_cast<int>(random() % 12) - 5;
      if ((x == 0 && y == 0) || !model.turned(x, y).twistable()) continue;
      model = model.turned(x, y).twisted();
      scramble += turn_name(x, y) + " / ";
      ++twists;
    }
    scrambles.push_back(scramble);
  }
  auto nodes = [&](const std::string& scramble) {
    for (const auto& [name, value] : puzzle->json_answer(case_tokens(*puzzle, scramble)).extras)
      if (name == "nodes") return value;
    return std::string("none");
  };
  std::vector<std::string> first;
  for (const std::string& s : scrambles) first.push_back(nodes(s));
  for (const std::string& s : scrambles)
    REQUIRE(puzzle->solve(puzzle->read_case(case_tokens(*puzzle, s))));
  std::vector<std::string> again(scrambles.size());
  {
    std::jthread other([&] {
      for (std::size_t i = 1; i < scrambles.size(); i += 2) again[i] = nodes(scrambles[i]);
    });
    for (std::size_t i = 0; i < scrambles.size(); i += 2) again[i] = nodes(scrambles[i]);
  }
  CHECK(first == again);
  CHECK(first.front() != "none");
}

namespace {

// A layer's shape in the model: for each of its 12 slots whether a corner
// covers it, and whether that corner also covers the next slot (its first
// half). A corner may cover slots 11 and 0.
struct LayerShape {
  std::array<bool, 12> corner{}, first_half{};
  unsigned corners() const {
    return static_cast<unsigned>(std::count(first_half.begin(), first_half.end(), true));
  }
  // No corner across the cut between slots 11 and 0 or 5 and 6.
  bool cuts_clear() const { return !first_half[11] && !first_half[5]; }
  LayerShape rotated(unsigned by) const {
    LayerShape r;
    for (unsigned s = 0; s < 12; ++s) {
      r.corner[(s + by) % 12] = corner[s];
      r.first_half[(s + by) % 12] = first_half[s];
    }
    return r;
  }
  auto operator<=>(const LayerShape&) const = default;
};

// Every way of covering 12 slots on a circle by corners (two slots) and
// edges (one), as the model places them.
std::vector<LayerShape> layer_shapes() {
  std::vector<LayerShape> shapes;
  for (unsigned mask = 0; mask < (1u << 12); ++mask) {
    LayerShape shape;
    bool fits = true;
    for (unsigned s = 0; s < 12 && fits; ++s) {
      if ((mask >> s & 1u) == 0) continue;
      const unsigned next = (s + 1) % 12;
      fits = !shape.corner[s] && !shape.corner[next] && (mask >> next & 1u) == 0;
      shape.corner[s] = shape.corner[next] = shape.first_half[s] = true;
    }
    if (fits) shapes.push_back(shape);
  }
  return shapes;
}

LayerShape shape_of(const Model& model, unsigned layer) {
  LayerShape shape;
  for (unsigned s = 0; s < 12; ++s) {
    const int piece = model.slots[12 * layer + s];
    const bool corner = (piece < 8) == (piece % 2 == 0);  // TNoodle's numbers
    shape.corner[s] = corner;
    shape.first_half[s] = corner && model.slots[12 * layer + (s + 1) % 12] == piece;
  }
  return shape;
}

Model model_of(const std::string& pieces) {
  Model model;
  std::istringstream in(pieces);
  for (int& p : model.slots) in >> p;
  in >> model.middle;
  return model;
}

// Pearson's statistic of `seen` against the counts `expected`.
double chi_square(const std::map<std::string, double>& seen, double expected) {
  double sum = 0;
  for (const auto& entry : seen) {
    const double d = entry.second - expected;
    sum += d * d / expected;
  }
  return sum;
}

// For draws of Square-1 positions: the statistics of their shapes (3,678
// categories), of the place each corner and each edge takes in the
// order the slots are read (an 8 x 8 table each, rows and columns summing
// to the draws), and of their permutations' parities with the middle (8).
struct DrawStatistics {
  double shapes = 0, corner_places = 0, edge_places = 0, parities = 0;
};

DrawStatistics statistics(const std::vector<Model>& drawn) {
  std::map<std::string, double> shapes, corner_places, edge_places, parities;
  for (const Model& m : drawn) {
    std::string shape;
    for (unsigned layer = 0; layer < 2; ++layer)
      for (bool first : shape_of(m, layer).first_half) shape += first ? 'c' : '.';
    ++shapes[shape];
    std::vector<int> corners, edges;
    for (unsigned s = 0; s < 24; ++s) {
      const int piece = m.slots[s];
      if ((piece < 8) != (piece % 2 == 0)) {
        edges.push_back(piece);
      } else if (s % 12 == 11 ? m.slots[s - 11] != piece : m.slots[s + 1] != piece) {
        corners.push_back(piece);  // a corner's second half (no wrap where it came first)
      }
    }
    REQUIRE(corners.size() == 8);
    REQUIRE(edges.size() == 8);
    auto parity = [](const std::vector<int>& order) {
      unsigned inversions = 0;
      for (std::size_t i = 0; i < order.size(); ++i)
        for (std::size_t j = i + 1; j < order.size(); ++j) inversions += order[i] > order[j];
      return inversions % 2;
    };
    for (std::size_t place = 0; place < 8; ++place) {
      ++corner_places[std::to_string(corners[place]) + "@" + std::to_string(place)];
      ++edge_places[std::to_string(edges[place]) + "@" + std::to_string(place)];
    }
    ++parities[std::to_string(parity(corners)) + std::to_string(parity(edges)) +
               std::to_string(m.middle)];
  }
  const double n = static_cast<double>(drawn.size());
  for (auto* table : {&shapes, &corner_places, &edge_places, &parities}) CHECK(!table->empty());
  return {chi_square(shapes, n / 3678) + (3678.0 - static_cast<double>(shapes.size())) * n / 3678,
          chi_square(corner_places, n / 8), chi_square(edge_places, n / 8),
          chi_square(parities, n / 8)};
}

// The 1-in-10,000 points of the chi-square laws (Wilson and Hilferty's
// approximation for 3,677 degrees of freedom; tables for 49 and 7).
constexpr double kShapesLimit = 4004.6, kPlacesLimit = 94.8, kParitiesLimit = 29.88;

bool uniform(const DrawStatistics& s) {
  return s.shapes < kShapesLimit && s.corner_places < kPlacesLimit &&
         s.edge_places < kPlacesLimit && s.parities < kParitiesLimit;
}

}  // namespace

// Jaap Scherphuis' counts (his page "Square-1 Tables of Move Sequences",
// "Number of Positions"): 1, 3, 10, 10 and 5 layer shapes with 6, 5, 4, 3
// and 2 corners up to the layer's turns, 2, 36, 105, 112 and 54 with them;
// 170 pairs of layer shapes; 435,891,456,000 positions up to the layers'
// turns with the middle either way. TNoodle's Shape (cs.sq12phase) numbers
// the 3,678 shapes `/` can be made in. The model counts them all, and the
// puzzle's numbering of the states it draws from has that many shapes
// times every order of the corners, of the edges and the middle either way.
TEST_CASE("square-1: the model's shapes and positions against the published counts") {
  const auto shapes = layer_shapes();
  std::map<unsigned, unsigned> with_turns, up_to_turns;
  std::set<LayerShape> canonical;
  for (const LayerShape& s : shapes) {
    if (s.corners() < 2) continue;  // 10 edges or more: there are 8
    ++with_turns[s.corners()];
    LayerShape least = s;
    for (unsigned by = 1; by < 12; ++by) least = std::min(least, s.rotated(by));
    if (canonical.insert(least).second) ++up_to_turns[least.corners()];
  }
  CHECK(with_turns == std::map<unsigned, unsigned>{{2, 54}, {3, 112}, {4, 105}, {5, 36}, {6, 2}});
  CHECK(up_to_turns == std::map<unsigned, unsigned>{{2, 5}, {3, 10}, {4, 10}, {5, 3}, {6, 1}});
  std::uint64_t pairs = 0, pairs_with_turns = 0, twistable = 0;
  for (const auto& [corners, count] : up_to_turns) pairs += count * up_to_turns[8 - corners];
  for (const LayerShape& top : shapes)
    for (const LayerShape& bottom : shapes) {
      if (top.corners() + bottom.corners() != 8) continue;
      ++pairs_with_turns;
      twistable += top.cuts_clear() && bottom.cuts_clear();
    }
  CHECK(pairs == 170);
  const std::uint64_t orders = 40320ull * 40320ull;  // the corners' and the edges'
  CHECK(pairs_with_turns * orders * 2 / 144 == 435'891'456'000ull);
  CHECK(twistable == 3678);
  CHECK(std::uint64_t{square1_puzzle()->position_count(false)} == twistable * orders * 2);
}

// --random's states, read back as pieces by the model: uniform in shape, in
// the places the corners and the edges take and in the parities with the
// middle, at the 1-in-10,000 level; draws that favour half the numbering,
// or put one corner before another a time in four, fail it.
TEST_CASE("square-1: random states are uniform (chi-square), and biased draws are caught") {
  const auto puzzle = square1_puzzle("--input pieces");
  const std::size_t draws = kSanitized ? 20'000 : 60'000;
  auto model_at = [&](Uint128 index) {
    return model_of(puzzle->write_case(puzzle->nth_position(index, false)));
  };
  SampleRequest request;
  request.count = draws;
  request.seed = 41;
  std::vector<Model> drawn;
  sample_positions(*puzzle, request,
                   [&](Position p) { drawn.push_back(model_of(puzzle->write_case(p))); });
  REQUIRE(drawn.size() == draws);
  const DrawStatistics fair = statistics(drawn);
  CAPTURE(fair.shapes);
  CAPTURE(fair.corner_places);
  CAPTURE(fair.edge_places);
  CAPTURE(fair.parities);
  CHECK(uniform(fair));

  std::mt19937_64 random(1198);
  const std::uint64_t half = std::uint64_t{puzzle->position_count(false)} / 2;
  std::vector<Model> low_half;
  for (std::size_t k = 0; k < draws; ++k) low_half.push_back(model_at(random() % half));
  CHECK(!uniform(statistics(low_half)));

  // Corner 0 put before corner 2 (swapped where it came after) in a
  // quarter of the draws.
  std::vector<Model> ordered = drawn;
  for (std::size_t k = 0; k < ordered.size(); k += 4) {
    auto& slots = ordered[k].slots;
    const auto first0 = std::find(slots.begin(), slots.end(), 0);
    const auto first2 = std::find(slots.begin(), slots.end(), 2);
    if (first2 < first0)
      for (int& p : slots) p = p == 0 ? 2 : p == 2 ? 0 : p;
  }
  const DrawStatistics biased = statistics(ordered);
  CAPTURE(biased.corner_places);
  CHECK(biased.corner_places >= kPlacesLimit);
}

namespace {

// A word of WCA Square-1 notation as TNoodle's SquareOnePuzzle writes
// one: `/`, or `(x,y)` with x and y in -5..6, not both 0; words alternate
// between the two kinds.
bool wca_form(const std::string& scramble) {
  std::istringstream in(scramble);
  std::string word;
  int last_kind = -1;
  while (in >> word) {
    int kind = 0;
    if (word != "/") {
      int x = 0, y = 0;
      char open = 0, comma = 0, close = 0;
      std::istringstream w(word);
      if (!(w >> open >> x >> comma >> y >> close) || open != '(' || comma != ',' || close != ')' ||
          w.peek() != EOF || x < -5 || x > 6 || y < -5 || y > 6 || (x == 0 && y == 0))
        return false;
      kind = 1;
    }
    if (kind == last_kind) return false;
    last_kind = kind;
  }
  return last_kind != -1;
}

unsigned twists_in(const std::string& scramble) {
  return static_cast<unsigned>(std::count(scramble.begin(), scramble.end(), '/'));
}

}  // namespace

// TNoodle's own Square-1 scrambles (tests/tnoodle/sq1.txt: its
// SquareOnePuzzle, built with javac from github:thewca/tnoodle-lib 3688c66,
// run by scripts/bench.d/tnoodle/Scrambles.java `sq1 20 1`): read as it
// writes them, each no shorter in twists than the optimal answer to its
// state; ours in its form and alphabet, read back to the state drawn, and
// in twists no longer than its on average (ours are optimal answers undone;
// its are Chen Shuang's two-phase solutions).
TEST_CASE("square-1: TNoodle's scrambles read as it writes them; ours in its form") {
  const auto puzzle = square1_puzzle();
  std::ifstream in(std::string(PUZZLETAB_TEST_TNOODLE) + "/sq1.txt");
  REQUIRE(in);
  std::vector<std::string> tnoodle;
  for (std::string line; std::getline(in, line);) tnoodle.push_back(line);
  REQUIRE(tnoodle.size() == 20);
  // An optimal search a case (0.1 to 1 s in Release; many under the
  // sanitizers) for the first few of each.
  const std::size_t solved = kSanitized ? 1 : 8;
  unsigned their_twists = 0;
  for (std::size_t k = 0; k < tnoodle.size(); ++k) {
    const std::string& scramble = tnoodle[k];
    CAPTURE(scramble);
    CHECK(wca_form(scramble));
    their_twists += twists_in(scramble);
    const Position p = puzzle->read_case(case_tokens(*puzzle, scramble));
    if (k >= solved) continue;
    const auto moves = puzzle->solve(p);
    REQUIRE(moves);
    CHECK(path_cost(*puzzle, *moves) <= twists_in(scramble));
  }
  SampleRequest request;
  request.count = solved;
  // (Seed 7's first states take 0.1 s each; seed 1's first takes 9 s.)
  request.seed = 7;
  unsigned our_twists = 0;
  sample_positions(*puzzle, request, [&](Position p) {
    const std::string scramble = puzzle->write_case(p);
    CAPTURE(scramble);
    CHECK(wca_form(scramble));
    CHECK(puzzle->read_case(case_tokens(*puzzle, scramble)) == p);
    our_twists += twists_in(scramble);
  });
  CHECK(our_twists * tnoodle.size() <= their_twists * solved);
}

namespace {

// The model after a scramble in WCA notation from solved; a `/` that a
// corner across the cut forbids fails the test.
Model made_by(const std::string& scramble) {
  Model model;
  std::istringstream in(scramble);
  for (std::string word; in >> word;) {
    if (word == "/") {
      REQUIRE(model.twistable());
      model = model.twisted();
      continue;
    }
    int x = 0, y = 0;
    char open = 0, comma = 0, close = 0;
    std::istringstream w(word);
    REQUIRE(static_cast<bool>(w >> open >> x >> comma >> y >> close));
    model = model.turned(x, y);
  }
  return model;
}

// The corners' (or edges') numbers 0..7 in reading order: slot by slot,
// the top layer's then the bottom's, each piece at its first slot.
std::array<int, 8> reading_order(const Model& model, bool corners) {
  constexpr std::array<int, 8> kCornerPieces{0, 2, 4, 6, 9, 11, 13, 15};
  constexpr std::array<int, 8> kEdgePieces{1, 3, 5, 7, 8, 10, 12, 14};
  const auto& pieces = corners ? kCornerPieces : kEdgePieces;
  std::array<int, 8> order{};
  std::size_t n = 0;
  for (int l = 0; l < 2; ++l)
    for (int s = 0; s < 12; ++s) {
      const int piece = model.slots[12 * l + s];
      if (piece == model.slots[12 * l + (s + 11) % 12]) continue;
      const auto found = std::find(pieces.begin(), pieces.end(), piece);
      if (found != pieces.end()) order.at(n++) = static_cast<int>(found - pieces.begin());
    }
  if (n != 8) throw std::logic_error("not 8 pieces of a kind: " + model.text());
  return order;
}

int inversions(const std::array<int, 8>& order) {
  int count = 0;
  for (std::size_t i = 0; i < order.size(); ++i)
    for (std::size_t j = i + 1; j < order.size(); ++j) count += order[i] > order[j] ? 1 : 0;
  return count;
}

// Breadth-first search in the model over a projection of its positions,
// from the classes of `starts`: `key` names a position's class, `moves`
// lists a model's neighbours; returns a model of each class with its
// distance.
template <typename Key, typename Moves>
std::unordered_map<std::uint64_t, std::pair<Model, unsigned>> projected_distances(
    const std::vector<Model>& starts, Key key, Moves moves) {
  std::unordered_map<std::uint64_t, std::pair<Model, unsigned>> found;
  std::vector<Model> frontier;
  for (const Model& m : starts)
    if (found.emplace(key(m), std::pair{m, 0u}).second) frontier.push_back(m);
  for (unsigned d = 1; !frontier.empty(); ++d) {
    std::vector<Model> next;
    for (const Model& m : frontier)
      for (const Model& n : moves(m)) {
        // Looked up first: emplace would make the entry to find it there.
        const std::uint64_t k = key(n);
        if (found.count(k) != 0) continue;
        found.emplace(k, std::pair{n, d});
        next.push_back(n);
      }
    frontier = std::move(next);
  }
  return found;
}

// A layer's starts: the slots whose piece is not the one before.
std::uint64_t layer_starts(const Model& m, int l) {
  std::uint64_t starts = 0;
  for (int s = 0; s < 12; ++s)
    if (m.slots[12 * l + s] != m.slots[12 * l + (s + 11) % 12]) starts |= 1u << s;
  return starts;
}

// Both layers square, each placed as solved's top or as solved's bottom.
bool square(const Model& m) {
  static const std::uint64_t top = layer_starts(Model{}, 0), bottom = layer_starts(Model{}, 1);
  for (int l = 0; l < 2; ++l)
    if (layer_starts(m, l) != top && layer_starts(m, l) != bottom) return false;
  return true;
}

// The moves that keep the square shape: turns between its placements `/`
// can be made in, and `/` where it keeps the shape.
std::vector<Model> square_moves(const Model& m) {
  std::vector<Model> near;
  if (square(m.twisted())) near.push_back(m.twisted());
  for (int amount = 1; amount < 12; ++amount)
    for (const Model& turned : {m.turned(amount, 0), m.turned(0, amount)})
      if (turned.twistable() && square(turned)) near.push_back(turned);
  return near;
}

// Phase 1's moves: any turn of a layer to a shape `/` can be made in, `/`.
std::vector<Model> shape_moves(const Model& m) {
  std::vector<Model> near{m.twisted()};
  for (int amount = 1; amount < 12; ++amount)
    for (const Model& turned : {m.turned(amount, 0), m.turned(0, amount)})
      if (turned.twistable()) near.push_back(turned);
  return near;
}

std::uint64_t shape_and_parity(const Model& m) {
  const int parity = (inversions(reading_order(m, true)) + inversions(reading_order(m, false))) % 2;
  return layer_starts(m, 0) << 13 | layer_starts(m, 1) << 1 | static_cast<std::uint64_t>(parity);
}

}  // namespace

// The two-phase search's tables against the model's breadth-first search
// over the same classes. Phase 2's: the square shape's placement, the
// corners' (or edges') reading order and the middle, by the moves that
// keep the shape, from solved. Phase 1's: the shapes `/` can be made in
// (the layers' starts) and the parity of the two orders, by any turn to
// such a shape and `/`, from the classes phase 2's moves reach from solved.
TEST_CASE("square-1: the two-phase tables equal the model's breadth-first search") {
  const square1::TwoPhaseSearch& search = square1::two_phase_search();
  const auto state_of = [](const Model& m) {
    std::array<std::uint8_t, 24> slots{};
    std::copy(m.slots.begin(), m.slots.end(), slots.begin());
    return square1::state_of_pieces(slots, m.middle != 0);
  };
  // (Sanitized, the corners' only: the edges' is the same code's.)
  for (const bool corners : {true, false}) {
    if (kSanitized && !corners) continue;
    CAPTURE(corners);
    const auto found = projected_distances(
        {Model{}},
        [&](const Model& m) {
          std::uint64_t key = layer_starts(m, 0) << 12 | layer_starts(m, 1);
          key = key * 2 + static_cast<std::uint64_t>(m.middle);
          for (const int piece : reading_order(m, corners))
            key = key * 8 + static_cast<std::uint64_t>(piece);
          return key;
        },
        square_moves);
    CHECK(found.size() == 4 * 2 * 40320);
    std::mt19937 random(3);
    unsigned checked = 0;
    for (const auto& [key, model_and_distance] : found) {
      if (kSanitized && random() % 16 != 0) continue;
      const std::string text = model_and_distance.first.text();
      CAPTURE(text);
      CHECK(search.square_distance(corners ? square1::Pieces::corners : square1::Pieces::edges,
                                   state_of(model_and_distance.first)) ==
            model_and_distance.second);
      ++checked;
    }
    CHECK(checked > 1000);
  }
  std::vector<Model> goals;
  for (const auto& [key, model_and_distance] :
       projected_distances({Model{}}, shape_and_parity, square_moves))
    goals.push_back(model_and_distance.first);
  CHECK(goals.size() == 4);
  const auto found = projected_distances(goals, shape_and_parity, shape_moves);
  CHECK(found.size() == 2 * 3678);
  for (const auto& [key, model_and_distance] : found) {
    const std::string text = model_and_distance.first.text();
    CAPTURE(text);
    CHECK(search.shape_distance(state_of(model_and_distance.first)) == model_and_distance.second);
  }
}

// --random N --format scramble: each scramble, made on the model from
// solved, reaches the state drawn; it is in WCA form, at least TNoodle's
// minimum from solved, the same in another process's puzzle, and its
// twists TNoodle-like on average (its two-phase solutions average 11.67).
TEST_CASE("square-1: random-state scrambles reach the states drawn, at least the minimum") {
  const auto puzzle = square1_puzzle();
  const auto again = square1_puzzle();
  const auto pieces = square1_puzzle("--input pieces");
  SampleRequest request;
  request.count = kSanitized ? 40 : 300;
  request.seed = 5;
  request.distance = DistanceRange{puzzle->scramble_minimum(), kFarthest};
  unsigned twists = 0, drawn = 0;
  sample_positions(*puzzle, request, [&](Position p) {
    const std::string scramble = puzzle->write_random(p, "scramble");
    CAPTURE(scramble);
    CHECK(wca_form(scramble));
    CHECK(made_by(scramble).text() == pieces->write_case(p));
    CHECK(puzzle->read_case(case_tokens(*puzzle, scramble)) == p);
    CHECK_FALSE(puzzle->distance_within(p, puzzle->scramble_minimum() - 1));
    CHECK(twists_in(scramble) >= puzzle->scramble_minimum());
    CHECK(again->write_random(p, "scramble") == scramble);
    twists += twists_in(scramble);
    ++drawn;
  });
  REQUIRE(drawn == request.count);
  CHECK(twists <= 14 * drawn);
}
