// An unsigned number of up to 128 bits, as two 64-bit words: a puzzle's
// position (core/puzzle.h) and the count and numbering of its positions,
// which outgrow 64 bits from the 3x3x3 on (4.3e19 positions, 67 bits).
// Standard C++ has no 128-bit integer (-Wpedantic refuses __int128).
//
// Puzzles whose positions fit 64 bits keep writing them as integers: the
// number converts from std::uint64_t, and back implicitly for their
// arithmetic (`p >> 4`, `p % 9`), a conversion that stops the program if
// the high word is not zero, so no bits are ever dropped unnoticed. Code
// that knows no puzzle (core/, modes/, api/) never narrows: it compares,
// sorts and keys positions by all 128 bits, and does the arithmetic of
// counts with the named functions below (docs/decisions.md, "Positions
// wider than 64 bits").
#pragma once

#include <compare>
#include <concepts>
#include <cstdint>
#include <string>

namespace puzzletab {

class Uint128 {
 public:
  constexpr Uint128() = default;
  constexpr Uint128(std::uint64_t low) : low_(low) {}  // NOLINT: implicit by design
  static constexpr Uint128 from_words(std::uint64_t high, std::uint64_t low) {
    Uint128 n(low);
    n.high_ = high;
    return n;
  }

  constexpr std::uint64_t high() const { return high_; }
  constexpr std::uint64_t low() const { return low_; }
  constexpr bool fits_64() const { return high_ == 0; }

  // The number as a std::uint64_t, for a puzzle whose positions fit it.
  constexpr operator std::uint64_t() const {  // NOLINT: implicit by design
    if (high_ != 0) narrowing_failed();
    return low_;
  }

  constexpr bool operator==(const Uint128&) const = default;
  constexpr std::strong_ordering operator<=>(const Uint128&) const = default;
  // Against a plain integer: without these, `p == 0` would be ambiguous
  // between this comparison and the built-in one on the narrowed number.
  template <std::integral T>
  constexpr bool operator==(T other) const {
    return other >= 0 && *this == Uint128(static_cast<std::uint64_t>(other));
  }
  template <std::integral T>
  constexpr std::strong_ordering operator<=>(T other) const {
    if (other < 0) return std::strong_ordering::greater;
    return *this <=> Uint128(static_cast<std::uint64_t>(other));
  }

  // A puzzle's compound arithmetic on a position that fits 64 bits, as
  // on the std::uint64_t it converts to (checked).
  template <std::integral T>
  constexpr Uint128& operator<<=(T bits) {
    return *this = std::uint64_t{*this} << bits;
  }
  template <std::integral T>
  constexpr Uint128& operator>>=(T bits) {
    return *this = std::uint64_t{*this} >> bits;
  }
  constexpr Uint128& operator|=(std::uint64_t bits) { return *this = std::uint64_t{*this} | bits; }
  constexpr Uint128& operator+=(std::uint64_t n) { return *this = std::uint64_t{*this} + n; }
  constexpr Uint128& operator*=(std::uint64_t n) { return *this = std::uint64_t{*this} * n; }
  constexpr Uint128& operator/=(std::uint64_t n) { return *this = std::uint64_t{*this} / n; }

 private:
  [[noreturn]] static void narrowing_failed();

  // In this order, so that the defaulted comparisons compare numbers.
  std::uint64_t high_ = 0;
  std::uint64_t low_ = 0;
};

// a - b, for a >= b.
constexpr Uint128 minus(Uint128 a, Uint128 b) {
  return Uint128::from_words(a.high() - b.high() - (a.low() < b.low()), a.low() - b.low());
}
// a + b, below 2^128.
constexpr Uint128 plus(Uint128 a, Uint128 b) {
  const std::uint64_t low = a.low() + b.low();
  return Uint128::from_words(a.high() + b.high() + (low < a.low()), low);
}
// a * b, below 2^128, by 32-bit halves (no wider type to multiply in).
Uint128 times(Uint128 a, std::uint64_t b);
// a / d and a % d, d > 0.
Uint128 divided(Uint128 a, std::uint64_t d, std::uint64_t* remainder = nullptr);
// The number of bits up to the highest set one: 0 for 0.
unsigned bit_width(Uint128 n);
// The number in decimal.
std::string to_string(Uint128 n);

}  // namespace puzzletab
