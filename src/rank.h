// Ranking: bijections between puzzle states and dense indices 0..count-1,
// so that tables are plain arrays indexed by rank (no hashing).
#pragma once

#include <array>
#include <bit>
#include <cassert>
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

namespace detail {

// Bits set in a byte. A table rather than std::popcount, which compiles to
// a library call on x86-64 without -mpopcnt and was the hot spot of a
// query stream (callgrind).
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
// its Lehmer digits is even).
bool is_even_permutation(std::span<const std::uint8_t> perm);

// Ranks within one parity class: lexicographically adjacent permutations
// 2k and 2k+1 differ by a swap of the last two values, so rank/2 numbers
// each class densely as 0..n!/2-1 (n >= 2). Inline for the same reason as
// rank_permutation: the eight puzzle's walk ranks once per move.
inline std::uint64_t rank_permutation_in_class(std::span<const std::uint8_t> perm) {
  return rank_permutation(perm) >> 1;
}
void unrank_permutation_in_class(std::uint64_t rank, bool even, std::span<std::uint8_t> perm);

}  // namespace puzzletab
