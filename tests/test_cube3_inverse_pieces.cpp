// The optimal search's inverse positions (inverse_pieces.h): followed
// turn by turn along a random scramble, the packed pieces must be the
// scrambled cube's inverse, computed by cubie.h's inverse() at every step,
// and the coordinates read off them must be coordinates.h's of that
// inverse.
#include <doctest/doctest.h>

#include <random>

#include "puzzles/cube3/coordinates.h"
#include "puzzles/cube3/cubie.h"
#include "puzzles/cube3/inverse_pieces.h"

namespace puzzletab::cube3 {
namespace {

TEST_CASE("3x3x3 inverse pieces: turned from the other side, they stay the scramble's inverse") {
  const InversePieces inverse_pieces;
  std::mt19937_64 random(28);
  for (unsigned scramble = 0; scramble < 200; ++scramble) {
    Cube cube = solved_cube();
    PackedPieces pieces = packed(cube);
    for (unsigned step = 0; step < 30; ++step) {
      const auto t = static_cast<unsigned>(random() % kTurns);
      cube = turned(cube, turn_numbered(t));
      pieces = inverse_pieces.turned(pieces, t);
      const Cube expected = inverse(cube);
      const PackedPieces expected_pieces = packed(expected);
      CHECK(pieces.corner == expected_pieces.corner);
      CHECK(pieces.edge == expected_pieces.edge);
      CHECK(InversePieces::twist(pieces) == twist_coordinate(expected));
      CHECK(InversePieces::flip(pieces) == flip_coordinate(expected));
      CHECK(inverse_pieces.slice(pieces) == slice_coordinate(expected));
      CHECK(InversePieces::layer(pieces) == corner_layer_coordinate(expected));
      CHECK(InversePieces::slice_order(pieces) ==
            slice_order(sorted_slice_coordinate(expected) % kSlicePermutations));
    }
  }
}

}  // namespace
}  // namespace puzzletab::cube3
