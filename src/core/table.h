// The table file format v2: a fixed 80-byte header, the payload, and the
// checksums of the payload's blocks. docs/format.md documents it byte by
// byte; this file is the one implementation.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/errors.h"
#include "core/packed.h"
#include "core/payload_check.h"

namespace puzzletab {

inline constexpr std::uint16_t kFormatVersion = 2;
inline constexpr std::size_t kHeaderSize = 80;
inline constexpr std::size_t kPuzzleNameSize = 16;

// How the payload is stored. Only raw is written and read: the entries as
// packed, used in place from the file's mapping (docs/decisions.md, "Raw
// tables, used from the mapping"). Codec 1 was zstd, written by earlier
// versions; such a table is refused with the remedy that rewrites it.
enum class Codec : std::uint8_t { raw = 0 };

// What an entry means; the puzzle that writes a table decides.
enum class EntryKind : std::uint8_t {
  next_move = 1,  // index of the first move of the lexically earliest shortest answer
  distance = 2,   // exact distance to the goal
  solution = 3,   // the whole answer, encoded by the puzzle (clocks: move counts)
  pattern = 4,    // a pattern database's lower bound, encoded by the puzzle (fifteen)
  plan = 5,       // which other tables the puzzle built, encoded by the puzzle (a definition's)
};

const char* to_string(Codec codec);
const char* to_string(EntryKind kind);

// Everything the header says about a table except its sizes and checksums,
// which follow from the payload.
struct TableInfo {
  std::string puzzle;
  // Which table of the puzzle; a definition puzzle's binds its definition.
  std::uint64_t variant = 0;
  EntryKind kind = EntryKind::next_move;
  std::uint8_t bits = 0;
  std::uint64_t entry_count = 0;
  Codec codec = Codec::raw;

  bool operator==(const TableInfo&) const = default;
};

// One table file a puzzle's generator writes and its solver reads.
struct TableSpec {
  std::string file_name;  // inside the tables folder, e.g. "msquare.ptab"
  TableInfo info;
};

// The complete file for a table: header, the packed entries, their blocks'
// checksums. Deterministic: the same entries always give the same bytes.
using TableHeader = std::array<std::byte, kHeaderSize>;
TableHeader table_header(const TableInfo& info, const PackedBuilder& entries);
std::vector<std::byte> encode_table(const TableInfo& info, const PackedBuilder& entries);
// The bytes of the file of a table of `info`: what gen writes and help says.
std::uint64_t table_file_size(const TableInfo& info);
// The file written whole or not at all (core/output_file.h), the header
// then the entries where they are: a table of gigabytes is not copied.
void write_table(const std::filesystem::path& path, const TableInfo& info,
                 const PackedBuilder& entries);

// Payloads up to this size are verified whole when a table is opened;
// larger ones block by block, each block the first time it is read
// (core/payload_check.h): a query reads a few entries of a table of
// megabytes or gigabytes. gen --list, gen --check, cmake --install and
// scripts/package-tables checksum the whole payload and every block.
inline constexpr std::uint64_t kPayloadVerifiedOnOpen = std::uint64_t{64} << 10;

// A table file mapped into memory and checked: a regular file (never
// blocking on a FIFO or reading a device), header fields, header checksum,
// the expected table if given (before any of the payload is read), sizes;
// then the payload, whole at once or each block on first use (see
// kPayloadVerifiedOnOpen). The payload is used in place from the mapping,
// guarded against the file being truncated (core/mapping_guard.h).
// Every failure throws TableError with a message that names the file and
// ends with "; run: REMEDY" when a remedy is given; a mapping that fails
// for want of memory or address space is a SystemError.
class TableReader {
 public:
  explicit TableReader(const std::filesystem::path& path,
                       const std::optional<TableInfo>& expected = std::nullopt,
                       std::string remedy = "");
  ~TableReader();
  TableReader(TableReader&&) noexcept;
  TableReader& operator=(TableReader&&) noexcept;
  TableReader(const TableReader&) = delete;
  TableReader& operator=(const TableReader&) = delete;

  // Fails unless the header describes exactly the expected table.
  void expect(const TableInfo& expected) const;
  // Checks the payload's checksum and every block's, whatever its size.
  void verify_payload() const;

  // Runs read(entries()) and names this file and its remedy in any
  // TableError it throws: a table whose checksums hold can still have
  // entries that lead nowhere, and only the reader knows which file it is.
  template <typename Read>
  auto read(Read read) const {
    try {
      return read(entries_);
    } catch (const TableError& e) {
      fail(e.what());
    }
  }

  const TableInfo& info() const { return info_; }
  const std::filesystem::path& path() const { return path_; }
  std::uint64_t payload_checksum() const { return checksum_; }
  // The entries, each block of them verified when first read.
  PackedView entries() const { return entries_; }
  // The whole file as it was mapped: header, payload, block checksums.
  std::span<const std::byte> file_bytes() const { return {map_, map_size_}; }

 private:
  [[noreturn]] void fail(const std::string& what) const;
  void map_file();
  void parse_header();
  void load_payload();
  void unmap();

  std::filesystem::path path_;
  std::string remedy_;
  const std::byte* map_ = nullptr;
  std::size_t map_size_ = 0;
  int guard_slot_ = -1;
  int read_note_ = -1;  // core/same_file.h: an output is never this file
  TableInfo info_;
  std::uint64_t checksum_ = 0;
  std::unique_ptr<PayloadCheck> check_;
  PackedView entries_;
};

}  // namespace puzzletab
