#include "modes/version.h"

#include "core/errors.h"

namespace puzzletab {
namespace {

// "ok", or what is wrong with the table and the command that makes it.
std::string table_state(const TableStore& store, const TableSpec& spec,
                        std::string_view gen_options) {
  const auto path = store.path(spec);
  try {
    TableReader(path, spec.info, store.remedy(spec, gen_options)).verify_payload();
    return "ok";
  } catch (const TableError& e) {
    std::string problem = e.what();
    if (problem.starts_with(path.string() + ": ")) problem.erase(0, path.string().size() + 2);
    return problem;
  }
}

}  // namespace

std::string version_text(std::string_view program,
                         const std::vector<std::unique_ptr<Puzzle>>& puzzles,
                         const TableStore& store) {
  std::string out = std::string(program) + " (puzzletab) " + PUZZLETAB_VERSION + "\n";
  out += "table format " + std::to_string(kFormatVersion) + "\n";
  out += "tables in " + store.dir().string() + ":\n";
  for (const auto& puzzle : puzzles)
    for (const auto& [spec, option] : table_specs(*puzzle, true, true))
      if (option.empty() || std::filesystem::exists(store.path(spec)))
        out += "  " + spec.file_name + ": " + table_state(store, spec, option) + "\n";
  return out;
}

}  // namespace puzzletab
