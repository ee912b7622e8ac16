#include "core/utf8.h"

#include <algorithm>
#include <array>
#include <utility>

namespace puzzletab {
namespace {

// Unicode's Cc, Cf, Zs (but ' '), Zl and Zp, and the default-ignorable
// fillers and selectors that show nothing, as ranges.
constexpr std::pair<char32_t, char32_t> kInvisible[] = {
    {0x0000, 0x001f},   {0x007f, 0x00a0},   {0x00ad, 0x00ad},   {0x034f, 0x034f},
    {0x0600, 0x0605},   {0x061c, 0x061c},   {0x06dd, 0x06dd},   {0x070f, 0x070f},
    {0x0890, 0x0891},   {0x08e2, 0x08e2},   {0x115f, 0x1160},   {0x1680, 0x1680},
    {0x17b4, 0x17b5},   {0x180b, 0x180f},   {0x2000, 0x200f},   {0x2028, 0x202f},
    {0x205f, 0x206f},   {0x3000, 0x3000},   {0x3164, 0x3164},   {0xfe00, 0xfe0f},
    {0xfeff, 0xfeff},   {0xffa0, 0xffa0},   {0xfff0, 0xfffb},   {0x110bd, 0x110bd},
    {0x110cd, 0x110cd}, {0x13430, 0x1343f}, {0x1bca0, 0x1bca3}, {0x1d173, 0x1d17a},
    {0xe0000, 0xe0fff},
};

}  // namespace

std::optional<Utf8Character> decode_utf8(std::string_view text) {
  if (text.empty()) return std::nullopt;
  const auto lead = static_cast<unsigned char>(text[0]);
  if (lead < 0x80) return Utf8Character{lead, 1};
  std::size_t length = 0;
  char32_t code = 0;
  if (lead >= 0xc2 && lead <= 0xdf) {
    length = 2;
    code = lead & 0x1fu;
  } else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    code = lead & 0x0fu;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    code = lead & 0x07u;
  } else {
    return std::nullopt;
  }
  if (text.size() < length) return std::nullopt;
  for (std::size_t i = 1; i < length; ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if ((c & 0xc0u) != 0x80u) return std::nullopt;
    code = (code << 6) | (c & 0x3fu);
  }
  static constexpr std::array<char32_t, 5> kLeast = {0, 0, 0x80, 0x800, 0x10000};
  if (code < kLeast[length] || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff)
    return std::nullopt;
  return Utf8Character{code, length};
}

bool is_invisible(char32_t code) {
  const auto* range = std::lower_bound(
      std::begin(kInvisible), std::end(kInvisible), code,
      [](const std::pair<char32_t, char32_t>& r, char32_t c) { return r.second < c; });
  return range != std::end(kInvisible) && range->first <= code;
}

}  // namespace puzzletab
