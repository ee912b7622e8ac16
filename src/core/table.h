// The table file format v1: a fixed 80-byte header followed by the payload.
// docs/format.md documents it byte by byte; this file is the one implementation.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/errors.h"
#include "core/packed.h"

namespace puzzletab {

inline constexpr std::uint16_t kFormatVersion = 1;
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

// The complete file for a table: header, then the packed entries.
// Deterministic: the same entries always give the same bytes.
using TableHeader = std::array<std::byte, kHeaderSize>;
TableHeader table_header(const TableInfo& info, const PackedBuilder& entries);
std::vector<std::byte> encode_table(const TableInfo& info, const PackedBuilder& entries);
// The file written whole or not at all (core/output_file.h), the header
// then the entries where they are: a table of gigabytes is not copied.
void write_table(const std::filesystem::path& path, const TableInfo& info,
                 const PackedBuilder& entries);

// Payloads larger than this are not checksummed when a table is opened:
// hashing costs about an instruction a byte, and a query reads a few
// entries of a table of megabytes (the 2x2x2's 918 KB, the fifteen
// puzzle's databases). Their header is still checksummed and their size
// still checked; gen --list, gen --check, cmake --install and
// scripts/package-tables checksum the whole payload.
inline constexpr std::uint64_t kPayloadVerifiedOnOpen = std::uint64_t{64} << 10;

// A table file mapped into memory and checked: a regular file (never
// blocking on a FIFO or reading a device), header fields, header checksum,
// the expected table if given (before any of the payload is read), sizes,
// payload checksum (see kPayloadVerifiedOnOpen). The payload is used in
// place from the mapping, guarded against the file being truncated
// (core/mapping_guard.h).
// Every failure throws TableError with a message that names the file and
// ends with "; run: REMEDY" when a remedy is given.
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
  // Checks the payload checksum whatever the payload's size.
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
  PackedView entries() const { return entries_; }
  // The whole file as it was mapped: header and stored payload.
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
  TableInfo info_;
  std::uint64_t checksum_ = 0;
  PackedView entries_;
};

}  // namespace puzzletab
