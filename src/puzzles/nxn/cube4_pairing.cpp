#include "puzzles/nxn/cube4_pairing.h"

#include <algorithm>
#include <bit>
#include <map>
#include <stdexcept>

#include "core/bfs.h"
#include "core/rank.h"
#include "puzzles/nxn/cube4_centres.h"

namespace puzzletab::cube4 {
namespace {

constexpr unsigned kEdges = 12;
constexpr unsigned kSymmetries = 8;
constexpr std::uint32_t kPart2Count = 20160;  // 8! / 2
// The middle layer's edges (FR FL BL BR), which the symmetries keep among
// themselves: where tau takes them (part 1) is what the symmetries reduce;
// where it takes the other eight (part 2) is ranked as it is.
constexpr std::array<std::uint8_t, 4> kMiddle = {8, 9, 10, 11};
constexpr std::uint32_t kPart1Keys = 12 * 12 * 12 * 12;
constexpr unsigned kStabilised = 0x8000;

// Where part 1 takes the middle layer's edges FR FL BL BR, as one key.
std::uint32_t part1_key(unsigned fr, unsigned fl, unsigned bl, unsigned br) {
  return ((fr * 12u + fl) * 12u + bl) * 12u + br;
}
std::uint32_t part1_key(const Pairing& tau) {
  return part1_key(tau[8], tau[9], tau[10], tau[11]);
}

struct Tables {
  std::array<std::uint8_t, kWings> wing_class{};
  std::array<std::uint8_t, kEdges> a_slot{}, b_slot{};
  // Phase 3's moves: tau'[e] = beta_inverse[tau[alpha[e]]].
  std::array<Pairing, kPhase3Moves.size()> alpha{}, beta_inverse{};
  // The symmetries that keep the classes, on edges, and their inverses.
  std::array<Pairing, kSymmetries> symmetry{}, symmetry_inverse{};
  // By part 1 (part1_key): its class * 8 + the symmetry taking it to the
  // class's representative, kStabilised added for a class that some
  // symmetries keep (one load where phase 3 asks for each child).
  std::vector<std::uint16_t> part1_class;
  // Each class's representative part 1, and the rank among the eight
  // values it leaves of each value (part 2's labels).
  std::vector<std::array<std::uint8_t, 4>> class_part1;
  std::vector<std::array<std::uint8_t, kEdges>> class_label;
  // The symmetries other than the identity that keep a class's
  // representative: a pairing is stored at the least of the places they
  // give it, so that each pairing has one place whatever its symmetry.
  std::vector<std::vector<std::uint8_t>> class_stabiliser;
  // A move and a symmetry composed, for part 2 of a moved pairing seen
  // through the symmetry: at e < 8, seen_from[i][s][e] is where the move
  // takes what the symmetry shows at e from, and seen_as[i][s] the value
  // the move then the symmetry make of the one found there.
  std::array<std::array<std::array<std::uint8_t, 8>, kSymmetries>, kPhase3Moves.size()> seen_from{};
  std::array<std::array<Pairing, kSymmetries>, kPhase3Moves.size()> seen_as{};
};

Pairing identity() {
  Pairing p{};
  for (unsigned e = 0; e < kEdges; ++e) p[e] = static_cast<std::uint8_t>(e);
  return p;
}

// tau seen through the symmetry sigma: sigma(tau(e)) at sigma(e).
Pairing conjugated(const Pairing& tau, const Pairing& sigma) {
  Pairing result{};
  for (unsigned e = 0; e < kEdges; ++e) result[sigma[e]] = sigma[tau[e]];
  return result;
}

// The symmetries: of the whole cube's quarter turns about U-D, its half
// turn about F-B and the mirror R-L, those that keep each wing slot's
// class, as permutations of the edges.
std::vector<Pairing> class_symmetries(const std::array<std::uint8_t, kWings>& wing_class) {
  const nxn::Geometry& g = nxn::geometry(4);
  std::map<unsigned, unsigned> wing_at;
  for (unsigned s = 0; s < kWings; ++s)
    for (unsigned k = 0; k < 2; ++k) wing_at[g.edges()[s][k]] = s;
  const auto whole = [&](Face face, unsigned quarters) {
    std::vector<std::uint16_t> to(g.facelet_count());
    for (unsigned f = 0; f < to.size(); ++f) to[f] = static_cast<std::uint16_t>(f);
    for (unsigned q = 0; q < quarters; ++q)
      for (unsigned layer = 1; layer <= 4; ++layer)
        for (auto& f : to) f = g.layer_turn(face, layer)[f];
    return to;
  };
  std::vector<Pairing> found;
  for (unsigned mirror = 0; mirror < 2; ++mirror)
    for (unsigned half = 0; half < 2; ++half)
      for (unsigned y = 0; y < 4; ++y) {
        const auto z2 = whole(cube3::kF, 2 * half);
        const auto turn_y = whole(cube3::kU, y);
        Pairing sigma{};
        bool keeps = true;
        for (unsigned s = 0; s < kWings; ++s) {
          unsigned f = turn_y[z2[g.edges()[s][0]]];
          if (mirror) f = g.mirror()[f];
          const unsigned to = wing_at.at(f);
          keeps = keeps && wing_class[to] == wing_class[s];
          sigma[s / 2] = static_cast<std::uint8_t>(to / 2);
        }
        if (keeps) found.push_back(sigma);
      }
  return found;
}

const Tables& tables() {
  static const Tables made = [] {
    Tables t;
    // The classes: wing slots joined by G2's turns.
    std::array<std::uint8_t, kWings> root{};
    for (unsigned s = 0; s < kWings; ++s) root[s] = static_cast<std::uint8_t>(s);
    const auto find = [&](unsigned s) {
      while (root[s] != s) s = root[s];
      return s;
    };
    for (const unsigned m : kPhase3Moves)
      for (unsigned s = 0; s < kWings; ++s)
        root[find(s)] = static_cast<std::uint8_t>(find(wing_from(m)[s]));
    for (unsigned s = 0; s < kWings; ++s) t.wing_class[s] = find(s) == find(0) ? 0 : 1;
    for (unsigned e = 0; e < kEdges; ++e) {
      if (t.wing_class[2 * e] == t.wing_class[2 * e + 1])
        throw std::logic_error("cube4: an edge's wings in one class");
      t.a_slot[e] = static_cast<std::uint8_t>(t.wing_class[2 * e] == 0 ? 2 * e : 2 * e + 1);
      t.b_slot[e] = static_cast<std::uint8_t>(t.wing_class[2 * e] == 0 ? 2 * e + 1 : 2 * e);
    }
    for (unsigned i = 0; i < kPhase3Moves.size(); ++i) {
      const auto& from = wing_from(kPhase3Moves[i]);
      Pairing beta{};
      for (unsigned e = 0; e < kEdges; ++e) {
        t.alpha[i][e] = static_cast<std::uint8_t>(from[t.a_slot[e]] / 2);
        beta[e] = static_cast<std::uint8_t>(from[t.b_slot[e]] / 2);
      }
      for (unsigned e = 0; e < kEdges; ++e)
        t.beta_inverse[i][beta[e]] = static_cast<std::uint8_t>(e);
    }
    const std::vector<Pairing> symmetries = class_symmetries(t.wing_class);
    if (symmetries.size() != kSymmetries) throw std::logic_error("cube4: pairing symmetries");
    for (unsigned s = 0; s < kSymmetries; ++s) {
      t.symmetry[s] = symmetries[s];
      for (unsigned e = 0; e < kEdges; ++e)
        t.symmetry_inverse[s][symmetries[s][e]] = static_cast<std::uint8_t>(e);
    }
    // Part 1's classes, each from the first of its members in key order.
    t.part1_class.assign(kPart1Keys, 0xFFFF);
    for (std::uint32_t key = 0; key < kPart1Keys; ++key) {
      Pairing tau = identity();
      tau[8] = static_cast<std::uint8_t>(key / 1728);
      tau[9] = static_cast<std::uint8_t>(key / 144 % 12);
      tau[10] = static_cast<std::uint8_t>(key / 12 % 12);
      tau[11] = static_cast<std::uint8_t>(key % 12);
      const unsigned used = (1u << tau[8]) | (1u << tau[9]) | (1u << tau[10]) | (1u << tau[11]);
      if (std::popcount(used) != 4 || t.part1_class[key] != 0xFFFF) continue;
      const auto cls = static_cast<std::uint16_t>(t.class_part1.size());
      t.class_part1.push_back({tau[8], tau[9], tau[10], tau[11]});
      std::array<std::uint8_t, kEdges> label{};
      for (unsigned v = 0, k = 0; v < kEdges; ++v)
        if (!(used & (1u << v))) label[v] = static_cast<std::uint8_t>(k++);
      t.class_label.push_back(label);
      std::vector<std::uint8_t> stabiliser;
      for (unsigned s = 1; s < kSymmetries; ++s)
        if (part1_key(conjugated(tau, t.symmetry[s])) == key)
          stabiliser.push_back(static_cast<std::uint8_t>(s));
      t.class_stabiliser.push_back(stabiliser);
      // Its images: each is taken back to it by the inverse symmetry.
      for (unsigned s = 0; s < kSymmetries; ++s) {
        const std::uint32_t image = part1_key(conjugated(tau, t.symmetry[s]));
        if (t.part1_class[image] != 0xFFFF) continue;
        for (unsigned back = 0; back < kSymmetries; ++back)
          if (t.symmetry[back] == t.symmetry_inverse[s])
            t.part1_class[image] = static_cast<std::uint16_t>(
                cls * kSymmetries + back + (stabiliser.empty() ? 0 : kStabilised));
      }
    }
    if (t.class_part1.size() != kPairingClasses) throw std::logic_error("cube4: pairing classes");
    for (unsigned i = 0; i < kPhase3Moves.size(); ++i)
      for (unsigned s = 0; s < kSymmetries; ++s) {
        for (unsigned e = 0; e < 8; ++e)
          t.seen_from[i][s][e] = t.alpha[i][t.symmetry_inverse[s][e]];
        for (unsigned v = 0; v < kEdges; ++v)
          t.seen_as[i][s][v] = t.symmetry[s][t.beta_inverse[i][v]];
      }
    return t;
  }();
  return made;
}

bool odd(const Pairing& p) {
  return !is_even_permutation(p);
}

}  // namespace

const std::array<std::uint8_t, kWings>& wing_classes() {
  return tables().wing_class;
}

bool pairable(const Wings& wing) {
  const Tables& t = tables();
  std::uint32_t in_a = 0;  // the wings in class A slots
  for (unsigned e = 0; e < kEdges; ++e) in_a |= 1u << wing[t.a_slot[e]];
  // Each pair (wings 2d, 2d+1) has exactly one wing in class A.
  if (((in_a ^ (in_a >> 1)) & 0x555555u) != 0x555555u) return false;
  // The pairs whose solved class A wing is in class B: an even number.
  unsigned turned = 0;
  for (unsigned e = 0; e < kEdges; ++e) turned += (in_a >> t.a_slot[e] & 1u) ? 0 : 1;
  if (turned % 2 != 0) return false;
  return !odd(pairing_of(wing));
}

Pairing pairing_of(const Wings& wing) {
  const Tables& t = tables();
  std::array<std::uint8_t, kEdges> b_edge_of_pair{};
  for (unsigned e = 0; e < kEdges; ++e)
    b_edge_of_pair[wing[t.b_slot[e]] / 2] = static_cast<std::uint8_t>(e);
  Pairing tau{};
  for (unsigned e = 0; e < kEdges; ++e) tau[e] = b_edge_of_pair[wing[t.a_slot[e]] / 2];
  return tau;
}

bool pairs_parity(const Cube4& cube) {
  const Tables& t = tables();
  Pairing pairs{};
  for (unsigned e = 0; e < kEdges; ++e)
    pairs[e] = static_cast<std::uint8_t>(cube.wing[t.a_slot[e]] / 2);
  std::array<std::uint8_t, 8> corners = cube.corner;
  return is_even_permutation(corners) == odd(pairs);
}

namespace {

struct SlotPairs {
  std::array<std::array<std::uint16_t, kWings>, kWings> index{};
  std::array<std::array<std::uint8_t, 2>, kSlotPairs> slots{};
  std::array<std::array<std::uint16_t, kPhase2Moves.size()>, kSlotPairs> moved{};
  std::array<bool, kSlotPairs> split{};
  SlotPairs() {
    const auto& classes = wing_classes();
    unsigned k = 0;
    for (unsigned b = 1; b < kWings; ++b)
      for (unsigned a = 0; a < b; ++a, ++k) {
        index[a][b] = index[b][a] = static_cast<std::uint16_t>(k);
        slots[k] = {static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)};
        split[k] = classes[a] != classes[b];
      }
    for (unsigned i = 0; i < kPhase2Moves.size(); ++i) {
      const auto& from = wing_from(kPhase2Moves[i]);
      std::array<std::uint8_t, kWings> to{};
      for (unsigned s = 0; s < kWings; ++s) to[from[s]] = static_cast<std::uint8_t>(s);
      for (unsigned p = 0; p < kSlotPairs; ++p)
        moved[p][i] = index[to[slots[p][0]]][to[slots[p][1]]];
    }
  }
};

const SlotPairs& slot_pairs() {
  static const SlotPairs pairs;
  return pairs;
}

}  // namespace

