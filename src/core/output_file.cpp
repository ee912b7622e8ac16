#include "core/output_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <random>
#include <string>
#include <utility>

#include "core/errors.h"
#include "core/output.h"

namespace puzzletab {

OutputFile::OutputFile(std::filesystem::path path) : path_(std::move(path)) {
  // Ignored, SIGPIPE no longer ends the program with the temporary file left
  // behind: a reader that goes away (of standard output, or of a FIFO here)
  // is a failed write that unwinds and removes it. Standard output's is
  // still the quiet status 141 (ReaderGone).
  std::signal(SIGPIPE, SIG_IGN);
  struct stat target {};
  const bool exists = ::stat(path_.c_str(), &target) == 0;
  if (exists && (S_ISFIFO(target.st_mode) || S_ISCHR(target.st_mode))) {
    // Without O_NONBLOCK, opening a FIFO waits for a reader, maybe forever.
    fd_ = ::open(path_.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd_ < 0 && errno == ENXIO && S_ISFIFO(target.st_mode))
      throw SystemError("cannot write " + path_.string() +
                        ": a FIFO that no program reads (query does not wait for one)");
    if (fd_ < 0) fail(errno);
    // Its writes then wait for a slow reader as those to standard output do.
    const int flags = ::fcntl(fd_, F_GETFL);
    if (flags < 0 || ::fcntl(fd_, F_SETFL, flags & ~O_NONBLOCK) < 0) fail(errno);
    return;
  }
  // A folder cannot be renamed over: said before anything is written.
  if (exists && S_ISDIR(target.st_mode)) fail(EISDIR);
  // A fresh name, created exclusively: a file or link planted at a
  // predictable name is never written through.
  std::random_device seed;
  for (int attempt = 0; fd_ < 0; ++attempt) {
    char suffix[17];
    std::snprintf(suffix, sizeof suffix, "%08x%08x", seed(), seed());
    temporary_ = path_;
    temporary_ += std::string(".tmp.") + suffix;
    fd_ = ::open(temporary_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (fd_ < 0 && (errno != EEXIST || attempt == 100)) {
      const int error = errno;
      temporary_.clear();  // not ours to remove
      fail(error);
    }
  }
  // The file replaced keeps its permissions (a judge's result readable by
  // the contest system, say).
  if (exists && S_ISREG(target.st_mode) && ::fchmod(fd_, target.st_mode & 07777) != 0) fail(errno);
}

OutputFile::~OutputFile() {
  if (fd_ >= 0) ::close(fd_);
  if (!temporary_.empty()) ::unlink(temporary_.c_str());
}

void OutputFile::fail(int error) {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  if (!temporary_.empty()) ::unlink(temporary_.c_str());
  temporary_.clear();
  throw output_failure(path_.string(), error);
}

void OutputFile::write(std::string_view bytes) {
  if (const int error = write_fully(fd_, bytes); error != 0) fail(error);
}

void OutputFile::commit() {
  // A device or pipe cannot be synced (EINVAL): what it took is all there is.
  if (::fsync(fd_) != 0 && errno != EINVAL) fail(errno);
#ifdef POSIX_FADV_DONTNEED
  // On disk now, its pages leave the page cache: a table is read back
  // through a mapping that asks for huge pages (TableReader), which only
  // pages not cached yet can be read into.
  ::posix_fadvise(fd_, 0, 0, POSIX_FADV_DONTNEED);
#endif
  const int closed = ::close(fd_);
  fd_ = -1;
  if (closed != 0 && errno != EINTR) fail(errno);
  if (temporary_.empty()) return;
  if (::rename(temporary_.c_str(), path_.c_str()) != 0) fail(errno);
  temporary_.clear();
  // The rename itself survives a crash once the folder is synced; a
  // folder that cannot be synced leaves the file written all the same.
  const auto folder = path_.has_parent_path() ? path_.parent_path() : ".";
  if (const int dir = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dir >= 0) {
    ::fsync(dir);
    ::close(dir);
  }
}

void OutputFile::write(std::span<const std::byte> bytes) {
  write(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
}

void write_file_atomically(const std::filesystem::path& path, std::span<const std::byte> bytes) {
  OutputFile file(path);
  file.write(bytes);
  file.commit();
}

}  // namespace puzzletab
