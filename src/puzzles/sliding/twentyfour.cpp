#include "puzzles/sliding/twentyfour.h"

namespace puzzletab::twentyfour {

const sliding::PatternPuzzleData& data() {
  // Cells, row by row:   0  1  2  3  4
  //                      5  6  7  8  9
  //                     10 11 12 13 14
  //                     15 16 17 18 19
  //                     20 21 22 23 [24 = the goal's blank]
  // 6-6-6-6: Korf and Felner's partition (AIJ 134, 2002; for a blank in
  // cell 0: tiles 1 5 6 10 11 12, 2 3 4 7 8 9, 13 14 18 19 23 24 and
  // 15 16 17 20 21 22) turned half round for a blank at the bottom right.
  // Its last group walls cell 24 in (19 and 23), so its database counts
  // moves to the goal's blank there (issue 29); the set serves corner
  // blanks only, each goal with two views: the partition and its
  // reflection in the diagonal through the blank, as theirs.
  // small: groups of at most 4 tiles (152 KB a table), committed. The
  // first's flexible group {18, 19, 23} makes with the blank the 2x2 block
  // at the corner, which holds a corner (24), the cells next to a corner
  // (19, 23) and a diagonal one (18): it serves goals whose blank is one of
  // those. The second leaves out the centre (12), and its flexible group
  // {13, 14} makes the row to the edge with it: the centre, the cells next
  // to it (13) and the edges' middles (14): the blank anywhere else.
  static const sliding::PatternPuzzleData twentyfour{
      "twentyfour",
      kWidth,
      "25 tokens, row by row: tiles 1..24 and the blank as x (or 0)",
      "25 tokens, row by row: tiles 1..24 and the blank as x (or 0), the start board.\n"
      "The goal is 1 2 ... 24 x unless --goal sets another (korf: 0 1 2 ... 24). A move\n"
      "slides a tile into the blank; its letter says where the blank goes: u, d, l or r.",
      // Three moves from the goal.
      "1 2 3 4 5 6 7 8 9 10 11 12 13 x 15 16 17 18 14 19 21 22 23 24 20",
      "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24",
      {
          {"small",
           "small",
           24,
           {{0, 1, 5, 6},
            {2, 3, 7, 8},
            {4, 9, 13, 14},
            {10, 11, 15, 16},
            {12, 17, 22},
            {20, 21},
            {18, 19, 23}},
           6,
           false},
          {"small",
           "smallc",
           12,
           {{0, 1, 5, 6},
            {2, 3, 7, 8},
            {4, 9},
            {10, 11, 15, 16},
            {17, 18, 22, 23},
            {19, 24},
            {20, 21},
            {13, 14}},
           7,
           false},
          {"6666",
           "6666",
           24,
           {{0, 1, 5, 6, 10, 11},
            {2, 3, 4, 7, 8, 9},
            {12, 13, 14, 18, 19, 23},
            {15, 16, 17, 20, 21, 22}},
           -1,
           true},
      },
      "6666",
      "small",
      // gen twentyfour --large, /usr/bin/time: 141 s wall and 4.4 minutes
      // of CPU on 2 idle cores (docs/twentyfour.md, 2026-11-29).
      "6-6-6-6 databases",
      3,
      // Unknown: the published bounds are far apart.
      std::nullopt,
      SolveCost::hours,
  };
  return twentyfour;
}

std::unique_ptr<Puzzle> make_puzzle() {
  return sliding::make_pattern_puzzle(data());
}

}  // namespace puzzletab::twentyfour
