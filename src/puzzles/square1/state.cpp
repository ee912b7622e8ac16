#include "puzzles/square1/state.h"

#include <algorithm>
#include <bit>
#include <vector>

#include "core/errors.h"
#include "core/rank.h"
#include "puzzles/square1/shapes.h"

namespace puzzletab::square1 {
namespace {

// TNoodle's solved SquareOneState: top, then bottom, slot by slot.
constexpr std::array<std::uint8_t, 2 * kSlots> kSolvedPieces = {
    0, 0, 1, 2, 2, 3, 4, 4, 5, 6, 6, 7, 8, 9, 9, 10, 11, 11, 12, 13, 13, 14, 15, 15};

Layer layer_of(std::span<const std::uint8_t> slots) {
  Layer layer = 0;
  for (unsigned s = 0; s < kSlots; ++s) layer |= Layer{slots[s]} << (4 * s);
  return layer;
}

unsigned amount_of(int turns) {
  return static_cast<unsigned>(((turns % 12) + 12) % 12);
}

unsigned corners_of(unsigned slots) {
  return kSlots - static_cast<unsigned>(std::popcount(slots));
}

// The twistable shapes, as (top starts, bottom starts), in increasing order.
struct Shape {
  std::uint16_t top, bottom;
};
const std::vector<Shape>& twistable_shapes() {
  static const std::vector<Shape> shapes = [] {
    std::vector<unsigned> layers;
    for (unsigned s = 0; s < 4096; ++s)
      if (layer_shape(s).number != kNoShape && cut_clear(s)) layers.push_back(s);
    std::vector<Shape> made;
    for (const unsigned top : layers)
      for (const unsigned bottom : layers)
        if (corners_of(top) + corners_of(bottom) == kCorners)
          made.push_back({static_cast<std::uint16_t>(top), static_cast<std::uint16_t>(bottom)});
    return made;
  }();
  return shapes;
}

std::string slot_name(unsigned slot) {
  return (slot < kSlots ? "top slot " : "bottom slot ") + std::to_string(slot % kSlots);
}

}  // namespace

unsigned starts(Layer layer) {
  // A nibble of `differs` is not 0 where a slot's piece is not the one
  // before it; each such nibble's bit 0 is then gathered into bit i.
  Layer differs = layer ^ turned(layer, 1);
  differs |= differs >> 2;
  differs |= differs >> 1;
  differs &= 0x111111111111u;
  differs |= differs >> 3;  // byte k: bits 0, 1 are slots 2k, 2k + 1
  differs &= 0x030303030303u;
  differs |= differs >> 6;  // bytes 0, 2, 4: bits 0..3 are slots 4j..4j + 3
  differs &= 0x000F000F000Fu;
  differs |= differs >> 12;  // byte 0: slots 0..7; byte 4: slots 8..11
  return static_cast<unsigned>((differs & 0xFFu) | (differs >> 24 & 0xF00u));
}

State solved_state() {
  return {layer_of(std::span(kSolvedPieces).first(kSlots)),
          layer_of(std::span(kSolvedPieces).last(kSlots)), false};
}

bool twistable(const State& state) {
  return cut_clear(starts(state.top)) && cut_clear(starts(state.bottom));
}

State twisted(const State& state) {
  constexpr Layer kHalf = (Layer{1} << (4 * kSlots / 2)) - 1;
  constexpr unsigned kHalfBits = 4 * kSlots / 2;
  return {(state.top & kHalf) | (state.bottom & kHalf) << kHalfBits,
          (state.bottom & ~kHalf) | state.top >> kHalfBits, !state.middle_turned};
}

State turned(const State& state, int top, int bottom) {
  return {turned(state.top, amount_of(top)), turned(state.bottom, amount_of(bottom)),
          state.middle_turned};
}

Uint128 position_of(const State& state) {
  return Uint128::from_words(state.bottom >> 16 | std::uint64_t{state.middle_turned} << 32,
                             state.top | state.bottom << 48);
}

State state_of(Uint128 position) {
  return {position.low() & kLayerBits, (position.low() >> 48 | position.high() << 16) & kLayerBits,
          (position.high() >> 32 & 1u) != 0};
}

std::array<std::uint8_t, 2 * kSlots> slot_pieces(const State& state) {
  std::array<std::uint8_t, 2 * kSlots> pieces{};
  for (unsigned s = 0; s < kSlots; ++s) {
    pieces[s] = static_cast<std::uint8_t>(piece_on(state.top, s));
    pieces[kSlots + s] = static_cast<std::uint8_t>(piece_on(state.bottom, s));
  }
  return pieces;
}

State state_of_pieces(std::span<const std::uint8_t> pieces, bool middle_turned) {
  if (pieces.size() != 2 * kSlots)
    throw InputError("expected the pieces of 24 slots, got " + std::to_string(pieces.size()));
  std::array<std::vector<unsigned>, kPieces> where;
  for (unsigned slot = 0; slot < pieces.size(); ++slot) {
    if (pieces[slot] >= kPieces)
      throw InputError(slot_name(slot) + " holds " + std::to_string(pieces[slot]) +
                       ": the pieces are numbered 0 to 15");
    where[pieces[slot]].push_back(slot);
  }
  for (unsigned piece = 0; piece < kPieces; ++piece) {
    const std::vector<unsigned>& slots = where[piece];
    const std::string name = (is_corner(piece) ? "corner " : "edge ") + std::to_string(piece);
    if (slots.empty()) throw InputError(name + " is missing");
    if (!is_corner(piece)) {
      if (slots.size() > 1)
        throw InputError(name + " is on " + std::to_string(slots.size()) +
                         " slots (an edge takes one): " + slot_name(slots[0]) + " and " +
                         slot_name(slots[1]));
      continue;
    }
    if (slots.size() == 1)
      throw InputError(name + " is on " + slot_name(slots[0]) +
                       " alone (a corner takes two slots side by side)");
    if (slots.size() > 2)
      throw InputError(name + " is on " + std::to_string(slots.size()) +
                       " slots (a corner takes two)");
    const unsigned a = slots[0], b = slots[1];
    if (a / kSlots != b / kSlots)
      throw InputError(name + " is on " + slot_name(a) + " and " + slot_name(b) +
                       ": a corner's two slots are in one layer");
    const bool side_by_side = b == a + 1 || (a % kSlots == 0 && b % kSlots == kSlots - 1);
    if (!side_by_side)
      throw InputError(name + " is on " + slot_name(a) + " and " + slot_name(b) +
                       ", which are not side by side");
  }
  return {layer_of(pieces.first(kSlots)), layer_of(pieces.last(kSlots)), middle_turned};
}

Uint128 twistable_count() {
  return times(times(Uint128(kTwistableShapes * 2u), factorial(kCorners)), factorial(kEdges));
}

State twistable_numbered(Uint128 number) {
  std::uint64_t middle = 0;
  number = divided(number, 2, &middle);
  std::uint64_t edge_rank = 0, corner_rank = 0;
  number = divided(number, factorial(kEdges), &edge_rank);
  const std::uint64_t shape = divided(number, factorial(kCorners), &corner_rank);
  const Shape s = twistable_shapes().at(shape);
  std::array<std::uint8_t, kCorners> corners{};
  std::array<std::uint8_t, kEdges> edges{};
  unrank_permutation(corner_rank, corners);
  unrank_permutation(edge_rank, edges);
  std::array<std::uint8_t, 2 * kSlots> pieces{};
  unsigned c = 0, e = 0;
  const unsigned layers[2] = {s.top, s.bottom};
  for (unsigned l = 0; l < 2; ++l)
    for (unsigned slot = 0; slot < kSlots; ++slot) {
      if ((layers[l] >> slot & 1u) == 0) continue;
      const bool corner = (layers[l] >> ((slot + 1) % kSlots) & 1u) == 0;
      const auto piece =
          static_cast<std::uint8_t>(corner ? corner_piece(corners[c++]) : edge_piece(edges[e++]));
      pieces[l * kSlots + slot] = piece;
      if (corner) pieces[l * kSlots + (slot + 1) % kSlots] = piece;
    }
  return {layer_of(std::span(pieces).first(kSlots)), layer_of(std::span(pieces).last(kSlots)),
          middle != 0};
}

std::array<unsigned, 2> twistable_shape_starts(unsigned shape) {
  const Shape s = twistable_shapes().at(shape);
  return {s.top, s.bottom};
}

unsigned twistable_shape_number(unsigned top_starts, unsigned bottom_starts) {
  const auto& shapes = twistable_shapes();
  const Shape wanted{static_cast<std::uint16_t>(top_starts),
                     static_cast<std::uint16_t>(bottom_starts)};
  const auto found =
      std::lower_bound(shapes.begin(), shapes.end(), wanted, [](const Shape& a, const Shape& b) {
        return a.top != b.top ? a.top < b.top : a.bottom < b.bottom;
      });
  if (found == shapes.end() || found->top != wanted.top || found->bottom != wanted.bottom)
    return kTwistableShapes;
  return static_cast<unsigned>(found - shapes.begin());
}

Uint128 twistable_number(const State& state) {
  const unsigned top = starts(state.top), bottom = starts(state.bottom);
  std::array<std::uint8_t, kCorners> corners{};
  std::array<std::uint8_t, kEdges> edges{};
  unsigned c = 0, e = 0;
  const Layer layers[2] = {state.top, state.bottom};
  const unsigned slots[2] = {top, bottom};
  for (unsigned l = 0; l < 2; ++l)
    for (unsigned slot = 0; slot < kSlots; ++slot) {
      if ((slots[l] >> slot & 1u) == 0) continue;
      const unsigned piece = piece_on(layers[l], slot);
      if (is_corner(piece))
        corners[c++] = static_cast<std::uint8_t>(corner_number(piece));
      else
        edges[e++] = static_cast<std::uint8_t>(edge_number(piece));
    }
  const std::uint64_t shape = twistable_shape_number(top, bottom);
  const Uint128 high = plus(times(Uint128(shape), factorial(kCorners)), rank_permutation(corners));
  return plus(times(plus(times(high, factorial(kEdges)), rank_permutation(edges)), 2),
              state.middle_turned ? 1 : 0);
}

}  // namespace puzzletab::square1
