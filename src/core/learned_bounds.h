// Lower bounds on distances that searches learn as they go, kept by key: a
// depth-first search that finds no solution within r moves below a node
// has proved the node's distance larger than r, a fact about the node
// whatever the search. Another path to the node within the same bound, in
// the same iteration, a later one or another search, is then cut at once
// (a transposition table; docs/square1.md measures it). One table for the
// process, shared by every thread without locks: an entry is one 64-bit
// word, key and bound, stored and loaded atomically; a slot keeps the
// latest key that hashed to it. Only proved bounds are stored, so a search
// that reads them stays exact. What a search expands then depends on what
// the others learned first; a search that counts its nodes the same in
// every run takes a table of its own, on one thread (repeatable()).
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <memory>

namespace puzzletab {

class LearnedBounds {
 public:
  // Keys have up to kKeyBits bits; bounds up to 255.
  static constexpr unsigned kKeyBits = 56;

  // The process's table, made at first use: 2^21 slots, 16 MB.
  static LearnedBounds& shared() {
    static LearnedBounds table(21);
    return table;
  }

  // The calling thread's own table, emptied: 2^21 slots, 16 MB, made at
  // the thread's first use.
  static LearnedBounds& repeatable() {
    thread_local LearnedBounds table(21);
    std::fill_n(table.slots_.get(), table.mask_ + 1, std::uint64_t{0});
    return table;
  }

  explicit LearnedBounds(unsigned slot_bits)
      : mask_((std::uint64_t{1} << slot_bits) - 1),
        slots_(std::make_unique<std::atomic<std::uint64_t>[]>(mask_ + 1)) {}

  // The bound learned for `key`, or 0.
  unsigned bound(std::uint64_t key) const {
    const std::uint64_t entry = slots_[slot(key)].load(std::memory_order_relaxed);
    return (entry >> 8) == key + 1 ? static_cast<unsigned>(entry & 0xFFu) : 0;
  }
  // Learns that `key`'s distance is at least `bound` (kept if larger than
  // what the slot knows of that key).
  void learn(std::uint64_t key, unsigned bound) {
    if (bound <= this->bound(key)) return;
    slots_[slot(key)].store((key + 1) << 8 | (bound & 0xFFu), std::memory_order_relaxed);
  }

 private:
  std::uint64_t slot(std::uint64_t key) const { return (key * 0x9E3779B97F4A7C15u >> 20) & mask_; }

  std::uint64_t mask_;
  std::unique_ptr<std::atomic<std::uint64_t>[]> slots_;
};

}  // namespace puzzletab
