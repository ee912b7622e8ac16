#include "puzzles/cube3/cubie.h"

#include <span>

#include "core/rank.h"

namespace puzzletab::cube3 {
namespace {

// Each face's clockwise quarter turn: the piece each slot receives (by the
// slot it comes from) and the orientation it gains, the slots in the order
// of the header. Kociemba's cubie.py lists the same turns in this form.
constexpr Cube kQuarterTurns[kFaces] = {
    // U: URF <- UBR, UFL <- URF, ULB <- UFL, UBR <- ULB; the U edges likewise.
    {{3, 0, 1, 2, 4, 5, 6, 7},
     {0, 0, 0, 0, 0, 0, 0, 0},
     {3, 0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11},
     {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    // R
    {{4, 1, 2, 0, 7, 5, 6, 3},
     {2, 0, 0, 1, 1, 0, 0, 2},
     {8, 1, 2, 3, 11, 5, 6, 7, 4, 9, 10, 0},
     {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    // F
    {{1, 5, 2, 3, 0, 4, 6, 7},
     {1, 2, 0, 0, 2, 1, 0, 0},
     {0, 9, 2, 3, 4, 8, 6, 7, 1, 5, 10, 11},
     {0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0}},
    // D
    {{0, 1, 2, 3, 5, 6, 7, 4},
     {0, 0, 0, 0, 0, 0, 0, 0},
     {0, 1, 2, 3, 5, 6, 7, 4, 8, 9, 10, 11},
     {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    // L
    {{0, 2, 6, 3, 4, 1, 5, 7},
     {0, 1, 2, 0, 0, 2, 1, 0},
     {0, 1, 10, 3, 4, 5, 9, 7, 8, 2, 6, 11},
     {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    // B
    {{0, 1, 3, 7, 4, 5, 2, 6},
     {0, 0, 1, 2, 0, 0, 2, 1},
     {0, 1, 2, 11, 4, 5, 6, 10, 8, 9, 3, 7},
     {0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1}},
};

constexpr std::uint64_t kTwists = 2187;                          // 3^7
constexpr std::uint64_t kFlips = 2048;                           // 2^11
constexpr std::uint64_t kCornerPermutations = 40320;             // 8!
constexpr std::uint64_t kEdgePermutationsInClass = 239'500'800;  // 12! / 2

}  // namespace

Cube solved_cube() {
  Cube cube;
  for (unsigned i = 0; i < kCorners; ++i) cube.corner[i] = static_cast<std::uint8_t>(i);
  for (unsigned i = 0; i < kEdges; ++i) cube.edge[i] = static_cast<std::uint8_t>(i);
  return cube;
}

Cube then(const Cube& first, const Cube& second) {
  Cube result;
  for (unsigned i = 0; i < kCorners; ++i) {
    const unsigned from = second.corner[i];
    result.corner[i] = first.corner[from];
    result.twist[i] = static_cast<std::uint8_t>((first.twist[from] + second.twist[i]) % 3);
  }
  for (unsigned i = 0; i < kEdges; ++i) {
    const unsigned from = second.edge[i];
    result.edge[i] = first.edge[from];
    result.flip[i] = static_cast<std::uint8_t>(first.flip[from] ^ second.flip[i]);
  }
  return result;
}

Cube inverse(const Cube& cube) {
  Cube result;
  for (unsigned i = 0; i < kCorners; ++i) {
    result.corner[cube.corner[i]] = static_cast<std::uint8_t>(i);
    result.twist[cube.corner[i]] = static_cast<std::uint8_t>((3 - cube.twist[i]) % 3);
  }
  for (unsigned i = 0; i < kEdges; ++i) {
    result.edge[cube.edge[i]] = static_cast<std::uint8_t>(i);
    result.flip[cube.edge[i]] = cube.flip[i];
  }
  return result;
}

Cube turned(const Cube& cube, Turn turn) {
  Cube result = cube;
  for (unsigned q = 0; q < turn.quarters; ++q) result = then(result, kQuarterTurns[turn.face]);
  return result;
}

bool twists_add_up(const Cube& cube) {
  unsigned sum = 0;
  for (const auto t : cube.twist) sum += t;
  return sum % 3 == 0;
}

bool flips_add_up(const Cube& cube) {
  unsigned sum = 0;
  for (const auto f : cube.flip) sum += f;
  return sum % 2 == 0;
}

bool parities_agree(const Cube& cube) {
  return is_even_permutation(cube.corner) == is_even_permutation(cube.edge);
}

Uint128 position_count() {
  return times(kCornerPermutations * kTwists * kFlips, kEdgePermutationsInClass);
}

unsigned orientation_digits(std::span<const std::uint8_t> orientations, unsigned modulus) {
  unsigned digits = 0;
  for (std::size_t i = 0; i + 1 < orientations.size(); ++i)
    digits = digits * modulus + orientations[i];
  return digits;
}

std::uint64_t set_orientations(std::span<std::uint8_t> orientations, std::uint64_t number,
                               unsigned modulus) {
  unsigned sum = 0;
  for (std::size_t i = orientations.size() - 1; i-- > 0; number /= modulus) {
    orientations[i] = static_cast<std::uint8_t>(number % modulus);
    sum += orientations[i];
  }
  orientations.back() = static_cast<std::uint8_t>((modulus - sum % modulus) % modulus);
  return number;
}

Uint128 number_of(const Cube& cube) {
  const std::uint64_t high_digits =
      (rank_permutation(cube.corner) * kTwists + orientation_digits(cube.twist, 3)) * kFlips +
      orientation_digits(cube.flip, 2);
  return plus(times(high_digits, kEdgePermutationsInClass), rank_permutation_in_class(cube.edge));
}

Cube cube_numbered(Uint128 number) {
  std::uint64_t edges = 0;
  std::uint64_t rest = divided(number, kEdgePermutationsInClass, &edges);
  Cube cube;
  rest = set_orientations(cube.flip, rest, 2);
  rest = set_orientations(cube.twist, rest, 3);
  unrank_permutation(rest, cube.corner);
  unrank_permutation_in_class(edges, is_even_permutation(cube.corner), cube.edge);
  return cube;
}

}  // namespace puzzletab::cube3
