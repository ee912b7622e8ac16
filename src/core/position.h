// A puzzle's whole state as the Puzzle interface passes it (core/puzzle.h):
// a number of up to 128 bits, packed by the puzzle, or for a puzzle whose
// states outgrow 128 bits (a 4x4x4 has 7.4e45, a megaminx 1.0e68), a string
// of bytes of any length, laid out by the puzzle (docs/decisions.md, "Wide
// positions"). It includes what the options or the case fix besides the
// board (eight's goal is an option and stays in the puzzle; solitaire's
// second board is half of a case, so it is half of the position).
//
// A narrow position behaves as the Uint128 it holds: puzzles that fit 64
// bits keep their arithmetic on it (`p % 9`, `p >>= 4`), checked as
// Uint128's is. A wide position shares its bytes, which never change, among
// its copies: copying one costs a reference count, not the bytes. Using a
// wide position as a number, or a narrow one as bytes, is a bug and stops
// the program (never a wrong answer).
#pragma once

#include <compare>
#include <concepts>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "core/uint128.h"

namespace puzzletab {

class Position {
 public:
  Position() = default;
  Position(std::uint64_t number) : number_(number) {}  // NOLINT: implicit by design
  Position(Uint128 number) : number_(number) {}        // NOLINT: implicit by design
  // A wide position: these bytes, copied once.
  static Position from_bytes(std::span<const std::uint8_t> bytes);

  bool is_wide() const { return wide_ != nullptr; }
  // A wide position's bytes.
  std::span<const std::uint8_t> bytes() const {
    if (!wide_) not_wide();
    return *wide_;
  }

  // A narrow position's number.
  Uint128 number() const {
    if (wide_) not_narrow();
    return number_;
  }
  operator Uint128() const { return number(); }                       // NOLINT: implicit by design
  operator std::uint64_t() const { return std::uint64_t{number()}; }  // NOLINT: implicit by design

  // Narrow positions in numeric order, then wide ones by their bytes
  // (shorter first, then lexically): an order for sorting and sets.
  bool operator==(const Position& other) const;
  std::strong_ordering operator<=>(const Position& other) const;
  // Against a number, exactly (without these, `p == 0` or `p < count`
  // would be ambiguous between conversions): a wide position equals none
  // and follows every one.
  bool operator==(const Uint128& other) const { return !wide_ && number_ == other; }
  std::strong_ordering operator<=>(const Uint128& other) const {
    return wide_ ? std::strong_ordering::greater : number_ <=> other;
  }
  template <std::integral T>
  bool operator==(T other) const {
    return !wide_ && number_ == other;
  }
  template <std::integral T>
  std::strong_ordering operator<=>(T other) const {
    return wide_ ? std::strong_ordering::greater : number_ <=> other;
  }

  template <std::integral T>
  Position& operator<<=(T bits) {
    return *this = number() << bits;
  }
  template <std::integral T>
  Position& operator>>=(T bits) {
    return *this = number() >> bits;
  }
  Position& operator|=(std::uint64_t bits) { return *this = number() | bits; }
  Position& operator+=(std::uint64_t n) { return *this = number() + n; }
  Position& operator*=(std::uint64_t n) { return *this = number() * n; }
  Position& operator/=(std::uint64_t n) { return *this = number() / n; }

 private:
  [[noreturn]] static void not_wide();
  [[noreturn]] static void not_narrow();

  Uint128 number_;
  std::shared_ptr<const std::vector<std::uint8_t>> wide_;
};

}  // namespace puzzletab
