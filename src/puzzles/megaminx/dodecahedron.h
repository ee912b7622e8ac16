// The Megaminx as stickers (docs/megaminx.md): 12 faces of 11 stickers, in
// the order of TNoodle's MegaminxPuzzle (its image[12][11]), and its turns
// worked out from how the dodecahedron's faces meet: a face's turn, and a
// turn of everything but one face's layer (Pochmann's R++ and D++).
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace puzzletab::megaminx {

// The faces in TNoodle's order: U and the five around it, then D and the
// five around it. Opposite each other: U-D, BL-DR, BR-DL, R-DBL, F-B, L-DBR.
enum Face : std::uint8_t { kU, kBL, kBR, kR, kF, kL, kD, kDR, kDBR, kB, kDBL, kDL };
inline constexpr unsigned kFaces = 12;
inline constexpr unsigned kPerFace = 11;
inline constexpr unsigned kStickers = kFaces * kPerFace;
// The sticker in the middle of a face; 0-9 go round it clockwise as seen
// from outside, the even ones corners, the odd ones edges.
inline constexpr unsigned kCentre = 10;

// TNoodle's names of the faces (U BL BR R F L D DR DBR B DBL DL).
std::string_view face_name(Face face);

// Each face's neighbours clockwise as seen from outside, the k-th sharing
// the face's edge sticker 2k + 1 (TNoodle's numbering, read from
// MegaminxPuzzle's turns).
extern const std::array<std::array<Face, 5>, kFaces> kNeighbours;

// The face opposite.
Face opposite(Face face);

// A colouring: the face (0-11) whose colour each sticker shows, sticker s
// of face f at f * 11 + s.
using Stickers = std::array<std::uint8_t, kStickers>;
Stickers solved();

// Where each sticker goes under a move.
using Permutation = std::array<std::uint8_t, kStickers>;

// A fifth of a turn of `face`'s layer, clockwise as seen facing it.
const Permutation& face_turn(Face face);
// A fifth of a turn, clockwise as seen facing `face`, of everything but the
// opposite face's layer: Pochmann's R+ (face DBR) and D+ (face D).
const Permutation& big_turn(Face face);

// `stickers` after `amount` (0-4) applications of `move`.
void apply(Stickers& stickers, const Permutation& move, unsigned amount);

}  // namespace puzzletab::megaminx
