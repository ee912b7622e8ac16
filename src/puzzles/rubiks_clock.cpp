// The model of Rubik's Clock and its exact shortest answers.
//
// The search. Turns commute, so an answer is a vector a of amounts (one per
// dial set) with sum a_S v_S = x over Z/12, and its length is the number of
// non-zero a_S. Take one face and write f(A) = sum of a_S over the non-empty
// S inside the set of pins A. The face's dials fix nine of the fifteen f:
// the centre is f(all); an edge dial is f(all) minus f of the two pins away
// from it (an adjacent pair); a corner is f(all) minus f of the three other
// pins. Of the face's amounts, the four single pins s_i and the two diagonal
// pairs (dA: UL+DR, dB: UR+DL) are then free, and every other amount follows
// (Moebius inversion, pins i = 0..3 clockwise from UL, e_i the pair i, i+1):
//   pair e_i                 P_i - s_i - s_{i+1}          (P_i = f(e_i))
//   three pins, middle m     T - u_{m+2} - P_m - P_{m-1} + s_m - d(m)
//   all four                 -3T + sum P + sum u + dA + dB
// where T is the centre, u_i the face's own turn of corner i and d(m) the
// diagonal not holding m. The two faces share only their corners: a corner
// shows the front's u_i minus the back's own turn of it. So
//   distance = min over u in (Z/12)^4 of  front(u) + back(corners - u),
// and one face's cost for every u at once is a few passes over 12^4 entries:
// the cost of the singles and pairs for each s (H); the fewest changes of s
// to reach each s' (one pass per pin, as the three-pin amounts vanish exactly
// when s_m is a given value); then the diagonals, their sum coupled to the
// four-pin amount. The WCA metric has no diagonal or three-pin sets: there
// the diagonals are 0 and each s_m is forced. Tests hold this against a
// breadth-first search and a plain search over subsets of sets.
#include "puzzles/rubiks_clock.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <vector>

