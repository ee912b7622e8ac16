#include "puzzles/definition/stickers.h"

#include <algorithm>
#include <numeric>
#include <set>

#include "core/errors.h"
#include "puzzles/face_letters.h"

namespace puzzletab::definition {
namespace {

// The colours turned to their least rotation: equal for a piece's
// colours however it is turned.
std::string least_rotation(const std::string& colours) {
  std::string least = colours;
  std::string turned = colours;
  for (std::size_t t = 1; t < colours.size(); ++t) {
    std::rotate(turned.begin(), turned.begin() + 1, turned.end());
    least = std::min(least, turned);
  }
  return least;
}

}  // namespace

Stickers::Stickers(const Definition& definition, const PermutationModel& model)
    : model_(model), faces_(definition.faces), facelets_(definition.facelets) {
  const State& solved = model.solved();
  for (const PieceSet& set : definition.sets) {
    set_names_.push_back(set.name);
    set_of_.insert(set_of_.end(), set.size, static_cast<unsigned>(set_names_.size() - 1));
    piece_colours_.emplace_back(set.labels.size(), Colours(set.orientations, '\0'));
    piece_multiplicity_.emplace_back(set.labels.size(), 0);
  }
  slot_facelets_.resize(set_of_.size());
  for (unsigned slot = 0; slot < set_of_.size(); ++slot)
    slot_facelets_[slot].resize(model.modulus_of(slot));
  face_size_.assign(faces_.size(), 0);
  for (std::size_t f = 0; f < facelets_.size(); ++f) {
    slot_facelets_[facelets_[f].slot][facelets_[f].sticker] = static_cast<unsigned>(f);
    ++face_size_[facelets_[f].face];
  }
  // A piece's colours are those of the slot it is solved in (solved
  // orientations are 0); identical pieces must look the same.
  std::vector<std::vector<bool>> seen(piece_colours_.size());
  for (std::size_t s = 0; s < seen.size(); ++s) seen[s].assign(piece_colours_[s].size(), false);
  for (unsigned slot = 0; slot < set_of_.size(); ++slot) {
    const unsigned set = set_of_[slot];
    const unsigned piece = solved.pieces[slot];
    Colours colours;
    for (const unsigned f : slot_facelets_[slot])
      colours.push_back(static_cast<char>(facelets_[f].face));
    ++piece_multiplicity_[set][piece];
    if (seen[set][piece] && piece_colours_[set][piece] != colours)
      throw InputError("the sticker map gives identical " + set_names_[set] +
                       " pieces different colours (" + slot_facelets(slot) + ")");
    seen[set][piece] = true;
    piece_colours_[set][piece] = colours;
  }
  for (std::size_t set = 0; set < piece_colours_.size(); ++set) {
    std::set<Colours> keys;
    for (const Colours& colours : piece_colours_[set]) {
      if (!keys.insert(least_rotation(colours)).second)
        throw InputError("the sticker map gives two " + set_names_[set] +
                         " pieces the same colours (" + letters_of(colours) + ")");
      Colours turned = colours;
      for (std::size_t t = 1; t < colours.size(); ++t) {
        std::rotate(turned.begin(), turned.begin() + 1, turned.end());
        if (turned == colours)
          throw InputError("the sticker map gives a " + set_names_[set] +
                           " piece colours that look the same turned (" + letters_of(colours) +
                           ")");
      }
    }
  }
  for (const auto& orbit : model.orbit_slots()) {
    if (orbit.size() != 1) continue;
    bool turned = false;
    for (unsigned m = 0; m < model.move_count(); ++m)
      turned = turned || model.apply(solved, m).twists[orbit[0]] != 0;
    if (!turned) fixed_slots_.push_back(orbit[0]);
  }
}

std::string Stickers::face_letters() const {
  std::string text;
  for (const Face& face : faces_) {
    if (!text.empty()) text.push_back(' ');
    text.push_back(face.letter);
  }
  return text;
}

std::string Stickers::facelet_name(std::size_t facelet) const {
  const unsigned face = facelets_[facelet].face;
  std::size_t index = 1;
  for (std::size_t f = 0; f < facelet; ++f) index += facelets_[f].face == face ? 1 : 0;
  std::string name(1, faces_[face].letter);
  name += std::to_string(index);
  return name;
}

std::string Stickers::facelet_names() const {
  std::string text;
  for (std::size_t f = 0; f < facelets_.size(); ++f) {
    if (f > 0) text.push_back(' ');
    text += facelet_name(f);
  }
  return text;
}

std::string Stickers::input_help() const {
  return "One line a case: the colour of each facelet, a face letter (" + face_letters() +
         "),\nin this order (blanks and commas between them are ignored):\n  " + facelet_names() +
         "\nThe colours of the pieces no move moves name the faces: a colouring read\n"
         "with the puzzle held otherwise is renamed by that turn of the whole puzzle\n"
         "(docs/stickers.md).\n";
}

std::string Stickers::slot_facelets(unsigned slot) const {
  std::string text;
  for (const unsigned f : slot_facelets_[slot]) {
    if (!text.empty()) text.push_back(' ');
    text += facelet_name(f);
  }
  return text;
}

std::string Stickers::letters_of(const Colours& colours) const {
  std::string text;
  for (const auto c : colours) {
    if (!text.empty()) text.push_back(' ');
    text.push_back(faces_[static_cast<unsigned char>(c)].letter);
  }
  return text;
}

std::string Stickers::write(const State& state) const {
  std::string text;
  text.reserve(facelets_.size());
  for (const Facelet& f : facelets_) {
    const unsigned turns = model_.modulus_of(f.slot);
    const Colours& colours = piece_colours_[set_of_[f.slot]][state.pieces[f.slot]];
    text.push_back(
        faces_[static_cast<unsigned char>(colours[(f.sticker + state.twists[f.slot]) % turns])]
            .letter);
  }
  return text;
}

Picture Stickers::draw(const State& state) const {
  unsigned rows = 0;
  unsigned columns = 0;
  for (const Facelet& f : facelets_) {
    rows = std::max(rows, f.row + 1);
    columns = std::max(columns, f.column + 1);
  }
  Picture picture{std::vector<std::string>(rows, std::string(columns, ' ')),
                  std::vector<std::string>(rows, std::string(columns, ' '))};
  const std::string letters = write(state);
  for (std::size_t i = 0; i < facelets_.size(); ++i) {
    const Face& face = *std::find_if(faces_.begin(), faces_.end(), [&](const Face& candidate) {
      return candidate.letter == letters[i];
    });
    picture.rows[facelets_[i].row][facelets_[i].column] = face.letter;
    picture.colours[facelets_[i].row][facelets_[i].column] = face.colour;
  }
  return picture;
}

Stickers::Colours Stickers::shown_on(const std::vector<std::uint8_t>& shown, unsigned slot) const {
  Colours colours;
  for (const unsigned f : slot_facelets_[slot]) colours.push_back(static_cast<char>(shown[f]));
  return colours;
}

bool Stickers::find_piece(unsigned slot, const Colours& colours, unsigned& piece,
                          unsigned& twist) const {
  const auto& pieces = piece_colours_[set_of_[slot]];
  const unsigned turns = static_cast<unsigned>(colours.size());
  for (piece = 0; piece < pieces.size(); ++piece)
    for (twist = 0; twist < turns; ++twist) {
      bool same = true;
      for (unsigned k = 0; k < turns && same; ++k)
        same = colours[k] == pieces[piece][(k + twist) % turns];
      if (same) return true;
    }
  return false;
}

// The renamings of the colours that map every piece's colours to a
// piece's, as a turn of the whole puzzle does (the 24 turns of a cube),
// in lexicographic order: the identity first.
const std::vector<Stickers::Renaming>& Stickers::symmetries() const {
  std::call_once(symmetries_once_, [&] {
    std::vector<std::set<Colours>> keys(piece_colours_.size());
    for (std::size_t set = 0; set < piece_colours_.size(); ++set)
      for (const Colours& colours : piece_colours_[set]) keys[set].insert(least_rotation(colours));
    Renaming renaming{};
    std::iota(renaming.begin(), renaming.begin() + static_cast<std::ptrdiff_t>(faces_.size()), 0);
    do {
      bool keeps = true;
      for (std::size_t set = 0; set < piece_colours_.size() && keeps; ++set)
        for (const Colours& colours : piece_colours_[set]) {
          Colours renamed = colours;
          for (auto& c : renamed) c = static_cast<char>(renaming[static_cast<unsigned char>(c)]);
          if (!keys[set].contains(least_rotation(renamed))) {
            keeps = false;
            break;
          }
        }
      if (keeps) symmetries_.push_back(renaming);
    } while (std::next_permutation(renaming.begin(),
                                   renaming.begin() + static_cast<std::ptrdiff_t>(faces_.size())));
  });
  return symmetries_;
}

Stickers::Renaming Stickers::renaming_for(const std::vector<std::uint8_t>& shown) const {
  Renaming identity{};
  std::iota(identity.begin(), identity.end(), 0);
  if (fixed_slots_.empty()) return identity;
  for (const Renaming& renaming : symmetries()) {
    bool home = true;
    for (const unsigned slot : fixed_slots_) {
      const Colours& own = piece_colours_[set_of_[slot]][model_.solved().pieces[slot]];
      const Colours colours = shown_on(shown, slot);
      for (std::size_t k = 0; k < colours.size(); ++k)
        home = home && renaming[static_cast<unsigned char>(colours[k])] ==
                           static_cast<unsigned char>(own[k]);
    }
    if (home) return renaming;
  }
  const unsigned slot = fixed_slots_.front();
  throw InputError("facelets " + slot_facelets(slot) + " (the " + set_names_[set_of_[slot]] +
                   " no move moves) show " + letters_of(shown_on(shown, slot)) +
                   ": no turn of the whole puzzle gives it its own colours");
}

State Stickers::read(std::string_view text) const {
  std::string letters;
  for (const Face& face : faces_) letters.push_back(face.letter);
  const FaceletName name = [&](std::size_t f) { return facelet_name(f); };
  std::vector<std::uint8_t> shown = read_face_letters(text, letters, facelets_.size(), name);
  check_colour_counts(shown, letters, face_size_, name);
  unsigned piece = 0;
  unsigned twist = 0;
  for (unsigned slot = 0; slot < set_of_.size(); ++slot) {
    const Colours colours = shown_on(shown, slot);
    if (!find_piece(slot, colours, piece, twist))
      throw InputError("facelets " + slot_facelets(slot) + " show " + letters_of(colours) +
                       ": no " + set_names_[set_of_[slot]] + " has these colours in this order");
  }
  const Renaming renaming = renaming_for(shown);
  const std::vector<std::uint8_t> given = shown;
  for (auto& c : shown) c = renaming[c];
  State state;
  std::vector<std::vector<int>> first_slot(piece_colours_.size());
  for (std::size_t set = 0; set < first_slot.size(); ++set)
    first_slot[set].assign(piece_colours_[set].size(), -1);
  std::vector<std::vector<unsigned>> count(piece_multiplicity_.size());
  for (std::size_t set = 0; set < count.size(); ++set)
    count[set].assign(piece_multiplicity_[set].size(), 0);
  for (unsigned slot = 0; slot < set_of_.size(); ++slot) {
    find_piece(slot, shown_on(shown, slot), piece, twist);
    const unsigned set = set_of_[slot];
    if (++count[set][piece] > piece_multiplicity_[set][piece])
      throw InputError("facelets " + slot_facelets(static_cast<unsigned>(first_slot[set][piece])) +
                       " and " + slot_facelets(slot) + " show the same " + set_names_[set] + " (" +
                       letters_of(shown_on(given, slot)) + ")");
    if (first_slot[set][piece] < 0) first_slot[set][piece] = static_cast<int>(slot);
    state.pieces[slot] = static_cast<std::uint8_t>(piece);
    state.twists[slot] = static_cast<std::uint8_t>(twist);
  }
  try {
    model_.check(state, [&](unsigned slot) { return slot_facelets(slot); });
  } catch (const InputError& e) {
    throw InputError(std::string("no position has these stickers: ") + e.what());
  }
  return state;
}

}  // namespace puzzletab::definition
