#include "puzzles/nxn/cube4_reduction.h"

#include <algorithm>
#include <array>
#include <optional>
#include <set>
#include <stdexcept>

#include "core/rank.h"
#include "puzzles/cube3/facelets.h"
#include "puzzles/cube3/two_phase.h"
#include "puzzles/nxn/cube4_centres.h"
#include "puzzles/nxn/cube4_pairing.h"

namespace puzzletab::cube4 {
namespace {

constexpr unsigned kMaxPhaseLength = 20;
// The two-phase search's nodes for the 3x3x3 left, going on for shorter
// solutions after the first. With the twist x flip bound (query 444
// --random 100 --seed 3, 2026-11-29, CPU time on one core): 1,500,000
// gave 45.41 moves in 16.3 s, 2,500,000 45.23 in 18.4 s, 3,500,000 45.17
// in 19.2 s (10 phase-2 solutions); without it, 5,000,000 gave 45.41 in
// 18.8 s.
constexpr std::uint64_t kThreeByThreeBudget = 2'500'000;

using Moves = std::vector<std::uint8_t>;

// No phase turns Dw, Lw or Bw: such a turn is the opposite wide turn (Dw2
// is Uw2, Dw is Uw') with the whole cube then turned about the axis (Uw2
// Dw2 turns all four layers), which every phase's goal allows (phase 1's
// any axis, phase 2's a quarter turn about U-D, phase 3's a half turn). So
// a path with one has a path as long with the other, the rest of it turned
// likewise, to the same position held another way. Measured on 50 random
// states (query 444 --random 50 --seed 1, 2026-11-29): phase 3 so turned
// gave the same scrambles 2.4 times faster; phase 2 as well, others of the
// same mean length 1.5 times faster again. Phase 1 so turned (TPR's 27
// turns; 300 random states, seeds 3 and 21 of --random 150, 2026-11-29):
// 44.61 moves in 117 ms of CPU a state where 44.85 in 178 ms, its
// solutions no longer the same cubes held other ways that crowd out others
// among the candidates kept.
bool opposite_wide(unsigned group) {
  return group >= 9;
}

// A move of `group` may follow `path`: not an opposite wide turn (above);
// not the same group again; and of two groups on one axis (which commute)
// only in one order.
bool may_follow(unsigned group, const Moves& path) {
  if (opposite_wide(group)) return false;
  for (std::size_t i = path.size(); i-- > 0;) {
    const unsigned previous = path[i] / 3;
    if (previous % 3 != group % 3) return true;
    if (previous >= group) return false;
  }
  return true;
}

// A group's other moves are a move from the child one of them gives, and
// the phases' tables are distances (a move changes them by one at most):
// a child past the moves left by more than one puts its group's other
// moves past them too, and they are skipped (min2phase's and TPR's).
constexpr unsigned kNoGroup = 12;

Cube4 after(Cube4 cube, const Moves& moves) {
  for (const auto m : moves) cube = moved(cube, m);
  return cube;
}

// Adjacent moves of one group merged (U U' cancels, U U is U2), and of
// two on one axis the earlier group first, until nothing changes.
Moves simplified(Moves moves) {
  for (bool changed = true; changed;) {
    changed = false;
    Moves out;
    for (const auto m : moves) {
      // Back over the moves that commute with it (its axis's).
      std::size_t i = out.size();
      while (i > 0 && out[i - 1] / 3 % 3 == m / 3 % 3 && out[i - 1] / 3 != m / 3) --i;
      if (i > 0 && out[i - 1] / 3 == m / 3) {
        const unsigned quarters = (out[i - 1] % 3 + 1 + m % 3 + 1) % 4;
        if (quarters == 0)
          out.erase(out.begin() + static_cast<std::ptrdiff_t>(i - 1));
        else
          out[i - 1] = static_cast<std::uint8_t>(move_of(m / 3, quarters));
        changed = true;
        continue;
      }
      out.push_back(m);
    }
    for (std::size_t i = 0; i + 1 < out.size(); ++i)
      if (out[i] / 3 % 3 == out[i + 1] / 3 % 3 && out[i] / 3 > out[i + 1] / 3) {
        std::swap(out[i], out[i + 1]);
        changed = true;
      }
    moves = std::move(out);
  }
  return moves;
}

Moves inverse(const Moves& moves) {
  Moves out(moves.rbegin(), moves.rend());
  for (auto& m : out) m = static_cast<std::uint8_t>(move_of(m / 3, 3 - m % 3));
  return out;
}

// A cube's pieces as one key, to tell views apart.
using ViewKey = std::array<std::uint8_t, 64>;
ViewKey key_of(const Cube4& view) {
  ViewKey key{};
  std::copy(view.wing.begin(), view.wing.end(), key.begin());
  std::copy(view.centre.begin(), view.centre.end(), key.begin() + 24);
  std::copy(view.corner.begin(), view.corner.end(), key.begin() + 48);
  std::copy(view.twist.begin(), view.twist.end(), key.begin() + 56);
  return key;
}

// A solution so far: its moves and the cube after them (as the cube is
// held), the view the next phase sees it through, and its score (moves so
// far plus the next phase's lower bound).
struct Partial {
  Moves moves;
  Cube4 cube;
  unsigned rotation = 0;
  unsigned names = 0;
  Cube4 view;
  unsigned score = 0;
  unsigned pairing = 0;
};

class Search {
 public:
  Search(const ReductionTables& tables, const ReductionEffort& effort)
      : tables_(tables), effort_(effort) {}

