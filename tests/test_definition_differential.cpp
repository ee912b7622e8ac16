// Definitions against a model of the test's own (project issue 23): random
// small definitions written as text, read by the library as gen and query
// read them, and every answer, distance, drawing, check, random case and
// census compared with a plain breadth-first search over explicit states
// that follows twsearch's semantics (below). Then a Schreier-Sims count of
// the group the moves make, for random definitions, for a 2x2x2 and a Skewb
// with all their moves, and for the shipped definitions.
//
// The semantics (twsearch's, the reference): a state is, per set, p[i] the
// piece in slot i and o[i] its orientation. A move's permutation line says
// that slot i receives the piece of slot perm[i]; its orientation line is
// indexed by piece, that is by the slot the piece comes from:
//   new.p[i] = s.p[perm[i]], new.o[i] = (s.o[perm[i]] + mo[perm[i]]) mod k.
// Each move's powers 1..order-1 are moves, in file order, named R R2 R'.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <map>
#include <memory>
#include <numeric>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/answer_text.h"
#include "core/errors.h"
#include "core/puzzle.h"
#include "core/random_draw.h"
#include "core/search_budget.h"
#include "core/table.h"
#include "core/table_store.h"
#include "core/tokens.h"
#include "core/uint128.h"
#include "modes/census.h"
#include "modes/check.h"
#include "modes/sampling.h"
#include "modes/show.h"
#include "puzzles/definition/counting.h"
#include "puzzles/definition/definition.h"
#include "puzzles/definition/definition_puzzle.h"
#include "puzzles/definition/permutation_model.h"
#include "puzzles/definition/shipped.h"
#include "sanitized.h"
#include "temp_files.h"
#include "tree_paths.h"

using namespace puzzletab;

namespace {

// ---------------------------------------------------------------------------
// A definition as the test's own vectors.

struct SetSpec {
  std::string name;
  unsigned size = 1;
  unsigned orientations = 1;
  std::vector<unsigned> solved;  // 1-based labels; repeats are identical pieces
  // By label - 1: Solved gives the piece's orientation as `?` (unknown:
  // it stays unknown whatever the moves add). Empty: none.
  std::vector<bool> unknown;
  bool twist_unknown(unsigned label) const {
    return label - 1 < unknown.size() && unknown[label - 1];
  }
};

// One set's part of a move as the file writes it, 0-based: slot i receives
// the piece of slot perm[i]; twist[j] is added to the piece that comes from
// slot j (the line is indexed by piece, not by the slot it goes to).
struct SetMove {
  std::vector<unsigned> perm;
  std::vector<unsigned> twist;
};

struct MoveSpec {
  std::string name;
  std::vector<std::optional<SetMove>> sets;  // nothing: the set is left out
};

// An `Illegal SET SLOT PIECE...` line, 0-based set and slot; pieces as
// the file writes them (the random sets' labels run 1..kinds, so they are
// the packed numbers twsearch's Illegal reads).
struct IllegalSpec {
  unsigned set = 0;
  unsigned slot = 0;
  std::vector<unsigned> pieces;
};

struct Spec {
  std::string name;
  std::vector<SetSpec> sets;
  std::vector<MoveSpec> moves;
  std::vector<IllegalSpec> illegal;
};

std::string joined(const std::vector<unsigned>& numbers, unsigned plus = 0) {
  std::string text;
  for (const unsigned n : numbers) {
    if (!text.empty()) text.push_back(' ');
    text += std::to_string(n + plus);
  }
  return text;
}

std::string text_of(const Spec& spec) {
  std::string text = "Name " + spec.name + "\n";
  for (const auto& set : spec.sets)
    text += "Set " + set.name + " " + std::to_string(set.size) + " " +
            std::to_string(set.orientations) + "\n";
  text += "Solved\n";
  for (const auto& set : spec.sets) {
    text += set.name + "\n" + joined(set.solved) + "\n";
    for (unsigned i = 0; i < set.size; ++i)
      text += std::string(i ? " " : "") + (set.twist_unknown(set.solved[i]) ? "?" : "0");
    text += "\n";
  }
  text += "End\n";
  for (const auto& move : spec.moves) {
    text += "Move " + move.name + "\n";
    for (std::size_t s = 0; s < spec.sets.size(); ++s)
      if (move.sets[s])
        text += spec.sets[s].name + "\n" + joined(move.sets[s]->perm, 1) + "\n" +
                joined(move.sets[s]->twist) + "\n";
    text += "End\n";
  }
  for (const auto& i : spec.illegal)
    text += "Illegal " + spec.sets[i.set].name + " " + std::to_string(i.slot + 1) + " " +
            joined(i.pieces) + "\n";
  return text;
}

// The test's own reader of the format, for the shipped files and the
// definitions below: the library's parser is what is under test.
Spec read_spec(const std::string& text) {
  const auto words = [&] {
    std::string without;
    for (std::size_t i = 0; i < text.size(); ++i) {
      if (text[i] == '#')
        while (i < text.size() && text[i] != '\n') ++i;
      if (i < text.size()) without.push_back(text[i]);
    }
    return split_tokens(without);
  }();
  std::size_t at = 0;
  auto next = [&] {
    REQUIRE(at < words.size());
    return words[at++];
  };
  auto number = [&] { return static_cast<unsigned>(std::stoul(next())); };
  auto set_index = [&](const Spec& spec, const std::string& name) {
    for (std::size_t s = 0; s < spec.sets.size(); ++s)
      if (spec.sets[s].name == name) return s;
    FAIL("no set " << name);
    return std::size_t{0};
  };
  Spec spec;
  REQUIRE(next() == "Name");
  spec.name = next();
  while (at < words.size() && words[at] != "Solved") {
    const std::string keyword = next();
    if (keyword == "ScrambleMinimum") {
      next();
      continue;
    }
    REQUIRE(keyword == "Set");
    SetSpec set;
    set.name = next();
    set.size = number();
    set.orientations = number();
    spec.sets.push_back(set);
  }
  REQUIRE(next() == "Solved");
  for (std::string name; (name = next()) != "End";) {
    SetSpec& set = spec.sets[set_index(spec, name)];
    set.solved.clear();
    for (unsigned i = 0; i < set.size; ++i) set.solved.push_back(number());
    for (unsigned i = 0; i < set.size; ++i) REQUIRE(number() == 0);
  }
  while (at < words.size()) {
    REQUIRE(next() == "Move");
    MoveSpec move{next(), std::vector<std::optional<SetMove>>(spec.sets.size())};
    for (std::string name; (name = next()) != "End";) {
      const std::size_t s = set_index(spec, name);
      SetMove m;
      for (unsigned i = 0; i < spec.sets[s].size; ++i) m.perm.push_back(number() - 1);
      for (unsigned i = 0; i < spec.sets[s].size; ++i) m.twist.push_back(number());
      move.sets[s] = m;
    }
    spec.moves.push_back(move);
  }
  return spec;
}

// ---------------------------------------------------------------------------
// The model: explicit states, moves as maps of slots, a breadth-first search.

// A state as a case writes it, set by set: the labels, then the orientations.
using Vec = std::string;

// What a move does to every slot of every set: slot g receives the piece of
// slot from[g], whose orientation grows by add[g] (slot-indexed here).
struct Turn {
  std::vector<unsigned> from;
  std::vector<unsigned> add;
};

class Reference {
 public:
  struct Generated {
    std::string name;
    Turn turn;
  };

