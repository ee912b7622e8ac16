#include "core/thousands.h"

#include <cstdio>
#include <iterator>

namespace puzzletab {

std::string with_commas(Uint128 n) {
  const std::string digits = to_string(n);
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out.push_back(',');
    out.push_back(digits[i]);
  }
  return out;
}

std::string decimal_bytes(std::uint64_t bytes) {
  static constexpr const char* kUnits[] = {"bytes", "KB", "MB", "GB", "TB"};
  double value = static_cast<double>(bytes);
  std::size_t unit = 0;
  while (value >= 1000 && unit + 1 < std::size(kUnits)) {
    value /= 1000;
    ++unit;
  }
  char text[32];
  std::snprintf(text, sizeof text, unit > 0 && value < 10 ? "%.1f %s" : "%.0f %s", value,
                kUnits[unit]);
  return text;
}

}  // namespace puzzletab
