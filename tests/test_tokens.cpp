// Reading cases: TokenReader against a plain split of the same bytes, and
// parse_int's one-digit path against its std::from_chars path.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <unistd.h>

#include <climits>

#include <random>
#include <string>
#include <vector>

#include "core/errors.h"
#include "core/tokens.h"
#include "temp_files.h"

using namespace puzzletab;

namespace {

// The tokens of `text` split at the six white space characters, one by one.
std::vector<std::string> plain_split(const std::string& text) {
  std::vector<std::string> tokens;
  std::string token;
  for (const char c : text) {
    if (c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
      if (!token.empty()) tokens.push_back(token);
      token.clear();
    } else {
      token += c;
    }
  }
  if (!token.empty()) tokens.push_back(token);
  return tokens;
}

// Every token a TokenReader gives for `text` read from a file, each read
// into one of 16 strings in turn as a stream's batch reuses its strings.
std::vector<std::string> read_all(const std::string& text) {
  const testing::TempDir dir("tokens");
  const auto path = dir.path / "input";
  testing::write_bytes(path, {reinterpret_cast<const std::byte*>(text.data()),
                              reinterpret_cast<const std::byte*>(text.data() + text.size())});
  const int fd = ::open(path.c_str(), O_RDONLY);
  REQUIRE(fd >= 0);
  TokenReader reader(fd);
  std::vector<std::string> slots(16), tokens;
  for (std::size_t i = 0; reader.next(slots[i % 16]); ++i) tokens.push_back(slots[i % 16]);
  ::close(fd);
  return tokens;
}

}  // namespace

TEST_CASE("tokens: a reader gives the tokens a plain split gives, across its buffer's ends") {
  // Random tokens of 1 to 32 characters between random runs of white space:
  // about 300 KB, so that tokens and runs cross the 64 KB buffer's ends.
  std::mt19937 random(7);
  const std::string spaces = " \n\t\r\f\v";
  for (const bool trailing_space : {true, false}) {
    std::string text;
    while (text.size() < 300'000) {
      const int spaces_run = std::uniform_int_distribution(1, 3)(random);
      for (int i = 0; i < spaces_run; ++i) text += spaces[random() % spaces.size()];
      const int length = std::uniform_int_distribution(1, 32)(random);
      for (int i = 0; i < length; ++i) text += static_cast<char>('!' + random() % 94);
    }
    if (trailing_space) text += '\n';
    const auto expected = plain_split(text);
    CHECK(read_all(text) == expected);
  }
  CHECK(read_all("").empty());
  CHECK(read_all(" \n\t ").empty());
  CHECK(read_all("7") == std::vector<std::string>{"7"});
}

TEST_CASE("tokens: a token of 33 characters is refused, one of 32 read") {
  const std::string longest(kMaxTokenLength, '1');
  CHECK(read_all("1 " + longest + " 2") == std::vector<std::string>{"1", longest, "2"});
  // Whether it ends in the buffer or at the end of the input.
  for (const std::string& after : {std::string(" 2"), std::string()})
    CHECK_THROWS_AS(read_all("1 " + longest + "1" + after), InputError);
}

TEST_CASE("tokens: parse_int reads what its std::from_chars path reads, within bounds") {
  // Every text of one or two bytes, and some longer ones.
  std::vector<std::string> texts = {"",   "-12", "+1",         "007",        "2147483647",
                                    "-0", "1 ",  "2147483648", "-2147483648"};
  for (int a = 0; a < 256; ++a) {
    texts.emplace_back(1, static_cast<char>(a));
    for (const char b : std::string("-059a "))
      texts.push_back(std::string{static_cast<char>(a), b});
  }
  for (const auto& text : texts) {
    CAPTURE(text);
    for (const auto& [lo, hi] : {std::pair{0, 9}, std::pair{1, 8}, std::pair{-5, 95},
                                 std::pair{3, 3}, std::pair{INT_MIN, INT_MAX}})
      CHECK(parse_int(text, lo, hi) == parse_int_from_chars(text, lo, hi));
  }
}

TEST_CASE("tokens: quote_token shows text as text, escapes what is not UTF-8 or a control") {
  CHECK(quote_token("R2") == "\"R2\"");
  CHECK(quote_token("3\xc3\x97x") == "\"3\xc3\x97x\"");        // 3×x
  CHECK(quote_token("R\xe2\x80\x99") == "\"R\xe2\x80\x99\"");  // R’
  CHECK(quote_token("\xf0\x9f\x98\x80") == "\"\xf0\x9f\x98\x80\"");
  CHECK(quote_token("a\tb\"\\") == "\"a\\x09b\\x22\\x5c\"");
  CHECK(quote_token("\xc3") == "\"\\xc3\"");                    // cut short
  CHECK(quote_token("\xc0\xaf") == "\"\\xc0\\xaf\"");           // overlong '/'
  CHECK(quote_token("\xed\xa0\x80") == "\"\\xed\\xa0\\x80\"");  // a surrogate
  CHECK(quote_token("\xc2\x85") == "\"\\xc2\\x85\"");           // C1 control NEL
  CHECK(quote_token("\xff") == "\"\\xff\"");
  // What a reader cannot see, or takes for a space, is named: a byte-order
  // mark, a no-break space, a zero-width space, a direction mark, a tag.
  CHECK(quote_token("R\xef\xbb\xbf") == "\"R\\ufeff\"");
  CHECK(quote_token("\xc2\xa0R") == "\"\\u00a0R\"");
  CHECK(quote_token("U\xe2\x80\x8b") == "\"U\\u200b\"");
  CHECK(quote_token("\xe2\x80\x8f"
                    "F") == "\"\\u200fF\"");
  CHECK(quote_token("\xe3\x80\x80") == "\"\\u3000\"");  // ideographic space
  CHECK(quote_token("\xf3\xa0\x80\x81") == "\"\\U000e0001\"");
  CHECK(quote_token("\xe2\x80\xa9") == "\"\\u2029\"");  // paragraph separator
  // Shortened by characters, not bytes: 20 of them, then "...".
  std::string many;
  for (int i = 0; i < 25; ++i) many += "\xc3\x97";
  std::string twenty;
  for (int i = 0; i < 20; ++i) twenty += "\xc3\x97";
  CHECK(quote_token(many) == "\"" + twenty + "...\"");
}
