#include "core/puzzle.h"

#include <stdexcept>

namespace puzzletab {

std::vector<std::string> format_names(const Puzzle& puzzle) {
  std::vector<std::string> names;
  for (const auto& format : puzzle.formats()) names.emplace_back(format.name);
  names.emplace_back("json");
  return names;
}

const OutputFormat* find_format(const Puzzle& puzzle, std::string_view name) {
  for (const auto& format : puzzle.formats())
    if (format.name == name) return &format;
  return nullptr;
}

CaseWriter case_writer(const Puzzle& puzzle, std::string_view format) {
  if (format == "json")
    return [&puzzle](std::span<const std::string> tokens, std::string& out) {
      puzzle.answer_json(tokens, out);
    };
  const OutputFormat* own = find_format(puzzle, format);
  if (own == nullptr)
    throw std::logic_error(std::string(puzzle.name()) + " has no format " + std::string(format));
  return own->write;
}

}  // namespace puzzletab
