#include "puzzles/cube3/two_phase.h"

#include <algorithm>
#include <array>

#include "puzzles/cube3/coordinates.h"
#include "puzzles/cube3/notation.h"
#include "puzzles/cube3/symmetry.h"

namespace puzzletab::cube3 {
namespace {

// The longest solution searched for: phase 1 may take all of it (a phase
// 1 longer than the shortest can leave a much shorter phase 2).
constexpr unsigned kMaxLength = 30;
// More phase-2 turns are never needed (every G1 position is solved in 18
// of G1's turns).
constexpr unsigned kMaxPhase2 = 18;
// For a first solution, a longer phase 1 is cheaper than a phase 2 past 12
// turns (min2phase's MAX_DEPTH2): a phase 2 that fails searches all of its
// turns, a phase 1 that fails is mostly cut at once by its bounds. `query
// 333 --random 101 --seed 1` (callgrind, 2026-11-29): 12.6 million
// instructions a scramble where 18 took 14.1, and 20.73 moves where 20.80.
constexpr unsigned kFirstPhase2 = 12;
constexpr unsigned kNoFace = kFaces;

// A turn of `face` may follow one of `previous`: not the same face again,
// and of two opposite faces only the first (U D, not D U), which leaves one
// way of writing each sequence.
bool may_follow(unsigned face, unsigned previous) {
  if (previous == kNoFace) return true;
  if (face == previous) return false;
  return !(face % 3 == previous % 3 && face < previous);
}

bool on_axis(unsigned face, std::optional<Face> axis) {
  return axis && face % 3 == *axis % 3;
}

// One direction's search: the position as given, or rotated, or its
// inverse.
class Search {
 public:
  Search(const Cube& cube, const TwoPhaseRequest& request, unsigned most_phase2,
         std::uint64_t* nodes_left)
      : most_phase2_(most_phase2),
        nodes_left_(nodes_left),
        cube_(cube),
        request_(request),
        tables_(two_phase_tables()),
        start_{twist_coordinate(cube_), flip_coordinate(cube_),
               sorted_slice_coordinate(cube_) / kSlicePermutations},
        start_sorted_slice_(sorted_slice_coordinate(cube_)),
        start_corners_(corner_permutation_coordinate(cube_)) {}

  // A solution within the request whose phase 1 has exactly `depth` turns.
  std::optional<std::vector<Turn>> with_phase1(unsigned depth) {
    phase1_length_ = depth;
    if (depth < phase1_bound(start_) || !phase1(start_, depth)) return std::nullopt;
    std::vector<Turn> solution;
    for (unsigned i = 0; i < length_; ++i) solution.push_back(turn_numbered(path_[i]));
    return solution;
  }

 private:
  // What phase 1 follows: its three coordinates, whose move tables stay
  // in the caches (phase 2's coordinates are turned from the start along
  // the path at a phase-1 solution: a node's lookups fewer by half).
  struct Phase1 {
    unsigned twist, flip, slice;
  };

  // Phase 1's lower bound at `at`, its tables read in turn until one says
  // `enough`: that is all a caller asks then.
  unsigned phase1_bound(const Phase1& at, unsigned enough = kMaxLength) const {
    const unsigned slices = std::max(tables_.twist_slice_depth[at.twist * kSlices + at.slice],
                                     tables_.flip_slice_depth[at.flip * kSlices + at.slice]);
    if (slices >= enough) return slices;
    return std::max(slices, twist_flip_depth(tables_, at.twist, at.flip));
  }

  unsigned previous_face(unsigned length) const {
    return length == 0 ? kNoFace : path_[length - 1] / 3;
  }

