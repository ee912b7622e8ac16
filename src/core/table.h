// The table file format v1: a fixed 80-byte header followed by the payload.
// docs/format.md documents it byte by byte; this file is the one implementation.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include "core/packed.h"

namespace puzzletab {

inline constexpr std::uint16_t kFormatVersion = 1;
inline constexpr std::size_t kHeaderSize = 80;
inline constexpr std::size_t kPuzzleNameSize = 16;

enum class Codec : std::uint8_t { raw = 0, zstd = 1 };

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
  std::uint32_t variant = 0;
  EntryKind kind = EntryKind::next_move;
  std::uint8_t bits = 0;
  std::uint64_t entry_count = 0;
  Codec codec = Codec::zstd;

  bool operator==(const TableInfo&) const = default;
};

// One table file a puzzle's generator writes and its solver reads.
struct TableSpec {
  std::string file_name;  // inside the tables folder, e.g. "msquare.ptab"
  TableInfo info;
};

// The complete file for a table: header, then the payload encoded with
// info.codec. Deterministic: the same entries always give the same bytes.
std::vector<std::byte> encode_table(const TableInfo& info, const PackedBuilder& entries);

// Writes through a temporary file in the same folder and renames it, so a
// reader sees the old file or the new one, never a part.
void write_file_atomically(const std::filesystem::path& path, std::span<const std::byte> bytes);

// Raw payloads larger than this are not checksummed when a table is opened:
// hashing hundreds of megabytes (the fifteen puzzle's 7-8 databases) would
// cost every query process far more than its answers do. Their header is
// still checksummed and their size still checked; gen --list and gen
// --check read the whole payload.
inline constexpr std::uint64_t kPayloadVerifiedOnOpen = std::uint64_t{16} << 20;

// A table file mapped into memory and checked: header fields, header
// checksum, sizes, payload checksum (see kPayloadVerifiedOnOpen). A zstd
// payload is decompressed once (small tables); a raw payload is used in
// place from the mapping. Every failure throws TableError with a message
// that names the file.
class TableReader {
 public:
  explicit TableReader(const std::filesystem::path& path);
  ~TableReader();
  TableReader(TableReader&&) noexcept;
  TableReader& operator=(TableReader&&) noexcept;
  TableReader(const TableReader&) = delete;
  TableReader& operator=(const TableReader&) = delete;

  // Fails unless the header describes exactly the expected table.
  void expect(const TableInfo& expected) const;
  // Checks the payload checksum whatever the payload's size.
  void verify_payload() const;

  const TableInfo& info() const { return info_; }
  const std::filesystem::path& path() const { return path_; }
  std::uint64_t payload_checksum() const { return checksum_; }
  PackedView entries() const { return entries_; }

 private:
  [[noreturn]] void fail(const std::string& what) const;
  void parse_header();
  void load_payload();

  std::filesystem::path path_;
  const std::byte* map_ = nullptr;
  std::size_t map_size_ = 0;
  TableInfo info_;
  std::uint64_t raw_size_ = 0;
  std::uint64_t stored_size_ = 0;
  std::uint64_t checksum_ = 0;
  std::vector<std::byte> decoded_;
  PackedView entries_;
};

}  // namespace puzzletab
