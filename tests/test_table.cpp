#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <random>

#include <unistd.h>

#include "core/checksum.h"
#include "core/errors.h"
#include "core/output_file.h"
#include "core/packed.h"
#include "core/payload_check.h"
#include "core/table.h"
#include "temp_files.h"

using namespace puzzletab;
namespace fs = std::filesystem;

namespace {

PackedBuilder sample_entries(unsigned bits, std::uint64_t count, std::uint32_t seed) {
  PackedBuilder b(bits, count);
  std::mt19937 rng(seed);
  for (std::uint64_t i = 0; i < count; ++i)
    b.set(i, static_cast<std::uint32_t>(rng() & ((std::uint64_t{1} << bits) - 1)));
  return b;
}

std::string open_error(const fs::path& p) {
  try {
    TableReader reader(p);
  } catch (const TableError& e) {
    return e.what();
  }
  return "";
}

const TableInfo kInfo{"msquare", 7, EntryKind::next_move, 2, 1000, Codec::raw};

}  // namespace

TEST_CASE("packed entries round-trip at every width") {
  for (unsigned bits = 1; bits <= kMaxEntryBits; ++bits) {
    CAPTURE(bits);
    const std::uint64_t count = 1001;
    const auto built = sample_entries(bits, count, bits);
    CHECK(built.bytes().size() == packed_size(count, bits));
    std::mt19937 rng(bits);
    const auto view = built.view();
    for (std::uint64_t i = 0; i < count; ++i)
      REQUIRE(view[i] == static_cast<std::uint32_t>(rng() & ((std::uint64_t{1} << bits) - 1)));
  }
}

TEST_CASE("packed entries overwrite cleanly") {
  PackedBuilder b(3, 10);
  b.set(4, 7);
  b.set(4, 2);
  b.set(5, 5);
  CHECK(b.view()[4] == 2);
  CHECK(b.view()[5] == 5);
  CHECK(b.view()[3] == 0);
}

TEST_CASE("a table written and read back gives the same header and entries") {
  testing::TempDir dir("table");
  const auto entries = sample_entries(kInfo.bits, kInfo.entry_count, 1);
  const auto bytes = encode_table(kInfo, entries);
  CHECK(bytes == encode_table(kInfo, entries));  // deterministic
  CHECK(bytes.size() == table_file_size(kInfo));
  const auto path = dir.path / "t.ptab";
  write_file_atomically(path, bytes);
  TableReader reader(path);
  CHECK(reader.info() == kInfo);
  CHECK_NOTHROW(reader.expect(kInfo));
  for (std::uint64_t i = 0; i < kInfo.entry_count; ++i)
    REQUIRE(reader.entries()[i] == entries.view()[i]);
  CHECK(fs::directory_iterator(dir.path)->path().filename() == "t.ptab");  // no temporary left
}

TEST_CASE("a table that does not match what the reader expects is refused") {
  testing::TempDir dir("table");
  const auto path = dir.path / "t.ptab";
  write_file_atomically(path, encode_table(kInfo, sample_entries(2, 1000, 1)));
  TableReader reader(path);
  auto other = kInfo;
  other.variant = 8;
  CHECK_THROWS_WITH_AS(reader.expect(other), doctest::Contains("variant 7, expected 8"),
                       TableError);
  other = kInfo;
  other.puzzle = "eight";
  CHECK_THROWS_WITH_AS(reader.expect(other), doctest::Contains("puzzle msquare, expected eight"),
                       TableError);
  other = kInfo;
  other.entry_count = 999;
  CHECK_THROWS_AS(reader.expect(other), TableError);
}

TEST_CASE("every single-byte change to the header is detected") {
  testing::TempDir dir("table");
  const auto good = encode_table(kInfo, sample_entries(2, 1000, 1));
  const auto path = dir.path / "t.ptab";
  for (std::size_t at = 0; at < kHeaderSize; ++at) {
    for (const unsigned delta : {1u, 0x80u, 0xFFu}) {
      auto bad = good;
      bad[at] = static_cast<std::byte>(std::to_integer<unsigned>(bad[at]) ^ delta);
      testing::write_bytes(path, bad);
      CAPTURE(at);
      CAPTURE(delta);
      CHECK(open_error(path).find(path.string() + ": ") == 0);
    }
  }
}

