#include "puzzles/nxn/pieces.h"

#include <algorithm>
#include <array>
#include <map>
#include <mutex>
#include <numeric>
#include <span>
#include <string_view>

#include "core/errors.h"
#include "puzzles/face_letters.h"

namespace puzzletab::nxn {
namespace {

// Which face each facelet belongs to (its solved colour).
std::uint8_t home_face(const Geometry& g, unsigned facelet) {
  return static_cast<std::uint8_t>(facelet / (g.size() * g.size()));
}

// For each edge slot, each edge piece and each flip: whether a position
// can have that piece there so. A wing is never flipped in place: in each
// slot it shows one way only, and its partner the other (what tells the
// two apart); a middle edge shows either way. Found by following each
// piece's first sticker through every layer's turn, once a size.
struct EdgeReach {
  // reach[piece][slot] bit o: the piece can be in the slot with flip o.
  std::vector<std::vector<std::uint8_t>> reach;
};

EdgeReach edge_reach(const Geometry& g) {
  const auto& edges = g.edges();
  std::map<unsigned, std::pair<unsigned, unsigned>> where;  // facelet -> slot, sticker
  for (unsigned s = 0; s < edges.size(); ++s)
    for (unsigned k = 0; k < 2; ++k) where[edges[s][k]] = {s, k};
  EdgeReach result;
  result.reach.assign(edges.size(), std::vector<std::uint8_t>(edges.size(), 0));
  for (unsigned piece = 0; piece < edges.size(); ++piece) {
    auto& reach = result.reach[piece];
    std::vector<std::pair<unsigned, unsigned>> queue = {{piece, 0}};
    reach[piece] = 1;
    while (!queue.empty()) {
      const auto [slot, flip] = queue.back();
      queue.pop_back();
      for (unsigned f = 0; f < 6; ++f)
        for (unsigned layer = 1; layer <= g.size(); ++layer) {
          const auto& to = g.layer_turn(static_cast<Face>(f), layer);
          const auto [next, sticker] = where.at(to[edges[slot][flip]]);
          if (reach[next] & (1u << sticker)) continue;
          reach[next] |= static_cast<std::uint8_t>(1u << sticker);
          queue.emplace_back(next, sticker);
        }
    }
  }
  return result;
}

const EdgeReach& edge_reach_of(const Geometry& g) {
  static std::once_flag once[kMaxSize + 1];
  static EdgeReach made[kMaxSize + 1];
  std::call_once(once[g.size()], [&] { made[g.size()] = edge_reach(g); });
  return made[g.size()];
}

// `item` added to a list, after `separator` unless it is the first.
void append_listed(std::string& list, std::string_view separator, std::string_view item) {
  if (!list.empty()) list.append(separator);
  list.append(item);
}

template <std::size_t N>
std::string names_of(const Geometry& g, const std::array<std::uint16_t, N>& facelets) {
  std::string text;
  for (const auto f : facelets) {
    if (!text.empty()) text.push_back(' ');
    text += facelet_name(g, f);
  }
  return text;
}

template <std::size_t N>
std::string letters_on(const Stickers& shown, const std::array<std::uint16_t, N>& facelets) {
  std::string text;
  for (const auto f : facelets) {
    if (!text.empty()) text.push_back(' ');
    text.push_back(cube3::kFaceLetters[shown[f]]);
  }
  return text;
}

bool odd_permutation(std::span<const std::uint8_t> permutation) {
  std::vector<bool> seen(permutation.size());
  bool odd = false;
  for (std::size_t i = 0; i < permutation.size(); ++i) {
    if (seen[i]) continue;
    for (std::size_t j = i; !seen[j]; j = permutation[j]) {
      seen[j] = true;
      if (j != i) odd = !odd;
    }
  }
  return odd;
}

std::string no_position(const std::string& why) {
  return "no position has these stickers: " + why;
}

// An odd cube's centres name its faces: U's middle is U, R's is R...
void check_fixed_centres(const Geometry& g, const Stickers& shown) {
  if (g.size() % 2 == 0) return;
  const unsigned middle = g.size() / 2;
  std::string names, letters;
  bool home = true;
  for (unsigned f = 0; f < 6; ++f) {
    const unsigned centre = g.facelet(static_cast<Face>(f), middle, middle);
    home = home && shown[centre] == f;
    append_listed(names, " ", facelet_name(g, centre));
    append_listed(letters, " ", cube3::kFaceLetters.substr(shown[centre], 1));
  }
  if (!home)
    throw InputError("facelets " + names + " (the centres) show " + letters +
                     ": a centre's letter is its face's (U R F D L B), the cube turned whole so");
}

void read_corners(const Geometry& g, const Stickers& shown, Pieces& pieces) {
  const auto& corners = g.corners();
  std::vector<int> slot_of(corners.size(), -1);
  pieces.corner.assign(corners.size(), 0);
  pieces.twist.assign(corners.size(), 0);
  for (unsigned slot = 0; slot < corners.size(); ++slot) {
    bool found = false;
    for (unsigned piece = 0; piece < corners.size() && !found; ++piece)
      for (unsigned twist = 0; twist < 3 && !found; ++twist) {
        found = true;
        for (unsigned k = 0; k < 3; ++k)
          found = found && shown[corners[slot][(k + twist) % 3]] == home_face(g, corners[piece][k]);
        if (!found) continue;
        if (slot_of[piece] >= 0)
          throw InputError(no_position("facelets " + names_of(g, corners[slot_of[piece]]) +
                                       " and " + names_of(g, corners[slot]) +
                                       " show the same corner (" +
                                       letters_on(shown, corners[slot]) + ")"));
        slot_of[piece] = static_cast<int>(slot);
        pieces.corner[slot] = static_cast<std::uint8_t>(piece);
        pieces.twist[slot] = static_cast<std::uint8_t>(twist);
      }
    if (!found)
      throw InputError(no_position("facelets " + names_of(g, corners[slot]) + " show " +
                                   letters_on(shown, corners[slot]) +
                                   ": no corner has these colours in this order"));
  }
}

void read_edges(const Geometry& g, const Stickers& shown, Pieces& pieces) {
  const auto& edges = g.edges();
  const auto& reach = edge_reach_of(g).reach;
  std::vector<int> slot_of(edges.size(), -1);
  pieces.edge.assign(edges.size(), 0);
  pieces.flip.assign(edges.size(), 0);
  for (unsigned slot = 0; slot < edges.size(); ++slot) {
    bool found = false;
    for (unsigned piece = 0; piece < edges.size() && !found; ++piece)
      for (unsigned flip = 0; flip < 2 && !found; ++flip) {
        if (!(reach[piece][slot] & (1u << flip))) continue;
        found = shown[edges[slot][flip]] == home_face(g, edges[piece][0]) &&
                shown[edges[slot][1 - flip]] == home_face(g, edges[piece][1]);
        if (!found) continue;
        // A wing can be one way only: the piece its colours name.
        const bool wing = reach[piece][piece] != 3;
        if (slot_of[piece] >= 0)
          throw InputError(no_position("facelets " + names_of(g, edges[slot_of[piece]]) + " and " +
                                       names_of(g, edges[slot]) + " show the same " +
                                       (wing ? "wing" : "edge") + " (" +
                                       letters_on(shown, edges[slot]) + ")"));
        slot_of[piece] = static_cast<int>(slot);
        pieces.edge[slot] = static_cast<std::uint8_t>(piece);
        pieces.flip[slot] = static_cast<std::uint8_t>(flip);
      }
    if (!found)
      throw InputError(no_position("facelets " + names_of(g, edges[slot]) + " show " +
                                   letters_on(shown, edges[slot]) + ": no edge has these colours"));
  }
}

// Each orbit of centres (the facelets one layer's turns carry into each
// other, an odd cube's middles apart) holds four of each colour.
void check_centre_orbits(const Geometry& g, const Stickers& shown) {
  std::vector<bool> piece_facelet(g.facelet_count());
  for (const auto& corner : g.corners())
    for (const auto f : corner) piece_facelet[f] = true;
  for (const auto& edge : g.edges())
    for (const auto f : edge) piece_facelet[f] = true;
  std::vector<unsigned> root(g.facelet_count());
  std::iota(root.begin(), root.end(), 0u);
  const auto find = [&](unsigned f) {
    while (root[f] != f) f = root[f] = root[root[f]];
    return f;
  };
  for (unsigned face = 0; face < 6; ++face)
    for (unsigned layer = 1; layer <= g.size(); ++layer) {
      const auto& to = g.layer_turn(static_cast<Face>(face), layer);
      for (unsigned i = 0; i < to.size(); ++i) root[find(i)] = find(to[i]);
    }
  std::map<unsigned, std::vector<unsigned>> orbits;
  for (unsigned f = 0; f < g.facelet_count(); ++f)
    if (!piece_facelet[f]) orbits[find(f)].push_back(f);
  for (const auto& [orbit_root, members] : orbits) {
    if (members.size() != 24) continue;  // an odd cube's middles
    std::array<unsigned, 6> count{};
    for (const unsigned f : members) ++count[shown[f]];
    std::string wrong;
    for (unsigned c = 0; c < 6; ++c)
      if (count[c] != 4)
        append_listed(wrong, ", ",
                      std::string(1, cube3::kFaceLetters[c]) + " on " + std::to_string(count[c]));
    if (wrong.empty()) continue;
    std::string names;
    for (unsigned k = 0; k < 4; ++k) {
      names.push_back(' ');
      names.append(facelet_name(g, members[k]));
    }
    throw InputError(no_position("the 24 centres that turn into each other with" + names +
                                 " show " + wrong +
                                 " of them: each colour is on 4 (no turn takes a centre to "
                                 "another orbit)"));
  }
}

}  // namespace

std::string facelet_name(const Geometry& g, unsigned facelet) {
  const unsigned per_face = g.size() * g.size();
  return std::string(1, cube3::kFaceLetters[facelet / per_face]) +
         std::to_string(facelet % per_face + 1);
}

Pieces read_pieces(const Geometry& g, const Stickers& shown) {
  const unsigned per_face = g.size() * g.size();
  const std::array<unsigned, 6> sizes = {per_face, per_face, per_face,
                                         per_face, per_face, per_face};
  const FaceletName name = [&](std::size_t f) { return facelet_name(g, static_cast<unsigned>(f)); };
  check_colour_counts(shown, cube3::kFaceLetters, sizes, name);
  check_fixed_centres(g, shown);
  Pieces pieces;
  read_corners(g, shown, pieces);
  read_edges(g, shown, pieces);
  check_centre_orbits(g, shown);
  unsigned twists = 0;
  for (const auto t : pieces.twist) twists += t;
  if (twists % 3 != 0)
    throw InputError(
        no_position("a twisted corner (the corners' twists must add up to a multiple of 3)"));
  if (g.size() % 2 == 1) {
    // The middle edges: the 3x3x3's sum and parity.
    std::vector<std::uint8_t> middle;
    unsigned flips = 0;
    const unsigned along = g.size() - 2;
    for (unsigned e = 0; e < 12; ++e) {
      const unsigned slot = e * along + along / 2;
      middle.push_back(static_cast<std::uint8_t>(pieces.edge[slot] / along));
      flips += pieces.flip[slot];
    }
    if (flips % 2 != 0)
      throw InputError(
          no_position("a flipped edge (the middle edges' flips must add up to an even number)"));
    if (odd_permutation(pieces.corner) != odd_permutation(middle))
      throw InputError(no_position(
          "two pieces swapped (the corners' and the middle edges' permutations must be both "
          "even or both odd)"));
  }
  return pieces;
}

}  // namespace puzzletab::nxn
