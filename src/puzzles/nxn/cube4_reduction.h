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

// How much the search tries, for shorter solutions. Measured on 200
// random states (query 444 --random 200 --seed 11, 2026-11-29, CPU time,
// the 3x3x3 left in 19 turns where found within 3,000,000 nodes, else in
// 20 or 21): the effort below, 45.79 moves in 0.144 s a state; as until
// then (phase-1 solutions up to 200 within one move of the shortest, 2
// phase-3 solutions), 46.16 in 0.178 s; with 30 phase-2 solutions, 45.48
// in 0.193 s. More phase-1 solutions give phase 2 better starts, for less
// time in phase 3. (The 3x3x3's budget since: kThreeByThreeBudget.) With
// the 3x3x3's faster phase 1 (query 444 --random 100 --seed 3, 2026-11-29,
// CPU time, alternated): 20 phase-2 solutions, 45.10 moves in 18.4-20.5 s;
// 10, 45.23 in 16.2-16.5 s; 30, 44.92 in about 1.4 times 10's time.
struct ReductionEffort {
  // Phase-1 solutions up to this many moves longer than the shortest.
  unsigned phase1_slack = 2;
  unsigned phase1_solutions = 2000;
  unsigned phase2_solutions = 20;
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
