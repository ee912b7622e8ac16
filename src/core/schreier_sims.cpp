#include "core/schreier_sims.h"

#include <algorithm>
#include <unordered_map>
#include <utility>

#include "core/errors.h"

namespace puzzletab {

namespace {

PointPermutation inverse_of(const PointPermutation& p) {
  PointPermutation inverse(p.size());
  for (std::uint32_t i = 0; i < p.size(); ++i) inverse[p[i]] = i;
  return inverse;
}

// a after b: point i goes where b takes it, then where a takes that.
PointPermutation after(const PointPermutation& a, const PointPermutation& b) {
  PointPermutation product(b.size());
  for (std::size_t i = 0; i < b.size(); ++i) product[i] = a[b[i]];
  return product;
}

// A decimal number as base-10^9 digits, least significant first: a
// group's order passes any machine word (the 20x20x20's has 1,451 digits).
class Decimal {
 public:
  void multiply(std::uint32_t factor) {
    std::uint64_t carry = 0;
    for (auto& digit : digits_) {
      const std::uint64_t value = std::uint64_t{digit} * factor + carry;
      digit = static_cast<std::uint32_t>(value % kBase);
      carry = value / kBase;
    }
    for (; carry != 0; carry /= kBase) digits_.push_back(static_cast<std::uint32_t>(carry % kBase));
  }
  std::string text() const {
    std::string text = std::to_string(digits_.back());
    for (auto digit = digits_.rbegin() + 1; digit != digits_.rend(); ++digit) {
      const std::string part = std::to_string(*digit);
      text += std::string(9 - part.size(), '0') + part;
    }
    return text;
  }

 private:
  static constexpr std::uint64_t kBase = 1'000'000'000;
  std::vector<std::uint32_t> digits_{1};
};

}  // namespace

StabilizerChain::StabilizerChain(const std::vector<PointPermutation>& generators,
                                 const std::vector<std::uint32_t>& base) {
  const std::size_t points = generators.empty() ? 0 : generators.front().size();
  if (points > kMaxGroupPoints)
    throw InputError("group order: " + std::to_string(points) + " points, at most " +
                     std::to_string(kMaxGroupPoints) + " are counted");
  for (const auto& g : generators) {
    std::vector<std::uint8_t> seen(points, 0);
    if (g.size() != points || !std::all_of(g.begin(), g.end(), [&](std::uint32_t image) {
          return image < points && std::exchange(seen[image], 1) == 0;
        }))
      throw InputError("group order: a generator is no permutation of the " +
                       std::to_string(points) + " points");
  }
  points_ = static_cast<std::uint32_t>(points);
  // Level k's group fixes the base points of the levels before it; its
  // representatives take its base point to each point of the point's
  // orbit (kept inverted, as sifting uses them).
  std::vector<bool> placed(points, false);
  const auto place = [&](std::uint32_t point) {
    if (point >= points)
      throw InputError("group order: a base point " + std::to_string(point) + " of " +
                       std::to_string(points) + " points");
    if (placed[point]) return;
    placed[point] = true;
    levels_.push_back(Level{point, {}, {point}, {}, {}});
  };
  for (const std::uint32_t point : base) place(point);
  for (std::uint32_t point = 0; point < points; ++point) place(point);
  for (const auto& g : generators) add_generator(g);
}

void StabilizerChain::add_generator(const PointPermutation& g) {
  if (!sifts(g, 0)) add(0, g);
}

std::string StabilizerChain::order() const {
  Decimal order;
  for (const auto& level : levels_) order.multiply(static_cast<std::uint32_t>(level.orbit.size()));
  return order.text();
}

bool StabilizerChain::contains(const PointPermutation& p) const {
  return p.size() == points_ && sifts(p, 0);
}

PointPermutation StabilizerChain::random_element(RandomDraw& draw) const {
  PointPermutation product(points_);
  for (std::uint32_t i = 0; i < points_; ++i) product[i] = i;
  for (const auto& level : levels_) {
    const std::uint64_t j = draw.below(level.orbit.size());
    if (j != 0) product = after(product, inverse_of(level.inverses[j - 1]));
  }
  return product;
}

// The inverse of the representative taking level k's point to x, or
// null when x is not in its orbit yet (the identity is never stored).
const PointPermutation* StabilizerChain::inverse_to(std::size_t k, std::uint32_t x) const {
  const auto found = levels_[k].reached.find(x);
  return found == levels_[k].reached.end() ? nullptr : &levels_[k].inverses[found->second];
}

// Whether p is in the group the chain holds from level k down: stripped
// level by level to the identity.
bool StabilizerChain::sifts(PointPermutation p, std::size_t k) const {
  for (; k < levels_.size(); ++k) {
    const std::uint32_t x = p[levels_[k].point];
    if (x == levels_[k].point) continue;
    const PointPermutation* inverse = inverse_to(k, x);
    if (inverse == nullptr) return false;
    for (auto& image : p) image = (*inverse)[image];
  }
  return true;
}

// Knuth's Algorithm A: g, of level k's group and not yet sifting, joins
// its generators; each representative's product with it is sifted.
void StabilizerChain::add(std::size_t k, const PointPermutation& g) {
  levels_[k].generators.push_back(g);
  for (std::size_t i = 0; i < levels_[k].orbit.size(); ++i) {
    if (i == 0)
      reach(k, g);
    else
      reach(k, after(g, inverse_of(levels_[k].inverses[i - 1])));
  }
}

// Knuth's Algorithm B, with a work list in place of its recursion at one
// level: h, of level k's group, either reaches a new point of the orbit
// (a representative: its products with the level's generators follow)
// or leaves a Schreier generator of the next level, added there unless it
// sifts.
void StabilizerChain::reach(std::size_t k, const PointPermutation& first) {
  std::vector<PointPermutation> work{first};
  while (!work.empty()) {
    PointPermutation h = std::move(work.back());
    work.pop_back();
    Level& level = levels_[k];
    const std::uint32_t x = h[level.point];
    if (x == level.point) {
      if (!sifts(h, k + 1)) add(k + 1, h);
      continue;
    }
    if (const PointPermutation* inverse = inverse_to(k, x)) {
      PointPermutation residue = after(*inverse, h);
      if (!sifts(residue, k + 1)) add(k + 1, residue);
      continue;
    }
    stored_bytes_ += std::uint64_t{points_} * sizeof(std::uint32_t);
    if (stored_bytes_ > kMaxChainBytes)
      throw InputError("group order: the stabilizer chain would pass " +
                       std::to_string(kMaxChainBytes >> 20) + " MiB");
    level.reached.emplace(x, static_cast<std::uint32_t>(level.inverses.size()));
    level.inverses.push_back(inverse_of(h));
    level.orbit.push_back(x);
    for (const auto& s : level.generators) work.push_back(after(s, h));
  }
}

std::string group_order(const std::vector<PointPermutation>& generators,
                        const std::vector<std::uint32_t>& base) {
  if (generators.empty()) return "1";
  return StabilizerChain(generators, base).order();
}

}  // namespace puzzletab
