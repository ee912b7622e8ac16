#include "puzzles/nxn/cube4_centres.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

#include "core/rank.h"

namespace puzzletab::cube4 {
namespace {

constexpr std::uint8_t kUnreached = 0xFF;

// The slots of a face pair, in the order their bits are ranked.
constexpr std::array<std::uint8_t, 8> kUdSlots = {0, 1, 2, 3, 12, 13, 14, 15};
constexpr std::array<std::uint8_t, 8> kRlSlots = {4, 5, 6, 7, 16, 17, 18, 19};
constexpr std::array<std::uint8_t, 8> kFbSlots = {8, 9, 10, 11, 20, 21, 22, 23};
constexpr std::array<std::uint8_t, 16> kSideSlots = {4,  5,  6,  7,  8,  9,  10, 11,
                                                     16, 17, 18, 19, 20, 21, 22, 23};

// rank += C(position, k + 1) for each set bit, k counting the set bits
// before it: byte by byte, the bits before a byte being its offset's.
struct ByteRanks {
  // [byte][bits set before it][the byte]
  std::array<std::array<std::array<std::uint32_t, 256>, 25>, 3> part{};
  ByteRanks() {
    for (unsigned byte = 0; byte < 3; ++byte)
      for (unsigned before = 0; before <= 24; ++before)
        for (unsigned b = 0; b < 256; ++b) {
          std::uint32_t r = 0;
          unsigned k = before;
          for (unsigned bit = 0; bit < 8; ++bit)
            if (b & (1u << bit)) {
              const unsigned position = byte * 8 + bit;
              if (k + 1 <= 24) r += static_cast<std::uint32_t>(binomial(position, k + 1));
              ++k;
            }
          part[byte][before][b] = r;
        }
  }
  std::uint32_t operator()(std::uint32_t mask) const {
    const unsigned b0 = mask & 0xFFu, b1 = (mask >> 8) & 0xFFu, b2 = mask >> 16;
    const unsigned c0 = detail::kBitsInByte[b0];
    const unsigned c1 = c0 + detail::kBitsInByte[b1];
    return part[0][0][b0] + part[1][c0][b1] + part[2][c1][b2];
  }
};

const ByteRanks& byte_ranks() {
  static const ByteRanks ranks;
  return ranks;
}

// The mask of `slots`' members among `mask`'s bits, bit i for slots[i].
template <std::size_t N>
std::uint32_t gather(SlotMask mask, const std::array<std::uint8_t, N>& slots) {
  std::uint32_t bits = 0;
  for (std::size_t i = 0; i < N; ++i)
    if (mask & (1u << slots[i])) bits |= 1u << i;
  return bits;
}
template <std::size_t N>
SlotMask scatter(std::uint32_t bits, const std::array<std::uint8_t, N>& slots) {
  SlotMask mask = 0;
  for (std::size_t i = 0; i < N; ++i)
    if (bits & (1u << i)) mask |= 1u << slots[i];
  return mask;
}

SlotMask moved_mask(SlotMask mask, unsigned move) {
  const auto& from = centre_from(move);
  SlotMask result = 0;
  for (unsigned i = 0; i < kCentres; ++i)
    if (mask & (1u << from[i])) result |= 1u << i;
  return result;
}

// The turns on masks of centre slots, a byte at a time: phase 1's, and
// how phase 2's move tables are made.
struct MaskMoves {
  std::array<std::array<std::array<SlotMask, 256>, 3>, kMoves> part{};
  MaskMoves() {
    for (unsigned m = 0; m < kMoves; ++m)
      for (unsigned byte = 0; byte < 3; ++byte)
        for (unsigned b = 0; b < 256; ++b) part[m][byte][b] = moved_mask(b << (8 * byte), m);
  }
};

const MaskMoves& mask_moves() {
  static const MaskMoves moves;
  return moves;
}

bool odd(const std::array<std::uint8_t, kWings>& from) {
  std::array<std::uint8_t, kWings> copy = from;
  return !is_even_permutation(copy);
}

// A subset of n slots' rank, and back.
struct SubsetRanks {
  std::vector<std::uint16_t> rank;  // by mask
  std::vector<std::uint32_t> mask;  // by rank
  SubsetRanks(unsigned n, unsigned k) : rank(1u << n, 0xFFFF) {
    for (std::uint32_t m = 0; m < (1u << n); ++m)
      if (static_cast<unsigned>(std::popcount(m)) == k) {
        std::vector<std::uint8_t> elements;
        for (unsigned i = 0; i < n; ++i)
          if (m & (1u << i)) elements.push_back(static_cast<std::uint8_t>(i));
        rank[m] = static_cast<std::uint16_t>(rank_combination(elements));
      }
    mask.resize(binomial(n, k));
    for (std::uint32_t m = 0; m < rank.size(); ++m)
      if (rank[m] != 0xFFFF) mask[rank[m]] = m;
  }
};

const SubsetRanks& eight_of_sixteen() {
  static const SubsetRanks ranks(16, 8);
  return ranks;
}
const SubsetRanks& four_of_eight() {
  static const SubsetRanks ranks(8, 4);
  return ranks;
}

// Breadth-first distances over `count` coordinates from `goals`, moving by
// `move(c, i)` for i < moves: every coordinate reached gets its distance.
template <typename Move>
std::vector<std::uint8_t> distances(std::uint32_t count, const std::vector<std::uint32_t>& goals,
                                    unsigned moves, Move move) {
  std::vector<std::uint8_t> d(count, kUnreached);
  std::vector<std::uint32_t> layer = goals;
  for (const auto g : goals) d[g] = 0;
  for (std::uint8_t depth = 1; !layer.empty(); ++depth) {
    std::vector<std::uint32_t> next;
    for (const auto c : layer)
      for (unsigned i = 0; i < moves; ++i) {
        const std::uint32_t n = move(c, i);
        if (d[n] != kUnreached) continue;
        d[n] = depth;
        next.push_back(n);
      }
    layer = std::move(next);
  }
  return d;
}

// Distances as a committed table's entries, 4 bits each.
PackedBuilder packed4(const std::vector<std::uint8_t>& d) {
  PackedBuilder table(4, d.size());
  for (std::size_t i = 0; i < d.size(); ++i) {
    if (d[i] > 15) throw std::logic_error("cube4: a phase's distance past 4 bits");
    table.set(i, d[i]);
  }
  return table;
}

// Phase 2's move tables.
struct Phase2Tables {
  std::vector<std::array<std::uint16_t, kPhase2Moves.size()>> ud;
  std::vector<std::array<std::uint16_t, kPhase2Moves.size()>> side;
  std::array<std::uint8_t, kPhase2Moves.size()> parity{};
  Phase2Tables() : ud(70), side(12870) {
    const auto& four = four_of_eight();
    const auto& eight = eight_of_sixteen();
    for (unsigned i = 0; i < kPhase2Moves.size(); ++i) {
      const unsigned m = kPhase2Moves[i];
      for (unsigned r = 0; r < 70; ++r)
        ud[r][i] = four.rank[gather(phase1_moved(scatter(four.mask[r], kUdSlots), m), kUdSlots)];
      for (unsigned r = 0; r < 12870; ++r)
        side[r][i] =
            eight.rank[gather(phase1_moved(scatter(eight.mask[r], kSideSlots), m), kSideSlots)];
      parity[i] = odd(wing_from(m)) ? 1 : 0;
    }
  }
};

const Phase2Tables& phase2_tables() {
  static const Phase2Tables tables;
  return tables;
}

// Phase 3's move tables.
struct Phase3Tables {
  std::array<std::array<std::uint8_t, kPhase3Moves.size()>, 70> ud{};
  std::array<std::array<std::uint8_t, kPhase3Moves.size()>, 70> rl{};
  std::array<std::array<std::uint8_t, kPhase3Moves.size()>, 70> fb{};
  std::array<std::uint8_t, kPhase3Moves.size()> parity{};
  Phase3Tables() {
    const auto& four = four_of_eight();
    for (unsigned i = 0; i < kPhase3Moves.size(); ++i) {
      const unsigned m = kPhase3Moves[i];
      for (unsigned r = 0; r < 70; ++r) {
        const auto move = [&](const std::array<std::uint8_t, 8>& slots) {
          return static_cast<std::uint8_t>(
              four.rank[gather(moved_mask(scatter(four.mask[r], slots), m), slots)]);
        };
        ud[r][i] = move(kUdSlots);
        rl[r][i] = move(kRlSlots);
        fb[r][i] = move(kFbSlots);
      }
      // The inner slices' half turns swap two wings of each class.
      parity[i] = m / 3 >= 6 ? 1 : 0;
    }
  }
};

const Phase3Tables& phase3_tables() {
  static const Phase3Tables tables;
  return tables;
}

// The solved cube held each way that keeps U-D's pair on its axis (8),
// or each of the pairs on its own axis (4).
std::vector<Cube4> solved_held(bool every_axis) {
  std::vector<Cube4> held;
  for (unsigned r = 0; r < kRotations; ++r) {
    const FaceMap& to = rotation(r);
    if (to[cube3::kU] % 3 != cube3::kU) continue;
    if (every_axis && to[cube3::kR] % 3 != cube3::kR) continue;
    // Held turned: the colours stay, the centres move.
    held.push_back(viewed(solved_cube(), r, 0));
  }
  return held;
}

}  // namespace

SlotMask centres_of(const Cube4& cube, unsigned faces) {
  SlotMask mask = 0;
  for (unsigned i = 0; i < kCentres; ++i)
    if (faces & (1u << cube.centre[i])) mask |= 1u << i;
  return mask;
}

std::uint32_t phase1_coordinate(SlotMask ud_slots) {
  return byte_ranks()(ud_slots);
}

SlotMask phase1_moved(SlotMask ud_slots, unsigned move) {
  const auto& part = mask_moves().part[move];
  return part[0][ud_slots & 0xFFu] | part[1][(ud_slots >> 8) & 0xFFu] | part[2][ud_slots >> 16];
}

PackedBuilder build_phase1_table() {
  std::vector<std::uint8_t> d(kPhase1Count, kUnreached);
  // U and D's centres on the faces of any axis.
  std::vector<SlotMask> layer = {0x00F00F, 0x0F00F0, 0xF00F00};
  for (const SlotMask goal : layer) d[phase1_coordinate(goal)] = 0;
  for (std::uint8_t depth = 1; !layer.empty(); ++depth) {
    std::vector<SlotMask> next;
    for (const SlotMask mask : layer)
      for (unsigned m = 0; m < kMoves; ++m) {
        const SlotMask n = phase1_moved(mask, m);
        auto& entry = d[phase1_coordinate(n)];
        if (entry != kUnreached) continue;
        entry = depth;
        next.push_back(n);
      }
    layer = std::move(next);
  }
  return packed4(d);
}

Phase2 phase2_coordinate(const Cube4& cube) {
  Phase2 c;
  c.ud = four_of_eight().rank[gather(centres_of(cube, 1u << cube3::kU), kUdSlots)];
  c.side = eight_of_sixteen()
               .rank[gather(centres_of(cube, (1u << cube3::kR) | (1u << cube3::kL)), kSideSlots)];
  std::array<std::uint8_t, kWings> wings = cube.wing;
  c.parity = is_even_permutation(wings) ? 0 : 1;
  return c;
}

Phase2 phase2_moved(Phase2 c, unsigned i) {
  const auto& t = phase2_tables();
  return {t.ud[c.ud][i], t.side[c.side][i], static_cast<std::uint8_t>(c.parity ^ t.parity[i])};
}

PackedBuilder build_phase2_table() {
  // The goals: what G2's turns reach from the solved cube held each way
  // with U-D's pair on U-D.
  std::vector<std::uint32_t> goals;
  std::vector<bool> seen(kPhase2Count);
  for (const Cube4& held : solved_held(false)) {
    const std::uint32_t index = phase2_coordinate(held).index();
    if (!seen[index]) goals.push_back(index);
    seen[index] = true;
  }
  for (std::size_t k = 0; k < goals.size(); ++k)
    for (unsigned i = 0; i < kPhase2Moves.size(); ++i) {
      if (std::find(kPhase3Moves.begin(), kPhase3Moves.end(), kPhase2Moves[i]) ==
          kPhase3Moves.end())
        continue;
      const std::uint32_t next = phase2_moved(Phase2::at(goals[k]), i).index();
      if (!seen[next]) goals.push_back(next);
      seen[next] = true;
    }
  return packed4(distances(
      kPhase2Count, goals, kPhase2Moves.size(),
      [](std::uint32_t index, unsigned i) { return phase2_moved(Phase2::at(index), i).index(); }));
}

bool sides_turned(const Cube4& cube) {
  return (centres_of(cube, (1u << cube3::kR) | (1u << cube3::kL)) & 0x0F00F0u) == 0;
}

Phase3Centres phase3_centres(const Cube4& cube, bool parity) {
  const auto& four = four_of_eight();
  Phase3Centres c;
  c.ud = static_cast<std::uint8_t>(four.rank[gather(centres_of(cube, 1u << cube3::kU), kUdSlots)]);
  c.rl = static_cast<std::uint8_t>(four.rank[gather(centres_of(cube, 1u << cube3::kR), kRlSlots)]);
  c.fb = static_cast<std::uint8_t>(four.rank[gather(centres_of(cube, 1u << cube3::kF), kFbSlots)]);
  c.parity = parity ? 1 : 0;
  return c;
}

Phase3Centres phase3_moved(Phase3Centres c, unsigned i) {
  const auto& t = phase3_tables();
  return {t.ud[c.ud][i], t.rl[c.rl][i], t.fb[c.fb][i],
          static_cast<std::uint8_t>(c.parity ^ t.parity[i])};
}

const std::vector<std::uint8_t>& phase3_centre_distances() {
  static const std::vector<std::uint8_t> table = [] {
    std::vector<std::uint32_t> goals;
    for (const Cube4& held : solved_held(true))
      goals.push_back(phase3_centres(held, false).index());
    return distances(
        kPhase3CentreCount, goals, kPhase3Moves.size(), [](std::uint32_t index, unsigned i) {
          const Phase3Centres c{
              static_cast<std::uint8_t>(index / 9800), static_cast<std::uint8_t>(index / 140 % 70),
              static_cast<std::uint8_t>(index / 2 % 70), static_cast<std::uint8_t>(index % 2)};
          return phase3_moved(c, i).index();
        });
  }();
  return table;
}

}  // namespace puzzletab::cube4
