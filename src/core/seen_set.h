// Which of the numbers 0..space-1 have been seen, in memory fixed when the
// set is made, whatever is then inserted: --distinct's record of the
// positions it wrote, by the index each was drawn by.
#pragma once

#include <cstdint>
#include <vector>

#include "core/uint128.h"

namespace puzzletab {

class SeenSet {
 public:
  // The bytes a set for at most `count` keys below `space` takes: a bit a
  // key of the space, or 10 bytes a key counted (slots of 8 bytes, at most
  // 4 in 5 of them full; 20 bytes, slots of 16, for a space beyond 2^64 - 1),
  // whichever is fewer.
  static std::uint64_t bytes_for(Uint128 space, std::uint64_t count);

  SeenSet(Uint128 space, std::uint64_t count);
  // True when `key` (below the space) was not seen before; it is now. At
  // most `count` distinct keys may be inserted.
  bool insert(Uint128 key);

 private:
  static std::uint64_t hash_slots(std::uint64_t count);

  bool bitmap_;
  // The words of a slot: 2 when keys may exceed 64 bits.
  unsigned slot_words_;
  std::vector<std::uint64_t> bits_;  // the bitmap, a bit a key; or
  // open addressing, linear probing: key + 1 in slot_words_ words (high
  // word first), all zero when empty
  std::vector<std::uint64_t> slots_;
};

}  // namespace puzzletab
