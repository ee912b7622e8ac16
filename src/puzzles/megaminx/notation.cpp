#include "puzzles/megaminx/notation.h"

#include "core/errors.h"
#include "core/prime_spelling.h"
#include "core/tokens.h"

namespace puzzletab::megaminx {
namespace {

// The most words a line may have, as the cubes' scrambles.
constexpr std::size_t kMaxWords = std::size_t{1} << 16;

// A face turn's suffix by amount (MegaminxPuzzle's prettyDir), and a big
// turn's (prettyPochmannDir).
constexpr std::string_view kFaceSuffix[5] = {"", "", "2", "2'", "'"};
constexpr std::string_view kBigSuffix[5] = {"", "+", "++", "--", "-"};

constexpr std::string_view kExpected =
    "a move (R++ R-- D++ D--, R+ R- D+ D-; a face U BL BR R F L D DR DBR B DBL DL with nothing, "
    "2, 2' or ')";

Turn read_turn(const std::string& typed) {
  const std::string word = with_ascii_primes(typed);
  const auto refused = [&](std::string_view why) {
    return InputError("megaminx: " + quote_token(typed) + " is not " + std::string(why));
  };
  for (unsigned amount = 1; amount <= 4; ++amount)
    for (const char axis : {'R', 'D'})
      if (word == std::string(1, axis) + std::string(kBigSuffix[amount]))
        return {axis == 'R' ? kDBR : kD, true, amount};
  if (word.ends_with('+') || word.ends_with('-'))
    throw refused("a move: only R (all but L) and D (all but U) turn with + and - (R++ D--)");
  for (unsigned f = 0; f < kFaces; ++f)
    for (unsigned amount = 1; amount <= 4; ++amount)
      if (word == std::string(face_name(static_cast<Face>(f))) + std::string(kFaceSuffix[amount]))
        return {static_cast<Face>(f), false, amount};
  throw refused(kExpected);
}

}  // namespace

std::vector<Turn> all_turns() {
  std::vector<Turn> turns;
  for (unsigned f = 0; f < kFaces; ++f)
    for (unsigned amount = 1; amount <= 4; ++amount)
      turns.push_back({static_cast<Face>(f), false, amount});
  for (const Face face : {kDBR, kD})
    for (unsigned amount = 1; amount <= 4; ++amount) turns.push_back({face, true, amount});
  return turns;
}

std::vector<Turn> read_turns(std::string_view text) {
  std::vector<Turn> turns;
  for (const std::string& word : split_tokens(text)) {
    if (turns.size() >= kMaxWords)
      throw InputError("megaminx: a line of more than " + std::to_string(kMaxWords) + " moves");
    turns.push_back(read_turn(word));
  }
  return turns;
}

std::string turn_name(Turn turn) {
  if (turn.big)
    return std::string(turn.face == kD ? "D" : "R") + std::string(kBigSuffix[turn.amount]);
  return std::string(face_name(turn.face)) + std::string(kFaceSuffix[turn.amount]);
}

std::string turns_text(const std::vector<Turn>& turns) {
  std::string text;
  for (const Turn& turn : turns) {
    if (!text.empty()) text.push_back(' ');
    text += turn_name(turn);
  }
  return text;
}

std::vector<Turn> pochmann_scramble(RandomDraw& draw) {
  std::vector<Turn> turns;
  for (unsigned line = 0; line < kScrambleLines; ++line) {
    std::uint64_t last = 0;
    for (unsigned j = 0; j + 1 < kTurnsPerLine; ++j) {
      last = draw.below(2);
      turns.push_back({j % 2 == 0 ? kDBR : kD, true, last == 0 ? 2u : 3u});
    }
    turns.push_back({kU, false, last == 0 ? 1u : 4u});
  }
  return turns;
}

Stickers stickers_after(const std::vector<Turn>& turns) {
  Stickers stickers = solved();
  for (const Turn& turn : turns)
    apply(stickers, turn.big ? big_turn(turn.face) : face_turn(turn.face), turn.amount);
  return stickers;
}

}  // namespace puzzletab::megaminx
