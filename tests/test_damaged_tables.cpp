// Every committed table, damaged systematically: each damaged copy must be
// refused with a TableError that names the file. The command-line side
// (exit 3, no answer printed) is in cli_tables.sh.
#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>

#include "core/errors.h"
#include "core/table_store.h"
#include "puzzles/registry.h"

using namespace puzzletab;
namespace fs = std::filesystem;

namespace {

std::vector<char> read_bytes(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_bytes(const fs::path& p, const std::vector<char>& bytes, std::size_t length) {
  std::ofstream out(p, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(length));
}

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
      const auto good = read_bytes(committed.path(spec));
      const auto path = damaged.path(spec);
      auto refused = [&](const std::vector<char>& bytes, std::size_t length) {
        write_bytes(path, bytes, length);
        ++cases;
        try {
          damaged.open(spec);
        } catch (const TableError& e) {
          return std::string(e.what()).starts_with(path.string() + ": ");
        }
        return false;
      };
      for (std::size_t at = 0; at < kHeaderSize; ++at) {
        auto bad = good;
        ++bad[at];
        CAPTURE(at);
        REQUIRE(refused(bad, bad.size()));
      }
      std::mt19937 rng(static_cast<unsigned>(good.size()));
      for (int i = 0; i < 200; ++i) {
        auto bad = good;
        const std::size_t at = kHeaderSize + rng() % (good.size() - kHeaderSize);
        bad[at] = static_cast<char>(bad[at] ^ static_cast<char>(1 + rng() % 255));
        CAPTURE(at);
        REQUIRE(refused(bad, bad.size()));
      }
      for (const std::size_t length :
           {std::size_t{0}, std::size_t{1}, std::size_t{8}, std::size_t{10}, std::size_t{16},
            std::size_t{32}, std::size_t{40}, std::size_t{48}, std::size_t{56}, std::size_t{64},
            std::size_t{72}, kHeaderSize - 1, kHeaderSize, kHeaderSize + 1, good.size() / 2,
            good.size() - 1}) {
        CAPTURE(length);
        REQUIRE(refused(good, length));
      }
      auto longer = good;
      longer.push_back('\0');
      REQUIRE(refused(longer, longer.size()));
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