  // Turns path_[0..] with `left` turns to go; true when a solution is found.
  bool phase1(const Phase1& at, unsigned left) {
    const unsigned done = phase1_length_ - left;
    if (left == 0) {
      // In G1 (the bound is 0 exactly there).
      if (phase1_bound(at, 1) != 0) return false;
      // A phase 1 that ends with a turn of G1 reached G1 a turn earlier:
      // that shorter phase 1 was tried already.
      if (done > 0) {
        const unsigned last = path_[done - 1];
        if (last / 3 == kU || last / 3 == kD || last % 3 == 1) return false;
      }
      // Within G1 the sorted slice coordinate is the slice's permutation.
      unsigned corners = start_corners_, sorted_slice = start_sorted_slice_;
      for (unsigned i = 0; i < done; ++i) {
        corners = tables_.corner_move[corners * kTurns + path_[i]];
        sorted_slice = tables_.sorted_slice_move[sorted_slice * kTurns + path_[i]];
      }
      const unsigned most = std::min(most_phase2_, request_.max_length - phase1_length_);
      if (tables_.corner_slice_depth[corners * kSlicePermutations + sorted_slice] > most)
        return false;
      return start_phase2(corners, sorted_slice, most);
    }
    const unsigned previous = previous_face(done);
    for (unsigned turn = 0; turn < kTurns; ++turn) {
      const unsigned face = turn / 3;
      if (!may_follow(face, previous)) continue;
      if (done == 0 && on_axis(face, request_.first_axis_avoided)) continue;
      if (out_of_budget()) return false;
      const Phase1 next{tables_.twist_move[at.twist * kTurns + turn],
                        tables_.flip_move[at.flip * kTurns + turn],
                        tables_.slice_move[at.slice * kTurns + turn]};
      const unsigned bound = phase1_bound(next, left);
      if (bound >= left) {
        // The face's other turns are a turn from this child, and the bound
        // is consistent (a turn changes it by one at most): past `left`
        // here, it is at least `left` there (min2phase's).
        if (bound > left) turn = face * 3 + 2;
        continue;
      }
      path_[done] = static_cast<std::uint8_t>(turn);
      if (phase1(next, left - 1)) return true;
    }
    return false;
  }

  // The U and D edges' permutation is read from the edges themselves,
  // turned by phase 1: only for the phase-1 solutions that pass the
  // corners' check.
  bool start_phase2(unsigned corners, unsigned slice, unsigned most) {
    Cube cube = cube_;
    for (unsigned i = 0; i < phase1_length_; ++i) {
      const auto& from = tables_.edge_turns[path_[i]];
      const auto before = cube.edge;
      for (unsigned e = 0; e < kEdges; ++e) cube.edge[e] = before[from[e]];
    }
    const unsigned edges = edge_permutation8_coordinate(cube);
    for (unsigned depth = phase2_bound(corners, edges, slice); depth <= most; ++depth) {
      length_ = phase1_length_ + depth;
      if (phase2(corners, edges, slice, depth)) return true;
    }
    return false;
  }

  unsigned phase2_bound(unsigned corners, unsigned edges, unsigned slice) const {
    return std::max(tables_.corner_slice_depth[corners * kSlicePermutations + slice],
                    tables_.edge8_slice_depth[edges * kSlicePermutations + slice]);
  }

  bool phase2(unsigned corners, unsigned edges, unsigned slice, unsigned left) {
    const unsigned done = length_ - left;
    if (left == 0) {
      if (corners != 0 || edges != 0 || slice != 0) return false;
      return done == 0 || !on_axis(path_[done - 1] / 3, request_.last_axis_avoided);
    }
    const unsigned previous = previous_face(done);
    for (unsigned i = 0; i < kPhase2Turns; ++i) {
      const unsigned turn = tables_.phase2_turns[i];
      const unsigned face = turn / 3;
      if (!may_follow(face, previous)) continue;
      if (done == 0 && on_axis(face, request_.first_axis_avoided)) continue;
      if (out_of_budget()) return false;
      const unsigned c = tables_.corner_move[corners * kTurns + turn];
      const unsigned e = tables_.edge8_move[edges * kPhase2Turns + i];
      const unsigned s = tables_.sorted_slice_move[slice * kTurns + turn];
      if (phase2_bound(c, e, s) >= left) continue;
      path_[done] = static_cast<std::uint8_t>(turn);
      if (phase2(c, e, s, left - 1)) return true;
    }
    return false;
  }

  // One more node, if the budget (shared by the directions) allows it.
  bool out_of_budget() {
    if (nodes_left_ == nullptr) return false;
    if (*nodes_left_ == 0) return true;
    --*nodes_left_;
    return false;
  }

