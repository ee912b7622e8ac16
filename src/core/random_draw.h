// Random numbers whose sequence is the same on every platform: --random's
// cases and --stats's sampled examples are reproducible from their seed.
#pragma once

#include <cstdint>
#include <random>

#include "core/uint128.h"

namespace puzzletab {

// std::mt19937_64's sequence is fixed by the standard; the distributions
// of <random> are not (each library draws differently), so the bounded
// draw is written here.
class RandomDraw {
 public:
  explicit RandomDraw(std::uint64_t seed) : engine_(seed) {}

  // A uniform number in [0, bound), bound > 0: rejection of the few
  // lowest values that would make some remainders likelier than others
  // (2^64 mod bound of them), then the remainder.
  std::uint64_t below(std::uint64_t bound) {
    const std::uint64_t threshold = (0 - bound) % bound;  // 2^64 mod bound
    for (;;) {
      const std::uint64_t x = engine_();
      if (x >= threshold) return x % bound;
    }
  }
  // The same for a bound of up to 128 bits: below(bound.low()) when it
  // fits 64 bits (the same draws as ever), else numbers of the bound's
  // width, high word first, until one is below it (at most 2 tries on
  // average).
  Uint128 below(Uint128 bound) {
    if (bound.fits_64()) return below(bound.low());
    const unsigned high_bits = bit_width(bound) - 64;
    const std::uint64_t high_mask =
        high_bits == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << high_bits) - 1;
    for (;;) {
      const std::uint64_t high = engine_() & high_mask;
      const Uint128 x = Uint128::from_words(high, engine_());
      if (x < bound) return x;
    }
  }

 private:
  std::mt19937_64 engine_;
};

}  // namespace puzzletab
