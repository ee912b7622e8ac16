// The 4x4x4 solved by reduction (docs/cubes.md): three phases bring it to
// a 3x3x3 (centres solved, each edge's two wings paired, no parity), the
// 3x3x3's two-phase search solves that. Not the shortest solution: about
// 44 moves for a random position, where the shortest are about 30.
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

// How much the search tries, for shorter solutions: TPR's counts (Chen
// Shuang's three-phase solver, TNoodle's), the best measured once phase 1
// turned no Dw, Lw or Bw (cube4_reduction.cpp). 300 random states (seeds 3
// and 21 of query 444 --random 150, 2026-11-29, CPU a state, two
// processes side by side): these, 44.22 moves in 159 ms; 20 phase-2
// solutions from 2,000 phase-1 ones within two moves (the counts before),
// 44.61 in 117 ms; 50, 44.40 in 125 ms; 100, 44.32 in 158 ms; these with
// 200 phase-2 solutions, 44.11 in 206 ms. More phase-1 solutions give
// phase 2 better starts, more phase-2 solutions give phase 3 better ones.
struct ReductionEffort {
  // Phase-1 solutions up to this many moves longer than the shortest, up
  // to phase1_solutions of them, the phase1_kept best for phase 2 kept
  // (TPR's PHASE1_SOLUTIONS and PHASE2_ATTEMPTS).
  unsigned phase1_slack = 4;
  unsigned phase1_solutions = 10000;
  unsigned phase1_kept = 500;
  unsigned phase2_solutions = 100;
  unsigned phase3_solutions = 1;
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
