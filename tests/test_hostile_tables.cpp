// Table files made to hurt the reader: headers with valid checksums that
// claim huge payloads, a FIFO in place of a table, entries that lead
// nowhere; and gen's writes where a link or a folder is in the way. The
// command-line side (exit statuses, time and memory) is cli_hostile_tables.sh.
#include <doctest/doctest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "core/checksum.h"
#include "core/errors.h"
#include "core/output_file.h"
#include "core/table.h"
#include "core/table_store.h"
#include "core/tokens.h"
#include "puzzles/registry.h"
#include "temp_files.h"
#include "tree_paths.h"

using namespace puzzletab;
namespace fs = std::filesystem;

namespace {

void put_u64(std::vector<std::byte>& file, std::size_t at, std::uint64_t value) {
  for (std::size_t i = 0; i < 8; ++i)
    file[at + i] = static_cast<std::byte>((value >> (8 * i)) & 0xFF);
}

// The header's checksum made valid again after its fields were changed.
void seal(std::vector<std::byte>& file) {
  put_u64(file, 72, xxh64(std::span(file.data(), 72)));
}

const TableSpec& msquare_spec() {
  static const TableSpec spec = [] {
    for (const auto& puzzle : make_puzzles())
      if (puzzle->name() == "msquare") return puzzle->tables().front();
    throw std::logic_error("no msquare");
  }();
  return spec;
}

// msquare's header claiming `entries` entries in the given codec, every
// size and the header checksum consistent with that claim, and 4 bytes of
// payload.
std::vector<std::byte> claiming(std::uint64_t entries, std::uint8_t codec = 0) {
  const auto& info = msquare_spec().info;
  auto file = encode_table(info, PackedBuilder(info.bits, 16));
  file[12] = std::byte{codec};
  put_u64(file, 40, entries);
  put_u64(file, 48, packed_size(entries, info.bits));
  put_u64(file, 56, packed_size(entries, info.bits));
  seal(file);
  file.resize(kHeaderSize + 4);  // the payload's 4 bytes, not their block's checksum
  return file;
}

std::string refusal(const fs::path& path, const std::optional<TableInfo>& expected = {}) {
  try {
    const TableReader table(path, expected, "gen msquare");
  } catch (const TableError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("a header claiming far more than the file holds is refused before reading") {
  testing::TempDir dir("hostile");
  const auto path = dir.path / "msquare.ptab";
  const std::uint64_t most_entries = std::uint64_t{1} << 40;  // 256 GiB at msquare's 2 bits
  testing::write_bytes(path, claiming(most_entries));
  CHECK(refusal(path) == path.string() + ": truncated: 84 bytes, the header says " +
                             std::to_string(80 + packed_size(most_entries, 2) +
                                            block_checksums_size(packed_size(most_entries, 2))) +
                             "; run: gen msquare");
  CHECK(refusal(path, msquare_spec().info) == refusal(path));  // sizes before the expected table
}

TEST_CASE("a zstd table of an earlier puzzletab is refused, naming the codec and the remedy") {
  testing::TempDir dir("hostile");
  const auto path = dir.path / "msquare.ptab";
  testing::write_bytes(path, claiming(msquare_spec().info.entry_count, 1));
  CHECK(
      refusal(path, msquare_spec().info) ==
      path.string() +
          ": codec 1 (zstd, written by an earlier puzzletab) is no longer read; run: gen msquare");
  testing::write_bytes(path, claiming(msquare_spec().info.entry_count, 2));
  CHECK(refusal(path) == path.string() + ": unknown codec 2; run: gen msquare");
}

TEST_CASE("a stored size other than the entries' size is refused, even past 2^64") {
  testing::TempDir dir("hostile");
  const auto path = dir.path / "msquare.ptab";
  auto file = testing::read_bytes(fs::path(PUZZLETAB_TEST_TABLES) / "msquare.ptab");
  put_u64(file, 56, ~std::uint64_t{0} - 79);  // 80 + this wraps to 0 in 64 bits
  seal(file);
  testing::write_bytes(path, file);
  CHECK(refusal(path) ==
        path.string() + ": raw payload size disagrees with its stored size; run: gen msquare");
}

TEST_CASE("a FIFO in place of a table is refused without waiting for a writer") {
  testing::TempDir dir("hostile");
  const auto path = dir.path / "msquare.ptab";
  REQUIRE(::mkfifo(path.c_str(), 0600) == 0);
  CHECK(refusal(path) == path.string() + ": not a regular file but a FIFO; run: gen msquare");
}

TEST_CASE("entries that lead nowhere name the file and the remedy") {
  testing::TempDir dir("hostile");
  for (const auto& puzzle : make_puzzles()) {
    if (puzzle->name() != "msquare" && puzzle->name() != "eight") continue;
    CAPTURE(puzzle->name());
    // Checksums and sizes right, every entry 0: the walk never arrives
    // (msquare) or moves the blank off the board (eight).
    for (const auto& spec : puzzle->tables())
      write_file_atomically(
          dir.path / spec.file_name,
          encode_table(spec.info, PackedBuilder(spec.info.bits, spec.info.entry_count)));
    puzzle->load(TableStore(dir.path));
    try {
      std::string out;
      puzzle->formats().front().write(split_tokens(puzzle->example()), out);
      FAIL("answered from a table of zeros: " << out);
    } catch (const TableError& e) {
      const std::string message = e.what();
      CHECK(message.starts_with(dir.path.string() + "/" + std::string(puzzle->name())));
      CHECK(message.ends_with("(corrupt); run: gen " + std::string(puzzle->name()) + " --out " +
                              shell_word(dir.path.string())));
    }
  }
}

TEST_CASE("remedies quote folders for a POSIX shell") {
  CHECK(shell_word("/tmp/tables-1.2_x") == "/tmp/tables-1.2_x");
  CHECK(shell_word("-x") == "./-x");
  CHECK(shell_word("") == "''");
  CHECK(shell_word("a b") == "'a b'");
  CHECK(shell_word("it's") == "'it'\\''s'");
  CHECK(shell_word("a\nb") == "'a\nb'");
  CHECK(shell_word("-a $b") == "'./-a $b'");
  CHECK(TableStore("/data/my tables").remedy(msquare_spec(), "--large") ==
        "gen msquare --large --out '/data/my tables'");
  CHECK(TableStore(PUZZLETAB_TEST_TABLES).remedy(msquare_spec()) == "gen msquare");
}

TEST_CASE("gen's writes: a link at the path is replaced, failures leave nothing behind") {
  testing::TempDir dir("hostile");
  const auto bytes = encode_table(msquare_spec().info, PackedBuilder(3, 100));
  const auto victim = dir.path / "victim";
  testing::write_bytes(victim, {std::byte{'v'}});
  const auto path = dir.path / "out" / "msquare.ptab";
  fs::create_directories(path.parent_path());
  fs::create_symlink(victim, path);
  write_file_atomically(path, bytes);
  CHECK(testing::read_bytes(victim) == std::vector<std::byte>{std::byte{'v'}});
  CHECK(!fs::is_symlink(path));
  CHECK(testing::read_bytes(path) == bytes);

  const auto folder = dir.path / "folder" / "msquare.ptab";
  fs::create_directories(folder);
  CHECK_THROWS_WITH_AS(write_file_atomically(folder, bytes),
                       ("cannot write " + folder.string() + ": Is a directory").c_str(),
                       SystemError);
  CHECK(std::distance(fs::directory_iterator(folder.parent_path()), fs::directory_iterator()) == 1);

  const auto nowhere = dir.path / "absent" / "msquare.ptab";
  CHECK_THROWS_WITH_AS(write_file_atomically(nowhere, bytes),
                       ("cannot write " + nowhere.string() + ": No such file or directory").c_str(),
                       SystemError);
}
