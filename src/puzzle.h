// The interface every puzzle implements: a puzzle is its data and these few
// functions. gen and query only ever talk to a puzzle through it.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "packed.h"
#include "table.h"

namespace CLI {
class App;
}

namespace puzzletab {

class TableStore;

// One table file a puzzle's generator writes and its solver reads.
struct TableSpec {
  std::string file_name;  // inside the tables folder, e.g. "msquare.ptab"
  TableInfo info;
};

class Puzzle {
 public:
  virtual ~Puzzle() = default;

  virtual std::string_view name() const = 0;
  // One line for `query --help`: what a case is.
  virtual std::string_view summary() const = 0;
  virtual std::size_t tokens_per_case() const = 0;
  // Output formats besides "json"; the first is the default.
  virtual std::vector<std::string> formats() const = 0;

  // gen: the tables this puzzle needs, and their entries computed from scratch.
  virtual std::vector<TableSpec> tables() const = 0;
  // Optional tables too large to ship: built only by `gen --large`, and
  // used by query when they are there.
  virtual std::vector<TableSpec> large_tables() const { return {}; }
  virtual PackedBuilder generate(const TableSpec& spec) const = 0;

  // query: puzzle options, then the tables, then one call per case.
  virtual void add_options(CLI::App& /*command*/) {}
  virtual void load(const TableStore& store) = 0;
  // Appends the answer to one case in `format` (a line or lines ending in
  // '\n'). Throws InputError, without the case number, for bad tokens.
  // Called from several threads at once: streams are answered on all cores.
  virtual void answer(std::span<const std::string> tokens, std::string_view format,
                      std::string& out) const = 0;
};

}  // namespace puzzletab
