#include "core/prime_spelling.h"

#include <array>

namespace puzzletab {

std::string with_ascii_primes(std::string_view word) {
  // U+2019 right single quotation mark, U+2018 left, U+2032 prime, U+00B4
  // acute accent, and the backtick, in UTF-8.
  static constexpr std::array<std::string_view, 5> kPrimes = {"\xe2\x80\x99", "\xe2\x80\x98",
                                                              "\xe2\x80\xb2", "\xc2\xb4", "`"};
  std::string out;
  out.reserve(word.size());
  for (std::size_t i = 0; i < word.size();) {
    bool replaced = false;
    for (const std::string_view prime : kPrimes) {
      if (word.substr(i).starts_with(prime)) {
        out.push_back('\'');
        i += prime.size();
        replaced = true;
        break;
      }
    }
    if (!replaced) out.push_back(word[i++]);
  }
  return out;
}

std::optional<unsigned> suffix_quarters(std::string_view suffix) {
  if (suffix.empty()) return 1;
  if (suffix == "2" || suffix == "2'") return 2;
  if (suffix == "'") return 3;
  return std::nullopt;
}

}  // namespace puzzletab