TEST_CASE("payload damage, truncation and trailing bytes are detected") {
  testing::TempDir dir("table");
  const auto good = encode_table(kInfo, sample_entries(2, 1000, 3));
  const auto path = dir.path / "t.ptab";
  std::mt19937 rng(5);
  for (int trial = 0; trial < 300; ++trial) {
    auto bad = good;
    const std::size_t at = kHeaderSize + rng() % (good.size() - kHeaderSize);
    bad[at] = static_cast<std::byte>(std::to_integer<unsigned>(bad[at]) ^ (1u + rng() % 255));
    testing::write_bytes(path, bad);
    CAPTURE(at);
    CHECK(open_error(path).find("corrupt payload") != std::string::npos);
  }
  for (std::size_t len = 0; len < good.size(); ++len) {
    testing::write_bytes(
        path, std::vector<std::byte>(good.begin(), good.begin() + static_cast<long>(len)));
    CAPTURE(len);
    CHECK(open_error(path).find("truncated") != std::string::npos);
  }
  auto longer = good;
  longer.push_back(std::byte{0});
  testing::write_bytes(path, longer);
  CHECK(open_error(path).find("trailing bytes") != std::string::npos);
}

TEST_CASE("missing files, folders and wrong versions are named") {
  testing::TempDir dir("table");
  CHECK(open_error(dir.path / "absent.ptab") == (dir.path / "absent.ptab").string() + ": missing");
  CHECK(open_error(dir.path).find("not a regular file") != std::string::npos);
  auto bytes = encode_table(kInfo, sample_entries(2, 1000, 1));
  bytes[8] = std::byte{3};  // version 3, from a future puzzletab
  testing::write_bytes(dir.path / "v3.ptab", bytes);
  CHECK(open_error(dir.path / "v3.ptab")
            .find("table format version 3, this program reads version 2") != std::string::npos);
  // Version 1 had no block checksums: a table of it is made again.
  bytes[8] = std::byte{1};
  const std::uint64_t sum = xxh64(std::span(bytes.data(), 72));
  for (std::size_t i = 0; i < 8; ++i) bytes[72 + i] = static_cast<std::byte>(sum >> (8 * i) & 0xFF);
  testing::write_bytes(dir.path / "v1.ptab", bytes);
  CHECK(open_error(dir.path / "v1.ptab")
            .find("table format version 1 (no block checksums), this program reads version 2") !=
        std::string::npos);
}

TEST_CASE("payloads up to kPayloadVerifiedOnOpen are checksummed at every open") {
  testing::TempDir dir("table");
  const TableInfo info{"fifteen", 1, EntryKind::pattern, 8, kPayloadVerifiedOnOpen, Codec::raw};
  auto bytes = encode_table(info, PackedBuilder(8, info.entry_count));
  bytes.back() = std::byte{1};
  const auto path = dir.path / "small.ptab";
  testing::write_bytes(path, bytes);
  CHECK(open_error(path).find("corrupt payload (block 15 of 16: checksum mismatch)") !=
        std::string::npos);
}

TEST_CASE("a larger payload's block is checked when first read: a damaged one never answers") {
  testing::TempDir dir("table");
  const TableInfo info{"fifteen", 1, EntryKind::pattern, 8, kPayloadVerifiedOnOpen + 1, Codec::raw};
  auto bytes = encode_table(info, PackedBuilder(8, info.entry_count));
  CHECK(bytes.size() == table_file_size(info));
  const auto path = dir.path / "large.ptab";
  testing::write_bytes(path, bytes);
  CHECK_NOTHROW(TableReader(path).verify_payload());
  bytes[kHeaderSize + 12345] = std::byte{1};  // in block 3 of 17
  testing::write_bytes(path, bytes);
  const TableReader damaged(path, std::nullopt, "gen fifteen");  // the header and size are right
  CHECK(damaged.entries()[12345 - kCheckedBlockBytes] == 0);     // another block: read
  CHECK(damaged.entries()[kPayloadVerifiedOnOpen] == 0);         // the last, shorter block
  const std::string refusal =
      path.string() + ": corrupt payload (block 3 of 17: checksum mismatch); run: gen fifteen";
  for (const std::uint64_t at : {std::uint64_t{12345}, 4 * kCheckedBlockBytes - 1,
                                 3 * kCheckedBlockBytes})  // any byte of the block, every time
    CHECK_THROWS_WITH_AS(damaged.entries()[at], refusal.c_str(), TableError);
  CHECK_THROWS_WITH_AS(damaged.verify_payload(), doctest::Contains("corrupt payload"), TableError);
  // A damaged checksum: its block is refused, the payload itself intact.
  bytes[kHeaderSize + 12345] = std::byte{0};
  bytes[kHeaderSize + info.entry_count + 8 * 5 + 2] ^= std::byte{0x10};
  testing::write_bytes(path, bytes);
  const TableReader damaged_sum(path);
  CHECK(damaged_sum.entries()[12345] == 0);
  CHECK_THROWS_WITH_AS(damaged_sum.entries()[5 * kCheckedBlockBytes + 7],
                       doctest::Contains("block 5 of 17"), TableError);
  CHECK_THROWS_AS(damaged_sum.verify_payload(), TableError);
  bytes.pop_back();
  testing::write_bytes(path, bytes);
  CHECK(open_error(path).find("truncated") != std::string::npos);  // sizes are still checked
}

