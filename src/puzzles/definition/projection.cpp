#include "puzzles/definition/projection.h"

#include <algorithm>
#include <limits>
#include <numeric>

#include "core/errors.h"

namespace puzzletab::definition {
namespace {

constexpr std::uint64_t kTooLarge = std::numeric_limits<std::uint64_t>::max();

// The projection's piece for each of the set's pieces: the tracked ones
// 0, 1, ... in order, the others one piece after them.
std::vector<unsigned> projected_pieces(const ProjectedSet& set, std::size_t pieces) {
  std::vector<unsigned> piece(pieces);
  unsigned next = 0;
  for (std::size_t p = 0; p < pieces; ++p)
    if (p < set.tracked.size() && set.tracked[p]) piece[p] = next++;
  for (std::size_t p = 0; p < pieces; ++p)
    if (p >= set.tracked.size() || !set.tracked[p]) piece[p] = next;
  return piece;
}

void append_numbers(std::string& text, const std::vector<unsigned>& numbers) {
  for (std::size_t i = 0; i < numbers.size(); ++i) {
    if (i > 0) text.push_back(' ');
    text += std::to_string(numbers[i]);
  }
  text.push_back('\n');
}

bool changes(const DefinedMove& move, const Projection& projection) {
  return std::any_of(projection.sets.begin(), projection.sets.end(), [&](const ProjectedSet& p) {
    const SetVectors& v = move.sets[p.set];
    for (std::size_t i = 0; i < v.pieces.size(); ++i)
      if (v.pieces[i] != i || (p.twists && v.twists[i] != 0)) return true;
    return false;
  });
}

// The positions the projection's complete table would number (its model's
// ranking), or kTooLarge; 1 when no move changes it (nothing to tell).
std::uint64_t table_entries(const Definition& definition, const Projection& projection) {
  if (std::none_of(definition.moves.begin(), definition.moves.end(),
                   [&](const DefinedMove& move) { return changes(move, projection); }))
    return 1;
  const Definition projected =
      parse_definition(projection_text(definition, projection), "projection");
  const PermutationModel model(projected, PermutationModel::Ranking::optional);
  return model.ranked() ? model.position_count() : kTooLarge;
}

// A set tracked on the pieces [first, first + count), its orientations
// kept or not.
ProjectedSet pieces_of(const Definition& definition, unsigned set, unsigned first, unsigned count,
                       bool twists) {
  ProjectedSet projected{set, std::vector<bool>(definition.sets[set].labels.size(), false), twists};
  for (unsigned p = first; p < first + count; ++p) projected.tracked[p] = true;
  return projected;
}

bool has_twists(const PieceSet& set) {
  return set.orientations > 1 && !set.any_twist_unknown();
}

// The most pieces of `set`, from its first, whose table fits `limit`.
unsigned most_pieces(const Definition& definition, unsigned set, bool twists, std::uint64_t limit) {
  const auto pieces = static_cast<unsigned>(definition.sets[set].labels.size());
  unsigned most = 0;
  while (most < pieces &&
         table_entries(definition, {{pieces_of(definition, set, 0, most + 1, twists)}}) <= limit)
    ++most;
  return most;
}

// The projections under a limit on each table's entries.
// The small sets packed first, then the larger sets' groups taken in turn
// (each set's first group, then each's second, ...), at most
// kMaxProjections in all: a set with more groups than that leaves some of
// its pieces out of the bound, which stays a lower bound.
std::vector<Projection> plan_with_limit(const Definition& definition, std::uint64_t limit) {
  // Items: a whole set, or a group of a set's pieces, or its orientations.
  struct Item {
    ProjectedSet set;
    std::uint64_t entries;
  };
  std::vector<Item> small;
  std::vector<std::vector<Projection>> groups_by_set;
  for (unsigned s = 0; s < definition.sets.size(); ++s) {
    const PieceSet& set = definition.sets[s];
    const auto pieces = static_cast<unsigned>(set.labels.size());
    const bool twists = has_twists(set);
    ProjectedSet whole = pieces_of(definition, s, 0, pieces, twists);
    const std::uint64_t entries = table_entries(definition, {{whole}});
    if (entries <= 1) continue;  // nothing to tell
    if (entries <= limit) {
      small.push_back({whole, entries});
      continue;
    }
    // Groups of `most` pieces, the last one ending at the last piece.
    const auto groups = [&](unsigned most, bool kept) {
      auto& groups = groups_by_set.emplace_back();
      for (unsigned first = 0;; first += most) {
        const unsigned start = std::min(first, pieces - most);
        groups.push_back({{pieces_of(definition, s, start, most, kept)}});
        if (start + most >= pieces) return;
      }
    };
    const unsigned kept = twists ? most_pieces(definition, s, true, limit) : 0;
    if (kept >= 1 && (pieces + kept - 1) / kept <= 3) {
      groups(kept, true);
      continue;
    }
    const unsigned dropped = most_pieces(definition, s, false, limit);
    if (dropped >= 2) groups(dropped, false);
    if (!twists) continue;
    ProjectedSet orientations = pieces_of(definition, s, 0, 0, true);
    const std::uint64_t twist_entries = table_entries(definition, {{orientations}});
    if (twist_entries > 1 && twist_entries <= limit) small.push_back({orientations, twist_entries});
  }
  // The small items packed together, smallest first.
  std::stable_sort(small.begin(), small.end(),
                   [](const Item& a, const Item& b) { return a.entries < b.entries; });
  std::vector<Projection> projections;
  Projection packed;
  for (const Item& item : small) {
    Projection with = packed;
    with.sets.push_back(item.set);
    if (table_entries(definition, with) <= limit) {
      packed = std::move(with);
    } else {
      projections.push_back(std::move(packed));
      packed = {{item.set}};
    }
  }
  if (!packed.sets.empty()) projections.push_back(std::move(packed));
  for (std::size_t turn = 0; projections.size() < kMaxProjections; ++turn) {
    bool any = false;
    for (const auto& groups : groups_by_set) {
      if (turn >= groups.size() || projections.size() == kMaxProjections) continue;
      projections.push_back(groups[turn]);
      any = true;
    }
    if (!any) break;
  }
  return projections;
}

}  // namespace

std::string projection_text(const Definition& definition, const Projection& projection) {
  std::string text = "Name Projection\n";
  std::vector<std::vector<unsigned>> piece_of;
  for (const ProjectedSet& p : projection.sets) {
    const PieceSet& set = definition.sets[p.set];
    text += "Set " + set.name + " " + std::to_string(set.size) + " " +
            std::to_string(p.twists ? set.orientations : 1) + "\n";
    piece_of.push_back(projected_pieces(p, set.labels.size()));
  }
  text += "Solved\n";
  for (std::size_t k = 0; k < projection.sets.size(); ++k) {
    const ProjectedSet& p = projection.sets[k];
    text += definition.sets[p.set].name + "\n";
    std::vector<unsigned> pieces;
    for (const auto piece : definition.solved[p.set].pieces)
      pieces.push_back(piece_of[k][piece] + 1);
    append_numbers(text, pieces);
  }
  text += "End\n";
  for (const auto& move : definition.moves) {
    // A move that changes nothing here is none of the projection's.
    if (!changes(move, projection)) continue;
    text += "Move " + move.name + "\n";
    for (const ProjectedSet& p : projection.sets) {
      const SetVectors& v = move.sets[p.set];
      text += definition.sets[p.set].name + "\n";
      std::vector<unsigned> slots;
      // A Move block's orientations are by the slot a piece comes from.
      std::vector<unsigned> twists(v.pieces.size(), 0);
      for (std::size_t i = 0; i < v.pieces.size(); ++i) {
        slots.push_back(v.pieces[i] + 1u);
        if (p.twists) twists[v.pieces[i]] = v.twists[i];
      }
      append_numbers(text, slots);
      append_numbers(text, twists);
    }
    text += "End\n";
  }
  return text;
}

Projector::Projector(const Definition& definition, const Projection& projection) {
  std::vector<unsigned> offset;
  unsigned total = 0;
  for (const auto& set : definition.sets) {
    offset.push_back(total);
    total += set.size;
  }
  for (std::size_t k = 0; k < projection.sets.size(); ++k) {
    const ProjectedSet& p = projection.sets[k];
    const PieceSet& set = definition.sets[p.set];
    const auto pieces = projected_pieces(p, set.labels.size());
    auto& map = piece_of_.emplace_back();
    map.fill(0);
    for (std::size_t piece = 0; piece < pieces.size(); ++piece)
      map[piece] = static_cast<std::uint8_t>(pieces[piece]);
    for (unsigned i = 0; i < set.size; ++i, ++slot_count_) {
      from_[slot_count_] = static_cast<std::uint8_t>(offset[p.set] + i);
      set_of_[slot_count_] = static_cast<std::uint8_t>(k);
      keep_twist_[slot_count_] = p.twists && set.orientations > 1;
    }
  }
}

std::vector<Projection> plan_projections(const Definition& definition, std::uint64_t budget) {
  for (std::uint64_t limit = budget;; limit /= 2) {
    auto projections = plan_with_limit(definition, limit);
    // A projection that tells nothing, or whose positions no ranking
    // numbers (a group of later pieces may have more arrangements than
    // the first pieces most_pieces weighed: twsearch's nautilus.tws), is
    // left out; the others still bound.
    std::erase_if(projections, [&](const Projection& p) {
      const std::uint64_t entries = table_entries(definition, p);
      return entries <= 1 || entries == kTooLarge;
    });
    std::uint64_t total = 0;
    for (const auto& p : projections) total += table_entries(definition, p);
    if (limit <= 1 || total <= budget) {
      if (projections.size() > kMaxProjections) projections.resize(kMaxProjections);
      return projections;
    }
  }
}

}  // namespace puzzletab::definition