std::uint16_t slot_pair(unsigned a, unsigned b) {
  return slot_pairs().index[a][b];
}

std::uint16_t slot_pair_moved(std::uint16_t pair, unsigned i) {
  return slot_pairs().moved[pair][i];
}

std::uint32_t split_index(std::uint16_t a, std::uint16_t b, std::uint16_t c) {
  // The three in order, as a multiset: C(c + 2, 3) + C(b + 1, 2) + a.
  if (a > b) std::swap(a, b);
  if (b > c) std::swap(b, c);
  if (a > b) std::swap(a, b);
  const std::uint32_t x = c, y = b;
  return x * (x + 1) * (x + 2) / 6 + y * (y + 1) / 2 + a;
}

PackedBuilder build_split_table() {
  const SlotPairs& pairs = slot_pairs();
  constexpr std::uint8_t kFar = 3;
  std::vector<std::uint8_t> d(kSplitCount, kUnreached);
  std::vector<std::array<std::uint16_t, 3>> layer;
  const auto distinct = [&](unsigned a, unsigned b, unsigned c) {
    const unsigned used = (1u << pairs.slots[a][0]) | (1u << pairs.slots[a][1]) |
                          (1u << pairs.slots[b][0]) | (1u << pairs.slots[b][1]) |
                          (1u << pairs.slots[c][0]) | (1u << pairs.slots[c][1]);
    return std::popcount(used) == 6;
  };
  for (unsigned c = 0; c < kSlotPairs; ++c)
    for (unsigned b = 0; b <= c; ++b)
      for (unsigned a = 0; a <= b; ++a)
        if (pairs.split[a] && pairs.split[b] && pairs.split[c] && distinct(a, b, c)) {
          d[split_index(static_cast<std::uint16_t>(a), static_cast<std::uint16_t>(b),
                        static_cast<std::uint16_t>(c))] = 0;
          layer.push_back({static_cast<std::uint16_t>(a), static_cast<std::uint16_t>(b),
                           static_cast<std::uint16_t>(c)});
        }
  // Up to kFar - 1; the rest (kFar or more, or no position's) read kFar.
  for (std::uint8_t depth = 1; depth < kFar && !layer.empty(); ++depth) {
    std::vector<std::array<std::uint16_t, 3>> next;
    for (const auto& [a, b, c] : layer)
      for (unsigned i = 0; i < kPhase2Moves.size(); ++i) {
        const std::array<std::uint16_t, 3> n = {pairs.moved[a][i], pairs.moved[b][i],
                                                pairs.moved[c][i]};
        auto& entry = d[split_index(n[0], n[1], n[2])];
        if (entry != kUnreached) continue;
        entry = depth;
        next.push_back(n);
      }
    layer = std::move(next);
  }
  PackedBuilder table(2, kSplitCount);
  for (std::uint32_t i = 0; i < kSplitCount; ++i) table.set(i, std::min(d[i], kFar));
  return table;
}

