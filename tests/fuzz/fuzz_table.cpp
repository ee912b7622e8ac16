// libFuzzer target: any bytes as a table file. The reader must refuse them
// with a TableError or accept them, without crashing, hanging or taking
// memory without bound; when it accepts, every entry must be readable.
// Mutated bytes would almost never keep the checksums valid, so the header
// and payload checksums are repaired first: the fuzzer reaches the fields
// and payloads behind them.
#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <span>
#include <string>
#include <vector>

#include "core/checksum.h"
#include "core/errors.h"
#include "core/table.h"

using namespace puzzletab;

namespace {

// Byte offsets of the header fields the repair needs (README, "Table format").
constexpr std::size_t kPayloadChecksumAt = 64, kHeaderChecksumAt = 72;

void put_u64(std::byte* at, std::uint64_t value) {
  for (std::size_t i = 0; i < 8; ++i) at[i] = static_cast<std::byte>((value >> (8 * i)) & 0xFF);
}

void repair_checksums(std::vector<std::byte>& file) {
  if (file.size() < kHeaderSize) return;
  put_u64(file.data() + kPayloadChecksumAt, xxh64(std::span(file).subspan(kHeaderSize)));
  put_u64(file.data() + kHeaderChecksumAt, xxh64(std::span(file.data(), kHeaderChecksumAt)));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // Copied by range, not memcpy: the empty input has no buffer to copy to.
  const auto* bytes = reinterpret_cast<const std::byte*>(data);
  std::vector<std::byte> file(bytes, bytes + size);
  repair_checksums(file);
  // A memory file: nothing is left on disk whatever happens to the run.
  const int fd = ::memfd_create("fuzz-table", MFD_CLOEXEC);
  if (fd < 0 || ::write(fd, file.data(), size) != static_cast<ssize_t>(size)) std::abort();
  try {
    const TableReader table("/proc/self/fd/" + std::to_string(fd));
    std::uint64_t sum = 0;
    for (std::uint64_t i = 0; i < table.entries().size(); ++i) sum += table.entries()[i];
    if (sum == ~std::uint64_t{0}) std::abort();  // keeps the reads
  } catch (const TableError&) {
  }
  ::close(fd);
  return 0;
}
