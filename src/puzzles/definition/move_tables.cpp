#include "puzzles/definition/move_tables.h"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <utility>

namespace puzzletab::definition {
namespace {

// A part's values in a State, packed `bits` a slot.
std::uint64_t key_of(const std::vector<std::uint8_t>& slots, const std::uint8_t* values,
                     unsigned bits) {
  std::uint64_t key = 0;
  for (unsigned j = 0; j < slots.size(); ++j) key |= std::uint64_t{values[slots[j]]} << (bits * j);
  return key;
}

void set_from_key(const std::vector<std::uint8_t>& slots, std::uint64_t key, unsigned bits,
                  std::uint8_t* values) {
  const std::uint64_t mask = (std::uint64_t{1} << bits) - 1;
  for (unsigned j = 0; j < slots.size(); ++j)
    values[slots[j]] = static_cast<std::uint8_t>(key >> (bits * j) & mask);
}

}  // namespace

MoveTables::KeyNumbers::KeyNumbers() : slots_(16), shift_(64 - 4) {}

// Fibonacci hashing: the product's high bits, which every key bit moves.
std::size_t MoveTables::KeyNumbers::home(std::uint64_t key) const {
  return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> shift_);
}

std::pair<std::uint32_t, bool> MoveTables::KeyNumbers::insert(std::uint64_t key) {
  if ((std::size_t{count_} + 1) * 4 > slots_.size() * 3) grow();
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t at = home(key);; at = (at + 1) & mask) {
    Slot& slot = slots_[at];
    if (slot.number == kEmpty) {
      slot = {key, count_++};
      return {slot.number, true};
    }
    if (slot.key == key) return {slot.number, false};
  }
}

std::optional<std::uint32_t> MoveTables::KeyNumbers::find(std::uint64_t key) const {
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t at = home(key);; at = (at + 1) & mask) {
    const Slot& slot = slots_[at];
    if (slot.number == kEmpty) return std::nullopt;
    if (slot.key == key) return slot.number;
  }
}

void MoveTables::KeyNumbers::grow() {
  const std::vector<Slot> old = std::exchange(slots_, std::vector<Slot>(slots_.size() * 2));
  --shift_;
  const std::size_t mask = slots_.size() - 1;
  for (const Slot& slot : old) {
    if (slot.number == kEmpty) continue;
    std::size_t at = home(slot.key);
    while (slots_[at].number != kEmpty) at = (at + 1) & mask;
    slots_[at] = slot;
  }
}

