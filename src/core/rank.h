// Ranking: bijections between puzzle states and dense indices 0..count-1,
// so that tables are plain arrays indexed by rank (no hashing).
#pragma once

#include <array>
#include <bit>
#include <cassert>
#include <cstdint>
#include <span>

#include "core/uint128.h"

namespace puzzletab {

// Largest n the permutation functions accept (16! < 2^64 and masks are 16 bits).
inline constexpr unsigned kMaxPermutationSize = 16;
// Largest n of the wide functions below (32-bit masks, ranks of 128 bits):
// the 24-puzzle's 25 cells.
inline constexpr unsigned kMaxWidePermutationSize = 32;

constexpr std::uint64_t factorial(unsigned n) {
  std::uint64_t f = 1;
  for (unsigned i = 2; i <= n; ++i) f *= i;
  return f;
}

namespace detail {

// Bits set in a byte. A table rather than std::popcount, which compiles to
// a library call on x86-64 without -mpopcnt, on every ranking's hot path.
inline constexpr auto kBitsInByte = [] {
  std::array<std::uint8_t, 256> table{};
  for (unsigned b = 0; b < 256; ++b) table[b] = static_cast<std::uint8_t>(std::popcount(b));
  return table;
}();

// The Lehmer digit of `value`: how many smaller values are not in `used`
// (the values before it). Adds value to `used`.
inline unsigned lehmer_digit(unsigned value, unsigned& used) {
  assert(!(used & (1u << value)));
  const unsigned below = used & ((1u << value) - 1);
  const unsigned digit = value - kBitsInByte[below & 0xFFu] - kBitsInByte[below >> 8];
  used |= 1u << value;
  return digit;
}

// Bits set in 32 bits, a byte at a time from the table.
inline unsigned count_bits(std::uint32_t x) {
  return kBitsInByte[x & 0xFFu] + kBitsInByte[x >> 8 & 0xFFu] + kBitsInByte[x >> 16 & 0xFFu] +
         kBitsInByte[x >> 24];
}

// lehmer_digit for values up to 31.
inline unsigned wide_lehmer_digit(unsigned value, std::uint32_t& used) {
  assert(value < 32 && !(used & (std::uint32_t{1} << value)));
  const unsigned digit = value - count_bits(used & ((std::uint32_t{1} << value) - 1));
  used |= std::uint32_t{1} << value;
  return digit;
}

}  // namespace detail

// Rank of a permutation of 0..n-1 in lexicographic order (the identity is 0),
// from its Lehmer code in O(n): each digit is a popcount over a bit mask of
// the values not yet used. Inline: it is the inner step of every table walk,
// and a fixed size lets the compiler unroll it.
inline std::uint64_t rank_permutation(std::span<const std::uint8_t> perm) {
  assert(perm.size() <= kMaxPermutationSize);
  const auto n = static_cast<unsigned>(perm.size());
  std::uint64_t rank = 0;
  unsigned used = 0;
  for (unsigned i = 0; i < n; ++i) rank = rank * (n - i) + detail::lehmer_digit(perm[i], used);
  return rank;
}

// Inverse of rank_permutation; perm.size() gives n. O(n): selecting the k-th
// unused value is a table lookup per byte of the mask.
void unrank_permutation(std::uint64_t rank, std::span<std::uint8_t> perm);

// True when the permutation has an even number of inversions (the sum of
// its Lehmer digits is even). Any size: beyond kMaxWidePermutationSize
// values (a definition's orbit of up to 48 pieces), by its cycles.
bool is_even_permutation(std::span<const std::uint8_t> perm);

// Ranks within one parity class: lexicographically adjacent permutations
// 2k and 2k+1 differ by a swap of the last two values, so rank/2 numbers
// each class densely as 0..n!/2-1 (n >= 2). Inline for the same reason as
// rank_permutation: the eight puzzle's walk ranks once per move.
inline std::uint64_t rank_permutation_in_class(std::span<const std::uint8_t> perm) {
  return rank_permutation(perm) >> 1;
}
void unrank_permutation_in_class(std::uint64_t rank, bool even, std::span<std::uint8_t> perm);
// The same for up to kMaxWidePermutationSize values, whose ranks outgrow
// 64 bits (24! > 2^79): numbering positions, never a hot path.
void unrank_permutation(Uint128 rank, std::span<std::uint8_t> perm);
void unrank_permutation_in_class(Uint128 rank, bool even, std::span<std::uint8_t> perm);

// Largest n the combination functions accept: every C(n, k) with n <= 64
// fits in 64 bits, and a 64-square board is the largest set they rank.
inline constexpr unsigned kMaxCombinationSize = 64;

namespace detail {

inline constexpr auto kBinomial = [] {
  std::array<std::array<std::uint64_t, kMaxCombinationSize + 1>, kMaxCombinationSize + 1> table{};
  for (unsigned n = 0; n <= kMaxCombinationSize; ++n) {
    table[n][0] = 1;
    for (unsigned k = 1; k <= n; ++k) table[n][k] = table[n - 1][k - 1] + table[n - 1][k];
  }
  return table;
}();

}  // namespace detail

// C(n, k), the number of k-subsets of n things; 0 when k > n.
constexpr std::uint64_t binomial(unsigned n, unsigned k) {
  assert(n <= kMaxCombinationSize && k <= kMaxCombinationSize);
  return detail::kBinomial[n][k];
}

// Rank of a k-subset of 0..n-1, given as its elements in increasing order,
// by the combinatorial number system: sum of C(elements[i], i+1). Subsets
// are numbered 0..C(n,k)-1 in colexicographic order ({0..k-1} is 0) and
// the rank does not depend on n. Inline: it is the inner step of a search.
inline std::uint64_t rank_combination(std::span<const std::uint8_t> elements) {
  std::uint64_t rank = 0;
  for (unsigned i = 0; i < elements.size(); ++i) {
    assert(elements[i] < kMaxCombinationSize && (i == 0 || elements[i - 1] < elements[i]));
    rank += binomial(elements[i], i + 1);
  }
  return rank;
}

// Inverse of rank_combination for k-subsets of 0..n-1, k = elements.size():
// writes the elements in increasing order. rank < C(n, k).
void unrank_combination(std::uint64_t rank, unsigned n, std::span<std::uint8_t> elements);

}  // namespace puzzletab
