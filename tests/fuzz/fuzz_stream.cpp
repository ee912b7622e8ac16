// libFuzzer target: any bytes as the input stream of any puzzle, in any of
// its formats and inputs, through the same code as `query` (answer_stream).
// The first line names the puzzle and the format, and may name an `--input`
// ("msquare ioi96", "2x2x2 moves stickers"); the rest is standard input.
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "modes/stream.h"
#include "named_input.h"

using namespace puzzletab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const fuzzing::LoadedPuzzles loaded(SolveCost::milliseconds);
  static const int null_fd = ::open("/dev/null", O_WRONLY);
  const auto input = fuzzing::read_named_input(data, size);
  if (!input || input->words.size() < 2 || input->words.size() > 3) return 0;
  const Puzzle* puzzle = input->words.size() == 2 ? loaded.find(input->words[0])
                                                  : loaded.find(input->words[0], input->words[2]);
  if (puzzle == nullptr) return 0;
  const auto formats = format_names(*puzzle);
  const std::string format(input->words[1]);
  if (std::find(formats.begin(), formats.end(), format) == formats.end()) return 0;

  const int fd = ::memfd_create("stream", 0);
  if (fd < 0) std::abort();
  const std::string_view stdin_bytes = input->rest;
  if (::write(fd, stdin_bytes.data(), stdin_bytes.size()) !=
      static_cast<ssize_t>(stdin_bytes.size()))
    std::abort();
  ::lseek(fd, 0, SEEK_SET);
  const std::vector<std::string> no_args;
  TokenSource source(no_args, fd, puzzle->case_is_line());
  answer_stream(*puzzle, format, source, null_fd);
  ::close(fd);
  return 0;
}
