// ReachedPositions (src/puzzles/definition/reached_positions.h): the
// numbering of the ranks a definition's moves reach, against a plain scan
// of the same entries, across its blocks' boundaries.
#include <doctest/doctest.h>

#include <cstdint>
#include <random>
#include <vector>

#include "core/packed.h"
#include "puzzles/definition/reached_positions.h"

using namespace puzzletab;
using namespace puzzletab::definition;

namespace {

// Entries of 2 bits, each unreached (3) with probability `unreached`.
PackedBuilder random_entries(std::uint64_t count, double unreached, std::uint64_t seed) {
  std::mt19937_64 random(seed);
  std::bernoulli_distribution is_unreached(unreached);
  PackedBuilder entries(2, count);
  for (std::uint64_t r = 0; r < count; ++r)
    entries.set(r, is_unreached(random) ? kUnreachedEntry : static_cast<std::uint32_t>(r % 3));
  return entries;
}

}  // namespace

TEST_CASE("reached positions: numbered in rank order, as a plain scan numbers them") {
  // 16,384 entries a block: sizes around one and several blocks, odd ends,
  // and tables with no unreached rank, with some, with most.
  for (const std::uint64_t count : {1ull, 5ull, 16'383ull, 16'384ull, 16'385ull, 100'003ull}) {
    for (const double unreached : {0.0, 0.3, 0.97}) {
      CAPTURE(count);
      CAPTURE(unreached);
      const PackedBuilder entries = random_entries(count, unreached, count * 7 + 1);
      const PackedView view = entries.view();
      std::vector<std::uint64_t> reached;
      for (std::uint64_t r = 0; r < count; ++r)
        if (view[r] != kUnreachedEntry) reached.push_back(r);
      const ReachedPositions positions(view);
      REQUIRE(positions.count() == reached.size());
      CHECK(positions.every_rank() == (reached.size() == count));
      bool all = true;
      for (std::uint64_t i = 0; i < reached.size(); ++i)
        all = all && positions.rank_of(i) == reached[i] && positions.index_of(reached[i]) == i;
      CHECK(all);
    }
  }
}

TEST_CASE("reached positions: an unused end of the last byte is never counted") {
  // 6 entries: the last byte holds 2 of them and 2 unused (0) slots.
  PackedBuilder entries(2, 6);
  for (std::uint64_t r = 0; r < 6; ++r) entries.set(r, kUnreachedEntry);
  entries.set(5, 1);
  const ReachedPositions positions(entries.view());
  CHECK(positions.count() == 1);
  CHECK(positions.rank_of(0) == 5);
  CHECK(positions.index_of(5) == 0);
}
