// Large counts as people read them in messages and reports.
#pragma once

#include <cstdint>
#include <string>

namespace puzzletab {

// 10461394944000 -> "10,461,394,944,000".
std::string with_commas(std::uint64_t n);

}  // namespace puzzletab
