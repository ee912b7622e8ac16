// The order of a permutation group given by generators, by the
// Schreier–Sims algorithm in Knuth's incremental form ("Efficient
// representation of perm groups", Combinatorica 11, 1991; the form
// twsearch's --schreiersims uses): a stabilizer chain whose levels' coset
// representatives are kept whole, every Schreier generator sifted. Exact,
// deterministic, for groups far beyond any table (a definition's count of
// positions: docs/definitions.md).
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/random_draw.h"

namespace puzzletab {

// A permutation of the points 0..n-1: point i goes to image[i].
using PointPermutation = std::vector<std::uint32_t>;

// The most points counted, and the most bytes the chain's representatives
// may take: a larger group is refused (InputError) before or when it
// would pass them, never left to exhaust memory.
inline constexpr std::uint32_t kMaxGroupPoints = 1u << 16;
inline constexpr std::uint64_t kMaxChainBytes = std::uint64_t{1} << 31;

// The stabilizer chain of the group the generators generate. Every
// generator permutes the same points; the base is tried in `base`'s order
// (points every element is determined by once they are fixed: the caller
// knows its structure), then in the points' order. InputError when the
// points or the chain pass the limits above, or a generator is no
// permutation of the points.
class StabilizerChain {
 public:
  StabilizerChain(const std::vector<PointPermutation>& generators,
                  const std::vector<std::uint32_t>& base = {});

  // The group's order, in decimal.
  std::string order() const;
  // Whether p (a permutation of the same points) is in the group: sifted
  // level by level to the identity.
  bool contains(const PointPermutation& p) const;
  // A uniform element: each element is one product of one representative
  // of each level, so a uniform choice at each level is a uniform element.
  PointPermutation random_element(RandomDraw& draw) const;

 private:
  struct Level {
    std::uint32_t point;
    std::vector<PointPermutation> generators;
    std::vector<std::uint32_t> orbit;  // orbit[0] is the point itself (the identity)
    std::unordered_map<std::uint32_t, std::uint32_t> reached;  // point -> index into inverses
    std::vector<PointPermutation> inverses;                    // of orbit[1], orbit[2], ...
  };

  void add_generator(const PointPermutation& g);
  const PointPermutation* inverse_to(std::size_t k, std::uint32_t x) const;
  bool sifts(PointPermutation p, std::size_t k) const;
  void add(std::size_t k, const PointPermutation& g);
  void reach(std::size_t k, const PointPermutation& first);

  std::uint32_t points_ = 0;
  std::vector<Level> levels_;
  std::uint64_t stored_bytes_ = 0;
};

// The order of the group the generators generate, in decimal (InputError
// as StabilizerChain's).
std::string group_order(const std::vector<PointPermutation>& generators,
                        const std::vector<std::uint32_t>& base = {});

}  // namespace puzzletab
