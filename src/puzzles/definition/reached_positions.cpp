#include "puzzles/definition/reached_positions.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstring>

#include "core/byte_order.h"

namespace puzzletab::definition {
namespace {

// A block is a checked block of the payload (core/payload_check.h): one
// verify_byte covers it.
constexpr std::uint64_t kBlockBytes = kCheckedBlockBytes;
constexpr std::uint64_t kEntriesPerByte = 4;
constexpr std::uint64_t kBlockEntries = kBlockBytes * kEntriesPerByte;

// Entries of 2 bits equal to 3 among the 4 of each byte of `bytes`.
std::uint64_t unreached_in(std::span<const std::byte> bytes) {
  constexpr std::uint64_t kLowBits = 0x5555555555555555;
  std::uint64_t count = 0;
  std::size_t i = 0;
  for (; i + 8 <= bytes.size(); i += 8) {
    std::uint64_t word;
    std::memcpy(&word, bytes.data() + i, 8);
    word = from_little_endian(word);
    count += static_cast<std::uint64_t>(std::popcount(word & (word >> 1) & kLowBits));
  }
  for (; i < bytes.size(); ++i) {
    const auto byte = std::to_integer<std::uint64_t>(bytes[i]);
    count += static_cast<std::uint64_t>(std::popcount(byte & (byte >> 1) & kLowBits));
  }
  return count;
}

}  // namespace

ReachedPositions::ReachedPositions(const PackedView& entries) : entries_(entries) {
  assert(entries.bits() == 2);
  const auto bytes = entries.bytes();
  const std::uint64_t blocks = (bytes.size() + kBlockBytes - 1) / kBlockBytes;
  std::vector<std::uint64_t> before(blocks);
  std::uint64_t reached = 0;
  for (std::uint64_t b = 0; b < blocks; ++b) {
    before[b] = reached;
    const std::uint64_t first = b * kBlockBytes;
    entries.verify_byte(first);
    const std::uint64_t size = std::min<std::uint64_t>(kBlockBytes, bytes.size() - first);
    // The last byte's unused entries are 0, never counted as unreached.
    const std::uint64_t in_block =
        std::min<std::uint64_t>(kBlockEntries, entries.size() - b * kBlockEntries);
    reached += in_block - unreached_in(bytes.subspan(first, size));
  }
  count_ = reached;
  if (!every_rank()) before_block_ = std::move(before);
}

std::uint64_t ReachedPositions::rank_of(std::uint64_t index) const {
  assert(index < count_);
  if (every_rank()) return index;
  // The last block with fewer reached ranks before it than index + 1.
  const auto block = std::upper_bound(before_block_.begin(), before_block_.end(), index) - 1;
  std::uint64_t left = index - *block;
  for (std::uint64_t r = static_cast<std::uint64_t>(block - before_block_.begin()) * kBlockEntries;;
       ++r)
    if (entries_[r] != kUnreachedEntry && left-- == 0) return r;
}

std::uint64_t ReachedPositions::index_of(std::uint64_t rank) const {
  if (every_rank()) return rank;
  const std::uint64_t block = rank / kBlockEntries;
  std::uint64_t index = before_block_[block];
  for (std::uint64_t r = block * kBlockEntries; r < rank; ++r)
    if (entries_[r] != kUnreachedEntry) ++index;
  return index;
}

}  // namespace puzzletab::definition
