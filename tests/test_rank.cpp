#include <doctest/doctest.h>

#include <algorithm>
#include <numeric>
#include <vector>

#include "core/rank.h"

using namespace puzzletab;

namespace {

// Every permutation of 0..n-1 in lexicographic order must get ranks 0, 1, 2...
// and unrank back to itself.
void check_all_permutations(unsigned n) {
  std::vector<std::uint8_t> perm(n), back(n);
  std::iota(perm.begin(), perm.end(), std::uint8_t{0});
  std::uint64_t expected = 0;
  do {
    REQUIRE(rank_permutation(perm) == expected);
    unrank_permutation(expected, back);
    REQUIRE(back == perm);
    ++expected;
  } while (std::next_permutation(perm.begin(), perm.end()));
  CHECK(expected == factorial(n));
}

unsigned inversions(const std::vector<std::uint8_t>& p) {
  unsigned count = 0;
  for (std::size_t i = 0; i < p.size(); ++i)
    for (std::size_t j = i + 1; j < p.size(); ++j) count += p[i] > p[j];
  return count;
}

}  // namespace

TEST_CASE("permutation ranks are lexicographic and round-trip for n = 1..9") {
  for (unsigned n = 1; n <= 9; ++n) check_all_permutations(n);
}

TEST_CASE("ranks round-trip at the largest size") {
  std::vector<std::uint8_t> perm(kMaxPermutationSize), back(kMaxPermutationSize);
  std::iota(perm.begin(), perm.end(), std::uint8_t{0});
  CHECK(rank_permutation(perm) == 0);
  std::reverse(perm.begin(), perm.end());
  CHECK(rank_permutation(perm) == factorial(16) - 1);
  for (std::uint64_t r = 0; r < factorial(16); r += factorial(16) / 997) {
    unrank_permutation(r, back);
    CHECK(rank_permutation(back) == r);
  }
}

TEST_CASE("parity and the rank within a parity class, exhaustively for n = 9") {
  std::vector<std::uint8_t> perm(9), back(9);
  std::iota(perm.begin(), perm.end(), std::uint8_t{0});
  std::vector<int> seen_even(factorial(9) / 2), seen_odd(factorial(9) / 2);
  do {
    const bool even = inversions(perm) % 2 == 0;
    REQUIRE(is_even_permutation(perm) == even);
    const auto r = rank_permutation_in_class(perm);
    REQUIRE(r < factorial(9) / 2);
    (even ? seen_even : seen_odd)[r]++;
    unrank_permutation_in_class(r, even, back);
    REQUIRE(back == perm);
  } while (std::next_permutation(perm.begin(), perm.end()));
  CHECK(std::all_of(seen_even.begin(), seen_even.end(), [](int c) { return c == 1; }));
  CHECK(std::all_of(seen_odd.begin(), seen_odd.end(), [](int c) { return c == 1; }));
}
