// Move names as people type them: a prime (R') written with a typographic
// apostrophe (R’, what phones and word processors put in), the prime sign
// (R′), an acute accent (R´) or a backtick (R`) is the ASCII apostrophe.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace puzzletab {

// `word` with each common spelling of a prime replaced by ', everything
// else as it is.
std::string with_ascii_primes(std::string_view word);

// The quarter turns a cube turn's suffix after its letters asks for: "" 1,
// "2" and "2'" 2 (a half turn, whichever way), "'" 3; nothing for another.
std::optional<unsigned> suffix_quarters(std::string_view suffix);

}  // namespace puzzletab
