// Positions wider than 64 bits (docs/decisions.md): the 128-bit number's
// arithmetic against a schoolbook computation in decimal digits of the
// test's own, its order, the bounded random draw beyond 64 bits, and
// --distinct's record of keys that differ only in their high word.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/random_draw.h"
#include "core/seen_set.h"
#include "core/thousands.h"
#include "core/uint128.h"

namespace puzzletab {
namespace {

// Decimal digits, most significant first: n * m and n + m as taught.
std::string decimal_times(const std::string& n, std::uint64_t m) {
  std::vector<int> digits(n.size() + 21, 0);
  const std::string ms = std::to_string(m);
  for (std::size_t i = 0; i < n.size(); ++i)
    for (std::size_t j = 0; j < ms.size(); ++j)
      digits[(n.size() - 1 - i) + (ms.size() - 1 - j)] += (n[i] - '0') * (ms[j] - '0');
  for (std::size_t k = 0; k + 1 < digits.size(); ++k) {
    digits[k + 1] += digits[k] / 10;
    digits[k] %= 10;
  }
  std::string out;
  for (auto k = digits.size(); k-- > 0;)
    if (!out.empty() || digits[k] != 0) out.push_back(static_cast<char>('0' + digits[k]));
  return out.empty() ? "0" : out;
}

std::string decimal_plus(const std::string& a, const std::string& b) {
  std::string out;
  int carry = 0;
  for (std::size_t i = 0; i < std::max(a.size(), b.size()) || carry; ++i) {
    const int x = i < a.size() ? a[a.size() - 1 - i] - '0' : 0;
    const int y = i < b.size() ? b[b.size() - 1 - i] - '0' : 0;
    out.push_back(static_cast<char>('0' + (x + y + carry) % 10));
    carry = (x + y + carry) / 10;
  }
  std::reverse(out.begin(), out.end());
  return out;
}

TEST_CASE("128-bit numbers: products, sums, quotients and decimals as schoolbook arithmetic") {
  CHECK(to_string(Uint128::from_words(1, 0)) == "18446744073709551616");
  CHECK(to_string(Uint128::from_words(~0ull, ~0ull)) == "340282366920938463463374607431768211455");
  CHECK(with_commas(Uint128::from_words(2, 0)) == "36,893,488,147,419,103,232");
  std::mt19937_64 random(128);
  for (int i = 0; i < 2000; ++i) {
    const std::uint64_t a = random() >> (random() % 64);
    const std::uint64_t b = random() >> (random() % 64);
    const std::uint64_t c = random() >> (random() % 64);
    const Uint128 product = times(a, b);
    CHECK(to_string(product) == decimal_times(std::to_string(a), b));
    const Uint128 sum = plus(product, c);
    CHECK(to_string(sum) == decimal_plus(decimal_times(std::to_string(a), b), std::to_string(c)));
    CHECK(minus(sum, c) == product);
    if (b > 0) {
      std::uint64_t remainder = 1;
      CHECK(divided(product, b, &remainder) == a);
      CHECK(remainder == 0);
      if (c < b) {
        CHECK(divided(plus(product, c), b, &remainder) == a);
        CHECK(remainder == c);
      }
    }
    // The order is the numbers' order.
    CHECK((Uint128::from_words(a, b) < Uint128::from_words(a, c)) == (b < c));
    CHECK((Uint128::from_words(a, c) < Uint128::from_words(a + 1, 0)) == (a + 1 != 0));
  }
  // Against plain integers, both ways round.
  CHECK(Uint128(5) == 5);
  CHECK(5 == Uint128(5));
  CHECK(Uint128::from_words(1, 5) != 5);
  CHECK(Uint128::from_words(1, 0) > 7u);
  CHECK(Uint128(3) > -1);
}

TEST_CASE("a draw below a bound beyond 64 bits stays below it and reaches its high words") {
  const Uint128 bound = times(43'252'003'274'489'856ull, 1000);  // the 3x3x3's count
  RandomDraw draw(1);
  std::set<std::uint64_t> highs;
  for (int i = 0; i < 4000; ++i) {
    const Uint128 x = draw.below(bound);
    REQUIRE(x < bound);
    highs.insert(x.high());
  }
  // The bound's high word is 2: each of 0, 1, 2 drawn (2 rarely: its
  // share is the bound's low part).
  CHECK(highs == std::set<std::uint64_t>{0, 1, 2});
  // Within 64 bits the draws are those of before.
  RandomDraw narrow(9);
  RandomDraw wide(9);
  for (int i = 0; i < 100; ++i) CHECK(wide.below(Uint128(1000)) == narrow.below(1000));
}

TEST_CASE("--distinct's record tells apart keys that differ only above 64 bits") {
  const Uint128 space = Uint128::from_words(4, 0);
  CHECK(SeenSet::bytes_for(space, 100) == (100 + 100 / 4 + 1) * 16);
  SeenSet seen(space, 100);
  for (std::uint64_t high = 0; high < 4; ++high) {
    CHECK(seen.insert(Uint128::from_words(high, 7)));
    CHECK(!seen.insert(Uint128::from_words(high, 7)));
  }
  CHECK(seen.insert(Uint128::from_words(3, ~0ull)));
  CHECK(!seen.insert(Uint128::from_words(3, ~0ull)));
  CHECK(seen.insert(0));
  CHECK(!seen.insert(0));
}

}  // namespace
}  // namespace puzzletab
