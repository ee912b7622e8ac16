#include "core/json.h"

namespace puzzletab {

void append_json_string(std::string& out, std::string_view s) {
  out.push_back('"');
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '"' || c == '\\') {
      out.push_back('\\');
      out.push_back(ch);
    } else if (c < 0x20 || c >= 0x7f) {
      static constexpr char kHex[] = "0123456789abcdef";
      out += "\\u00";
      out.push_back(kHex[c >> 4]);
      out.push_back(kHex[c & 15]);
    } else {
      out.push_back(ch);
    }
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
