// The positions a few moves from the goal, whole rather than projected, as
// twsearch's pruning tables hold them (query --build-pruning): every
// position is hashed to one of 2^k entries, and an entry keeps the least
// distance of the positions within the table's depth hashed to it. So an
// entry bounds every position hashed there (a position beyond the depth
// that shares an entry with a nearer one is bounded too low, never too
// high), and a position whose entry is empty is beyond the depth. Near the
// goal, where a projection's table sees only a part, this one sees the
// whole: an 8-move scramble's search needs no node within the depth of the
// goal but those on a path to it.
#pragma once

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/zeroed_words.h"
#include "puzzles/definition/permutation_model.h"

namespace puzzletab::definition {

// How many times a count is expected to grow at the next step, having
// grown from `before` to `last` at this one (at least once; a count from
// nothing grows as from one): the tables built in a run estimate their next
// layer or depth so.
inline std::uint64_t growth(std::uint64_t last, std::uint64_t before) {
  before = std::max<std::uint64_t>(1, before);
  return std::max<std::uint64_t>(1, (last + before - 1) / before);
}

class NearGoalTable {
 public:
  // Entries for `bytes` (two a byte, a power of two of them, at least 16),
  // those of `first_bytes` only until the positions entered would pass a
  // quarter of them: a small puzzle's run zeroes few pages, and a larger
  // one's walks its first depths twice.
  NearGoalTable(const PermutationModel& model, std::uint64_t bytes,
                std::uint64_t first_bytes = std::uint64_t{1} << 15);

  // Every position within depth() moves of the goal has an entry of at
  // most its distance.
  unsigned depth() const { return depth_; }
  // The entries it has now.
  std::uint64_t entries() const { return entries_; }
  // A lower bound on the state's distance: its entry's, or depth() + 1
  // when no position within depth() is hashed there.
  unsigned bound(const State& state) const { return bound_at(index(state)); }

  // A position's key: the exclusive or of a random word for each slot's
  // piece and orientation (Zobrist's hashing), so that a child's key is
  // its parent's changed only at the slots the move changes, with no
  // child State made.
  std::uint64_t key(const State& state) const;
  std::uint64_t child_key(const State& parent, std::uint64_t parent_key, unsigned move) const {
    std::uint64_t key = parent_key;
    for (const auto& change : model_->changes(move)) {
      const unsigned modulus = model_->modulus_of(change.slot);
      const unsigned piece = parent.pieces[change.source];
      unsigned twist = parent.twists[change.source] + change.turn;
      if (twist >= modulus) twist -= modulus;
      if (model_->has_unknown_twists() && model_->twist_unknown(change.slot, piece)) twist = 0;
      key ^= word(change.slot, parent.pieces[change.slot], parent.twists[change.slot]) ^
             word(change.slot, piece, twist);
    }
    return key;
  }
  // A key's entry, and the entry's bound, in two steps so that many
  // entries are asked of memory before the first is read.
  std::uint64_t index_of(std::uint64_t key) const {
    key ^= key >> 33;
    key *= 0xFF51AFD7ED558CCDull;
    key ^= key >> 33;
    return key >> shift_;
  }
  std::uint64_t index(const State& state) const { return index_of(key(state)); }
  void prefetch(std::uint64_t index) const { __builtin_prefetch(&words_[index >> 4]); }
  unsigned bound_at(std::uint64_t index) const {
    const auto entry = static_cast<unsigned>(words_[index >> 4] >> (index & 15) * 4 & 0xFu);
    return entry == 0 ? depth_ + 1 : entry - 1;
  }
  // The moves one depth more tries at its last step (its cost; with
  // Illegal lines, more than the sequences it enters): the last depth's,
  // grown as they grew from the one before.
  std::uint64_t next_estimate() const;
  // Whether one depth more would be expected to fill more than a quarter
  // of the entries (or pass the most an entry holds): every position it
  // enters bounds the positions beyond that share its entry by less.
  bool full() const;
  // One depth more: every sequence of depth() + 1 moves walked from the
  // goal on every core, the positions it ends at entered where their
  // entries are empty (nearer ones have theirs already).
  void deepen();

 private:
  std::uint64_t word(unsigned slot, unsigned piece, unsigned twist) const {
    return words_of_[first_word_[slot] + piece * model_->modulus_of(slot) + twist];
  }
  // Gives the entry `at` `value` (a distance plus one) if it is empty;
  // whether it was.
  bool enter(std::uint64_t at, unsigned value);
  // The entries filled once one depth more is: those filled, and the last
  // depth's grown as they grew from the one before.
  std::uint64_t next_filled() const;
  // Walks every sequence of `depth` moves from the goal, on every core;
  // the entries it filled and the moves it tried at the last step.
  std::pair<std::uint64_t, std::uint64_t> walk_depth(unsigned depth);
  // Walks the sequences below `at` (key `key`, a sequence ending in `last`)
  // with `left` moves to go, at least one, entering their ends with
  // `value`; the entries it filled (and adds the moves tried at the last
  // step to `tried`).
  std::uint64_t walk(const State& at, std::uint64_t key, unsigned last, unsigned left,
                     unsigned value, std::uint64_t& tried);

  const PermutationModel* model_;
  MoveSuccession succession_;
  std::vector<std::uint64_t> words_of_;    // by slot, piece and orientation
  std::vector<std::uint32_t> first_word_;  // each slot's first
  unsigned shift_;                         // 64 less the index's bits
  std::uint64_t most_entries_;
  std::uint64_t entries_;
  ZeroedWords words_;  // 16 entries a word
  unsigned depth_ = 0;
  std::uint64_t filled_ = 1;
  std::vector<std::uint64_t> tried_{1};    // the moves tried at the last step, by depth
  std::vector<std::uint64_t> entered_{1};  // the entries filled, by depth
};

}  // namespace puzzletab::definition
