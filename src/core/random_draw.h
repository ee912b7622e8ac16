// Random numbers whose sequence is the same on every platform: --random's
// cases and --stats's sampled examples are reproducible from their seed.
#pragma once

#include <cstdint>
#include <random>

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

 private:
  std::mt19937_64 engine_;
};

}  // namespace puzzletab
