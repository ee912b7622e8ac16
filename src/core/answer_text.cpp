#include "core/answer_text.h"

#include <string>

#include "core/tokens.h"

namespace puzzletab {
namespace {

bool is_blank(char c) {
  return c == ' ' || c == '\t' || c == '\r';
}

}  // namespace

std::optional<std::string_view> AnswerLines::next() {
  if (pos_ >= text_.size()) return std::nullopt;
  std::size_t end = text_.find('\n', pos_);
  if (end == std::string_view::npos) end = text_.size();
  std::string_view line = text_.substr(pos_, end - pos_);
  pos_ = end + 1;
  while (!line.empty() && is_blank(line.back())) line.remove_suffix(1);
  ++line_number_;
  return line;
}

std::string_view AnswerLines::expect(std::string_view what) {
  const auto line = next();
  if (!line)
    throw PresentationError("expected " + std::string(what) + " on line " +
                            std::to_string(line_number_ + 1) + ", found the end of the output");
  return *line;
}

bool AnswerLines::only_blank_left() const {
  for (std::size_t i = pos_; i < text_.size(); ++i)
    if (!is_blank(text_[i]) && text_[i] != '\n') return false;
  return true;
}

std::vector<std::string_view> split_words(std::string_view line) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (is_blank(line[i]) || line[i] == '\n')) ++i;
    const std::size_t start = i;
    while (i < line.size() && !is_blank(line[i]) && line[i] != '\n') ++i;
    if (i > start) words.push_back(line.substr(start, i - start));
  }
  return words;
}

std::size_t read_count(AnswerLines& lines, std::string_view what) {
  const std::string_view line = lines.expect(what);
  const auto count = parse_int(line, 0, 1'000'000);
  if (!count)
    throw PresentationError("expected " + std::string(what) + " on line " +
                            std::to_string(lines.line_number()) + ", found " + quote_token(line));
  return static_cast<std::size_t>(*count);
}

}  // namespace puzzletab
