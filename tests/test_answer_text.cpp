// Answers read as a stream: lines as judges write them, and lines of any
// length read without being stored.
#include <doctest/doctest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <thread>

#include "core/answer_text.h"
#include "core/table_store.h"
#include "core/tokens.h"
#include "modes/check.h"
#include "puzzles/registry.h"
#include "sanitized.h"
#include "tree_paths.h"

using namespace puzzletab;

namespace {

// Every character get() gives on each line, "|" between lines.
std::string characters(std::string_view text) {
  AnswerReader reader(text);
  std::string out;
  while (reader.next_line()) {
    if (!out.empty()) out += '|';
    for (int c; (c = reader.get()) >= 0;) out.push_back(static_cast<char>(c));
  }
  return out;
}

// The process's resident memory now, from /proc.
std::size_t resident_bytes() {
  long pages = 0, resident = 0;
  if (std::FILE* statm = std::fopen("/proc/self/statm", "r")) {
    if (std::fscanf(statm, "%ld %ld", &pages, &resident) != 2) resident = 0;
    std::fclose(statm);
  }
  return static_cast<std::size_t>(resident) * static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
}

}  // namespace

TEST_CASE("answer text: line ends, blanks at the end, blanks inside") {
  CHECK(characters("ab\r\ncd  \t\r\n\nlast") == "ab|cd||last");
  CHECK(characters("a \t b\rc\r\rd") == "a b\rc\r\rd");  // spaces and tabs: one space
  CHECK(characters(" \r x") == "\r x");
  CHECK(characters("") == "");
  CHECK(characters("\n") == "");

  AnswerReader reader("  12345678901234567890123\nx\n");
  REQUIRE(reader.next_line());
  CHECK(reader.get() == ' ');
  CHECK(reader.quoted_line() == "\"  123456789012345678...\"");
  REQUIRE(reader.next_line());
  CHECK(reader.line_number() == 2);
  CHECK(reader.rest_of_line(1) == "x");
  CHECK(!reader.next_line());
  CHECK_THROWS_WITH_AS(reader.expect_line("more"),
                       "expected more on line 3, found the end of the output", PresentationError);

  const std::string line = " 7  -3\t0x  " + std::string(100, '9') + " 4\n";
  AnswerReader words(line);
  REQUIRE(words.next_line());
  std::string word;
  std::vector<std::string> got;
  while (words.word(word)) got.push_back(word);
  CHECK(got[0] == "7");
  // An over-long word comes cut, its rest unread: it is no answer's word.
  REQUIRE(got.size() > 4);
  CHECK(got[2] == "0x");
  CHECK(got[3] == std::string(kMaxTokenLength + 1, '9'));

  AnswerReader blank_after("1\n  \n\t\r\n  left\n");
  REQUIRE(blank_after.next_line());
  CHECK(blank_after.next_nonblank_line() == 4u);
  CHECK(blank_after.quoted_line() == "\"  left\"");
}

TEST_CASE("answer text: a line of 256 MB from a pipe, judged without being stored") {
  const TableStore store(PUZZLETAB_TEST_TABLES);
  std::unique_ptr<Puzzle> msquare;
  for (auto& p : make_puzzles())
    if (p->name() == "msquare") msquare = std::move(p);
  REQUIRE(msquare);
  msquare->load(store);

  int fds[2];
  REQUIRE(::pipe(fds) == 0);
  // 256 MB, or 64 MB under the sanitizers (19 s there): either is far
  // more than the 16 MB the reader may keep.
  constexpr std::size_t kLetters = std::size_t{1} << (kSanitized ? 26 : 28);
  const std::size_t before = resident_bytes();
  std::size_t most = before;
  std::size_t written = 0;
  // The writer also watches memory as the checker reads.
  std::thread writer([&] {
    const std::string chunk(1 << 16, 'A');
    std::string text = "1000000\n";
    ::write(fds[1], text.data(), text.size());
    for (; written < kLetters; written += chunk.size()) {
      if (::write(fds[1], chunk.data(), chunk.size()) != static_cast<ssize_t>(chunk.size())) break;
      if (written % (std::size_t{1} << 24) == 0) most = std::max(most, resident_bytes());
    }
    text = "\n7\nBCABCCB\n";
    ::write(fds[1], text.data(), text.size());
    ::close(fds[1]);
  });
  AnswerReader reader(fds[0], "the pipe");
  const OutputFormat& usaco = msquare->formats().front();
  AnswersChecker checker(*msquare, usaco, usaco.acceptance, reader);
  const auto tokens = split_tokens("2 6 8 4 5 7 3 1");
  const auto first = checker.check(tokens);
  const auto second = checker.check(tokens);
  const auto left = checker.finish();
  writer.join();
  ::close(fds[0]);
  CHECK(written == kLetters);
  CHECK(first == "case 1: wrong answer: the answer states 1000000 moves but gives " +
                     std::to_string(kLetters));
  CHECK(second == "case 2: accepted (7 moves, shortest, lexically earliest)");
  CHECK(!left);
  CHECK(most - before < std::size_t{16} << 20);
}

TEST_CASE("answer text: past the shortest length and a margin, moves are only counted") {
  const TableStore store(PUZZLETAB_TEST_TABLES);
  for (auto& puzzle : make_puzzles()) {
    if (puzzle->name() != "msquare") continue;
    puzzle->load(store);
    const OutputFormat& usaco = puzzle->formats().front();
    const auto tokens = split_tokens("2 6 8 4 5 7 3 1");
    // A move that is no move, early: named; late, past the margin: counted.
    std::string early = "A?" + std::string(998, 'A');
    std::string late = std::string(998, 'A') + "?A";
    for (const auto& [letters, want] : {std::pair{early, "move 2 \"?\" is not a move of msquare"},
                                        std::pair{late, "1000 moves, the shortest is 7"}}) {
      const auto result =
          check_answers(*puzzle, tokens, usaco, usaco.acceptance, "1000\n" + letters + "\n");
      REQUIRE(result.reports.size() == 1);
      CHECK(result.reports[0] == std::string("case 1: wrong answer: ") + want);
    }
  }
}
