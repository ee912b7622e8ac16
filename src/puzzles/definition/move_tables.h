// A definition's moves as table lookups: a position as one coordinate per
// part (the arrangement of an orbit's pieces, or its orientations), a move
// as one lookup per part, and the rank as a sum of one lookup per part.
// The ranking is a sum of digits each read from one part, so a part's
// share of the rank is a function of its coordinate alone. A walk step is
// then a few lookups instead of a State moved and ranked: one 8-byte load
// a part gives both the coordinate after the move and its share.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "core/parallel.h"
#include "puzzles/definition/permutation_model.h"

namespace puzzletab::definition {

class MoveTables {
 public:
  // Entries in all parts' move tables together, at most this many (32 MB of Steps).
  static constexpr std::uint64_t kMaxEntries = std::uint64_t{1} << 22;
  // The most parts that change, after small ones are merged; kept small
  // because a walk copies its Coordinates at every step.
  static constexpr unsigned kMaxParts = 8;
  // Parts are merged, smallest first, while the merged part has at most
  // this many values: a Pyraminx's four centres (3 values each) and its
  // edges' orientations (32) become one part of 2,592 values, so a move
  // tried is 2 lookups, not 6.
  static constexpr std::uint64_t kMergedValues = std::uint64_t{1} << 16;

  struct Coordinates {
    std::array<std::uint32_t, kMaxParts> part{};
  };

  // Nothing when the tables would hold more than kMaxEntries, or have more
  // than kMaxParts parts, or for unknown orientations (`?`). Built by
  // moving the model's States: a few milliseconds for the shipped puzzles.
  static std::optional<MoveTables> build(const PermutationModel& model);

  unsigned part_count() const { return static_cast<unsigned>(parts_.size()); }
  Coordinates coordinates(const State& state) const;
  // The same, or nothing for a State with a value the moves never make
  // (a rank the ranking numbers that no position has).
  std::optional<Coordinates> made_coordinates(const State& state) const;
  // Moves `from` by `move` into `to`, and returns the rank of `to`.
  std::uint64_t apply(const Coordinates& from, unsigned move, Coordinates& to) const {
    // Ranks are below 2^32 (kMaxPositions), so shares add modulo 2^32.
    std::uint32_t r = base_;
    // Held in locals: the stores to `to` could otherwise alias them, and
    // each would be read again for every part.
    const Part* const parts = parts_.data();
    const unsigned count = part_count();
    const unsigned moves = move_count_;
    for (unsigned p = 0; p < count; ++p) {
      const Step step = parts[p].steps[from.part[p] * moves + move];
      to.part[p] = step.next;
      r += step.share;
    }
    return r;
  }
  std::uint64_t rank(const Coordinates& c) const {
    std::uint32_t r = base_;
    for (unsigned p = 0; p < parts_.size(); ++p) r += parts_[p].share[c.part[p]];
    return r;
  }

  // A breadth-first search's next layer: of every move's neighbour of the
  // positions of `layer` (part_count() coordinates each), those
  // `claim(rank)` takes, as their coordinates. On every core; each
  // position's neighbours are asked of memory (`touch(rank)`) while the
  // previous position's are claimed, so that their cache misses overlap (a
  // claim reads a random byte of a table of up to 2^31 entries).
  template <typename Touch, typename Claim>
  std::vector<std::uint32_t> next_layer(std::span<const std::uint32_t> layer, Touch touch,
                                        Claim claim) const;

 private:
  struct Step {
    std::uint32_t next;   // the coordinate after the move
    std::uint32_t share;  // and its share of the rank
  };
  // Keys numbered in the order they are first inserted: open addressing,
  // linear probing, a key and its number a slot. (An unordered_map spent
  // most of a build missing the cache on its nodes and allocating one for
  // every value a move made, new or not.)
  class KeyNumbers {
   public:
    KeyNumbers();
    // The key's number, and whether it is new (then numbered size() before).
    std::pair<std::uint32_t, bool> insert(std::uint64_t key);
    std::optional<std::uint32_t> find(std::uint64_t key) const;
    std::uint32_t size() const { return count_; }

   private:
    static constexpr std::uint32_t kEmpty = 0xFFFFFFFF;
    struct Slot {
      std::uint64_t key = 0;
      std::uint32_t number = kEmpty;
    };
    std::size_t home(std::uint64_t key) const;
    void grow();
    std::vector<Slot> slots_;
    unsigned shift_;  // 64 less log2 of the slots
    std::uint32_t count_ = 0;
  };
  // An orbit's pieces or its orientations: the values the moves make from
  // solved, numbered as a search finds them, each keyed by its slots'
  // values packed `bits` a slot.
  struct Component {
    std::vector<std::uint8_t> slots;
    bool twists = false;  // else the pieces
    unsigned bits = 4;    // a slot's value in a key
    KeyNumbers index_of;
  };
  // One or more components: the coordinate numbers their values together,
  // the first component's most significant.
  struct Part {
    std::vector<Component> components;
    std::vector<std::uint32_t> share;  // [coordinate]: the part's share of the rank, modulo 2^32
    std::vector<Step> steps;           // [coordinate * move_count + move]
    std::uint32_t size() const { return static_cast<std::uint32_t>(share.size()); }
  };

  static Part merge(const Part& a, const Part& b, unsigned moves);
  static std::optional<std::uint32_t> coordinate(const Part& part, const State& state);

  unsigned move_count_ = 0;
  std::uint32_t base_ = 0;  // the rank of solved, less every part's share at solved, modulo 2^32
  std::vector<Part> parts_;
};

template <typename Touch, typename Claim>
std::vector<std::uint32_t> MoveTables::next_layer(std::span<const std::uint32_t> layer, Touch touch,
                                                  Claim claim) const {
  constexpr std::uint64_t kChunk = 4096;
  const unsigned parts = part_count();
  const unsigned moves = move_count_;
  const std::uint64_t count = layer.size() / parts;
  return parallel_gather<std::uint32_t>(
      count, kChunk, [&](std::uint64_t begin, std::uint64_t end, std::vector<std::uint32_t>& out) {
        // Two positions' neighbours, alternately: the one being asked for and
        // the one being claimed.
        std::vector<Coordinates> after(std::size_t{2} * moves);
        std::vector<std::uint64_t> rank(std::size_t{2} * moves);
        Coordinates at;
        for (std::uint64_t i = begin; i <= end; ++i) {
          const unsigned asked = (i & 1u) * moves;
          const unsigned claimed = moves - asked;
          if (i < end) {
            std::copy_n(layer.begin() + static_cast<std::ptrdiff_t>(i * parts), parts,
                        at.part.begin());
            for (unsigned m = 0; m < moves; ++m) {
              rank[asked + m] = apply(at, m, after[asked + m]);
              touch(rank[asked + m]);
            }
          }
          if (i == begin) continue;
          for (unsigned m = 0; m < moves; ++m)
            if (claim(rank[claimed + m]))
              out.insert(out.end(), after[claimed + m].part.begin(),
                         after[claimed + m].part.begin() + parts);
        }
      });
}

}  // namespace puzzletab::definition