std::optional<MoveTables> MoveTables::build(const PermutationModel& model) {
  // An unknown orientation stays 0 wherever its piece goes: an orbit's
  // orientations after a move then depend on its pieces, not on its
  // orientations alone.
  if (model.has_unknown_twists()) return std::nullopt;
  MoveTables tables;
  tables.move_count_ = model.move_count();
  const unsigned moves = tables.move_count_;
  const State& solved = model.solved();
  tables.base_ = static_cast<std::uint32_t>(model.rank(solved));
  // Far too many values for the tables, as the ranking counts them: no
  // search for them (a projection of twsearch's megaminx.tws would spend
  // a second finding 4 million entries of a table of 1.3 billion). The
  // moves may make fewer than the ranking counts, or a little more for one
  // orbit (a parity the ranking binds to another's): the margin.
  for (const auto& [arrangements, orientations] : model.orbit_counts())
    if (std::max(arrangements, orientations) / 4 > kMaxEntries / moves) return std::nullopt;
  std::uint64_t entries = 0;
  std::vector<Part> parts;
  for (const auto& orbit : model.orbit_slots()) {
    // A slot's value in a key: the orbit's largest piece number, or
    // orientation, in binary (a set may have up to 255 pieces).
    unsigned largest_piece = 1;
    for (const auto slot : orbit)
      largest_piece = std::max<unsigned>(largest_piece, solved.pieces[slot]);
    for (const bool twists : {false, true}) {
      const unsigned bits = static_cast<unsigned>(
          std::bit_width(twists ? model.modulus_of(orbit.front()) - 1u : largest_piece));
      if (bits * orbit.size() > 64) return std::nullopt;
      Component component{orbit, twists, bits, {}};
      // Every value the moves make from solved, in the order a search finds them.
      auto values = [&](State& s) { return twists ? s.twists.data() : s.pieces.data(); };
      State start = solved;
      std::vector<std::uint64_t> keys{key_of(orbit, values(start), bits)};
      component.index_of.insert(keys.front());
      std::vector<std::uint32_t> next;
      Part part;
      State s = solved;
      State after = solved;
      for (std::size_t i = 0; i < keys.size(); ++i) {
        if ((i + 1) * moves + entries > kMaxEntries) return std::nullopt;
        set_from_key(orbit, keys[i], bits, values(s));
        for (unsigned m = 0; m < moves; ++m) {
          model.apply_into(s, m, after);
          const std::uint64_t key = key_of(orbit, values(after), bits);
          const auto [number, added] = component.index_of.insert(key);
          if (added) keys.push_back(key);
          next.push_back(number);
        }
        part.share.push_back(static_cast<std::uint32_t>(model.rank(s)) - tables.base_);
      }
      if (keys.size() == 1) continue;  // never changes
      // Every coordinate's share is known once the search is done.
      for (const std::uint32_t n : next) part.steps.push_back({n, part.share[n]});
      entries += part.steps.size();
      part.components.push_back(std::move(component));
      parts.push_back(std::move(part));
    }
  }
  // The two smallest parts merged while the result is small enough.
  while (parts.size() > 1) {
    std::sort(parts.begin(), parts.end(),
              [](const Part& x, const Part& y) { return x.size() < y.size(); });
    const std::uint64_t merged = std::uint64_t{parts[0].size()} * parts[1].size();
    if (merged > kMergedValues ||
        entries + merged * moves - parts[0].steps.size() - parts[1].steps.size() > kMaxEntries)
      break;
    entries += merged * moves - parts[0].steps.size() - parts[1].steps.size();
    parts[1] = merge(parts[0], parts[1], moves);
    parts.erase(parts.begin());
  }
  if (parts.size() > kMaxParts) return std::nullopt;
  tables.parts_ = std::move(parts);
  return tables;
}

MoveTables::Part MoveTables::merge(const Part& a, const Part& b, unsigned moves) {
  Part part;
  part.components = a.components;
  part.components.insert(part.components.end(), b.components.begin(), b.components.end());
  const std::uint32_t radix = b.size();
  for (std::uint32_t i = 0; i < a.size(); ++i)
    for (std::uint32_t j = 0; j < radix; ++j) part.share.push_back(a.share[i] + b.share[j]);
  for (std::uint32_t i = 0; i < a.size(); ++i)
    for (std::uint32_t j = 0; j < radix; ++j)
      for (unsigned m = 0; m < moves; ++m) {
        const std::uint32_t next =
            a.steps[i * moves + m].next * radix + b.steps[j * moves + m].next;
        part.steps.push_back({next, part.share[next]});
      }
  return part;
}

std::optional<std::uint32_t> MoveTables::coordinate(const Part& part, const State& state) {
  std::uint32_t c = 0;
  for (const auto& component : part.components) {
    const auto* values = component.twists ? state.twists.data() : state.pieces.data();
    const auto number = component.index_of.find(key_of(component.slots, values, component.bits));
    if (!number) return std::nullopt;
    c = c * component.index_of.size() + *number;
  }
  return c;
}

std::optional<MoveTables::Coordinates> MoveTables::made_coordinates(const State& state) const {
  Coordinates c;
  for (unsigned p = 0; p < parts_.size(); ++p) {
    const auto coordinate_of_part = coordinate(parts_[p], state);
    if (!coordinate_of_part) return std::nullopt;
    c.part[p] = *coordinate_of_part;
  }
  return c;
}

MoveTables::Coordinates MoveTables::coordinates(const State& state) const {
  // The model ranks only what the moves make, which the search found.
  if (auto c = made_coordinates(state)) return *c;
  throw std::logic_error("a state the moves do not make");
}

}  // namespace puzzletab::definition
