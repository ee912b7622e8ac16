#include "core/output.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace puzzletab {
namespace {

// Writes all of `bytes` to `fd`: 0, or the errno of the write that failed.
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

}  // namespace

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

void write_file_durably(const std::string& path, std::string_view text) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0) throw output_failure(path, errno);
  int error = write_fully(fd, text);
  // A device or pipe cannot be synced (EINVAL): what it took is all there is.
  if (error == 0 && ::fsync(fd) != 0 && errno != EINVAL) error = errno;
  if (::close(fd) != 0 && error == 0 && errno != EINTR) error = errno;
  if (error != 0) throw output_failure(path, error);
}

}  // namespace puzzletab