TEST_CASE("a reader that has checked an eighth of a large payload checks the rest in order") {
  // 8,292 blocks: the sweep starts after kLeastSweepAfter checked as read.
  constexpr std::uint64_t kBlocks = 2 * kLeastSweepAfter + 100;
  std::vector<std::byte> payload(kBlocks * kCheckedBlockBytes - 5);  // the last block shorter
  std::mt19937_64 random(45);
  for (auto& b : payload) b = static_cast<std::byte>(random());
  const auto sums = block_checksums(payload);
  constexpr std::uint64_t kDamaged = 10;  // in the first sweep's blocks
  payload[kDamaged * kCheckedBlockBytes + 100] ^= std::byte{4};
  const PayloadCheck check(payload, sums.data(), "t: ", "");
  // Every odd block up to the threshold, read: each checked as it is read.
  for (std::uint64_t b = 1; b < 2 * kLeastSweepAfter; b += 2) check.touch(b * kCheckedBlockBytes);
  CHECK(check.verified_blocks() == kLeastSweepAfter);
  // One more: it sweeps blocks 0-255 in order, the 127 even ones but the
  // damaged one marked, which still fails at its own read.
  check.touch(0);
  CHECK(check.verified_blocks() == kLeastSweepAfter + 1 + kSweptBlocks / 2 - 2);
  CHECK_THROWS_WITH_AS(check.touch(kDamaged * kCheckedBlockBytes + 5),
                       "t: corrupt payload (block 10 of 8292: checksum mismatch)", TableError);
  // Read from the last block down: each block not yet checked sweeps the
  // next 256 (half of them read already), so a few reads leave none but
  // the damaged one unchecked.
  unsigned checked_as_read = 0;
  for (std::uint64_t b = kBlocks; b-- > 0;) {
    if (b == kDamaged) continue;
    const std::uint64_t before = check.verified_blocks();
    check.touch(b * kCheckedBlockBytes + 17);
    checked_as_read += check.verified_blocks() > before;
  }
  CHECK(check.verified_blocks() == kBlocks - 1);
  CHECK(checked_as_read <= (kBlocks - kLeastSweepAfter) / (kSweptBlocks / 2) + 1);
  CHECK_THROWS_AS(check.touch(kDamaged * kCheckedBlockBytes), TableError);
  CHECK_THROWS_AS(check.verify_all(), TableError);
}

TEST_CASE("entries wider than a byte check both blocks they may span") {
  testing::TempDir dir("table");
  const TableInfo info{"clocks", 0, EntryKind::solution, 18, 100'000, Codec::raw};
  const auto entries = sample_entries(18, info.entry_count, 9);
  auto bytes = encode_table(info, entries);
  // Entry 1820 spans bytes 4095..4097: the end of block 0, the start of block 1.
  REQUIRE((1820 * 18) / 8 == kCheckedBlockBytes - 1);
  bytes[kHeaderSize + kCheckedBlockBytes + 1] ^= std::byte{0x40};
  const auto path = dir.path / "wide.ptab";
  testing::write_bytes(path, bytes);
  const TableReader damaged(path);
  CHECK(damaged.entries()[1819] == entries.view()[1819]);
  CHECK_THROWS_WITH_AS(damaged.entries()[1820], doctest::Contains("block 1 of"), TableError);
}
