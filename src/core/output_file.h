// A file a program writes whole or not at all: gen's tables, query's
// --answers and --judge's RESULT. Nothing that was at the path is lost
// when a request fails, and nothing blocks waiting for a reader.
#pragma once

#include <cstddef>
#include <filesystem>
#include <span>
#include <string_view>

namespace puzzletab {

// Written to a temporary file of a fresh name in the target's folder
// (created exclusively, never through a link), synced, and renamed over
// the target by commit(): a reader sees the old file or the new one, never
// a part, and a file destroyed before commit() leaves the target as it
// was. A FIFO or a character device at the path (a pipe a program reads,
// /dev/null) cannot be replaced and has nothing to lose: it is written
// directly, opened without waiting, and a FIFO with no reader is refused.
// SIGINT, SIGTERM or SIGHUP while a temporary file is being written
// removes it and ends the program by that signal, the target as it was.
// Every failure is a SystemError "cannot write PATH: REASON".
class OutputFile {
 public:
  explicit OutputFile(std::filesystem::path path);
  ~OutputFile();
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;

  void write(std::string_view bytes);
  void write(std::span<const std::byte> bytes);
  // Synced, then renamed over the path (or closed: a FIFO, a device).
  void commit();

 private:
  [[noreturn]] void fail(int error);

  std::filesystem::path path_;
  std::filesystem::path temporary_;  // empty when the path is written directly
  int fd_ = -1;
  int pending_slot_ = -1;  // where the stop signals' handler finds temporary_
};

// Makes `path` hold exactly `bytes` through an OutputFile.
void write_file_atomically(const std::filesystem::path& path, std::span<const std::byte> bytes);

}  // namespace puzzletab
