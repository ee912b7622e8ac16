#include "puzzles/definition/counting.h"

#include <algorithm>
#include <cstdint>

#include "core/errors.h"
#include "core/schreier_sims.h"

namespace puzzletab::definition {

namespace {

// Point (slot, orientation) of set s: first[s] + slot * orientations + orientation.
std::vector<std::uint32_t> first_points(const Definition& definition) {
  std::vector<std::uint32_t> first;
  std::uint32_t points = 0;
  for (const auto& set : definition.sets) {
    first.push_back(points);
    points += set.size * set.orientations;
    if (points > kMaxGroupPoints)
      throw InputError("group order: more than " + std::to_string(kMaxGroupPoints) +
                       " points (slots times orientations) are not counted");
  }
  return first;
}

// The chain of the moves as permutations of the points.
StabilizerChain chain_of(const Definition& definition, const std::vector<std::uint32_t>& first) {
  const std::uint32_t points =
      first.empty()
          ? 0
          : first.back() + definition.sets.back().size * definition.sets.back().orientations;
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
  return StabilizerChain(generators, base);
}

}  // namespace

DefinitionCount count_positions(const Definition& definition) {
  DefinitionCount count{chain_of(definition, first_points(definition)).order(), false, false,
                        false};
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

DefinitionGroup::DefinitionGroup(const Definition& definition)
    : definition_(&definition),
      first_point_(first_points(definition)),
      chain_(chain_of(definition, first_point_)) {
  unsigned slot = 0;
  for (const auto& set : definition.sets) {
    first_slot_.push_back(slot);
    slot += set.size;
    exact_ = exact_ && set.labels.size() == set.size && !set.any_twist_unknown();
  }
}

// A position with distinct pieces is the element that takes each piece's
// solved slot, at orientation o, to the slot it is in, at o plus its own.
std::optional<bool> DefinitionGroup::contains(const State& state) const {
  if (!exact_) return std::nullopt;
  const auto& sets = definition_->sets;
  PointPermutation element(
      first_point_.empty() ? 0 : first_point_.back() + sets.back().size * sets.back().orientations);
  for (std::size_t s = 0; s < sets.size(); ++s) {
    const unsigned m = sets[s].orientations;
    std::vector<unsigned> home(sets[s].size);
    for (unsigned h = 0; h < sets[s].size; ++h) home[definition_->solved[s].pieces[h]] = h;
    for (unsigned i = 0; i < sets[s].size; ++i) {
      const unsigned from = home[state.pieces[first_slot_[s] + i]];
      const unsigned twist = state.twists[first_slot_[s] + i];
      for (unsigned o = 0; o < m; ++o)
        element[first_point_[s] + from * m + o] = first_point_[s] + i * m + (o + twist) % m;
    }
  }
  return chain_.contains(element);
}

State DefinitionGroup::random_state(RandomDraw& draw) const {
  const PointPermutation element = chain_.random_element(draw);
  const auto& sets = definition_->sets;
  State state;
  for (std::size_t s = 0; s < sets.size(); ++s) {
    const unsigned m = sets[s].orientations;
    for (unsigned h = 0; h < sets[s].size; ++h) {
      const std::uint32_t to = element[first_point_[s] + h * m] - first_point_[s];
      const unsigned piece = definition_->solved[s].pieces[h];
      const unsigned slot = first_slot_[s] + to / m;
      state.pieces[slot] = static_cast<std::uint8_t>(piece);
      state.twists[slot] = sets[s].twist_unknown(piece) ? 0 : static_cast<std::uint8_t>(to % m);
    }
  }
  return state;
}

}  // namespace puzzletab::definition
