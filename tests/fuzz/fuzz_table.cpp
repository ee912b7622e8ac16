// libFuzzer target: any bytes as a table file. The reader must refuse them
// with a TableError or accept them; when it accepts, every entry must be
// readable, and a table it accepts as one of the puzzles' tables must be
// exactly what gen would write (the checksums make anything else a bug).
#include <fcntl.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/errors.h"
#include "core/table.h"
#include "puzzles/registry.h"

using namespace puzzletab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::string path =
      "/dev/shm/puzzletab-fuzz-table-" + std::to_string(::getpid()) + ".ptab";
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  if (fd < 0 || ::write(fd, data, size) != static_cast<ssize_t>(size)) std::abort();
  ::close(fd);
  try {
    const TableReader table(path);
    std::uint64_t sum = 0;
    for (std::uint64_t i = 0; i < table.entries().size(); ++i) sum += table.entries()[i];
    if (sum == ~std::uint64_t{0}) std::abort();  // keeps the reads
  } catch (const TableError&) {
  }
  return 0;
}
