#include "puzzles/cube3/facelets.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.h"
#include "puzzles/face_letters.h"

namespace puzzletab::cube3 {
namespace {

// Each slot's facelets, the corners' clockwise from the U or D one, the
// edges' the U or D one first (else the F or B one): defs.py's tables.
constexpr std::uint8_t kCornerFacelets[kCorners][3] = {
    {8, 9, 20},   {6, 18, 38},  {0, 36, 47},  {2, 45, 11},
    {29, 26, 15}, {27, 44, 24}, {33, 53, 42}, {35, 17, 51},
};
constexpr std::uint8_t kEdgeFacelets[kEdges][2] = {
    {5, 10},  {7, 19},  {3, 37},  {1, 46},  {32, 16}, {28, 25},
    {30, 43}, {34, 52}, {23, 12}, {21, 41}, {50, 39}, {48, 14},
};
constexpr unsigned kPerFace = 9;
constexpr unsigned kFaceSizes[kFaces] = {kPerFace, kPerFace, kPerFace,
                                         kPerFace, kPerFace, kPerFace};
constexpr unsigned kCentre = 4;  // a face's fifth facelet
// --show's colours, as the 2x2x2's definition gives them (the Western
// scheme): U white, R red, F green, D yellow, L orange, B blue.
constexpr char kColours[kFaces] = {'7', '1', '2', '3', '5', '4'};

Face face_of_facelet(unsigned facelet) {
  return static_cast<Face>(facelet / kPerFace);
}

std::string facelet_name(unsigned facelet) {
  return std::string(1, kFaceLetters[facelet / kPerFace]) +
         static_cast<char>('1' + facelet % kPerFace);
}

template <std::size_t N>
std::string names_of(const std::uint8_t (&facelets)[N]) {
  std::string text;
  for (const auto f : facelets) {
    if (!text.empty()) text.push_back(' ');
    text += facelet_name(f);
  }
  return text;
}

template <std::size_t N>
std::string letters_on(std::span<const std::uint8_t> shown, const std::uint8_t (&facelets)[N]) {
  std::string text;
  for (const auto f : facelets) {
    if (!text.empty()) text.push_back(' ');
    text.push_back(kFaceLetters[shown[f]]);
  }
  return text;
}

// The centres name the faces: U5 is U, R5 is R...
void check_centres(std::span<const std::uint8_t> shown) {
  std::string names;
  std::string letters;
  bool home = true;
  for (unsigned face = 0; face < kFaces; ++face) {
    const unsigned centre = face * kPerFace + kCentre;
    home = home && shown[centre] == face;
    if (!names.empty()) names.push_back(' ');
    names += facelet_name(centre);
    if (!letters.empty()) letters.push_back(' ');
    letters.push_back(kFaceLetters[shown[centre]]);
  }
  if (!home)
    throw InputError("facelets " + names + " (the centres) show " + letters +
                     ": a centre's letter is its face's (U R F D L B), the cube turned whole so");
}

// Which piece of a kind (the corners, 3 facelets each; the edges, 2) each
// slot shows and how it is turned there: the piece whose k-th facelet's
// colour is on the slot's (k + turn)-th facelet, as facelets_of writes it.
template <std::size_t Slots, std::size_t N>
void identify_pieces(std::span<const std::uint8_t> shown,
                     const std::uint8_t (&slot_facelets)[Slots][N], std::string_view kind,
                     std::string_view order, std::array<std::uint8_t, Slots>& piece_at,
                     std::array<std::uint8_t, Slots>& turn_at) {
  std::array<int, Slots> slot_of;
  slot_of.fill(-1);
  for (unsigned slot = 0; slot < Slots; ++slot) {
    const auto& facelets = slot_facelets[slot];
    bool found = false;
    for (unsigned piece = 0; piece < Slots && !found; ++piece)
      for (unsigned turn = 0; turn < N && !found; ++turn) {
        found = true;
        for (unsigned k = 0; k < N; ++k)
          found =
              found && shown[facelets[(k + turn) % N]] == face_of_facelet(slot_facelets[piece][k]);
        if (!found) continue;
        if (slot_of[piece] >= 0)
          throw InputError("no position has these stickers: facelets " +
                           names_of(slot_facelets[slot_of[piece]]) + " and " + names_of(facelets) +
                           " show the same " + std::string(kind) + " (" +
                           letters_on(shown, facelets) + ")");
        slot_of[piece] = static_cast<int>(slot);
        piece_at[slot] = static_cast<std::uint8_t>(piece);
        turn_at[slot] = static_cast<std::uint8_t>(turn);
      }
    if (!found)
      throw InputError("no position has these stickers: facelets " + names_of(facelets) + " show " +
                       letters_on(shown, facelets) + ": no " + std::string(kind) +
                       " has these colours" + std::string(order));
  }
}

}  // namespace

unsigned corner_facelet(unsigned slot, unsigned k) {
  return kCornerFacelets[slot][k];
}

unsigned edge_facelet(unsigned slot, unsigned k) {
  return kEdgeFacelets[slot][k];
}

std::string facelets_of(const Cube& cube) {
  std::string text(kFacelets, ' ');
  for (unsigned face = 0; face < kFaces; ++face)
    text[face * kPerFace + kCentre] = kFaceLetters[face];
  for (unsigned slot = 0; slot < kCorners; ++slot)
    for (unsigned k = 0; k < 3; ++k)
      text[kCornerFacelets[slot][(k + cube.twist[slot]) % 3]] =
          kFaceLetters[face_of_facelet(kCornerFacelets[cube.corner[slot]][k])];
  for (unsigned slot = 0; slot < kEdges; ++slot)
    for (unsigned k = 0; k < 2; ++k)
      text[kEdgeFacelets[slot][(k + cube.flip[slot]) % 2]] =
          kFaceLetters[face_of_facelet(kEdgeFacelets[cube.edge[slot]][k])];
  return text;
}

Cube read_facelets(std::string_view text) {
  const FaceletName name = [](std::size_t f) { return facelet_name(static_cast<unsigned>(f)); };
  const std::vector<std::uint8_t> shown = read_face_letters(text, kFaceLetters, kFacelets, name);
  check_colour_counts(shown, kFaceLetters, kFaceSizes, name);
  check_centres(shown);
  Cube cube;
  identify_pieces(shown, kCornerFacelets, "corner", " in this order", cube.corner, cube.twist);
  identify_pieces(shown, kEdgeFacelets, "edge", "", cube.edge, cube.flip);
  if (!twists_add_up(cube))
    throw InputError(
        "no position has these stickers: a twisted corner (the corners' twists must add up to a "
        "multiple of 3)");
  if (!flips_add_up(cube))
    throw InputError(
        "no position has these stickers: a flipped edge (the edges' flips must add up to an "
        "even number)");
  if (!parities_agree(cube))
    throw InputError(
        "no position has these stickers: two pieces swapped (the corners' and the edges' "
        "permutations must be both even or both odd)");
  return cube;
}

Picture draw_net(const Cube& cube) {
  return draw_facelet_net(facelets_of(cube), 3);
}

Picture draw_facelet_net(std::string_view letters, unsigned size) {
  // Each face's top-left facelet is drawn at these rows and columns, in faces.
  static constexpr unsigned kNetCorner[kFaces][2] = {{0, 1}, {1, 2}, {1, 1},
                                                     {2, 1}, {1, 0}, {1, 3}};
  const unsigned per_face = size * size;
  Picture picture{std::vector<std::string>(3 * size, std::string(4 * size, ' ')),
                  std::vector<std::string>(3 * size, std::string(4 * size, ' '))};
  for (unsigned f = 0; f < letters.size(); ++f) {
    const unsigned row = kNetCorner[f / per_face][0] * size + f % per_face / size;
    const unsigned column = kNetCorner[f / per_face][1] * size + f % size;
    const auto face = static_cast<unsigned>(kFaceLetters.find(letters[f]));
    picture.rows[row][column] = letters[f];
    picture.colours[row][column] = kColours[face];
  }
  return picture;
}

}  // namespace puzzletab::cube3
