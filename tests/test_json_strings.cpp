// JSON strings are UTF-8 text (docs/json.md): what was given comes back
// as given, and bytes that are no text keep every line valid JSON.
#include <doctest/doctest.h>

#include <string>

#include "core/json.h"

using namespace puzzletab;

namespace {

std::string json(std::string_view s) {
  std::string out;
  append_json_string(out, s);
  return out;
}

}  // namespace

TEST_CASE("json: UTF-8 is written as itself, never as Latin-1 escapes of its bytes") {
  CHECK(json("R\xe2\x80\x99") == "\"R\xe2\x80\x99\"");  // R’, not R\u00e2\u0080\u0099
  CHECK(json("3\xc3\x97x \xf0\x9f\x98\x80") == "\"3\xc3\x97x \xf0\x9f\x98\x80\"");
  CHECK(json("\xef\xbb\xbfR") == "\"\xef\xbb\xbfR\"");  // a byte-order mark is text too
  CHECK(json("plain") == "\"plain\"");
}

TEST_CASE("json: controls, quotes and the line separators are escaped") {
  CHECK(json("a\"b\\c") == "\"a\\\"b\\\\c\"");
  CHECK(json(std::string("\0\x01\n\x1f\x7f", 5)) == "\"\\u0000\\u0001\\u000a\\u001f\\u007f\"");
  CHECK(json("\xc2\x85") == "\"\\u0085\"");  // C1: NEL
  CHECK(json("\xe2\x80\xa8|\xe2\x80\xa9") == "\"\\u2028|\\u2029\"");
}

TEST_CASE("json: a byte that is no UTF-8 becomes U+FFFD, one per byte") {
  CHECK(json("\xff") == "\"\\ufffd\"");
  CHECK(json("a\xc3") == "\"a\\ufffd\"");                                 // cut short
  CHECK(json("\xc0\xaf") == "\"\\ufffd\\ufffd\"");                        // overlong '/'
  CHECK(json("\xed\xa0\x80") == "\"\\ufffd\\ufffd\\ufffd\"");             // a surrogate
  CHECK(json("\xf4\x90\x80\x80") == "\"\\ufffd\\ufffd\\ufffd\\ufffd\"");  // past U+10FFFF
}
