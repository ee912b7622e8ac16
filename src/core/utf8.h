// UTF-8 read a character at a time, and the characters a person reading
// a message cannot see: what quote_token escapes and JSON writes as itself.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace puzzletab {

struct Utf8Character {
  char32_t code;
  std::size_t length;  // 1..4 bytes
};

// The character `text` starts with when it is one of UTF-8 (ASCII
// included; no overlong form, no surrogate, nothing past U+10FFFF), else
// nothing.
std::optional<Utf8Character> decode_utf8(std::string_view text);

// Whether a reader cannot see the character, or takes it for a plain
// space: controls (C0, DEL, C1), format characters (a byte-order mark, a
// zero-width space, direction marks), spaces other than ' ' (a no-break
// space), line and paragraph separators, fillers and variation selectors.
bool is_invisible(char32_t code);

}  // namespace puzzletab
