#include "core/table_store.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <system_error>

namespace puzzletab {

std::string shell_quote(std::string_view word) {
  const bool safe = !word.empty() && std::all_of(word.begin(), word.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 ||
           std::string_view("_@%+=:,./-").find(c) != std::string_view::npos;
  });
  std::string out;
  if (!safe) out.push_back('\'');
  for (const char c : word) {
    if (c == '\'')
      out.append("'\\''");  // close the quotes, an escaped quote, reopen
    else
      out.push_back(c);
  }
  if (!safe) out.push_back('\'');
  return out;
}

std::string shell_word(std::string_view word) {
  return shell_quote(word.starts_with("-") ? "./" + std::string(word) : word);
}

namespace {

bool same_folder(const std::filesystem::path& a, const std::filesystem::path& b) {
  std::error_code error;
  if (std::filesystem::equivalent(a, b, error)) return true;
  const auto normal = [&](const std::filesystem::path& p) {
    auto n = std::filesystem::absolute(p, error).lexically_normal();
    return n.has_filename() ? n : n.parent_path();  // "tables/" is "tables"
  };
  return normal(a) == normal(b);
}

}  // namespace

std::filesystem::path TableStore::locate(const std::string& option) {
  if (!option.empty()) return option;
  if (const char* env = std::getenv("PUZZLETAB_TABLES"); env != nullptr && *env != '\0') return env;
  std::error_code ec;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    if (auto installed = installed_under(exe.parent_path().parent_path()); !installed.empty())
      return installed;
  }
  return PUZZLETAB_SOURCE_TABLES;
}

std::filesystem::path TableStore::installed_under(const std::filesystem::path& prefix) {
  std::error_code ec;
  auto installed = prefix / PUZZLETAB_DATA_SUFFIX;
  return std::filesystem::is_directory(installed, ec) ? installed : std::filesystem::path();
}

std::string TableStore::remedy(const TableSpec& spec, std::string_view gen_options) const {
  // A definition read from standard input: no command line gives it again.
  if (gen_options.starts_with(kDefinitionFromStandardInput)) return "";
  std::string command = "gen " + shell_quote(spec.info.puzzle);
  if (!gen_options.empty()) command.append(" ").append(gen_options);
  // Without --out, gen writes where it looks by default ($PUZZLETAB_TABLES
  // too): the remedy names any other folder. Worked out once: a query
  // opening several tables asks for a remedy with each.
  if (!out_option_)
    out_option_ = same_folder(dir_, locate("")) ? "" : " --out " + shell_word(dir_.string());
  return command.append(*out_option_);
}

TableReader TableStore::open(const TableSpec& spec, std::string_view gen_options) const {
  return TableReader(path(spec), spec.info, remedy(spec, gen_options));
}

}  // namespace puzzletab