Pairing pairing_moved(const Pairing& tau, unsigned i) {
  const Tables& t = tables();
  const Pairing& alpha = t.alpha[i];
  const Pairing& beta_inverse = t.beta_inverse[i];
  Pairing result{};
  for (unsigned e = 0; e < kEdges; ++e) result[e] = beta_inverse[tau[alpha[e]]];
  return result;
}

std::uint32_t pairing_index(const Pairing& tau) {
  const Tables& t = tables();
  const unsigned entry = t.part1_class[part1_key(tau)] & ~kStabilised;
  const unsigned cls = entry / kSymmetries;
  const Pairing& sigma = t.symmetry[entry % kSymmetries];
  const Pairing& sigma_inverse = t.symmetry_inverse[entry % kSymmetries];
  const auto& label = t.class_label[cls];
  // Part 2 of tau seen through sigma: at e < 8, sigma(tau(sigma^-1(e))).
  std::array<std::uint8_t, 8> rest{};
  for (unsigned e = 0; e < 8; ++e) rest[e] = label[sigma[tau[sigma_inverse[e]]]];
  std::uint64_t part2 = rank_permutation(rest) >> 1;
  if (!t.class_stabiliser[cls].empty()) {
    const Pairing seen = conjugated(tau, sigma);
    for (const unsigned s : t.class_stabiliser[cls]) {
      const Pairing& other = t.symmetry[s];
      const Pairing& other_inverse = t.symmetry_inverse[s];
      for (unsigned e = 0; e < 8; ++e) rest[e] = label[other[seen[other_inverse[e]]]];
      part2 = std::min(part2, rank_permutation(rest) >> 1);
    }
  }
  return cls * kPart2Count + static_cast<std::uint32_t>(part2);
}

