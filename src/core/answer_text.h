// Reading answers back, for the checker: a proposed answer's text line by
// line and character by character, in bounded memory whatever its length,
// and the error for text that is not in the expected format.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "core/output_format.h"

namespace puzzletab {

// Text that is not in the output format asked for: a judge's "presentation
// error". The message says what was expected and what was found.
struct PresentationError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The lines of an answer file, read as they are needed. Line ends may be
// "\n" or "\r\n", the last line may lack its end, and blanks (space, tab,
// carriage return) at the end of a line are not part of it: judges' files
// differ in exactly these ways. Only the first characters of a line are
// kept, for messages, so a line of any length costs no memory; a line
// longer than 1 GiB is a presentation error.
class AnswerReader {
 public:
  // Reads file descriptor `fd`; `name` names it in a read error.
  AnswerReader(int fd, std::string name);
  // Reads text held in memory, which must outlive the reader.
  explicit AnswerReader(std::string_view text);

  // Moves to the next line, passing over what is left of the current one;
  // false at the end of the text.
  bool next_line();
  // next_line(), or PresentationError saying that `what` was expected.
  void expect_line(std::string_view what);
  // The number of the current line (1 for the first).
  std::size_t line_number() const { return line_number_; }

  // The current line's next character, or -1 at its end. A run of blanks
  // inside the line comes as its carriage returns, then one space if it
  // holds a space or a tab: blanks separate, and a format that allows none
  // sees the space.
  int get();
  // The rest of the current line when it is at most `limit` characters
  // (as get() gives them), else nothing.
  std::optional<std::string> rest_of_line(std::size_t limit);
  // The current line's next blank-separated word, or false at the line's
  // end. A word longer than kMaxTokenLength comes cut to kMaxTokenLength + 1
  // characters, its rest unread: it is no word of any answer.
  bool word(std::string& out);
  // The current line from its start, quoted for a message as quote_token
  // does; reads ahead as far as that needs, so it is for error paths.
  std::string quoted_line();

  // After the last answer: the number of the first line that holds more
  // than blanks, or nothing when there is none.
  std::optional<std::size_t> next_nonblank_line();

 private:
  // The next byte of the text (-1 at its end), taken or only looked at.
  int take();
  int peek();
  bool fill();
  [[noreturn]] void throw_too_long();

  int fd_ = -1;
  std::string name_;
  std::unique_ptr<char[]> buffer_;
  const char* pos_ = nullptr;
  const char* end_ = nullptr;

  std::size_t line_number_ = 0;
  bool line_ended_ = true;
  // The line's first bytes as written, for quoted_line().
  std::string head_;
  std::size_t bytes_ = 0;    // bytes of the line taken so far
  std::size_t content_ = 0;  // of those, up to the last that is not blank
  // An inner run of blanks still to be given by get().
  std::size_t pending_returns_ = 0;
  bool pending_space_ = false;
};

// A line that holds one count (msquare's number of transformations,
// clock12's number of turns), `what` naming it in the error.
std::size_t read_count(AnswerReader& reader, std::string_view what);

// The rest of the current line as moves, one a character, after `taken`
// (characters of the line already read); a blank among them is a
// presentation error saying that `what` was expected. Returns how many.
std::size_t read_letters(AnswerReader& reader, AnswerSink& sink, std::string_view what,
                         std::string_view taken = {});

// One line of move names separated by blanks (the cubes' answers); the end
// of the output stands for the empty line of a solved position. A name that
// is no move is passed on, for the checker to call a wrong answer.
void read_move_words(AnswerReader& reader, AnswerSink& sink);

}  // namespace puzzletab
