#include <doctest/doctest.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/same_file.h"
#include "temp_files.h"

using namespace puzzletab;
namespace fs = std::filesystem;

TEST_CASE("an output that is an input or another output, under any name, is told") {
  testing::TempDir dir("same-file");
  const auto input = dir.path / "in.txt";
  std::ofstream(input) << "2 6 8 4 5 7 3 1\n";
  fs::create_hard_link(input, dir.path / "hard");
  fs::create_symlink(input, dir.path / "soft");
  const NamedFile inputs[] = {file_at("INPUT in.txt", input)};
  for (const char* name : {"in.txt", "hard", "soft"}) {
    CAPTURE(name);
    const NamedFile outputs[] = {file_at("RESULT", dir.path / name)};
    CHECK(same_file(outputs, inputs) == "RESULT is the same file as INPUT in.txt");
  }
  const NamedFile two_outputs[] = {file_at("standard output", input), file_at("--answers", input)};
  CHECK(same_file(two_outputs, {}) == "--answers is the same file as standard output");

  const int fd = ::open(input.c_str(), O_RDONLY);
  REQUIRE(fd >= 0);
  const NamedFile by_descriptor[] = {file_on("standard input", fd)};
  const NamedFile output[] = {file_at("RESULT", input)};
  CHECK(same_file(output, by_descriptor) == "RESULT is the same file as standard input");
  ::close(fd);
}

TEST_CASE("files of their own, a file not yet made and a device are no clash") {
  testing::TempDir dir("same-file");
  std::ofstream(dir.path / "a") << "a";
  std::ofstream(dir.path / "b") << "a";
  const NamedFile inputs[] = {file_at("a", dir.path / "a"), file_at("/dev/null", "/dev/null")};
  const NamedFile outputs[] = {file_at("b", dir.path / "b"), file_at("new", dir.path / "new"),
                               file_at("also new", dir.path / "new"),
                               file_at("/dev/null", "/dev/null")};
  CHECK(same_file(outputs, inputs) == std::nullopt);
}

TEST_CASE("a FIFO read and written is one file") {
  testing::TempDir dir("same-file");
  const auto fifo = dir.path / "fifo";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  const NamedFile inputs[] = {file_at("INPUT", fifo)};
  const NamedFile outputs[] = {file_at("RESULT", fifo)};
  CHECK(same_file(outputs, inputs) == "RESULT is the same file as INPUT");
}
