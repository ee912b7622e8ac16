// The order of a permutation group given by generators, by the
// Schreier–Sims algorithm in Knuth's incremental form ("Efficient
// representation of perm groups", Combinatorica 11, 1991; the form
// twsearch's --schreiersims uses): a stabilizer chain whose levels' coset
// representatives are kept whole, every Schreier generator sifted. Exact,
// deterministic, for groups far beyond any table (a definition's count of
// positions: docs/definitions.md).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace puzzletab {

// A permutation of the points 0..n-1: point i goes to image[i].
using PointPermutation = std::vector<std::uint32_t>;

// The most points counted, and the most bytes the chain's representatives
// may take: a larger group is refused (InputError) before or when it
// would pass them, never left to exhaust memory.
inline constexpr std::uint32_t kMaxGroupPoints = 1u << 16;
inline constexpr std::uint64_t kMaxChainBytes = std::uint64_t{1} << 31;

// The order of the group the generators generate, in decimal. Every
// generator permutes the same points; the base is tried in `base`'s order
// (points every element is determined by once they are fixed: the caller
// knows its structure), then in the points' order. InputError when the
// points or the chain pass the limits above, or a generator is no
// permutation of the points.
std::string group_order(const std::vector<PointPermutation>& generators,
                        const std::vector<std::uint32_t>& base = {});

}  // namespace puzzletab
