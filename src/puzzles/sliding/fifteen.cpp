#include "puzzles/sliding/fifteen.h"

namespace puzzletab::fifteen {

const sliding::PatternPuzzleData& data() {
  // Cells, row by row:   0  1  2  3
  //                      4  5  6  7
  //                      8  9 10 11
  //                     12 13 14 [15 = the goal's blank]
  // 6-6-3, first: Korf and Felner's partition turned for a blank at the
  // bottom right: the left 3x2 block, the right one, and the bottom row.
  // That row with the blank holds corners and edge cells, so the set serves
  // goals with the blank in a corner or on an edge (PatternSet::flexible).
  // It expands fewer than half the nodes of the second (docs/fifteen.md).
  // 6-6-3, second, for a blank in the centre: the left column with the two
  // cells beside its foot, the top right 2x3 block, and the 2x2 block at
  // the blank, which holds a corner (15), edge cells (11, 14) and a centre
  // cell (10), so that this set serves goals with the blank anywhere.
  // 7-8: the top two rows and the bottom two (Korf and Felner's partition,
  // turned likewise); it serves corner blanks only.
  static const sliding::PatternPuzzleData fifteen{
      "fifteen",
      kWidth,
      "16 tokens, row by row: tiles 1..15 and the blank as x (or 0)",
      "16 tokens, row by row: tiles 1..15 and the blank as x (or 0), the start board.\n"
      "The goal is 1 2 ... 15 x unless --goal sets another (korf: 0 1 2 ... 15). A move\n"
      "slides a tile into the blank; its letter says where the blank goes: u, d, l or r.",
      // The statement's own example: three moves from the goal.
      "1 2 3 4 5 6 7 8 9 x 10 12 13 14 11 15",
      "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15",
      {
          {"663", "663", 15, {{0, 1, 4, 5, 8, 9}, {2, 3, 6, 7, 10, 11}, {12, 13, 14}}, 2, false},
          {"663", "663c", 15, {{0, 4, 8, 9, 12, 13}, {1, 2, 3, 5, 6, 7}, {10, 11, 14}}, 2, false},
          {"78", "78", 15, {{0, 1, 2, 3, 4, 5, 6, 7}, {8, 9, 10, 11, 12, 13, 14}}, -1, true},
      },
      "78",
      "663",
      // gen fifteen --large, /usr/bin/time -v, 2026-11-23: 2-3 minutes on 2
      // idle cores (docs/fifteen.md).
      "7-8 databases",
      3,
      // Bruengger et al. 1999, Korf 2008.
      80,
      SolveCost::seconds,
  };
  return fifteen;
}

std::unique_ptr<Puzzle> make_puzzle() {
  return sliding::make_pattern_puzzle(data());
}

}  // namespace puzzletab::fifteen
