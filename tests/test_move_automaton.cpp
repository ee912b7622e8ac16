#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "puzzles/sliding/move_automaton.h"
#include "sanitized.h"

using puzzletab::sliding::MoveAutomaton;

namespace {

// Strings of moves as chars 0-3 (u, d, l, r).
using Moves = std::string;

std::set<Moves> as_set(const std::vector<std::vector<std::uint8_t>>& strings) {
  std::set<Moves> out;
  for (const auto& s : strings) out.insert(Moves(s.begin(), s.end()));
  return out;
}

// A plain model: every string of up to `length` moves (the move back
// included), each played on a board without edges from the blank at the
// origin; its effect, the tiles off their cells by (row, column), and the
// rows and columns it visits.
struct Played {
  std::map<std::pair<int, int>, std::pair<int, int>> moved;  // cell -> tile's first cell
  int top = 0, bottom = 0, left = 0, right = 0;
};

Played play(const Moves& moves) {
  const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
  std::map<std::pair<int, int>, std::pair<int, int>> tile;  // cells whose tile is known
  const auto at = [&](std::pair<int, int> c) {
    const auto it = tile.find(c);
    return it == tile.end() ? c : it->second;
  };
  Played out;
  std::pair<int, int> blank{0, 0};
  tile[blank] = blank;
  for (const char m : moves) {
    const auto k = static_cast<unsigned>(m);
    const std::pair<int, int> from{blank.first + dr[k], blank.second + dc[k]};
    const auto sliding = at(from);
    tile[blank] = sliding;
    tile[from] = {0, 0};
    blank = from;
    out.top = std::min(out.top, blank.first);
    out.bottom = std::max(out.bottom, blank.first);
    out.left = std::min(out.left, blank.second);
    out.right = std::max(out.right, blank.second);
  }
  for (const auto& [c, t] : tile)
    if (c != t) out.moved[c] = t;
  return out;
}

// Every string of 0..length moves, shorter first, then in lexical order.
std::vector<Moves> all_strings(unsigned length) {
  std::vector<Moves> out{Moves{}};
  for (std::size_t from = 0; out[from].size() < length; ++from)
    for (char m = 0; m < 4; ++m) {
      Moves s = out[from];
      s.push_back(m);
      out.push_back(s);
    }
  return out;
}

// The strings some earlier string (shorter, or as long and lexically
// earlier, among all strings) does the same as, within their rows and
// columns; of those, the ones holding no other.
std::set<Moves> minimal_dominated(unsigned length) {
  const std::vector<Moves> strings = all_strings(length);
  std::map<std::map<std::pair<int, int>, std::pair<int, int>>, std::vector<Played>> seen;
  std::set<Moves> dominated;
  for (const Moves& s : strings) {
    Played p = play(s);
    auto& earlier = seen[p.moved];
    if (std::any_of(earlier.begin(), earlier.end(), [&](const Played& e) {
          return e.top >= p.top && e.bottom <= p.bottom && e.left >= p.left && e.right <= p.right;
        }))
      dominated.insert(s);
    earlier.push_back(p);
  }
  std::set<Moves> minimal;
  for (const Moves& s : dominated) {
    bool holds = false;
    for (std::size_t i = 0; i < s.size() && !holds; ++i)
      for (std::size_t n = 1; i + n <= s.size() && !holds; ++n)
        if (n < s.size()) holds = dominated.contains(s.substr(i, n));
    if (!holds) minimal.insert(s);
  }
  return minimal;
}

}  // namespace

TEST_CASE("move automaton: the strings are those a plain enumeration finds") {
  for (const unsigned length : {2u, 6u, kSanitized ? 8u : 10u}) {
    CAPTURE(length);
    const MoveAutomaton automaton(length);
    const std::set<Moves> got = as_set(automaton.strings());
    CHECK(got.size() == automaton.strings().size());
    CHECK(got == minimal_dominated(length));
  }
  // The move back, and the two halves of a turn round a 2x2 block.
  const MoveAutomaton six(6);
  CHECK(six.strings().size() == 8);
  const std::set<Moves> got = as_set(six.strings());
  CHECK(got.contains(Moves{1, 0}));               // d u: nothing
  CHECK(got.contains(Moves{3, 1, 2, 0, 3, 1}));   // r d l u r d: d r u l d r
  CHECK(!got.contains(Moves{1, 3, 0, 2, 1, 3}));  // the earlier half
  CHECK_THROWS_AS(MoveAutomaton(MoveAutomaton::kMaxLength + 1), std::invalid_argument);
}

TEST_CASE("move automaton: a walk is pruned exactly when it ends with one of the strings") {
  const MoveAutomaton automaton(kSanitized ? 8 : 10);
  std::mt19937 rng(44);
  for (int walk = 0; walk < 2000; ++walk) {
    std::vector<std::uint8_t> moves;
    MoveAutomaton::State state = MoveAutomaton::kStart;
    for (int i = 0; i < 40; ++i) {
      const auto m = static_cast<std::uint8_t>(rng() % 4);
      const MoveAutomaton::State next = automaton.next(state, m);
      moves.push_back(m);
      bool ends_with_one = false;
      for (const auto& s : automaton.strings())
        ends_with_one |=
            s.size() <= moves.size() && std::equal(s.rbegin(), s.rend(), moves.rbegin());
      REQUIRE((next == MoveAutomaton::kPruned) == ends_with_one);
      if (ends_with_one)
        moves.pop_back();  // the walk goes on without it
      else
        state = next;
    }
    CHECK(automaton.after(moves.data(), static_cast<unsigned>(moves.size())) == state);
  }
}
