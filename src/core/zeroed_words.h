// Zeroed 64-bit words straight from the system, in huge pages where the
// kernel grants them: for tables read at random (a pattern database's
// search, the definitions' near goal table), where with 4 KB pages nearly
// every read would also miss the TLB.
#pragma once

#include <sys/mman.h>

#include <cstddef>
#include <cstdint>
#include <new>

namespace puzzletab {

class ZeroedWords {
 public:
  explicit ZeroedWords(std::uint64_t count) : bytes_(count * sizeof(std::uint64_t)) {
    void* memory =
        ::mmap(nullptr, bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
    ::madvise(memory, bytes_, MADV_HUGEPAGE);  // advice: without it, slower, still right
#endif
    words_ = static_cast<std::uint64_t*>(memory);
  }
  ~ZeroedWords() {
    ::munmap(words_, bytes_);
  }
  ZeroedWords(const ZeroedWords&) = delete;
  ZeroedWords& operator=(const ZeroedWords&) = delete;

  std::uint64_t& operator[](std::uint64_t i) {
    return words_[i];
  }
  const std::uint64_t& operator[](std::uint64_t i) const {
    return words_[i];
  }

 private:
  std::size_t bytes_;
  std::uint64_t* words_;
};

}  // namespace puzzletab
