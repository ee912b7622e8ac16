// Which of the numbers 0..space-1 have been seen, in memory fixed when the
// set is made, whatever is then inserted: --distinct's record of the
// positions it wrote, by the index each was drawn by.
#pragma once

#include <cstdint>
#include <vector>

namespace puzzletab {

class SeenSet {
 public:
  // The bytes a set for at most `count` keys below `space` takes: a bit a
  // key of the space, or 10 bytes a key counted (slots of 8 bytes, at most
  // 4 in 5 of them full), whichever is fewer.
  static std::uint64_t bytes_for(std::uint64_t space, std::uint64_t count);

  SeenSet(std::uint64_t space, std::uint64_t count);
  // True when `key` (below the space) was not seen before; it is now. At
  // most `count` distinct keys may be inserted.
  bool insert(std::uint64_t key);

 private:
  static std::uint64_t hash_slots(std::uint64_t count);

  bool bitmap_;
  std::vector<std::uint64_t> bits_;   // the bitmap, a bit a key; or
  std::vector<std::uint64_t> slots_;  // open addressing, linear probing: key + 1, 0 when empty
};

}  // namespace puzzletab
