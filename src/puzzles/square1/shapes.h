// A Square-1 layer's shape: which of its 12 slots start a piece (all but a
// corner's second slot), and the shape up to turning the layer. There are
// 309 shapes of a layer on its slots, 29 up to turns (Michael Reid,
// Cube-Lovers 1995; Jaap Scherphuis' Square-1 page: 1, 3, 10, 10 and 5
// with 6, 5, 4, 3 and 2 corners), and 170 pairs of a top and a bottom
// layer holding 8 corners and 8 edges between them (docs/square1.md).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace puzzletab::square1 {

inline constexpr unsigned kLayerShapes = 29;
inline constexpr unsigned kShapePairs = 170;
inline constexpr unsigned kNoShape = 0xFF;

struct LayerShape {
  // Its number 0..28 up to turns (kNoShape: no layer has these starts).
  std::uint8_t number = kNoShape;
  std::uint8_t corners = 0;
  // The turns (0..11) that take the layer to its shape's least set of
  // starts, the canonical form: one, or several for a shape with symmetry.
  std::vector<std::uint8_t> canonical_turns;
  // The turns (0..11) after which no corner lies across the cut.
  std::vector<std::uint8_t> twistable_turns;
  // The same as a 12-bit set.
  std::uint16_t twistable_mask = 0;
};

// The shape of a layer whose slots `starts` (a 12-bit set) start a piece.
const LayerShape& layer_shape(unsigned starts);
// The least set of starts of shape `number`, and its corners.
unsigned canonical_starts(unsigned number);
// The pair of a top shape and a bottom shape, numbered 0..169, or
// kNoShape when they do not hold 8 corners together.
unsigned shape_pair(unsigned top_shape, unsigned bottom_shape);
// The top and bottom shapes of a pair.
std::array<unsigned, 2> shapes_of_pair(unsigned pair);

}  // namespace puzzletab::square1
