#include "puzzles/square1/shapes.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

#include "puzzles/square1/state.h"

namespace puzzletab::square1 {
namespace {

struct Shapes {
  std::array<LayerShape, 4096> by_starts;
  std::array<unsigned, kLayerShapes> canonical{};
  std::array<std::array<std::uint8_t, kLayerShapes>, kLayerShapes> pair{};
  std::array<std::array<unsigned, 2>, kShapePairs> pair_shapes{};
};

// 6 to 10 slots start pieces (2 to 6 corners, at most 8 edges), and a slot
// that starts none is a corner's second: the slots on both sides start one.
bool valid(unsigned slots) {
  const int count = std::popcount(slots);
  if (count < 6 || count > 10) return false;
  for (unsigned s = 0; s < kSlots; ++s)
    if ((slots >> s & 1u) == 0 &&
        ((slots >> ((s + 11) % kSlots) & 1u) == 0 || (slots >> ((s + 1) % kSlots) & 1u) == 0))
      return false;
  return true;
}

Shapes build() {
  Shapes made;
  std::vector<unsigned> least;
  for (unsigned s = 0; s < 4096; ++s) {
    if (!valid(s)) continue;
    unsigned smallest = s;
    for (unsigned t = 0; t < kSlots; ++t) smallest = std::min(smallest, turned_slots(s, t));
    LayerShape& shape = made.by_starts[s];
    shape.corners = static_cast<std::uint8_t>(kSlots - std::popcount(s));
    for (unsigned t = 0; t < kSlots; ++t) {
      if (turned_slots(s, t) == smallest)
        shape.canonical_turns.push_back(static_cast<std::uint8_t>(t));
      if (!cut_clear(turned_slots(s, t))) continue;
      shape.twistable_turns.push_back(static_cast<std::uint8_t>(t));
      shape.twistable_mask = static_cast<std::uint16_t>(shape.twistable_mask | 1u << t);
    }
    if (smallest == s) least.push_back(s);
  }
  if (least.size() != kLayerShapes) throw std::logic_error("square-1: not 29 layer shapes");
  for (unsigned n = 0; n < kLayerShapes; ++n) made.canonical[n] = least[n];
  for (unsigned s = 0; s < 4096; ++s) {
    if (!valid(s)) continue;
    unsigned smallest = s;
    for (unsigned t = 0; t < kSlots; ++t) smallest = std::min(smallest, turned_slots(s, t));
    made.by_starts[s].number =
        static_cast<std::uint8_t>(std::find(least.begin(), least.end(), smallest) - least.begin());
  }
  unsigned pairs = 0;
  for (unsigned top = 0; top < kLayerShapes; ++top)
    for (unsigned bottom = 0; bottom < kLayerShapes; ++bottom) {
      const unsigned corners =
          made.by_starts[least[top]].corners + made.by_starts[least[bottom]].corners;
      made.pair[top][bottom] = kNoShape;
      if (corners != kCorners) continue;
      made.pair_shapes.at(pairs) = {top, bottom};
      made.pair[top][bottom] = static_cast<std::uint8_t>(pairs++);
    }
  if (pairs != kShapePairs) throw std::logic_error("square-1: not 170 pairs of shapes");
  return made;
}

const Shapes& shapes() {
  static const Shapes built = build();
  return built;
}

}  // namespace

const LayerShape& layer_shape(unsigned starts) {
  return shapes().by_starts[starts & 0xFFFu];
}

unsigned canonical_starts(unsigned number) {
  return shapes().canonical.at(number);
}

unsigned shape_pair(unsigned top_shape, unsigned bottom_shape) {
  if (top_shape >= kLayerShapes || bottom_shape >= kLayerShapes) return kNoShape;
  return shapes().pair[top_shape][bottom_shape];
}

std::array<unsigned, 2> shapes_of_pair(unsigned pair) {
  return shapes().pair_shapes.at(pair);
}

}  // namespace puzzletab::square1
