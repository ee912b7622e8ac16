#include "core/payload_check.h"

#include <algorithm>
#include <bit>

#include "core/byte_order.h"
#include "core/checksum.h"
#include "core/errors.h"

namespace puzzletab {
namespace {

std::span<const std::byte> block_of(std::span<const std::byte> payload, std::uint64_t block) {
  const std::uint64_t first = block * kCheckedBlockBytes;
  return payload.subspan(first,
                         std::min<std::uint64_t>(kCheckedBlockBytes, payload.size() - first));
}

}  // namespace

std::vector<std::byte> block_checksums(std::span<const std::byte> payload) {
  std::vector<std::byte> out(block_checksums_size(payload.size()));
  for (std::uint64_t block = 0; block < checked_blocks(payload.size()); ++block) {
    const std::uint64_t sum = xxh64(block_of(payload, block));
    for (unsigned i = 0; i < 8; ++i)
      out[block * 8 + i] = static_cast<std::byte>(sum >> (8 * i) & 0xFF);
  }
  return out;
}

PayloadCheck::PayloadCheck(std::span<const std::byte> payload, const std::byte* checksums,
                           std::string failure_prefix, std::string failure_suffix)
    : payload_(payload),
      checksums_(checksums),
      failure_prefix_(std::move(failure_prefix)),
      failure_suffix_(std::move(failure_suffix)),
      verified_(new std::atomic<std::uint64_t>[(checked_blocks(payload.size()) + 63) / 64]()),
      sweep_after_(std::max(kLeastSweepAfter, checked_blocks(payload.size()) / 8)) {}

bool PayloadCheck::matches(std::uint64_t block) const {
  return xxh64(block_of(payload_, block)) ==
         load_little_endian<std::uint64_t>(checksums_ + block * 8);
}

void PayloadCheck::mark(std::uint64_t block) const {
  verified_[block / 64].fetch_or(std::uint64_t{1} << (block % 64), std::memory_order_relaxed);
}

void PayloadCheck::verify(std::uint64_t block) const {
  if (!matches(block))
    throw TableError(failure_prefix_ + "corrupt payload (block " + std::to_string(block) + " of " +
                     std::to_string(checked_blocks(payload_.size())) + ": checksum mismatch)" +
                     failure_suffix_);
  mark(block);
  if (checked_as_read_.fetch_add(1, std::memory_order_relaxed) >= sweep_after_) sweep();
}

void PayloadCheck::sweep() const {
  const std::uint64_t blocks = checked_blocks(payload_.size());
  const std::uint64_t first = next_swept_.fetch_add(kSweptBlocks, std::memory_order_relaxed);
  for (std::uint64_t block = first; block < std::min(first + kSweptBlocks, blocks); ++block)
    if (!verified(block) && matches(block)) mark(block);
}

void PayloadCheck::verify_all() const {
  for (std::uint64_t block = 0; block < checked_blocks(payload_.size()); ++block)
    touch(block * kCheckedBlockBytes);
}

std::uint64_t PayloadCheck::verified_blocks() const {
  std::uint64_t count = 0;
  for (std::uint64_t word = 0; word < (checked_blocks(payload_.size()) + 63) / 64; ++word)
    count +=
        static_cast<std::uint64_t>(std::popcount(verified_[word].load(std::memory_order_relaxed)));
  return count;
}

}  // namespace puzzletab
