// Reading answers back, for the checker: a proposed answer's text line by
// line, and the error for text that is not in the expected format.
#pragma once

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace puzzletab {

// Text that is not in the output format asked for: a judge's "presentation
// error". The message says what was expected and what was found.
struct PresentationError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The lines of an answer file. Line ends may be "\n" or "\r\n", the last
// line may lack its end, and blanks at the end of a line are not part of
// it: judges' files differ in exactly these ways.
class AnswerLines {
 public:
  explicit AnswerLines(std::string_view text) : text_(text) {}
  // The next line, or nothing at the end of the text.
  std::optional<std::string_view> next();
  // The next line, or PresentationError saying that `what` was expected.
  std::string_view expect(std::string_view what);
  // The number of the line next() returned last (1 for the first line).
  std::size_t line_number() const { return line_number_; }
  // True when only blank lines are left.
  bool only_blank_left() const;

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  std::size_t line_number_ = 0;
};

// The whitespace-separated words of a line.
std::vector<std::string_view> split_words(std::string_view line);

// A line that holds one count (msquare's number of transformations,
// clock12's number of turns), `what` naming it in the error.
std::size_t read_count(AnswerLines& lines, std::string_view what);

}  // namespace puzzletab
