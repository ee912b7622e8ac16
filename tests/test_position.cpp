// Wide positions (docs/decisions.md): a position of any number of bytes
// beside the narrow ones, equal and ordered by content (not by the copy
// that holds it), sets and sorting over both kinds, and the narrow
// arithmetic puzzles do on positions that fit 64 bits.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/position.h"

namespace puzzletab {
namespace {

Position wide(std::vector<std::uint8_t> bytes) {
  return Position::from_bytes(bytes);
}

TEST_CASE("a wide position holds its bytes, shared by its copies, equal by content") {
  std::vector<std::uint8_t> bytes(300);
  for (std::size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<std::uint8_t>(i * 7);
  const Position p = Position::from_bytes(bytes);
  bytes[0] = 99;  // copied when made: a later change of the source is not seen
  CHECK(p.is_wide());
  REQUIRE(p.bytes().size() == 300);
  CHECK(p.bytes()[0] == 0);
  CHECK(p.bytes()[299] == static_cast<std::uint8_t>(299 * 7));
  const Position copy = p;
  CHECK(copy.bytes().data() == p.bytes().data());
  bytes[0] = 0;
  const Position same = Position::from_bytes(bytes);
  CHECK(same.bytes().data() != p.bytes().data());
  CHECK(same == p);
  CHECK((same <=> p) == std::strong_ordering::equal);
  bytes[150] ^= 1;
  CHECK(Position::from_bytes(bytes) != p);
}

TEST_CASE("narrow before wide; wide by length, then bytes") {
  const Position big_number = Uint128::from_words(~std::uint64_t{0}, 5);
  CHECK(Position(7) < big_number);
  CHECK(big_number < wide({}));
  CHECK(wide({}) < wide({0}));
  CHECK(wide({9}) < wide({0, 0}));
  CHECK(wide({1, 2}) < wide({1, 3}));
  CHECK(wide({2, 0}) > wide({1, 255}));
  CHECK(wide({1}) != Position(1));
  CHECK(!(wide({1}) == 1));
  CHECK(wide({}) > Uint128::from_words(~std::uint64_t{0}, ~std::uint64_t{0}));
  // A set and a sort agree with the order of (kind, length, bytes).
  std::mt19937 random(3);
  std::vector<Position> positions;
  // As strings: GCC 12 warns wrongly on a set of byte vectors.
  std::set<std::string> distinct_contents;
  for (int i = 0; i < 400; ++i) {
    std::vector<std::uint8_t> b(random() % 4);
    for (auto& x : b) x = static_cast<std::uint8_t>(random() % 3);
    distinct_contents.emplace(b.begin(), b.end());
    positions.push_back(wide(b));
    positions.emplace_back(std::uint64_t{random() % 50});
  }
  const std::set<Position> distinct(positions.begin(), positions.end());
  std::set<std::uint64_t> numbers;
  for (const Position& p : positions)
    if (!p.is_wide()) numbers.insert(std::uint64_t{p});
  CHECK(distinct.size() == distinct_contents.size() + numbers.size());
  std::sort(positions.begin(), positions.end());
  for (std::size_t i = 1; i < positions.size(); ++i) {
    const Position& a = positions[i - 1];
    const Position& b = positions[i];
    if (a.is_wide() && b.is_wide()) {
      const auto x = a.bytes();
      const auto y = b.bytes();
      CHECK((x.size() < y.size() ||
             (x.size() == y.size() &&
              !std::lexicographical_compare(y.begin(), y.end(), x.begin(), x.end()))));
    } else {
      CHECK((!a.is_wide() || b.is_wide()));
    }
  }
}

TEST_CASE("a narrow position is its number: a puzzle's arithmetic on it") {
  Position p = 1234;
  CHECK(p % 10 == 4);
  p >>= 1;
  CHECK(p == 617);
  p *= 3;
  p += 1;
  CHECK(p == 1852);
  p |= 1;
  CHECK(std::uint64_t{p} == 1853);
  const Uint128 n = p;
  CHECK(n == 1853);
  CHECK(Position(Uint128::from_words(1, 0)) > p);
  CHECK(!p.is_wide());
}

}  // namespace
}  // namespace puzzletab
