// The definitions shipped in the repository's puzzles/ folder, compiled in
// (CMake writes them into a generated source file), so that a query starts
// without reading them.
#pragma once

#include <span>
#include <string_view>

namespace puzzletab::definition {

struct ShippedDefinition {
  std::string_view file;  // e.g. "puzzles/2x2x2.tws"
  std::string_view name;  // the file's name without .tws: the puzzle's name
  std::string_view text;
};

std::span<const ShippedDefinition> shipped_definitions();

}  // namespace puzzletab::definition
