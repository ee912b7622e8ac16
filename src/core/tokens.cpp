#include "core/tokens.h"

#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstring>

#include "core/errors.h"

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

std::size_t utf8_sequence_length(std::string_view text) {
  if (text.empty()) return 0;
  const auto lead = static_cast<unsigned char>(text[0]);
  std::size_t length = 0;
  char32_t code = 0;
  if (lead >= 0xc2 && lead <= 0xdf) {
    length = 2;
    code = lead & 0x1fu;
  } else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    code = lead & 0x0fu;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    code = lead & 0x07u;
  } else {
    return 0;
  }
  if (text.size() < length) return 0;
  for (std::size_t i = 1; i < length; ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if ((c & 0xc0u) != 0x80u) return 0;
    code = (code << 6) | (c & 0x3fu);
  }
  // Overlong forms, surrogates, past U+10FFFF, and the C1 controls
  // (U+0080..U+009F), which a terminal would act on.
  static constexpr char32_t kLeast[] = {0, 0, 0x80, 0x800, 0x10000};
  if (code < kLeast[length] || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff || code < 0xa0)
    return 0;
  return length;
}

std::string quote_token(std::string_view token) {
  std::string out = "\"";
  // Up to kQuotedLength characters: a character of another script is
  // shown as itself (a "×" as ×), a byte that is no character of UTF-8,
  // or a control, as \xNN.
  std::size_t shown = 0;
  std::size_t i = 0;
  for (; i < token.size() && shown < kQuotedLength; ++shown) {
    const auto c = static_cast<unsigned char>(token[i]);
    if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
      out.push_back(static_cast<char>(c));
      ++i;
    } else if (const std::size_t length = utf8_sequence_length(token.substr(i)); length > 0) {
      out.append(token, i, length);
      i += length;
    } else {
      static constexpr char kHex[] = "0123456789abcdef";
      out += "\\x";
      out.push_back(kHex[c >> 4]);
      out.push_back(kHex[c & 15]);
      ++i;
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