namespace puzzletab::rubiks_clock {
namespace {

constexpr unsigned kStates = kHours * kHours * kHours * kHours;  // (Z/12)^4
constexpr std::array<unsigned, 4> kStride = {1, 12, 144, 1728};

// The face dials of each pin's 2x2 quadrant, row by row, as the face is seen.
constexpr std::array<std::array<unsigned, 4>, 4> kQuadrant = {{
    {0, 1, 3, 4},  // UL
    {1, 2, 4, 5},  // UR
    {4, 5, 7, 8},  // DR
    {3, 4, 6, 7},  // DL
}};
// The corner dial of each pin, and where the back's dials 1, 3, 4, 5, 7 are
// in Dials.
constexpr std::array<unsigned, 4> kCorner = {0, 2, 8, 6};
constexpr std::array<int, kFaceDials> kBackIndex = {-1, 9, -1, 10, 11, 12, -1, 13, -1};
// A back corner dial is this front corner dial (the back seen after y2: its
// upper left is the front's upper right).
constexpr std::array<int, kFaceDials> kFrontOfBackCorner = {2, -1, 0, -1, -1, -1, 8, -1, 6};

unsigned mod12(int v) {
  v %= static_cast<int>(kHours);
  return static_cast<unsigned>(v < 0 ? v + static_cast<int>(kHours) : v);
}

unsigned add12(unsigned a, unsigned b) {
  const unsigned s = a + b;
  return s >= kHours ? s - kHours : s;
}

unsigned index_of(const std::array<unsigned, 4>& t) {
  return t[0] + kStride[1] * t[1] + kStride[2] * t[2] + kStride[3] * t[3];
}

std::array<unsigned, 4> digits(unsigned index) {
  std::array<unsigned, 4> d{};
  for (unsigned c = 0; c < 4; ++c, index /= kHours) d[c] = index % kHours;
  return d;
}

// One face's dials as the search needs them: the centre and f of each
// adjacent pair (see the top of the file).
struct Face {
  int centre;
  std::array<int, 4> pair;  // P_i = f(pins i, i+1)
};

Face face_of(unsigned centre, unsigned top, unsigned left, unsigned right, unsigned bottom) {
  const int t = static_cast<int>(centre);
  // An edge dial is turned by every set except those inside the opposite pair.
  return {t,
          {t - static_cast<int>(bottom), t - static_cast<int>(left), t - static_cast<int>(top),
           t - static_cast<int>(right)}};
}

// The s_m that makes the three-pin amount with middle m vanish, given u and
// no diagonal turn.
std::array<unsigned, 4> vanishing(const Face& face, const std::array<unsigned, 4>& u) {
  std::array<unsigned, 4> t;
  for (unsigned m = 0; m < 4; ++m)
    t[m] = mod12(static_cast<int>(u[(m + 2) % 4]) + face.pair[m] + face.pair[(m + 3) % 4] -
                 face.centre);
  return t;
}

int sum_pairs(const Face& face) {
  return std::accumulate(face.pair.begin(), face.pair.end(), 0);
}

// H: for every s, how many singles and adjacent pairs are turned.
std::vector<std::uint8_t> single_and_pair_costs(const Face& face) {
  std::array<unsigned, 4> pair;
  for (unsigned p = 0; p < 4; ++p) pair[p] = mod12(face.pair[p]);
  const auto differs = [&pair](unsigned p, unsigned a, unsigned b) {
    return static_cast<unsigned>(add12(a, b) != pair[p]);
  };
  std::vector<std::uint8_t> h(kStates);
  unsigned i = 0;
  for (unsigned s3 = 0; s3 < kHours; ++s3)
    for (unsigned s2 = 0; s2 < kHours; ++s2)
      for (unsigned s1 = 0; s1 < kHours; ++s1)
        for (unsigned s0 = 0; s0 < kHours; ++s0, ++i)
          h[i] = static_cast<std::uint8_t>((s0 != 0) + (s1 != 0) + (s2 != 0) + (s3 != 0) +
                                           differs(0, s0, s1) + differs(1, s1, s2) +
                                           differs(2, s2, s3) + differs(3, s3, s0));
  return h;
}

// shifted(c, v, d): what coordinate c holding v + d adds to an index.
struct Shifts {
  std::array<std::array<std::array<std::uint16_t, kHours>, kHours>, 4> table;
  Shifts() {
    for (unsigned c = 0; c < 4; ++c)
      for (unsigned v = 0; v < kHours; ++v)
        for (unsigned d = 0; d < kHours; ++d)
          table[c][v][d] = static_cast<std::uint16_t>(kStride[c] * add12(v, d));
  }
  unsigned operator()(unsigned c, unsigned v, unsigned d) const { return table[c][v][d]; }
};
const Shifts kShifts;

// A direction in (Z/12)^4: each coordinate moves by 0, 1 or -1 (11).
using Direction = std::array<unsigned, 4>;

// For every t, the least entry on its line t + k * direction, k = 0..11.
std::vector<std::uint8_t> line_minimum(const std::vector<std::uint8_t>& in,
                                       const Direction& direction) {
  unsigned lead = 0;
  while (direction[lead] == 0) ++lead;
  std::vector<std::uint8_t> out(kStates);
  std::array<unsigned, kHours> line;
  // One point of each line: the lead coordinate 0, the others anything.
  for (unsigned r = 0; r < kStates / kHours; ++r) {
    std::array<unsigned, 4> t{};
    for (unsigned c = 0, rest = r; c < 4; ++c)
      if (c != lead) t[c] = rest % kHours, rest /= kHours;
    std::array<unsigned, 4> step{};  // k * direction, coordinate by coordinate
    std::uint8_t least = 255;
    for (unsigned k = 0; k < kHours; ++k) {
      unsigned at = 0;
      for (unsigned c = 0; c < 4; ++c) {
        at += kShifts(c, t[c], step[c]);
        step[c] = add12(step[c], direction[c]);
      }
      line[k] = at;
      least = std::min(least, in[at]);
    }
    for (const unsigned at : line) out[at] = least;
  }
  return out;
}

// in(t) lowered to one more than the least on its line: the cost when one
// more set may be turned that moves t along the direction.
std::vector<std::uint8_t> one_more(std::vector<std::uint8_t> in, const Direction& direction) {
  const auto least = line_minimum(in, direction);
  for (unsigned i = 0; i < kStates; ++i)
    in[i] = std::min(in[i], static_cast<std::uint8_t>(least[i] + 1));
  return in;
}

// What one face needs to price any u: H and its spread (pins metric).
struct FaceSearch {
  Face face;
  Metric metric;
  std::array<unsigned, 4> k;         // t_m = u_{m+2} + k_m
  unsigned all_base;                 // -3T + sum P, modulo 12
  std::vector<std::uint8_t> h;       // singles and pairs for each s
  std::vector<std::uint8_t> spread;  // and the three-pin sets, no diagonal
  std::vector<std::uint8_t> free;    // and any diagonals
  // The least spread on each line t + dA * (-1, 1, -1, 1): diagonals whose
  // sum is fixed.
  std::vector<std::uint8_t> fixed_sum;

