#include "core/tokens.h"

#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstring>

#include "core/errors.h"
#include "core/utf8.h"

namespace puzzletab {

bool TokenReader::fill() {
  for (;;) {
    const ssize_t n = ::read(fd_, buffer_.get(), kBufferSize);
    if (n > 0) {
      pos_ = 0;
      end_ = static_cast<std::size_t>(n);
      return true;
    }
    if (n == 0) return false;
    if (errno != EINTR) throw InputError(std::string("cannot read input: ") + std::strerror(errno));
  }
}

bool TokenReader::buffered() {
  if (lines_) return pos_ < end_;
  while (pos_ < end_ && is_token_space(buffer_[pos_])) ++pos_;
  return pos_ < end_;
}

bool TokenReader::next_line(std::string& line) {
  line.clear();
  bool any = false;  // a character of this line, its end included, was read
  for (;;) {
    if (pos_ == end_ && !fill()) break;
    any = true;
    std::size_t stop = pos_;
    while (stop < end_ && buffer_[stop] != '\n') ++stop;
    if (line.size() + (stop - pos_) > kMaxCaseLineLength)
      throw InputError("a line is longer than " + std::to_string(kMaxCaseLineLength) +
                       " characters");
    line.append(buffer_.get() + pos_, stop - pos_);
    pos_ = stop;
    if (pos_ < end_) {
      ++pos_;  // the line's end
      break;
    }
  }
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return any;
}

bool TokenReader::next_gathered(std::string& token) {
  if (lines_) return next_line(token);
  token.clear();
  for (;;) {
    if (pos_ == end_ && !fill()) return !token.empty();
    if (token.empty())
      while (pos_ < end_ && is_token_space(buffer_[pos_])) ++pos_;
    // Take the token's characters in this buffer in one append.
    std::size_t stop = pos_;
    while (stop < end_ && !is_token_space(buffer_[stop])) ++stop;
    if (token.size() + (stop - pos_) > kMaxTokenLength) {
      token.append(buffer_.get() + pos_, kMaxTokenLength + 1 - token.size());
      throw_token_too_long(token);
    }
    token.append(buffer_.get() + pos_, stop - pos_);
    pos_ = stop;
    if (pos_ < end_ && !token.empty()) {
      ++pos_;  // the white space that ends the token
      return true;
    }
  }
}

void throw_token_too_long(std::string_view token) {
  throw InputError("token " + quote_token(token) + " is longer than " +
                   std::to_string(kMaxTokenLength) + " characters");
}

std::vector<std::string> split_tokens(std::string_view text) {
  std::vector<std::string> tokens;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (is_token_space(text[i]) || text[i] == ',')) ++i;
    std::size_t j = i;
    while (j < text.size() && !(is_token_space(text[j]) || text[j] == ',')) ++j;
    if (j > i) tokens.emplace_back(text.substr(i, j - i));
    i = j;
  }
  return tokens;
}

std::optional<int> parse_int_from_chars(std::string_view token, int lo, int hi) {
  int value = 0;
  const auto* end = token.data() + token.size();
  const auto [ptr, ec] = std::from_chars(token.data(), end, value);
  if (ec != std::errc{} || ptr != end || value < lo || value > hi) return std::nullopt;
  return value;
}

std::optional<std::uint64_t> parse_uint64(std::string_view text, std::uint64_t largest) {
  std::uint64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || value > largest)
    return std::nullopt;
  return value;
}

std::string quote_token(std::string_view token) {
  static constexpr char kHex[] = "0123456789abcdef";
  const auto hex = [&](std::string& out, char32_t code, int digits) {
    for (int shift = 4 * (digits - 1); shift >= 0; shift -= 4)
      out.push_back(kHex[code >> shift & 15]);
  };
  std::string out = "\"";
  // Up to kQuotedLength characters: a character of another script is
  // shown as itself (a "×" as ×); one a reader cannot see (a byte-order
  // mark, a no-break space) as \uXXXX; a control, a quote, a backslash and
  // a byte that is no character of UTF-8 as \xNN, each byte.
  std::size_t shown = 0;
  std::size_t i = 0;
  for (; i < token.size() && shown < kQuotedLength; ++shown) {
    const auto character = decode_utf8(token.substr(i));
    const auto byte = static_cast<unsigned char>(token[i]);
    if (!character || character->code < 0x20 ||
        (character->code >= 0x7f && character->code < 0xa0) || byte == '"' || byte == '\\') {
      out += "\\x";
      hex(out, byte, 2);
      ++i;
    } else if (is_invisible(character->code)) {
      out += character->code > 0xffff ? "\\U" : "\\u";
      hex(out, character->code, character->code > 0xffff ? 8 : 4);
      i += character->length;
    } else {
      out.append(token, i, character->length);
      i += character->length;
    }
  }
  if (i < token.size()) out += "...";
  out.push_back('"');
  return out;
}

std::string not_one_of(std::string_view value, std::span<const std::string> choices) {
  std::string quoted = quote_token(value);
  std::string text =
      quoted.size() == value.size() + 2 && quoted.compare(1, value.size(), value) == 0
          ? std::string(value)
          : std::move(quoted);
  text += " not in {";
  for (std::size_t i = 0; i < choices.size(); ++i) {
    if (i > 0) text.push_back(',');
    text += choices[i];
  }
  text.push_back('}');
  return text;
}

}  // namespace puzzletab
