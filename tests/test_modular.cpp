#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <random>
#include <vector>

#include "core/modular.h"
#include "puzzles/clocks.h"

using namespace puzzletab;

namespace {

using IntMatrix = std::vector<std::vector<std::int64_t>>;

// The determinant over the integers by Leibniz's formula: a sum over all
// permutations, nothing in common with elimination.
std::int64_t leibniz_determinant(const IntMatrix& a) {
  std::vector<std::size_t> p(a.size());
  std::iota(p.begin(), p.end(), 0);
  std::int64_t det = 0;
  do {
    std::int64_t term = 1;
    for (std::size_t i = 0; i < p.size() && term != 0; ++i) term *= a[i][p[i]];
    std::size_t inversions = 0;
    for (std::size_t i = 0; i < p.size(); ++i)
      for (std::size_t j = i + 1; j < p.size(); ++j) inversions += p[i] > p[j];
    det += inversions % 2 == 0 ? term : -term;
  } while (std::next_permutation(p.begin(), p.end()));
  return det;
}

std::uint32_t reduce(std::int64_t x, std::uint32_t m) {
  const auto mm = static_cast<std::int64_t>(m);
  return static_cast<std::uint32_t>((x % mm + mm) % mm);
}

ModMatrix to_mod(const IntMatrix& a, std::uint32_t m) {
  ModMatrix r(a.size(), m);
  for (std::size_t i = 0; i < a.size(); ++i)
    for (std::size_t j = 0; j < a.size(); ++j) r.set(i, j, a[i][j]);
  return r;
}

ModMatrix product(const ModMatrix& a, const ModMatrix& b) {
  ModMatrix r(a.size(), a.modulus());
  for (std::size_t i = 0; i < a.size(); ++i)
    for (std::size_t j = 0; j < a.size(); ++j) {
      std::int64_t sum = 0;
      for (std::size_t k = 0; k < a.size(); ++k)
        sum += std::int64_t{a.at(i, k)} * std::int64_t{b.at(k, j)};
      r.set(i, j, sum);
    }
  return r;
}

// The move matrix written out from the seed's second table (clock, moves
// that turn it), independently of clocks::kMoveDials.
IntMatrix plain_move_matrix() {
  const std::vector<std::vector<int>> moves_turning = {
      {1, 2, 4},    {1, 2, 3, 5}, {2, 3, 6},    {1, 4, 5, 7}, {1, 3, 5, 7, 9},
      {3, 5, 6, 9}, {4, 7, 8},    {5, 7, 8, 9}, {6, 8, 9},
  };
  IntMatrix m(9, std::vector<std::int64_t>(9, 0));
  for (std::size_t dial = 0; dial < 9; ++dial)
    for (const int move : moves_turning[dial]) m[dial][static_cast<std::size_t>(move - 1)] = 1;
  return m;
}

// Whether x -> a x is a bijection of (Z/m)^n, by trying every x.
bool is_bijection(const ModMatrix& a) {
  const std::uint32_t m = a.modulus();
  std::size_t total = 1;
  for (std::size_t i = 0; i < a.size(); ++i) total *= m;
  std::vector<bool> hit(total, false);
  std::vector<std::uint32_t> x(a.size(), 0);
  for (std::size_t code = 0; code < total; ++code) {
    for (std::size_t i = 0, c = code; i < a.size(); ++i, c /= m)
      x[i] = static_cast<std::uint32_t>(c % m);
    std::size_t image = 0;
    for (const auto y : a.times(x)) image = image * m + y;
    if (hit[image]) return false;
    hit[image] = true;
  }
  return true;
}

}  // namespace

TEST_CASE("the move matrix: determinant 5, invertible modulo 4 and 12, not modulo 5") {
  const IntMatrix plain = plain_move_matrix();
  const std::int64_t det = leibniz_determinant(plain);
  CHECK(det == 5);
  for (std::uint32_t m : {2u, 3u, 4u, 5u, 6u, 10u, 12u, 1000003u}) {
    CAPTURE(m);
    const ModMatrix a = clocks::move_matrix(m);
    CHECK(a == to_mod(plain, m));
    CHECK(determinant(a) == reduce(det, m));
    const auto inv = inverse(a);
    REQUIRE(inv.has_value() == (std::gcd<std::int64_t>(det, m) == 1));
    if (inv) {
      CHECK(product(a, *inv) == ModMatrix::identity(9, m));
      CHECK(product(*inv, a) == ModMatrix::identity(9, m));
    }
  }
  CHECK(inverse(clocks::move_matrix(4)).has_value());
  CHECK(inverse(clocks::move_matrix(12)).has_value());
  CHECK_FALSE(inverse(clocks::move_matrix(5)).has_value());
}

TEST_CASE("an invertible matrix modulo 6 with no unit in its first column") {
  ModMatrix a(2, 6);
  a.set(0, 0, 2);
  a.set(0, 1, 3);
  a.set(1, 0, 3);
  a.set(1, 1, 2);  // det = 4 - 9 = -5 = 1 (mod 6)
  CHECK(determinant(a) == 1);
  const auto inv = inverse(a);
  REQUIRE(inv);
  CHECK(product(a, *inv) == ModMatrix::identity(2, 6));
  const auto x = solve(a, {1, 4});
  REQUIRE(x);
  CHECK(a.times(*x) == std::vector<std::uint32_t>{1, 4});
}

TEST_CASE("random matrices: determinant, inverse and solve against brute force") {
  std::mt19937 rng(94);
  for (int trial = 0; trial < 400; ++trial) {
    const std::uint32_t m = std::uniform_int_distribution<std::uint32_t>(2, 12)(rng);
    const std::size_t n = std::uniform_int_distribution<std::size_t>(1, 3)(rng);
    IntMatrix plain(n, std::vector<std::int64_t>(n));
    // Small entries make singular matrices and non-unit pivots common.
    for (auto& row : plain)
      for (auto& x : row) x = std::uniform_int_distribution<std::int64_t>(-3, 3)(rng);
    const ModMatrix a = to_mod(plain, m);
    CAPTURE(trial);
    CAPTURE(m);
    const std::uint32_t det = determinant(a);
    CHECK(det == reduce(leibniz_determinant(plain), m));
    const bool invertible = std::gcd(det, m) == 1;
    CHECK(is_bijection(a) == invertible);
    const auto inv = inverse(a);
    REQUIRE(inv.has_value() == invertible);
    std::vector<std::uint32_t> b(n);
    for (auto& x : b) x = std::uniform_int_distribution<std::uint32_t>(0, m - 1)(rng);
    const auto x = solve(a, b);
    REQUIRE(x.has_value() == invertible);
    if (invertible) {
      CHECK(product(a, *inv) == ModMatrix::identity(n, m));
      CHECK(a.times(*x) == b);
      CHECK(inv->times(b) == *x);
    }
  }
}
