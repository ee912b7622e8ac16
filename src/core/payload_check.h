// A table's payload checked in blocks, each against its own checksum the
// first time any of its bytes is read (docs/format.md, "Block checksums";
// docs/decisions.md, "A damaged table never answers"). A query reads a few
// entries of a table of megabytes or gigabytes: checking the whole payload
// when the table is opened would cost more than answering, and checking
// none would let a damaged byte give a wrong answer with status 0.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace puzzletab {

// The bytes of a block; the last block of a payload may be shorter.
inline constexpr std::uint64_t kCheckedBlockBytes = 4096;

// The blocks of a payload of `bytes` bytes, and the bytes of their checksums.
constexpr std::uint64_t checked_blocks(std::uint64_t bytes) {
  return (bytes + kCheckedBlockBytes - 1) / kCheckedBlockBytes;
}
constexpr std::uint64_t block_checksums_size(std::uint64_t bytes) {
  return checked_blocks(bytes) * 8;
}

// The checksums of `payload`'s blocks, as a table file stores them: XXH64
// (seed 0) of each block, little-endian, one after another.
std::vector<std::byte> block_checksums(std::span<const std::byte> payload);

class PayloadCheck {
 public:
  // `checksums` holds block_checksums_size(payload.size()) bytes. A block
  // that does not match throws TableError(failure + its number).
  PayloadCheck(std::span<const std::byte> payload, const std::byte* checksums,
               std::string failure_prefix, std::string failure_suffix);

  // Verifies the block of the payload's byte `at`, unless it was already.
  // Any thread may call it; a block is verified at most a few times.
  void touch(std::uint64_t at) const {
    const std::uint64_t block = at / kCheckedBlockBytes;
    if ((verified_[block / 64].load(std::memory_order_relaxed) >> (block % 64) & 1u) == 0)
      verify(block);
  }
  // Every block, now; TableError for the first that does not match.
  void verify_all() const;

 private:
  [[gnu::noinline]] void verify(std::uint64_t block) const;

  std::span<const std::byte> payload_;
  const std::byte* checksums_;
  std::string failure_prefix_, failure_suffix_;
  std::unique_ptr<std::atomic<std::uint64_t>[]> verified_;
};

}  // namespace puzzletab
