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

// A search over a large table reads nearly every block of it sooner or
// later, in random order: the 3x3x3's optimal search read 100 % of the
// huge table's 3,820,568 blocks on one 18-move position. A block read at
// random costs about 1.3 microseconds here, the memory's latency paid a
// line at a time; the same block in order, about 0.3. So once a reader has
// checked an eighth of a large table's blocks as it read them, each block
// it checks that way also sweeps the next kSweptBlocks in order (those
// that match are marked; one that does not is left to fail at its read,
// as before): the rest of the table is checked at the speed of a
// sequential read, and only while the reader still meets unchecked blocks.
inline constexpr std::uint64_t kSweptBlocks = 256;
inline constexpr std::uint64_t kLeastSweepAfter = 4096;

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
    if (!verified(block)) verify(block);
  }
  // Every block, now; TableError for the first that does not match.
  void verify_all() const;
  // The blocks checked so far and found to match.
  std::uint64_t verified_blocks() const;

 private:
  bool verified(std::uint64_t block) const {
    return (verified_[block / 64].load(std::memory_order_relaxed) >> (block % 64) & 1u) != 0;
  }
  bool matches(std::uint64_t block) const;
  void mark(std::uint64_t block) const;
  [[gnu::noinline]] void verify(std::uint64_t block) const;
  void sweep() const;

  std::span<const std::byte> payload_;
  const std::byte* checksums_;
  std::string failure_prefix_, failure_suffix_;
  std::unique_ptr<std::atomic<std::uint64_t>[]> verified_;
  // Blocks checked as they were first read, and when the sweep starts.
  mutable std::atomic<std::uint64_t> checked_as_read_{0};
  std::uint64_t sweep_after_;
  // The first block no sweep has taken yet.
  mutable std::atomic<std::uint64_t> next_swept_{0};
};

}  // namespace puzzletab
