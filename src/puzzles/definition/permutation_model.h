// A definition as a permutation puzzle: states, the moves with their
// powers, and a ranking of exactly the states the moves can reach when
// they are constrained only by what the moves themselves show: which slots
// pieces can travel between (orbits), and the values every move changes by
// a fixed amount (permutation parities, orientation sums, the turn of an
// orbit of even arrangements of 3 or 4 pieces), which may be linked across
// orbits (the Skewb's corner orientations follow its permutations).
#pragma once

#include <algorithm>
#include <array>
#include <bitset>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "puzzles/definition/definition.h"

namespace puzzletab::definition {

// All slots of all sets, at most this many.
inline constexpr unsigned kMaxSlots = 255;
// Powers of moves taken together, at most this many.
inline constexpr unsigned kMaxMoves = 255;
static_assert(kMaxDefinedMoves <= kMaxMoves);
// Positions a definition may have: ranks are 32-bit in the search.
inline constexpr std::uint64_t kMaxPositions = std::uint64_t{1} << 32;

// The slots of every set one after another: pieces[i] is the piece in slot
// i (its number within its set, 0-based), twists[i] its orientation.
struct State {
  std::array<std::uint8_t, kMaxSlots> pieces{};
  std::array<std::uint8_t, kMaxSlots> twists{};
  bool operator==(const State&) const = default;
};

class PermutationModel {
 public:
  // Whether the model must rank the definition's positions (a complete
  // table), or may leave them unranked (a definition beyond 2^32 positions,
  // solved by a search over pruning tables: its states are moved and
  // checked all the same).
  enum class Ranking { required, optional };
  // Throws InputError (without a source position) for a definition that is
  // too large: too many slots or moves, or with Ranking::required more
  // than 2^32 positions (with the count, or an estimate when the orbits
  // alone show it).
  explicit PermutationModel(const Definition& definition, Ranking ranking = Ranking::required);

  // Whether rank(), unrank() and position_count() number the positions;
  // only then may they be called.
  bool ranked() const { return ranked_; }
  // The slots of every set together.
  unsigned slot_count() const { return slot_count_; }
  // The slots of the set a slot is in (its pieces are numbered below it).
  unsigned set_size_of(unsigned slot) const;
  std::uint64_t position_count() const { return position_count_; }
  const State& solved() const { return solved_; }

  // Moves: each defined move's powers 1..order-1 in definition order, named
  // as twsearch names them (R, R2, R'; R, R2, R2', R' for order 5).
  unsigned move_count() const { return static_cast<unsigned>(moves_.size()); }
  const std::string& move_name(unsigned move) const { return moves_[move].name; }
  // The defined move a generated move is a power of, and which power.
  unsigned base_of(unsigned move) const { return moves_[move].base; }
  unsigned power_of(unsigned move) const { return moves_[move].power; }
  // The move that undoes `move`: the same move's complementary power.
  unsigned inverse_of(unsigned move) const;
  State apply(const State& state, unsigned move) const;
  // The slots a move changes, in order: `slot` receives the piece of
  // `source` with `turn` added to its orientation (modulo the slot's
  // modulus_of(), and 0 for an unknown one).
  struct SlotChange {
    std::uint8_t slot, source, turn;
  };
  std::span<const SlotChange> changes(unsigned move) const { return moves_[move].changes; }
  // The same into `out`, of which only this definition's slots are
  // written: a loop that moves many States into one (whose other slots
  // stay 0) writes a few dozen bytes a move, not all kMaxSlots.
  void apply_into(const State& state, unsigned move, State& out) const;
  // Whether the two moves give the same position in either order, from
  // any position (orientations `?` counted as known: a move that turns
  // one may be taken not to commute).
  bool commute(unsigned a, unsigned b) const;
  // The definition's MoveAlias names with their powers, named as moves
  // are: what input may say for a move, no move of the search.
  unsigned alias_count() const { return static_cast<unsigned>(aliases_.size()); }
  const std::string& alias_name(unsigned alias) const { return aliases_[alias].name; }
  State apply_alias(const State& state, unsigned alias) const;
  // The definition's Illegal lines: whether a position has no forbidden
  // piece in any slot (gen's search does not enter the others).
  bool has_illegal() const { return !illegal_.empty(); }
  bool legal(const State& state) const { return !illegal_slot(state); }
  // Solved's `?` orientations: pieces whose orientation is not tracked (it
  // stays 0 in a State, whatever the moves add). A State where such a piece
  // has another is none the moves make (a rank gen's search skips).
  bool has_unknown_twists() const { return has_unknown_twists_; }
  bool twist_unknown(unsigned slot, unsigned piece) const {
    return unknown_twist_[set_of_[slot]][piece];
  }
  bool unknown_twists_clear(const State& state) const {
    for (unsigned i = 0; has_unknown_twists_ && i < slot_count_; ++i)
      if (state.twists[i] != 0 && twist_unknown(i, state.pieces[i])) return false;
    return true;
  }
  // The first slot (counted over every set) that holds a forbidden piece.
  std::optional<unsigned> illegal_slot(const State& state) const {
    for (const auto& [slot, pieces] : illegal_)
      if (pieces >> state.pieces[slot] & 1u) return slot;
    return std::nullopt;
  }

