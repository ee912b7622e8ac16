// Move names as people type them: a prime (R') written with a typographic
// apostrophe (R’, what phones and word processors put in), the prime sign
// (R′), an acute accent (R´) or a backtick (R`) is the ASCII apostrophe.
#pragma once

#include <string>
#include <string_view>

namespace puzzletab {

// `word` with each common spelling of a prime replaced by ', everything
// else as it is.
std::string with_ascii_primes(std::string_view word);

}  // namespace puzzletab
