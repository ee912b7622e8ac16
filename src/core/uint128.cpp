#include "core/uint128.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstdlib>

namespace puzzletab {

void Uint128::narrowing_failed() {
  // A bug, not an input: a position or count of more than 64 bits used as
  // a std::uint64_t. Stopping is the only answer that is not wrong.
  std::fputs("puzzletab: internal error: a number of more than 64 bits narrowed to 64\n", stderr);
  std::abort();
}

Uint128 times(Uint128 a, std::uint64_t b) {
  const std::uint64_t a0 = a.low() & 0xffffffff;
  const std::uint64_t a1 = a.low() >> 32;
  const std::uint64_t b0 = b & 0xffffffff;
  const std::uint64_t b1 = b >> 32;
  const std::uint64_t low_low = a0 * b0;
  const std::uint64_t middle = (low_low >> 32) + (a1 * b0 & 0xffffffff) + (a0 * b1 & 0xffffffff);
  const std::uint64_t carry = (a1 * b0 >> 32) + (a0 * b1 >> 32) + (middle >> 32) + a1 * b1;
  const std::uint64_t low = (middle << 32) | (low_low & 0xffffffff);
  return Uint128::from_words(a.high() * b + carry, low);
}

Uint128 divided(Uint128 a, std::uint64_t d, std::uint64_t* remainder) {
  if (a.fits_64()) {
    if (remainder) *remainder = a.low() % d;
    return a.low() / d;
  }
  // Long division a bit at a time: counts and ranks, never a hot path.
  std::uint64_t high_quotient = a.high() / d;
  std::uint64_t r = a.high() % d;
  std::uint64_t low_quotient = 0;
  for (int bit = 63; bit >= 0; --bit) {
    const bool overflow = (r >> 63) != 0;
    r = r << 1 | ((a.low() >> bit) & 1);
    low_quotient <<= 1;
    if (overflow || r >= d) {
      r -= d;
      low_quotient |= 1;
    }
  }
  if (remainder) *remainder = r;
  return Uint128::from_words(high_quotient, low_quotient);
}

unsigned bit_width(Uint128 n) {
  return n.high() != 0 ? 64 + static_cast<unsigned>(std::bit_width(n.high()))
                       : static_cast<unsigned>(std::bit_width(n.low()));
}

std::string to_string(Uint128 n) {
  if (n.fits_64()) return std::to_string(n.low());
  std::string digits;
  while (n != 0) {
    std::uint64_t digit = 0;
    n = divided(n, 10, &digit);
    digits.push_back(static_cast<char>('0' + digit));
  }
  std::reverse(digits.begin(), digits.end());
  return digits;
}

}  // namespace puzzletab
