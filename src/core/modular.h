// Exact linear algebra over the integers modulo m, for any m >= 2 (not only
// primes): determinants, inverses and solutions of square systems. A matrix
// is invertible modulo m exactly when its determinant is a unit modulo m
// (coprime to m); these functions find that out and report it rather than
// assume it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace puzzletab {

// A square n x n matrix with entries in [0, modulus), row-major.
class ModMatrix {
 public:
  ModMatrix(std::size_t n, std::uint32_t modulus);
  static ModMatrix identity(std::size_t n, std::uint32_t modulus);

  std::size_t size() const { return n_; }
  std::uint32_t modulus() const { return modulus_; }
  std::uint32_t at(std::size_t row, std::size_t column) const {
    return entries_[row * n_ + column];
  }
  // Stores value reduced modulo the modulus (negative values too).
  void set(std::size_t row, std::size_t column, std::int64_t value);

  // This matrix times the column vector x, modulo the modulus.
  std::vector<std::uint32_t> times(const std::vector<std::uint32_t>& x) const;
  bool operator==(const ModMatrix&) const = default;

 private:
  std::size_t n_;
  std::uint32_t modulus_;
  std::vector<std::uint32_t> entries_;
};

// The determinant modulo the matrix's modulus.
std::uint32_t determinant(const ModMatrix& a);

// The inverse, or nothing when the determinant is not a unit.
std::optional<ModMatrix> inverse(const ModMatrix& a);

// The unique x with a x = b, or nothing when a is not invertible (then the
// system has no solution or more than one).
std::optional<std::vector<std::uint32_t>> solve(const ModMatrix& a,
                                                const std::vector<std::uint32_t>& b);

}  // namespace puzzletab
