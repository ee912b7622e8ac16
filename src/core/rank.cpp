#include "core/rank.h"

#include <array>
#include <cassert>
#include <utility>
#include <vector>

namespace puzzletab {
namespace {

// kSelect[b][k]: position of the k-th set bit of byte b (8 when absent).
constexpr auto kSelect = [] {
  std::array<std::array<std::uint8_t, 8>, 256> table{};
  for (unsigned b = 0; b < 256; ++b) {
    unsigned k = 0;
    for (auto& entry : table[b]) entry = 8;
    for (unsigned bit = 0; bit < 8; ++bit)
      if (b & (1u << bit)) table[b][k++] = static_cast<std::uint8_t>(bit);
  }
  return table;
}();

// Position of the k-th (from 0) set bit of a mask, a byte at a time.
unsigned select_bit(std::uint32_t mask, unsigned k) {
  for (unsigned shift = 0;; shift += 8) {
    const unsigned byte = mask >> shift & 0xFFu;
    const unsigned count = detail::kBitsInByte[byte];
    if (k < count) return shift + kSelect[byte][k];
    k -= count;
  }
}

// The permutation whose Lehmer digits are `digits`: digit i picks the
// digit-th value not yet used.
void permutation_of_digits(std::span<const unsigned> digits, std::span<std::uint8_t> perm) {
  const auto n = static_cast<unsigned>(perm.size());
  std::uint32_t unused = n == 32 ? ~std::uint32_t{0} : (std::uint32_t{1} << n) - 1;
  for (unsigned i = 0; i < n; ++i) {
    const unsigned v = select_bit(unused, digits[i]);
    perm[i] = static_cast<std::uint8_t>(v);
    unused &= ~(std::uint32_t{1} << v);
  }
}

// Within a parity class: the even rank's permutation, its last two values
// swapped when its parity is not the one asked for.
void keep_parity(bool even, std::span<std::uint8_t> perm) {
  if (is_even_permutation(perm) != even) std::swap(perm[perm.size() - 2], perm[perm.size() - 1]);
}

}  // namespace

void unrank_permutation(std::uint64_t rank, std::span<std::uint8_t> perm) {
  const auto n = static_cast<unsigned>(perm.size());
  assert(n <= kMaxPermutationSize && rank < factorial(n));
  std::array<unsigned, kMaxPermutationSize> digits{};
  for (unsigned i = n; i-- > 0;) {
    const unsigned base = n - i;
    digits[i] = static_cast<unsigned>(rank % base);
    rank /= base;
  }
  permutation_of_digits(std::span(digits.data(), n), perm);
}

void unrank_permutation(Uint128 rank, std::span<std::uint8_t> perm) {
  const auto n = static_cast<unsigned>(perm.size());
  assert(n <= kMaxWidePermutationSize);
  std::array<unsigned, kMaxWidePermutationSize> digits{};
  for (unsigned i = n; i-- > 0;) {
    std::uint64_t digit = 0;
    rank = divided(rank, n - i, &digit);
    digits[i] = static_cast<unsigned>(digit);
  }
  assert(rank == 0);
  permutation_of_digits(std::span(digits.data(), n), perm);
}

bool is_even_permutation(std::span<const std::uint8_t> perm) {
  if (perm.size() > kMaxWidePermutationSize) {
    // Beyond the inversion count's mask: n less the number of cycles.
    std::vector<bool> seen(perm.size(), false);
    std::size_t cycles = 0;
    for (std::size_t i = 0; i < perm.size(); ++i) {
      if (seen[i]) continue;
      ++cycles;
      for (std::size_t j = i; !seen[j]; j = perm[j]) seen[j] = true;
    }
    return (perm.size() - cycles) % 2 == 0;
  }
  unsigned inversions = 0;
  std::uint32_t used = 0;
  for (const auto v : perm) inversions += detail::wide_lehmer_digit(v, used);
  return inversions % 2 == 0;
}

void unrank_permutation_in_class(std::uint64_t rank, bool even, std::span<std::uint8_t> perm) {
  unrank_permutation(rank << 1, perm);
  keep_parity(even, perm);
}

void unrank_permutation_in_class(Uint128 rank, bool even, std::span<std::uint8_t> perm) {
  unrank_permutation(plus(rank, rank), perm);
  keep_parity(even, perm);
}

void unrank_combination(std::uint64_t rank, unsigned n, std::span<std::uint8_t> elements) {
  const auto k = static_cast<unsigned>(elements.size());
  assert(n <= kMaxCombinationSize && k <= n && rank < binomial(n, k));
  // Greedy from the largest element down: elements[i] is the largest c
  // below the element after it with C(c, i+1) <= what is left of the rank.
  unsigned c = n;
  for (unsigned i = k; i-- > 0;) {
    do --c;
    while (binomial(c, i + 1) > rank);
    elements[i] = static_cast<std::uint8_t>(c);
    rank -= binomial(c, i + 1);
  }
}

}  // namespace puzzletab
