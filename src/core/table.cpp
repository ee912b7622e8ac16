#include "core/table.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <utility>

#include "core/checksum.h"
#include "core/errors.h"
#include "core/mapping_guard.h"
#include "core/output_file.h"
#include "core/same_file.h"
#include "core/thousands.h"

namespace puzzletab {
namespace {

// PNG-style magic: the \r\n and \x1a catch text-mode mangling of the file.
constexpr std::array<unsigned char, 8> kMagic = {'P', 'Z', 'T', 'B', '\r', '\n', 0x1a, '\n'};

// Byte offsets of the header fields (docs/format.md).
namespace field {
constexpr std::size_t magic = 0, version = 8, header_size = 10, codec = 12, kind = 13, bits = 14,
                      reserved8 = 15, puzzle = 16, variant = 32, entry_count = 40, raw_size = 48,
                      stored_size = 56, payload_checksum = 64, header_checksum = 72;
}  // namespace field

// The codec byte of the zstd tables earlier versions wrote: named when refused.
constexpr std::uint8_t kRetiredZstd = 1;

template <typename T>
void put_le(std::byte* at, T value) {
  for (std::size_t i = 0; i < sizeof(T); ++i)
    at[i] = static_cast<std::byte>((static_cast<std::uint64_t>(value) >> (8 * i)) & 0xFF);
}

template <typename T>
T get_le(const std::byte* at) {
  std::uint64_t v = 0;
  for (std::size_t i = 0; i < sizeof(T); ++i)
    v |= static_cast<std::uint64_t>(std::to_integer<unsigned>(at[i])) << (8 * i);
  return static_cast<T>(v);
}

bool valid_puzzle_name(std::span<const std::byte> name) {
  std::size_t len = 0;
  while (len < name.size() && name[len] != std::byte{0}) ++len;
  if (len == 0) return false;
  for (std::size_t i = 0; i < name.size(); ++i) {
    const auto c = std::to_integer<unsigned char>(name[i]);
    const bool ok =
        i < len ? ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-') : c == 0;
    if (!ok) return false;
  }
  return true;
}

// What a path that is not a regular file is instead, for the message.
const char* file_type(mode_t mode) {
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "a special file";
}

}  // namespace

const char* to_string(Codec codec) {
  switch (codec) {
    case Codec::raw:
      return "raw";
  }
  return "unknown";
}

const char* to_string(EntryKind kind) {
  switch (kind) {
    case EntryKind::next_move:
      return "next-move";
    case EntryKind::distance:
      return "distance";
    case EntryKind::solution:
      return "solution";
    case EntryKind::pattern:
      return "pattern";
    case EntryKind::plan:
      return "plan";
  }
  return "unknown";
}

TableHeader table_header(const TableInfo& info, const PackedBuilder& entries) {
  const auto& raw = entries.bytes();
  TableHeader header{};
  std::byte* h = header.data();
  std::memcpy(h + field::magic, kMagic.data(), kMagic.size());
  put_le<std::uint16_t>(h + field::version, kFormatVersion);
  put_le<std::uint16_t>(h + field::header_size, kHeaderSize);
  put_le<std::uint8_t>(h + field::codec, static_cast<std::uint8_t>(info.codec));
  put_le<std::uint8_t>(h + field::kind, static_cast<std::uint8_t>(info.kind));
  put_le<std::uint8_t>(h + field::bits, info.bits);
  std::memcpy(h + field::puzzle, info.puzzle.data(), std::min(info.puzzle.size(), kPuzzleNameSize));
  put_le<std::uint64_t>(h + field::variant, info.variant);
  put_le<std::uint64_t>(h + field::entry_count, info.entry_count);
  put_le<std::uint64_t>(h + field::raw_size, raw.size());
  put_le<std::uint64_t>(h + field::stored_size, raw.size());
  put_le<std::uint64_t>(h + field::payload_checksum, xxh64(raw));
  put_le<std::uint64_t>(h + field::header_checksum, xxh64(std::span(h, field::header_checksum)));
  return header;
}

std::vector<std::byte> encode_table(const TableInfo& info, const PackedBuilder& entries) {
  const TableHeader header = table_header(info, entries);
  const auto& raw = entries.bytes();
  const auto sums = block_checksums(raw);
  std::vector<std::byte> file(header.size() + raw.size() + sums.size());
  auto at = std::copy(header.begin(), header.end(), file.begin());
  at = std::copy(raw.begin(), raw.end(), at);
  std::copy(sums.begin(), sums.end(), at);
  return file;
}

std::uint64_t table_file_size(const TableInfo& info) {
  const std::uint64_t payload = packed_size(info.entry_count, info.bits);
  return kHeaderSize + payload + block_checksums_size(payload);
}

void write_table(const std::filesystem::path& path, const TableInfo& info,
                 const PackedBuilder& entries) {
  OutputFile file(path);
  file.write(table_header(info, entries));
  file.write(entries.bytes());
  file.write(block_checksums(entries.bytes()));
  file.commit();
}

TableReader::TableReader(const std::filesystem::path& path,
                         const std::optional<TableInfo>& expected, std::string remedy)
    : path_(path), remedy_(std::move(remedy)) {
  map_file();
  try {
    parse_header();
    if (expected) expect(*expected);
    load_payload();
  } catch (...) {
    unmap();
    throw;
  }
}

TableReader::~TableReader() {
  unmap();
}

TableReader::TableReader(TableReader&& other) noexcept
    : path_(std::move(other.path_)),
      remedy_(std::move(other.remedy_)),
      map_(std::exchange(other.map_, nullptr)),
      map_size_(other.map_size_),
      guard_slot_(std::exchange(other.guard_slot_, -1)),
      read_note_(std::exchange(other.read_note_, -1)),
      info_(std::move(other.info_)),
      checksum_(other.checksum_),
      check_(std::move(other.check_)),
      entries_(other.entries_) {}

TableReader& TableReader::operator=(TableReader&& other) noexcept {
  if (this != &other) {
    unmap();
    path_ = std::move(other.path_);
    remedy_ = std::move(other.remedy_);
    map_ = std::exchange(other.map_, nullptr);
    map_size_ = other.map_size_;
    guard_slot_ = std::exchange(other.guard_slot_, -1);
    read_note_ = std::exchange(other.read_note_, -1);
    info_ = std::move(other.info_);
    checksum_ = other.checksum_;
    check_ = std::move(other.check_);
    entries_ = other.entries_;
  }
  return *this;
}

void TableReader::fail(const std::string& what) const {
  throw TableError(path_.string() + ": " + what + (remedy_.empty() ? "" : "; run: " + remedy_));
}

void TableReader::map_file() {
  // O_NONBLOCK: opening a FIFO for reading would wait for a writer. Nothing
  // is read before fstat has shown a regular file.
  const int fd = ::open(path_.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    if (errno == ENOENT) fail("missing");
    fail(std::string("cannot open: ") + std::strerror(errno));
  }
  struct stat st {};
  if (::fstat(fd, &st) != 0) {
    const int error = errno;
    ::close(fd);
    fail(std::string("cannot open: ") + std::strerror(error));
  }
  if (!S_ISREG(st.st_mode)) {
    ::close(fd);
    fail(std::string("not a regular file but ") + file_type(st.st_mode));
  }
  NamedFile read = file_on("the table " + path_.string(), fd);
  map_size_ = static_cast<std::size_t>(st.st_size);
  if (map_size_ < kHeaderSize) {
    ::close(fd);
    fail("truncated: " + std::to_string(map_size_) + " bytes, shorter than the " +
         std::to_string(kHeaderSize) + "-byte header");
  }
  void* m = ::mmap(nullptr, map_size_, PROT_READ, MAP_PRIVATE, fd, 0);
  const int error = errno;
  ::close(fd);
  // Not the table's fault: a process limited in address space (ulimit -v)
  // or a system out of memory. Exit status 4, and no remedy: the table is
  // as gen wrote it.
  if (m == MAP_FAILED && error == ENOMEM)
    throw SystemError("cannot map " + path_.string() + " (" + with_commas(map_size_) +
                      " bytes): not enough memory or address space");
  if (m == MAP_FAILED) fail(std::string("cannot map: ") + std::strerror(error));
  map_ = static_cast<const std::byte*>(m);
  read_note_ = note_read(std::move(read));
#ifdef MADV_HUGEPAGE
  // A large table is read at random: with 4 KB pages nearly every entry
  // misses the TLB too. Asked for huge pages, the kernel reads the pages
  // not yet cached in 2 MB folios and maps them whole (3x3x3's optimal
  // search: 5.4 s to 4.1 s, docs/cube3.md). Pages cached already keep
  // their size, hence gen's drop of a table it wrote (OutputFile).
  // Where the kernel has no such pages, nothing changes.
  ::madvise(m, map_size_, MADV_HUGEPAGE);
#endif
  // The file can shrink under the mapping at any time, even while the
  // header is read; reading past its new end raises SIGBUS.
  guard_slot_ = guard_mapping(map_, map_size_,
                              std::string(program_invocation_short_name) + ": " + path_.string() +
                                  ": changed or truncated while in use" +
                                  (remedy_.empty() ? "" : "; run: " + remedy_));
}

void TableReader::unmap() {
  if (read_note_ >= 0) forget_read(std::exchange(read_note_, -1));
  if (map_ == nullptr) return;
  release_mapping(std::exchange(guard_slot_, -1));
  ::munmap(const_cast<std::byte*>(map_), map_size_);
  map_ = nullptr;
}

void TableReader::parse_header() {
  const std::byte* h = map_;
  if (std::memcmp(h + field::magic, kMagic.data(), kMagic.size()) != 0)
    fail("not a puzzletab table (bad magic)");
  const auto version = get_le<std::uint16_t>(h + field::version);
  if (version != kFormatVersion)
    fail("table format version " + std::to_string(version) +
         (version == 1 ? " (no block checksums)" : "") + ", this program reads version " +
         std::to_string(kFormatVersion));
  if (get_le<std::uint64_t>(h + field::header_checksum) !=
      xxh64(std::span(h, field::header_checksum)))
    fail("corrupt header (checksum mismatch)");
  // The checksum vouches for the bytes; these checks catch a writer's bug.
  if (get_le<std::uint16_t>(h + field::header_size) != kHeaderSize) fail("unexpected header size");
  const auto codec = get_le<std::uint8_t>(h + field::codec);
  if (codec == kRetiredZstd)
    fail("codec 1 (zstd, written by an earlier puzzletab) is no longer read");
  if (codec != static_cast<std::uint8_t>(Codec::raw))
    fail("unknown codec " + std::to_string(codec));
  const auto kind = get_le<std::uint8_t>(h + field::kind);
  if (kind < static_cast<std::uint8_t>(EntryKind::next_move) ||
      kind > static_cast<std::uint8_t>(EntryKind::plan))
    fail("unknown entry kind " + std::to_string(kind));
  const auto bits = get_le<std::uint8_t>(h + field::bits);
  if (bits < 1 || bits > kMaxEntryBits) fail("bad entry width " + std::to_string(bits));
  if (get_le<std::uint8_t>(h + field::reserved8) != 0) fail("reserved header bytes are not zero");
  const auto name = std::span(h + field::puzzle, kPuzzleNameSize);
  if (!valid_puzzle_name(name)) fail("bad puzzle name in header");

  info_.puzzle.assign(reinterpret_cast<const char*>(name.data()));
  info_.variant = get_le<std::uint64_t>(h + field::variant);
  info_.kind = static_cast<EntryKind>(kind);
  info_.bits = bits;
  info_.codec = static_cast<Codec>(codec);
  info_.entry_count = get_le<std::uint64_t>(h + field::entry_count);
  const auto raw_size = get_le<std::uint64_t>(h + field::raw_size);
  const auto stored_size = get_le<std::uint64_t>(h + field::stored_size);
  checksum_ = get_le<std::uint64_t>(h + field::payload_checksum);

  // The bound on the count keeps packed_size from overflowing.
  if (info_.entry_count > (std::uint64_t{1} << 40) ||
      raw_size != packed_size(info_.entry_count, bits))
    fail("entry count and payload size disagree");
  if (stored_size != raw_size) fail("raw payload size disagrees with its stored size");
  // Under 2^46 bytes (the bounds above): the sum cannot wrap.
  const std::uint64_t file_size = kHeaderSize + stored_size + block_checksums_size(stored_size);
  if (map_size_ != file_size)
    fail(std::string(map_size_ < file_size ? "truncated: " : "trailing bytes: ") +
         std::to_string(map_size_) + " bytes, the header says " + std::to_string(file_size));
}

void TableReader::load_payload() {
  const std::uint64_t size = packed_size(info_.entry_count, info_.bits);
  const auto payload = std::span(map_ + kHeaderSize, size);
  check_ = std::make_unique<PayloadCheck>(payload, payload.data() + size, path_.string() + ": ",
                                          remedy_.empty() ? "" : "; run: " + remedy_);
  // A small payload's blocks all now, and its reads then check nothing.
  if (size <= kPayloadVerifiedOnOpen) check_->verify_all();
  entries_ = PackedView(payload, info_.bits, info_.entry_count,
                        size <= kPayloadVerifiedOnOpen ? nullptr : check_.get());
}

void TableReader::verify_payload() const {
  check_->verify_all();
  if (xxh64(entries_.bytes()) != checksum_) fail("corrupt payload (checksum mismatch)");
}

void TableReader::expect(const TableInfo& expected) const {
  auto mismatch = [&](const std::string& what, const std::string& got, const std::string& want) {
    fail("table is for " + what + " " + got + ", expected " + want);
  };
  if (info_.puzzle != expected.puzzle) mismatch("puzzle", info_.puzzle, expected.puzzle);
  // An intact table of another variant: for a definition, the table of
  // another definition of that name, which gen keeps unless forced.
  if (info_.variant != expected.variant)
    throw TableError(path_.string() + ": table is for variant " + std::to_string(info_.variant) +
                     ", expected " + std::to_string(expected.variant) +
                     (remedy_.empty() ? "" : "; run: " + remedy_ + " --force"));
  if (info_.kind != expected.kind)
    mismatch("entry kind", to_string(info_.kind), to_string(expected.kind));
  if (info_.bits != expected.bits)
    mismatch("entry width", std::to_string(info_.bits), std::to_string(expected.bits));
  if (info_.entry_count != expected.entry_count)
    mismatch("entry count", std::to_string(info_.entry_count),
             std::to_string(expected.entry_count));
  if (info_.codec != expected.codec)
    mismatch("codec", to_string(info_.codec), to_string(expected.codec));
}

}  // namespace puzzletab
