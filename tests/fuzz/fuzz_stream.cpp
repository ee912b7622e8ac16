// libFuzzer target: any bytes as the input stream of any puzzle, in any of
// its formats, through the same code as `query` (answer_stream). Byte 0
// picks the puzzle, byte 1 the format; the rest is standard input.
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>

#include "core/table_store.h"
#include "modes/stream.h"
#include "puzzles/registry.h"

using namespace puzzletab;

namespace {

struct Loaded {
  std::vector<std::unique_ptr<Puzzle>> puzzles;
  int null_fd = ::open("/dev/null", O_WRONLY);
  Loaded() {
    const TableStore store(TableStore::locate(""));
    for (auto& p : make_puzzles()) {
      // A valid fifteen board is an IDA* search that can take seconds under
      // ASan, past libFuzzer's timeout: a flaky finding, not a bug. Its
      // tokens are read by sliding::parse_board, fuzzed through eight.
      if (p->name() == "fifteen") continue;
      p->load(store);
      puzzles.push_back(std::move(p));
    }
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static Loaded loaded;
  if (size < 2) return 0;
  Puzzle& puzzle = *loaded.puzzles[data[0] % loaded.puzzles.size()];
  const auto formats = format_names(puzzle);
  const std::string format = formats[data[1] % formats.size()];

  const int fd = ::memfd_create("stream", 0);
  if (fd < 0) std::abort();
  if (::write(fd, data + 2, size - 2) != static_cast<ssize_t>(size - 2)) std::abort();
  ::lseek(fd, 0, SEEK_SET);
  const std::vector<std::string> no_args;
  TokenSource source(no_args, fd);
  answer_stream(puzzle, format, source, loaded.null_fd);
  ::close(fd);
  return 0;
}