  explicit Reference(const Spec& spec) {
    unsigned offset = 0;
    for (const auto& i : spec.illegal) {
      unsigned at = 0;
      for (unsigned s = 0; s < i.set; ++s) at += 2 * spec.sets[s].size;
      for (const unsigned piece : i.pieces) forbidden_.emplace_back(at + i.slot, piece);
    }
    for (const auto& set : spec.sets) {
      for (unsigned i = 0; i < set.size; ++i) {
        set_of_.push_back(offset);
        label_at_.push_back(offset + i);
        twist_at_.push_back(offset + set.size + i);
        modulus_.push_back(set.orientations);
        unknown_.push_back(set.unknown);
        solved_.resize(offset + 2 * set.size);
        solved_[offset + i] = static_cast<char>(set.solved[i]);
      }
      offset += 2 * set.size;
    }
    for (const auto& move : spec.moves) {
      Turn base;
      unsigned first = 0;
      for (std::size_t s = 0; s < spec.sets.size(); ++s) {
        for (unsigned i = 0; i < spec.sets[s].size; ++i) {
          const auto& m = move.sets[s];
          base.from.push_back(first + (m ? m->perm[i] : i));
          base.add.push_back(m ? m->twist[m->perm[i]] % spec.sets[s].orientations : 0);
        }
        first += spec.sets[s].size;
      }
      // Powers until the identity: the move's order.
      std::vector<Turn> powers{base};
      while (!is_identity(powers.back())) powers.push_back(then(powers.back(), base));
      const int order = static_cast<int>(powers.size());
      for (int t = 1; t < order; ++t) {
        const int power = order - t < t ? t - order : t;
        const int size = std::abs(power);
        moves_.push_back(
            {move.name + (size != 1 ? std::to_string(size) : "") + (power < 0 ? "'" : ""),
             powers[static_cast<std::size_t>(t - 1)]});
      }
    }
  }

  const Vec& solved() const { return solved_; }
  const std::vector<Generated>& moves() const { return moves_; }
  unsigned slots() const { return static_cast<unsigned>(modulus_.size()); }
  unsigned modulus(unsigned slot) const { return modulus_[slot]; }

  Vec apply(const Vec& s, const Turn& turn) const {
    Vec out = s;
    for (unsigned g = 0; g < slots(); ++g) {
      const unsigned f = turn.from[g];
      out[label_at_[g]] = s[label_at_[f]];
      out[twist_at_[g]] =
          static_cast<char>((static_cast<unsigned>(s[twist_at_[f]]) + turn.add[g]) % modulus_[g]);
    }
    return known(out);
  }
  // Whether slot g holds a piece whose orientation is unknown (`?`).
  bool unknown_at(const Vec& s, unsigned g) const {
    const auto label = static_cast<unsigned>(s[label_at_[g]]);
    return label >= 1 && label - 1 < unknown_[g].size() && unknown_[g][label - 1];
  }
  // `s` with every unknown orientation 0, as the model keeps it.
  Vec known(Vec s) const {
    for (unsigned g = 0; g < slots(); ++g)
      if (unknown_at(s, g)) s[twist_at_[g]] = 0;
    return s;
  }
  Vec apply(const Vec& s, unsigned move) const { return apply(s, moves_[move].turn); }

  // `first`, then `second`.
  Turn then(const Turn& first, const Turn& second) const {
    Turn t;
    for (unsigned g = 0; g < slots(); ++g) {
      const unsigned via = second.from[g];
      t.from.push_back(first.from[via]);
      t.add.push_back((first.add[via] + second.add[g]) % modulus_[g]);
    }
    return t;
  }
  static bool is_identity(const Turn& t) {
    for (unsigned g = 0; g < t.from.size(); ++g)
      if (t.from[g] != g || t.add[g] != 0) return false;
    return true;
  }

  // Whether no slot holds a piece an Illegal line forbids there.
  bool legal(const Vec& s) const {
    for (const auto& [at, piece] : forbidden_)
      if (static_cast<unsigned>(s[at]) == piece) return false;
    return true;
  }

  // Every position the moves reach from solved, with its distance, no move
  // made into an illegal position; false (and the search abandoned) past
  // `cap` positions.
  bool search(std::size_t cap) {
    states_ = {solved_};
    distance_ = {0};
    index_ = {{solved_, 0}};
    for (std::size_t head = 0; head < states_.size(); ++head) {
      for (unsigned m = 0; m < moves_.size(); ++m) {
        Vec next = apply(states_[head], m);
        if (!legal(next) || index_.contains(next)) continue;
        if (states_.size() == cap) return false;
        index_.emplace(next, static_cast<std::uint32_t>(states_.size()));
        states_.push_back(std::move(next));
        distance_.push_back(distance_[head] + 1);
      }
    }
    return true;
  }
  const std::vector<Vec>& states() const { return states_; }
  std::optional<unsigned> distance(const Vec& s) const {
    const auto found = index_.find(s);
    if (found == index_.end()) return std::nullopt;
    return distance_[found->second];
  }
  unsigned distance(std::size_t index) const { return distance_[index]; }
  std::vector<std::uint64_t> histogram() const {
    std::vector<std::uint64_t> counts;
    for (const unsigned d : distance_) {
      if (d >= counts.size()) counts.resize(d + 1);
      ++counts[d];
    }
    return counts;
  }

  // The lexically earliest shortest answer: at each step the first move, in
  // move order, to a position one closer.
  std::vector<unsigned> answer(Vec s) const {
    std::vector<unsigned> moves;
    for (unsigned d = *distance(s); d > 0; --d) {
      unsigned m = 0;
      while (distance(apply(s, m)) != d - 1) ++m;
      moves.push_back(m);
      s = apply(s, m);
    }
    return moves;
  }
  std::vector<std::string> names(const std::vector<unsigned>& moves) const {
    std::vector<std::string> out;
    for (const unsigned m : moves) out.push_back(moves_[m].name);
    return out;
  }
  // The state after `names` from `s`, or nothing for a name that is no move.
  std::optional<Vec> replay(Vec s, const std::vector<std::string>& names) const {
    for (const auto& name : names) {
      const auto m = std::find_if(moves_.begin(), moves_.end(),
                                  [&](const Generated& g) { return g.name == name; });
      if (m == moves_.end()) return std::nullopt;
      s = apply(s, m->turn);
    }
    return s;
  }

  std::string case_text(const Vec& s) const {
    std::vector<std::string> words;
    for (const char c : s) words.push_back(std::to_string(static_cast<unsigned>(c)));
    for (unsigned g = 0; g < slots(); ++g)
      if (unknown_at(s, g)) words[twist_at_[g]] = "?";
    std::string text;
    for (const auto& w : words) text += (text.empty() ? "" : " ") + w;
    return text;
  }
  // A case's numbers as a state, or nothing when they are not numbers of
  // the right count.
  std::optional<Vec> read_case(const std::vector<std::string>& tokens) const {
    if (tokens.size() != solved_.size()) return std::nullopt;
    Vec s;
    for (const auto& t : tokens) {
      if (t == "?") {  // an unknown orientation, kept as 0
        s.push_back(0);
        continue;
      }
      if (t.empty() || t.size() > 3 || t.find_first_not_of("0123456789") != std::string::npos)
        return std::nullopt;
      s.push_back(static_cast<char>(std::stoi(t)));
    }
    return s;
  }

  // Arrangements one change from `s`: an orientation turned, or the pieces
  // of two slots of a set exchanged.
  std::vector<Vec> neighbours(const Vec& s) const {
    std::vector<Vec> out;
    for (unsigned g = 0; g < slots(); ++g) {
      for (unsigned k = 1; k < modulus_[g]; ++k) {
        Vec t = s;
        t[twist_at_[g]] =
            static_cast<char>((static_cast<unsigned>(s[twist_at_[g]]) + k) % modulus_[g]);
        out.push_back(known(t));
      }
      for (unsigned h = g + 1; h < slots() && set_of_[h] == set_of_[g]; ++h) {
        Vec t = s;
        std::swap(t[label_at_[g]], t[label_at_[h]]);
        out.push_back(known(t));
      }
    }
    return out;
  }

