#include <doctest/doctest.h>

#include <array>
#include <map>
#include <queue>
#include <random>
#include <string>
#include <vector>

#include "puzzles/msquare.h"

using namespace puzzletab;
using msquare::Sheet;

namespace {

// The transformations written out independently of src/msquare.cpp, from
// the pictures in the problem statement: 1234/8765 becomes
// A: 8765/1234, B: 4123/5876, C: 1724/8635 (clockwise reading of the sheet).
Sheet plain_move(const Sheet& s, char move) {
  // Clockwise reading: top row s[0..3] left to right, bottom row s[7..4] left to right.
  std::array<std::uint8_t, 4> top{s[0], s[1], s[2], s[3]};
  std::array<std::uint8_t, 4> bottom{s[7], s[6], s[5], s[4]};
  if (move == 'A') {
    std::swap(top, bottom);
  } else if (move == 'B') {
    top = {top[3], top[0], top[1], top[2]};
    bottom = {bottom[3], bottom[0], bottom[1], bottom[2]};
  } else {
    const auto t1 = top[1], t2 = top[2], b1 = bottom[1], b2 = bottom[2];
    top[1] = b1;
    top[2] = t1;
    bottom[2] = t2;
    bottom[1] = b2;
  }
  return {top[0], top[1], top[2], top[3], bottom[3], bottom[2], bottom[1], bottom[0]};
}

// Forward BFS from the initial sheet, expanding A, B, C in order: the first
// time a sheet is reached, its path is the lexically earliest shortest one.
std::map<Sheet, std::string> plain_bfs_all(const Sheet& from = msquare::initial_sheet()) {
  std::map<Sheet, std::string> path;
  std::queue<Sheet> queue;
  path[from] = "";
  queue.push(from);
  while (!queue.empty()) {
    const Sheet s = queue.front();
    queue.pop();
    for (const char m : {'A', 'B', 'C'}) {
      const Sheet t = plain_move(s, m);
      if (path.emplace(t, path[s] + m).second) queue.push(t);
    }
  }
  return path;
}

// A sheet as an octal number: an index that owes nothing to src/rank.
std::uint32_t octal(const Sheet& s) {
  std::uint32_t code = 0;
  for (const auto c : s) code = code * 8 + c;
  return code;
}

// The seed's method for one target: reverse BFS from the target, then walk
// forward from the initial sheet taking the first letter that gets closer.
std::string seed_method(const Sheet& target) {
  static std::vector<std::int8_t> dist(1u << 24, -1);
  std::vector<Sheet> queue{target};
  dist[octal(target)] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const Sheet s = queue[head];
    for (unsigned m = 0; m < 3; ++m) {
      const Sheet p = msquare::apply_move_inverse(s, m);
      if (dist[octal(p)] < 0) {
        dist[octal(p)] = static_cast<std::int8_t>(dist[octal(s)] + 1);
        queue.push_back(p);
      }
    }
  }
  std::string moves;
  Sheet s = msquare::initial_sheet();
  while (s != target) {
    for (const char m : {'A', 'B', 'C'}) {
      const Sheet t = plain_move(s, m);
      if (dist[octal(t)] == dist[octal(s)] - 1) {
        moves.push_back(m);
        s = t;
        break;
      }
    }
  }
  for (const Sheet& q : queue) dist[octal(q)] = -1;
  return moves;
}

}  // namespace

TEST_CASE("the library's moves are the ones in the statement") {
  const Sheet initial = msquare::initial_sheet();
  for (unsigned m = 0; m < 3; ++m) {
    CHECK(msquare::apply_move(initial, m) == plain_move(initial, "ABC"[m]));
    CHECK(msquare::apply_move_inverse(msquare::apply_move(initial, m), m) == initial);
  }
  // The statement's pictures, as colours 1..8 less one.
  CHECK(msquare::apply_move(initial, 0) == Sheet{7, 6, 5, 4, 3, 2, 1, 0});
  CHECK(msquare::apply_move(initial, 1) == Sheet{3, 0, 1, 2, 5, 6, 7, 4});
  CHECK(msquare::apply_move(initial, 2) == Sheet{0, 6, 1, 3, 4, 2, 5, 7});
}

TEST_CASE("every one of the 40320 targets gets the lexically earliest shortest answer") {
  const auto table = msquare::build_table();
  const auto expected = plain_bfs_all();
  REQUIRE(expected.size() == msquare::kStates);
  std::size_t longest = 0;
  for (const auto& [target, moves] : expected) {
    const std::string answer = msquare::solve(target, table.view());
    REQUIRE(answer == moves);
    Sheet s = msquare::initial_sheet();
    for (const char m : answer) s = plain_move(s, m);
    REQUIRE(s == target);
    longest = std::max(longest, answer.size());
  }
  CHECK(longest == msquare::kMaxDistance);
}

TEST_CASE("the seed's sample, and random targets against the seed's per-target method") {
  const auto table = msquare::build_table();
  CHECK(msquare::solve(Sheet{1, 5, 7, 3, 4, 6, 2, 0}, table.view()) == "BCABCCB");
  CHECK(msquare::solve(msquare::initial_sheet(), table.view()).empty());
  std::mt19937 rng(1996);
  for (int i = 0; i < 300; ++i) {
    Sheet target = msquare::initial_sheet();
    std::shuffle(target.begin(), target.end(), rng);
    CAPTURE(i);
    REQUIRE(msquare::solve(target, table.view()) == seed_method(target));
  }
}

TEST_CASE("any start sheet: every target from a few random starts, against a plain BFS") {
  const auto table = msquare::build_table();
  std::mt19937 rng(8);
  for (int trial = 0; trial < 3; ++trial) {
    Sheet from = msquare::initial_sheet();
    std::shuffle(from.begin(), from.end(), rng);
    const auto expected = plain_bfs_all(from);
    REQUIRE(expected.size() == msquare::kStates);
    for (const auto& [target, moves] : expected)
      REQUIRE(msquare::solve(from, target, table.view()) == moves);
  }
}
