#include "core/program.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <iostream>
#include <new>
#include <string>
#include <system_error>

#include "core/errors.h"
#include "core/output.h"

namespace puzzletab {
namespace {

// A closed standard stream would be the number of the next file opened:
// answers meant for the terminal would land in a table gen writes, input
// be read from a table. Holding the number with /dev/null opened the other
// way keeps every use of it failing (EBADF) as it would closed.
void hold_closed_standard_streams() {
  for (const int fd : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO})
    if (::fcntl(fd, F_GETFD) < 0 && errno == EBADF) {
      const int null = ::open("/dev/null", fd == STDIN_FILENO ? O_WRONLY : O_RDONLY);
      if (null >= 0 && null != fd) {
        ::dup2(null, fd);
        ::close(null);
      }
    }
}

// Flushes std::cout and stdout (std::cout writes through stdio's buffer)
// and closes stdout; throws when anything written to them was lost.
void close_standard_output() {
  errno = 0;
  std::cout.flush();
  const bool lost = !std::cout || std::fflush(stdout) != 0 || std::ferror(stdout) != 0;
  int error = errno;
  // A write that failed earlier (output past stdio's buffer, as a long
  // --help) left only the error flag: one more byte asks the descriptor why.
  if (lost && error == 0 && ::write(STDOUT_FILENO, "\n", 1) < 0) error = errno;
  if (std::fclose(stdout) != 0 && error == 0) error = errno;
  if (!lost && error == 0) return;
  if (error == EPIPE) throw ReaderGone();
  // A failed write seen earlier leaves only the error flag, not why.
  throw output_failure("standard output", error != 0 ? error : EIO);
}

int status_of_failure(std::string_view name, const std::function<void()>& run) {
  const auto report = [&](const std::string& message) {
    std::fprintf(stderr, "%.*s: %s\n", static_cast<int>(name.size()), name.data(), message.c_str());
  };
  try {
    run();
    return 0;
  } catch (const ReaderGone&) {
    return kExitReaderGone;
  } catch (const InputError& e) {
    report(e.what());
    return kExitInput;
  } catch (const TableError& e) {
    report(e.what());
    return kExitTable;
  } catch (const SystemError& e) {
    report(e.what());
  } catch (const std::system_error& e) {
    report(e.what());  // a folder that cannot be made, a thread that cannot start
  } catch (const std::bad_alloc&) {
    report("memory exhausted");
  } catch (const std::exception& e) {
    report(std::string("internal error: ") + e.what());
  }
  return kExitSystem;
}

}  // namespace

int run_program(std::string_view name, const std::function<int()>& body) {
  hold_closed_standard_streams();
  int status = 0;
  const int failure = status_of_failure(name, [&] { status = body(); });
  if (failure == kExitSystem || failure == kExitReaderGone) {
    std::fclose(stdout);  // already reported; what is left is lost too
    return failure;
  }
  // Output lost outweighs any other outcome: whoever reads it was not told.
  const int closing = status_of_failure(name, close_standard_output);
  if (closing != 0) return closing;
  return failure != 0 ? failure : status;
}

}  // namespace puzzletab
