// A definition's moves as table lookups: a position as one coordinate per
// part (the arrangement of an orbit's pieces, or its orientations), a move
// as one lookup per part, and the rank as a sum of one lookup per part.
// The ranking is a sum of digits each read from one part, so a part's
// share of the rank is a function of its coordinate alone. A walk step is
// then a few lookups instead of a State moved and ranked.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "puzzles/definition/permutation_model.h"

namespace puzzletab::definition {

class MoveTables {
 public:
  // Entries in all parts' move tables together, at most this many (16 MB).
  static constexpr std::uint64_t kMaxEntries = std::uint64_t{1} << 22;
  // The most parts: two an orbit.
  static constexpr unsigned kMaxParts = 2 * kMaxSlots;

  struct Coordinates {
    std::array<std::uint32_t, kMaxParts> part{};
  };

  // Nothing when the tables would hold more than kMaxEntries. Built by
  // moving the model's States: a few milliseconds for the shipped puzzles.
  static std::optional<MoveTables> build(const PermutationModel& model);

  // Coordinates past part_count() are unused.
  unsigned part_count() const { return static_cast<unsigned>(parts_.size()); }
  Coordinates coordinates(const State& state) const;
  void apply(const Coordinates& from, unsigned move, Coordinates& to) const {
    for (unsigned p = 0; p < parts_.size(); ++p)
      to.part[p] = parts_[p].next[from.part[p] * move_count_ + move];
  }
  std::uint64_t rank(const Coordinates& c) const {
    std::uint64_t r = base_;
    for (unsigned p = 0; p < parts_.size(); ++p) r += parts_[p].share[c.part[p]];
    return r;
  }

 private:
  struct Part {
    std::vector<std::uint8_t> slots;
    bool twists = false;  // else the pieces
    unsigned bits = 4;    // a slot's value in a key
    // The values the moves make from solved, numbered as a search finds
    // them; each keyed by its slots' values packed `bits` a slot.
    std::unordered_map<std::uint64_t, std::uint32_t> index_of;
    std::vector<std::uint32_t> next;   // [coordinate * move_count + move]
    std::vector<std::uint64_t> share;  // the part's share of the rank, modulo 2^64
  };

  static std::uint32_t coordinate(const Part& part, const State& state);

  unsigned move_count_ = 0;
  std::uint64_t base_ = 0;  // the rank of solved, less every part's share at solved
  std::vector<Part> parts_;
};

}  // namespace puzzletab::definition
