#include <doctest/doctest.h>
#include <unistd.h>

#include "core/output.h"

using namespace puzzletab;

TEST_CASE("a write to a descriptor that takes none is a SystemError, to a gone reader ReaderGone") {
  CHECK_THROWS_WITH_AS(write_all(-1, "x"), "cannot write standard output: Bad file descriptor",
                       SystemError);
  int fds[2];
  REQUIRE(::pipe(fds) == 0);
  ::close(fds[0]);
  // Ignored, SIGPIPE does not end the tests, and the write fails with EPIPE.
  const auto previous = std::signal(SIGPIPE, SIG_IGN);
  CHECK_THROWS_AS(write_all(fds[1], "x"), ReaderGone);
  std::signal(SIGPIPE, previous);
  ::close(fds[1]);
}
