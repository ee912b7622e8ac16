#include "core/seen_set.h"

#include <algorithm>

namespace puzzletab {
namespace {

constexpr std::uint64_t kSlotBytes = sizeof(std::uint64_t);

std::uint64_t bitmap_words(std::uint64_t space) {
  return space / 64 + (space % 64 != 0);
}

// splitmix64's finaliser: keys drawn by a pattern still spread over the slots.
std::uint64_t mix(std::uint64_t key) {
  key = (key ^ (key >> 30)) * 0xbf58476d1ce4e5b9;
  key = (key ^ (key >> 27)) * 0x94d049bb133111eb;
  return key ^ (key >> 31);
}

}  // namespace

std::uint64_t SeenSet::hash_slots(std::uint64_t count) {
  // A fifth of the slots stay empty, so that a probe ends soon (about 13
  // slots looked at for a new key in a table 4/5 full) and always.
  return count + count / 4 + 1;
}

std::uint64_t SeenSet::bytes_for(std::uint64_t space, std::uint64_t count) {
  return std::min(bitmap_words(space), hash_slots(count)) * kSlotBytes;
}

SeenSet::SeenSet(std::uint64_t space, std::uint64_t count)
    : bitmap_(bitmap_words(space) <= hash_slots(count)) {
  if (bitmap_)
    bits_.assign(bitmap_words(space), 0);
  else
    slots_.assign(hash_slots(count), 0);
}

bool SeenSet::insert(std::uint64_t key) {
  if (bitmap_) {
    std::uint64_t& word = bits_[key / 64];
    const std::uint64_t bit = std::uint64_t{1} << (key % 64);
    const bool seen = (word & bit) != 0;
    word |= bit;
    return !seen;
  }
  for (std::uint64_t slot = mix(key) % slots_.size();; slot = (slot + 1) % slots_.size()) {
    if (slots_[slot] == key + 1) return false;
    if (slots_[slot] == 0) {
      slots_[slot] = key + 1;
      return true;
    }
  }
}

}  // namespace puzzletab
