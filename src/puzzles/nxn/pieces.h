// An N x N x N cube's colouring read as pieces, with a precise refusal for
// one no position has (docs/cubes.md): the corners, the edge pieces (an
// odd cube's middle edges, the wings of each orbit), the centres of each
// orbit, and the sums and parities every position has.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "puzzles/nxn/geometry.h"

namespace puzzletab::nxn {

// A position as pieces: for each corner slot (Kociemba's order) the corner
// there and its twist, for each edge slot (Geometry::edges()) the edge
// piece there (by its home slot) and its flip (1 when its first sticker
// is on the slot's second facelet). Centres are their colours.
struct Pieces {
  std::vector<std::uint8_t> corner;
  std::vector<std::uint8_t> twist;
  std::vector<std::uint8_t> edge;
  std::vector<std::uint8_t> flip;
};

// "U1".."U49": a facelet's face and its place on it, row by row from 1.
std::string facelet_name(const Geometry& geometry, unsigned facelet);

// The pieces a colouring shows. InputError naming the facelets concerned
// for a colouring no position has: a colour on more or fewer than N^2
// facelets, an odd cube's centres out of place, a piece no cube has, a
// piece twice, a centre orbit without four of each colour, a twisted
// corner, a flipped middle edge, an odd cube's corners and middle edges of
// different parities. `stickers` must already be face letters and 6 N^2 of
// them (read_face_letters).
Pieces read_pieces(const Geometry& geometry, const Stickers& stickers);

}  // namespace puzzletab::nxn