std::uint32_t moved_pairing_index(const Pairing& tau, unsigned i) {
  const Tables& t = tables();
  const Pairing& alpha = t.alpha[i];
  const Pairing& beta_inverse = t.beta_inverse[i];
  const unsigned entry =
      t.part1_class[part1_key(beta_inverse[tau[alpha[8]]], beta_inverse[tau[alpha[9]]],
                              beta_inverse[tau[alpha[10]]], beta_inverse[tau[alpha[11]]])];
  // A class some symmetries keep takes the least of several places.
  if (entry & kStabilised) return pairing_index(pairing_moved(tau, i));
  const unsigned cls = entry / kSymmetries;
  const auto& from = t.seen_from[i][entry % kSymmetries];
  const Pairing& as = t.seen_as[i][entry % kSymmetries];
  const auto& label = t.class_label[cls];
  std::array<std::uint8_t, 8> rest{};
  for (unsigned e = 0; e < 8; ++e) rest[e] = label[as[tau[from[e]]]];
  return cls * kPart2Count + static_cast<std::uint32_t>(rank_permutation(rest) >> 1);
}

Pairing pairing_at(std::uint32_t index) {
  const Tables& t = tables();
  const auto& part1 = t.class_part1[index / kPart2Count];
  Pairing tau{};
  unsigned used = 0;
  for (unsigned i = 0; i < 4; ++i) {
    tau[kMiddle[i]] = part1[i];
    used |= 1u << part1[i];
  }
  std::array<std::uint8_t, 8> rest{};
  unrank_permutation(std::uint64_t{index % kPart2Count} * 2, rest);
  std::array<std::uint8_t, 8> free{};
  for (unsigned v = 0, k = 0; v < kEdges; ++v)
    if (!(used & (1u << v))) free[k++] = static_cast<std::uint8_t>(v);
  for (unsigned e = 0; e < 8; ++e) tau[e] = free[rest[e]];
  if (odd(tau)) std::swap(tau[6], tau[7]);
  return tau;
}

