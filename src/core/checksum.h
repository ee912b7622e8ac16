// Checksums of table headers and payloads.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

namespace puzzletab {

// XXH64 (seed 0), as specified by the xxHash project. Chosen because it is
// fast enough to verify hundreds of megabytes at memory speed, is documented
// independently of this project, and zstd frames carry its low 32 bits, which
// lets the tests check this implementation against libzstd.
std::uint64_t xxh64(std::span<const std::byte> data, std::uint64_t seed = 0);

}  // namespace puzzletab
