#include "puzzles/nxn/notation.h"

#include "core/errors.h"
#include "core/prime_spelling.h"
#include "core/tokens.h"

namespace puzzletab::nxn {
namespace {

// The most words a scramble may have: held whole, as the 3x3x3's.
constexpr std::size_t kMaxWords = std::size_t{1} << 16;

constexpr std::string_view kUpper = "URFDLB";
constexpr std::string_view kLower = "urfdlb";
// x turns as R, y as U, z as F.
constexpr std::string_view kRotations = "yxz";
// M turns as L, E as D, S as F.
constexpr std::string_view kSlices = "MES";
constexpr std::string_view kInnerSlices = "mes";
constexpr Face kSliceFollows[3] = {cube3::kL, cube3::kD, cube3::kF};

std::string cube_name(unsigned size) {
  const std::string n = std::to_string(size);
  return "the " + n + "x" + n + "x" + n;
}

std::string expected_move(unsigned size) {
  std::string text = "a move (R U F L D B, with ' or 2; Rw";
  if (size > 3) text += ", 3Rw";
  text += " or r; 2R; ";
  if (size % 2 == 1) text += "M E S; ";
  return text + "x y z)";
}

// A layer number at the front of a word: its digits, or nothing.
bool take_number(std::string_view& rest, unsigned& number) {
  std::size_t digits = 0;
  while (digits < rest.size() && rest[digits] >= '0' && rest[digits] <= '9') ++digits;
  if (digits == 0) return false;
  number = 0;
  for (std::size_t i = 0; i < digits; ++i)
    number = std::min(number * 10 + static_cast<unsigned>(rest[i] - '0'), 1000u);
  rest.remove_prefix(digits);
  return true;
}

}  // namespace

BlockTurn read_block_turn(std::string_view word, unsigned size) {
  const std::string ascii = with_ascii_primes(word);
  const auto bad = [&] {
    return InputError("expected " + expected_move(size) + ", got " + quote_token(word));
  };
  const auto refused = [&](const std::string& why) {
    return InputError(quote_token(word) + ": " + why);
  };
  std::string_view rest = ascii;
  // [outer-]inner before the family: cubing.js's layer prefix.
  unsigned outer = 0;
  unsigned inner = 0;
  const bool numbered = take_number(rest, inner);
  bool range = false;
  if (numbered && !rest.empty() && rest.front() == '-') {
    rest.remove_prefix(1);
    outer = inner;
    if (!take_number(rest, inner)) throw bad();
    range = true;
  }
  if (rest.empty()) throw bad();
  const char letter = rest.front();
  rest.remove_prefix(1);
  const auto upper = kUpper.find(letter);
  const auto lower = kLower.find(letter);
  const auto rotation = kRotations.find(letter);
  const auto slice = kSlices.find(letter);
  const auto inner_slices = kInnerSlices.find(letter);
  const bool w = upper != std::string_view::npos && !rest.empty() && rest.front() == 'w';
  if (w) rest.remove_prefix(1);
  const auto suffix = suffix_quarters(rest);
  if (!suffix) throw bad();
  const unsigned quarters = *suffix;

  const unsigned n = size;
  if (rotation != std::string_view::npos || slice != std::string_view::npos ||
      inner_slices != std::string_view::npos) {
    if (numbered) throw refused("a rotation or a named slice takes no layer number");
    if (rotation != std::string_view::npos) return {static_cast<Face>(rotation), 1, n, quarters};
    if (slice != std::string_view::npos) {
      if (n % 2 == 0)
        throw refused(cube_name(n) + " has no middle layer (m, e and s turn its inner layers)");
      return {kSliceFollows[slice], n / 2 + 1, n / 2 + 1, quarters};
    }
    if (n < 3) throw refused(cube_name(n) + " has no inner layer");
    return {kSliceFollows[inner_slices], 2, n - 1, quarters};
  }
  if (upper == std::string_view::npos && lower == std::string_view::npos) throw bad();
  const auto face = static_cast<Face>(upper != std::string_view::npos ? upper : lower);
  const bool wide = w || lower != std::string_view::npos;
  if (!numbered) {
    inner = wide ? 2 : 1;
    outer = 1;
  } else if (!range) {
    // 3Rw (WCA) and 3r turn layers 1..3; 2R the second layer alone.
    outer = wide ? 1 : inner;
  }
  if (inner > n || outer > n) throw refused(cube_name(n) + " has " + std::to_string(n) + " layers");
  if (outer == 0 || inner == 0) throw refused("layers are counted from 1");
  if (outer > inner) throw refused("a range of layers names its outer layer first (2-3Rw)");
  if (w && numbered && !range && inner < 2)
    throw refused("an outer block turn nRw turns n layers, 1 < n < " + std::to_string(n) +
                  " (WCA Regulation 12a2): R turns one");
  if (outer == 1 && inner == n) {
    static constexpr char kRotationOf[6] = {'y', 'x', 'z', 'y', 'x', 'z'};
    const bool inverse = face >= cube3::kD;
    throw refused("a turn of every layer of " + cube_name(n) + " is a rotation: write " +
                  std::string(1, kRotationOf[face]) + (inverse ? "'" : ""));
  }
  return {face, outer, inner, quarters};
}

std::vector<BlockTurn> read_block_turns(std::string_view scramble, unsigned size) {
  std::vector<BlockTurn> turns;
  for (const std::string& word : split_tokens(scramble)) {
    if (turns.size() >= kMaxWords)
      throw InputError("a scramble of more than " + std::to_string(kMaxWords) + " moves");
    turns.push_back(read_block_turn(word, size));
  }
  return turns;
}

std::string block_turn_name(BlockTurn turn, unsigned size) {
  std::string name;
  unsigned quarters = turn.quarters;
  if (turn.outer == 1 && turn.inner == size) {
    // A rotation: x, y and z turn as R, U and F.
    static constexpr char kRotationOf[6] = {'y', 'x', 'z', 'y', 'x', 'z'};
    name.push_back(kRotationOf[turn.face]);
    if (turn.face >= cube3::kD) quarters = 4 - quarters;
  } else if (turn.outer == 1) {
    if (turn.inner > 2) name += std::to_string(turn.inner);
    name.push_back(kUpper[turn.face]);
    if (turn.inner > 1) name.push_back('w');
  } else if (turn.outer == turn.inner) {
    // cubing.js's slice: 2R, the second layer alone.
    name += std::to_string(turn.outer);
    name.push_back(kUpper[turn.face]);
  } else {
    name += std::to_string(turn.outer) + "-" + std::to_string(turn.inner);
    name.push_back(kUpper[turn.face]);
    name.push_back('w');
  }
  if (quarters == 2) name.push_back('2');
  if (quarters == 3) name.push_back('\'');
  return name;
}

std::string block_turns_text(const std::vector<BlockTurn>& turns, unsigned size) {
  std::string text;
  for (const BlockTurn& turn : turns) {
    if (!text.empty()) text.push_back(' ');
    text += block_turn_name(turn, size);
  }
  return text;
}

}  // namespace puzzletab::nxn