 private:
  Vec solved_;
  std::vector<unsigned> label_at_, twist_at_, modulus_, set_of_;
  std::vector<std::vector<bool>> unknown_;  // by slot: its set's SetSpec::unknown
  std::vector<Generated> moves_;
  std::vector<std::pair<unsigned, unsigned>> forbidden_;  // (label's index in a Vec, piece)
  std::vector<Vec> states_;
  std::vector<unsigned> distance_;
  std::unordered_map<Vec, std::uint32_t> index_;
};

// ---------------------------------------------------------------------------
// Random small definitions.

// Set number s (named A, B, ...), its pieces solved in order 1..size.
SetSpec numbered_set(unsigned s, unsigned size, unsigned orientations) {
  SetSpec set;
  set.name = std::string(1, static_cast<char>('A' + s));
  set.size = size;
  set.orientations = orientations;
  set.solved.resize(size);
  std::iota(set.solved.begin(), set.solved.end(), 1u);
  return set;
}

Spec random_spec(std::mt19937_64& random, const std::string& name) {
  auto below = [&](unsigned n) { return static_cast<unsigned>(random() % n); };
  Spec spec;
  spec.name = name;
  const unsigned sets = 1 + below(3);
  for (unsigned s = 0; s < sets; ++s) {
    const unsigned size = 1 + below(8);
    SetSpec set = numbered_set(s, size, 1 + below(6));
    if (below(3) == 0) {  // identical pieces: labels 1..kinds, each at least once
      const unsigned kinds = 1 + below(set.size);
      for (unsigned i = kinds; i < set.size; ++i) set.solved[i] = 1 + below(kinds);
      std::shuffle(set.solved.begin(), set.solved.end(), random);
    } else if (below(4) == 0) {
      std::shuffle(set.solved.begin(), set.solved.end(), random);
    }
    if (set.orientations > 1 && below(4) == 0) {  // some orientations `?`
      set.unknown.resize(set.size);
      for (unsigned label = 0; label < set.size; ++label) set.unknown[label] = below(2) == 0;
    }
    spec.sets.push_back(set);
  }
  const unsigned moves = 1 + below(4);
  for (unsigned m = 0; m < moves; ++m) {
    MoveSpec move{std::string(1, static_cast<char>('P' + m)), {}};
    bool changes = false;
    for (const auto& set : spec.sets) {
      SetMove part;
      part.perm.resize(set.size);
      std::iota(part.perm.begin(), part.perm.end(), 0u);
      if (below(4) == 0) {
        move.sets.emplace_back();  // left out
        continue;
      }
      if (below(2) == 0) {
        std::shuffle(part.perm.begin(), part.perm.end(), random);
      } else {  // a cycle of a few slots
        std::vector<unsigned> cycle = part.perm;
        std::shuffle(cycle.begin(), cycle.end(), random);
        cycle.resize(1 + below(std::min(set.size, 4u)));
        for (std::size_t i = 0; i < cycle.size(); ++i)
          part.perm[cycle[(i + 1) % cycle.size()]] = cycle[i];
      }
      part.twist.resize(set.size);
      const bool turns = below(2) == 0;
      for (auto& t : part.twist) t = turns ? below(set.orientations) : 0;
      const bool identity =
          std::all_of(part.twist.begin(), part.twist.end(), [](unsigned t) { return t == 0; }) &&
          std::is_sorted(part.perm.begin(), part.perm.end());
      if (identity && below(2) == 0) {
        move.sets.emplace_back();
      } else {
        changes = changes || !identity;
        move.sets.emplace_back(part);
      }
    }
    if (changes) spec.moves.push_back(move);  // an identity move is skipped
  }
  // Illegal lines, now and then: a slot and one or two pieces it may not
  // hold, never the piece it holds solved.
  for (unsigned n = below(4) == 0 ? 1 + below(2) : 0; n > 0; --n) {
    IllegalSpec illegal;
    illegal.set = below(static_cast<unsigned>(spec.sets.size()));
    const SetSpec& set = spec.sets[illegal.set];
    illegal.slot = below(set.size);
    const unsigned kinds = *std::max_element(set.solved.begin(), set.solved.end());
    for (unsigned k = 1 + below(2); k > 0; --k) {
      const unsigned piece = 1 + below(kinds);
      if (piece != set.solved[illegal.slot]) illegal.pieces.push_back(piece);
    }
    if (!illegal.pieces.empty()) spec.illegal.push_back(illegal);
  }
  return spec;
}

// ---------------------------------------------------------------------------
// What the library does with a definition, as gen and query do.

// A table far larger than the positions the moves reach (a ranking that
// numbers many more positions than the moves bind the pieces to): its
// search would take most of the test's time.
struct NotMade : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Loaded {
  definition::Definition definition;
  std::unique_ptr<Puzzle> puzzle;
};

// The puzzle with its table made and loaded from `dir`; InputError for a
// definition the library refuses. A table far larger than the `reached`
// positions, or a definition beyond a complete table, is not made: NotMade.
Loaded load_definition(const std::string& text, const std::filesystem::path& dir,
                       std::uint64_t reached) {
  Loaded loaded{definition::parse_definition(text, "random.tws"), nullptr};
  loaded.puzzle = definition::make_definition_puzzle(loaded.definition, "random");
  // Beyond a complete table: the pruning tables' test below covers it.
  if (loaded.puzzle->draws_own_cases())
    throw NotMade("beyond a complete table: pruning tables, not made here");
  const TableSpec spec = loaded.puzzle->tables().front();
  if (spec.info.entry_count > 64 * reached + 1000)
    throw NotMade("the table would have " + std::to_string(spec.info.entry_count) +
                  " entries for the " + std::to_string(reached) +
                  " positions the moves reach; not made");
  const auto bytes = encode_table(spec.info, loaded.puzzle->generate(spec));
  testing::write_bytes(dir / spec.file_name, bytes);
  loaded.puzzle->load(TableStore(dir));
  return loaded;
}

// Disagreements, by check: how many definitions showed each, and the
// shortest definition that did, with what the library and the model say.
class Findings {
 public:
  // Before each definition's checks.
  void next_definition() { ++definition_; }
  void add(const std::string& check, const std::string& text, const std::string& detail) {
    auto& f = found_[check];
    if (f.definitions == 0 || text.size() < f.text.size()) {
      f.text = text;
      f.detail = detail;
    }
    if (f.definitions == 0 || f.last != definition_) ++f.definitions;
    f.last = definition_;
  }
  void report() const {
    for (const auto& [check, f] : found_)
      FAIL_CHECK(check << ": " << f.definitions << " definitions; the shortest:\n"
                       << f.text << "--> " << f.detail);
  }

