#include "puzzles/cube3/corner_classes.h"

#include <stdexcept>
#include <string>

#include "puzzles/cube3/ud_conjugates.h"

namespace puzzletab::cube3 {
namespace {

constexpr std::uint16_t kUnassigned = 0xFFFF;

}  // namespace

// In increasing order, each corner coordinate no earlier one's class holds
// starts a class and is its least member: its conjugates join it, each
// with the symmetry that takes it back.
CornerClasses::CornerClasses()
    : class_of_(kCornerCoordinates, CornerClass{kUnassigned, 0}),
      layer_move_(std::size_t{kCornerLayers} * kTurns) {
  const UdConjugates& conjugates = ud_conjugates();
  for (unsigned corner = 0; corner < kCornerCoordinates; ++corner) {
    if (class_of_[corner].number != kUnassigned) continue;
    const auto number = static_cast<std::uint16_t>(representative_.size());
    const unsigned twist = corner / kCornerLayers, layer = corner % kCornerLayers;
    std::uint16_t keeping = 0;
    for (unsigned s = 0; s < kUdSymmetries; ++s) {
      const unsigned seen =
          corner_coordinate(conjugates.twist(twist, s), conjugates.corner_layer(layer, s));
      if (seen == corner) keeping = static_cast<std::uint16_t>(keeping | 1u << s);
      if (class_of_[seen].number == kUnassigned)
        class_of_[seen] = {number, static_cast<std::uint8_t>(inverse_ud_symmetry(s))};
    }
    representative_.push_back(corner);
    stabiliser_.push_back(keeping);
  }
  if (representative_.size() != kCornerClasses)
    throw std::logic_error("the corner coordinates fall into " +
                           std::to_string(representative_.size()) + " classes");
  for (unsigned layer = 0; layer < kCornerLayers; ++layer) {
    Cube cube = solved_cube();
    set_corner_layer(cube, layer);
    for (unsigned t = 0; t < kTurns; ++t)
      layer_move_[layer * kTurns + t] =
          static_cast<std::uint8_t>(corner_layer_coordinate(cube3::turned(cube, turn_numbered(t))));
  }
  const std::vector<std::uint16_t>& twist_move = two_phase_tables().twist_move;
  class_move_.resize(std::size_t{kCornerClasses} * kTurns);
  for (unsigned c = 0; c < kCornerClasses; ++c) {
    const unsigned twist = representative_[c] / kCornerLayers;
    const unsigned layer = representative_[c] % kCornerLayers;
    for (unsigned t = 0; t < kTurns; ++t)
      class_move_[c * kTurns + t] =
          of(corner_coordinate(twist_move[twist * kTurns + t], layer_turned(layer, t)));
  }
}

const CornerClasses& corner_classes() {
  static const CornerClasses classes;
  return classes;
}

}  // namespace puzzletab::cube3
