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
// a flaky finding rather than a bug.
class LoadedPuzzles {
 public:
  explicit LoadedPuzzles(SolveCost most) {
    const TableStore store(TableStore::locate(""));
    for (auto& p : make_puzzles()) {
      if (p->solve_cost() > most) continue;
      p->load(store);
      puzzles_.push_back(std::move(p));
    }
  }

  // The puzzle named so, or null.
  const Puzzle* find(std::string_view name) const {
    const auto it = std::find_if(puzzles_.begin(), puzzles_.end(),
                                 [&](const auto& p) { return p->name() == name; });
    return it == puzzles_.end() ? nullptr : it->get();
  }

 private:
  std::vector<std::unique_ptr<Puzzle>> puzzles_;
};

}  // namespace puzzletab::fuzzing
