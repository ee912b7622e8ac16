// The optimal table's corner coordinate (docs/cube3.md): the corners'
// twist and which four slots hold the U layer's corners (coordinates.h),
// 2,187 x 70 = 153,090 values, up to the 16 symmetries that keep the U-D
// axis: 9,930 classes, the reduction of Rokicki's nxopt. The optimal table
// keeps a row per class, and a position's entry is found in its class's
// row at its edges' coordinates seen through the symmetry that takes its
// corner coordinate to the class's representative. Built at first use, in
// milliseconds.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "puzzles/cube3/coordinates.h"
#include "puzzles/cube3/symmetry.h"

namespace puzzletab::cube3 {

inline constexpr unsigned kCornerCoordinates = kTwists * kCornerLayers;
inline constexpr unsigned kCornerClasses = 9'930;

inline unsigned corner_coordinate(unsigned twist, unsigned layer) {
  return twist * kCornerLayers + layer;
}

// A corner coordinate's class and the symmetry (ud_symmetries' index) that
// takes it to the class's representative.
struct CornerClass {
  std::uint16_t number;
  std::uint8_t symmetry;
};

class CornerClasses {
 public:
  CornerClasses();

  CornerClass of(unsigned corner) const { return class_of_[corner]; }
  // Asks memory for a corner coordinate's class (the table is 612 KB).
  void prefetch(unsigned corner) const { __builtin_prefetch(&class_of_[corner]); }
  // The class's least corner coordinate.
  unsigned representative(unsigned c) const { return representative_[c]; }
  // Bit s set when symmetry s keeps the representative.
  unsigned stabiliser(unsigned c) const { return stabiliser_[c]; }
  // The corner layer coordinate after turn t (a turn number).
  unsigned layer_turned(unsigned layer, unsigned t) const {
    return layer_move_[layer * kTurns + t];
  }
  // The class of class c's representative turned by t.
  CornerClass turned(unsigned c, unsigned t) const { return class_move_[c * kTurns + t]; }
  // Asks memory for class c's turns (72 bytes).
  void prefetch_turns(unsigned c) const {
    __builtin_prefetch(&class_move_[c * kTurns]);
    __builtin_prefetch(&class_move_[c * kTurns + kTurns - 1]);
  }

 private:
  std::vector<CornerClass> class_of_;
  std::vector<std::uint32_t> representative_;
  std::vector<std::uint16_t> stabiliser_;
  std::vector<std::uint8_t> layer_move_;
  std::vector<CornerClass> class_move_;
};

// Built on the first call (thread-safe), then shared.
const CornerClasses& corner_classes();

}  // namespace puzzletab::cube3
