#include <doctest/doctest.h>

#include <array>
#include <bit>
#include <vector>

#include "core/rank.h"

using namespace puzzletab;

namespace {

// C(n, k) by the multiplicative formula, independent of the Pascal table.
std::uint64_t binomial_by_product(unsigned n, unsigned k) {
  if (k > n) return 0;
  std::uint64_t c = 1;
  for (unsigned i = 1; i <= k; ++i) c = c * (n - k + i) / i;  // exact at every step
  return c;
}

}  // namespace

TEST_CASE("binomial coefficients equal the multiplicative formula") {
  for (unsigned n = 0; n <= 62; ++n)
    for (unsigned k = 0; k <= 8; ++k) REQUIRE(binomial(n, k) == binomial_by_product(n, k));
  CHECK(binomial(64, 4) == 635376);
  CHECK(binomial(64, 32) == 1832624140942590534ull);
  CHECK(binomial(3, 5) == 0);
}

TEST_CASE("combination ranks count subsets in colex order and round-trip, all k for n <= 16") {
  // Colexicographic order of k-subsets is the numeric order of their bit
  // masks, so walking the masks upwards must give ranks 0, 1, 2, ...
  for (unsigned n = 1; n <= 16; ++n) {
    std::array<std::uint64_t, 17> next_rank{};
    std::vector<std::uint8_t> elements, back;
    for (unsigned mask = 0; mask < (1u << n); ++mask) {
      elements.clear();
      for (unsigned bit = 0; bit < n; ++bit)
        if (mask & (1u << bit)) elements.push_back(static_cast<std::uint8_t>(bit));
      const auto k = elements.size();
      REQUIRE(rank_combination(elements) == next_rank[k]);
      back.assign(k, 0xFF);
      unrank_combination(next_rank[k], n, back);
      REQUIRE(back == elements);
      ++next_rank[k];
    }
    for (unsigned k = 0; k <= n; ++k) CHECK(next_rank[k] == binomial(n, k));
  }
}

TEST_CASE("every 4-subset of 64 squares ranks to 0..635375 in colex order and round-trips") {
  std::uint64_t expected = 0;
  std::array<std::uint8_t, 4> s{}, back{};
  for (s[3] = 3; s[3] < 64; ++s[3])
    for (s[2] = 2; s[2] < s[3]; ++s[2])
      for (s[1] = 1; s[1] < s[2]; ++s[1])
        for (s[0] = 0; s[0] < s[1]; ++s[0]) {
          REQUIRE(rank_combination(s) == expected);
          unrank_combination(expected, 64, back);
          REQUIRE(back == s);
          ++expected;
        }
  CHECK(expected == binomial(64, 4));
}

TEST_CASE("the largest combination sizes round-trip") {
  std::vector<std::uint8_t> all(64), back(64);
  for (unsigned i = 0; i < 64; ++i) all[i] = static_cast<std::uint8_t>(i);
  CHECK(rank_combination(all) == 0);
  unrank_combination(0, 64, back);
  CHECK(back == all);
  std::vector<std::uint8_t> half(32);
  for (std::uint64_t r = 0; r < binomial(64, 32); r += binomial(64, 32) / 1009) {
    unrank_combination(r, 64, half);
    for (unsigned i = 1; i < 32; ++i) REQUIRE(half[i - 1] < half[i]);
    REQUIRE(half.back() < 64);
    REQUIRE(rank_combination(half) == r);
  }
}
