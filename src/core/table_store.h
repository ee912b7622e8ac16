// Where the tables are, and opening one with a message that says how to fix it.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/table.h"

namespace puzzletab {

// `word` as one word of a POSIX shell command line: as it is when every
// character is safe, else in single quotes.
std::string shell_quote(std::string_view word);

// A file name as one word of a shell command line: shell_quote, and "./"
// first for a name starting with '-' so that a program does not take it
// for an option.
std::string shell_word(std::string_view word);

// The gen options of a definition read from standard input (--def -).
inline constexpr std::string_view kDefinitionFromStandardInput = "--def -";

class TableStore {
 public:
  explicit TableStore(std::filesystem::path dir) : dir_(std::move(dir)) {}

  // The folder to use: `option` (--tables) if given, else $PUZZLETAB_TABLES,
  // else the installed data folder next to the running binary, else the
  // source tree's tables/.
  static std::filesystem::path locate(const std::string& option);
  // The data folder installed under `prefix` (PREFIX/share/puzzletab/tables,
  // for a program in PREFIX/bin or the library in PREFIX/lib), or an empty
  // path when there is none.
  static std::filesystem::path installed_under(const std::filesystem::path& prefix);

  const std::filesystem::path& dir() const { return dir_; }
  std::filesystem::path path(const TableSpec& spec) const { return dir_ / spec.file_name; }

  // The command that rebuilds spec's table here: gen PUZZLE [gen_options]
  // [--out DIR], the folder quoted for a POSIX shell; none ("") for a
  // definition read from standard input, which no command line repeats.
  std::string remedy(const TableSpec& spec, std::string_view gen_options = "") const;

  // The table mapped and checked against spec; TableError otherwise, with
  // the remedy appended ("; run: gen ...").
  TableReader open(const TableSpec& spec, std::string_view gen_options = "") const;

 private:
  std::filesystem::path dir_;
  // remedy()'s " --out DIR", or "" for none, once asked for (one thread a store).
  mutable std::optional<std::string> out_option_;
};

}  // namespace puzzletab
