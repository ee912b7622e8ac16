#include "puzzles/nxn/random_moves.h"

#include <array>
#include <memory>
#include <mutex>
#include <stdexcept>

namespace puzzletab::nxn {
namespace {

// What a turn does to the layers of its axis (U-D, R-L or F-B): each
// layer's quarter turns clockwise as seen from U, R or F, counted from
// that face, as base-4 digits, layer 1 lowest.
unsigned axis_of(BlockTurn turn) {
  return turn.face % 3;
}

unsigned layer_amounts(BlockTurn turn, unsigned size) {
  const bool from_positive = turn.face < 3;
  const unsigned amount = from_positive ? turn.quarters : (4 - turn.quarters) % 4;
  unsigned code = 0;
  for (unsigned layer = turn.outer; layer <= turn.inner; ++layer) {
    const unsigned k = from_positive ? layer - 1 : size - layer;
    code |= amount << (2 * k);
  }
  return code;
}

// Two codes' layers turned one after the other.
unsigned sum(unsigned a, unsigned b, unsigned size) {
  unsigned code = 0;
  for (unsigned k = 0; k < size; ++k) code |= (((a >> (2 * k)) + (b >> (2 * k))) & 3u) << (2 * k);
  return code;
}

// The same up to a rotation: every layer less the first's amount.
unsigned up_to_rotation(unsigned code, unsigned size) {
  const unsigned first = code & 3u;
  unsigned out = 0;
  for (unsigned k = 0; k < size; ++k) out |= (((code >> (2 * k)) - first) & 3u) << (2 * k);
  return out;
}

// The scramble's turns (CubeState.getScrambleSuccessors): faces in
// Kociemba's order, then the number of layers, then the amount.
std::vector<BlockTurn> scramble_turns(unsigned size) {
  std::vector<BlockTurn> turns;
  for (unsigned width = 1; width <= size / 2; ++width)
    for (unsigned f = 0; f < 6; ++f) {
      // An even cube's half turned from L, D or B is the other half's turn
      // from R, U or F, up to a rotation.
      if (size % 2 == 0 && width == size / 2 && f >= 3) continue;
      for (unsigned q = 1; q <= 3; ++q) turns.push_back({static_cast<Face>(f), 1, width, q});
    }
  return turns;
}

// For each axis, which layer amounts up to a rotation are no turn or one
// scramble turn: a turn that makes one of them with an earlier one merges.
struct Merges {
  std::vector<BlockTurn> turns;
  std::array<std::vector<bool>, 3> single;
};

const Merges& merges(unsigned size) {
  static std::once_flag once[kMaxSize + 1];
  static std::unique_ptr<Merges> made[kMaxSize + 1];
  if (size < kMinSize || size > kMaxSize) throw std::logic_error("no cube of that size");
  std::call_once(once[size], [size] {
    auto m = std::make_unique<Merges>();
    m->turns = scramble_turns(size);
    for (auto& axis : m->single) {
      axis.assign(std::size_t{1} << (2 * size), false);
      axis[0] = true;
    }
    for (const BlockTurn turn : m->turns)
      m->single[axis_of(turn)][up_to_rotation(layer_amounts(turn, size), size)] = true;
    made[size] = std::move(m);
  });
  return *made[size];
}

}  // namespace

unsigned random_move_count(unsigned size) {
  static constexpr unsigned kLengths[kMaxSize + 1] = {0, 0, 25, 25, 40, 60, 80, 100};
  if (size < kMinSize || size > kMaxSize) throw std::logic_error("no cube of that size");
  return kLengths[size];
}

std::optional<std::size_t> merging_turn(const std::vector<BlockTurn>& turns, BlockTurn turn,
                                        unsigned size) {
  const Merges& m = merges(size);
  const unsigned axis = axis_of(turn);
  const unsigned amounts = layer_amounts(turn, size);
  for (std::size_t i = turns.size(); i-- > 0;) {
    if (axis_of(turns[i]) != axis) break;
    const unsigned both = sum(layer_amounts(turns[i], size), amounts, size);
    if (m.single[axis][up_to_rotation(both, size)]) return i;
  }
  return std::nullopt;
}

std::vector<BlockTurn> random_move_scramble(unsigned size, RandomDraw& draw) {
  const Merges& m = merges(size);
  const unsigned length = random_move_count(size);
  std::vector<BlockTurn> scramble;
  scramble.reserve(length);
  std::vector<BlockTurn> allowed;
  while (scramble.size() < length) {
    allowed.clear();
    for (const BlockTurn turn : m.turns)
      if (!merging_turn(scramble, turn, size)) allowed.push_back(turn);
    scramble.push_back(allowed[draw.below(allowed.size())]);
  }
  return scramble;
}

std::vector<BlockTurn> random_orientation(unsigned size, RandomDraw& draw) {
  const unsigned layers = size / 2 + 1;
  // CubePuzzle.getRandomOrientationMoves: which face comes to U, then to F.
  static constexpr std::array<std::pair<Face, unsigned>, 6> kToTop = {{{cube3::kU, 0},
                                                                       {cube3::kR, 1},
                                                                       {cube3::kR, 2},
                                                                       {cube3::kR, 3},
                                                                       {cube3::kF, 1},
                                                                       {cube3::kF, 3}}};
  const auto index = static_cast<unsigned>(draw.below(24));
  std::vector<BlockTurn> turns;
  const auto [face, quarters] = kToTop[index / 4];
  if (quarters > 0) turns.push_back({face, 1, layers, quarters});
  if (index % 4 > 0) turns.push_back({cube3::kU, 1, layers, index % 4});
  return turns;
}

std::vector<BlockTurn> with_orientation(std::vector<BlockTurn> scramble,
                                        const std::vector<BlockTurn>& orientation, unsigned size) {
  if (orientation.empty()) return scramble;
  while (const auto i = merging_turn(scramble, orientation.front(), size))
    scramble.erase(scramble.begin() + static_cast<std::ptrdiff_t>(*i));
  scramble.insert(scramble.end(), orientation.begin(), orientation.end());
  return scramble;
}

}  // namespace puzzletab::nxn
