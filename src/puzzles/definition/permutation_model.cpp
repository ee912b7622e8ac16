#include "puzzles/definition/permutation_model.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <numeric>

#include "core/errors.h"
#include "core/rank.h"
#include "core/thousands.h"

namespace puzzletab::definition {
namespace {

std::string power_name(const std::string& base, unsigned power, unsigned order) {
  if (2 * power <= order) return power == 1 ? base : base + std::to_string(power);
  const unsigned back = order - power;
  return (back == 1 ? base : base + std::to_string(back)) + "'";
}

// Arrangements of a multiset with these counts: n! / prod(count!).
std::uint64_t arrangements(const std::array<std::uint8_t, kMaxSlots>& counts, unsigned kinds) {
  unsigned n = 0;
  std::uint64_t result = 1;
  for (unsigned v = 0; v < kinds; ++v) {
    for (unsigned k = 1; k <= counts[v]; ++k) result = result * (n + k) / k;
    n += counts[v];
  }
  return result;
}

// The most entries of an orbit's kind_shares (1 MB): the most an orbit of
// at most 2^32 arrangements of several repeated kinds needs is 50,688.
constexpr std::uint64_t kMaxKindShares = std::uint64_t{1} << 17;

// The distinct pieces of a sorted multiset, with how many of each.
struct PieceKinds {
  std::array<std::uint8_t, kMaxSlots> counts{};
  std::array<std::uint8_t, kMaxSlots> label{};
  unsigned kinds = 0;
};

PieceKinds piece_kinds(const std::vector<std::uint8_t>& sorted_labels) {
  PieceKinds result;
  for (std::size_t j = 0; j < sorted_labels.size(); ++j) {
    if (j == 0 || sorted_labels[j] != sorted_labels[j - 1])
      result.label[result.kinds++] = sorted_labels[j];
    ++result.counts[result.kinds - 1];
  }
  return result;
}

// At least how many positions the ranking would number, from the
// definition alone and for sets of any size, before anything is sized by
// it: each orbit (slots the moves join) numbers its pieces' arrangements
// times its orientations, divided at most by a parity (2), the turn of 3 or
// 4 pieces (3) and an orientation sum (the modulus), and at least 1.
long double least_positions(const Definition& definition) {
  std::vector<unsigned> root;
  std::vector<unsigned> modulus;
  std::vector<unsigned> label;
  for (std::size_t s = 0; s < definition.sets.size(); ++s)
    for (unsigned i = 0; i < definition.sets[s].size; ++i) {
      root.push_back(static_cast<unsigned>(root.size()));
      modulus.push_back(definition.sets[s].orientations);
      label.push_back(definition.solved[s].pieces[i]);
    }
  const auto find = [&](unsigned x) {
    while (root[x] != x) x = root[x] = root[root[x]];
    return x;
  };
  std::vector<bool> turns(root.size(), false);
  for (const auto& move : definition.moves) {
    unsigned offset = 0;
    for (std::size_t s = 0; s < definition.sets.size(); ++s) {
      for (unsigned i = 0; i < definition.sets[s].size; ++i) {
        root[find(offset + i)] = find(offset + move.sets[s].pieces[i]);
        if (move.sets[s].twists[i] != 0) turns[offset + i] = true;
      }
      offset += definition.sets[s].size;
    }
  }
  struct Orbit {
    std::vector<unsigned> labels;
    bool turns = false;
    unsigned modulus = 1;
  };
  std::vector<Orbit> orbits(root.size());
  for (unsigned i = 0; i < root.size(); ++i) {
    auto& orbit = orbits[find(i)];
    orbit.labels.push_back(label[i]);
    orbit.turns = orbit.turns || turns[i];
    orbit.modulus = modulus[i];
  }
  long double least = 1;
  for (auto& orbit : orbits) {
    const auto k = orbit.labels.size();
    if (k == 0) continue;
    std::sort(orbit.labels.begin(), orbit.labels.end());
    long double log_count = std::lgamma(static_cast<long double>(k) + 1);
    for (std::size_t j = 0, run = 1; j < k; ++j, ++run)
      if (j + 1 == k || orbit.labels[j + 1] != orbit.labels[j]) {
        log_count -= std::lgamma(static_cast<long double>(run) + 1);
        run = 0;
      }
    long double divisor = (k >= 2 ? 2 : 1) * (k == 3 || k == 4 ? 3 : 1);
    if (orbit.turns) {
      log_count += static_cast<long double>(k) * std::log(static_cast<long double>(orbit.modulus));
      divisor *= orbit.modulus;
    }
    least *= std::max<long double>(1, std::exp(log_count) / divisor);
  }
  return least;
}

// The ranking's count, not the puzzle's: moves that bind the pieces beyond
// parities and orientation sums reach fewer (wide.tws in cli_definition:
// 4.6e25 ranked, 319,334,400 reached), which gen --count gives.
std::string too_many_positions(const std::string& count) {
  return "its ranking numbers " + count +
         " positions (gen --count counts those the moves reach); a table holds at most 2^32 "
         "(4,294,967,296)";
}

}  // namespace

PermutationModel::PermutationModel(const Definition& definition, Ranking ranking) {
  const bool required = ranking == Ranking::required;
  if (const long double least = least_positions(definition); least > kMaxPositions) {
    if (required) {
      char count[32];
      std::snprintf(count, sizeof count, "%.3Lg", least);
      throw InputError(too_many_positions("at least " + std::string(count)));
    }
    ranked_ = false;
  }
  for (const auto& set : definition.sets) {
    auto& unknown = unknown_twist_.emplace_back();
    for (unsigned piece = 0; piece < set.labels.size(); ++piece)
      if (set.twist_unknown(piece)) unknown.set(piece);
    has_unknown_twists_ = has_unknown_twists_ || unknown.any();
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
  // Each defined move's powers, named as twsearch names them.
  const auto add_powers = [&](const std::vector<DefinedMove>& defined, const char* what,
                              std::vector<GeneratedMove>& out) {
    for (unsigned b = 0; b < defined.size(); ++b) {
      Transformation t;
      for (unsigned s = 0; s < definition.sets.size(); ++s)
        for (unsigned i = 0; i < definition.sets[s].size; ++i) {
          t.source[set_offset_[s] + i] =
              static_cast<std::uint8_t>(set_offset_[s] + defined[b].sets[s].pieces[i]);
          t.turn[set_offset_[s] + i] = defined[b].sets[s].twists[i];
        }
      std::vector<Transformation> powers{t};
      while (!is_identity(powers.back())) {
        if (out.size() + powers.size() > kMaxMoves)
          throw InputError("more than " + std::to_string(kMaxMoves) + " " + what +
                           " counting powers");
        powers.push_back(compose(powers.back(), t));
      }
      const auto order = static_cast<unsigned>(powers.size());
      for (unsigned p = 1; p < order; ++p)
        out.push_back({power_name(defined[b].name, p, order), b, p, powers[p - 1], {}});
    }
  };
  for (const auto& i : definition.illegal)
    illegal_.emplace_back(set_offset_[i.set] + i.slot, i.pieces);
  add_powers(definition.moves, "moves", moves_);
  for (auto& move : moves_)
    for (unsigned i = 0; i < slot_count_; ++i)
      if (move.transformation.source[i] != i || move.transformation.turn[i] != 0)
        move.changes.push_back({static_cast<std::uint8_t>(i), move.transformation.source[i],
                                move.transformation.turn[i]});
  add_powers(definition.aliases, "aliases", aliases_);
  std::vector<Transformation> generators;
  for (const auto& move : moves_)
    if (move.power == 1) generators.push_back(move.transformation);
  find_orbits();
  find_invariants(generators);
  if (!ranked_) return;
  std::uint64_t total = 1;
  long double about = 1;
  bool overflow = false;
  for (const auto& orbit : orbits_) {
    for (const std::uint64_t factor : {orbit.twist_count, orbit.permutation_count}) {
      overflow = overflow || __builtin_mul_overflow(total, factor, &total);
      about *= static_cast<long double>(factor);
    }
  }
  if ((overflow || total > kMaxPositions) && !required) {
    ranked_ = false;
    return;
  }
  if (overflow) {
    char count[32];
    std::snprintf(count, sizeof count, "%.3Lg", about);
    throw InputError(too_many_positions("about " + std::string(count)));
  }
  if (total > kMaxPositions) throw InputError(too_many_positions(with_commas(total)));
  for (auto orbit = orbits_.rbegin(); orbit != orbits_.rend(); ++orbit) {
    orbit->weight = position_count_ * orbit->twist_count;
    position_count_ = orbit->weight * orbit->permutation_count;
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
    if (!orbit.distinct) {
      const PieceKinds kinds = piece_kinds(orbit.labels);
      unsigned repeated = 0;
      for (unsigned v = 0; v < kinds.kinds; ++v)
        if (kinds.counts[v] > 1) ++repeated;
      for (unsigned v = 0; repeated == 1 && v < kinds.kinds; ++v) {
        if (kinds.counts[v] > 1) {
          orbit.filler = kinds.label[v];
        } else {
          orbit.placed_index[kinds.label[v]] = static_cast<std::uint8_t>(orbit.placed.size());
          orbit.placed.push_back(kinds.label[v]);
        }
      }
      for (unsigned v = 0; repeated > 1 && v < kinds.kinds; ++v) {
        orbit.kind_of_label[kinds.label[v]] = static_cast<std::uint8_t>(v);
        orbit.kind_labels.push_back(kinds.label[v]);
        orbit.kind_counts.push_back(kinds.counts[v]);
      }
    }
    for (unsigned j = 0; j < orbit.slots.size(); ++j) {
      orbit.home.push_back(solved_.pieces[orbit.slots[j]]);
      orbit.local_of_label[orbit.home[j]] = static_cast<std::uint8_t>(j);
    }
  }
}

namespace {

bool is_prime(unsigned n) {
  if (n < 2) return false;
  for (unsigned d = 2; d * d <= n; ++d)
    if (n % d == 0) return false;
  return true;
}

unsigned inverse_mod(unsigned a, unsigned prime) {
  for (unsigned x = 1; x < prime; ++x)
    if (a * x % prime == 1) return x;
  return 0;
}

// The turn of an even arrangement of 3 or 4 pieces: for 3, where piece 0
// went; for 4, which of the three pairings {01|23, 02|13, 03|12} the first
// one became. Even arrangements turn the pairings (or the 3 pieces) as
// rotations, so this is additive under moves.
unsigned cycle_of(std::span<const std::uint8_t> local) {
  if (local.size() == 3) return local[0];
  const auto partner_of_0 = [&](std::uint8_t a, std::uint8_t b) { return a == 0 ? b : a; };
  const bool has_0 = local[0] == 0 || local[1] == 0;
  const unsigned partner =
      has_0 ? partner_of_0(local[0], local[1]) : partner_of_0(local[2], local[3]);
  return partner - 1;
}

}  // namespace

void PermutationModel::find_invariants(const std::vector<Transformation>& generators) {
  const auto is_even_on = [&](const Orbit& orbit, const Transformation& g) {
    State after;
    for (const auto slot : orbit.slots) {
      const auto from = static_cast<unsigned>(
          std::find(orbit.slots.begin(), orbit.slots.end(), g.source[slot]) - orbit.slots.begin());
      after.pieces[slot] = orbit.home[from];
    }
    std::array<std::uint8_t, kMaxSlots> local;  // the first k written and read
    for (unsigned j = 0; j < orbit.slots.size(); ++j)
      local[j] = orbit.local_of_label[after.pieces[orbit.slots[j]]];
    return is_even_permutation(std::span(local.data(), orbit.slots.size()));
  };
  for (unsigned o = 0; o < orbits_.size(); ++o) {
    auto& orbit = orbits_[o];
    const auto k = static_cast<unsigned>(orbit.slots.size());
    for (const auto& g : generators)
      for (const auto slot : orbit.slots)
        if (g.turn[slot] != 0) orbit.turns = true;
    for (const auto slot : orbit.slots)
      if (twist_unknown(slot, solved_.pieces[slot])) orbit.unknown_twists = true;
    if (orbit.distinct && k >= 2) {
      orbit.even_only = std::all_of(generators.begin(), generators.end(),
                                    [&](const Transformation& g) { return is_even_on(orbit, g); });
      if (!orbit.even_only || k == 3 || k == 4) {
        orbit.permutation_invariant = static_cast<int>(invariants_.size());
        invariants_.push_back({orbit.even_only ? Invariant::Kind::cycle : Invariant::Kind::parity,
                               o,
                               orbit.even_only ? 3u : 2u,
                               false,
                               {}});
      }
    }
    // With unknown orientations no sum is kept (twsearch drops its
    // oparity): every orientation of the known pieces is ranked, and those
    // the moves do not reach are marked so by gen's search.
    const bool sums = orbit.turns && !orbit.unknown_twists;
    if (sums && is_prime(orbit.modulus)) {
      orbit.twist_invariant = static_cast<int>(invariants_.size());
      invariants_.push_back({Invariant::Kind::twist_sum, o, orbit.modulus, false, {}});
    } else if (sums) {
      // A composite modulus: the sums reachable are the multiples of the
      // gcd of the moves' sums and the modulus, not linked to other orbits.
      orbit.sum_step = orbit.modulus;
      for (const auto& g : generators) {
        unsigned sum = 0;
        for (const auto slot : orbit.slots) sum += g.turn[slot];
        orbit.sum_step = std::gcd(orbit.sum_step, sum % orbit.modulus);
      }
    }
  }
  // Each generator's value of each invariant: its change from solved.
  std::vector<std::vector<unsigned>> values;
  for (const auto& g : generators) {
    State after = solved_;
    for (unsigned i = 0; i < slot_count_; ++i) {
      after.pieces[i] = solved_.pieces[g.source[i]];
      after.twists[i] = g.turn[i];
    }
    std::vector<unsigned> row;
    for (const auto& invariant : invariants_) row.push_back(invariant_value(invariant, after));
    values.push_back(std::move(row));
  }
  std::vector<unsigned> primes;
  for (const auto& invariant : invariants_)
    if (std::find(primes.begin(), primes.end(), invariant.prime) == primes.end())
      primes.push_back(invariant.prime);
  for (const unsigned prime : primes) link_invariants(values, prime);

  for (auto& orbit : orbits_) {
    const auto k = static_cast<unsigned>(orbit.slots.size());
    if (orbit.distinct) {
      orbit.permutation_count = factorial(k) / (orbit.even_only ? 2 : 1);
      if (orbit.permutation_invariant >= 0) {
        const auto& invariant = invariants_[static_cast<std::size_t>(orbit.permutation_invariant)];
        if (invariant.bound) orbit.permutation_count /= invariant.prime;
        if (invariant.kind == Invariant::Kind::cycle && invariant.bound) {
          std::array<std::uint8_t, 3> found{};
          for (unsigned r = 0; r < factorial(k); ++r) {
            std::array<std::uint8_t, 4> local{};
            unrank_permutation(r, std::span(local.data(), k));
            if (!is_even_permutation(std::span(local.data(), k))) continue;
            const unsigned turn = cycle_of(std::span(local.data(), k));
            orbit.index_in_cycle[r] = found[turn];
            orbit.cycle_ranks[turn][found[turn]++] = static_cast<std::uint8_t>(r);
          }
        }
      }
    } else {
      const PieceKinds kinds = piece_kinds(orbit.labels);
      orbit.permutation_count = arrangements(kinds.counts, kinds.kinds);
      if (!orbit.kind_counts.empty()) count_kind_shares(orbit);
    }
    if (orbit.turns) {
      if (orbit.twist_invariant >= 0) {
        orbit.twist_count = 1;
        const bool bound = invariants_[static_cast<std::size_t>(orbit.twist_invariant)].bound;
        for (unsigned i = bound ? 1 : 0; i < k; ++i) orbit.twist_count *= orbit.modulus;
      } else {
        orbit.twist_count = orbit.modulus / orbit.sum_step;
        for (unsigned i = 1; i < k; ++i) orbit.twist_count *= orbit.modulus;
      }
    }
  }
}

// The invariants' values the moves can reach are the span, over GF(prime),
// of the generators' values. In reduced echelon form each basis vector has
// a pivot invariant, which is free; every other invariant's value is the
// sum of the pivots' values times its entries in their basis vectors.
void PermutationModel::link_invariants(const std::vector<std::vector<unsigned>>& generator_values,
                                       unsigned prime) {
  std::vector<unsigned> columns;
  for (unsigned i = 0; i < invariants_.size(); ++i)
    if (invariants_[i].prime == prime) columns.push_back(i);
  std::vector<std::vector<unsigned>> rows;
  std::vector<unsigned> pivots;  // column positions
  for (const auto& values : generator_values) {
    std::vector<unsigned> v(columns.size());
    for (unsigned j = 0; j < columns.size(); ++j) v[j] = values[columns[j]] % prime;
    for (unsigned r = 0; r < rows.size(); ++r) {
      const unsigned factor = v[pivots[r]];
      for (unsigned j = 0; j < v.size(); ++j) v[j] = (v[j] + (prime - factor) * rows[r][j]) % prime;
    }
    const auto pivot = static_cast<unsigned>(
        std::find_if(v.begin(), v.end(), [](unsigned x) { return x != 0; }) - v.begin());
    if (pivot == v.size()) continue;
    const unsigned scale = inverse_mod(v[pivot], prime);
    for (auto& x : v) x = x * scale % prime;
    for (auto& row : rows) {
      const unsigned factor = row[pivot];
      for (unsigned j = 0; j < v.size(); ++j) row[j] = (row[j] + (prime - factor) * v[j]) % prime;
    }
    rows.push_back(std::move(v));
    pivots.push_back(pivot);
  }
  for (unsigned j = 0; j < columns.size(); ++j) {
    if (std::find(pivots.begin(), pivots.end(), j) != pivots.end()) continue;
    auto& invariant = invariants_[columns[j]];
    invariant.bound = true;
    for (unsigned r = 0; r < rows.size(); ++r)
      if (rows[r][j] != 0) invariant.terms.emplace_back(columns[pivots[r]], rows[r][j]);
  }
}

unsigned PermutationModel::invariant_value(const Invariant& invariant, const State& state) const {
  const auto& orbit = orbits_[invariant.orbit];
  const auto k = static_cast<unsigned>(orbit.slots.size());
  if (invariant.kind == Invariant::Kind::twist_sum) {
    unsigned sum = 0;
    for (const auto slot : orbit.slots) sum += state.twists[slot];
    return sum % invariant.prime;
  }
  std::array<std::uint8_t, kMaxSlots> local;  // the first k written and read
  for (unsigned j = 0; j < k; ++j) local[j] = orbit.local_of_label[state.pieces[orbit.slots[j]]];
  if (invariant.kind == Invariant::Kind::parity)
    return is_even_permutation(std::span(local.data(), k)) ? 0 : 1;
  return cycle_of(std::span(local.data(), k));
}

unsigned PermutationModel::required_value(const Invariant& invariant,
                                          std::span<const unsigned> values) const {
  unsigned sum = 0;
  for (const auto& [source, coefficient] : invariant.terms) sum += coefficient * values[source];
  return sum % invariant.prime;
}

std::uint64_t PermutationModel::permutation_digit(const Orbit& orbit, const State& state) const {
  const auto k = static_cast<unsigned>(orbit.slots.size());
  if (orbit.distinct) {
    std::array<std::uint8_t, kMaxSlots> local;  // the first k written and read
    for (unsigned j = 0; j < k; ++j) local[j] = orbit.local_of_label[state.pieces[orbit.slots[j]]];
    const std::uint64_t r = rank_permutation(std::span(local.data(), k));
    if (orbit.permutation_invariant >= 0 &&
        invariants_[static_cast<std::size_t>(orbit.permutation_invariant)].bound)
      return orbit.even_only ? orbit.index_in_cycle[r] : r >> 1;
    return orbit.even_only ? r >> 1 : r;
  }
  if (orbit.filler >= 0) {
    std::array<std::uint8_t, kMaxSlots> at;  // each placed piece's slot, the first d written
    const auto d = static_cast<unsigned>(orbit.placed.size());
    for (unsigned j = 0; j < k; ++j) {
      const std::uint8_t piece = state.pieces[orbit.slots[j]];
      if (piece != orbit.filler) at[orbit.placed_index[piece]] = static_cast<std::uint8_t>(j);
    }
    std::uint64_t r = 0;
    for (unsigned t = 0; t < d; ++t) {
      unsigned free_before = at[t];
      for (unsigned u = 0; u < t; ++u) free_before -= at[u] < at[t] ? 1 : 0;
      r = r * (k - t) + free_before;
    }
    return r;
  }
  // Multiset permutations in lexicographic order: those with a smaller
  // piece at each slot, given the same pieces before it (count_kind_shares).
  assert(!orbit.kind_shares.empty());
  const auto kinds = static_cast<unsigned>(orbit.kind_counts.size());
  std::uint32_t left = orbit.kind_start;
  std::uint64_t r = 0;
  for (unsigned j = 0; j < k; ++j) {
    const unsigned kind = orbit.kind_of_label[state.pieces[orbit.slots[j]]];
    r += orbit.kind_shares[left * kinds + kind];
    left -= orbit.kind_stride[kind];
  }
  return r;
}

// The arrangements of every sub-multiset of the orbit's pieces, each from
// those one piece smaller (an arrangement starts with one of its kinds),
// in increasing order of the counts' number, then summed by kind.
// Nothing where that would be more than kMaxKindShares entries: an orbit
// of more than 2^32 arrangements, which no ranking numbers.
void PermutationModel::count_kind_shares(Orbit& orbit) {
  const auto kinds = static_cast<unsigned>(orbit.kind_counts.size());
  std::uint64_t entries = kinds;
  for (unsigned v = 0; v < kinds && entries <= kMaxKindShares; ++v)
    entries *= orbit.kind_counts[v] + 1u;
  if (entries > kMaxKindShares) return;
  std::uint32_t numbers = 1;
  for (unsigned v = 0; v < kinds; ++v) {
    orbit.kind_stride.push_back(numbers);
    orbit.kind_start += orbit.kind_counts[v] * numbers;
    numbers *= orbit.kind_counts[v] + 1u;
  }
  std::vector<std::uint64_t> arranged(numbers, 0);
  arranged[0] = 1;
  orbit.kind_shares.assign(std::size_t{numbers} * kinds, 0);
  for (std::uint32_t n = 1; n < numbers; ++n) {
    std::uint64_t smaller = 0;
    for (unsigned v = 0; v < kinds; ++v) {
      orbit.kind_shares[std::size_t{n} * kinds + v] = smaller;
      if (n / orbit.kind_stride[v] % (orbit.kind_counts[v] + 1u) == 0) continue;
      smaller += arranged[n - orbit.kind_stride[v]];
    }
    arranged[n] = smaller;
  }
  assert(arranged[orbit.kind_start] == orbit.permutation_count);
}

std::uint64_t PermutationModel::twist_digit(const Orbit& orbit, const State& state) const {
  if (!orbit.turns) return 0;
  const bool sum_free = orbit.twist_invariant >= 0 &&
                        !invariants_[static_cast<std::size_t>(orbit.twist_invariant)].bound;
  std::uint64_t digit = 0;
  unsigned sum = 0;
  for (unsigned j = 0; j < orbit.slots.size(); ++j) {
    const unsigned t = state.twists[orbit.slots[j]];
    sum += t;
    if (j + 1 < orbit.slots.size() || sum_free) digit = digit * orbit.modulus + t;
  }
  if (orbit.twist_invariant >= 0) return digit;
  return digit * (orbit.modulus / orbit.sum_step) + sum % orbit.modulus / orbit.sum_step;
}

std::uint64_t PermutationModel::rank(const State& state) const {
  std::uint64_t r = 0;
  for (const auto& orbit : orbits_)
    r += permutation_digit(orbit, state) * orbit.weight +
         twist_digit(orbit, state) * (orbit.weight / orbit.twist_count);
  return r;
}

void PermutationModel::unrank_pieces(const Orbit& orbit, std::uint64_t permutation,
                                     std::span<const unsigned> values, State& state) const {
  const auto k = static_cast<unsigned>(orbit.slots.size());
  if (orbit.distinct) {
    std::array<std::uint8_t, kMaxSlots> local;  // the first k written and read
    const Invariant* invariant =
        orbit.permutation_invariant >= 0
            ? &invariants_[static_cast<std::size_t>(orbit.permutation_invariant)]
            : nullptr;
    if (invariant && invariant->bound && invariant->kind == Invariant::Kind::cycle)
      unrank_permutation(orbit.cycle_ranks[required_value(*invariant, values)][permutation],
                         std::span(local.data(), k));
    else if (invariant && invariant->bound)
      unrank_permutation_in_class(permutation, required_value(*invariant, values) == 0,
                                  std::span(local.data(), k));
    else if (orbit.even_only)
      unrank_permutation_in_class(permutation, true, std::span(local.data(), k));
    else
      unrank_permutation(permutation, std::span(local.data(), k));
    for (unsigned j = 0; j < k; ++j) state.pieces[orbit.slots[j]] = orbit.home[local[j]];
    return;
  }
  if (orbit.filler >= 0) {
    const auto d = static_cast<unsigned>(orbit.placed.size());
    std::array<unsigned, kMaxSlots> digit;  // the first d written
    for (unsigned t = d; t-- > 0;) {
      digit[t] = static_cast<unsigned>(permutation % (k - t));
      permutation /= k - t;
    }
    for (unsigned j = 0; j < k; ++j)
      state.pieces[orbit.slots[j]] = static_cast<std::uint8_t>(orbit.filler);
    std::bitset<kMaxSlots> taken;
    for (unsigned t = 0; t < d; ++t) {
      unsigned j = 0;
      for (unsigned free = 0;; ++j)
        if (!taken[j] && free++ == digit[t]) break;
      taken[j] = true;
      state.pieces[orbit.slots[j]] = orbit.placed[t];
    }
    return;
  }
  // The rank's shares undone: at each slot the last kind whose share is
  // not above what is left (a kind none of whose pieces are left adds
  // nothing to the next kind's share, so that kind is never the last).
  assert(!orbit.kind_shares.empty());
  const auto kinds = static_cast<unsigned>(orbit.kind_counts.size());
  std::uint32_t left = orbit.kind_start;
  std::uint64_t rest = permutation;
  for (unsigned j = 0; j < k; ++j) {
    const std::uint64_t* shares = &orbit.kind_shares[std::size_t{left} * kinds];
    unsigned kind = kinds - 1;
    while (shares[kind] > rest) --kind;
    state.pieces[orbit.slots[j]] = orbit.kind_labels[kind];
    rest -= shares[kind];
    left -= orbit.kind_stride[kind];
  }
}

void PermutationModel::unrank_twists(const Orbit& orbit, std::uint64_t twist,
                                     std::span<const unsigned> values, State& state) const {
  if (!orbit.turns) return;
  const auto k = static_cast<unsigned>(orbit.slots.size());
  const Invariant* invariant = orbit.twist_invariant >= 0
                                   ? &invariants_[static_cast<std::size_t>(orbit.twist_invariant)]
                                   : nullptr;
  unsigned sum = 0;  // the sum the orientations must have, when the last follows from it
  if (invariant && !invariant->bound) {
    for (unsigned j = k; j-- > 0;) {
      state.twists[orbit.slots[j]] = static_cast<std::uint8_t>(twist % orbit.modulus);
      twist /= orbit.modulus;
    }
    return;
  }
  if (invariant) {
    sum = required_value(*invariant, values);
  } else {
    const unsigned classes = orbit.modulus / orbit.sum_step;
    sum = static_cast<unsigned>(twist % classes) * orbit.sum_step;
    twist /= classes;
  }
  unsigned partial = 0;
  for (unsigned j = k - 1; j-- > 0;) {
    state.twists[orbit.slots[j]] = static_cast<std::uint8_t>(twist % orbit.modulus);
    partial += state.twists[orbit.slots[j]];
    twist /= orbit.modulus;
  }
  state.twists[orbit.slots[k - 1]] =
      static_cast<std::uint8_t>((sum + orbit.modulus * k - partial) % orbit.modulus);
}

State PermutationModel::unrank(std::uint64_t r) const {
  State state;
  InvariantValues values{};
  const auto is_bound = [&](int invariant) {
    return invariant >= 0 && invariants_[static_cast<std::size_t>(invariant)].bound;
  };
  const auto note = [&](int invariant) {
    if (invariant >= 0)
      values[static_cast<std::size_t>(invariant)] =
          invariant_value(invariants_[static_cast<std::size_t>(invariant)], state);
  };
  // A bound invariant's value follows from free ones only (which may be
  // the same orbit's): every free part first, then the bound ones.
  for (const bool bound_pass : {false, true}) {
    for (const auto& orbit : orbits_) {
      if (is_bound(orbit.permutation_invariant) != bound_pass) continue;
      const std::uint64_t digits = r / orbit.weight;
      unrank_pieces(orbit, digits % orbit.permutation_count, values, state);
      note(orbit.permutation_invariant);
    }
    for (const auto& orbit : orbits_) {
      if (is_bound(orbit.twist_invariant) != bound_pass) continue;
      const std::uint64_t digits = r / (orbit.weight / orbit.twist_count);
      unrank_twists(orbit, digits % orbit.twist_count, values, state);
      note(orbit.twist_invariant);
    }
  }
  return state;
}

std::vector<std::vector<std::uint8_t>> PermutationModel::orbit_slots() const {
  std::vector<std::vector<std::uint8_t>> slots;
  for (const auto& orbit : orbits_) slots.push_back(orbit.slots);
  return slots;
}

std::string PermutationModel::describe(const Orbit& orbit, const SlotNames& slot_names) const {
  const unsigned set = set_of_[orbit.slots[0]];
  std::string text = set_names_[set] + " slot" + (orbit.slots.size() > 1 ? "s" : "");
  for (const auto slot : orbit.slots) {
    text.push_back(' ');
    text += std::to_string(slot - set_offset_[set] + 1);
  }
  if (!slot_names) return text;
  for (std::size_t i = 0; i < orbit.slots.size(); ++i) {
    text += i == 0 ? " (" : ", ";
    text += slot_names(orbit.slots[i]);
  }
  return text + ")";
}

void PermutationModel::check(const State& state, const SlotNames& slot_names) const {
  for (const auto& orbit : orbits_) {
    // The orbit's pieces as a multiset: each label counted in, each piece out.
    std::array<int, 256> surplus{};
    for (const auto label : orbit.labels) ++surplus[label];
    for (const auto slot : orbit.slots) --surplus[state.pieces[slot]];
    if (std::any_of(surplus.begin(), surplus.end(), [](int n) { return n != 0; })) {
      std::string expected;
      for (const auto p : orbit.labels) {
        expected.push_back(' ');
        expected += std::to_string(p + 1);
      }
      throw InputError(describe(orbit, slot_names) + " must hold the pieces" + expected +
                       (orbit.slots.size() > 1 ? " in some order" : ""));
    }
    unsigned sum = 0;
    for (const auto slot : orbit.slots) {
      sum += state.twists[slot];
      if (!orbit.turns && state.twists[slot] != 0)
        throw InputError(describe(orbit, slot_names) +
                         ": no move turns these pieces, so their orientations are 0");
      if (state.twists[slot] != 0 && twist_unknown(slot, state.pieces[slot]))
        throw InputError(describe(orbit, slot_names) +
                         ": a piece whose solved orientation is ? has no other");
    }
    if (orbit.turns && orbit.twist_invariant < 0 && sum % orbit.sum_step != 0)
      throw InputError(
          describe(orbit, slot_names) + ": the orientations must add up to a multiple of " +
          std::to_string(orbit.sum_step) + " (modulo " + std::to_string(orbit.modulus) + ")");
    if (orbit.even_only) {
      std::array<std::uint8_t, kMaxSlots> local;  // the first k written and read
      for (unsigned j = 0; j < orbit.slots.size(); ++j)
        local[j] = orbit.local_of_label[state.pieces[orbit.slots[j]]];
      if (!is_even_permutation(std::span(local.data(), orbit.slots.size())))
        throw InputError("the permutation of " + describe(orbit, slot_names) + " must be even");
    }
  }
  InvariantValues values{};
  for (unsigned i = 0; i < invariants_.size(); ++i)
    values[i] = invariant_value(invariants_[i], state);
  for (unsigned i = 0; i < invariants_.size(); ++i) {
    const auto& invariant = invariants_[i];
    if (!invariant.bound) continue;
    const unsigned required = required_value(invariant, values);
    if (values[i] == required) continue;
    const std::string orbit = describe(orbits_[invariant.orbit], slot_names);
    const std::string given = invariant.terms.empty() ? "" : ", given the rest of the position";
    switch (invariant.kind) {
      case Invariant::Kind::parity:
        throw InputError("the permutation of " + orbit + " must be " +
                             (required == 0 ? "even" : "odd") += given);
      case Invariant::Kind::twist_sum:
        throw InputError(orbit + ": the orientations must add up to " + std::to_string(required) +
                             " modulo " + std::to_string(invariant.prime) += given);
      case Invariant::Kind::cycle:
        throw InputError("the arrangement of " + orbit +
                         " is not one the moves make, given the rest of the position");
    }
  }
}

unsigned PermutationModel::set_size_of(unsigned slot) const {
  const unsigned set = set_of_[slot];
  const unsigned end = set + 1 < set_offset_.size() ? set_offset_[set + 1] : slot_count_;
  return end - set_offset_[set];
}

unsigned PermutationModel::inverse_of(unsigned move) const {
  // A defined move's powers 1..order-1 are consecutive moves.
  const unsigned first = move - (moves_[move].power - 1);
  unsigned order = 1;
  while (first + order - 1 < moves_.size() && moves_[first + order - 1].base == moves_[move].base)
    ++order;
  return first + (order - moves_[move].power) - 1;
}

bool PermutationModel::commute(unsigned a, unsigned b) const {
  const Transformation& first = moves_[a].transformation;
  const Transformation& second = moves_[b].transformation;
  const Transformation ab = compose(first, second);
  const Transformation ba = compose(second, first);
  return ab.source == ba.source && ab.turn == ba.turn;
}

MoveSuccession::MoveSuccession(const PermutationModel& model)
    : model_(&model), moves_(model.move_count()) {
  commute_.assign(std::size_t{moves_} * moves_, false);
  for (unsigned a = 0; a < moves_ && !model.has_illegal(); ++a)
    for (unsigned b = 0; b < moves_; ++b) commute_[a * moves_ + b] = model.commute(a, b);
}

State PermutationModel::apply(const State& state, unsigned move) const {
  return transform(state, moves_[move].transformation);
}

void PermutationModel::apply_into(const State& state, unsigned move, State& out) const {
  transform_into(state, moves_[move].transformation, out);
}

State PermutationModel::apply_alias(const State& state, unsigned alias) const {
  return transform(state, aliases_[alias].transformation);
}

State PermutationModel::transform(const State& state, const Transformation& t) const {
  State out;
  transform_into(state, t, out);
  return out;
}

void PermutationModel::transform_into(const State& state, const Transformation& t,
                                      State& out) const {
  for (unsigned i = 0; i < slot_count_; ++i) {
    out.pieces[i] = state.pieces[t.source[i]];
    const unsigned twist = state.twists[t.source[i]] + t.turn[i];
    out.twists[i] = static_cast<std::uint8_t>(twist >= modulus_[i] ? twist - modulus_[i] : twist);
  }
  // An unknown orientation stays unknown (twsearch's wildo), kept as 0.
  for (unsigned i = 0; has_unknown_twists_ && i < slot_count_; ++i)
    if (twist_unknown(i, out.pieces[i])) out.twists[i] = 0;
}

}  // namespace puzzletab::definition
