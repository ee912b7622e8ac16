#include "puzzles/square1/two_phase.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
#include <unordered_set>

#include "core/rank.h"

namespace puzzletab::square1 {
namespace {

constexpr unsigned kOrders = 40320;  // 8!
// Phase 2's generators: a quarter turn of the top, of the bottom, `/`.
constexpr unsigned kGenerators = 3;
constexpr unsigned kTwistGenerator = 2;
// The columns of phase 2's move tables: the top's quarter turns made 1, 2
// and 3 times, the bottom's, `/`; kStay for a move that leaves the pieces
// followed where they are.
constexpr unsigned kColumns = 7;
constexpr std::uint8_t kStay = 0xFF;
constexpr std::uint8_t kUnreached = 0xFF;
// TNoodle's cap on phase 2 (Search.solution: at most 16 moves). Phase 1
// then grows until it leads to a state phase 2 solves within it; TNoodle
// also caps the total (30 moves), which leaves phase 2 less room as phase
// 1 grows: a few states took seconds so.
constexpr unsigned kPhase2Limit = 17;
// Phase 2 searches at most this many moves past its bound, and phase 1
// goes on to its next solution: a search that fails so fails sooner
// (1,000 states: 22% fewer nodes than to the cap, 0.07 twists more).
constexpr unsigned kPhase2Slack = 3;
// Phase 1 never needs this long: a search that did went wrong.
constexpr unsigned kPhase1Limit = 40;
// As TNoodle, phase 1 turns the bottom layer by 1 to 5 slots only, and
// phase 2 does while more than 6 moves remain: the search is no longer
// complete, but of far fewer paths, and those it keeps still lead to
// solutions within the cap (measured: 6 ms a scramble, against 150 ms
// with every turn).
constexpr unsigned kBottomTurnsUnder = 6;
constexpr unsigned kEveryBottomTurnWithin = 6;

struct Orders {
  std::array<std::uint8_t, kCorners> corners{};
  std::array<std::uint8_t, kEdges> edges{};
};

Orders reading_orders(const State& state) {
  Orders orders;
  unsigned c = 0, e = 0;
  for (const Layer layer : {state.top, state.bottom}) {
    const unsigned starting = starts(layer);
    for (unsigned slot = 0; slot < kSlots; ++slot) {
      if ((starting >> slot & 1u) == 0) continue;
      const unsigned piece = piece_on(layer, slot);
      if (is_corner(piece))
        orders.corners[c++] = static_cast<std::uint8_t>(corner_number(piece));
      else
        orders.edges[e++] = static_cast<std::uint8_t>(edge_number(piece));
    }
  }
  return orders;
}

// A turn's amount as WCA notation writes it, -5..6.
int written_amount(int amount) {
  const int turn = (amount % 12 + 12) % 12;
  return turn > 6 ? turn - 12 : turn;
}

// Appends a move to a canonical sequence, merging it with the move before
// when both are turns (phase 2 may begin by turning a layer phase 1 ended
// with) and cancelling what comes to nothing.
void append_reduced(std::vector<Step>& steps, const Step& step) {
  if (steps.empty() || steps.back().twist != step.twist) {
    steps.push_back(step);
    return;
  }
  if (step.twist) {
    steps.pop_back();
    return;
  }
  Step& turn = steps.back();
  turn.top = written_amount(turn.top + step.top);
  turn.bottom = written_amount(turn.bottom + step.bottom);
  if (turn.top == 0 && turn.bottom == 0) steps.pop_back();
}

// Breadth-first distances from the nearest of `starts` over an undirected
// graph whose neighbours `visit(node, reach)` lists.
template <typename Visit>
std::vector<std::uint8_t> distances_from(unsigned nodes, const std::vector<unsigned>& starts,
                                         Visit visit) {
  std::vector<std::uint8_t> distance(nodes, kUnreached);
  std::vector<unsigned> frontier = starts, next;
  for (const unsigned start : starts) distance[start] = 0;
  for (std::uint8_t depth = 1; !frontier.empty(); ++depth) {
    next.clear();
    for (const unsigned node : frontier)
      visit(node, [&](unsigned neighbour) {
        if (distance[neighbour] != kUnreached) return;
        distance[neighbour] = depth;
        next.push_back(neighbour);
      });
    frontier.swap(next);
  }
  return distance;
}

}  // namespace

bool reading_parity(const State& state) {
  const Orders orders = reading_orders(state);
  return is_even_permutation(orders.corners) != is_even_permutation(orders.edges);
}

struct TwoPhaseSearch::Search {
  State start;
  std::vector<Step> phase1_steps, phase2_steps;
  // The states phase 2 started from (with phase 1's last move): phase 1's
  // paths meet, and phase 2 would fail there again (1,000 states: 14%
  // fewer nodes).
  std::unordered_set<std::uint64_t> tried;
};

TwoPhaseSearch::TwoPhaseSearch() {
  // Phase 1: each shape's moves, made on a state of that shape (its pieces
  // in reading order, so of parity 0) to read the parity they give.
  const Uint128 per_shape = divided(twistable_count(), kTwistableShapes);
  const auto representative = [&](unsigned shape) {
    return twistable_numbered(times(per_shape, shape));
  };
  twisted_shape_.resize(kTwistableShapes);
  twist_parity_change_.resize(kTwistableShapes);
  const auto shape_of = [](const State& s) {
    return twistable_shape_number(starts(s.top), starts(s.bottom));
  };
  for (unsigned layer = 0; layer < 2; ++layer) first_[layer].push_back(0);
  for (unsigned shape = 0; shape < kTwistableShapes; ++shape) {
    const State state = representative(shape);
    for (unsigned layer = 0; layer < 2; ++layer) {
      for (unsigned amount = 1; amount < kSlots; ++amount) {
        const auto turn = static_cast<int>(amount);
        const State after = layer == 0 ? turned(state, turn, 0) : turned(state, 0, turn);
        if (!twistable(after)) continue;
        turns_[layer].push_back({static_cast<std::uint16_t>(shape_of(after)),
                                 static_cast<std::uint8_t>(amount),
                                 static_cast<std::uint8_t>(reading_parity(after))});
      }
      first_[layer].push_back(static_cast<std::uint32_t>(turns_[layer].size()));
    }
    const State after = twisted(state);
    twisted_shape_[shape] = static_cast<std::uint16_t>(shape_of(after));
    twist_parity_change_[shape] = static_cast<std::uint8_t>(reading_parity(after));
  }
  const auto for_each_shape_move = [&](unsigned node, auto reach) {
    const unsigned shape = node / 2, parity = node % 2;
    reach(2 * twisted_shape_[shape] + (parity ^ twist_parity_change_[shape]));
    for (unsigned layer = 0; layer < 2; ++layer)
      for (unsigned t = first_[layer][shape]; t < first_[layer][shape + 1]; ++t)
        reach(2 * turns_[layer][t].shape + (parity ^ turns_[layer][t].parity_change));
  };

  // The square shape: each layer placed as solved's top or solved's bottom.
  const State solved = solved_state();
  const unsigned square_layers[2] = {starts(solved.top), starts(solved.bottom)};
  const auto is_square = [&](unsigned layer) {
    return layer == square_layers[0] || layer == square_layers[1];
  };
  std::vector<std::uint8_t> square_of(kTwistableShapes, kUnreached);
  for (unsigned shape = 0; shape < kTwistableShapes; ++shape) {
    const auto [top, bottom] = twistable_shape_starts(shape);
    if (!is_square(top) || !is_square(bottom)) continue;
    square_of[shape] = static_cast<std::uint8_t>(square_shapes_.size());
    square_shapes_.push_back(shape);
  }
  if (square_shapes_.size() != kSquarePlacements)
    throw std::logic_error("square-1: the square shape has " +
                           std::to_string(square_shapes_.size()) + " placements, not 4");
  solved_square_ = square_of[shape_of(solved)];

  // Phase 1's goal: the shapes and parities that phase 2's moves reach
  // from solved's; its table, the distance to the nearest.
  const std::vector<std::uint8_t> within_square = distances_from(
      2 * kTwistableShapes, {2 * shape_of(solved) + (reading_parity(solved) ? 1 : 0)},
      [&](unsigned node, auto reach) {
        for_each_shape_move(node, [&](unsigned to) {
          if (square_of[to / 2] != kUnreached) reach(to);
        });
      });
  std::vector<unsigned> goals;
  for (unsigned node = 0; node < within_square.size(); ++node)
    if (within_square[node] != kUnreached) goals.push_back(node);
  shape_distance_ = distances_from(2 * kTwistableShapes, goals, for_each_shape_move);

  // Phase 2's generators: where each takes the pieces of each reading
  // place, read off solved (whose orders are the identity).
  const std::array<State, kGenerators> generated{turned(solved, 3, 0), turned(solved, 0, 3),
                                                 twisted(solved)};
  std::array<Orders, kGenerators> sources;
  for (unsigned g = 0; g < kGenerators; ++g) sources[g] = reading_orders(generated[g]);
  const auto source_of = [&](unsigned kind, unsigned g) -> const std::array<std::uint8_t, 8>& {
    return kind == 0 ? sources[g].corners : sources[g].edges;
  };
  for (unsigned kind = 0; kind < 2; ++kind) {
    std::vector<std::uint16_t> generator_moves(kOrders * kGenerators);
    std::array<std::uint8_t, 8> order{}, moved_order{};
    for (unsigned rank = 0; rank < kOrders; ++rank) {
      unrank_permutation(rank, order);
      for (unsigned g = 0; g < kGenerators; ++g) {
        const auto& source = source_of(kind, g);
        for (unsigned place = 0; place < 8; ++place) moved_order[place] = order[source[place]];
        generator_moves[rank * kGenerators + g] =
            static_cast<std::uint16_t>(rank_permutation(moved_order));
      }
    }
    std::vector<std::uint16_t>& moves = square_moves_[kind];
    moves.resize(kOrders * kColumns);
    for (unsigned rank = 0; rank < kOrders; ++rank) {
      for (unsigned g = 0; g < 2; ++g) {
        unsigned made = rank;
        for (unsigned power = 1; power <= 3; ++power) {
          made = generator_moves[made * kGenerators + g];
          moves[rank * kColumns + 3 * g + power - 1] = static_cast<std::uint16_t>(made);
        }
      }
      moves[rank * kColumns + kColumns - 1] = generator_moves[rank * kGenerators + kTwistGenerator];
    }
  }

  // Phase 2's moves from each square placement, read as generators made
  // some times: a turn between a layer's two placements moves its corners
  // or its edges by a place, not both.
  const auto column_of = [&](unsigned kind, const std::array<std::uint8_t, 8>& wanted) {
    for (unsigned g = 0; g < kGenerators; ++g) {
      std::array<std::uint8_t, 8> made{0, 1, 2, 3, 4, 5, 6, 7};
      for (unsigned times_made = 0; times_made < (g == kTwistGenerator ? 2 : 4); ++times_made) {
        if (made == wanted)
          return times_made == 0 ? kStay : static_cast<std::uint8_t>(3 * g + times_made - 1);
        const std::array<std::uint8_t, 8> before = made;
        for (unsigned place = 0; place < 8; ++place)
          made[place] = before[source_of(kind, g)[place]];
      }
    }
    throw std::logic_error("square-1: a square move that no generator makes");
  };
  std::vector<std::vector<SquareMove>> moves_from(kSquarePlacements);
  for (unsigned square = 0; square < kSquarePlacements; ++square) {
    const State state = representative(square_shapes_[square]);
    const auto add = [&](const Step& step) {
      const State after = moved(state, step);
      const unsigned to = square_of[shape_of(after)];
      if (to == kUnreached) return;
      const Orders orders = reading_orders(after);
      const Last kind = step.twist ? Last::twist : step.top != 0 ? Last::top : Last::bottom;
      moves_from[square].push_back({step,
                                    static_cast<std::uint8_t>(to),
                                    {column_of(0, orders.corners), column_of(1, orders.edges)},
                                    static_cast<std::uint8_t>(step.twist ? 1 : 0),
                                    kind});
    };
    add(kTwist);
    for (int amount = 1; amount < static_cast<int>(kSlots); ++amount)
      if (twistable(turned(state, amount, 0))) add({written_amount(amount), 0, false});
    for (int amount = 1; amount < static_cast<int>(kSlots); ++amount)
      if (twistable(turned(state, 0, amount))) add({0, written_amount(amount), false});
  }
  // Each list as phase 2 walks it, after each kind of move, with every
  // bottom turn or not: turns in a canonical order, the top's then the
  // bottom's between twists.
  square_moves_from_.resize(kSquarePlacements * 4 * 2);
  for (unsigned square = 0; square < kSquarePlacements; ++square)
    for (const Last last : {Last::none, Last::twist, Last::top, Last::bottom})
      for (const bool every_bottom_turn : {true, false})
        for (const SquareMove& move : moves_from[square]) {
          if (move.kind == Last::twist ? last == Last::twist
              : move.kind == Last::top ? last != Last::none && last != Last::twist
                                       : last == Last::bottom)
            continue;
          if (move.kind == Last::bottom && !every_bottom_turn &&
              (move.step.bottom <= 0 || move.step.bottom >= static_cast<int>(kBottomTurnsUnder)))
            continue;
          square_moves_from_[moves_index(square, last, every_bottom_turn)].push_back(move);
        }

  // Phase 2's tables: breadth-first over its moves, the corners' (or
  // edges') order, the middle and the placement followed.
  for (unsigned kind = 0; kind < 2; ++kind)
    square_distance_[kind] =
        distances_from(static_cast<unsigned>(square_shapes_.size()) * 2 * kOrders,
                       {square_place(solved_square_, 0, 0)}, [&](unsigned node, auto reach) {
                         const unsigned square = node / 2 % kSquarePlacements,
                                        rank = node / (2 * kSquarePlacements), middle = node % 2;
                         for (const SquareMove& move : moves_from[square]) {
                           const unsigned r = moved_rank(kind, rank, move.column[kind]);
                           reach(square_place(move.to, r, middle ^ (move.step.twist ? 1u : 0u)));
                         }
                       });
  for (const auto* table : {&shape_distance_, &square_distance_[0], &square_distance_[1]})
    if (std::find(table->begin(), table->end(), kUnreached) != table->end())
      throw std::logic_error("square-1: a two-phase table has a place no move reaches");
}

unsigned TwoPhaseSearch::shape_distance(const State& state) const {
  const unsigned shape = twistable_shape_number(starts(state.top), starts(state.bottom));
  return shape_distance_.at(2 * shape + (reading_parity(state) ? 1 : 0));
}

unsigned TwoPhaseSearch::square_distance(Pieces pieces, const State& state) const {
  const Orders orders = reading_orders(state);
  const bool corners = pieces == Pieces::corners;
  const auto rank = rank_permutation(corners ? orders.corners : orders.edges);
  const unsigned shape = twistable_shape_number(starts(state.top), starts(state.bottom));
  const auto square = static_cast<std::uint64_t>(
      std::find(square_shapes_.begin(), square_shapes_.end(), shape) - square_shapes_.begin());
  return square_distance_[corners ? 0 : 1].at(square_place(
      static_cast<unsigned>(square), static_cast<unsigned>(rank), state.middle_turned ? 1 : 0));
}

unsigned TwoPhaseSearch::moves_index(unsigned square, Last last, bool every_bottom_turn) {
  return (square * 4 + static_cast<unsigned>(last)) * 2 + (every_bottom_turn ? 1 : 0);
}

unsigned TwoPhaseSearch::moved_rank(unsigned kind, unsigned rank, std::uint8_t column) const {
  return column == kStay ? rank : square_moves_[kind][rank * kColumns + column];
}

unsigned TwoPhaseSearch::square_bound(unsigned square, unsigned corners, unsigned edges,
                                      unsigned middle) const {
  return std::max(square_distance_[0][square_place(square, corners, middle)],
                  square_distance_[1][square_place(square, edges, middle)]);
}

std::vector<Step> TwoPhaseSearch::solve(const State& state) const {
  if (!twistable(state))
    throw std::invalid_argument("square-1: the two-phase search starts where / can be made");
  Search search{state, {}, {}, {}};
  const unsigned shape = twistable_shape_number(starts(state.top), starts(state.bottom));
  const unsigned parity = reading_parity(state) ? 1 : 0;
  for (unsigned length = shape_distance_[2 * shape + parity]; length < kPhase1Limit; ++length) {
    if (!phase1(search, shape, parity, length, Last::none)) continue;
    std::vector<Step> steps;
    for (const Step& step : search.phase1_steps) append_reduced(steps, step);
    for (const Step& step : search.phase2_steps) append_reduced(steps, step);
    return steps;
  }
  throw std::logic_error("square-1: no two-phase solution within " +
                         std::to_string(kPhase1Limit - 1) + " moves in phase 1");
}

bool TwoPhaseSearch::phase1(Search& search, unsigned shape, unsigned parity, unsigned remaining,
                            Last last) const {
  if (remaining == 0) return phase2_from(search, last);
  // As TNoodle: from the square shape, fewer than 4 moves would leave it
  // only to come back (a single move, to stay, is phase 2's work).
  if (remaining < 4 && shape_distance_[2 * shape + parity] == 0) return false;
  const auto try_move = [&](unsigned to, unsigned to_parity, const Step& step, Last kind) {
    if (shape_distance_[2 * to + to_parity] >= remaining) return false;
    search.phase1_steps.push_back(step);
    if (phase1(search, to, to_parity, remaining - 1, kind)) return true;
    search.phase1_steps.pop_back();
    return false;
  };
  if (last != Last::twist &&
      try_move(twisted_shape_[shape], parity ^ twist_parity_change_[shape], kTwist, Last::twist))
    return true;
  // Turns in a canonical order: the top's, then the bottom's, between twists.
  for (unsigned layer = 0; layer < 2; ++layer) {
    if (layer == 0 ? last != Last::none && last != Last::twist : last == Last::bottom) continue;
    for (unsigned t = first_[layer][shape]; t < first_[layer][shape + 1]; ++t) {
      const ShapeTurn& turn = turns_[layer][t];
      if (layer == 1 && turn.amount >= kBottomTurnsUnder) continue;
      const int amount = written_amount(turn.amount);
      const Step step = layer == 0 ? Step{amount, 0, false} : Step{0, amount, false};
      if (try_move(turn.shape, parity ^ turn.parity_change, step,
                   layer == 0 ? Last::top : Last::bottom))
        return true;
    }
  }
  return false;
}

bool TwoPhaseSearch::phase2_from(Search& search, Last last) const {
  State state = search.start;
  for (const Step& step : search.phase1_steps) state = moved(state, step);
  const unsigned shape = twistable_shape_number(starts(state.top), starts(state.bottom));
  const auto square = static_cast<unsigned>(
      std::find(square_shapes_.begin(), square_shapes_.end(), shape) - square_shapes_.begin());
  const Orders orders = reading_orders(state);
  const auto corners = static_cast<unsigned>(rank_permutation(orders.corners));
  const auto edges = static_cast<unsigned>(rank_permutation(orders.edges));
  const unsigned middle = state.middle_turned ? 1 : 0;
  const std::uint64_t key =
      ((static_cast<std::uint64_t>(square) * kOrders + corners) * kOrders + edges) * 8 +
      middle * 4 + static_cast<unsigned>(last);
  if (!search.tried.insert(key).second) return false;
  // One depth-first search, which takes the first solution it meets, not
  // the shortest: deepening the bound one move at a time (the shortest)
  // took about 1.4 times as long, for 0.1 twists less on average.
  const unsigned bound = square_bound(square, corners, edges, middle);
  return bound < kPhase2Limit && phase2(search, square, corners, edges, middle,
                                        std::min(kPhase2Limit - 1, bound + kPhase2Slack), last);
}

bool TwoPhaseSearch::phase2(Search& search, unsigned square, unsigned corners, unsigned edges,
                            unsigned middle, unsigned remaining, Last last) const {
  if (square_bound(square, corners, edges, middle) == 0) return true;
  if (remaining == 0) return false;
  const bool every_bottom_turn = remaining <= kEveryBottomTurnWithin;
  for (const SquareMove& move : square_moves_from_[moves_index(square, last, every_bottom_turn)]) {
    // The edges' move and bound only when the corners' allow the move.
    const unsigned m = middle ^ move.middle_change;
    const unsigned c = moved_rank(0, corners, move.column[0]);
    if (square_distance_[0][square_place(move.to, c, m)] >= remaining) continue;
    const unsigned e = moved_rank(1, edges, move.column[1]);
    if (square_distance_[1][square_place(move.to, e, m)] >= remaining) continue;
    search.phase2_steps.push_back(move.step);
    if (phase2(search, move.to, c, e, m, remaining - 1, move.kind)) return true;
    search.phase2_steps.pop_back();
  }
  return false;
}

const TwoPhaseSearch& two_phase_search() {
  static const TwoPhaseSearch search;
  return search;
}

}  // namespace puzzletab::square1
