#include "core/position.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace puzzletab {

Position Position::from_bytes(std::span<const std::uint8_t> bytes) {
  Position p;
  p.wide_ = std::make_shared<const std::vector<std::uint8_t>>(bytes.begin(), bytes.end());
  return p;
}

bool Position::operator==(const Position& other) const {
  if (is_wide() != other.is_wide()) return false;
  if (!is_wide()) return number_ == other.number_;
  return wide_ == other.wide_ || *wide_ == *other.wide_;
}

std::strong_ordering Position::operator<=>(const Position& other) const {
  if (is_wide() != other.is_wide()) return is_wide() <=> other.is_wide();
  if (!is_wide()) return number_ <=> other.number_;
  if (wide_->size() != other.wide_->size()) return wide_->size() <=> other.wide_->size();
  // Equal lengths: the first differing byte decides (std::mismatch, since the
  // web build's libc++ lacks lexicographical_compare_three_way).
  const auto [mine, theirs] = std::mismatch(wide_->begin(), wide_->end(), other.wide_->begin());
  if (mine == wide_->end()) return std::strong_ordering::equal;
  return *mine <=> *theirs;
}

// Bugs, not inputs: stopping is the only answer that is not wrong.
void Position::not_wide() {
  std::fputs("puzzletab: internal error: a narrow position read as bytes\n", stderr);
  std::abort();
}

void Position::not_narrow() {
  std::fputs("puzzletab: internal error: a wide position read as a number\n", stderr);
  std::abort();
}

}  // namespace puzzletab
