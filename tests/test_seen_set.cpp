#include <doctest/doctest.h>

#include <cstdint>
#include <random>
#include <set>

#include "core/seen_set.h"

using namespace puzzletab;

TEST_CASE("a set takes a bit a key of a small space, 10 bytes a key counted of a large one") {
  CHECK(SeenSet::bytes_for(40'320, 1'000) == 630 * 8);                // msquare: a bitmap
  CHECK(SeenSet::bytes_for(64, 1) == 8);                              // one word
  CHECK(SeenSet::bytes_for(65, 100) == 16);                           // two
  CHECK(SeenSet::bytes_for(10'461'394'944'000, 1'000) == 1'251 * 8);  // fifteen: a hash
  CHECK(SeenSet::bytes_for(10'461'394'944'000, 10'000'000) == 12'500'001 * 8);
  CHECK(SeenSet::bytes_for(0, 0) == 0);
}

TEST_CASE("insert tells a new key from one seen, as a std::set does") {
  // A bitmap (space 5,000), a hash (space 2^40), and a hash filled to the
  // count exactly: every key inserted is new until the count is reached.
  struct Shape {
    std::uint64_t space, count, draws;
  };
  for (const Shape shape :
       {Shape{5'000, 4'000, 20'000}, Shape{std::uint64_t{1} << 40, 3'000, 3'000},
        Shape{3'000, 1'000'000, 9'000}, Shape{100'000, 7, 200}}) {
    CAPTURE(shape.space);
    CAPTURE(shape.count);
    SeenSet seen(shape.space, shape.count);
    std::set<std::uint64_t> reference;
    std::mt19937_64 random(shape.space);
    for (std::uint64_t i = 0; i < shape.draws && reference.size() < shape.count; ++i) {
      // Half of the draws repeat a small range, so that repeats happen in any space.
      const std::uint64_t key =
          i % 2 == 0 ? random() % shape.space : random() % std::min<std::uint64_t>(shape.space, 64);
      REQUIRE(seen.insert(key) == reference.insert(key).second);
    }
  }
}

TEST_CASE("a hash holds its whole count, keys in a pattern included") {
  const std::uint64_t count = 10'000;
  SeenSet seen(std::uint64_t{1} << 50, count);
  for (std::uint64_t i = 0; i < count; ++i) REQUIRE(seen.insert(i << 20));
  for (std::uint64_t i = 0; i < count; ++i) REQUIRE(!seen.insert(i << 20));
}
