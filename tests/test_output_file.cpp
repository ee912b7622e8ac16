#include <doctest/doctest.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/errors.h"
#include "core/output_file.h"
#include "core/same_file.h"
#include "temp_files.h"

using namespace puzzletab;
namespace fs = std::filesystem;

namespace {

std::string text_of(const fs::path& path) {
  std::ifstream file(path);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

void put_text(const fs::path& path, const std::string& text) {
  std::ofstream(path) << text;
}

std::size_t entries(const fs::path& folder) {
  return static_cast<std::size_t>(
      std::distance(fs::directory_iterator(folder), fs::directory_iterator()));
}

}  // namespace

TEST_CASE("a file committed holds exactly the text written, with the permissions it had") {
  testing::TempDir dir("output-file");
  const auto path = dir.path / "result";
  put_text(path, "a longer first text\n");
  fs::permissions(path, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  OutputFile file(path);
  file.write("o");
  file.write("k\n");
  CHECK(text_of(path) == "a longer first text\n");  // nothing replaced before commit
  file.commit();
  CHECK(text_of(path) == "ok\n");
  CHECK(fs::status(path).permissions() ==
        (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read));
  CHECK(entries(dir.path) == 1);
}

TEST_CASE("a file not committed leaves the target as it was and no temporary file") {
  testing::TempDir dir("output-file");
  const auto kept = dir.path / "keep.txt";
  const auto absent = dir.path / "absent.txt";
  put_text(kept, "precious\n");
  {
    OutputFile file(kept);
    file.write("half of the answers");
    OutputFile other(absent);
    other.write("x");
    CHECK(entries(dir.path) == 3);  // keep.txt and the two temporary files
  }
  CHECK(text_of(kept) == "precious\n");
  CHECK(!fs::exists(absent));
  CHECK(entries(dir.path) == 1);
}

TEST_CASE("a file that cannot be written is a SystemError naming it and why") {
  const std::string one = "x";
  CHECK_THROWS_WITH_AS(write_file_atomically("/dev/full", std::as_bytes(std::span(one))),
                       "cannot write /dev/full: No space left on device", SystemError);
  CHECK_THROWS_WITH_AS(OutputFile("/nonexistent/result"),
                       "cannot write /nonexistent/result: No such file or directory", SystemError);
}

TEST_CASE("a FIFO is refused at once without a reader, written directly with one") {
  testing::TempDir dir("output-file");
  const auto fifo = dir.path / "fifo";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  CHECK_THROWS_WITH_AS(OutputFile{fifo},
                       ("cannot write " + fifo.string() +
                        ": a FIFO that no program reads (query does not wait for one)")
                           .c_str(),
                       SystemError);
  const int reader = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK);
  REQUIRE(reader >= 0);
  {
    OutputFile file(fifo);
    file.write("abc");
    file.commit();
  }
  char got[8] = {};
  CHECK(::read(reader, got, sizeof got) == 3);
  CHECK(std::string(got) == "abc");
  CHECK(fs::is_fifo(fifo));  // not replaced by a file
  CHECK(entries(dir.path) == 1);

  // The reader gone, a write is an error naming the FIFO, not SIGPIPE's death.
  OutputFile file(fifo);
  ::close(reader);
  CHECK_THROWS_WITH_AS(file.write("x"), ("cannot write " + fifo.string() + ": Broken pipe").c_str(),
                       SystemError);
}

TEST_CASE("a signal that ends the program while a file is written removes it, the target kept") {
  // In a child process: the signal ends it. gen's tables, --answers,
  // --split's files and RESULT are all written through an OutputFile.
  for (const int signal : {SIGINT, SIGTERM, SIGHUP}) {
    CAPTURE(signal);
    testing::TempDir dir("output-file-signal");
    const auto target = dir.path / "table.ptab";
    put_text(target, "precious\n");
    std::fflush(nullptr);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      ::signal(signal, SIG_DFL);  // as a program starts, whatever the tests' runner set
      // The message goes nowhere: only the file and the status are checked.
      const int null = ::open("/dev/null", O_WRONLY);
      ::dup2(null, STDERR_FILENO);
      OutputFile file(target);
      file.write("half a table");
      ::raise(signal);
      ::_exit(0);  // not reached: the signal ends the child
    }
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    CHECK(WIFSIGNALED(status));
    CHECK(WTERMSIG(status) == signal);
    CHECK(text_of(target) == "precious\n");
    CHECK(entries(dir.path) == 1);
  }
}

TEST_CASE("a file this run reads is never written over (a table mapped, a definition)") {
  testing::TempDir dir("output-file");
  const auto read = dir.path / "read.ptab";
  put_text(read, "precious\n");
  fs::create_symlink(read, dir.path / "link");
  const int note = note_read(file_at("the table " + read.string(), read.string()));
  const std::string refusal = (dir.path / "link").string() + " is the same file as the table " +
                              read.string() + ", which this run reads; nothing written";
  CHECK_THROWS_WITH_AS(OutputFile(dir.path / "link"), refusal.c_str(), InputError);
  forget_read(note);
  OutputFile file(dir.path / "link");  // once the run no longer reads it
  CHECK(entries(dir.path) == 3);
}
