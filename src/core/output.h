// Writes that cannot fail unnoticed: every failure is an exception that
// names what could not be written, so that no program exits 0 after one.
#pragma once

#include <csignal>
#include <stdexcept>
#include <string>
#include <string_view>

#include "core/errors.h"

namespace puzzletab {

// The reader of standard output went away (EPIPE, when SIGPIPE is ignored):
// nobody is left to tell, so the program ends quietly with the status a
// shell shows for death by SIGPIPE, as it does when SIGPIPE is not ignored.
struct ReaderGone : std::runtime_error {
  ReaderGone() : std::runtime_error("the reader of standard output went away") {}
};
inline constexpr int kExitReaderGone = 128 + SIGPIPE;

// "cannot write standard output: No space left on device".
SystemError output_failure(std::string_view what, int error);

// Writes all of `bytes` to `fd`: 0, or the errno of the write that failed.
int write_fully(int fd, std::string_view bytes);

// Writes all of `bytes` to the file descriptor of standard output; throws
// ReaderGone or SystemError.
void write_all(int fd, std::string_view bytes);

// Writes `text` to stdout through stdio, as printf does, and throws at once
// when stdio reports an error rather than at exit.
void write_stdout(std::string_view text);

}  // namespace puzzletab
