#include "puzzles/cube3/inverse_pieces.h"

#include <bit>

namespace puzzletab::cube3 {

PackedPieces packed(const Cube& cube) {
  PackedPieces pieces;
  for (unsigned i = 0; i < kCorners; ++i)
    pieces.corner[i] = static_cast<std::uint8_t>(cube.twist[i] * 8 + cube.corner[i]);
  for (unsigned i = 0; i < kEdges; ++i)
    pieces.edge[i] = static_cast<std::uint8_t>(cube.flip[i] * 16 + cube.edge[i]);
  return pieces;
}

// then(inverse of turn t, inverse position): the piece p in a slot
// becomes the turn's inverse's piece in slot p, and gains its orientation
// there (cubie.h's then).
InversePieces::InversePieces() {
  for (unsigned t = 0; t < kTurns; ++t) {
    const Turn turn = turn_numbered(t);
    const Cube undo = cube3::turned(solved_cube(), {turn.face, 4 - turn.quarters});
    for (unsigned o = 0; o < 3; ++o)
      for (unsigned p = 0; p < kCorners; ++p)
        corner_[t][o * 8 + p] =
            static_cast<std::uint8_t>((o + undo.twist[p]) % 3 * 8 + undo.corner[p]);
    for (unsigned o = 0; o < 2; ++o)
      for (unsigned p = 0; p < kEdges; ++p)
        edge_[t][o * 16 + p] = static_cast<std::uint8_t>((o ^ undo.flip[p]) * 16 + undo.edge[p]);
  }
  for (unsigned slots = 0; slots < slice_of_slots_.size(); ++slots) {
    if (std::popcount(slots) != 4) continue;
    Cube cube = solved_cube();
    std::uint8_t slice_edge = 8;
    std::uint8_t other_edge = 0;
    for (unsigned i = 0; i < kEdges; ++i)
      cube.edge[i] = slots >> i & 1u ? slice_edge++ : other_edge++;
    slice_of_slots_[slots] = static_cast<std::uint16_t>(slice_coordinate(cube));
  }
}

}  // namespace puzzletab::cube3