  FaceSearch(const Face& f, Metric m)
      : face(f),
        metric(m),
        all_base(mod12(-3 * f.centre + sum_pairs(f))),
        h(single_and_pair_costs(f)) {
    for (unsigned i = 0; i < 4; ++i) k[i] = mod12(f.pair[i] + f.pair[(i + 3) % 4] - f.centre);
    if (metric == Metric::wca) return;
    // r(t) = min over s of h(s) + the number of pins where s and t differ:
    // each three-pin set turned frees one s_m.
    spread = h;
    for (unsigned c = 0; c < 4; ++c) {
      Direction along{};
      along[c] = 1;
      spread = one_more(std::move(spread), along);
    }
    // dB shifts the vanishing s of the middles UL, DR (pins 0, 2); dA those
    // of UR, DL.
    free = one_more(one_more(spread, {1, 0, 1, 0}), {0, 1, 0, 1});
    fixed_sum = line_minimum(spread, {kHours - 1, 1, kHours - 1, 1});
  }

  // The cost with diagonals dA, dB given, u's vanishing point t and the
  // four-pin amount's part without the diagonals.
  unsigned cost_with(const std::array<unsigned, 4>& t, unsigned da, unsigned db,
                     unsigned all_pins) const {
    return (da != 0) + (db != 0) + (add12(all_pins, add12(da, db)) != 0) +
           spread[kShifts(0, t[0], db) + kShifts(1, t[1], da) + kShifts(2, t[2], db) +
                  kShifts(3, t[3], da)];
  }

  // Every face cost, indexed by u: in the WCA metric H at the vanishing
  // point plus the four-pin amount; in the pins metric the four-pin amount
  // turned (1 + the free diagonals), or made 0 by diagonals that sum to
  // minus the rest.
  std::vector<std::uint8_t> costs() const {
    std::vector<std::uint8_t> out(kStates);
    unsigned i = 0;
    for (unsigned u3 = 0; u3 < kHours; ++u3)
      for (unsigned u2 = 0; u2 < kHours; ++u2)
        for (unsigned u1 = 0; u1 < kHours; ++u1)
          for (unsigned u0 = 0; u0 < kHours; ++u0, ++i) {
            const unsigned t0 = add12(u2, k[0]), t1 = add12(u3, k[1]), t2 = add12(u0, k[2]),
                           t3 = add12(u1, k[3]);
            const unsigned all_pins = (all_base + u0 + u1 + u2 + u3) % kHours;
            const unsigned at = t0 + kStride[1] * t1 + kStride[2] * t2 + kStride[3] * t3;
            if (metric == Metric::wca) {
              out[i] = static_cast<std::uint8_t>(h[at] + (all_pins != 0));
              continue;
            }
            // Diagonals summing to `need` (dA + dB = need): dA = 0, dB = 0,
            // or both turned, anywhere on the line through dA = 0.
            const unsigned need = (kHours - all_pins) % kHours;
            const unsigned none_a =
                kShifts(0, t0, need) + kStride[1] * t1 + kShifts(2, t2, need) + kStride[3] * t3;
            const unsigned none_b =
                t0 + kShifts(1, t1, need) + kStride[2] * t2 + kShifts(3, t3, need);
            const unsigned one = need != 0;
            const unsigned best = std::min({1u + free[at], one + spread[none_a],
                                            one + spread[none_b], 2u + fixed_sum[none_a]});
            out[i] = static_cast<std::uint8_t>(best);
          }
    return out;
  }

