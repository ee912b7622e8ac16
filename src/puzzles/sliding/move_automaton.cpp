#include "puzzles/sliding/move_automaton.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <queue>
#include <stdexcept>
#include <utility>

namespace puzzletab::sliding {
namespace {

// The blank's step for each move, u, d, l, r, on a board without edges.
constexpr std::array<int, 4> kRowStep{-1, 1, 0, 0};
constexpr std::array<int, 4> kColumnStep{0, 0, -1, 1};

// The cells the blank visits, rows and columns from its start.
struct Box {
  std::int8_t top = 0, bottom = 0, left = 0, right = 0;
  bool within(const Box& other) const {
    return top >= other.top && bottom <= other.bottom && left >= other.left && right <= other.right;
  }
  Box with(int row, int column) const {
    return {static_cast<std::int8_t>(std::min<int>(top, row)),
            static_cast<std::int8_t>(std::max<int>(bottom, row)),
            static_cast<std::int8_t>(std::min<int>(left, column)),
            static_cast<std::int8_t>(std::max<int>(right, column))};
  }
};

// A board without edges as far as max_length moves reach, every tile (the
// blank too) named by the cell it starts on, and a hash of which tiles
// are off their cells: equal boards hash equal, and moves update it.
class Grid {
 public:
  explicit Grid(unsigned max_length)
      : side_(2 * static_cast<int>(max_length) + 1),
        tiles_(static_cast<std::size_t>(side_ * side_)) {
    for (std::size_t c = 0; c < tiles_.size(); ++c) tiles_[c] = static_cast<int>(c);
    blank_ = side_ * (side_ / 2) + side_ / 2;
    blank_tile_ = blank_;
  }

  // The blank's move m; the same move's inverse undoes it.
  void move(unsigned m) {
    const int from = blank_ + kRowStep[m] * side_ + kColumnStep[m];
    const int tile = tiles_[static_cast<std::size_t>(from)];
    hash_ ^=
        key(blank_, blank_tile_) ^ key(from, tile) ^ key(blank_, tile) ^ key(from, blank_tile_);
    tiles_[static_cast<std::size_t>(blank_)] = tile;
    tiles_[static_cast<std::size_t>(from)] = blank_tile_;
    blank_ = from;
  }
  std::uint64_t hash() const { return hash_; }
  // Each cell whose tile is not its own, with that tile, in cell order.
  std::vector<std::pair<int, int>> moved() const {
    std::vector<std::pair<int, int>> out;
    for (std::size_t c = 0; c < tiles_.size(); ++c)
      if (tiles_[c] != static_cast<int>(c)) out.emplace_back(static_cast<int>(c), tiles_[c]);
    return out;
  }

 private:
  // A tile on its own cell counts nothing; any other (cell, tile) a
  // random-looking word (splitmix64's finaliser of the pair's number).
  std::uint64_t key(int cell, int tile) const {
    if (cell == tile) return 0;
    std::uint64_t z =
        static_cast<std::uint64_t>(cell) * tiles_.size() + static_cast<std::uint64_t>(tile) + 1;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }

  int side_;
  std::vector<int> tiles_;
  int blank_ = 0;
  int blank_tile_ = 0;
  std::uint64_t hash_ = 0;
};

// What a string does (Grid::moved), worked out again when two hashes
// agree: the hash only finds candidates.
std::vector<std::pair<int, int>> effect(std::uint32_t moves, unsigned length, unsigned max_length) {
  Grid grid(max_length);
  for (unsigned i = 0; i < length; ++i) grid.move(moves >> (2 * i) & 3);
  return grid.moved();
}

// The strings to recognise, found length by length, each length's strings
// walked in lexical order through the automaton of the shorter ones found
// (so no string holding one is walked): a string is one when a string met
// before it, shorter or as long and earlier, does the same within its box.
class StringFinder {
 public:
  explicit StringFinder(unsigned max_length) : max_length_(max_length), grid_(max_length) {}

  std::vector<std::vector<std::uint8_t>> find() {
    meet(Box{});  // the empty string
    for (length_ = 1; length_ <= max_length_; ++length_) {
      const MoveAutomaton shorter(found_);
      walk(shorter, MoveAutomaton::kStart, Box{}, 0, 0);
    }
    return found_;
  }

 private:
  // A string met, its moves two bits each, the first lowest, and its
  // board's hash; slots of an open-addressing table by that hash (Grid's
  // hashes are as good as random), empty where length is kEmpty.
  struct Met {
    std::uint64_t hash = 0;
    std::uint32_t moves = 0;
    Box box;
    std::uint8_t length = kEmpty;
  };
  static constexpr std::uint8_t kEmpty = 0xFF;

  void walk(const MoveAutomaton& shorter, MoveAutomaton::State state, Box box, int row,
            int column) {
    if (path_.size() == length_) {
      if (!meet(box)) found_.push_back(path_);
      return;
    }
    for (unsigned m = 0; m < 4; ++m) {
      const MoveAutomaton::State next = shorter.next(state, m);
      if (next == MoveAutomaton::kPruned) continue;
      const int r = row + kRowStep[m], c = column + kColumnStep[m];
      grid_.move(m);
      path_.push_back(static_cast<std::uint8_t>(m));
      walk(shorter, next, box.with(r, c), r, c);
      path_.pop_back();
      grid_.move(m ^ 1u);  // u<->d, l<->r
    }
  }

