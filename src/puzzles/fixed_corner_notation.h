// WCA notation for the two puzzles held by a fixed corner, the 2x2x2
// (puzzles/2x2x2.tws: U R F, the DLB corner fixed) and the Skewb
// (puzzles/skewb.tws: R U L B, the UFR corner fixed): a scramble made on the
// whole puzzle, every piece free, and given as the colouring it leaves, in
// the definition's sticker order (docs/stickers.md), which the definition's
// sticker reader takes as the puzzle is held: whichever corner is then in
// the fixed corner's place stays, and the answer's turns are named as the
// puzzle is held.
//
// The 2x2x2 reads the 3x3x3's words (WCA Regulations 12a) but slices
// (cube3/notation.h): every face's turns, wide turns (both layers: the whole
// cube, as cubing.js reads Rw on two layers) and rotations. The Skewb reads
// the WCA's R U L B (Regulations 12h: the halves around the corners DRB,
// UBL, DLF, DLB), cubing.js's names for the other four corners (F = UFR,
// UL = ULF, UR = URB, D = DFR) and its rotations x y z; R' or R2 the other
// way round.
#pragma once

#include <string>
#include <string_view>

namespace puzzletab {

// The colouring after `scramble`: `held`, as the puzzle is held after the
// scramble's rotations (and wide turns); else turned back as it started.
std::string cube2_colouring(std::string_view scramble, bool held);
std::string skewb_colouring(std::string_view scramble, bool held);

}  // namespace puzzletab
