// Little-endian numbers read from memory, whatever the machine's order:
// the tables' files and the checksums are little-endian by definition.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace puzzletab {

// A little-endian 32- or 64-bit number as the machine's.
template <typename T>
T from_little_endian(T value) {
  static_assert(std::is_same_v<T, std::uint32_t> || std::is_same_v<T, std::uint64_t>);
  if constexpr (std::endian::native == std::endian::big) {
    if constexpr (sizeof(T) == 8) return __builtin_bswap64(value);
    return __builtin_bswap32(value);
  }
  return value;
}

// The little-endian number in the sizeof(T) bytes at `bytes`, which need
// not be aligned.
template <typename T>
T load_little_endian(const void* bytes) {
  T value;
  std::memcpy(&value, bytes, sizeof value);
  return from_little_endian(value);
}

}  // namespace puzzletab
