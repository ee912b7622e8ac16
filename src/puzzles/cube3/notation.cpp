#include "puzzles/cube3/notation.h"

#include <algorithm>
#include <array>

#include "core/errors.h"
#include "core/prime_spelling.h"
#include "core/tokens.h"

namespace puzzletab::cube3 {
namespace {

// The most words a scramble may have: held whole, as the definitions'.
constexpr std::size_t kMaxWords = std::size_t{1} << 16;

std::string_view expected_move(unsigned layers) {
  return layers == 2 ? "a move (R U F L D B, with ' or 2; Rw or r; x y z)"
                     : "a move (R U F L D B, with ' or 2; Rw or r; M E S; x y z)";
}

}  // namespace

void rotate(Frame& frame, Face axis, unsigned quarters) {
  static constexpr Face kAround[kFaces][4] = {
      {kF, kR, kB, kL},  // U (y): F <- R <- B <- L
      {kU, kF, kD, kB},  // R (x): U <- F <- D <- B
      {kU, kL, kD, kR},  // F (z): U <- L <- D <- R
      {kF, kL, kB, kR},  // D (y')
      {kU, kB, kD, kF},  // L (x')
      {kU, kR, kD, kL},  // B (z')
  };
  const auto& ring = kAround[axis];
  for (unsigned q = 0; q < quarters; ++q) {
    const Face first = frame[ring[0]];
    for (unsigned i = 0; i < 3; ++i) frame[ring[i]] = frame[ring[i + 1]];
    frame[ring[3]] = first;
  }
}

Face opposite(Face face) {
  return static_cast<Face>((face + 3) % kFaces);
}

std::string turn_name(Turn turn) {
  std::string name(1, kFaceLetters[turn.face]);
  if (turn.quarters == 2) name.push_back('2');
  if (turn.quarters == 3) name.push_back('\'');
  return name;
}

std::string turns_text(const std::vector<Turn>& turns) {
  std::string text;
  for (const Turn turn : turns) {
    if (!text.empty()) text.push_back(' ');
    text += turn_name(turn);
  }
  return text;
}

std::vector<Turn> read_turns(std::string_view scramble) {
  return read_scramble(scramble).turns;
}

std::vector<Turn> held_turns(const Scramble& scramble) {
  Frame name_of{};  // the name, as held, of each face of the first frame
  for (unsigned f = 0; f < kFaces; ++f) name_of[scramble.held[f]] = static_cast<Face>(f);
  std::vector<Turn> turns;
  turns.reserve(scramble.turns.size());
  for (const Turn turn : scramble.turns) turns.push_back({name_of[turn.face], turn.quarters});
  return turns;
}

Scramble read_scramble(std::string_view scramble, unsigned layers) {
  Frame frame = {kU, kR, kF, kD, kL, kB};
  std::vector<Turn> turns;
  std::size_t words = 0;
  for (const std::string& word : split_tokens(scramble)) {
    if (++words > kMaxWords)
      throw InputError("a scramble of more than " + std::to_string(kMaxWords) + " moves");
    const std::string ascii = with_ascii_primes(word);
    const auto bad = [&] {
      return InputError("expected " + std::string(expected_move(layers)) + ", got " +
                        quote_token(word));
    };
    std::string_view rest = ascii;
    if (rest.empty()) throw bad();
    const char letter = rest.front();
    rest.remove_prefix(1);
    const auto upper = kFaceLetters.find(letter);
    const auto lower = std::string_view("urfdlb").find(letter);
    const auto axis = std::string_view("yxz").find(letter);  // about U, R, F
    // The slice each of M E S turns as the face it follows: L, D, F.
    static constexpr Face kSliceFollows[3] = {kL, kD, kF};
    const auto slice = std::string_view("MES").find(letter);
    bool wide = lower != std::string_view::npos;
    if (upper != std::string_view::npos && !rest.empty() && rest.front() == 'w') {
      wide = true;
      rest.remove_prefix(1);
    }
    const auto suffix = suffix_quarters(rest);
    if (!suffix) throw bad();
    const unsigned quarters = *suffix;
    if (axis != std::string_view::npos) {
      rotate(frame, static_cast<Face>(axis), quarters);
      continue;
    }
    if (slice != std::string_view::npos) {
      if (layers == 2) throw bad();
      // A slice turn: the two faces beside it turned against it and with
      // it, then the cube turned with it (M = R L' x'), which takes the
      // centres where the slice took them.
      const Face follows = kSliceFollows[slice];
      turns.push_back({frame[opposite(follows)], quarters});
      turns.push_back({frame[follows], 4 - quarters});
      rotate(frame, follows, quarters);
      continue;
    }
    if (upper == std::string_view::npos && lower == std::string_view::npos) throw bad();
    const auto named = static_cast<Face>(upper != std::string_view::npos ? upper : lower);
    if (!wide) {
      turns.push_back({frame[named], quarters});
      continue;
    }
    // A wide turn: the opposite face turned the same way, then the cube
    // turned with the named face (Rw = L x); on two layers, the cube alone.
    if (layers > 2) turns.push_back({opposite(frame[named]), quarters});
    rotate(frame, named, quarters);
  }
  return {std::move(turns), frame};
}

std::vector<Turn> inverse_turns(const std::vector<Turn>& turns) {
  std::vector<Turn> inverse(turns.rbegin(), turns.rend());
  for (Turn& turn : inverse) turn.quarters = 4 - turn.quarters;
  return inverse;
}

}  // namespace puzzletab::cube3
