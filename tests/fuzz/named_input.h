// A fuzz input that names what it exercises: a first line of words (the
// puzzle, then the target's other choices), then the bytes the target feeds
// in. Names rather than numbers keep a saved corpus testing the same
// puzzles when the registry gains one.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.h"
#include "core/table_store.h"
#include "core/tokens.h"
#include "puzzles/registry.h"

namespace puzzletab::fuzzing {

struct NamedInput {
  std::vector<std::string> words;  // the first line's
  std::string_view rest;
};

// Nothing unless a line of at most 64 bytes comes first.
inline std::optional<NamedInput> read_named_input(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const std::size_t end = bytes.substr(0, 64).find('\n');
  if (end == std::string_view::npos) return std::nullopt;
  return NamedInput{split_tokens(bytes.substr(0, end)), bytes.substr(end + 1)};
}

// The puzzles of the registry whose solve costs at most `most`, loaded from
// the tables. A target that solves any case it is given leaves out searches
// of seconds (fifteen): under ASan a valid case passes libFuzzer's timeout,
// a flaky finding rather than a bug (the 3x3x3's, hours, always left out).
class LoadedPuzzles {
 public:
  explicit LoadedPuzzles(SolveCost most) {
    const TableStore store(TableStore::locate(""));
    for (auto& p : make_puzzles()) {
      if (p->solve_cost() > most) continue;
      p->load(store);
      // A puzzle with other inputs (`--input moves`), once more for each.
      for (const auto& option : p->options()) {
        if (option.name != "--input") continue;
        for (std::size_t c = 1; c < option.choices.size(); ++c) {
          auto made = make_puzzles(p->name());
          auto other = std::move(*std::find_if(
              made.begin(), made.end(), [&](const auto& q) { return q->name() == p->name(); }));
          set_option(other->options(), other->name(), option.name, option.choices[c]);
          other->load(store);
          inputs_.emplace_back(option.choices[c], std::move(other));
        }
      }
      puzzles_.push_back(std::move(p));
    }
  }

  // The puzzle named so, or null.
  const Puzzle* find(std::string_view name) const {
    const auto it = std::find_if(puzzles_.begin(), puzzles_.end(),
                                 [&](const auto& p) { return p->name() == name; });
    return it == puzzles_.end() ? nullptr : it->get();
  }
  // The puzzle named so reading its `--input` `input`, or null.
  const Puzzle* find(std::string_view name, std::string_view input) const {
    const auto it = std::find_if(inputs_.begin(), inputs_.end(), [&](const auto& p) {
      return p.first == input && p.second->name() == name;
    });
    return it == inputs_.end() ? nullptr : it->second.get();
  }

 private:
  std::vector<std::unique_ptr<Puzzle>> puzzles_;
  std::vector<std::pair<std::string, std::unique_ptr<Puzzle>>> inputs_;
};

}  // namespace puzzletab::fuzzing
