// Large counts as people read them in messages and reports.
#pragma once

#include <cstdint>
#include <string>

#include "core/uint128.h"

namespace puzzletab {

// 10461394944000 -> "10,461,394,944,000".
std::string with_commas(Uint128 n);

}  // namespace puzzletab
