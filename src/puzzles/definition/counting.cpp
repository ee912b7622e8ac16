#include "puzzles/definition/counting.h"

#include <algorithm>
#include <cstdint>

#include "core/errors.h"
#include "core/schreier_sims.h"

namespace puzzletab::definition {

DefinitionCount count_positions(const Definition& definition) {
  // Point (slot, orientation) of set s: first[s] + slot * orientations + orientation.
  std::vector<std::uint32_t> first;
  std::uint32_t points = 0;
  for (const auto& set : definition.sets) {
    first.push_back(points);
    points += set.size * set.orientations;
    if (points > kMaxGroupPoints)
      throw InputError("group order: more than " + std::to_string(kMaxGroupPoints) +
                       " points (slots times orientations) are not counted");
  }
  // Base: each slot's point of orientation 0; once they are fixed, so is
  // every point.
  std::vector<std::uint32_t> base;
  for (std::size_t s = 0; s < definition.sets.size(); ++s)
    for (unsigned slot = 0; slot < definition.sets[s].size; ++slot)
      base.push_back(first[s] + slot * definition.sets[s].orientations);
  std::vector<PointPermutation> generators;
  for (const auto& move : definition.moves) {
    PointPermutation g(points);
    for (std::size_t s = 0; s < definition.sets.size(); ++s) {
      const unsigned orientations = definition.sets[s].orientations;
      const SetVectors& vectors = move.sets[s];
      // Slot i receives the piece of slot pieces[i], turned by twists[i].
      for (unsigned i = 0; i < definition.sets[s].size; ++i)
        for (unsigned o = 0; o < orientations; ++o)
          g[first[s] + vectors.pieces[i] * orientations + o] =
              first[s] + i * orientations + (o + vectors.twists[i]) % orientations;
    }
    generators.push_back(std::move(g));
  }
  DefinitionCount count{group_order(generators, base), false, false, false};
  count.illegal_ignored = !definition.illegal.empty();
  // A set's labels are its distinct pieces: fewer than its slots when Solved repeats one.
  count.identical_pieces =
      std::any_of(definition.sets.begin(), definition.sets.end(),
                  [](const PieceSet& set) { return set.labels.size() < set.size; });
  count.unknown_twists = std::any_of(definition.sets.begin(), definition.sets.end(),
                                     [](const PieceSet& set) { return set.any_twist_unknown(); });
  return count;
}

std::string count_text(const DefinitionCount& count) {
  std::string text = count.order + " positions";
  if (count.order.size() > 15)
    text += " (about " + count.order.substr(0, 1) + "." + count.order.substr(1, 2) + "e" +
            std::to_string(count.order.size() - 1) + ")";
  std::vector<std::string> notes;
  if (count.identical_pieces) notes.emplace_back("its identical pieces");
  if (count.unknown_twists) notes.emplace_back("its unknown orientations");
  for (std::size_t i = 0; i < notes.size(); ++i)
    text += (i == 0 ? " with " : " and ") + notes[i] + (i + 1 == notes.size() ? " told apart" : "");
  if (count.illegal_ignored)
    text += std::string(notes.empty() ? "" : ",") + " ignoring its Illegal lines";
  return text;
}

}  // namespace puzzletab::definition
