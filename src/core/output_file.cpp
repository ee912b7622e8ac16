#include "core/output_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <mutex>
#include <random>
#include <string>
#include <utility>

#include "core/errors.h"
#include "core/output.h"
#include "core/same_file.h"

namespace puzzletab {
namespace {

// The temporary files being written now, each with the file it is to
// replace, for the handler of the signals that end a program: more than any
// run writes at once (query one file, gen one table).
constexpr std::size_t kPendingSlots = 16;
struct Pending {
  std::atomic<const char*> temporary{nullptr};  // nullptr: free
  std::atomic<const char*> target{nullptr};
};
std::array<Pending, kPendingSlots> pending;
std::mutex pending_mutex;

constexpr int kStopSignals[] = {SIGINT, SIGTERM, SIGHUP};

void write_text(const char* text) {
  std::size_t length = 0;
  while (text[length] != '\0') ++length;
  [[maybe_unused]] const auto written = ::write(STDERR_FILENO, text, length);
}

// Async-signal-safe: unlink(2), write(2), raise(3). Each temporary file is
// removed, the file it was to replace is left as it was, and the program
// ends by the signal's own default action, so that its status names it.
void on_stop_signal(int signal) {
  const char* name = signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "SIGHUP";
  for (Pending& slot : pending) {
    const char* temporary = slot.temporary.load(std::memory_order_acquire);
    const char* target = slot.target.load(std::memory_order_acquire);
    if (temporary == nullptr || target == nullptr) continue;
    ::unlink(temporary);
    write_text(program_invocation_short_name);
    write_text(": ");
    write_text(name);
    write_text(": stopped before writing ");
    write_text(target);
    write_text(" was done; it is as it was\n");
  }
  ::raise(signal);  // SA_RESETHAND restored the default action
}

// Installed for each of the signals not ignored (nohup ignores SIGHUP),
// whenever a file is to be written and the handler is not there already.
void install_stop_handlers() {
  for (const int signal : kStopSignals) {
    struct sigaction old {};
    if (::sigaction(signal, nullptr, &old) != 0 || old.sa_handler == SIG_IGN ||
        old.sa_handler == on_stop_signal)
      continue;
    struct sigaction action {};
    action.sa_handler = on_stop_signal;
    action.sa_flags = SA_RESETHAND | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    ::sigaction(signal, &action, nullptr);
  }
}

// Registers a temporary file (before it is created: a signal between the
// two leaves none behind) and returns its slot, or -1 when all are taken.
int note_pending(const std::filesystem::path& temporary, const std::filesystem::path& target) {
  const std::lock_guard lock(pending_mutex);
  install_stop_handlers();
  for (std::size_t i = 0; i < kPendingSlots; ++i) {
    Pending& slot = pending[i];
    if (slot.temporary.load(std::memory_order_relaxed) != nullptr) continue;
    slot.target.store(target.c_str(), std::memory_order_release);
    slot.temporary.store(temporary.c_str(), std::memory_order_release);
    return static_cast<int>(i);
  }
  return -1;
}

void forget_pending(int& slot) {
  if (slot < 0) return;
  const std::lock_guard lock(pending_mutex);
  pending[static_cast<std::size_t>(slot)].temporary.store(nullptr, std::memory_order_release);
  pending[static_cast<std::size_t>(slot)].target.store(nullptr, std::memory_order_release);
  slot = -1;
}

}  // namespace

OutputFile::OutputFile(std::filesystem::path path) : path_(std::move(path)) {
  // Ignored, SIGPIPE no longer ends the program with the temporary file left
  // behind: a reader that goes away (of standard output, or of a FIFO here)
  // is a failed write that unwinds and removes it. Standard output's is
  // still the quiet status 141 (ReaderGone).
  std::signal(SIGPIPE, SIG_IGN);
  // A table this run maps, a definition it read: never replaced by it.
  refuse_overwriting_a_file_read(file_at(path_.string(), path_.string()));
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
    forget_pending(pending_slot_);
    temporary_ = path_;
    temporary_ += std::string(".tmp.") + suffix;
    pending_slot_ = note_pending(temporary_, path_);
    fd_ = ::open(temporary_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (fd_ < 0 && (errno != EEXIST || attempt == 100)) {
      const int error = errno;
      forget_pending(pending_slot_);
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
  forget_pending(pending_slot_);
}

void OutputFile::fail(int error) {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  if (!temporary_.empty()) ::unlink(temporary_.c_str());
  forget_pending(pending_slot_);
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
  forget_pending(pending_slot_);
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
