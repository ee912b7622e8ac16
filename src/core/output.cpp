#include "core/output.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace puzzletab {

int write_fully(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return errno;
    if (n == 0) return EIO;  // a write that makes no progress would loop forever
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
  return 0;
}

SystemError output_failure(std::string_view what, int error) {
  return SystemError("cannot write " + std::string(what) + ": " + std::strerror(error));
}

void write_all(int fd, std::string_view bytes) {
  const int error = write_fully(fd, bytes);
  if (error == EPIPE) throw ReaderGone();
  if (error != 0) throw output_failure("standard output", error);
}

void write_stdout(std::string_view text) {
  if (std::fwrite(text.data(), 1, text.size(), stdout) == text.size()) return;
  if (errno == EPIPE) throw ReaderGone();
  throw output_failure("standard output", errno);
}

}  // namespace puzzletab