  const unsigned most_phase2_;
  std::uint64_t* nodes_left_;
  const Cube& cube_;
  const TwoPhaseRequest& request_;
  const TwoPhaseTables& tables_;
  const Phase1 start_;
  const unsigned start_sorted_slice_;
  const unsigned start_corners_;
  std::array<std::uint8_t, kMaxLength> path_{};
  unsigned phase1_length_ = 0;
  unsigned length_ = 0;
};

// One of the six ways the search looks at a position (min2phase's): along
// each axis (the position rotated so that that axis is U-D), and each of
// those for the position's inverse, whose solutions undone solve it.
struct Direction {
  FaceMap rotation;
  bool inverted = false;
  Cube cube;
  TwoPhaseRequest request;
};

std::optional<Face> rotated_face(std::optional<Face> face, const FaceMap& to) {
  if (!face) return std::nullopt;
  return to[*face];
}

Direction direction(const Cube& cube, const TwoPhaseRequest& request, const FaceMap& to,
                    bool inverted) {
  Direction d{to, inverted, rotated(inverted ? inverse(cube) : cube, to), request};
  // The first turn of the inverse's solution is the last of the solution.
  d.request.first_axis_avoided =
      rotated_face(inverted ? request.last_axis_avoided : request.first_axis_avoided, to);
  d.request.last_axis_avoided =
      rotated_face(inverted ? request.first_axis_avoided : request.last_axis_avoided, to);
  return d;
}

// Turns made canonical: two of a face in a row merged, two opposite faces
// (which commute) put in may_follow's order, until nothing changes.
std::vector<Turn> canonical(std::vector<Turn> turns) {
  for (bool changed = true; changed;) {
    changed = false;
    std::vector<Turn> out;
    for (const Turn turn : turns) {
      if (!out.empty() && out.back().face == turn.face) {
        out.back().quarters = (out.back().quarters + turn.quarters) % 4;
        if (out.back().quarters == 0) out.pop_back();
        changed = true;
      } else {
        out.push_back(turn);
      }
    }
    for (std::size_t i = 0; i + 1 < out.size(); ++i)
      if (!may_follow(out[i + 1].face, out[i].face) && out[i].face != out[i + 1].face) {
        std::swap(out[i], out[i + 1]);
        changed = true;
      }
    turns = std::move(out);
  }
  return turns;
}

// A direction's solution as a solution of the position itself, canonical
// (undone, two opposite faces come in the other order, D U).
std::vector<Turn> solution_of(const Direction& direction, std::vector<Turn> turns) {
  const FaceMap back = inverse(direction.rotation);
  for (Turn& turn : turns) turn = rotated(turn, back);
  if (direction.inverted) turns = inverse_turns(turns);
  return canonical(std::move(turns));
}

// min2phase's pre-moves, going on for shorter solutions within a budget:
// solutions X q_k ... q_1 whose X solves the direction's position with
// q_1 ... q_k done before it, found by a phase 1 k turns shorter. q_k, next
// to X's phase 2, is a clockwise quarter turn of a face off the U-D axis:
// a turn of G1 there would be phase 2's, and the other quarter turn is
// this one and a half turn of G1. `query 444 --random` asks for the 3x3x3
// this way (docs/cube3.md: a tenth to a fifth of a turn shorter for the
// same time).
class PreMoves {
 public:
  PreMoves(std::vector<Direction>& directions, std::size_t index, unsigned most_phase2,
           std::uint64_t* nodes_left, std::optional<std::vector<Turn>>& best)
      : directions_(directions),
        direction_(directions[index]),
        most_phase2_(most_phase2),
        nodes_left_(nodes_left),
        best_(best) {}

  // Every pre-move sequence with `total` turns in it and phase 1; the
  // solutions found lower the directions' most turns (and best_).
  void search(unsigned total) {
    total_ = total;
    pre_.clear();
    walk(direction_.cube);
  }

 private:
  // Phase 1 before pre-moves: min2phase's MIN_P1LENGTH_PRE is 7; 8 gave
  // as short solutions in less time (200 random cubes, 2,500,000 nodes:
  // 19.10 turns in 41 ms; 7, 19.09 in 46 ms; 9, 19.11 in 44 ms).
  static constexpr unsigned kLeastPhase1 = 8;

