#include <doctest/doctest.h>
#include <zstd.h>

#include <cstring>
#include <string>
#include <vector>

#include "core/checksum.h"

using namespace puzzletab;

namespace {

std::uint64_t hash_of(const std::string& s) {
  return xxh64(std::as_bytes(std::span(s.data(), s.size())));
}

// zstd writes the low 32 bits of XXH64(content) at the end of a frame when
// asked to: an independent implementation to compare with, at every length
// that exercises a different branch.
std::uint32_t zstd_frame_checksum(const std::vector<std::byte>& data) {
  ZSTD_CCtx* ctx = ZSTD_createCCtx();
  ZSTD_CCtx_setParameter(ctx, ZSTD_c_checksumFlag, 1);
  std::vector<char> frame(ZSTD_compressBound(data.size()));
  const std::size_t n = ZSTD_compress2(ctx, frame.data(), frame.size(), data.data(), data.size());
  ZSTD_freeCCtx(ctx);
  REQUIRE(!ZSTD_isError(n));
  std::uint32_t tail;
  std::memcpy(&tail, frame.data() + n - 4, 4);
  return tail;
}

}  // namespace

TEST_CASE("xxh64 matches the published test vectors") {
  CHECK(hash_of("") == 0xEF46DB3751D8E999ULL);
  CHECK(hash_of("a") == 0xD24EC4F1A98C6E5BULL);
  CHECK(hash_of("abc") == 0x44BC2CF5AD770999ULL);
}

TEST_CASE("xxh64 agrees with the checksum zstd writes, at every length up to 200") {
  std::vector<std::byte> data;
  std::uint32_t x = 12345;
  for (std::size_t len = 0; len <= 200; ++len) {
    CAPTURE(len);
    CHECK(static_cast<std::uint32_t>(xxh64(data)) == zstd_frame_checksum(data));
    x = x * 1103515245u + 12345u;
    data.push_back(static_cast<std::byte>(x >> 16));
  }
}
