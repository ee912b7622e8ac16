// Large counts and sizes as people read them in messages and reports.
#pragma once

#include <cstdint>
#include <string>

#include "core/uint128.h"

namespace puzzletab {

// 10461394944000 -> "10,461,394,944,000".
std::string with_commas(Uint128 n);

// A size in decimal units, two figures at least: 288851200 -> "289 MB",
// 2608174160 -> "2.6 GB", 918620 -> "919 KB", 80 -> "80 bytes".
std::string decimal_bytes(std::uint64_t bytes);

}  // namespace puzzletab