 private:
  struct Found {
    std::uint64_t definitions = 0;
    std::uint64_t last = 0;  // the definition that showed it last
    std::string text;
    std::string detail;
  };
  std::map<std::string, Found> found_;
  std::uint64_t definition_ = 0;
};

std::string words(const std::vector<std::string>& names) {
  std::string text;
  for (const auto& n : names) text += (text.empty() ? "" : " ") + n;
  return text;
}

std::vector<std::string> library_names(const Puzzle& puzzle, const std::vector<Move>& moves) {
  std::vector<std::string> names;
  for (const Move m : moves) names.push_back(puzzle.move_name(m));
  return names;
}

// The start of --show's drawings read back as a case: after the title
// line, each set's name and pieces, then its orientations (the first panel
// is leftmost, so its numbers are the first on each line).
std::string shown_start(const Puzzle& puzzle, Position position, const Spec& spec) {
  std::string out;
  append_drawings(puzzle, position, ShowStyle{200, false}, out);
  std::vector<std::vector<std::string>> rows;
  std::size_t start = 0;
  for (std::size_t end; (end = out.find('\n', start)) != std::string::npos; start = end + 1) {
    const std::string line = out.substr(start, end - start);
    if (line.find_first_not_of(" ^") != std::string::npos) rows.push_back(split_tokens(line));
  }
  std::string text;
  std::size_t row = 1;  // after "start ..."
  for (const auto& set : spec.sets) {
    if (row + 1 >= rows.size() || rows[row].size() < set.size + 1 ||
        rows[row + 1].size() < set.size || rows[row][0] != set.name)
      return "(no drawing of " + set.name + " in: " + out + ")";
    for (unsigned i = 0; i < set.size; ++i) text += (text.empty() ? "" : " ") + rows[row][i + 1];
    for (unsigned i = 0; i < set.size; ++i) text += " " + rows[row + 1][i];
    row += 2;
  }
  return text;
}

struct Tally {
  std::uint64_t compared = 0;  // definitions the library accepted and was compared on
  std::uint64_t refused = 0;   // refused with InputError
  std::uint64_t failed = 0;    // gen failed otherwise
  std::uint64_t not_made = 0;  // NotMade
  // Compared definitions whose moves reach fewer positions than the ranking counts.
  std::uint64_t bound_further = 0;
  std::uint64_t with_illegal = 0;  // compared definitions with Illegal lines
  std::uint64_t with_unknown = 0;  // and with `?` orientations
  // The refusals by message, its numbers left out.
  std::map<std::string, std::uint64_t> reasons;
  std::uint64_t skipped = 0;  // more positions than the cap
  std::uint64_t positions = 0;
};

// Definitions whose moves reach more positions are left out: most of the
// time goes to the positions compared, each through every interface.
constexpr std::size_t kPositionCap = 5'000;

// The checks on one position the library accepted as a case, answered
// through every interface.
void compare_position(const Puzzle& puzzle, const CaseWriter& json_writer, const Reference& ref,
                      const Vec& state, const std::vector<std::uint16_t>* census,
                      const std::map<Position, std::uint64_t>& number_of, const std::string& text,
                      Findings& findings) {
  const std::string case_text = ref.case_text(state);
  const auto tokens = split_tokens(case_text);
  const std::string at = "case " + case_text + ": ";
  Position position = 0;
  try {
    position = puzzle.read_case(tokens);
  } catch (const InputError& e) {
    findings.add("a reachable position is refused", text, at + e.what());
    return;
  }
  const auto want = ref.names(ref.answer(state));
  const unsigned distance = *ref.distance(state);
  try {
    const auto got = puzzle.solve(position);
    if (!got) {
      findings.add("answer", text, at + "the library says unsolvable, the model " + words(want));
      return;
    }
    const auto names = library_names(puzzle, *got);
    if (names != want)
      findings.add(
          "answer", text,
          at + "the library says \"" + words(names) + "\", the model \"" + words(want) + "\"");
    const auto replayed = ref.replay(state, names);
    if (!replayed || *replayed != ref.solved())
      findings.add("the answer replayed on the model", text,
                   at + "\"" + words(names) + "\" does not reach solved");
    const auto number = number_of.find(position);
    if (census && (number == number_of.end() || number->second >= census->size() ||
                   (*census)[number->second] != distance))
      findings.add("distance (--stats's census)", text,
                   at + "the library's census says " +
                       (number != number_of.end() && number->second < census->size()
                            ? std::to_string((*census)[number->second])
                            : "none") +
                       ", the model " + std::to_string(distance));
    std::string out;
    puzzle.formats().front().write(tokens, out);
    if (out != words(want) + "\n")
      findings.add("text answer", text, at + "the library writes \"" + out + "\"");
    out.clear();
    json_writer(tokens, out);
    std::string json = R"({"puzzle":")" + std::string(puzzle.name()) + R"(","input":")" +
                       case_text + R"(","goal":")" + ref.case_text(ref.solved()) +
                       R"(","solvable":true,"distance":)" + std::to_string(distance) +
                       R"(,"moves":[)";
    for (std::size_t i = 0; i < want.size(); ++i) json += (i ? ",\"" : "\"") + want[i] + "\"";
    json += "]}\n";
    if (out != json)
      findings.add("json answer", text, at + "the library writes " + out + " the model " + json);
  } catch (const std::exception& e) {
    findings.add("answer", text, at + "the library throws: " + e.what());
  }
}

// The dearer checks, on a few positions: --show, --check, and arrangements
// one change away that the moves do not reach.
void compare_closely(const Puzzle& puzzle, const Reference& ref, const Spec& spec, const Vec& state,
                     const std::string& text, Findings& findings) {
  const std::string case_text = ref.case_text(state);
  const auto tokens = split_tokens(case_text);
  const std::string at = "case " + case_text + ": ";
  try {
    const Position position = puzzle.read_case(tokens);
    const std::string shown = shown_start(puzzle, position, spec);
    if (shown != case_text) findings.add("--show's start", text, at + "drawn as " + shown);

    const auto answer = ref.answer(state);
    const OutputFormat& format = puzzle.formats().front();
    Proposal right;
    right.moves = ref.names(answer);
    const Assessment a = assess(puzzle, tokens, format, right, Acceptance::canonical);
    if (!a.accepted)
      findings.add("--check of the right answer", text,
                   at + "\"" + words(right.moves) + "\": " + a.verdict());
    // One move more, that leaves the position unsolved.
    for (unsigned m = 0; m < ref.moves().size(); ++m) {
      if (ref.apply(ref.solved(), m) == ref.solved()) continue;
      Proposal longer = right;
      longer.moves.push_back(ref.moves()[m].name);
      if (assess(puzzle, tokens, format, longer, Acceptance::reaches_goal).accepted)
        findings.add("--check of an answer one move too long", text,
                     at + "\"" + words(longer.moves) + "\" accepted");
      break;
    }
    // As many moves, the last one changed so that they do not solve it.
    for (unsigned m = 0; !answer.empty() && m < ref.moves().size(); ++m) {
      auto other = answer;
      other.back() = m;
      Vec end = state;
      for (const unsigned o : other) end = ref.apply(end, o);
      if (end == ref.solved()) continue;
      Proposal wrong;
      wrong.moves = ref.names(other);
      if (assess(puzzle, tokens, format, wrong, Acceptance::reaches_goal).accepted)
        findings.add("--check of a wrong answer", text,
                     at + "\"" + words(wrong.moves) + "\" accepted");
      break;
    }
  } catch (const std::exception& e) {
    findings.add("--show and --check", text, at + "the library throws: " + e.what());
  }
  for (const Vec& changed : ref.neighbours(state)) {
    if (ref.distance(changed)) continue;
    try {
      const Position p = puzzle.read_case(split_tokens(ref.case_text(changed)));
      const auto moves = puzzle.solve(p);
      findings.add("an unreachable position is read", text,
                   "case " + ref.case_text(changed) + ": answered \"" +
                       (moves ? words(library_names(puzzle, *moves)) : "unsolvable") + "\"");
    } catch (const InputError& e) {
      if (std::string(e.what()).empty())
        findings.add("a refusal without a message", text, "case " + ref.case_text(changed));
    } catch (const std::exception& e) {
      findings.add("an unreachable position is read", text,
                   "case " + ref.case_text(changed) + ": the library throws: " + e.what());
    }
  }
}

