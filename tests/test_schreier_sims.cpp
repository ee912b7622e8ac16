// core/schreier_sims (gen --count's group orders) against groups whose
// orders the test computes or that are published: symmetric and
// alternating groups, the 2x2x2's and the 3x3x3's facelets turned in space
// by the test's own cube model (cube_nxn_model.h). The random definitions'
// counts are compared with the test's own Schreier-Sims and a plain search
// in test_definition_differential.cpp.
#include <doctest/doctest.h>

#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "core/errors.h"
#include "core/schreier_sims.h"
#include "cube_nxn_model.h"

using namespace puzzletab;

namespace {

// n!, or n!/2, in decimal, by schoolbook multiplication of decimal digits.
std::string factorial(unsigned n, unsigned divided_by = 1) {
  std::vector<unsigned> digits{1};  // least significant first
  for (unsigned k = 2; k <= n; ++k) {
    unsigned carry = 0;
    for (auto& d : digits) {
      const unsigned v = d * k + carry;
      d = v % 10;
      carry = v / 10;
    }
    for (; carry != 0; carry /= 10) digits.push_back(carry % 10);
  }
  unsigned remainder = 0;
  for (auto d = digits.rbegin(); d != digits.rend(); ++d) {
    const unsigned v = remainder * 10 + *d;
    *d = v / divided_by;
    remainder = v % divided_by;
  }
  while (digits.size() > 1 && digits.back() == 0) digits.pop_back();
  std::string text;
  for (auto d = digits.rbegin(); d != digits.rend(); ++d) text += static_cast<char>('0' + *d);
  return text;
}

PointPermutation cycle(unsigned n, const std::vector<std::uint32_t>& points) {
  PointPermutation p(n);
  std::iota(p.begin(), p.end(), 0u);
  for (std::size_t i = 0; i < points.size(); ++i) p[points[i]] = points[(i + 1) % points.size()];
  return p;
}

// Each face's quarter turn of its outer layer as a permutation of an
// n x n x n cube's facelets: facelet i goes where the turn takes it.
std::vector<PointPermutation> face_turns(int n) {
  const testing::CubeModel model(n);
  const std::size_t facelets = model.solved().size();
  std::string numbered(facelets, '\0');
  for (std::size_t i = 0; i < facelets; ++i) numbered[i] = static_cast<char>(i);
  std::vector<PointPermutation> turns;
  for (const char face : std::string("URFDLB")) {
    const std::string turned = model.turn(numbered, {face, 1, 1, 1});
    PointPermutation p(facelets);
    for (std::size_t j = 0; j < facelets; ++j)
      p[static_cast<unsigned char>(turned[j])] = static_cast<std::uint32_t>(j);
    turns.push_back(p);
  }
  return turns;
}

}  // namespace

TEST_CASE("Schreier-Sims: symmetric and alternating groups") {
  CHECK(group_order({}) == "1");
  CHECK(group_order({cycle(5, {})}) == "1");
  for (const unsigned n : {2u, 5u, 12u, 40u}) {
    CAPTURE(n);
    std::vector<std::uint32_t> all(n);
    std::iota(all.begin(), all.end(), 0u);
    // A transposition and an n-cycle: every permutation.
    CHECK(group_order({cycle(n, {0, 1}), cycle(n, all)}) == factorial(n));
    // The 3-cycles (0 1 k): every even permutation.
    if (n >= 3) {
      std::vector<PointPermutation> three_cycles;
      for (std::uint32_t k = 2; k < n; ++k) three_cycles.push_back(cycle(n, {0, 1, k}));
      CHECK(group_order(three_cycles) == factorial(n, 2));
    }
  }
  // Two disjoint cycles of 3 and 4: cyclic of order 12.
  CHECK(group_order({cycle(7, {0, 1, 2}), cycle(7, {3, 4, 5, 6})}) == "12");
  // A base given first changes nothing but the chain.
  CHECK(group_order({cycle(6, {0, 1}), cycle(6, {0, 1, 2, 3, 4, 5})}, {5, 3}) == "720");
}

TEST_CASE("Schreier-Sims: the cubes' facelets turned by the test's own model") {
  // The 2x2x2 turned by all six faces: every arrangement and orientation of
  // its corners with the twists' sum fixed, 8! 3^7.
  CHECK(group_order(face_turns(2)) == std::to_string(40'320ull * 2'187ull));
  // The 3x3x3 (centres fixed by face turns): 43,252,003,274,489,856,000
  // positions, the published count (8! 3^7 12! 2^11 / 2), past 64 bits.
  CHECK(group_order(face_turns(3)) == "43252003274489856000");
}

TEST_CASE("Schreier-Sims: what is no permutation is refused") {
  CHECK_THROWS_WITH_AS(group_order({PointPermutation{0, 0, 1}}),
                       doctest::Contains("no permutation of the 3 points"), InputError);
  CHECK_THROWS_WITH_AS(group_order({PointPermutation{0, 1}, PointPermutation{0, 1, 2}}),
                       doctest::Contains("no permutation"), InputError);
  CHECK_THROWS_WITH_AS(group_order({PointPermutation{0, 5}}), doctest::Contains("no permutation"),
                       InputError);
  CHECK_THROWS_WITH_AS(group_order({cycle(4, {0, 1})}, {9}), doctest::Contains("a base point 9"),
                       InputError);
}