  Reduction solve(const Cube4& cube) {
    const std::vector<Partial> phase1 = first_phase(cube);
    const std::vector<Partial> phase2 = second_phase(phase1);
    return finish(phase2);
  }

 private:
  // Phase 1 for each pair of colours: every solution up to the slack past
  // the shortest of any pair, up to the effort's count, the best for phase
  // 2 kept, best first.
  std::vector<Partial> first_phase(const Cube4& cube) {
    std::array<Cube4, 3> views;
    std::array<unsigned, 3> names{};
    std::array<SlotMask, 3> masks{};
    unsigned shortest = kMaxPhaseLength;
    for (unsigned pair = 0; pair < 3; ++pair) {
      names[pair] = rotation_to_ud(pair);
      views[pair] = viewed(cube, 0, names[pair]);
      masks[pair] = centres_of(views[pair], (1u << cube3::kU) | (1u << cube3::kD));
      shortest = std::min<unsigned>(shortest, tables_.phase1[phase1_coordinate(masks[pair])]);
    }
    std::vector<Partial> found;
    for (unsigned length = shortest; length <= shortest + effort_.phase1_slack; ++length)
      for (unsigned pair = 0; pair < 3; ++pair) {
        Moves path;
        phase1_search(masks[pair], length, path, [&] {
          if (found.size() >= effort_.phase1_solutions) return true;
          Partial p;
          p.moves = path;
          p.cube = after(cube, path);
          p.names = names[pair];
          // The next view holds the pair's axis as U-D: the first rotation
          // that brings the pair's centres to U and D's slots.
          p.rotation = kRotations;
          for (unsigned r = 0; r < kRotations && p.rotation == kRotations; ++r)
            if (centres_of(viewed(p.cube, r, p.names), (1u << cube3::kU) | (1u << cube3::kD)) ==
                0x00F00Fu)
              p.rotation = r;
          if (p.rotation == kRotations) throw std::logic_error("cube4: phase 1 left no axis");
          p.view = viewed(p.cube, p.rotation, p.names);
          // Another solution reached the same cube, held another way.
          if (!seen_.insert(key_of(p.view)).second) return false;
          p.score = static_cast<unsigned>(path.size()) +
                    tables_.phase2[phase2_coordinate(p.view).index()];
          found.push_back(std::move(p));
          return false;
        });
      }
    std::stable_sort(found.begin(), found.end(),
                     [](const Partial& a, const Partial& b) { return a.score < b.score; });
    if (found.size() > effort_.phase1_kept) found.resize(effort_.phase1_kept);
    return found;
  }