// One definition through the library, compared with the model.
void compare_definition(const Spec& spec, Reference& ref, const std::filesystem::path& dir,
                        Findings& findings, Tally& tally) {
  const std::string text = text_of(spec);
  std::optional<Loaded> loaded;
  try {
    loaded = load_definition(text, dir, ref.states().size());
  } catch (const InputError& e) {
    ++tally.refused;
    std::string reason = e.what();
    if (reason.empty()) findings.add("a refusal without a message", text, "");
    if (reason.starts_with(spec.name + ": ")) reason.erase(0, spec.name.size() + 2);
    std::string general;  // each number as N
    for (const char c : reason)
      if (!std::isdigit(static_cast<unsigned char>(c)) && c != ',')
        general.push_back(c);
      else if (general.empty() || general.back() != 'N')
        general.push_back('N');
    ++tally.reasons[general];
    return;
  } catch (const NotMade&) {
    ++tally.not_made;
    return;
  } catch (const std::exception& e) {
    ++tally.failed;
    findings.add("gen", text, std::string("the library throws: ") + e.what());
    return;
  }
  ++tally.compared;
  const Puzzle& puzzle = *loaded->puzzle;
  const std::size_t reached = ref.states().size();
  tally.positions += reached;

  const definition::PermutationModel model(loaded->definition);
  if (model.position_count() < reached)
    findings.add("the ranking's count", text,
                 "the ranking counts " + std::to_string(model.position_count()) +
                     ", the model reaches " + std::to_string(reached));
  if (model.position_count() > reached) ++tally.bound_further;
  if (!spec.illegal.empty()) ++tally.with_illegal;
  if (std::any_of(spec.sets.begin(), spec.sets.end(), [](const SetSpec& set) {
        return std::find(set.unknown.begin(), set.unknown.end(), true) != set.unknown.end();
      }))
    ++tally.with_unknown;
  // --stats's and --random's numbering: the positions the moves reach.
  if (puzzle.position_count(false) != reached)
    findings.add("position_count", text,
                 "the library counts " + to_string(puzzle.position_count(false)) +
                     ", the model reaches " + std::to_string(reached));
  std::map<Position, std::uint64_t> number_of;
  for (std::uint64_t i = 0; i < reached; ++i) {
    const Position p = puzzle.nth_position(i, false);
    const auto state = ref.read_case(split_tokens(puzzle.write_case(p)));
    if (!state || !ref.distance(*state) || !number_of.emplace(p, i).second) {
      findings.add("nth_position", text,
                   "position " + std::to_string(i) + " is " + puzzle.write_case(p) +
                       ", which the moves do not reach or which came before");
      break;
    }
  }
  for (std::uint64_t r = 0; r < std::min<std::uint64_t>(model.position_count(), 4 * kPositionCap);
       ++r)
    if (model.rank(model.unrank(r)) != r) {
      findings.add("rank(unrank(r))", text,
                   "rank(unrank(" + std::to_string(r) +
                       ")) = " + std::to_string(model.rank(model.unrank(r))));
      break;
    }

  std::vector<std::string> names;
  for (Move m = 0; m < puzzle.move_count(); ++m) names.push_back(puzzle.move_name(m));
  std::vector<std::string> want;
  for (const auto& g : ref.moves()) want.push_back(g.name);
  if (names != want)
    findings.add("move names", text,
                 "the library's \"" + words(names) + "\", the model's \"" + words(want) + "\"");

  std::optional<std::vector<std::uint16_t>> census;
  try {
    census = puzzle.distances();
    const Statistics stats = distance_statistics(puzzle);
    if (stats.counts != ref.histogram()) {
      std::vector<unsigned> got(stats.counts.begin(), stats.counts.end());
      std::vector<unsigned> bfs;
      for (const auto c : ref.histogram()) bfs.push_back(static_cast<unsigned>(c));
      findings.add("--stats's counts", text,
                   "the library counts " + joined(got) + ", the model " + joined(bfs));
    }
  } catch (const std::exception& e) {
    findings.add("--stats's counts", text, std::string("the library throws: ") + e.what());
  }
  const CaseWriter json_writer = case_writer(puzzle, "json");
  for (const Vec& state : ref.states())
    compare_position(puzzle, json_writer, ref, state, census ? &*census : nullptr, number_of, text,
                     findings);

  // Solved, the farthest found, and one in between.
  for (const std::size_t i : {std::size_t{0}, reached / 2, reached - 1})
    compare_closely(puzzle, ref, spec, ref.states()[i], text, findings);

  try {
    SampleRequest request;
    request.count = 8;
    request.seed = reached;
    sample_positions(puzzle, request, [&](Position p) {
      const std::string written = puzzle.write_case(p);
      const auto state = ref.read_case(split_tokens(written));
      if (!state || !ref.distance(*state))
        findings.add("--random's cases", text,
                     "writes " + written + ", which the moves never reach");
    });
  } catch (const std::exception& e) {
    findings.add("--random's cases", text, std::string("the library throws: ") + e.what());
  }
}

}  // namespace