  // Whether some orbit's pieces are ranked by where its distinct pieces
  // are among identical ones (Orbit::filler), as tables before 2026-11-29
  // did not rank them (definition_puzzle.cpp's table variant).
  bool ranks_placed_pieces() const {
    return std::any_of(orbits_.begin(), orbits_.end(),
                       [](const Orbit& orbit) { return orbit.filler >= 0; });
  }

  // The slots of each orbit (slots that pieces move between), and a
  // slot's number of orientations.
  std::vector<std::vector<std::uint8_t>> orbit_slots() const;
  // For a ranked model, the arrangements and the orientations the ranking
  // numbers for each orbit, in orbit_slots()'s order.
  std::vector<std::pair<std::uint64_t, std::uint64_t>> orbit_counts() const {
    std::vector<std::pair<std::uint64_t, std::uint64_t>> counts;
    for (const auto& orbit : orbits_)
      counts.emplace_back(orbit.permutation_count, orbit.twist_count);
    return counts;
  }
  unsigned modulus_of(unsigned slot) const { return modulus_[slot]; }

  // A sum of digits, each read from one orbit's pieces or one orbit's
  // orientations (move_tables.h relies on it).
  std::uint64_t rank(const State& state) const;
  State unrank(std::uint64_t rank) const;
  // What a message says after a slot's number, for a reader of another
  // form of the position (stickers: "U4 R1 F2"); nothing when empty.
  using SlotNames = std::function<std::string(unsigned slot)>;
  // Throws InputError saying which constraint a state breaks when it is not
  // one the ranking numbers (so not one the moves can reach), naming the
  // slots also by `slot_names`.
  void check(const State& state, const SlotNames& slot_names = {}) const;

 private:
  struct Transformation {
    std::array<std::uint8_t, kMaxSlots> source{};  // slot i receives the piece of source[i]
    std::array<std::uint8_t, kMaxSlots> turn{};    // and adds turn[i] to its orientation
  };
  struct GeneratedMove {
    std::string name;
    unsigned base = 0;
    unsigned power = 1;
    Transformation transformation;
    std::vector<SlotChange> changes;  // moves only (not aliases)
  };
  // A value in Z_prime that every move changes by the same amount, whatever
  // the position: an orbit's permutation parity, the turn of an orbit whose
  // moves make only the 12 even arrangements of 4 pieces (or the 3 of 3),
  // which the rotations of its 3 pairings show, or an orbit's orientation sum.
  struct Invariant {
    enum class Kind { parity, cycle, twist_sum };
    Kind kind = Kind::parity;
    unsigned orbit = 0;
    unsigned prime = 2;
    // Bound: the value follows from the free invariants', as the sum of
    // these (invariant, coefficient) terms modulo prime.
    bool bound = false;
    std::vector<std::pair<unsigned, unsigned>> terms;
  };
  // Slots that pieces move between, and how their pieces are numbered.
  struct Orbit {
    std::vector<std::uint8_t> slots;
    unsigned modulus = 1;
    std::vector<std::uint8_t> labels;  // the pieces that belong here, sorted
    // Distinct pieces are numbered by the slot they are solved in, so the
    // solved arrangement is the identity: home[j] is solved in slots[j].
    std::vector<std::uint8_t> home;
    std::array<std::uint8_t, 256> local_of_label{};  // by piece number
    bool distinct = true;
    // Pieces all distinct but one kind, repeated (a projection's untracked
    // pieces, projection.h): `filler` is that kind, `placed` the others in
    // order, ranked by where each is among the slots the ones before it
    // left free, n (n - 1) ... values (a multiset's lexicographic rank costs
    // a count of arrangements for every smaller kind at every slot).
    int filler = -1;
    std::vector<std::uint8_t> placed;
    std::array<std::uint8_t, 256> placed_index{};  // by piece: into `placed`
    // Several kinds repeated (neither distinct nor a filler): each kind's
    // label and count, in the labels' order, and each piece's kind.
    std::vector<std::uint8_t> kind_labels, kind_counts;
    std::array<std::uint8_t, 256> kind_of_label{};  // by piece number
    // The counts still to place as one number, kind v's digit weighing
    // kind_stride[v]; by it and a kind, the arrangements of those pieces
    // whose first piece is of a smaller kind (kind_shares[number * kinds +
    // kind]): a rank is a lookup a slot. At most 50,688 entries for an
    // orbit of at most 2^32 arrangements (two pairs and nine single pieces).
    std::vector<std::uint32_t> kind_stride;
    std::vector<std::uint64_t> kind_shares;
    std::uint32_t kind_start = 0;    // all the counts
    bool even_only = false;          // distinct pieces, and every move permutes them evenly
    bool turns = false;              // some move changes an orientation here
    bool unknown_twists = false;     // some piece's orientation is `?`: no sum is kept
    int permutation_invariant = -1;  // parity or cycle
    int twist_invariant = -1;        // twist_sum, for a prime modulus
    unsigned sum_step = 1;  // otherwise orientation sums are multiples of this (modulo `modulus`)
    // A bound cycle: the lexicographic ranks of the arrangements of each
    // turn, and each arrangement's index among those of its turn.
    std::array<std::array<std::uint8_t, 4>, 3> cycle_ranks{};
    std::array<std::uint8_t, 24> index_in_cycle{};
    std::uint64_t permutation_count = 1;
    std::uint64_t twist_count = 1;
    std::uint64_t weight =
        1;  // of the permutation digit; the twist digit's is weight / twist_count
  };