  template <typename Found>
  bool phase1_search(SlotMask mask, unsigned left, Moves& path, const Found& found) {
    // A search of length 0 starts at the goal only for some pairs.
    if (left == 0) return tables_.phase1[phase1_coordinate(mask)] == 0 && found();
    for (unsigned m = 0; m < kMoves; ++m) {
      if (!may_follow(m / 3, path)) continue;
      const SlotMask next = phase1_moved(mask, m);
      if (tables_.phase1[phase1_coordinate(next)] >= left) continue;
      path.push_back(static_cast<std::uint8_t>(m));
      const bool stop = phase1_search(next, left - 1, path, found);
      path.pop_back();
      if (stop) return true;
    }
    return false;
  }

  // Phase 2 from the best phase-1 solutions, by the total length of both:
  // each total in turn, until enough solutions leave wings phase 3 pairs.
  std::vector<Partial> second_phase(const std::vector<Partial>& starts) {
    std::vector<Partial> found;
    if (starts.empty()) throw std::logic_error("cube4: no phase-1 solution");
    for (unsigned total = starts.front().score;
         found.size() < effort_.phase2_solutions && total < starts.front().score + 10; ++total)
      for (const Partial& start : starts) {
        if (start.score > total) break;
        start_ = &start;
        path_.clear();
        wings_[0] = start.view.wing;
        std::array<std::uint8_t, kWings> slot_of{};
        for (unsigned s = 0; s < kWings; ++s)
          slot_of[start.view.wing[s]] = static_cast<std::uint8_t>(s);
        for (unsigned d = 0; d < 12; ++d)
          pairs_[0][d] = slot_pair(slot_of[2 * d], slot_of[2 * d + 1]);
        const unsigned length = total - static_cast<unsigned>(start.moves.size());
        if (split_bound(pairs_[0]) > length) continue;
        if (phase2_search(phase2_coordinate(start.view), length, 0, found)) break;
      }
    std::stable_sort(found.begin(), found.end(),
                     [](const Partial& a, const Partial& b) { return a.score < b.score; });
    return found;
  }

  bool phase2_search(Phase2 at, unsigned left, unsigned depth, std::vector<Partial>& found) {
    if (left == 0) {
      if (!pairable(wings_[depth])) return false;
      Partial p;
      p.moves = start_->moves;
      const unsigned back = inverse_rotation(start_->rotation);
      for (const auto m : path_) p.moves.push_back(static_cast<std::uint8_t>(viewed_move(m, back)));
      p.cube = after(start_->cube,
                     Moves(p.moves.begin() + static_cast<std::ptrdiff_t>(start_->moves.size()),
                           p.moves.end()));
      p.names = start_->names;
      // The view in which each pair is on its own axis.
      for (unsigned r = 0; r < kRotations; ++r) {
        const Cube4 view = viewed(p.cube, r, p.names);
        if (centres_of(view, (1u << cube3::kU) | (1u << cube3::kD)) == 0x00F00Fu &&
            !sides_turned(view)) {
          p.rotation = r;
          p.view = view;
          break;
        }
      }
      if (!seen_.insert(key_of(p.view)).second) return false;
      p.pairing = pairing_distance(tables_.pairing, pairing_of(p.view.wing));
      const Phase3Centres c = phase3_centres(p.view, pairs_parity(p.view));
      p.score = static_cast<unsigned>(p.moves.size()) +
                std::max<unsigned>(p.pairing, (*tables_.phase3)[c.index()]);
      found.push_back(std::move(p));
      return found.size() >= effort_.phase2_solutions;
    }
    unsigned skipped = kNoGroup;
    for (unsigned i = 0; i < kPhase2Moves.size(); ++i) {
      const unsigned m = kPhase2Moves[i];
      if (m / 3 == skipped || !may_follow(m / 3, path_)) continue;
      const Phase2 next = phase2_moved(at, i);
      if (const unsigned bound = tables_.phase2[next.index()]; bound >= left) {
        if (bound > left) skipped = m / 3;
        continue;
      }
      for (unsigned d = 0; d < 12; ++d) pairs_[depth + 1][d] = slot_pair_moved(pairs_[depth][d], i);
      if (split_bound(pairs_[depth + 1]) >= left) continue;
      const auto& from = wing_from(m);
      for (unsigned s = 0; s < kWings; ++s) wings_[depth + 1][s] = wings_[depth][from[s]];
      path_.push_back(static_cast<std::uint8_t>(m));
      const bool stop = phase2_search(next, left - 1, depth + 1, found);
      path_.pop_back();
      if (stop) return true;
    }
    return false;
  }

