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
#include "core/table.h"
#include "core/table_store.h"
#include "core/tokens.h"
#include "puzzles/registry.h"

using namespace puzzletab;
namespace fs = std::filesystem;

namespace {

struct TempDir {
  fs::path path = fs::temp_directory_path() / ("puzzletab-hostile-" + std::to_string(::getpid()));
  TempDir() { fs::create_directories(path); }
  ~TempDir() { fs::remove_all(path); }
};

void write_bytes(const fs::path& p, const std::vector<std::byte>& bytes) {
  std::ofstream out(p, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(bytes.data()),
            static_cast<std::streamsize>(bytes.size()));
}

std::vector<std::byte> read_bytes(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  const std::vector<char> chars{std::istreambuf_iterator<char>(in),
                                std::istreambuf_iterator<char>()};
  std::vector<std::byte> bytes(chars.size());
  std::memcpy(bytes.data(), chars.data(), chars.size());
  return bytes;
}

void put_u64(std::vector<std::byte>& file, std::size_t at, std::uint64_t value) {
  for (std::size_t i = 0; i < 8; ++i)
    file[at + i] = static_cast<std::byte>((value >> (8 * i)) & 0xFF);
}

// The header's checksum made valid again after its fields were changed.
void seal(std::vector<std::byte>& file) {
  put_u64(file, 72, xxh64(std::span(file.data(), 72)));
}

// A zstd frame (RFC 8878) claiming `content` bytes, holding one 100-byte
// RLE block; no content size at all when `content` is nullopt.
std::vector<std::byte> zstd_frame(std::optional<std::uint64_t> content) {
  std::vector<std::byte> frame{std::byte{0x28},
                               std::byte{0xb5},
                               std::byte{0x2f},
                               std::byte{0xfd},
                               std::byte{static_cast<unsigned char>(content ? 0xc0 : 0x00)},
                               std::byte{0x00}};
  if (content) {
    frame.resize(frame.size() + 8);
    put_u64(frame, 6, *content);
  }
  frame.insert(frame.end(), {std::byte{0x23}, std::byte{0x03}, std::byte{0x00}, std::byte{0x07}});
  return frame;
}

const TableSpec& msquare_spec() {
  static const TableSpec spec = [] {
    for (const auto& puzzle : make_puzzles())
      if (puzzle->name() == "msquare") return puzzle->tables().front();
    throw std::logic_error("no msquare");
  }();
  return spec;
}

// msquare's header with the given entry count, a frame claiming `content`
// bytes as its payload, and every size and the header checksum consistent.
std::vector<std::byte> bomb(std::uint64_t entries, std::optional<std::uint64_t> content) {
  const auto& info = msquare_spec().info;
  auto file = encode_table(info, PackedBuilder(info.bits, 1));
  file.resize(kHeaderSize);
  const auto frame = zstd_frame(content);
  file.insert(file.end(), frame.begin(), frame.end());
  put_u64(file, 40, entries);
  put_u64(file, 48, packed_size(entries, info.bits));
  put_u64(file, 56, frame.size());
  seal(file);
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

TEST_CASE("a frame claiming far more than its size holds is refused before allocating") {
  TempDir dir;
  const auto path = dir.path / "msquare.ptab";
  const std::uint64_t most_entries = std::uint64_t{1} << 40;  // 384 GiB at msquare's 3 bits
  write_bytes(path, bomb(most_entries, packed_size(most_entries, msquare_spec().info.bits)));
  // No expected table: the frame's size alone bounds what it may decode to.
  CHECK(refusal(path).starts_with(path.string() + ": corrupt payload (a zstd frame of 18 bytes "
                                                  "cannot hold the "));
  // The expected table is checked first: its entry count, not the payload.
  CHECK(refusal(path, msquare_spec().info).find("table is for entry count") != std::string::npos);
}

TEST_CASE("a frame whose content size differs from the header's, or is unknown, is refused") {
  TempDir dir;
  const auto path = dir.path / "msquare.ptab";
  const auto entries = msquare_spec().info.entry_count;
  for (const auto content :
       {std::optional<std::uint64_t>(std::uint64_t{1} << 31), std::optional<std::uint64_t>()}) {
    write_bytes(path, bomb(entries, content));
    CHECK(refusal(path, msquare_spec().info) ==
          path.string() + ": corrupt payload (bad zstd frame); run: gen msquare");
  }
}

TEST_CASE("a stored size past 2^64 is reported as it is") {
  TempDir dir;
  const auto path = dir.path / "msquare.ptab";
  auto file = read_bytes(fs::path(PUZZLETAB_TEST_TABLES) / "msquare.ptab");
  const auto size = file.size();
  put_u64(file, 56, ~std::uint64_t{0} - 79);  // 2^64 - 80
  seal(file);
  write_bytes(path, file);
  CHECK(refusal(path).find("truncated: " + std::to_string(size) +
                           " bytes, the header says 18446744073709551616;") != std::string::npos);
}

TEST_CASE("a FIFO in place of a table is refused without waiting for a writer") {
  TempDir dir;
  const auto path = dir.path / "msquare.ptab";
  REQUIRE(::mkfifo(path.c_str(), 0600) == 0);
  CHECK(refusal(path) == path.string() + ": not a regular file but a FIFO; run: gen msquare");
}

TEST_CASE("entries that lead nowhere name the file and the remedy") {
  TempDir dir;
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
  TempDir dir;
  const auto bytes = encode_table(msquare_spec().info, PackedBuilder(3, 100));
  const auto victim = dir.path / "victim";
  write_bytes(victim, {std::byte{'v'}});
  const auto path = dir.path / "out" / "msquare.ptab";
  fs::create_directories(path.parent_path());
  fs::create_symlink(victim, path);
  write_file_atomically(path, bytes);
  CHECK(read_bytes(victim) == std::vector<std::byte>{std::byte{'v'}});
  CHECK(!fs::is_symlink(path));
  CHECK(read_bytes(path) == bytes);

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
