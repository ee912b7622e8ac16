#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/output.h"

using namespace puzzletab;

TEST_CASE("a file written durably holds exactly the text") {
  const auto path =
      std::filesystem::temp_directory_path() / ("puzzletab-output-" + std::to_string(::getpid()));
  write_file_durably(path, "a longer first text\n");
  write_file_durably(path, "ok\n");
  std::ifstream file(path);
  std::ostringstream text;
  text << file.rdbuf();
  CHECK(text.str() == "ok\n");
  std::filesystem::remove(path);
}

TEST_CASE("a file that cannot be written is a SystemError naming it and why") {
  CHECK_THROWS_WITH_AS(write_file_durably("/dev/full", "x"),
                       "cannot write /dev/full: No space left on device", SystemError);
  CHECK_THROWS_WITH_AS(write_file_durably("/nonexistent/result", "x"),
                       "cannot write /nonexistent/result: No such file or directory", SystemError);
}

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