  // Phase 3 for the best phase-2 solutions, each total in turn; the
  // 3x3x3 left by each solution found solved, the shortest whole kept.
  Reduction finish(const std::vector<Partial>& starts) {
    if (starts.empty()) throw std::logic_error("cube4: no phase-2 solution");
    Reduction best;
    std::size_t best_length = ~std::size_t{0};
    unsigned solutions = 0;
    for (unsigned total = starts.front().score; solutions < effort_.phase3_solutions; ++total) {
      if (total > starts.front().score + 14) throw std::logic_error("cube4: phase 3 found nothing");
      for (const Partial& start : starts) {
        if (start.score > total || solutions >= effort_.phase3_solutions) continue;
        start_ = &start;
        path_.clear();
        const Phase3Centres c = phase3_centres(start.view, pairs_parity(start.view));
        const unsigned length = total - static_cast<unsigned>(start.moves.size());
        const bool ok = phase3_search(c, pairing_of(start.view.wing), start.pairing, length);
        if (!ok) continue;
        ++solutions;
        Moves whole = start.moves;
        const unsigned back = inverse_rotation(start.rotation);
        for (const auto m : path_) whole.push_back(static_cast<std::uint8_t>(viewed_move(m, back)));
        const Moves last = three_by_three(after(
            start.cube,
            Moves(whole.begin() + static_cast<std::ptrdiff_t>(start.moves.size()), whole.end())));
        whole.insert(whole.end(), last.begin(), last.end());
        Reduction r{simplified(whole), 0};
        const std::size_t length_dlb = dlb_solution(r).size();
        if (length_dlb < best_length) {
          best_length = length_dlb;
          best = r;
        }
      }
    }
    return best;
  }

  bool phase3_search(Phase3Centres at, const Pairing& tau, unsigned tau_distance, unsigned left) {
    if (left == 0) return tau_distance == 0 && (*tables_.phase3)[at.index()] == 0;
    // The children the centres allow, their pairings' entries fetched
    // from memory together (the pairing table's reads miss the caches)
    // before any is read.
    struct Child {
      Phase3Centres centres;
      std::uint32_t index;
      std::uint8_t move;
      std::uint8_t number;  // in kPhase3Moves
    };
    std::array<Child, kPhase3Moves.size()> children;
    unsigned count = 0;
    unsigned skipped = kNoGroup;
    for (unsigned i = 0; i < kPhase3Moves.size(); ++i) {
      const unsigned m = kPhase3Moves[i];
      if (m / 3 == skipped || !may_follow(m / 3, path_)) continue;
      Child& child = children[count];
      child.centres = phase3_moved(at, i);
      if (const unsigned bound = (*tables_.phase3)[child.centres.index()]; bound >= left) {
        if (bound > left) skipped = m / 3;
        continue;
      }
      child.index = moved_pairing_index(tau, i);
      child.move = static_cast<std::uint8_t>(m);
      child.number = static_cast<std::uint8_t>(i);
      __builtin_prefetch(tables_.pairing.bytes().data() + child.index / 4);
      ++count;
    }
    for (unsigned k = 0; k < count; ++k) {
      const Child& child = children[k];
      const unsigned d = pairing_distance(tables_.pairing, child.index, tau_distance);
      if (d >= left) continue;
      path_.push_back(child.move);
      if (phase3_search(child.centres, pairing_moved(tau, child.number), d, left - 1)) return true;
      path_.pop_back();
    }
    return false;
  }

