#include "puzzles/definition/permutation_model.h"

#include <algorithm>
#include <numeric>

#include "core/errors.h"
#include "core/rank.h"

namespace puzzletab::definition {
namespace {

std::string power_name(const std::string& base, unsigned power, unsigned order) {
  if (2 * power <= order) return power == 1 ? base : base + std::to_string(power);
  const unsigned back = order - power;
  return (back == 1 ? base : base + std::to_string(back)) + "'";
}

// Arrangements of a multiset with these counts: n! / prod(count!).
std::uint64_t arrangements(const std::array<std::uint8_t, 16>& counts, unsigned kinds) {
  unsigned n = 0;
  std::uint64_t result = 1;
  for (unsigned v = 0; v < kinds; ++v) {
    for (unsigned k = 1; k <= counts[v]; ++k) result = result * (n + k) / k;
    n += counts[v];
  }
  return result;
}

}  // namespace

PermutationModel::PermutationModel(const Definition& definition) {
  for (const auto& set : definition.sets) {
    set_names_.push_back(set.name);
    set_offset_.push_back(slot_count_);
    if (slot_count_ + set.size > kMaxSlots)
      throw InputError("more than " + std::to_string(kMaxSlots) + " slots in all");
    for (unsigned i = 0; i < set.size; ++i) {
      set_of_[slot_count_ + i] = static_cast<std::uint8_t>(set_names_.size() - 1);
      modulus_[slot_count_ + i] = static_cast<std::uint8_t>(set.orientations);
      solved_.pieces[slot_count_ + i] = definition.solved[set_names_.size() - 1].pieces[i];
    }
    slot_count_ += set.size;
  }
  std::vector<Transformation> generators;
  for (unsigned b = 0; b < definition.moves.size(); ++b) {
    Transformation t;
    for (unsigned s = 0; s < definition.sets.size(); ++s)
      for (unsigned i = 0; i < definition.sets[s].size; ++i) {
        t.source[set_offset_[s] + i] =
            static_cast<std::uint8_t>(set_offset_[s] + definition.moves[b].sets[s].pieces[i]);
        t.turn[set_offset_[s] + i] = definition.moves[b].sets[s].twists[i];
      }
    generators.push_back(t);
    std::vector<Transformation> powers{t};
    while (!is_identity(powers.back())) {
      if (moves_.size() + powers.size() > kMaxMoves)
        throw InputError("more than " + std::to_string(kMaxMoves) + " moves counting powers");
      powers.push_back(compose(powers.back(), t));
    }
    const auto order = static_cast<unsigned>(powers.size());
    for (unsigned p = 1; p < order; ++p)
      moves_.push_back({power_name(definition.moves[b].name, p, order), b, p, powers[p - 1]});
  }
  find_orbits();
  // A move adds its turns' sum to an orbit's orientation sum, so the sums
  // reachable are the multiples of the gcd of those and the modulus.
  for (auto& orbit : orbits_) {
    orbit.sum_step = orbit.modulus;
    for (const auto& g : generators) {
      unsigned sum = 0;
      for (const auto slot : orbit.slots) {
        sum += g.turn[slot];
        if (g.turn[slot] != 0) orbit.turns = true;
      }
      orbit.sum_step = std::gcd(orbit.sum_step, sum % orbit.modulus);
    }
  }
  find_parity_links(generators);
  // Mixed radix, first orbit most significant: permutation digit, then twists.
  for (auto& orbit : orbits_) {
    const auto k = static_cast<unsigned>(orbit.slots.size());
    if (orbit.distinct)
      orbit.permutation_count = factorial(k) / (orbit.parity_bound ? 2 : 1);
    else {
      std::array<std::uint8_t, 16> counts{};
      unsigned kinds = 0;
      for (unsigned i = 0; i < k; ++i) {
        if (i == 0 || orbit.labels[i] != orbit.labels[i - 1]) ++kinds;
        ++counts[kinds - 1];
      }
      orbit.permutation_count = arrangements(counts, kinds);
    }
    if (orbit.turns) {
      orbit.twist_count = orbit.modulus / orbit.sum_step;
      for (unsigned i = 1; i < k; ++i) orbit.twist_count *= orbit.modulus;
    }
  }
  for (auto orbit = orbits_.rbegin(); orbit != orbits_.rend(); ++orbit) {
    orbit->weight = position_count_ * orbit->twist_count;
    position_count_ = orbit->weight * orbit->permutation_count;
    if (position_count_ > kMaxPositions)
      throw InputError("more than 2^32 positions; tables are built for at most 2^32");
  }
}

PermutationModel::Transformation PermutationModel::compose(const Transformation& first,
                                                           const Transformation& then) const {
  Transformation t;
  for (unsigned i = 0; i < slot_count_; ++i) {
    t.source[i] = first.source[then.source[i]];
    t.turn[i] =
        static_cast<std::uint8_t>((first.turn[then.source[i]] + then.turn[i]) % modulus_[i]);
  }
  return t;
}

bool PermutationModel::is_identity(const Transformation& t) const {
  for (unsigned i = 0; i < slot_count_; ++i)
    if (t.source[i] != i || t.turn[i] != 0) return false;
  return true;
}

void PermutationModel::find_orbits() {
  // Slots joined by any move, by union-find.
  std::array<std::uint8_t, kMaxSlots> root{};
  std::iota(root.begin(), root.end(), std::uint8_t{0});
  const auto find = [&](unsigned s) {
    while (root[s] != s) s = root[s] = root[root[s]];
    return s;
  };
  for (const auto& move : moves_)
    for (unsigned i = 0; i < slot_count_; ++i)
      root[find(i)] = static_cast<std::uint8_t>(find(move.transformation.source[i]));
  std::vector<int> orbit_of_root(kMaxSlots, -1);
  for (unsigned i = 0; i < slot_count_; ++i) {
    const unsigned r = find(i);
    if (orbit_of_root[r] < 0) {
      orbit_of_root[r] = static_cast<int>(orbits_.size());
      orbits_.emplace_back();
      orbits_.back().modulus = modulus_[i];
    }
    auto& orbit = orbits_[static_cast<std::size_t>(orbit_of_root[r])];
    orbit.slots.push_back(static_cast<std::uint8_t>(i));
    orbit.labels.push_back(solved_.pieces[i]);
  }
  for (auto& orbit : orbits_) {
    std::sort(orbit.labels.begin(), orbit.labels.end());
    orbit.distinct =
        std::adjacent_find(orbit.labels.begin(), orbit.labels.end()) == orbit.labels.end();
    for (unsigned j = 0; j < orbit.labels.size(); ++j)
      if (j == 0 || orbit.labels[j] != orbit.labels[j - 1])
        orbit.local_of_label[orbit.labels[j]] = static_cast<std::uint8_t>(j);
  }
}

// The parities the moves can reach are the span, over GF(2), of each
// generator's parities on the orbits where parity is visible (distinct
// pieces). In reduced echelon form each basis vector has a pivot orbit;
// every other orbit's parity is the sum of the pivots' whose vectors hold it.
void PermutationModel::find_parity_links(const std::vector<Transformation>& generators) {
  std::vector<std::uint64_t> rows;
  std::vector<unsigned> pivots;
  for (const auto& g : generators) {
    std::uint64_t v = 0;
    for (unsigned o = 0; o < orbits_.size(); ++o) {
      const auto& orbit = orbits_[o];
      if (!orbit.distinct || orbit.slots.size() < 2) continue;
      State moved;
      for (unsigned j = 0; j < orbit.slots.size(); ++j)
        moved.pieces[orbit.slots[j]] = orbit.labels[j];
      State after;
      for (const auto slot : orbit.slots) after.pieces[slot] = moved.pieces[g.source[slot]];
      if (orbit_parity(orbit, after)) v |= std::uint64_t{1} << o;
    }
    for (unsigned r = 0; r < rows.size(); ++r)
      if (v >> pivots[r] & 1) v ^= rows[r];
    if (v == 0) continue;
    const auto pivot = static_cast<unsigned>(std::countr_zero(v));
    for (auto& row : rows)
      if (row >> pivot & 1) row ^= v;
    rows.push_back(v);
    pivots.push_back(pivot);
  }
  for (unsigned o = 0; o < orbits_.size(); ++o) {
    auto& orbit = orbits_[o];
    if (!orbit.distinct || orbit.slots.size() < 2) continue;
    if (std::find(pivots.begin(), pivots.end(), o) != pivots.end()) continue;
    orbit.parity_bound = true;
    for (unsigned r = 0; r < rows.size(); ++r)
      if (rows[r] >> o & 1) orbit.parity_sources |= std::uint64_t{1} << pivots[r];
  }
}

bool PermutationModel::orbit_parity(const Orbit& orbit, const State& state) const {
  std::array<std::uint8_t, 16> local{};
  for (unsigned j = 0; j < orbit.slots.size(); ++j)
    local[j] = orbit.local_of_label[state.pieces[orbit.slots[j]]];
  return !is_even_permutation(std::span(local.data(), orbit.slots.size()));
}

std::uint64_t PermutationModel::permutation_digit(const Orbit& orbit, const State& state) const {
  const auto k = static_cast<unsigned>(orbit.slots.size());
  if (orbit.distinct) {
    std::array<std::uint8_t, 16> local{};
    for (unsigned j = 0; j < k; ++j) local[j] = orbit.local_of_label[state.pieces[orbit.slots[j]]];
    const std::uint64_t r = rank_permutation(std::span(local.data(), k));
    return orbit.parity_bound ? r >> 1 : r;
  }
  // Multiset permutations in lexicographic order: count those with a smaller
  // piece at each slot, given the same pieces before it.
  std::array<std::uint8_t, 16> counts{};
  std::array<std::uint8_t, 16> kind_label{};
  unsigned kinds = 0;
  for (unsigned j = 0; j < k; ++j) {
    if (j == 0 || orbit.labels[j] != orbit.labels[j - 1]) kind_label[kinds++] = orbit.labels[j];
    ++counts[kinds - 1];
  }
  std::uint64_t r = 0;
  for (unsigned j = 0; j < k; ++j) {
    const std::uint8_t piece = state.pieces[orbit.slots[j]];
    unsigned v = 0;
    for (; kind_label[v] != piece; ++v) {
      if (counts[v] == 0) continue;
      --counts[v];
      r += arrangements(counts, kinds);
      ++counts[v];
    }
    --counts[v];
  }
  return r;
}

std::uint64_t PermutationModel::twist_digit(const Orbit& orbit, const State& state) const {
  if (!orbit.turns) return 0;
  std::uint64_t digit = 0;
  unsigned sum = 0;
  for (unsigned j = 0; j < orbit.slots.size(); ++j) {
    const unsigned t = state.twists[orbit.slots[j]];
    sum += t;
    if (j + 1 < orbit.slots.size()) digit = digit * orbit.modulus + t;
  }
  return digit * (orbit.modulus / orbit.sum_step) + sum % orbit.modulus / orbit.sum_step;
}

std::uint64_t PermutationModel::rank(const State& state) const {
  std::uint64_t r = 0;
  for (const auto& orbit : orbits_)
    r += permutation_digit(orbit, state) * orbit.weight +
         twist_digit(orbit, state) * (orbit.weight / orbit.twist_count);
  return r;
}

State PermutationModel::unrank(std::uint64_t r) const {
  State state;
  std::uint64_t parities = 0;
  // Free orbits first: a bound orbit's parity needs theirs.
  for (const bool bound_pass : {false, true}) {
    for (unsigned o = 0; o < orbits_.size(); ++o) {
      const auto& orbit = orbits_[o];
      if (orbit.parity_bound != bound_pass) continue;
      const auto k = static_cast<unsigned>(orbit.slots.size());
      const std::uint64_t digits = r / (orbit.weight / orbit.twist_count);
      const std::uint64_t permutation = digits / orbit.twist_count % orbit.permutation_count;
      std::uint64_t twist = digits % orbit.twist_count;
      if (orbit.distinct) {
        std::array<std::uint8_t, 16> local{};
        if (orbit.parity_bound) {
          const bool odd = std::popcount(parities & orbit.parity_sources) & 1;
          unrank_permutation_in_class(permutation, !odd, std::span(local.data(), k));
        } else {
          unrank_permutation(permutation, std::span(local.data(), k));
        }
        for (unsigned j = 0; j < k; ++j) state.pieces[orbit.slots[j]] = orbit.labels[local[j]];
        if (k >= 2 && !is_even_permutation(std::span(local.data(), k)))
          parities |= std::uint64_t{1} << o;
      } else {
        std::array<std::uint8_t, 16> counts{};
        std::array<std::uint8_t, 16> kind_label{};
        unsigned kinds = 0;
        for (unsigned j = 0; j < k; ++j) {
          if (j == 0 || orbit.labels[j] != orbit.labels[j - 1])
            kind_label[kinds++] = orbit.labels[j];
          ++counts[kinds - 1];
        }
        std::uint64_t rest = permutation;
        for (unsigned j = 0; j < k; ++j) {
          for (unsigned v = 0;; ++v) {
            if (counts[v] == 0) continue;
            --counts[v];
            const std::uint64_t below = arrangements(counts, kinds);
            if (rest < below) {
              state.pieces[orbit.slots[j]] = kind_label[v];
              break;
            }
            rest -= below;
            ++counts[v];
          }
        }
      }
      if (orbit.turns) {
        const unsigned classes = orbit.modulus / orbit.sum_step;
        const auto sum = static_cast<unsigned>(twist % classes) * orbit.sum_step;
        twist /= classes;
        unsigned partial = 0;
        for (unsigned j = k - 1; j-- > 0;) {
          state.twists[orbit.slots[j]] = static_cast<std::uint8_t>(twist % orbit.modulus);
          partial += state.twists[orbit.slots[j]];
          twist /= orbit.modulus;
        }
        state.twists[orbit.slots[k - 1]] =
            static_cast<std::uint8_t>((sum + orbit.modulus * k - partial) % orbit.modulus);
      }
    }
  }
  return state;
}

std::string PermutationModel::describe(const Orbit& orbit) const {
  const unsigned set = set_of_[orbit.slots[0]];
  std::string text = set_names_[set] + " slot" + (orbit.slots.size() > 1 ? "s" : "");
  for (const auto slot : orbit.slots) {
    text.push_back(' ');
    text += std::to_string(slot - set_offset_[set] + 1);
  }
  return text;
}

void PermutationModel::check(const State& state) const {
  std::uint64_t parities = 0;
  for (unsigned o = 0; o < orbits_.size(); ++o) {
    const auto& orbit = orbits_[o];
    std::vector<std::uint8_t> pieces;
    for (const auto slot : orbit.slots) pieces.push_back(state.pieces[slot]);
    std::sort(pieces.begin(), pieces.end());
    if (pieces != orbit.labels) {
      std::string expected;
      for (const auto p : orbit.labels) {
        expected.push_back(' ');
        expected += std::to_string(p + 1);
      }
      throw InputError(describe(orbit) + " must hold the pieces" + expected +
                       (orbit.slots.size() > 1 ? " in some order" : ""));
    }
    unsigned sum = 0;
    for (const auto slot : orbit.slots) {
      sum += state.twists[slot];
      if (!orbit.turns && state.twists[slot] != 0)
        throw InputError(describe(orbit) +
                         ": no move turns these pieces, so their orientations are 0");
    }
    if (orbit.turns && sum % orbit.sum_step != 0)
      throw InputError(describe(orbit) + ": the orientations must add up to a multiple of " +
                       std::to_string(orbit.sum_step) + " (modulo " +
                       std::to_string(orbit.modulus) + ")");
    if (orbit.distinct && orbit.slots.size() >= 2 && orbit_parity(orbit, state))
      parities |= std::uint64_t{1} << o;
  }
  for (const auto& orbit : orbits_) {
    if (!orbit.parity_bound) continue;
    const bool odd = std::popcount(parities & orbit.parity_sources) & 1;
    const bool is_odd = orbit_parity(orbit, state);
    if (odd == is_odd) continue;
    std::string rule = std::string("must be ") + (odd ? "odd" : "even");
    if (orbit.parity_sources != 0) {
      rule = "must be even exactly when the permutation of";
      for (unsigned o = 0; o < orbits_.size(); ++o)
        if (orbit.parity_sources >> o & 1) {
          rule.push_back(' ');
          rule += describe(orbits_[o]);
        }
      rule += std::string(" is") + (std::popcount(orbit.parity_sources) > 1 ? " (together)" : "") +
              " even";
    }
    throw InputError("the permutation of " + describe(orbit) + " " + rule);
  }
}

State PermutationModel::apply(const State& state, unsigned move) const {
  const auto& t = moves_[move].transformation;
  State out;
  for (unsigned i = 0; i < slot_count_; ++i) {
    out.pieces[i] = state.pieces[t.source[i]];
    const unsigned twist = state.twists[t.source[i]] + t.turn[i];
    out.twists[i] = static_cast<std::uint8_t>(twist >= modulus_[i] ? twist - modulus_[i] : twist);
  }
  return out;
}

}  // namespace puzzletab::definition