  // Whether to stop: the budget spent or no shorter solution at total_.
  bool walk(const Cube& moved) {
    const auto k = static_cast<unsigned>(pre_.size());
    if (total_ > direction_.request.max_length) return true;
    if (k > 0 && pre_.back().quarters == 1 && pre_.back().face % 3 != kU) {
      TwoPhaseRequest request = direction_.request;
      request.max_length -= k;
      Search search(moved, request, most_phase2_, nodes_left_);
      while (auto x = search.with_phase1(total_ - k)) {
        x->insert(x->end(), pre_.rbegin(), pre_.rend());
        best_ = solution_of(direction_, std::move(*x));
        const auto length = static_cast<unsigned>(best_->size());
        for (Direction& d : directions_) d.request.max_length = length - 1;
        if (length <= total_) return true;
        request.max_length = length - 1 - k;
      }
    }
    if (total_ < k + 1 + kLeastPhase1) return false;
    for (unsigned turn = 0; turn < kTurns; ++turn) {
      const Turn t = turn_numbered(turn);
      // q_{k+1} comes before q_k in the solution.
      if (k > 0 && !may_follow(pre_.back().face, t.face)) continue;
      if (nodes_left_ != nullptr) {
        if (*nodes_left_ == 0) return true;
        --*nodes_left_;
      }
      pre_.push_back(t);
      const bool stop = walk(then(turn_cubes()[turn], moved));
      pre_.pop_back();
      if (stop) return true;
    }
    return false;
  }

  std::vector<Direction>& directions_;
  const Direction& direction_;
  const unsigned most_phase2_;
  std::uint64_t* nodes_left_;
  std::optional<std::vector<Turn>>& best_;
  unsigned total_ = 0;
  std::vector<Turn> pre_;
};

// The search, its phase 2 at most `most_phase2` turns, within the nodes
// left (none: no budget).
std::optional<std::vector<Turn>> search(const Cube& cube, const TwoPhaseRequest& request,
                                        unsigned most_phase2, std::uint64_t* nodes_left) {
  std::vector<Direction> directions;
  for (unsigned axis = 0; axis < kAxes; ++axis)
    for (const bool inverted : {false, true})
      directions.push_back(direction(cube, request, axis_rotation(axis), inverted));
  std::vector<Search> searches;
  searches.reserve(directions.size());
  for (const Direction& d : directions)
    searches.emplace_back(d.cube, d.request, most_phase2, nodes_left);
  // The directions take turns at each phase-1 length: the first solution
  // found has the shortest phase 1 of any direction's.
  std::optional<std::vector<Turn>> best;
  for (unsigned depth = 0; depth <= std::min(kMaxLength, directions.front().request.max_length);
       ++depth)
    for (std::size_t i = 0; i < searches.size(); ++i) {
      // A shorter solution with a phase 1 of `depth` turns is searched for
      // again in this direction; the earlier directions have none at this
      // depth (they were searched for longer ones).
      while (auto turns = searches[i].with_phase1(depth)) {
        best = solution_of(directions[i], *turns);
        if (!request.shortest_within_budget || best->size() <= depth) return best;
        for (Direction& d : directions)
          d.request.max_length = static_cast<unsigned>(best->size()) - 1;
      }
      if (nodes_left != nullptr && *nodes_left == 0) return best;
      if (request.pre_moves && nodes_left != nullptr && best && !request.first_axis_avoided &&
          !request.last_axis_avoided) {
        PreMoves(directions, i, most_phase2, nodes_left, best).search(depth);
        if (best->size() <= depth || *nodes_left == 0) return best;
      }
    }
  return best;
}

}  // namespace

std::optional<std::vector<Turn>> two_phase_solution(const Cube& cube,
                                                    const TwoPhaseRequest& request) {
  // Going on for shorter solutions, every split of one is searched (so
  // that with no budget the last is a shortest).
  std::uint64_t nodes_left = request.node_budget;
  std::uint64_t* const budget = request.node_budget == 0 ? nullptr : &nodes_left;
  if (request.shortest_within_budget) return search(cube, request, kMaxPhase2, budget);
  auto found = search(cube, request, kFirstPhase2, budget);
  // A request shorter than 21 turns may need a longer phase 2: then the
  // whole search decides, within what is left of the budget.
  if (!found && (budget == nullptr || nodes_left > 0))
    found = search(cube, request, kMaxPhase2, budget);
  return found;
}

}  // namespace puzzletab::cube3
