// The few JSON pieces the answers need: one object per line.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace puzzletab {

class JsonObject {
 public:
  explicit JsonObject(std::string& out) : out_(out) { out_.push_back('{'); }
  JsonObject& string(std::string_view key, std::string_view value);
  JsonObject& number(std::string_view key, std::int64_t value);
  JsonObject& boolean(std::string_view key, bool value);
  // A value already written as JSON (an array, a nested object).
  JsonObject& raw(std::string_view key, std::string_view json);
  void close() { out_ += "}\n"; }

 private:
  void key(std::string_view k);
  std::string& out_;
  bool first_ = true;
};

// `s` as a JSON string: UTF-8 as it is, controls and the two line
// separators escaped, each byte that is not UTF-8 as U+FFFD: valid JSON
// whatever the bytes, and text read back as it was given.
void append_json_string(std::string& out, std::string_view s);

// The case's tokens joined by single spaces: the "input" field.
std::string join_tokens(std::span<const std::string> tokens);

}  // namespace puzzletab