  // The face's fifteen amounts (indexed by pins - 1) of a cheapest answer
  // for u, whose cost is `target`.
  std::array<std::uint8_t, kFaceSets> amounts(const std::array<unsigned, 4>& u,
                                              unsigned target) const {
    const auto t0 = vanishing(face, u);
    const unsigned all_pins = (all_base + u[0] + u[1] + u[2] + u[3]) % kHours;
    unsigned da = 0, db = 0;
    std::array<unsigned, 4> t = t0;
    if (metric == Metric::pins) {
      bool found = false;
      for (unsigned a = 0; a < kHours && !found; ++a)
        for (unsigned b = 0; b < kHours && !found; ++b)
          if (cost_with(t0, a, b, all_pins) == target) {
            da = a, db = b, found = true;
          }
      t = {add12(t0[0], db), add12(t0[1], da), add12(t0[2], db), add12(t0[3], da)};
    }
    // s: t itself in the WCA metric; in the pins metric the first s that
    // reaches the spread cost of t.
    std::array<unsigned, 4> s = t;
    if (metric == Metric::pins) {
      const unsigned goal = spread[index_of(t)];
      for (unsigned i = 0; i < kStates; ++i) {
        std::array<unsigned, 4> c{};
        for (unsigned j = 0, rest = i; j < 4; ++j, rest /= kHours) c[j] = rest % kHours;
        unsigned changes = 0;
        for (unsigned j = 0; j < 4; ++j) changes += c[j] != t[j];
        if (h[i] + changes == goal) {
          s = c;
          break;
        }
      }
    }
    std::array<std::uint8_t, kFaceSets> a{};
    const auto put = [&a](unsigned pins, int value) {
      a[pins - 1] = static_cast<std::uint8_t>(mod12(value));
    };
    const auto si = [&s](unsigned i) { return static_cast<int>(s[i % 4]); };
    for (unsigned i = 0; i < 4; ++i) {
      put(1u << i, si(i));
      put((1u << i) | (1u << ((i + 1) % 4)), face.pair[i] - si(i) - si(i + 1));
      const int diagonal = static_cast<int>(i % 2 == 0 ? db : da);
      put(15u ^ (1u << ((i + 2) % 4)), face.centre - static_cast<int>(u[(i + 2) % 4]) -
                                           face.pair[i] - face.pair[(i + 3) % 4] + si(i) -
                                           diagonal);
    }
    put(kUL | kDR, static_cast<int>(da));
    put(kUR | kDL, static_cast<int>(db));
    put(15, static_cast<int>(all_pins + da + db));
    return a;
  }
};

}  // namespace

std::string pins_name(std::uint8_t pins) {
  switch (pins) {
    case kUL:
      return "UL";
    case kUR:
      return "UR";
    case kDR:
      return "DR";
    case kDL:
      return "DL";
    case kUL | kUR:
      return "U";
    case kUR | kDR:
      return "R";
    case kDR | kDL:
      return "D";
    case kDL | kUL:
      return "L";
    case kUL | kDR:
      return "MUL";
    case kUR | kDL:
      return "MUR";
    case kUL | kUR | kDL:
      return "ULw";
    case kUL | kUR | kDR:
      return "URw";
    case kUR | kDR | kDL:
      return "DRw";
    case kUL | kDR | kDL:
      return "DLw";
    case 15:
      return "ALL";
    default:
      throw std::invalid_argument("no pins");
  }
}

std::string amount_text(unsigned hours) {
  return hours <= kHours / 2 ? std::to_string(hours) + "+" : std::to_string(kHours - hours) + "-";
}

bool wca_pins(std::uint8_t pins) {
  return pins == 15 || pins == kUL || pins == kUR || pins == kDR || pins == kDL ||
         pins == (kUL | kUR) || pins == (kUR | kDR) || pins == (kDR | kDL) || pins == (kDL | kUL);
}

Dials turned(Dials dials, unsigned set, unsigned hours) {
  const DialSet s = dial_set(set);
  std::array<bool, kFaceDials> moved{};
  for (unsigned pin = 0; pin < 4; ++pin)
    if (s.pins & (1u << pin))
      for (const unsigned d : kQuadrant[pin]) moved[d] = true;
  for (unsigned d = 0; d < kFaceDials; ++d) {
    if (!moved[d]) continue;
    if (!s.back) {
      dials[d] = static_cast<std::uint8_t>(add12(dials[d], hours % kHours));
    } else if (kBackIndex[d] >= 0) {
      auto& v = dials[static_cast<unsigned>(kBackIndex[d])];
      v = static_cast<std::uint8_t>(add12(v, hours % kHours));
    } else {
      // A back corner turned clockwise from the back turns back on the front.
      auto& v = dials[static_cast<unsigned>(kFrontOfBackCorner[d])];
      v = static_cast<std::uint8_t>(mod12(static_cast<int>(v) - static_cast<int>(hours)));
    }
  }
  return dials;
}

Dials dials_of(const Amounts& amounts) {
  Dials dials{};
  for (unsigned set = 0; set < kSets; ++set) dials = turned(dials, set, amounts[set]);
  return dials;
}

unsigned turned_sets(const Amounts& amounts) {
  return static_cast<unsigned>(
      std::count_if(amounts.begin(), amounts.end(), [](std::uint8_t a) { return a != 0; }));
}

Amounts fewest_turns(const Dials& x, Metric metric) {
  const FaceSearch front(face_of(x[4], x[1], x[3], x[5], x[7]), metric);
  const FaceSearch back(face_of(x[11], x[9], x[10], x[12], x[13]), metric);
  const auto front_costs = front.costs();
  const auto back_costs = back.costs();
  // The back's own turn of its corner i ^ 1 (the front's corner i seen from
  // behind) is the front's turn u_i minus what the corner shows.
  std::array<unsigned, 4> minus_corner;
  for (unsigned i = 0; i < 4; ++i) minus_corner[i] = mod12(-static_cast<int>(x[kCorner[i]]));
  unsigned best = ~0u, best_u = 0, i = 0;
  for (unsigned u3 = 0; u3 < kHours; ++u3)
    for (unsigned u2 = 0; u2 < kHours; ++u2)
      for (unsigned u1 = 0; u1 < kHours; ++u1)
        for (unsigned u0 = 0; u0 < kHours; ++u0, ++i) {
          const unsigned v = kShifts(1, u0, minus_corner[0]) + kShifts(0, u1, minus_corner[1]) +
                             kShifts(3, u2, minus_corner[2]) + kShifts(2, u3, minus_corner[3]);
          const unsigned cost = front_costs[i] + back_costs[v];
          if (cost < best) best = cost, best_u = i;
        }
  const auto u = digits(best_u);
  std::array<unsigned, 4> v;
  for (unsigned p = 0; p < 4; ++p) v[p ^ 1] = add12(u[p], minus_corner[p]);
  const auto front_amounts = front.amounts(u, front_costs[best_u]);
  const auto back_amounts = back.amounts(v, back_costs[index_of(v)]);
  Amounts amounts;
  std::copy(front_amounts.begin(), front_amounts.end(), amounts.begin());
  std::copy(back_amounts.begin(), back_amounts.end(), amounts.begin() + kFaceSets);
  if (dials_of(amounts) != x || turned_sets(amounts) != best)
    throw std::logic_error("rubiks-clock: the turns found do not make the position");
  return amounts;
}

}  // namespace puzzletab::rubiks_clock
