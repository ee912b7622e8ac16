#include "core/seen_set.h"

#include <algorithm>

namespace puzzletab {
namespace {

// A bitmap of more words than this is never smaller than a hash (whose
// count is at most 2^64 - 1): the space fits 64 bits.
std::uint64_t bitmap_words(Uint128 space) {
  if (!space.fits_64()) return ~std::uint64_t{0};
  return space.low() / 64 + (space.low() % 64 != 0);
}

unsigned slot_words(Uint128 space) {
  return space.fits_64() ? 1 : 2;
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

std::uint64_t SeenSet::bytes_for(Uint128 space, std::uint64_t count) {
  const std::uint64_t hash_words = hash_slots(count) * slot_words(space);
  return std::min(bitmap_words(space), hash_words) * sizeof(std::uint64_t);
}

SeenSet::SeenSet(Uint128 space, std::uint64_t count)
    : bitmap_(bitmap_words(space) <= hash_slots(count) * slot_words(space)),
      slot_words_(slot_words(space)) {
  if (bitmap_)
    bits_.assign(bitmap_words(space), 0);
  else
    slots_.assign(hash_slots(count) * slot_words_, 0);
}

bool SeenSet::insert(Uint128 key) {
  if (bitmap_) {
    std::uint64_t& word = bits_[key.low() / 64];
    const std::uint64_t bit = std::uint64_t{1} << (key.low() % 64);
    const bool seen = (word & bit) != 0;
    word |= bit;
    return !seen;
  }
  // Stored plus one, so that no key is the empty slot's all zeros.
  const Uint128 stored = plus(key, 1);
  const std::uint64_t slots = slots_.size() / slot_words_;
  const std::uint64_t start = mix(stored.low() ^ mix(stored.high())) % slots;
  for (std::uint64_t slot = start;; slot = (slot + 1) % slots) {
    std::uint64_t* words = &slots_[slot * slot_words_];
    const Uint128 there =
        slot_words_ == 1 ? Uint128(words[0]) : Uint128::from_words(words[0], words[1]);
    if (there == stored) return false;
    if (there == 0) {
      words[0] = slot_words_ == 1 ? stored.low() : stored.high();
      if (slot_words_ == 2) words[1] = stored.low();
      return true;
    }
  }
}

}  // namespace puzzletab
