// The Square-1 as pieces on slots (docs/square1.md): each outer layer has 12
// slots of 30 degrees, an edge on one and a corner on two, and the middle
// layer's right half is turned over or not. Slots and pieces are numbered
// as TNoodle's SquareOneState numbers them (github:thewca/tnoodle-lib,
// SquareOnePuzzle.java), so that its scrambles and states read directly:
// the top layer's slots 0..11 clockwise seen from above, slot 0 starting
// just left of the front on the cut; the bottom's 0..11 clockwise seen from
// below, slot 0 starting at the same point of the cut. `/` turns the right
// half over, top slots 6..11 with bottom slots 0..5.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "core/uint128.h"

namespace puzzletab::square1 {

inline constexpr unsigned kSlots = 12;
inline constexpr unsigned kPieces = 16;
inline constexpr unsigned kCorners = 8;
inline constexpr unsigned kEdges = 8;

// TNoodle's pieces: the top layer's 0..7 (corners 0 2 4 6: front-left,
// back-left, back-right, front-right; edges 1 3 5 7: left, back, right,
// front), the bottom's 8..15 (edges 8 10 12 14: front, right, back, left;
// corners 9 11 13 15: front-right, back-right, back-left, front-left).
constexpr bool is_corner(unsigned piece) {
  return (piece + (piece <= 7 ? 0 : 1)) % 2 == 0;
}
// A corner's number 0..7 (0 2 4 6 9 11 13 15 in that order), an edge's
// likewise (1 3 5 7 8 10 12 14).
constexpr unsigned corner_number(unsigned piece) {
  return piece <= 7 ? piece / 2 : (piece - 1) / 2;
}
constexpr unsigned edge_number(unsigned piece) {
  return piece / 2;
}
constexpr unsigned corner_piece(unsigned number) {
  return number < 4 ? 2 * number : 2 * number + 1;
}
constexpr unsigned edge_piece(unsigned number) {
  return number < 4 ? 2 * number + 1 : 2 * number;
}

// A layer: the piece on each slot, slot i in bits 4i..4i+3.
using Layer = std::uint64_t;
inline constexpr Layer kLayerBits = (Layer{1} << (4 * kSlots)) - 1;

constexpr unsigned piece_on(Layer layer, unsigned slot) {
  return static_cast<unsigned>(layer >> (4 * slot)) & 15u;
}
// The layer turned `amount` slots clockwise as seen facing it (0..11): the
// piece on slot i moves to slot i + amount.
constexpr Layer turned(Layer layer, unsigned amount) {
  const unsigned bits = 4 * amount;
  return bits == 0 ? layer : ((layer << bits) | (layer >> (4 * kSlots - bits))) & kLayerBits;
}
// The slots where a piece starts (bit i): all but a corner's second slot.
unsigned starts(Layer layer);
// A 12-bit set of slots turned like the layer's pieces.
constexpr unsigned turned_slots(unsigned slots, unsigned amount) {
  return ((slots << amount) | (slots >> (kSlots - amount))) & 0xFFFu;
}
// True when no corner lies across the cut (slots 11|0 and 5|6).
constexpr bool cut_clear(unsigned starts) {
  return (starts & 1u) != 0 && (starts >> 6 & 1u) != 0;
}

struct State {
  Layer top = 0;
  Layer bottom = 0;
  // The middle layer's right half turned over (TNoodle's !sliceSolved).
  bool middle_turned = false;
  bool operator==(const State&) const = default;
};

State solved_state();
// `/` can be made: no corner of either layer across the cut.
bool twistable(const State& state);
// After `/`, for a twistable state.
State twisted(const State& state);
// After (top, bottom): each layer turned that many slots clockwise as seen
// facing it (any integers, taken modulo 12).
State turned(const State& state, int top, int bottom);

// A state as a position: the top layer in bits 0..47, the bottom in 48..95,
// the middle in bit 96. Any 97-bit number of pieces, valid or not.
Uint128 position_of(const State& state);
State state_of(Uint128 position);

// The 24 slots' pieces and the middle, as TNoodle's SquareOneState holds
// them (top slots 0..11, bottom slots 0..11), and back; InputError saying
// what is wrong with pieces no Square-1 has: a number outside 0..15, a
// piece missing or twice, an edge on two slots, a corner on one or across
// the two layers.
std::array<std::uint8_t, 2 * kSlots> slot_pieces(const State& state);
State state_of_pieces(std::span<const std::uint8_t> pieces, bool middle_turned);

// The states `/` can be made in, numbered densely as TNoodle's
// FullCube.randomCube draws them (uniform numbers give its distribution):
// the 3,678 shapes of the two layers whose cut is clear, the corners'
// order read slot by slot (top then bottom), the edges' order, the middle.
inline constexpr unsigned kTwistableShapes = 3678;
Uint128 twistable_count();
State twistable_numbered(Uint128 number);
Uint128 twistable_number(const State& state);
// Those shapes' numbers 0..kTwistableShapes - 1 as the numbering above
// counts them: a shape's starts of the top and bottom layers, and the
// number of a pair of starts (kTwistableShapes when no twistable state has
// them).
std::array<unsigned, 2> twistable_shape_starts(unsigned shape);
unsigned twistable_shape_number(unsigned top_starts, unsigned bottom_starts);

}  // namespace puzzletab::square1
