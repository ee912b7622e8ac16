#include "core/table_store.h"

#include <cstdlib>
#include <system_error>

#include "core/errors.h"

namespace puzzletab {

std::filesystem::path TableStore::locate(const std::string& option) {
  if (!option.empty()) return option;
  if (const char* env = std::getenv("PUZZLETAB_TABLES"); env != nullptr && *env != '\0') return env;
  std::error_code ec;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    auto installed = exe.parent_path().parent_path() / PUZZLETAB_DATA_SUFFIX;
    if (std::filesystem::is_directory(installed, ec)) return installed;
  }
  return PUZZLETAB_SOURCE_TABLES;
}

TableReader TableStore::open(const TableSpec& spec, std::string_view gen_options) const {
  try {
    TableReader table(path(spec));
    table.expect(spec.info);
    return table;
  } catch (const TableError& e) {
    throw TableError(std::string(e.what()) + "; run: gen " + spec.info.puzzle +
                     (gen_options.empty() ? "" : " " + std::string(gen_options)) +
                     (dir_ == PUZZLETAB_SOURCE_TABLES ? "" : " --out " + dir_.string()));
  }
}

}  // namespace puzzletab