  // Each invariant's value, by index: at most a parity or cycle and an
  // orientation sum an orbit, and an orbit a slot.
  using InvariantValues = std::array<unsigned, 2 * kMaxSlots>;

  State transform(const State& state, const Transformation& t) const;
  void transform_into(const State& state, const Transformation& t, State& out) const;
  Transformation compose(const Transformation& first, const Transformation& then) const;
  bool is_identity(const Transformation& t) const;
  void find_orbits();
  void find_invariants(const std::vector<Transformation>& generators);
  void link_invariants(const std::vector<std::vector<unsigned>>& generator_values, unsigned prime);
  static void count_kind_shares(Orbit& orbit);
  unsigned invariant_value(const Invariant& invariant, const State& state) const;
  unsigned required_value(const Invariant& invariant, std::span<const unsigned> values) const;
  std::uint64_t permutation_digit(const Orbit& orbit, const State& state) const;
  std::uint64_t twist_digit(const Orbit& orbit, const State& state) const;
  void unrank_pieces(const Orbit& orbit, std::uint64_t permutation,
                     std::span<const unsigned> values, State& state) const;
  void unrank_twists(const Orbit& orbit, std::uint64_t twist, std::span<const unsigned> values,
                     State& state) const;
  std::string describe(const Orbit& orbit, const SlotNames& slot_names) const;

  std::vector<std::string> set_names_;
  std::vector<unsigned> set_offset_;
  unsigned slot_count_ = 0;
  std::array<std::uint8_t, kMaxSlots> set_of_{};
  std::array<std::uint8_t, kMaxSlots> modulus_{};
  State solved_;
  std::vector<GeneratedMove> moves_;
  std::vector<GeneratedMove> aliases_;
  std::vector<std::pair<unsigned, std::uint64_t>> illegal_;  // (slot, forbidden pieces)
  std::vector<std::bitset<256>> unknown_twist_;              // [set][piece]
  bool has_unknown_twists_ = false;
  std::vector<Orbit> orbits_;
  std::vector<Invariant> invariants_;
  std::uint64_t position_count_ = 1;
  bool ranked_ = true;
};

// Which move may follow which in the move sequences the searches walk:
// never a defined move right after itself (one power would do), and of two
// commuting moves only the earlier first, which keeps the lexically
// earliest of every position's shortest sequences. With Illegal lines no
// pair is skipped for commuting: the other order may pass through a
// forbidden position.
class MoveSuccession {
 public:
  explicit MoveSuccession(const PermutationModel& model);
  bool allowed(unsigned last, unsigned move) const {
    return model_->base_of(move) != model_->base_of(last) &&
           !(move < last && commute_[move * moves_ + last]);
  }

 private:
  const PermutationModel* model_;
  unsigned moves_;
  std::vector<bool> commute_;  // [a * moves + b]
};

}  // namespace puzzletab::definition
