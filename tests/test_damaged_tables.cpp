// Every committed table, damaged systematically: each damaged copy must be
// refused with a TableError that names the file, at open or, for a payload
// too large to checksum at every open, when it is read whole. The command-line side
// (exit 3, no answer printed) is in cli_tables.sh.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <random>

#include "core/errors.h"
#include "core/table_store.h"
#include "puzzles/registry.h"
#include "tree_paths.h"

using namespace puzzletab;
namespace fs = std::filesystem;

namespace {

std::vector<char> read_chars(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// One copy of a table, damaged in place and repaired between cases: a case
// costs the bytes it changes, not a rewrite of the whole table.
class DamagedCopy {
 public:
  DamagedCopy(const fs::path& path, const std::vector<char>& good)
      : fd_(::open(path.c_str(), O_RDWR | O_CREAT | O_TRUNC, 0600)) {
    REQUIRE(fd_ >= 0);
    put(0, good.data(), good.size());
  }
  ~DamagedCopy() { ::close(fd_); }
  DamagedCopy(const DamagedCopy&) = delete;
  DamagedCopy& operator=(const DamagedCopy&) = delete;

  void put(std::size_t at, const char* bytes, std::size_t length) {
    REQUIRE(::pwrite(fd_, bytes, length, static_cast<off_t>(at)) == static_cast<ssize_t>(length));
  }
  void resize(std::size_t length) { REQUIRE(::ftruncate(fd_, static_cast<off_t>(length)) == 0); }

 private:
  int fd_;
};

}  // namespace

TEST_CASE("damaged copies of every committed table are refused, naming the file") {
  const fs::path dir =
      fs::temp_directory_path() / ("puzzletab-damage-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const TableStore committed(PUZZLETAB_TEST_TABLES);
  const TableStore damaged(dir);
  std::size_t cases = 0;
  for (const auto& puzzle : make_puzzles()) {
    for (const TableSpec& spec : puzzle->tables()) {
      if (!fs::exists(committed.path(spec))) continue;  // tables built only on request
      CAPTURE(spec.file_name);
      const auto good = read_chars(committed.path(spec));
      const auto path = damaged.path(spec);
      // A payload over kPayloadVerifiedOnOpen is not checksummed at open:
      // its damage is caught where gen --check, gen --list, cmake --install
      // and scripts/package-tables read it whole.
      const bool checked_at_open = good.size() - kHeaderSize <= kPayloadVerifiedOnOpen;
      auto refused = [&](bool whole_payload = false) {
        ++cases;
        try {
          const auto table = damaged.open(spec);
          if (whole_payload) table.verify_payload();
        } catch (const TableError& e) {
          return std::string(e.what()).starts_with(path.string() + ": ");
        }
        return false;
      };
      {
        DamagedCopy copy(path, good);
        // Each byte changed, checked, and put back.
        auto changed_at = [&](std::size_t at, char to) {
          copy.put(at, &to, 1);
          const bool ok = refused(at >= kHeaderSize && !checked_at_open);
          copy.put(at, &good[at], 1);
          return ok;
        };
        for (std::size_t at = 0; at < kHeaderSize; ++at) {
          CAPTURE(at);
          REQUIRE(changed_at(at, static_cast<char>(good[at] + 1)));
        }
        std::mt19937 rng(static_cast<unsigned>(good.size()));
        for (int i = 0; i < 200; ++i) {
          const std::size_t at = kHeaderSize + rng() % (good.size() - kHeaderSize);
          CAPTURE(at);
          REQUIRE(changed_at(at, static_cast<char>(good[at] ^ static_cast<char>(1 + rng() % 255))));
        }
        const char zero = '\0';
        copy.put(good.size(), &zero, 1);
        REQUIRE(refused());
        // Truncations from the longest down: each one cuts the last.
        std::vector<std::size_t> lengths = {0,
                                            1,
                                            8,
                                            10,
                                            16,
                                            32,
                                            40,
                                            48,
                                            56,
                                            64,
                                            72,
                                            kHeaderSize - 1,
                                            kHeaderSize,
                                            kHeaderSize + 1,
                                            good.size() / 2,
                                            good.size() - 1};
        std::sort(lengths.begin(), lengths.end(), std::greater<>());
        for (const std::size_t length : lengths) {
          CAPTURE(length);
          copy.resize(length);
          REQUIRE(refused());
        }
      }
      fs::remove(path);
      fs::create_directory(path);
      ++cases;
      CHECK_THROWS_AS(damaged.open(spec), TableError);
      fs::remove(path);
    }
  }
  MESSAGE("damaged-table cases refused: " << cases);
  CHECK(cases > 0);
  fs::remove_all(dir);
}
