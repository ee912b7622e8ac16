#include "puzzles/face_letters.h"

#include "core/errors.h"
#include "core/tokens.h"

namespace puzzletab {
namespace {

bool is_separator(char c) {
  return c == ' ' || c == '\t' || c == ',';
}

}  // namespace

std::vector<std::uint8_t> read_face_letters(std::string_view text, std::string_view letters,
                                            std::size_t facelets, const FaceletName& name) {
  std::vector<std::uint8_t> shown;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (is_separator(text[i])) continue;
    const auto face = letters.find(text[i]);
    if (face == std::string_view::npos) {
      // The character whole, with a UTF-8 sequence's continuation bytes.
      std::size_t end = i + 1;
      while (end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) ++end;
      std::string spaced;
      for (const char letter : letters) {
        if (!spaced.empty()) spaced.push_back(' ');
        spaced.push_back(letter);
      }
      const std::string where = shown.size() < facelets
                                    ? "facelet " + name(shown.size())
                                    : "facelet " + std::to_string(shown.size() + 1);
      throw InputError("expected a face letter (" + spaced + ") for " + where + ", got " +
                       quote_token(text.substr(i, end - i)));
    }
    shown.push_back(static_cast<std::uint8_t>(face));
  }
  if (shown.size() != facelets)
    throw InputError("expected " + std::to_string(facelets) + " facelets (" + name(0) + " ... " +
                     name(facelets - 1) + "), got " + std::to_string(shown.size()));
  return shown;
}

void check_colour_counts(std::span<const std::uint8_t> shown, std::string_view letters,
                         std::span<const unsigned> face_size, const FaceletName& name) {
  std::string wrong;
  for (unsigned face = 0; face < letters.size(); ++face) {
    std::string where;
    unsigned count = 0;
    for (std::size_t f = 0; f < shown.size(); ++f) {
      if (shown[f] != face) continue;
      ++count;
      where.push_back(' ');
      where += name(f);
    }
    if (count == face_size[face]) continue;
    wrong += wrong.empty() ? "colour " : "; ";
    wrong.push_back(letters[face]);
    wrong += " is on " + std::to_string(count) + " facelet" + (count == 1 ? "" : "s");
    if (count > 0) wrong += " (" + where.substr(1) + ")";
    wrong += ", expected " + std::to_string(face_size[face]);
  }
  if (!wrong.empty()) throw InputError(wrong);
}

}  // namespace puzzletab
