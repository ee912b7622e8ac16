#include "core/json.h"

#include "core/utf8.h"

namespace puzzletab {

void append_json_string(std::string& out, std::string_view s) {
  static constexpr char kHex[] = "0123456789abcdef";
  const auto escape = [&](char32_t code) {
    out += "\\u";
    for (int shift = 12; shift >= 0; shift -= 4) out.push_back(kHex[code >> shift & 15]);
  };
  out.push_back('"');
  for (std::size_t i = 0; i < s.size();) {
    const auto byte = static_cast<unsigned char>(s[i]);
    if (byte >= 0x20 && byte < 0x7f && byte != '"' && byte != '\\') {
      out.push_back(static_cast<char>(byte));  // most text: printable ASCII
      ++i;
      continue;
    }
    const auto character = decode_utf8(s.substr(i));
    if (!character) {
      // A byte that is no character of UTF-8: JSON text has no way to
      // carry it, so it is the replacement character, as Go's encoder does.
      escape(0xfffd);
      ++i;
      continue;
    }
    const char32_t c = character->code;
    if (c == '"' || c == '\\') {
      out.push_back('\\');
      out.push_back(static_cast<char>(c));
    } else if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == 0x2028 || c == 0x2029) {
      // Controls, and the two separators JavaScript's strings once refused.
      escape(c);
    } else {
      out.append(s, i, character->length);
    }
    i += character->length;
  }
  out.push_back('"');
}

void JsonObject::key(std::string_view k) {
  if (!first_) out_.push_back(',');
  first_ = false;
  append_json_string(out_, k);
  out_.push_back(':');
}

JsonObject& JsonObject::string(std::string_view k, std::string_view value) {
  key(k);
  append_json_string(out_, value);
  return *this;
}

JsonObject& JsonObject::number(std::string_view k, std::int64_t value) {
  key(k);
  out_ += std::to_string(value);
  return *this;
}

JsonObject& JsonObject::boolean(std::string_view k, bool value) {
  key(k);
  out_ += value ? "true" : "false";
  return *this;
}

JsonObject& JsonObject::raw(std::string_view k, std::string_view json) {
  key(k);
  out_ += json;
  return *this;
}

std::string join_tokens(std::span<const std::string> tokens) {
  std::string s;
  for (const auto& t : tokens) {
    if (!s.empty()) s.push_back(' ');
    s += t;
  }
  return s;
}

}  // namespace puzzletab
