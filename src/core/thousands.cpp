#include "core/thousands.h"

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

}  // namespace puzzletab
