// Zeroed 64-bit words straight from the system, in huge pages where the
// kernel grants them: for tables read at random (a pattern database's
// search, the definitions' tables built in a run), where with 4 KB pages
// nearly every read would also miss the TLB, and every 4 KB first touched
// would cost a page fault (7,000 of them were half of a small definition's
// run).
#pragma once

#include <sys/mman.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <new>
#include <utility>

namespace puzzletab {

class ZeroedWords {
 public:
  // In huge pages unless `huge` is false.
  explicit ZeroedWords(std::uint64_t count, bool huge = true)
      : bytes_(std::max<std::uint64_t>(1, count) * sizeof(std::uint64_t)) {
    void* memory =
        ::mmap(nullptr, bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
    if (huge) ::madvise(memory, bytes_, MADV_HUGEPAGE);  // advice: without it, slower, still right
#endif
    words_ = static_cast<std::uint64_t*>(memory);
  }
  ~ZeroedWords() {
    if (words_ != nullptr) ::munmap(words_, bytes_);
  }
  ZeroedWords(const ZeroedWords&) = delete;
  ZeroedWords& operator=(const ZeroedWords&) = delete;
  ZeroedWords(ZeroedWords&& other) noexcept
      : bytes_(other.bytes_), words_(std::exchange(other.words_, nullptr)) {}
  ZeroedWords& operator=(ZeroedWords&& other) noexcept {
    std::swap(bytes_, other.bytes_);
    std::swap(words_, other.words_);
    return *this;
  }

  std::uint64_t& operator[](std::uint64_t i) {
    return words_[i];
  }
  const std::uint64_t& operator[](std::uint64_t i) const {
    return words_[i];
  }
  // The words as bytes, for a table of bytes.
  std::uint8_t* bytes() {
    return reinterpret_cast<std::uint8_t*>(words_);
  }
  const std::uint8_t* bytes() const {
    return reinterpret_cast<const std::uint8_t*>(words_);
  }

 private:
  std::size_t bytes_;
  std::uint64_t* words_;
};

}  // namespace puzzletab
