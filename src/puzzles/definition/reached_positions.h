// The positions a definition's moves reach, numbered among its ranks.
// A definition whose moves bind the pieces by more than the invariants the
// ranking finds (docs/definitions.md) has ranks the moves never reach; its
// table marks them with the entry kUnreachedEntry. --stats and --random
// number the reached positions 0..count-1 in rank order, so that a uniform
// number is a uniform reached position: this maps those numbers to ranks
// and back, from a prefix count every block of entries (8 bytes a 16,384
// ranks), made by one pass over the table.
#pragma once

#include <cstdint>
#include <vector>

#include "core/packed.h"

namespace puzzletab::definition {

// The entry of a rank the moves do not reach (entries 0-2 are distances
// modulo 3).
inline constexpr std::uint32_t kUnreachedEntry = 3;

class ReachedPositions {
 public:
  // `entries` has 2 bits an entry; it is read block by block, each verified
  // as it is first read (TableError for a damaged block).
  explicit ReachedPositions(const PackedView& entries);

  std::uint64_t count() const { return count_; }
  bool every_rank() const { return count_ == entries_.size(); }
  // The rank of the index-th reached position (index < count()).
  std::uint64_t rank_of(std::uint64_t index) const;
  // The number of a reached rank: how many reached ranks come before it.
  std::uint64_t index_of(std::uint64_t rank) const;

 private:
  PackedView entries_;
  std::uint64_t count_ = 0;
  // Reached ranks before each block; empty when every rank is reached.
  std::vector<std::uint64_t> before_block_;
};

}  // namespace puzzletab::definition