PackedBuilder build_pairing_table() {
  const std::vector<std::uint8_t> d = parallel_bfs_distances(
      kPairingCount, pairing_index(identity()),
      [](std::uint64_t index, auto&& emit) {
        const Pairing tau = pairing_at(static_cast<std::uint32_t>(index));
        for (unsigned i = 0; i < kPhase3Moves.size(); ++i)
          if (emit(pairing_index(pairing_moved(tau, i)))) return;
      },
      // An index names a pairing only as its class's own numbering writes
      // it (others are holes, never reached: 3 in the table).
      [](std::uint64_t index) {
        return pairing_index(pairing_at(static_cast<std::uint32_t>(index))) == index;
      });
  PackedBuilder table(2, kPairingCount);
  for (std::uint32_t i = 0; i < kPairingCount; ++i) table.set(i, d[i] == kUnreached ? 3 : d[i] % 3);
  return table;
}

unsigned pairing_distance(const PackedView& table, const Pairing& tau) {
  // Down the table: some move lowers the distance by one, until solved.
  Pairing at = tau;
  unsigned steps = 0;
  while (at != identity()) {
    const unsigned below = (table[pairing_index(at)] + 2) % 3;
    bool lowered = false;
    for (unsigned i = 0; i < kPhase3Moves.size() && !lowered; ++i) {
      const Pairing next = pairing_moved(at, i);
      if (table[pairing_index(next)] == below) {
        at = next;
        lowered = true;
      }
    }
    if (!lowered || ++steps > 30) throw TableError("the pairing table leads nowhere (corrupt)");
  }
  return steps;
}

}  // namespace puzzletab::cube4
