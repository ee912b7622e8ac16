#include "core/modular.h"

#include <numeric>
#include <stdexcept>
#include <utility>

namespace puzzletab {
namespace {

using Row = std::vector<std::uint64_t>;

// The inverse of a unit u modulo m, by the extended Euclidean algorithm.
std::uint64_t unit_inverse(std::uint64_t u, std::uint64_t m) {
  std::int64_t r0 = static_cast<std::int64_t>(m), r1 = static_cast<std::int64_t>(u);
  std::int64_t s0 = 0, s1 = 1;
  while (r1 != 0) {
    const std::int64_t q = r0 / r1;
    r0 = std::exchange(r1, r0 - q * r1);
    s0 = std::exchange(s1, s0 - q * s1);
  }
  const auto mm = static_cast<std::int64_t>(m);
  return static_cast<std::uint64_t>((s0 % mm + mm) % mm);
}

// Row-reduces the augmented rows [A | B] (A the first n columns) and returns
// det A modulo m. When det A is a unit, the rows end as [I | A^-1 B].
//
// Only operations that are invertible over Z/m are used: swapping rows,
// subtracting a multiple of one row from another, and scaling by a unit.
// A composite m rules out the usual "divide by the pivot": an invertible
// matrix can have no unit in a column at all (mod 6, a column 2, 3). So each
// column is cleared below the diagonal the way Euclid's algorithm computes a
// gcd: the smallest entry reduces the others to their remainders until one
// entry is left. The determinant is then the product of the diagonal, and it
// is a unit exactly when every diagonal entry is one.
std::uint64_t eliminate(std::vector<Row>& rows, std::size_t n, std::uint64_t m) {
  const auto subtract = [m](Row& target, const Row& source, std::uint64_t q) {
    for (std::size_t i = 0; i < target.size(); ++i)
      target[i] = (target[i] + (m - q % m) * source[i]) % m;
  };
  std::uint64_t det = 1 % m;
  for (std::size_t c = 0; c < n; ++c) {
    for (bool cleared = false; !cleared;) {
      std::size_t pivot = n;
      for (std::size_t r = c; r < n; ++r)
        if (rows[r][c] != 0 && (pivot == n || rows[r][c] < rows[pivot][c])) pivot = r;
      if (pivot == n) return 0;
      if (pivot != c) {
        std::swap(rows[pivot], rows[c]);
        det = (m - det) % m;
      }
      cleared = true;
      for (std::size_t r = c + 1; r < n; ++r) {
        if (rows[r][c] == 0) continue;
        // rows[r][c] becomes its remainder by the pivot (exact: no wrap-around).
        subtract(rows[r], rows[c], rows[r][c] / rows[c][c]);
        if (rows[r][c] != 0) cleared = false;
      }
    }
    det = det * rows[c][c] % m;
  }
  if (std::gcd(det, m) != 1) return det;
  for (std::size_t c = n; c-- > 0;) {
    const std::uint64_t scale = unit_inverse(rows[c][c], m);
    for (auto& x : rows[c]) x = x * scale % m;
    for (std::size_t r = 0; r < c; ++r)
      if (rows[r][c] != 0) subtract(rows[r], rows[c], rows[r][c]);
  }
  return det;
}

// [A | B] as rows of 64-bit numbers (products of two entries fit).
std::vector<Row> augmented(const ModMatrix& a, std::size_t extra) {
  std::vector<Row> rows(a.size(), Row(a.size() + extra, 0));
  for (std::size_t r = 0; r < a.size(); ++r)
    for (std::size_t c = 0; c < a.size(); ++c) rows[r][c] = a.at(r, c);
  return rows;
}

bool is_unit(std::uint64_t x, std::uint64_t m) {
  return std::gcd(x, m) == 1;
}

}  // namespace

ModMatrix::ModMatrix(std::size_t n, std::uint32_t modulus)
    : n_(n), modulus_(modulus), entries_(n * n, 0) {
  if (modulus < 2) throw std::invalid_argument("modulus must be at least 2");
}

ModMatrix ModMatrix::identity(std::size_t n, std::uint32_t modulus) {
  ModMatrix m(n, modulus);
  for (std::size_t i = 0; i < n; ++i) m.set(i, i, 1);
  return m;
}

void ModMatrix::set(std::size_t row, std::size_t column, std::int64_t value) {
  const auto m = static_cast<std::int64_t>(modulus_);
  entries_[row * n_ + column] = static_cast<std::uint32_t>((value % m + m) % m);
}

std::vector<std::uint32_t> ModMatrix::times(const std::vector<std::uint32_t>& x) const {
  std::vector<std::uint32_t> y(n_, 0);
  for (std::size_t r = 0; r < n_; ++r) {
    std::uint64_t sum = 0;
    for (std::size_t c = 0; c < n_; ++c) sum = (sum + std::uint64_t{at(r, c)} * x[c]) % modulus_;
    y[r] = static_cast<std::uint32_t>(sum);
  }
  return y;
}

std::uint32_t determinant(const ModMatrix& a) {
  auto rows = augmented(a, 0);
  return static_cast<std::uint32_t>(eliminate(rows, a.size(), a.modulus()));
}

std::optional<ModMatrix> inverse(const ModMatrix& a) {
  const std::size_t n = a.size();
  auto rows = augmented(a, n);
  for (std::size_t i = 0; i < n; ++i) rows[i][n + i] = 1;
  if (!is_unit(eliminate(rows, n, a.modulus()), a.modulus())) return std::nullopt;
  ModMatrix result(n, a.modulus());
  for (std::size_t r = 0; r < n; ++r)
    for (std::size_t c = 0; c < n; ++c) result.set(r, c, static_cast<std::int64_t>(rows[r][n + c]));
  return result;
}

std::optional<std::vector<std::uint32_t>> solve(const ModMatrix& a,
                                                const std::vector<std::uint32_t>& b) {
  const std::size_t n = a.size();
  auto rows = augmented(a, 1);
  for (std::size_t i = 0; i < n; ++i) rows[i][n] = b[i] % a.modulus();
  if (!is_unit(eliminate(rows, n, a.modulus()), a.modulus())) return std::nullopt;
  std::vector<std::uint32_t> x(n);
  for (std::size_t i = 0; i < n; ++i) x[i] = static_cast<std::uint32_t>(rows[i][n]);
  return x;
}

}  // namespace puzzletab
