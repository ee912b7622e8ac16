#include "puzzles/nxn/cube4_pieces.h"

#include <algorithm>
#include <map>
#include <stdexcept>

#include "puzzles/nxn/pieces.h"

namespace puzzletab::cube4 {
namespace {

constexpr unsigned kSize = 4;

unsigned centre_facelet(unsigned slot) {
  return nxn::geometry(kSize).facelet(static_cast<Face>(slot / 4), 1 + slot % 4 / 2, 1 + slot % 2);
}

// Where each facelet goes under a turn of several layers.
std::vector<std::uint16_t> facelet_to(const nxn::BlockTurn& turn) {
  const nxn::Geometry& g = nxn::geometry(kSize);
  std::vector<std::uint16_t> to(g.facelet_count());
  for (unsigned f = 0; f < to.size(); ++f) to[f] = static_cast<std::uint16_t>(f);
  for (unsigned q = 0; q < turn.quarters; ++q)
    for (unsigned layer = turn.outer; layer <= turn.inner; ++layer) {
      const auto& step = g.layer_turn(turn.face, layer);
      for (auto& f : to) f = step[f];
    }
  return to;
}

// A facelet permutation as it moves the pieces: the slot each slot's
// piece comes from, for corners (with the twist gained), wings, centres.
struct PieceMove {
  std::array<std::uint8_t, 8> corner_from{};
  std::array<std::uint8_t, 8> twist{};
  std::array<std::uint8_t, kWings> wing_from{};
  std::array<std::uint8_t, kCentres> centre_from{};
};

PieceMove piece_move(const std::vector<std::uint16_t>& to) {
  const nxn::Geometry& g = nxn::geometry(kSize);
  std::map<unsigned, std::pair<unsigned, unsigned>> corner_at;  // facelet -> slot, sticker
  std::map<unsigned, unsigned> wing_at, centre_at;
  for (unsigned s = 0; s < 8; ++s)
    for (unsigned k = 0; k < 3; ++k) corner_at[g.corners()[s][k]] = {s, k};
  for (unsigned s = 0; s < kWings; ++s)
    for (unsigned k = 0; k < 2; ++k) wing_at[g.edges()[s][k]] = s;
  for (unsigned s = 0; s < kCentres; ++s) centre_at[centre_facelet(s)] = s;
  PieceMove move;
  for (unsigned s = 0; s < 8; ++s) {
    // The corner's U or D sticker lands on sticker k of its new slot.
    const auto [slot, k] = corner_at.at(to[g.corners()[s][0]]);
    move.corner_from[slot] = static_cast<std::uint8_t>(s);
    move.twist[slot] = static_cast<std::uint8_t>(k);
  }
  for (unsigned s = 0; s < kWings; ++s)
    move.wing_from[wing_at.at(to[g.edges()[s][0]])] = static_cast<std::uint8_t>(s);
  for (unsigned s = 0; s < kCentres; ++s)
    move.centre_from[centre_at.at(to[centre_facelet(s)])] = static_cast<std::uint8_t>(s);
  return move;
}

Cube4 apply(const Cube4& cube, const PieceMove& move) {
  Cube4 result;
  for (unsigned i = 0; i < 8; ++i) {
    result.corner[i] = cube.corner[move.corner_from[i]];
    result.twist[i] =
        static_cast<std::uint8_t>((cube.twist[move.corner_from[i]] + move.twist[i]) % 3);
  }
  for (unsigned i = 0; i < kWings; ++i) result.wing[i] = cube.wing[move.wing_from[i]];
  for (unsigned i = 0; i < kCentres; ++i) result.centre[i] = cube.centre[move.centre_from[i]];
  return result;
}

struct Tables {
  std::array<PieceMove, kMoves> moves{};
  std::array<FaceMap, kRotations> rotations{};
  std::array<PieceMove, kRotations> rotation_moves{};
  std::array<std::uint8_t, kRotations> inverse{};
  // rotations[compose[a][b]]: a then b.
  std::array<std::array<std::uint8_t, kRotations>, kRotations> compose{};
  // The rotation turning the whole cube as a face turns, by 1-3 quarters.
  std::array<std::array<std::uint8_t, 4>, 6> about{};
  // Which facelet of slot s (0 or 1) shows wing w's first sticker: a wing
  // goes into each slot one way only.
  std::array<std::array<std::uint8_t, kWings>, kWings> first_facelet{};
};

const Tables& tables() {
  static const Tables made = [] {
    Tables t;
    const nxn::Geometry& g = nxn::geometry(kSize);
    std::array<std::vector<std::uint16_t>, kMoves> facelet_moves;
    for (unsigned m = 0; m < kMoves; ++m) {
      facelet_moves[m] = facelet_to(block_turn(m));
      t.moves[m] = piece_move(facelet_moves[m]);
    }
    // Each wing's first sticker followed through the turns to every slot.
    std::map<unsigned, std::pair<unsigned, unsigned>> wing_facelet;  // facelet -> slot, which
    for (unsigned s = 0; s < kWings; ++s)
      for (unsigned k = 0; k < 2; ++k) wing_facelet[g.edges()[s][k]] = {s, k};
    for (unsigned w = 0; w < kWings; ++w) {
      std::vector<unsigned> reached{g.edges()[w][0]};
      std::array<bool, kWings> seen{};
      seen[w] = true;
      for (std::size_t i = 0; i < reached.size(); ++i)
        for (unsigned m = 0; m < kMoves; ++m) {
          const unsigned f = facelet_moves[m][reached[i]];
          const auto [slot, k] = wing_facelet.at(f);
          if (seen[slot]) continue;
          seen[slot] = true;
          t.first_facelet[w][slot] = static_cast<std::uint8_t>(k);
          reached.push_back(f);
        }
    }
    // The rotations: 0-3 quarter turns about U-D after one of six that
    // bring a face to the top, as where each facelet goes.
    static constexpr std::pair<Face, unsigned> kToTop[6] = {{cube3::kR, 0}, {cube3::kR, 1},
                                                            {cube3::kR, 2}, {cube3::kR, 3},
                                                            {cube3::kF, 1}, {cube3::kF, 3}};
    unsigned r = 0;
    for (const auto& [face, quarters] : kToTop)
      for (unsigned y = 0; y < 4; ++y, ++r) {
        auto to = facelet_to({face, 1, kSize, quarters});
        const auto turn_y = facelet_to({cube3::kU, 1, kSize, y});
        for (auto& f : to) f = turn_y[f];
        for (unsigned f = 0; f < 6; ++f)
          t.rotations[r][f] =
              static_cast<std::uint8_t>(to[g.facelet(static_cast<Face>(f), 1, 1)] / 16);
        t.rotation_moves[r] = piece_move(to);
      }
    for (unsigned a = 0; a < kRotations; ++a)
      for (unsigned b = 0; b < kRotations; ++b) {
        FaceMap both{};
        for (unsigned f = 0; f < 6; ++f) both[f] = t.rotations[b][t.rotations[a][f]];
        const auto found = std::find(t.rotations.begin(), t.rotations.end(), both);
        t.compose[a][b] = static_cast<std::uint8_t>(found - t.rotations.begin());
        if ((*found)[0] == 0 && (*found)[1] == 1 && (*found)[2] == 2)
          t.inverse[a] = static_cast<std::uint8_t>(b);
      }
    for (unsigned f = 0; f < 6; ++f)
      for (unsigned q = 1; q < 4; ++q) {
        const PieceMove turn = piece_move(facelet_to({static_cast<Face>(f), 1, kSize, q}));
        for (unsigned r = 0; r < kRotations; ++r)
          if (t.rotation_moves[r].centre_from == turn.centre_from)
            t.about[f][q] = static_cast<std::uint8_t>(r);
      }
    return t;
  }();
  return made;
}

}  // namespace

nxn::BlockTurn block_turn(unsigned move) {
  const unsigned group = move / 3;
  return {static_cast<Face>(group % 6), 1, group < 6 ? 1u : 2u, move % 3 + 1};
}

Cube4 solved_cube() {
  Cube4 cube;
  for (unsigned i = 0; i < 8; ++i) cube.corner[i] = static_cast<std::uint8_t>(i);
  for (unsigned i = 0; i < kWings; ++i) cube.wing[i] = static_cast<std::uint8_t>(i);
  for (unsigned i = 0; i < kCentres; ++i) cube.centre[i] = static_cast<std::uint8_t>(i / 4);
  return cube;
}

const std::array<std::uint8_t, kWings>& wing_from(unsigned move) {
  return tables().moves[move].wing_from;
}
const std::array<std::uint8_t, kCentres>& centre_from(unsigned move) {
  return tables().moves[move].centre_from;
}

Cube4 moved(const Cube4& cube, unsigned move) {
  return apply(cube, tables().moves[move]);
}

Cube4 cube_of(const nxn::Stickers& stickers) {
  const nxn::Pieces pieces = nxn::read_pieces(nxn::geometry(kSize), stickers);
  Cube4 cube;
  std::copy(pieces.corner.begin(), pieces.corner.end(), cube.corner.begin());
  std::copy(pieces.twist.begin(), pieces.twist.end(), cube.twist.begin());
  std::copy(pieces.edge.begin(), pieces.edge.end(), cube.wing.begin());
  for (unsigned i = 0; i < kCentres; ++i) cube.centre[i] = stickers[centre_facelet(i)];
  return cube;
}

nxn::Stickers stickers_of(const Cube4& cube) {
  const nxn::Geometry& g = nxn::geometry(kSize);
  nxn::Stickers stickers = g.solved();
  const auto home = [&](unsigned facelet) {
    return static_cast<std::uint8_t>(facelet / (kSize * kSize));
  };
  for (unsigned slot = 0; slot < 8; ++slot)
    for (unsigned k = 0; k < 3; ++k)
      stickers[g.corners()[slot][(k + cube.twist[slot]) % 3]] =
          home(g.corners()[cube.corner[slot]][k]);
  // A wing shows its first sticker on whichever facelet its one way in
  // the slot puts it: found by the stickers' own geometry (nxn::pieces).
  for (unsigned slot = 0; slot < kWings; ++slot) {
    const auto& facelets = g.edges()[slot];
    const auto& piece = g.edges()[cube.wing[slot]];
    const unsigned flip = tables().first_facelet[cube.wing[slot]][slot];
    stickers[facelets[flip]] = home(piece[0]);
    stickers[facelets[1 - flip]] = home(piece[1]);
  }
  for (unsigned slot = 0; slot < kCentres; ++slot)
    stickers[centre_facelet(slot)] = cube.centre[slot];
  return stickers;
}

bool is_solved(const Cube4& cube) {
  const nxn::Stickers stickers = stickers_of(cube);
  for (unsigned f = 0; f < 6; ++f)
    for (unsigned i = 1; i < kSize * kSize; ++i)
      if (stickers[f * kSize * kSize + i] != stickers[f * kSize * kSize]) return false;
  return true;
}

Cube4 random_cube(RandomDraw& draw) {
  Cube4 cube = solved_cube();
  // DLB (slot 6) stays home, untwisted.
  std::array<std::uint8_t, 7> others = {0, 1, 2, 3, 4, 5, 7};
  for (unsigned i = 7; i > 1; --i) std::swap(others[i - 1], others[draw.below(i)]);
  unsigned sum = 0;
  for (unsigned i = 0, k = 0; i < 8; ++i) {
    if (i == 6) continue;
    cube.corner[i] = others[k++];
    if (i != 7) {
      cube.twist[i] = static_cast<std::uint8_t>(draw.below(3));
      sum += cube.twist[i];
    }
  }
  cube.twist[7] = static_cast<std::uint8_t>((3 - sum % 3) % 3);
  for (unsigned i = kWings; i > 1; --i) std::swap(cube.wing[i - 1], cube.wing[draw.below(i)]);
  for (unsigned i = kCentres; i > 1; --i) std::swap(cube.centre[i - 1], cube.centre[draw.below(i)]);
  return cube;
}

const FaceMap& rotation(unsigned r) {
  return tables().rotations[r];
}

unsigned inverse_rotation(unsigned r) {
  return tables().inverse[r];
}

unsigned rotation_to_ud(unsigned axis) {
  for (unsigned r = 0; r < kRotations; ++r)
    if (rotation(r)[axis] % 3 == cube3::kU) return r;
  throw std::logic_error("cube4: no rotation to U-D");
}

Cube4 viewed(const Cube4& cube, unsigned r, unsigned names) {
  const Tables& t = tables();
  const PieceMove& renamed = t.rotation_moves[names];
  std::array<std::uint8_t, kWings> wing_to{};
  for (unsigned s = 0; s < kWings; ++s)
    wing_to[renamed.wing_from[s]] = static_cast<std::uint8_t>(s);
  std::array<std::uint8_t, 8> corner_to{};
  for (unsigned s = 0; s < 8; ++s) corner_to[renamed.corner_from[s]] = static_cast<std::uint8_t>(s);
  Cube4 view = apply(cube, t.rotation_moves[r]);
  for (auto& w : view.wing) w = wing_to[w];
  for (auto& c : view.corner) c = corner_to[c];
  for (auto& c : view.centre) c = t.rotations[names][c];
  return view;
}

unsigned viewed_move(unsigned move, unsigned r) {
  const unsigned group = move / 3;
  return move_of(group / 6 * 6 + rotation(r)[group % 6], move % 3 + 1);
}

std::vector<std::uint8_t> fixed_dlb(unsigned start, const std::vector<std::uint8_t>& moves) {
  const Tables& t = tables();
  // The cube as turned so far is the output's cube turned by `frame`.
  unsigned frame = start;
  std::vector<std::uint8_t> out;
  for (const unsigned m : moves) {
    // The face the move turns, as the output's cube has it.
    const unsigned group = m / 3;
    const unsigned face = rotation(inverse_rotation(frame))[group % 6];
    const unsigned quarters = m % 3 + 1;
    if (group < 6 || face < cube3::kD) {
      out.push_back(static_cast<std::uint8_t>(move_of(group / 6 * 6 + face, quarters)));
      continue;
    }
    // Dw is Uw and the whole cube turned as D: Lw^q = Rw^q then x'^q.
    out.push_back(static_cast<std::uint8_t>(move_of(6 + face - 3, quarters)));
    frame = t.compose[t.about[face][quarters]][frame];
  }
  return out;
}

}  // namespace puzzletab::cube4