TEST_CASE("definition differential: random definitions, the library against a plain search") {
  const unsigned definitions = kSanitized ? 300 : 5'000;
  testing::TempDir dir("differential");
  std::mt19937_64 random(20'230);
  Findings findings;
  Tally tally;
  for (unsigned k = 0; tally.compared + tally.refused + tally.failed + tally.not_made < definitions;
       ++k) {
    std::string name = std::to_string(k);
    name.insert(name.begin(), 'd');
    const Spec spec = random_spec(random, name);
    if (spec.moves.empty()) continue;
    Reference ref(spec);
    if (!ref.search(kPositionCap)) {
      ++tally.skipped;
      continue;
    }
    findings.next_definition();
    compare_definition(spec, ref, dir.path, findings, tally);
    std::filesystem::remove(dir.path / (spec.name + ".ptab"));
  }
  MESSAGE("definitions compared: "
          << tally.compared << ", refused: " << tally.refused << ", failed in gen: " << tally.failed
          << ", tables not made (over 64 entries a position, or beyond a complete table): "
          << tally.not_made << ", skipped (over " << kPositionCap
          << " positions): " << tally.skipped << ", positions compared: " << tally.positions
          << "; of those compared, " << tally.bound_further
          << " reach fewer positions than the ranking counts (the moves bind the pieces "
             "further or Illegal lines forbid some), "
          << tally.with_illegal << " have Illegal lines, " << tally.with_unknown
          << " unknown orientations");
  for (const auto& [reason, count] : tally.reasons) MESSAGE("refused " << count << ": " << reason);
  findings.report();
  CHECK(tally.compared + tally.refused + tally.failed + tally.not_made == definitions);
}

// The route beyond a complete table (issue 42): the same random
// definitions, their tables held to half the positions their ranking
// counts, so that gen builds pruning tables of projections and query
// searches; every position the model reaches within kPrunedDistance
// answered as the model answers it (the lexically earliest shortest),
// through every interface compare_position uses.
TEST_CASE("definition differential: pruning tables and their search against a plain search") {
  constexpr unsigned kPrunedDistance = 6;
  constexpr std::size_t kPrunedPositions = 150;
  const unsigned definitions = kSanitized ? 60 : 600;
  testing::TempDir dir("pruned");
  std::mt19937_64 random(20'261'129);
  Findings findings;
  unsigned compared = 0;
  unsigned projections = 0;
  unsigned exact_definitions = 0;
  std::uint64_t positions = 0;
  std::uint64_t in_run_positions = 0;
  for (unsigned k = 0; compared < definitions; ++k) {
    const Spec spec = random_spec(random, "p" + std::to_string(k));
    if (spec.moves.empty()) continue;
    Reference ref(spec);
    if (!ref.search(kPositionCap)) continue;
    const std::string text = text_of(spec);
    const auto definition = definition::parse_definition(text, "random.tws");
    std::unique_ptr<Puzzle> puzzle;
    std::uint64_t half = 0;
    try {
      const definition::PermutationModel model(definition);
      if (model.position_count() < 4 || model.position_count() > 64 * ref.states().size() + 1000)
        continue;
      half = model.position_count() / 2;
      puzzle = definition::make_definition_puzzle(definition, "pruned", "", nullptr,
                                                  {half, half, std::nullopt});
    } catch (const InputError&) {
      continue;
    }
    findings.next_definition();
    ++compared;
    try {
      for (const TableSpec& table : puzzle->tables()) {
        ++projections;
        testing::write_bytes(dir.path / table.file_name,
                             encode_table(table.info, puzzle->generate(table)));
      }
      puzzle->load(TableStore(dir.path));
    } catch (const std::exception& e) {
      findings.add("pruning tables", text, std::string("the library throws: ") + e.what());
      continue;
    }
    if (puzzle->position_count(false) != Uint128::from_words(~0ULL, ~0ULL))
      findings.add("a complete table", text, "the library made a complete table");
    // The same tables built in the run (query --build-pruning), every
    // other definition: deepened from nothing a layer at a time, or from
    // layers of up to 16 positions, as the searches ask, so that most
    // answers are searched through tables still partial.
    std::unique_ptr<Puzzle> in_run;
    if (k % 2 == 0)
      in_run = definition::make_definition_puzzle(definition, "pruned", "", nullptr,
                                                  {half, half, k % 4 == 0 ? 1 : 16});
    const CaseWriter json_writer = case_writer(*puzzle, "json");
    std::size_t here = 0;
    std::size_t last = 0;
    for (std::size_t i = 0; i < ref.states().size() && here < kPrunedPositions; ++i) {
      if (ref.distance(i) > kPrunedDistance) continue;
      ++here;
      last = i;
      compare_position(*puzzle, json_writer, ref, ref.states()[i], nullptr, {}, text, findings);
      if (in_run) {
        ++in_run_positions;
        compare_position(*in_run, case_writer(*in_run, "json"), ref, ref.states()[i], nullptr, {},
                         text, findings);
      }
    }
    positions += here;
    // --random: positions the moves reach, uniform: each of a few
    // positions drawn 200 times on average, every count within 7 standard
    // deviations. Refused with Illegal lines (no complete table tells which
    // positions their paths reach).
    try {
      RandomDraw draw(k);
      const std::size_t reached = ref.states().size();
      const std::size_t draws = spec.illegal.empty() ? reached <= 24 ? 200 * reached : 8 : 0;
      if (draws == 0) CHECK_THROWS_AS(puzzle->draw_case(draw, "moves", false)(), InputError);
      std::map<Vec, std::size_t> drawn;
      for (std::size_t d = 0; d < draws; ++d) {
        const std::string written =
            puzzle->draw_case(draw, puzzle->formats().front().name, false)();
        const auto state = ref.read_case(split_tokens(written));
        if (!state || !ref.distance(*state)) {
          findings.add("--random's cases", text,
                       "writes " + written + ", which the moves never reach");
          break;
        }
        ++drawn[*state];
      }
      if (draws == 200 * reached)
        for (const Vec& state : ref.states())
          if (drawn[state] < 100 || drawn[state] > 300)
            findings.add("--random's uniformity", text,
                         ref.case_text(state) + " drawn " + std::to_string(drawn[state]) +
                             " times in " + std::to_string(draws));
    } catch (const std::exception& e) {
      findings.add("--random's cases", text, std::string("the library throws: ") + e.what());
    }
    // Where a position is one element of the group (distinct pieces,
    // orientations known) and every path is allowed (no Illegal lines),
    // Schreier-Sims refuses the positions the moves do not reach: those
    // one change away from two reached ones, with --show and --check.
    const bool exact =
        spec.illegal.empty() && std::all_of(definition.sets.begin(), definition.sets.end(),
                                            [](const definition::PieceSet& set) {
                                              return set.labels.size() == set.size &&
                                                     !set.any_twist_unknown();
                                            });
    if (exact) {
      ++exact_definitions;
      // An unreached position read would be searched for ever: stopped.
      const SearchBudget budget("pruned", Seconds(20), false);
      for (const std::size_t i : {std::size_t{0}, last})
        compare_closely(*puzzle, ref, spec, ref.states()[i], text, findings);
    }
    for (const TableSpec& table : puzzle->tables())
      std::filesystem::remove(dir.path / table.file_name);
  }
  MESSAGE("definitions compared with pruning tables: "
          << compared << ", tables: " << projections << ", positions: " << positions << " (and "
          << in_run_positions << " with the tables built in the run); " << exact_definitions
          << " of distinct pieces checked for unreached positions");
  findings.report();
  CHECK(compared == definitions);
}

namespace {

// A definition far beyond a complete table, written here: sets of 8 to 24
// slots (some pieces identical in one of every three), each move a cycle
// of 2 to 5 slots in every set, as a face turn moves a ring of pieces, two
// of them turned one way and the other (so that the move's order is the
// cycle's, and its powers few).
Spec large_spec(std::mt19937_64& random, const std::string& name) {
  auto below = [&](unsigned n) { return static_cast<unsigned>(random() % n); };
  Spec spec;
  spec.name = name;
  const unsigned sets = 1 + below(3);
  for (unsigned s = 0; s < sets; ++s) {
    const unsigned size = 8 + below(17);
    SetSpec set = numbered_set(s, size, 1 + below(3));
    if (below(3) == 0)
      for (unsigned i = set.size / 2; i < set.size; ++i) set.solved[i] = set.size / 2 + 1;
    spec.sets.push_back(set);
  }
  const unsigned moves = 2 + below(4);
  for (unsigned m = 0; m < moves; ++m) {
    MoveSpec move{std::string(1, static_cast<char>('P' + m)), {}};
    const unsigned length = 2 + below(4);
    for (const auto& set : spec.sets) {
      SetMove part;
      part.perm.resize(set.size);
      std::iota(part.perm.begin(), part.perm.end(), 0u);
      part.twist.assign(set.size, 0);
      std::vector<unsigned> slots(set.size);
      std::iota(slots.begin(), slots.end(), 0u);
      std::shuffle(slots.begin(), slots.end(), random);
      // slot slots[i] receives the piece of slots[i + 1]
      for (unsigned i = 0; i < length; ++i) part.perm[slots[i]] = slots[(i + 1) % length];
      if (set.orientations > 1 && below(2) == 0) {
        part.twist[slots[0]] = 1;
        part.twist[slots[1]] = set.orientations - 1;
      }
      move.sets.emplace_back(part);
    }
    spec.moves.push_back(move);
  }
  return spec;
}

// Distances up to 2 * kHalf by a search from both ends: the positions
// kHalf moves or fewer from solved, found once, met by a search of kHalf
// moves from the position (every move's inverse is a move).
class Bidirectional {
 public:
  static constexpr unsigned kHalf = 3;
  explicit Bidirectional(const Reference& ref) : ref_(ref), near_(layers(ref.solved())) {}

  std::optional<unsigned> distance(const Vec& s) const {
    std::optional<unsigned> best;
    for (const auto& [state, d] : layers(s)) {
      const auto found = near_.find(state);
      if (found != near_.end() && (!best || d + found->second < *best)) best = d + found->second;
    }
    return best;
  }
  // The lexically earliest shortest answer: at each step the first move,
  // in move order, to a position one closer.
  std::vector<std::string> answer(Vec s) const {
    std::vector<unsigned> moves;
    for (unsigned d = *distance(s); d > 0; --d) {
      unsigned m = 0;
      while (distance(ref_.apply(s, m)) != d - 1) ++m;
      moves.push_back(m);
      s = ref_.apply(s, m);
    }
    return ref_.names(moves);
  }

 private:
  std::map<Vec, unsigned> layers(const Vec& from) const {
    std::map<Vec, unsigned> seen{{from, 0}};
    std::vector<Vec> layer{from};
    for (unsigned d = 1; d <= kHalf; ++d) {
      std::vector<Vec> next;
      for (const Vec& s : layer)
        for (unsigned m = 0; m < ref_.moves().size(); ++m) {
          Vec t = ref_.apply(s, m);
          if (seen.emplace(t, d).second) next.push_back(std::move(t));
        }
      layer = std::move(next);
    }
    return seen;
  }

  const Reference& ref_;
  std::map<Vec, unsigned> near_;
};

}  // namespace

// Issue 42's larger definitions: a dozen written above, each held to
// pruning tables of 2^16 entries whatever its size, and random scrambles
// of 1 to 6 moves answered as the test's search from both ends answers
// them: the same length, the same (lexically earliest) moves.
TEST_CASE(
    "definition differential: larger definitions, pruning tables against a search from both ends") {
  testing::TempDir dir("large");
  std::mt19937_64 random(2'026'112'942);
  Findings findings;
  unsigned answered = 0;
  for (unsigned k = 0; k < 12; ++k) {
    const Spec spec = large_spec(random, "l" + std::to_string(k));
    const std::string text = text_of(spec);
    const auto definition = definition::parse_definition(text, "large.tws");
    auto puzzle = definition::make_definition_puzzle(definition, "large", "", nullptr,
                                                     {0, std::uint64_t{1} << 16, std::nullopt});
    for (const TableSpec& table : puzzle->tables())
      testing::write_bytes(dir.path / table.file_name,
                           encode_table(table.info, puzzle->generate(table)));
    puzzle->load(TableStore(dir.path));
    // And the same tables built in the run (query --build-pruning),
    // deepened from layers of up to 64 positions as the searches ask.
    const auto in_run = definition::make_definition_puzzle(definition, "large", "", nullptr,
                                                           {0, std::uint64_t{1} << 16, 64});
    const Reference ref(spec);
    const Bidirectional search(ref);
    findings.next_definition();
    for (unsigned c = 0; c < 10; ++c) {
      Vec state = ref.solved();
      for (unsigned m = 0, length = 1 + c % 6; m < length; ++m)
        state = ref.apply(state, static_cast<unsigned>(random() % ref.moves().size()));
      const auto want = search.answer(state);
      for (const Puzzle* answering : {puzzle.get(), in_run.get()}) {
        const std::string at = std::string(answering == puzzle.get() ? "" : "built in the run, ") +
                               "case " + ref.case_text(state) + ": ";
        try {
          const auto got =
              answering->solve(answering->read_case(split_tokens(ref.case_text(state))));
          const auto names = got ? library_names(*answering, *got) : std::vector<std::string>{};
          if (!got || names != want)
            findings.add(
                "answer", text,
                at + "the library says \"" + words(names) + "\", the test \"" + words(want) + "\"");
          ++answered;
        } catch (const std::exception& e) {
          findings.add("answer", text, at + "the library throws: " + e.what());
        }
      }
    }
    for (const TableSpec& table : puzzle->tables())
      std::filesystem::remove(dir.path / table.file_name);
  }
  MESSAGE("larger definitions: 12, scrambles answered: "
          << answered << " (half with the tables built in the run)");
  findings.report();
  CHECK(answered == 240);
}

namespace {

// ---------------------------------------------------------------------------
// Schreier-Sims: the order of the group the moves generate, as permutations
// of (slot, orientation) points. With distinct pieces a state is the group
// element that makes it from solved, so the order is the number of
// positions.

using Perm = std::vector<std::uint16_t>;  // image of each point

class SchreierSims {
 public:
  SchreierSims(std::size_t points, const std::vector<Perm>& generators)
      : points_(points), levels_(points) {
    Perm id(points);
    std::iota(id.begin(), id.end(), std::uint16_t{0});
    for (std::size_t l = 0; l < points; ++l) {
      levels_[l].rep.resize(points);
      levels_[l].inverse_rep.resize(points);
      levels_[l].rep[l] = id;
      levels_[l].inverse_rep[l] = id;
      levels_[l].orbit = {static_cast<std::uint16_t>(l)};
    }
    // Each addition leaves its level and every deeper one complete: every
    // Schreier generator there sifts to the identity.
    for (const Perm& g : generators) add(g, 0);
  }

  // The product of the orbit sizes, saturated at 2^64 - 1.
  std::uint64_t order() const {
    std::uint64_t order = 1;
    for (const auto& level : levels_) {
      const std::uint64_t size = level.orbit.size();
      order = order > std::numeric_limits<std::uint64_t>::max() / size
                  ? std::numeric_limits<std::uint64_t>::max()
                  : order * size;
    }
    return order;
  }

 private:
  struct Level {
    // The generators of this level's group: those that fix the points
    // before this level's, kept at this level or deeper.
    std::vector<Perm> generators;
    std::vector<std::optional<Perm>> rep;  // [j]: an element taking the level's point to j
    std::vector<std::optional<Perm>> inverse_rep;
    std::vector<std::uint16_t> orbit;
    // Schreier generators sifted: the first `points_done` orbit points with
    // the first `generators_done` generators. Representatives never
    // change, so one that sifted once always does.
    std::size_t points_done = 0;
    std::size_t generators_done = 0;
  };

  // `a`, then `b`.
  static Perm then(const Perm& a, const Perm& b) {
    Perm c(a.size());
    for (std::size_t x = 0; x < a.size(); ++x) c[x] = b[a[x]];
    return c;
  }
  static Perm inverse(const Perm& a) {
    Perm c(a.size());
    for (std::size_t x = 0; x < a.size(); ++x) c[a[x]] = static_cast<std::uint16_t>(x);
    return c;
  }

  // Sifts g (which fixes the points before `from`); what is left, if
  // anything, becomes a generator of the level where it stops and of every
  // level before, and the levels from there back to `from` are completed
  // again, the deepest first.
  void add(Perm g, std::size_t from) {
    for (std::size_t l = from; l < points_; ++l) {
      const std::uint16_t j = g[l];
      if (j == l) continue;
      if (!levels_[l].rep[j]) {
        for (std::size_t k = 0; k <= l; ++k) levels_[k].generators.push_back(g);
        for (std::size_t k = l + 1; k-- > from;) close(k);
        return;
      }
      g = then(g, *levels_[l].inverse_rep[j]);
    }
  }

  // The Schreier generator of orbit point i and generator s: it extends
  // the orbit, or it is sifted through the deeper levels.
  void schreier(std::size_t l, std::size_t i, std::size_t s) {
    Level& level = levels_[l];
    Perm v = then(*level.rep[level.orbit[i]], level.generators[s]);
    const std::uint16_t j = v[l];
    if (!level.rep[j]) {
      level.inverse_rep[j] = inverse(v);
      level.rep[j] = std::move(v);
      level.orbit.push_back(j);
      return;
    }
    add(then(v, *level.inverse_rep[j]), l + 1);
  }

  // Level l's orbit under its generators, every new pair of orbit point and
  // generator taken.
  void close(std::size_t l) {
    Level& level = levels_[l];
    while (true) {
      if (level.points_done < level.orbit.size()) {
        const std::size_t i = level.points_done++;
        for (std::size_t s = 0; s < level.generators_done; ++s) schreier(l, i, s);
      } else if (level.generators_done < level.generators.size()) {
        const std::size_t s = level.generators_done++;
        for (std::size_t i = 0; i < level.points_done; ++i) schreier(l, i, s);
      } else {
        return;
      }
    }
  }

  std::size_t points_;
  std::vector<Level> levels_;
};

// The moves of `spec` as permutations of its (slot, orientation) points:
// the piece of slot perm[i] in orientation o goes to slot i in orientation
// o + twist[perm[i]].
std::uint64_t group_order(const Spec& spec) {
  std::vector<std::size_t> first_point;
  std::size_t points = 0;
  for (const auto& set : spec.sets) {
    first_point.push_back(points);
    points += std::size_t{set.size} * set.orientations;
  }
  std::vector<Perm> generators;
  for (const auto& move : spec.moves) {
    Perm p(points);
    for (std::size_t s = 0; s < spec.sets.size(); ++s) {
      const unsigned k = spec.sets[s].orientations;
      for (unsigned i = 0; i < spec.sets[s].size; ++i) {
        const auto& m = move.sets[s];
        const unsigned from = m ? m->perm[i] : i;
        const unsigned add = m ? m->twist[from] : 0;
        for (unsigned o = 0; o < k; ++o)
          p[first_point[s] + from * k + o] =
              static_cast<std::uint16_t>(first_point[s] + i * k + (o + add) % k);
      }
    }
    generators.push_back(p);
  }
  return SchreierSims(points, generators).order();
}

bool distinct_pieces(const Spec& spec) {
  return std::all_of(spec.sets.begin(), spec.sets.end(), [](const SetSpec& set) {
    auto labels = set.solved;
    std::sort(labels.begin(), labels.end());
    return std::adjacent_find(labels.begin(), labels.end()) == labels.end();
  });
}

// The library's count for a definition it accepts; nothing when it refuses.
std::optional<std::uint64_t> library_count(std::string text) {
  // The library's names are lowercase: PuzzleGeometry's is renamed.
  const std::string pg = "Name PuzzleGeometryPuzzle";
  if (const auto at = text.find(pg); at != std::string::npos)
    text.replace(at, pg.size(), "Name pg");
  try {
    return definition::PermutationModel(definition::parse_definition(text, "t.tws"))
        .position_count();
  } catch (const InputError&) {
    return std::nullopt;
  }
}

// A definition of tests/definitions/ (written for this test).
std::string test_definition(const std::string& file) {
  const auto bytes = testing::read_bytes(std::filesystem::path(PUZZLETAB_TEST_DEFINITIONS) / file);
  REQUIRE(!bytes.empty());
  return {reinterpret_cast<const char*>(bytes.data()), bytes.size()};
}

}  // namespace

TEST_CASE("definition differential: Schreier-Sims counts the positions a plain search reaches") {
  const unsigned definitions = kSanitized ? 100 : 1'000;
  std::mt19937_64 random(1'789);
  unsigned compared = 0;
  unsigned larger = 0;
  unsigned accepted = 0;
  unsigned exact = 0;
  unsigned past_64_bits = 0;
  Findings findings;
  while (compared < definitions) {
    Spec spec = random_spec(random, "s");
    for (auto& set : spec.sets) std::iota(set.solved.begin(), set.solved.end(), 1u);
    spec.illegal.clear();  // the group's order counts every move allowed everywhere
    for (auto& set : spec.sets) set.unknown.clear();  // and every orientation known
    if (spec.moves.empty()) continue;
    ++compared;
    CAPTURE(text_of(spec));
    REQUIRE(read_spec(text_of(spec)).moves.size() == spec.moves.size());
    const std::uint64_t order = group_order(spec);
    // gen --count's Schreier-Sims (Knuth's form, the library's) against
    // the test's own (the classic form, below) where that one's 64 bits hold
    // the order, for any definition it reads.
    const std::string counted =
        definition::count_positions(definition::parse_definition(text_of(spec), "t.tws")).order;
    if (order != std::numeric_limits<std::uint64_t>::max()) {
      CHECK(counted == std::to_string(order));
    } else {
      CHECK(counted.size() >= 20);
      ++past_64_bits;
    }
    Reference ref(spec);
    if (ref.search(kPositionCap)) {
      CHECK(order == ref.states().size());
    } else {
      CHECK(order > kPositionCap);
      ++larger;
    }
    findings.next_definition();
    // The ranking must number every reachable position; it may number
    // more, and then gen's search marks those the moves do not reach (the
    // random test above checks the positions and the exact counts).
    if (const auto count = library_count(text_of(spec))) {
      ++accepted;
      if (*count == order) ++exact;
      if (*count < order)
        findings.add("the library's position_count", text_of(spec),
                     "the library counts " + std::to_string(*count) + ", Schreier-Sims " +
                         std::to_string(order));
    }
  }
  MESSAGE(compared << " definitions, " << larger << " of them over " << kPositionCap
                   << " positions; the library's PermutationModel accepted " << accepted
                   << ", counting exactly the group's order for " << exact << "; " << past_64_bits
                   << " orders past 64 bits");
  findings.report();
}

TEST_CASE("definition differential: a 2x2x2 and a Skewb with all their moves, by Schreier-Sims") {
  const std::string cube = test_definition("pg-2x2x2.tws");
  const std::string skewb = test_definition("pg-skewb.tws");
  // 8! 3^7: every arrangement of the corners, every orientation whose sum is 0.
  CHECK(group_order(read_spec(cube)) == 88'179'840);
  // 3,149,280 positions times the 12 rotations of the cube that keep each
  // tetrad in its place (the turns of opposite corners differ by one).
  CHECK(group_order(read_spec(skewb)) == 37'791'360);
  for (const auto& text : {cube, skewb}) {
    CAPTURE(text);
    if (const auto count = library_count(text)) CHECK(*count == group_order(read_spec(text)));
  }
}

TEST_CASE(
    "definition differential: the shipped definitions' positions, read as twsearch reads them") {
  const std::map<std::string_view, std::uint64_t> published{{"puzzles/2x2x2.tws", 3'674'160},
                                                            {"puzzles/pyraminx.tws", 933'120},
                                                            {"puzzles/skewb.tws", 3'149'280}};
  for (const auto& [name, count] : published) {
    // A copy: clang 14 cannot capture a structured binding.
    const std::string_view file = name;
    CAPTURE(file);
    const auto shipped = definition::shipped_definitions();
    const auto found =
        std::find_if(shipped.begin(), shipped.end(), [&](const auto& s) { return s.file == file; });
    REQUIRE(found != shipped.end());
    const Spec spec = read_spec(std::string(found->text));
    REQUIRE(distinct_pieces(spec));
    CHECK(group_order(spec) == count);
  }
}

TEST_CASE(
    "definition differential: counting a definition with identical pieces, and past the limits") {
  const std::string cube = test_definition("pg-2x2x2.tws");
  const auto distinct = definition::count_positions(definition::parse_definition(cube, "c.tws"));
  CHECK(distinct.order == "88179840");
  CHECK_FALSE(distinct.identical_pieces);
  // The same moves with two corners alike: the order is the same group's,
  // said to count them told apart.
  Spec alike = read_spec(cube);
  alike.sets[0].solved[1] = alike.sets[0].solved[0];
  const auto told_apart =
      definition::count_positions(definition::parse_definition(text_of(alike), "a.tws"));
  CHECK(told_apart.order == "88179840");
  CHECK(told_apart.identical_pieces);
  CHECK(definition::count_text(told_apart) ==
        "88179840 positions with its identical pieces told apart");
  // 3 x 255 x 127 points: refused before anything is sized by them.
  std::string wide;
  for (const char* name : {"A", "B", "C"}) wide += std::string("Set ") + name + " 255 127\n";
  wide += "Solved\nEnd\nMove M\nA\n2 1";
  for (unsigned slot = 3; slot <= 255; ++slot) wide.append(" ").append(std::to_string(slot));
  wide += "\nEnd\n";
  CHECK_THROWS_WITH_AS(definition::count_positions(definition::parse_definition(wide, "w.tws")),
                       doctest::Contains("points (slots times orientations) are not counted"),
                       InputError);
}