  // Records the path's board, or false when a string met before does the
  // same within its box.
  bool meet(Box box) {
    const std::uint64_t hash = grid_.hash();
    const std::size_t mask = met_.size() - 1;
    std::size_t slot = hash & mask;
    for (; met_[slot].length != kEmpty; slot = (slot + 1) & mask) {
      const Met& earlier = met_[slot];
      if (earlier.hash == hash && earlier.box.within(box) &&
          effect(earlier.moves, earlier.length, max_length_) == grid_.moved())
        return false;
    }
    std::uint32_t moves = 0;
    for (std::size_t i = 0; i < path_.size(); ++i) moves |= std::uint32_t{path_[i]} << (2 * i);
    met_[slot] = {hash, moves, box, static_cast<std::uint8_t>(path_.size())};
    if (++met_count_ * 2 > met_.size()) grow();
    return true;
  }

  // Twice the slots, every string met placed again.
  void grow() {
    std::vector<Met> old(met_.size() * 2);
    old.swap(met_);
    const std::size_t mask = met_.size() - 1;
    for (const Met& m : old) {
      if (m.length == kEmpty) continue;
      std::size_t slot = m.hash & mask;
      while (met_[slot].length != kEmpty) slot = (slot + 1) & mask;
      met_[slot] = m;
    }
  }

  unsigned max_length_;
  unsigned length_ = 0;
  Grid grid_;
  std::vector<std::uint8_t> path_;
  std::vector<Met> met_ = std::vector<Met>(std::size_t{1} << 10);
  std::size_t met_count_ = 0;
  std::vector<std::vector<std::uint8_t>> found_;
};

}  // namespace

// Aho and Corasick's automaton over the strings' trie: a state is a node
// that ends no string (no string holds another, so only the strings' own
// last nodes do), and a move leads to the node of the longest suffix of
// the moves so far that the trie holds.
MoveAutomaton::MoveAutomaton(unsigned max_length)
    : MoveAutomaton(StringFinder(max_length <= kMaxLength
                                     ? max_length
                                     : throw std::invalid_argument("move strings of at most 16"))
                        .find()) {}

MoveAutomaton::MoveAutomaton(const std::vector<std::vector<std::uint8_t>>& strings) {
  std::vector<std::array<int, 4>> child(1, {-1, -1, -1, -1});
  std::vector<bool> ends(1, false);
  for (const auto& s : strings) {
    int node = 0;
    for (const std::uint8_t m : s) {
      const auto n = static_cast<std::size_t>(node);
      if (child[n][static_cast<unsigned>(m)] < 0) {
        child[n][static_cast<unsigned>(m)] = static_cast<int>(child.size());
        child.push_back({-1, -1, -1, -1});
        ends.push_back(false);
      }
      node = child[n][static_cast<unsigned>(m)];
    }
    ends[static_cast<std::size_t>(node)] = true;
  }
  strings_ = strings;
  // Breadth first, each node's moves completed from its longest proper
  // suffix's (`fail`), which is nearer the root and so done already.
  std::vector<std::array<int, 4>> go = child;
  std::vector<int> fail(child.size(), 0);
  std::queue<int> queue;
  for (unsigned m = 0; m < 4; ++m) {
    if (go[0][m] < 0)
      go[0][m] = 0;
    else
      queue.push(go[0][m]);
  }
  while (!queue.empty()) {
    const int node = queue.front();
    queue.pop();
    for (unsigned m = 0; m < 4; ++m) {
      const int c = child[static_cast<std::size_t>(node)][m];
      const int by_suffix = go[static_cast<std::size_t>(fail[static_cast<std::size_t>(node)])][m];
      if (c < 0) {
        go[static_cast<std::size_t>(node)][m] = by_suffix;
      } else {
        fail[static_cast<std::size_t>(c)] = by_suffix;
        queue.push(c);
      }
    }
  }
  std::vector<State> number(child.size(), kPruned);
  State count = 0;
  for (std::size_t node = 0; node < child.size(); ++node)
    if (!ends[node]) number[node] = count++;
  next_.reserve(std::size_t{count} * 4);
  for (std::size_t node = 0; node < child.size(); ++node)
    if (!ends[node])
      for (unsigned m = 0; m < 4; ++m)
        next_.push_back(number[static_cast<std::size_t>(go[node][m])]);
}

MoveAutomaton::State MoveAutomaton::after(const std::uint8_t* moves, unsigned count) const {
  State state = kStart;
  for (unsigned i = 0; i < count && state != kPruned; ++i) state = next(state, moves[i]);
  return state;
}

const MoveAutomaton& short_move_automaton() {
  static const MoveAutomaton automaton(2);
  return automaton;
}

const MoveAutomaton& long_move_automaton() {
  static const MoveAutomaton automaton(12);
  return automaton;
}

}  // namespace puzzletab::sliding
