// Definition puzzles: the parser's messages, the model's ranking (also with
// identical pieces and parities linked across sets), and the published
// figures of the shipped puzzles reproduced from their tables, as --stats
// reports them.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "core/errors.h"
#include "core/puzzle.h"
#include "core/table_store.h"
#include "core/tokens.h"
#include "modes/census.h"
#include "modes/check.h"
#include "puzzles/definition/definition.h"
#include "puzzles/definition/definition_puzzle.h"
#include "puzzles/definition/move_tables.h"
#include "puzzles/definition/near_goal_table.h"
#include "puzzles/definition/permutation_model.h"
#include "puzzles/definition/projection.h"
#include "puzzles/definition/reached_positions.h"
#include "puzzles/definition/shipped.h"
#include "puzzles/definition/tables_in_run.h"
#include "puzzles/registry.h"
#include "sanitized.h"
#include "tree_paths.h"

using namespace puzzletab;
using namespace puzzletab::definition;

namespace {

std::string error_of(const std::string& text) {
  try {
    parse_definition(text, "t.tws");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

std::string shipped_text(std::string_view file) {
  for (const auto& s : shipped_definitions())
    if (s.file == file) return std::string(s.text);
  FAIL("no shipped definition " << file);
  return {};
}

Definition shipped(std::string_view file) {
  for (const auto& s : shipped_definitions())
    if (s.file == file) return parse_definition(s.text, s.file);
  FAIL("no shipped definition " << file);
  return {};
}

// Distances of every position by a breadth-first search of the test's own
// over the model, using only the moves `allowed` accepts.
template <typename Allowed>
std::vector<std::uint8_t> distances(const PermutationModel& model, Allowed allowed) {
  std::vector<std::uint8_t> distance(model.position_count(), 0xFF);
  std::vector<std::uint32_t> layer{static_cast<std::uint32_t>(model.rank(model.solved()))};
  distance[layer[0]] = 0;
  for (std::uint8_t d = 0; !layer.empty(); ++d) {
    std::vector<std::uint32_t> next;
    for (const auto r : layer) {
      const State s = model.unrank(r);
      for (unsigned m = 0; m < model.move_count(); ++m) {
        if (!allowed(m)) continue;
        const auto n = model.rank(model.apply(s, m));
        if (distance[n] == 0xFF) {
          distance[n] = static_cast<std::uint8_t>(d + 1);
          next.push_back(static_cast<std::uint32_t>(n));
        }
      }
    }
    layer = std::move(next);
  }
  return distance;
}

std::vector<std::uint64_t> histogram(const std::vector<std::uint8_t>& distance) {
  std::vector<std::uint64_t> counts;
  for (const auto d : distance) {
    REQUIRE(d != 0xFF);
    if (d >= counts.size()) counts.resize(d + 1u);
    ++counts[d];
  }
  return counts;
}

// Every entry of the committed table is the distance modulo 3.
void check_table(const Definition& def, const std::vector<std::uint8_t>& distance) {
  TableReader table(TableStore(PUZZLETAB_TEST_TABLES).dir() / (def.name + ".ptab"));
  REQUIRE(table.info().variant == definition_checksum(def));
  REQUIRE(table.entries().size() == distance.size());
  std::uint64_t wrong = 0;
  for (std::uint64_t r = 0; r < distance.size(); ++r)
    if (table.entries()[r] != distance[r] % 3u) ++wrong;
  CHECK(wrong == 0);
}

// Every position's distance as --stats finds it, from the shipped table
// alone (the Pyraminx's is its tipless part's), equals the test's own search.
void check_distances(const Definition& definition, std::string_view name,
                     const std::vector<std::uint8_t>& distance) {
  const auto puzzle = make_definition_puzzle(definition, std::string(name));
  puzzle->load(TableStore(PUZZLETAB_TEST_TABLES));
  const auto known = puzzle->distances();
  REQUIRE(known);
  CHECK(std::equal(known->begin(), known->end(), distance.begin(), distance.end()));
  const Statistics stats = distance_statistics(*puzzle);
  CHECK(!stats.estimated);
  CHECK(stats.counts == histogram(distance));
  REQUIRE(!stats.farthest.empty());
  CHECK(distance[stats.farthest.front()] == stats.counts.size() - 1);
}

const char* kTiny = R"(# a comment
Name tiny
Set A 4 1
Set B 3 2
Solved
A
1 1 2 2
0 0 0 0
B
1 2 3
0 0 0
End
Move X
A
2 1 3 4
0 0 0 0
B
2 1 3
0 0 0
End
Move Y
A
1 3 4 2
0 0 0 0
End
Move Z
B
1 2 3
1 1 0
End
)";

}  // namespace

TEST_CASE("definition: a bad definition is refused at its line and column") {
  const std::string head = "Name x\nSet A 2 1\nSolved\nA\n1 2\n0 0\nEnd\n";
  CHECK(error_of("") == "t.tws:1:1: expected `Set NAME SIZE ORIENTATIONS`");
  CHECK(error_of("Name x\nSet A 3\n") == "t.tws:2:8: expected 4 words on this line, found 3");
  CHECK(error_of("Name x y\n") == "t.tws:1:8: expected 2 words on this line, found \"y\"");
  CHECK(error_of("Name x\nSet A 0 1\n") ==
        "t.tws:2:7: expected the number of pieces, a number 1..255, found \"0\"");
  CHECK(error_of("Name x\nSet A 2 128\n") ==
        "t.tws:2:9: expected the number of orientations, a number 1..127, found \"128\"");
  CHECK(error_of("Name x\nSet A 2 1\nSet A 2 1\n") ==
        "t.tws:3:5: the set is defined twice, found \"A\"");
  CHECK(error_of("Name x\nSet 1A 2 1\n") ==
        "t.tws:2:5: expected a set name (not a number or `End`), found \"1A\"");
  CHECK(error_of("Set A 2 1\nName x\n") ==
        "t.tws:2:1: `Name` comes first, before the sets, found \"Name\"");
  CHECK(error_of("Name x\nSet A 2 2\nSolved\nA\n1 2\n0 1\nEnd\n") ==
        "t.tws:6:3: solved orientations other than 0 and ? are part of the twsearch format that "
        "puzzletab does not read, found \"1\"");
  // `?`: a solved orientation only, the same for identical pieces.
  CHECK(error_of("Name x\nSet A 2 2\nSolved\nA\n1 2\n? 0\nEnd\nMove R\nA\n2 1\n? 0\nEnd\n") ==
        "t.tws:11:1: `?` (an unknown orientation) is read only as an orientation of the Solved "
        "block, as twsearch reads it, found \"?\"");
  CHECK(error_of("Name x\nSet A 2 2\nSolved\nA\n1 1\n? 0\nEnd\n") ==
        "t.tws:6:3: identical pieces must all have the orientation ? or none (as twsearch "
        "requires), found \"0\"");
  CHECK(error_of("Name x\nSet A 2 2\nSolved\nA\n1 2\n1 ?\nEnd\n") ==
        "t.tws:6:1: solved orientations other than 0 and ? are part of the twsearch format that "
        "puzzletab does not read, found \"1\"");
  CHECK(error_of("Name x\nSet A 2 1\nSolved\nA\nEnd\n") ==
        "t.tws:5:1: expected the pieces of A, found \"End\"");
  CHECK(error_of("Name x\nSet A 2 1\nSolved\nA\n1 2\n0 0\n0 0\nEnd\n") ==
        "t.tws:7:1: expected `End` or a set name after A's two lines, found \"0\"");
  CHECK(error_of("Name x\nSet A 2 1\nSolved\nA\n1 2 # the pieces\nEnd\n") ==
        "t.tws:5:5: `#` starts a comment only at the start of a line (as twsearch reads it), "
        "found \"#\"");
  CHECK(error_of("Name x\nSet A 2 1\nSolved\nA\n1 2\n") ==
        "t.tws:3:1: this block has no `End`, found \"Solved\"");
  CHECK(error_of(head + "Move R\nA\n1 1\n0 0\nEnd\n") ==
        "t.tws:10:3: a move's A line must hold each slot 1..2 once, found \"1\"");
  CHECK(error_of(head + "Move R\nA\n2 3\nEnd\n") ==
        "t.tws:10:3: a move's A line must hold each slot 1..2 once, found \"3\"");
  CHECK(error_of(head + "Move R\nB\n") ==
        "t.tws:9:1: expected a set name, numbers or `End`, found \"B\"");
  CHECK(error_of(head + "Move R\nEnd\n") == "t.tws:8:6: the move changes nothing, found \"R\"");
  CHECK(error_of(head + "Move R\nA\n2 1\nEnd\nMove R\nA\n2 1\nEnd\n") ==
        "t.tws:12:6: the move is defined twice, found \"R\"");
  CHECK(error_of(head + "Move x2\nA\n2 1\nEnd\n") ==
        "t.tws:11:1: expected a `Move` that is no rotation: twsearch reads x, y2, UFv as turns of "
        "the whole puzzle, no moves of its search");
  CHECK(error_of(head + "Move R\nA\n2 1\nEnd\nMoveSequence S R Q\n") ==
        "t.tws:12:14: the sequence uses a word that is no move or rotation of this file (as "
        "twsearch names their powers: R R2 R'), nor another sequence's, found \"S\"");
  CHECK(error_of(head + "Move R\nA\n2 1\nEnd\nMoveSequence S R R\n") ==
        "t.tws:12:14: the move sequence changes nothing, found \"S\"");
  CHECK(error_of(head + "Move R\nA\n2 1\nEnd\nMoveSequence S\n") ==
        "t.tws:12:1: expected `MoveSequence NAME MOVE...`: a name and at least one move, found "
        "\"MoveSequence\"");
  CHECK(error_of(head + "MoveSequence S R\nMove R\nA\n2 1\nEnd\nMoveSequence S R\n") ==
        "t.tws:13:14: the move is defined twice, found \"S\"");
  CHECK(error_of(head + "Illegal A B\n") ==
        "t.tws:8:11: expected a slot of A, a number 1..2, found \"B\"");
  CHECK(error_of(head + "Illegal A\n") ==
        "t.tws:8:1: expected `Illegal SET SLOT PIECE...`: a set, a slot and pieces, found "
        "\"Illegal\"");
  CHECK(error_of(head + "Illegal C 1 2\n") ==
        "t.tws:8:9: expected a set defined above, found \"C\"");
  CHECK(error_of(head + "Illegal A 1 65\n") ==
        "t.tws:8:13: expected a piece (twsearch's limit), a number 1..64, found \"65\"");
  CHECK(error_of("Name x\nSet A 2 1\nIllegal A 1 2\n") ==
        "t.tws:3:1: expected `Solved` before `Illegal`, found \"Illegal\"");
  CHECK(error_of(head + "Illegal A 2 1 2\nMove R\nA\n2 1\nEnd\n") ==
        "t.tws:12:1: the solved position is illegal: A slot 2 holds a piece an `Illegal` line "
        "forbids there");
  CHECK(error_of(head + "Move R\nA\n2 1\nEnd\nMoveAlias S\n") ==
        "t.tws:12:1: expected `MoveAlias NAME MOVE`: a name and one move, found \"MoveAlias\"");
  CHECK(error_of(head + "Move R\nA\n2 1\nEnd\nMoveAlias S R R\n") ==
        "t.tws:12:1: expected `MoveAlias NAME MOVE`: a name and one move, found \"MoveAlias\"");
  CHECK(error_of(head + "Move R\nA\n2 1\nEnd\nMoveAlias S Q\n") ==
        "t.tws:12:11: the sequence uses a word that is no move or rotation of this file (as "
        "twsearch names their powers: R R2 R'), nor another sequence's, found \"S\"");
  CHECK(error_of(head + "Move R\nA\n2 1\nEnd\nMoveAlias R R\n") ==
        "t.tws:12:11: the move is defined twice, found \"R\"");
  CHECK(error_of(head + "Move R\nA\n2 1\nEnd\nx") ==
        "t.tws:12:1: expected `Name`, `Set`, `Solved` or `Move`, found \"x\"");
  CHECK(error_of(head) == "t.tws:7:1: expected `Move NAME`");
  CHECK(error_of("# puzzletab: Scramble 4\n" + head) ==
        "t.tws:1:14: expected `# puzzletab: ScrambleMinimum N`, `Face LETTER COLOUR` or "
        "`Facelet ROW COLUMN SET SLOT STICKER`, found \"Scramble\"");
  // Tokens in messages are escaped and shortened.
  CHECK(error_of("Name x\nSet A 2 1\nSolved\nA\n1 2\n0 0\nEnd\nMov\x7f[31m" +
                 std::string(100, 'e') + "\n") ==
        "t.tws:8:1: expected `Name`, `Set`, `Solved` or `Move`, found "
        "\"Mov\\x7f[31meeeeeeeeeeee...\"");
  CHECK(error_of(kTiny).empty());
}

TEST_CASE("definition: read as twsearch reads it") {
  const std::string head = "Set A 3 2\nSolved\nA\n1 2 3\n0 0 0\nEnd\n";
  // A Move's orientation line is indexed by piece: slot i gets the turn of
  // the piece that comes from slot perm[i]. MoveTransformation's by slot,
  // with 0-based pieces.
  const auto by_piece = parse_definition(head + "Move M\nA\n3 1 2\n1 0 0\nEnd\n", "t");
  const auto by_slot = parse_definition(head + "MoveTransformation M\nA\n2 0 1\n0 1 0\nEnd\n", "t");
  CHECK(by_piece.moves[0].sets[0].pieces == std::vector<std::uint8_t>{2, 0, 1});
  CHECK(by_piece.moves[0].sets[0].twists == std::vector<std::uint8_t>{0, 1, 0});
  CHECK(by_slot.moves[0].sets == by_piece.moves[0].sets);
  CHECK(definition_checksum(by_slot) == definition_checksum(by_piece));
  // Without Name, "Unnamed"; a set left out of Solved is 1..n; an
  // orientation line left out is zeros; CR LF and lone CR end lines.
  const auto plain = parse_definition("Set A 3 2\r\nSolved\rEnd\nMove M\nA\n2 3 1\nEnd\n", "t");
  CHECK(plain.name == "Unnamed");
  CHECK(plain.solved[0].pieces == std::vector<std::uint8_t>{0, 1, 2});
  CHECK(plain.moves[0].sets[0].twists == std::vector<std::uint8_t>{0, 0, 0});
  // Any Name; pieces numbered with gaps are packed, as twsearch packs them.
  const auto gaps = parse_definition(
      "Name PuzzleGeometryPuzzle\nSet A 4 1\nSolved\nA\n7 3 7 3\nEnd\nMove M\nA\n2 1 4 "
      "3\nEnd\n",
      "t");
  CHECK(gaps.name == "PuzzleGeometryPuzzle");
  CHECK(gaps.sets[0].labels == std::vector<unsigned>{3, 7});
  CHECK(gaps.solved[0].pieces == std::vector<std::uint8_t>{1, 0, 1, 0});
  // The pragma, a comment for twsearch.
  CHECK(parse_definition("# puzzletab: ScrambleMinimum 6\n" + head + "Move M\nA\n2 1 3\nEnd\n", "t")
            .scramble_minimum == 6);
}

// One line of a block: the numbers f(0), ..., f(n - 1).
template <typename F>
std::string numbers(unsigned n, F f) {
  std::string line;
  for (unsigned i = 0; i < n; ++i) {
    line += std::to_string(f(i));
    line.push_back(i + 1 < n ? ' ' : '\n');
  }
  return line;
}

TEST_CASE("definition: MoveSequence and rotations, expanded as twsearch expands them") {
  // R swaps two pieces and turns one (its orientations by piece, as a Move
  // block writes them); x, a rotation, turns the four around; T is R then
  // x; U uses T, T's inverse (T' as twsearch names it) and x', with commas,
  // and comes first in the file, expanded in a later pass.
  const auto def = parse_definition(
      "Set A 4 3\nSolved\nA\n1 2 3 4\nEnd\nMoveSequence U T,T' x'\nMove R\nA\n2 1 3 4\n1 0 0 "
      "0\nEnd\nMove x\nA\n2 3 4 1\nEnd\nMoveSequence T R x\n",
      "t.tws");
  // The test's own reading: a Move block sends slot perm[i]'s piece to slot
  // i, turned by the orientation written for that piece.
  struct Made {
    std::vector<unsigned> pieces{0, 1, 2, 3};
    std::vector<unsigned> twists{0, 0, 0, 0};
    void move(const std::vector<unsigned>& perm, const std::vector<unsigned>& turn) {
      const Made before = *this;
      for (unsigned i = 0; i < 4; ++i) {
        pieces[i] = before.pieces[perm[i]];
        twists[i] = (before.twists[perm[i]] + turn[perm[i]]) % 3;
      }
    }
  };
  const auto r = [](Made& m) { m.move({1, 0, 2, 3}, {1, 0, 0, 0}); };
  const auto x = [](Made& m) { m.move({1, 2, 3, 0}, {0, 0, 0, 0}); };
  Made t;
  r(t);
  x(t);
  Made u;  // T then T' is nothing: x', three x
  for (int i = 0; i < 3; ++i) x(u);
  REQUIRE(def.moves.size() == 3);  // x is no move of the search
  CHECK(def.moves[0].name == "R");
  CHECK(def.moves[1].name == "T");
  CHECK(def.moves[2].name == "U");
  const auto same = [](const SetVectors& v, const Made& m) {
    return std::vector<unsigned>(v.pieces.begin(), v.pieces.end()) == m.pieces &&
           std::vector<unsigned>(v.twists.begin(), v.twists.end()) == m.twists;
  };
  CHECK(same(def.moves[1].sets[0], t));
  CHECK(same(def.moves[2].sets[0], u));
}

TEST_CASE("definition: MoveAlias, another name for input, as twsearch reads it") {
  // P names R's square and Q names T, a sequence defined after it; S uses
  // the alias P. Aliases are no moves of the search (twsearch's isalias).
  const std::string text =
      "Set A 4 3\nSolved\nA\n1 2 3 4\nEnd\nMove R\nA\n2 1 3 4\n1 0 0 0\nEnd\nMoveAlias Q "
      "T\nMoveAlias P R2\nMoveSequence S P R\nMove x\nA\n2 3 4 1\nEnd\nMoveSequence T R x\n";
  const auto def = parse_definition(text, "t.tws");
  REQUIRE(def.moves.size() == 3);
  CHECK(def.moves[0].name == "R");
  REQUIRE(def.aliases.size() == 2);
  CHECK(def.aliases[0].name == "P");
  CHECK(def.aliases[1].name == "Q");
  const auto named = [&](const std::string& name) {
    for (const auto& m : def.moves)
      if (m.name == name) return m.sets;
    FAIL("no move " << name);
    return std::vector<SetVectors>{};
  };
  CHECK(def.aliases[1].sets == named("T"));
  // The aliases change no table: the canonical text is the file's without them.
  std::string without = text;
  without.replace(without.find("MoveAlias Q T\n"), 14, "");
  without.replace(without.find("MoveAlias P R2\n"), 15, "");
  without.replace(without.find("S P R"), 5, "S R2 R");
  CHECK(parse_definition(without, "t.tws").canonical == def.canonical);
  // Their powers name what the moves' powers name.
  const PermutationModel model(def);
  const auto by_name = [&](const std::string& name) {
    for (unsigned m = 0; m < model.move_count(); ++m)
      if (model.move_name(m) == name) return model.apply(model.solved(), m);
    for (unsigned a = 0; a < model.alias_count(); ++a)
      if (model.alias_name(a) == name) return model.apply_alias(model.solved(), a);
    FAIL("no move or alias " << name);
    return State{};
  };
  CHECK(by_name("P") == by_name("R2"));
  CHECK(by_name("P'") == by_name("R2'"));
  CHECK(by_name("Q'") == by_name("T'"));
  CHECK(by_name("S") == by_name("R3"));
}

TEST_CASE("definition: Illegal lines, merged by slot, bind the table") {
  const std::string base =
      "Set A 4 1\nSolved\nA\n1 2 3 4\nEnd\nMove R\nA\n2 3 4 1\nEnd\nMove S\nA\n2 1 3 4\nEnd\n";
  const auto plain = parse_definition(base, "t.tws");
  const auto one = parse_definition(base + "Illegal A 1 3 4\n", "t.tws");
  const auto split = parse_definition(base + "Illegal A 1 4\nIllegal A 1 3\n", "t.tws");
  REQUIRE(one.illegal.size() == 1);
  CHECK(one.illegal[0].set == 0);
  CHECK(one.illegal[0].slot == 0);
  CHECK(one.illegal[0].pieces == 0b1100);  // pieces 3 and 4, 0-based 2 and 3
  CHECK(split.illegal.size() == 1);
  CHECK(split.canonical == one.canonical);
  CHECK(one.canonical != plain.canonical);
  CHECK(definition_checksum(one) != definition_checksum(plain));
  // A piece number no piece has forbids nothing, as in twsearch.
  CHECK(parse_definition(base + "Illegal A 2 9\n", "t.tws").illegal.front().pieces == 1u << 8);
  const PermutationModel model(one);
  State s = model.solved();
  CHECK(model.legal(s));
  std::swap(s.pieces[0], s.pieces[2]);
  CHECK(model.illegal_slot(s) == 0u);
}

TEST_CASE("definition: a set of any size is read, and refused for its positions only") {
  const auto cycle = [](unsigned i) { return (i + 1) % 24 + 1; };
  const auto def =
      parse_definition("Set E 24 2\nSolved\nEnd\nMove M\nE\n" + numbers(24, cycle) + "End\n", "t");
  try {
    const PermutationModel model(def);
    FAIL("a 24-piece orbit is more than 2^32 positions");
  } catch (const InputError& e) {
    CHECK(std::string(e.what()) ==
          "its ranking numbers at least 3.1e+23 positions (gen --count counts those the moves "
          "reach); a table holds at most 2^32 (4,294,967,296)");
  }
  // 24 slots of two kinds: 2,704,156 arrangements, ranked.
  const std::string pairs = "Set E 24 1\nSolved\nE\n" +
                            numbers(24, [](unsigned i) { return i < 12 ? 1 : 2; }) +
                            "End\nMove M\nE\n" + numbers(24, cycle) + "End\nMove N\nE\n" +
                            numbers(24, [](unsigned i) { return i < 2 ? 2 - i : i + 1; }) + "End\n";
  CHECK(PermutationModel(parse_definition(pairs, "t")).position_count() == 2704156);
}

TEST_CASE("definition: the checksum ignores comments and layout") {
  const auto a = parse_definition(kTiny, "a");
  CHECK(definition_checksum(parse_definition(std::string(kTiny) + "\n\n# more\n", "b")) ==
        definition_checksum(a));
  std::string other = kTiny;
  other[other.find("Move Y") + 5] = 'W';
  CHECK(definition_checksum(parse_definition(other, "c")) != definition_checksum(a));
}

TEST_CASE("definition: powers are named as twsearch names them") {
  const auto def = parse_definition(
      "Name p\nSet A 5 1\nSolved\nA\n1 2 3 4 5\n0 0 0 0 0\nEnd\n"
      "Move Q\nA\n2 1 3 4 5\n0 0 0 0 0\nEnd\n"
      "Move T\nA\n1 3 4 2 5\n0 0 0 0 0\nEnd\n"
      "Move F\nA\n2 3 4 5 1\n0 0 0 0 0\nEnd\n",
      "p");
  const PermutationModel model(def);
  std::vector<std::string> names;
  for (unsigned m = 0; m < model.move_count(); ++m) names.push_back(model.move_name(m));
  CHECK(names == std::vector<std::string>{"Q", "T", "T'", "F", "F2", "F2'", "F'"});
  std::vector<std::string> inverses;
  for (unsigned m = 0; m < model.move_count(); ++m)
    inverses.push_back(model.move_name(model.inverse_of(m)));
  CHECK(inverses == std::vector<std::string>{"Q", "T'", "T", "F'", "F2'", "F2", "F"});
}

TEST_CASE("definition: identical pieces and linked parities are ranked exactly") {
  // X swaps two A pieces and two B pieces, Y turns three A pieces, Z flips
  // two B pieces: A's pieces come in identical pairs, so its parity is not
  // seen and B's permutation is free; B's flips add up to 0, slot 3 stays.
  const PermutationModel model(parse_definition(kTiny, "tiny"));
  // A: 4!/(2!2!) = 6 arrangements; B: 2 permutations, 2 flips.
  CHECK(model.position_count() == 6 * 2 * 2);
  const auto distance = distances(model, [](unsigned) { return true; });
  for (std::uint64_t r = 0; r < model.position_count(); ++r) {
    CHECK(model.rank(model.unrank(r)) == r);
    CHECK(distance[r] != 0xFF);
  }
  State bad = model.solved();
  bad.twists[4] = 1;
  CHECK_THROWS_WITH_AS(model.check(bad), "B slots 1 2: the orientations must add up to 0 modulo 2",
                       InputError);
  bad = model.solved();
  bad.pieces[0] = 1;
  CHECK_THROWS_WITH_AS(model.check(bad),
                       "A slots 1 2 3 4 must hold the pieces 1 1 2 2 in some order", InputError);
}

// A set of `labels` (sorted) joined into one orbit by a turn of all its
// slots and a swap of the first two.
std::string multiset_definition(const std::vector<unsigned>& labels) {
  const std::size_t n = labels.size();
  std::string text = "Name m\nSet A " + std::to_string(n) + " 1\nSolved\nA\n";
  std::string zeros, cycle, swap;
  for (std::size_t i = 0; i < n; ++i) {
    text += std::to_string(labels[i]) + " ";
    zeros += "0 ";
    cycle += std::to_string((i + 1) % n + 1) + " ";
    swap += std::to_string(i == 0 ? 2 : i == 1 ? 1 : i + 1) + " ";
  }
  text += "\n" + zeros + "\nEnd\n";
  text += "Move C\nA\n" + cycle + "\n" + zeros + "\nEnd\n";
  text += "Move S\nA\n" + swap + "\n" + zeros + "\nEnd\n";
  return text;
}

std::vector<unsigned> pieces_of(const State& state, std::size_t n) {
  return {state.pieces.begin(), state.pieces.begin() + static_cast<std::ptrdiff_t>(n)};
}

TEST_CASE("definition: pieces of several kinds are ranked in lexicographic order") {
  // Every arrangement of 4 + 4 + 4 pieces, in the order std::next_permutation
  // makes them: the rank is the index, the unranking the arrangement.
  {
    const std::vector<unsigned> labels = {1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3};
    const PermutationModel model(parse_definition(multiset_definition(labels), "m"));
    REQUIRE(model.position_count() == 34'650);
    // The pieces as the model numbers them, in order (solved sorts them).
    std::vector<unsigned> arrangement = pieces_of(model.solved(), labels.size());
    REQUIRE(std::is_sorted(arrangement.begin(), arrangement.end()));
    std::uint64_t index = 0;
    do {
      const State state = model.unrank(index);
      CHECK(pieces_of(state, labels.size()) == arrangement);
      CHECK(model.rank(state) == index);
      ++index;
    } while (std::next_permutation(arrangement.begin(), arrangement.end()));
    CHECK(index == model.position_count());
  }
  // 18 pieces of four kinds, 18! / (5!^2 4!^2) = 771,891,120 arrangements:
  // the first is sorted, the last reversed; consecutive ranks are
  // consecutive arrangements (std::next_permutation), and ranking undoes
  // unranking.
  std::vector<unsigned> labels;
  for (unsigned kind = 1; kind <= 4; ++kind) labels.insert(labels.end(), kind <= 2 ? 5 : 4, kind);
  const PermutationModel model(parse_definition(multiset_definition(labels), "m"));
  REQUIRE(model.position_count() == 771'891'120);
  const std::vector<unsigned> sorted = pieces_of(model.solved(), labels.size());
  REQUIRE(std::is_sorted(sorted.begin(), sorted.end()));
  CHECK(pieces_of(model.unrank(0), labels.size()) == sorted);
  const std::vector<unsigned> reversed(sorted.rbegin(), sorted.rend());
  CHECK(pieces_of(model.unrank(model.position_count() - 1), labels.size()) == reversed);
  std::uint64_t r = 0x9E3779B97F4A7C15ULL;
  for (int i = 0; i < 2000; ++i) {
    r = r * 6364136223846793005ULL + 1442695040888963407ULL;
    const std::uint64_t rank = r % (model.position_count() - 1);
    std::vector<unsigned> next = pieces_of(model.unrank(rank), labels.size());
    REQUIRE(std::next_permutation(next.begin(), next.end()));
    const State after = model.unrank(rank + 1);
    CHECK(pieces_of(after, labels.size()) == next);
    CHECK(model.rank(after) == rank + 1);
  }
}

TEST_CASE("definition: a parity shared by two sets is found from the moves") {
  // X swaps two pieces in both sets at once, Y and Z turn three in one set:
  // the two parities are equal.
  const PermutationModel model(parse_definition(
      "Name l\nSet A 3 1\nSet B 3 1\nSolved\nA\n1 2 3\n0 0 0\nB\n1 2 3\n0 0 0\nEnd\n"
      "Move X\nA\n2 1 3\n0 0 0\nB\n2 1 3\n0 0 0\nEnd\n"
      "Move Y\nA\n2 3 1\n0 0 0\nEnd\nMove Z\nB\n2 3 1\n0 0 0\nEnd\n",
      "l"));
  CHECK(model.position_count() == 6 * 3);
  const auto distance = distances(model, [](unsigned) { return true; });
  CHECK(std::count(distance.begin(), distance.end(), 0xFF) == 0);
  State odd = model.solved();
  std::swap(odd.pieces[3], odd.pieces[4]);
  CHECK_THROWS_WITH_AS(
      model.check(odd),
      "the permutation of B slots 1 2 3 must be even, given the rest of the position", InputError);
}

// The sanitizer build leaves these searches of millions of positions to
// the Release run; it searches the Pyraminx, through the same code.
TEST_CASE("definition: the 2x2x2's published figures, from its table" * doctest::skip(kSanitized)) {
  const auto def = shipped("puzzles/2x2x2.tws");
  const PermutationModel model(def);
  CHECK(model.position_count() == 3'674'160);
  const auto face_turns = distances(model, [](unsigned) { return true; });
  const auto counts = histogram(face_turns);
  CHECK(counts.size() - 1 == 11);  // God's number in face turns
  CHECK(counts.back() == 2'644);   // antipodes
  CHECK(counts == std::vector<std::uint64_t>{1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072,
                                             1887748, 623800, 2644});
  check_table(def, face_turns);
  check_distances(def, "2x2x2", face_turns);
  // Quarter turns: the powers 1 and 3 only.
  const auto quarter =
      histogram(distances(model, [&](unsigned m) { return model.power_of(m) != 2; }));
  CHECK(quarter.size() - 1 == 14);
  CHECK(quarter.back() == 276);
}

TEST_CASE("definition: the Pyraminx's published figures, from its table") {
  const auto def = shipped("puzzles/pyraminx.tws");
  const PermutationModel model(def);
  CHECK(model.position_count() == 933'120);
  const auto d = distances(model, [](unsigned) { return true; });
  const auto counts = histogram(d);
  CHECK(counts.size() - 1 == 11);
  check_table(def, d);
  check_distances(def, "pyraminx", d);
}

// Like the 2x2x2's, left to the Release run by the sanitizer build.
TEST_CASE("definition: the Skewb's published figures, from its table" * doctest::skip(kSanitized)) {
  // Its corner orientations and the turns of its two corner orbits follow
  // one another: the model finds those links from the moves.
  const auto def = shipped("puzzles/skewb.tws");
  const PermutationModel model(def);
  CHECK(model.position_count() == 3'149'280);
  const auto d = distances(model, [](unsigned) { return true; });
  const auto counts = histogram(d);
  CHECK(counts.size() - 1 == 11);
  CHECK(counts.back() == 90);
  check_table(def, d);
  check_distances(def, "skewb", d);
  State twisted = model.solved();
  twisted.twists[1] = 1;  // URB alone turned: its orbit's turn no longer matches
  CHECK_THROWS_WITH_AS(model.check(twisted),
                       "the arrangement of CORNER slots 3 6 8 is not one the moves make, given the "
                       "rest of the position",
                       InputError);
}

TEST_CASE("definition: ScrambleMinimum, and scrambles that make the position from solved") {
  CHECK(shipped("puzzles/2x2x2.tws").scramble_minimum == 4);
  CHECK(shipped("puzzles/pyraminx.tws").scramble_minimum == 6);
  CHECK(shipped("puzzles/skewb.tws").scramble_minimum == 7);
  CHECK(parse_definition(kTiny, "t").scramble_minimum == 0);
  for (const auto& puzzle : make_puzzles()) {
    if (puzzle->name() != "skewb" && puzzle->name() != "2x2x2") continue;
    CAPTURE(puzzle->name());
    const auto options = puzzle->options();  // the vectors, not the default scramble
    set_option(options, puzzle->name(), "--input", "position");
    puzzle->load(TableStore(PUZZLETAB_TEST_TABLES));
    const Position solved = puzzle->read_case(split_tokens(
        puzzle->name() == "skewb" ? "1 2 3 4 5 6 7 8 0 0 0 0 0 0 0 0 1 2 3 4 5 6 0 0 0 0 0 0"
                                  : "1 2 3 4 5 6 7 8 0 0 0 0 0 0 0 0"));
    for (std::uint64_t k = 0; k < 200; ++k) {
      const Position p = puzzle->nth_position(k * 15'731 % puzzle->position_count(false), false);
      std::string text;
      find_format(*puzzle, "scramble")->write(split_tokens(puzzle->write_case(p)), text);
      Position at = solved;
      for (const auto& name : split_tokens(text)) {
        Move m = 0;
        while (m < puzzle->move_count() && puzzle->move_name(m) != name) ++m;
        REQUIRE(m < puzzle->move_count());
        at = *puzzle->apply(at, m);
      }
      CHECK(at == p);
      CHECK(split_tokens(text).size() == puzzle->solve(p)->size());
    }
  }
}

TEST_CASE("definition: answers checked in both formats, a scramble as the solution it undoes") {
  for (const auto& puzzle : make_puzzles()) {
    if (puzzle->name() != "2x2x2") continue;
    const auto options = puzzle->options();  // the example as vectors
    set_option(options, puzzle->name(), "--input", "position");
    puzzle->load(TableStore(PUZZLETAB_TEST_TABLES));
    const auto tokens = split_tokens(puzzle->example());
    const OutputFormat& moves = *find_format(*puzzle, "moves");
    const OutputFormat& scramble = *find_format(*puzzle, "scramble");
    auto check = [&](const OutputFormat& format, const std::string& text) {
      const AnswersCheck result = check_answers(*puzzle, tokens, format, format.acceptance, text);
      REQUIRE(!result.reports.empty());
      return result.reports.front();
    };
    CHECK(check(moves, "R F U R2 F R2\n") ==
          "case 1: accepted (6 moves, shortest, lexically earliest)");
    CHECK(check(scramble, "R2 F' R2 U' F' R'\n") ==
          "case 1: accepted (6 moves, shortest, lexically earliest)");
    CHECK(check(scramble, "R2 F' R2 U' F' R' U U'\n") ==
          "case 1: wrong answer: 8 moves, the shortest is 6");
    // Its first move undone comes last: R' read as R, move 6.
    const std::string off = check(scramble, "R' F' R2 U' F' R'\n");
    CHECK(off.starts_with("case 1: wrong answer: move 6 (R) reaches "));
    CHECK(off.ends_with(" but not the goal"));
    // A name that is no move: a wrong move in an answer, but no scramble.
    CHECK(check(moves, "R F U R2 F X\n") ==
          "case 1: wrong answer: move 6 \"X\" is not a move of 2x2x2");
    CHECK(check(scramble, "R2 X\n") ==
          "case 1: presentation error: expected a move of 2x2x2 on line 1, found \"X\"");
    // A scramble is held whole to be undone: past 65,536 moves it is refused.
    std::string endless;
    for (int i = 0; i < 32'769; ++i) endless += "R R' ";
    CHECK(check(scramble, endless + "\n") ==
          "case 1: presentation error: expected a scramble of at most 65,536 moves on line 1, "
          "found more");
  }
}

// `sets` sets of two pieces, and a move for each that swaps its set's two:
// `sets` parts that change, 2^sets positions.
std::string pairs_definition(unsigned sets) {
  std::string sets_text, solved, moves;
  for (unsigned s = 0; s < sets; ++s) {
    const std::string name = std::to_string(s);
    sets_text.append("Set P").append(name).append(" 2 1\n");
    solved.append("P").append(name).append("\n1 2\n0 0\n");
    moves.append("Move M").append(name).append("\nP").append(name).append("\n2 1\n0 0\nEnd\n");
  }
  return "Name pairs\n" + sets_text + "Solved\n" + solved + "End\n" + moves;
}

TEST_CASE("definition: move tables merge small parts") {
  // Sets of 2 values each: 8 make one part of 256 values; 20 make parts of
  // at most kMergedValues whose products are larger: two.
  for (const auto& [sets, parts] : {std::pair{8u, 1u}, std::pair{20u, 2u}}) {
    const PermutationModel model(parse_definition(pairs_definition(sets), "pairs"));
    REQUIRE(model.position_count() == std::uint64_t{1} << sets);
    const auto tables = MoveTables::build(model);
    REQUIRE(tables);
    CHECK(tables->part_count() == parts);
  }
}

// query --build-pruning's tables (tables_in_run.h): after each layer, every
// rank's entry is its distance modulo 3 up to the depth (the test's own
// search) and kUnreachedEntry beyond it, by move tables and by ranks alike
// (and by ranks turned to move tables midway, as TablesInRun turns them),
// until the last layer leaves the table complete.
TEST_CASE("definition: a table built in the run holds every distance up to its depth") {
  // Six twisting pieces, two overlapping cycles: 174,960 positions.
  const std::string six =
      "Set C 6 3\nSolved\nC\n1 2 3 4 5 6\n0 0 0 0 0 0\nEnd\n"
      "Move X\nC\n2 3 4 1 5 6\n1 2 0 0 0 0\nEnd\nMove Y\nC\n1 2 4 5 6 3\n0 0 1 2 0 0\nEnd\n";
  for (const auto& definition : {std::pair{"six", six}, {"kTiny", std::string(kTiny)}}) {
    const std::string file = definition.first;
    const PermutationModel model(parse_definition(definition.second, file));
    const auto distance = distances(model, [](unsigned) { return true; });
    const auto tables = MoveTables::build(model);
    REQUIRE(tables);
    // By move tables, by ranks, and by ranks until two layers are done.
    for (const unsigned way : {0u, 1u, 2u}) {
      INFO(file << " " << way);
      PartialTable table(model, way == 0 ? &*tables : nullptr);
      std::uint64_t wrong = 0;
      unsigned layers = 0;
      while (!table.complete()) {
        if (way == 2 && layers == 2) table.use_moves(*tables);
        table.deepen();
        ++layers;
        for (std::uint64_t r = 0; r < model.position_count(); ++r) {
          const bool within = distance[r] <= table.depth();
          if (table.entry(r) != (within ? distance[r] % 3u : kUnreachedEntry)) ++wrong;
        }
      }
      CHECK(wrong == 0);
      unsigned farthest = 0;
      for (const auto d : distance)
        if (d != 0xFF) farthest = std::max<unsigned>(farthest, d);
      CHECK(layers == farthest + 1);
    }
  }
}

// query --build-pruning's near goal table (near_goal_table.h): after each
// depth, every position's bound is the least distance of the positions
// within the depth hashed to its entry (the test's own search; with Illegal
// lines, over legal positions only), or the depth plus one where none is:
// so never more than its distance, and its distance where no nearer
// position shares its entry. A table of 16 entries holds collisions
// everywhere, one of 2^17 few; one of up to 2^17 grows from 16 as
// positions are entered, filled again a depth at a time (its semantics
// checked after each depth as the others'). A child's key, from its parent's and the
// slots the move changes, is the key of the moved State.
TEST_CASE("definition: the near goal's table bounds each position by its entry") {
  const std::string six =
      "Set C 6 3\nSolved\nC\n1 2 3 4 5 6\n0 0 0 0 0 0\nEnd\n"
      "Move X\nC\n2 3 4 1 5 6\n1 2 0 0 0 0\nEnd\nMove Y\nC\n1 2 4 5 6 3\n0 0 1 2 0 0\nEnd\n";
  std::string unknown = six;
  unknown.replace(unknown.find("0 0 0 0 0 0"), 11, "? 0 0 ? 0 0");
  for (const std::string& text : {six, six + "Illegal C 1 4 5\n", std::string(kTiny), unknown}) {
    const PermutationModel model(parse_definition(text, "t.tws"));
    {
      const NearGoalTable near(model, 16);
      std::uint64_t wrong = 0;
      for (std::uint64_t r = 0; r < model.position_count(); r += 7) {
        const State s = model.unrank(r);
        if (!model.unknown_twists_clear(s)) continue;  // no position
        for (unsigned m = 0; m < model.move_count(); ++m)
          if (near.child_key(s, near.key(s), m) != near.key(model.apply(s, m))) ++wrong;
      }
      CHECK(wrong == 0);
    }
    // Distances over legal positions, by the test's own breadth-first search.
    std::vector<std::uint8_t> distance(model.position_count(), 0xFF);
    std::vector<State> layer{model.solved()};
    distance[model.rank(model.solved())] = 0;
    for (std::uint8_t d = 1; !layer.empty(); ++d) {
      std::vector<State> next;
      for (const State& s : layer)
        for (unsigned m = 0; m < model.move_count(); ++m) {
          const State n = model.apply(s, m);
          if (!model.legal(n) || distance[model.rank(n)] != 0xFF) continue;
          distance[model.rank(n)] = d;
          next.push_back(n);
        }
      layer = std::move(next);
    }
    // (bytes, bytes at first)
    // (No structured binding: clang 14's INFO cannot capture one.)
    for (const auto& sizes : {std::pair{8u, 8u}, {1u << 16, 1u << 16}, {1u << 16, 8u}}) {
      const unsigned bytes = sizes.first;
      const unsigned first = sizes.second;
      INFO(text.substr(text.size() - 12) << " " << bytes << " " << first);
      NearGoalTable near(model, bytes, first);
      for (unsigned depth = 1; depth <= 7; ++depth) {
        near.deepen();
        REQUIRE(near.depth() == depth);
        std::map<std::uint64_t, unsigned> least;
        for (std::uint64_t r = 0; r < model.position_count(); ++r)
          if (distance[r] <= depth) {
            const auto [at, added] = least.emplace(near.index(model.unrank(r)), distance[r]);
            if (!added) at->second = std::min<unsigned>(at->second, distance[r]);
          }
        std::uint64_t wrong = 0;
        std::uint64_t exact = 0;
        std::uint64_t reached = 0;
        for (std::uint64_t r = 0; r < model.position_count(); ++r) {
          if (distance[r] == 0xFF) continue;
          ++reached;
          const State s = model.unrank(r);
          const auto at = least.find(near.index(s));
          const unsigned expected = at == least.end() ? depth + 1 : at->second;
          if (near.bound(s) != expected) ++wrong;
          if (near.bound(s) == std::min<unsigned>(distance[r], depth + 1)) ++exact;
        }
        CHECK(wrong == 0);
        // The large table's collisions are few.
        if (first > 8) CHECK(exact * 10 >= reached * 9);
      }
      if (first == bytes) CHECK(near.entries() == 2 * bytes);
      if (first < bytes) CHECK(near.entries() == 2 * bytes);
    }
  }
}

// Every projection planned is one a ranking numbers: a set of a few
// distinct pieces among many identical ones (as twsearch's nautilus.tws's
// 72 slots: 14 distinct, 58 alike) has groups of later pieces with more
// arrangements than the first pieces the plan weighed, which were planned
// unranked (query --build-pruning crashed on one).
TEST_CASE("definition: every projection planned is ranked") {
  for (const unsigned distinct : {6u, 10u, 14u}) {
    const unsigned slots = 48;
    std::string text = "Set A " + std::to_string(slots) + " 1\nSolved\nA\n";
    text += numbers(slots, [&](unsigned i) {
      return i % 4 == 0 && i / 4 < distinct ? i / 4 + 1 : distinct + 1;
    });
    text += "End\nMove R\nA\n" + numbers(slots, [&](unsigned i) { return (i + 1) % slots + 1; });
    text += "End\nMove S\nA\n" + numbers(slots, [&](unsigned i) { return i < 2 ? 2 - i : i + 1; }) +
            "End\n";
    const Definition definition = parse_definition(text, "t.tws");
    for (const std::uint64_t budget : {1u << 10, 1u << 16, 1u << 24}) {
      INFO(distinct << " " << budget);
      for (const auto& p : plan_projections(definition, budget)) {
        const PermutationModel model(parse_definition(projection_text(definition, p), "p.tws"),
                                     PermutationModel::Ranking::optional);
        CHECK(model.ranked());
      }
    }
  }
}

TEST_CASE("definition: move tables move and rank as the model does") {
  // An orbit of pieces numbered past 15 in a set of 20: its keys need 5
  // bits a slot (they had 4, and pieces 16-19 ran into their neighbours).
  const std::string wide =
      "Set A 20 2\nSolved\nEnd\nMove M\nA\n" +
      numbers(20, [](unsigned i) { return i >= 16 ? (i - 15) % 4 + 17 : i + 1; }) +
      "End\nMove N\nA\n" +
      numbers(20, [](unsigned i) { return i == 0    ? 17
                                          : i == 16 ? 1
                                                    : i + 1; }) +
      numbers(20, [](unsigned i) { return i == 0 ? 1 : 0; }) + "End\n";
  for (const auto& text : {std::string(kTiny), shipped_text("puzzles/skewb.tws"),
                           shipped_text("puzzles/pyraminx.tws"), wide, pairs_definition(20)}) {
    const PermutationModel model(parse_definition(text, "t"));
    const auto tables = MoveTables::build(model);
    REQUIRE(tables);
    // Positions spread over the numbering, each move from each.
    const std::uint64_t step = std::max<std::uint64_t>(1, model.position_count() / 2000);
    for (std::uint64_t r = 0; r < model.position_count(); r += step) {
      const State s = model.unrank(r);
      const auto at = tables->coordinates(s);
      REQUIRE(tables->rank(at) == r);
      MoveTables::Coordinates after;
      for (unsigned m = 0; m < model.move_count(); ++m) {
        const std::uint64_t moved = tables->apply(at, m, after);
        CHECK(moved == model.rank(model.apply(s, m)));
        CHECK(tables->rank(after) == moved);
      }
    }
  }
}
