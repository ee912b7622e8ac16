// The 4x4x4 solved by reduction (docs/cubes.md): three phases bring it to
// a 3x3x3 (centres solved, each edge's two wings paired, no parity), the
// 3x3x3's two-phase search solves that. Not the shortest solution: about
// 46 moves for a random position, where the shortest are about 30.
#pragma once

#include <cstdint>
#include <vector>

#include "core/packed.h"
#include "puzzles/nxn/cube4_pieces.h"

namespace puzzletab::cube4 {

// The tables the phases read: exact distances for phases 1 and 2 (4 bits
// each) and phase 3's centres (a byte each, built at first use), phase
// 2's bound for splitting the pairs (build_split_table), the pairings'
// distances modulo 3. All but phase 3's centres are committed tables.
struct ReductionTables {
  PackedView phase1;
  PackedView phase2;
  const std::vector<std::uint8_t>* phase3 = nullptr;
  PackedView split;
  PackedView pairing;
};

// How much the search tries, for shorter solutions. Measured on 50
// random states (query 444 --random 50 --seed 1, 2026-11-28, a loaded
// machine, CPU time): phase-3 solutions 1: 46.34 moves, 0.45 s a state;
// 2 (the default): 46.06, 0.48 s; 4: 46.00, 0.94 s. Earlier, with 21-turn
// 3x3x3 solutions on 20 states: phase-2 solutions 20, 46.35 moves in 0.60
// s; 5, 46.6 in 0.43 s (docs/cubes.md).
struct ReductionEffort {
  // Phase-1 solutions up to this many moves longer than the shortest.
  unsigned phase1_slack = 1;
  unsigned phase1_solutions = 200;
  unsigned phase2_solutions = 10;
  unsigned phase3_solutions = 2;
};

// Moves (cube4_pieces.h's numbering) that leave every face one colour, the cube
// then held some way: rotation `ends_turned` of the solved cube.
struct Reduction {
  std::vector<std::uint8_t> moves;
  unsigned ends_turned = 0;
};
Reduction reduction_solution(const Cube4& cube, const ReductionTables& tables,
                             const ReductionEffort& effort = {});

// A solution of the 27 turns that keep DLB, TNoodle's (no Dw Lw Bw), and
// the scramble it undoes: from solved, the same position held as solved
// (both simplified: no group twice in a row, of two on one axis the
// earlier group first).
std::vector<std::uint8_t> dlb_solution(const Reduction& reduction);
std::vector<std::uint8_t> dlb_scramble(const Reduction& reduction);

}  // namespace puzzletab::cube4
