// A puzzle's colouring as face letters, a letter a facelet (docs/stickers.md):
// what the definitions' sticker maps and the 3x3x3 share in reading one,
// with the same messages.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace puzzletab {

// A facelet's name in messages, by its place in the colouring ("U3").
using FaceletName = std::function<std::string(std::size_t facelet)>;

// The faces (by their index in `letters`) that `text` shows: `facelets`
// letters, with blanks, tabs and commas between them allowed. InputError
// naming the facelet for any other character, or for a count other than
// `facelets`.
std::vector<std::uint8_t> read_face_letters(std::string_view text, std::string_view letters,
                                            std::size_t facelets, const FaceletName& name);
// InputError listing every colour that is not on as many facelets as its
// face has (`face_size`, by face), with where it is.
void check_colour_counts(std::span<const std::uint8_t> shown, std::string_view letters,
                         std::span<const unsigned> face_size, const FaceletName& name);

}  // namespace puzzletab
