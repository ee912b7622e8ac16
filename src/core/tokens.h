// Reading cases: whitespace-separated tokens from a stream, regardless of
// line breaks, with bounded memory whatever the input holds.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace puzzletab {

// Longer tokens are rejected before they are read whole: no valid token of
// any puzzle comes close.
inline constexpr std::size_t kMaxTokenLength = 32;

// A case that is a line (Puzzle::case_is_line) may be this long.
inline constexpr std::size_t kMaxCaseLineLength = 4096;

// The white space that separates tokens. A table rather than six
// comparisons: every character of a stream passes here.
inline constexpr std::array<bool, 256> kTokenSpace = [] {
  std::array<bool, 256> space{};
  for (const char c : std::string_view(" \n\t\r\f\v")) space[static_cast<unsigned char>(c)] = true;
  return space;
}();
inline bool is_token_space(char c) {
  return kTokenSpace[static_cast<unsigned char>(c)];
}

class TokenReader {
 public:
  // With `lines`, each line (without its end, "\n" or "\r\n") is a token,
  // an empty line too.
  explicit TokenReader(int fd, bool lines = false)
      : fd_(fd), lines_(lines), buffer_(std::make_unique_for_overwrite<char[]>(kBufferSize)) {}
  // Stores the next token and returns true, or returns false at end of
  // input. Throws InputError for a token longer than kMaxTokenLength (a
  // line longer than kMaxCaseLineLength) or an unreadable stream.
  bool next(std::string& token) {
    // Nearly every token lies in the buffer whole, with the white space
    // that ends it: taken here, inline (a stream's hottest path).
    if (!lines_) {
      std::size_t start = pos_;
      while (start < end_ && is_token_space(buffer_[start])) ++start;
      std::size_t stop = start;
      while (stop < end_ && !is_token_space(buffer_[stop])) ++stop;
      pos_ = start;
      if (stop < end_ && stop > start && stop - start <= kMaxTokenLength) {
        // A stream reuses its strings, and a token is usually as long as
        // the one its string held before: then no call to assign.
        if (token.size() == stop - start)
          std::copy(buffer_.get() + start, buffer_.get() + stop, token.begin());
        else
          token.assign(buffer_.get() + start, stop - start);
        pos_ = stop + 1;
        return true;
      }
    }
    return next_gathered(token);
  }
  // True when more than white space (with `lines`: anything) is buffered,
  // so that next() will not wait for input.
  bool buffered();

 private:
  bool fill();
  // next() for a line, or a token that crosses the buffer's end or is too long.
  bool next_gathered(std::string& token);
  bool next_line(std::string& line);

  int fd_;
  bool lines_;
  // Not zeroed: clearing 64 KB is a noticeable part of a short query's work.
  static constexpr std::size_t kBufferSize = 1 << 16;
  std::unique_ptr<char[]> buffer_;
  std::size_t pos_ = 0;
  std::size_t end_ = 0;
};

[[noreturn]] void throw_token_too_long(std::string_view token);

// The tokens of one option's value (--goal, --from): separated by white
// space or commas.
std::vector<std::string> split_tokens(std::string_view text);

// parse_int's general case, by std::from_chars.
std::optional<int> parse_int_from_chars(std::string_view token, int lo, int hi);
// The token as a decimal integer in [lo, hi], or nothing.
inline std::optional<int> parse_int(std::string_view token, int lo, int hi) {
  // One digit, most numbers of most cases, without the call.
  if (token.size() == 1) {
    const int digit = static_cast<unsigned char>(token.front()) - '0';
    if (digit < 0 || digit > 9 || digit < lo || digit > hi) return std::nullopt;
    return digit;
  }
  return parse_int_from_chars(token, lo, hi);
}
// The text as a decimal integer 0..largest (no sign), or nothing.
std::optional<std::uint64_t> parse_uint64(std::string_view text, std::uint64_t largest);

// The token quoted for an error message, shortened to kQuotedLength
// characters and "...": text shown as text (UTF-8 included); control
// characters, quotes, backslashes and bytes that are not UTF-8 as \xNN;
// the characters a reader cannot see (core/utf8.h) as \uXXXX.
inline constexpr std::size_t kQuotedLength = 20;
std::string quote_token(std::string_view token);

// "VALUE not in {a,b,c}": CLI11's words for an option's value that is none
// of its choices, which query prints and the C API gives alike. The value
// as typed when quote_token would show it unchanged, else quoted.
std::string not_one_of(std::string_view value, std::span<const std::string> choices);

}  // namespace puzzletab