  // The reduced cube as a 3x3x3 (its corners, an edge's colours from one
  // of its wings, each face named by its centres' colour), solved by the
  // two-phase search, as outer turns.
  Moves three_by_three(const Cube4& cube) const {
    const nxn::Stickers stickers = stickers_of(cube);
    const auto& g = nxn::geometry(4);
    std::array<unsigned, 6> face_of_colour{};
    for (unsigned f = 0; f < 6; ++f)
      face_of_colour[stickers[g.facelet(static_cast<Face>(f), 1, 1)]] = f;
    static constexpr unsigned kAt[3] = {0, 1, 3};
    std::string facelets(cube3::kFacelets, ' ');
    for (unsigned f = 0; f < 6; ++f)
      for (unsigned r = 0; r < 3; ++r)
        for (unsigned c = 0; c < 3; ++c)
          facelets[f * 9 + r * 3 + c] = cube3::kFaceLetters
              [face_of_colour[stickers[g.facelet(static_cast<Face>(f), kAt[r], kAt[c])]]];
    const cube3::Cube reduced = cube3::read_facelets(facelets);
    // The shortest found within the budget (a first one of at most 21
    // turns takes a few thousand nodes); without one, the first of 21.
    cube3::TwoPhaseRequest request;
    request.node_budget = kThreeByThreeBudget;
    request.shortest_within_budget = true;
    request.pre_moves = true;
    auto turns = cube3::two_phase_solution(reduced, request);
    if (!turns) turns = cube3::two_phase_solution(reduced);
    if (!turns) throw std::logic_error("cube4: no 3x3x3 solution");
    Moves moves;
    for (const cube3::Turn t : *turns)
      moves.push_back(static_cast<std::uint8_t>(move_of(t.face, t.quarters)));
    return moves;
  }

  // The fewest moves that split every pair, at least: the most any three
  // need.
  unsigned split_bound(const std::array<std::uint16_t, 12>& pairs) const {
    unsigned most = 0;
    for (unsigned t = 0; t < 12; t += 3)
      most = std::max<unsigned>(most,
                                tables_.split[split_index(pairs[t], pairs[t + 1], pairs[t + 2])]);
    return most;
  }

  const ReductionTables& tables_;
  const ReductionEffort& effort_;
  std::array<std::array<std::uint16_t, 12>, kMaxPhaseLength + 1> pairs_{};
  // The views found, phase 1's and phase 2's: each searched on once.
  std::set<ViewKey> seen_;
  const Partial* start_ = nullptr;
  Moves path_;
  std::array<Wings, kMaxPhaseLength + 1> wings_{};
};

// The rotation of the solved cube a solved-looking cube is.
unsigned held_as(const Cube4& cube) {
  for (unsigned r = 0; r < kRotations; ++r)
    if (viewed(solved_cube(), r, 0).centre == cube.centre) return r;
  throw std::logic_error("cube4: a solution that does not solve");
}

}  // namespace

Reduction reduction_solution(const Cube4& cube, const ReductionTables& tables,
                             const ReductionEffort& effort) {
  // Solved, held any way: no moves (the phases would reduce it again).
  if (is_solved(cube)) return {{}, held_as(cube)};
  Search search(tables, effort);
  Reduction r = search.solve(cube);
  const Cube4 end = after(cube, r.moves);
  if (!is_solved(end)) throw std::logic_error("cube4: a solution that does not solve");
  r.ends_turned = held_as(end);
  return r;
}

std::vector<std::uint8_t> dlb_solution(const Reduction& reduction) {
  return simplified(fixed_dlb(0, reduction.moves));
}

std::vector<std::uint8_t> dlb_scramble(const Reduction& reduction) {
  return simplified(fixed_dlb(reduction.ends_turned, inverse(reduction.moves)));
}

}  // namespace puzzletab::cube4
