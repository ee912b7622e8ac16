// A definition's positions as stickers (docs/stickers.md): the colouring
// its sticker map (Definition::facelets) gives a State, read back with a
// precise message for a colouring no position has, and drawn as a net.
#pragma once

#include <array>
#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.h"
#include "puzzles/definition/definition.h"
#include "puzzles/definition/permutation_model.h"

namespace puzzletab::definition {

class Stickers {
 public:
  // InputError when the map cannot be read back: two pieces of a set with
  // the same colours, or a piece that looks the same turned.
  Stickers(const Definition& definition, const PermutationModel& model);

  std::size_t facelet_count() const { return facelets_.size(); }
  // The face letters in the map's order: "U R F D L B".
  std::string face_letters() const;
  // Each facelet's name in the order a colouring is written: "U1 U2 ...".
  std::string facelet_names() const;
  // --input stickers's help: the letters and the facelets' order.
  std::string input_help() const;

  // The colouring of a state: a face letter a facelet, in the map's order.
  std::string write(const State& state) const;
  // The state a colouring shows: letters, blanks and commas between them.
  // InputError naming the facelets concerned for a colouring no position
  // has. Colours are renamed first by the turn of the whole puzzle that
  // gives the pieces no move moves their own colours (docs/stickers.md).
  State read(std::string_view text) const;
  // The net, each facelet its face's letter in its face's colour.
  Picture draw(const State& state) const;

 private:
  // Face indices, a sticker each (a string: GCC 12 warns falsely about
  // comparing vectors of bytes in a std::set).
  using Colours = std::string;
  using Renaming = std::array<std::uint8_t, kMaxFaces>;

  Colours shown_on(const std::vector<std::uint8_t>& shown, unsigned slot) const;
  // The piece of the slot's set whose colours, turned by some orientation,
  // are `colours`, and that orientation; false when none.
  bool find_piece(unsigned slot, const Colours& colours, unsigned& piece, unsigned& twist) const;
  const std::vector<Renaming>& symmetries() const;
  Renaming renaming_for(const std::vector<std::uint8_t>& shown) const;
  std::string slot_facelets(unsigned slot) const;
  std::string letters_of(const Colours& colours) const;
  std::string facelet_name(std::size_t facelet) const;

  const PermutationModel& model_;
  std::vector<Face> faces_;
  std::vector<Facelet> facelets_;
  std::vector<std::string> set_names_;
  std::vector<unsigned> set_of_;                           // by slot
  std::vector<std::vector<unsigned>> slot_facelets_;       // by slot, a facelet a sticker
  std::vector<std::vector<Colours>> piece_colours_;        // by set and piece
  std::vector<std::vector<unsigned>> piece_multiplicity_;  // by set and piece: its solved slots
  std::vector<unsigned> fixed_slots_;                      // slots no move moves or turns
  std::vector<unsigned> face_size_;                        // facelets a face
  mutable std::once_flag symmetries_once_;
  mutable std::vector<Renaming> symmetries_;
};

}  // namespace puzzletab::definition
