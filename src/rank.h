// Ranking: bijections between puzzle states and dense indices 0..count-1,
// so that tables are plain arrays indexed by rank (no hashing).
#pragma once

#include <cstdint>
#include <span>

namespace puzzletab {

// Largest n the permutation functions accept (16! < 2^64 and masks are 16 bits).
inline constexpr unsigned kMaxPermutationSize = 16;

constexpr std::uint64_t factorial(unsigned n) {
  std::uint64_t f = 1;
  for (unsigned i = 2; i <= n; ++i) f *= i;
  return f;
}

// Rank of a permutation of 0..n-1 in lexicographic order (the identity is 0),
// from its Lehmer code in O(n): each digit is a popcount over a bit mask of
// the values not yet used.
std::uint64_t rank_permutation(std::span<const std::uint8_t> perm);

// Inverse of rank_permutation; perm.size() gives n. O(n): selecting the k-th
// unused value is a table lookup per byte of the mask.
void unrank_permutation(std::uint64_t rank, std::span<std::uint8_t> perm);

// True when the permutation has an even number of inversions (the sum of
// its Lehmer digits is even).
bool is_even_permutation(std::span<const std::uint8_t> perm);

// Ranks within one parity class: lexicographically adjacent permutations
// 2k and 2k+1 differ by a swap of the last two values, so rank/2 numbers
// each class densely as 0..n!/2-1 (n >= 2).
std::uint64_t rank_permutation_in_class(std::span<const std::uint8_t> perm);
void unrank_permutation_in_class(std::uint64_t rank, bool even, std::span<std::uint8_t> perm);

}  // namespace puzzletab
