// Entries packed to the bits they need: entry i occupies bits
// [i*w, (i+1)*w) of the byte stream, bit 0 being the lowest bit of byte 0.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <utility>
#include <vector>

#include "core/byte_order.h"
#include "core/payload_check.h"

namespace puzzletab {

inline constexpr unsigned kMaxEntryBits = 32;

constexpr std::uint64_t packed_size(std::uint64_t count, unsigned bits) {
  return (count * bits + 7) / 8;
}

// Entries to read: in memory, or a table's payload whose blocks are
// checked on first use (`check`, core/payload_check.h). Whoever reads
// bytes() directly calls verify_byte for each byte first.
class PackedView {
 public:
  PackedView() = default;
  PackedView(std::span<const std::byte> bytes, unsigned bits, std::uint64_t count,
             const PayloadCheck* check = nullptr)
      : bytes_(bytes), bits_(bits), count_(count), check_(check) {
    assert(bits >= 1 && bits <= kMaxEntryBits && bytes.size() == packed_size(count, bits));
  }

  std::uint64_t size() const { return count_; }
  unsigned bits() const { return bits_; }
  std::span<const std::byte> bytes() const { return bytes_; }
  // TableError unless the block of byte `at` holds the bytes gen wrote.
  void verify_byte(std::uint64_t at) const {
    if (check_ != nullptr) check_->touch(at);
  }

  std::uint32_t operator[](std::uint64_t i) const {
    assert(i < count_);
    const std::uint64_t bit = i * bits_;
    const std::size_t first = bit >> 3;
    verify_byte(first);
    // 1, 2 and 4 bits (the tables' usual widths) never cross a byte.
    if (bits_ < 8 && 8 % bits_ == 0)
      return (std::to_integer<std::uint32_t>(bytes_[first]) >> (bit & 7)) & ((1u << bits_) - 1);
    verify_byte((bit + bits_ - 1) >> 3);
    std::uint64_t word = 0;
    // A 32-bit entry at bit offset 7 spans 5 bytes, so 8 bytes always cover it.
    const std::size_t available = std::min<std::size_t>(8, bytes_.size() - first);
    if (available == 8) {
      std::memcpy(&word, bytes_.data() + first, 8);
    } else {
      std::memcpy(&word, bytes_.data() + first, available);
    }
    word = from_little_endian(word);
    return static_cast<std::uint32_t>((word >> (bit & 7)) & ((std::uint64_t{1} << bits_) - 1));
  }

 private:
  std::span<const std::byte> bytes_;
  unsigned bits_ = 1;
  std::uint64_t count_ = 0;
  const PayloadCheck* check_ = nullptr;
};

class PackedBuilder {
 public:
  PackedBuilder(unsigned bits, std::uint64_t count)
      : bytes_(packed_size(count, bits)), bits_(bits), count_(count) {
    assert(bits >= 1 && bits <= kMaxEntryBits);
  }
  // Entries a builder of its own packed, as view() would show them.
  PackedBuilder(unsigned bits, std::uint64_t count, std::vector<std::byte> bytes)
      : bytes_(std::move(bytes)), bits_(bits), count_(count) {
    assert(bits >= 1 && bits <= kMaxEntryBits && bytes_.size() == packed_size(count, bits));
  }

  void set(std::uint64_t i, std::uint32_t value) {
    assert(i < count_ && (bits_ == 32 || value < (std::uint64_t{1} << bits_)));
    std::uint64_t bit = i * bits_;
    for (unsigned done = 0; done < bits_;) {
      const unsigned shift = bit & 7;
      const unsigned take = std::min(bits_ - done, 8 - shift);
      const unsigned chunk = (value >> done) & ((1u << take) - 1);
      auto& byte = bytes_[bit >> 3];
      byte = static_cast<std::byte>(
          (std::to_integer<unsigned>(byte) & ~(((1u << take) - 1) << shift)) | (chunk << shift));
      done += take;
      bit += take;
    }
  }

  PackedView view() const { return {bytes_, bits_, count_}; }
  const std::vector<std::byte>& bytes() const { return bytes_; }

 private:
  std::vector<std::byte> bytes_;
  unsigned bits_;
  std::uint64_t count_;
};

}  // namespace puzzletab
