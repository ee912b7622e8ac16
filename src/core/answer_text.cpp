#include "core/answer_text.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "core/errors.h"
#include "core/tokens.h"

namespace puzzletab {
namespace {

constexpr std::size_t kBufferSize = 1 << 16;
// Enough of a line for quote_token to show it and to mark it shortened.
constexpr std::size_t kHeadLength = kQuotedLength + 1;
// Longer lines are a presentation error: no answer comes close, and an
// endless line (/dev/zero) must end somewhere.
constexpr std::size_t kMaxLineLength = std::size_t{1} << 30;

bool is_blank(int c) {
  return c == ' ' || c == '\t' || c == '\r';
}

}  // namespace

AnswerReader::AnswerReader(int fd, std::string name)
    : fd_(fd),
      name_(std::move(name)),
      buffer_(std::make_unique_for_overwrite<char[]>(kBufferSize)) {
  head_.reserve(kHeadLength);
}

AnswerReader::AnswerReader(std::string_view text)
    : pos_(text.data()), end_(text.data() + text.size()) {
  head_.reserve(kHeadLength);
}

bool AnswerReader::fill() {
  if (fd_ < 0) return false;
  for (;;) {
    const ssize_t n = ::read(fd_, buffer_.get(), kBufferSize);
    if (n > 0) {
      pos_ = buffer_.get();
      end_ = pos_ + n;
      return true;
    }
    if (n == 0) return false;
    if (errno != EINTR) throw InputError("cannot read " + name_ + ": " + std::strerror(errno));
  }
}

int AnswerReader::peek() {
  if (pos_ == end_ && !fill()) return -1;
  return static_cast<unsigned char>(*pos_);
}

int AnswerReader::take() {
  const int c = peek();
  if (c >= 0) ++pos_;
  return c;
}

bool AnswerReader::next_line() {
  if (!line_ended_) {
    // The rest of a long line, passed over a buffer at a time.
    while (pos_ != end_ || fill()) {
      const auto* end = static_cast<const char*>(std::memchr(pos_, '\n', end_ - pos_));
      bytes_ += static_cast<std::size_t>((end != nullptr ? end : end_) - pos_);
      if (bytes_ > kMaxLineLength) throw_too_long();
      if (end != nullptr) {
        pos_ = end + 1;
        break;
      }
      pos_ = end_;
    }
  }
  line_ended_ = true;
  pending_returns_ = 0;
  pending_space_ = false;
  if (peek() < 0) return false;
  ++line_number_;
  line_ended_ = false;
  head_.clear();
  bytes_ = content_ = 0;
  return true;
}

void AnswerReader::expect_line(std::string_view what) {
  if (!next_line())
    throw PresentationError("expected " + std::string(what) + " on line " +
                            std::to_string(line_number_ + 1) + ", found the end of the output");
}

int AnswerReader::get() {
  if (pending_returns_ > 0) {
    --pending_returns_;
    return '\r';
  }
  if (pending_space_) {
    pending_space_ = false;
    return ' ';
  }
  for (bool in_blanks = false;;) {
    const int c = line_ended_ ? -1 : take();
    if (c < 0 || c == '\n') {
      // The line's end: blanks just before it are not part of it.
      line_ended_ = true;
      pending_returns_ = 0;
      pending_space_ = false;
      return -1;
    }
    if (head_.size() < kHeadLength) head_.push_back(static_cast<char>(c));
    if (++bytes_ > kMaxLineLength) throw_too_long();
    if (!is_blank(c)) {
      if (!in_blanks) {
        content_ = bytes_;
        return c;
      }
      // Blanks inside the line: give them first, and this character again
      // after them (it was just taken from the buffer, so it is still there).
      --pos_;
      --bytes_;
      if (head_.size() > bytes_) head_.pop_back();
      return get();
    }
    in_blanks = true;
    if (c == '\r')
      ++pending_returns_;
    else
      pending_space_ = true;
  }
}

std::optional<std::string> AnswerReader::rest_of_line(std::size_t limit) {
  std::string text;
  for (int c; (c = get()) >= 0;) {
    if (text.size() == limit) return std::nullopt;
    text.push_back(static_cast<char>(c));
  }
  return text;
}

bool AnswerReader::word(std::string& out) {
  out.clear();
  int c;
  do c = get();
  while (is_blank(c));
  for (; c >= 0 && !is_blank(c); c = get()) {
    out.push_back(static_cast<char>(c));
    if (out.size() > kMaxTokenLength) break;
  }
  return !out.empty();
}

void AnswerReader::throw_too_long() {
  throw PresentationError("expected a line of at most " + std::to_string(kMaxLineLength) +
                          " characters on line " + std::to_string(line_number_) + ", found " +
                          quote_token(head_.substr(0, kHeadLength)));
}

std::string AnswerReader::quoted_line() {
  while (!line_ended_ && content_ <= kQuotedLength) get();
  return quote_token(std::string_view(head_).substr(0, std::min(content_, kHeadLength)));
}

std::optional<std::size_t> AnswerReader::next_nonblank_line() {
  while (next_line())
    if (get() >= 0) return line_number_;
  return std::nullopt;
}

std::size_t read_count(AnswerReader& reader, std::string_view what) {
  reader.expect_line(what);
  const auto line = reader.rest_of_line(kMaxTokenLength);
  const auto count = line ? parse_int(*line, 0, 1'000'000) : std::nullopt;
  if (!count)
    throw PresentationError("expected " + std::string(what) + " on line " +
                            std::to_string(reader.line_number()) + ", found " +
                            reader.quoted_line());
  return static_cast<std::size_t>(*count);
}

std::size_t read_letters(AnswerReader& reader, AnswerSink& sink, std::string_view what,
                         std::string_view taken) {
  std::size_t count = 0;
  auto letter = [&](char c) {
    if (c == ' ')
      throw PresentationError("expected " + std::string(what) + " on line " +
                              std::to_string(reader.line_number()) + ", found " +
                              reader.quoted_line());
    sink.move(std::string_view(&c, 1));
    ++count;
  };
  for (const char c : taken) letter(c);
  for (int c; (c = reader.get()) >= 0;) letter(static_cast<char>(c));
  return count;
}

void read_move_words(AnswerReader& reader, AnswerSink& sink) {
  if (!reader.next_line()) return;
  for (std::string word; reader.word(word);) sink.move(word);
}

}  // namespace puzzletab
