#include "modes/split_files.h"

#include <cstddef>
#include <span>
#include <system_error>

#include "core/errors.h"
#include "core/output_file.h"
#include "core/same_file.h"
#include "core/tokens.h"

namespace puzzletab {
namespace {

std::span<const std::byte> bytes_of(std::string_view text) {
  return std::as_bytes(std::span(text.data(), text.size()));
}

}  // namespace

SplitFiles::SplitFiles(std::filesystem::path folder, std::uint64_t count, bool force)
    : folder_(std::move(folder)), width_(std::to_string(count).size()) {
  std::error_code error;
  const auto status = std::filesystem::status(folder_, error);
  if (std::filesystem::exists(status) && !std::filesystem::is_directory(status))
    throw InputError("--split: " + folder_.string() + " is not a folder");
  if (!std::filesystem::exists(status)) {
    if (!std::filesystem::create_directories(folder_, error) && error)
      throw SystemError("--split: cannot make " + folder_.string() + ": " + error.message());
    return;
  }
  // One pass over the folder rather than a look-up per case: N may be
  // millions. A name is ours when it is a number of the N at our width.
  // None may be a file this run reads (a link to a table), --force or not.
  std::uint64_t found = 0;
  std::string first;
  for (const auto& entry : std::filesystem::directory_iterator(folder_, error)) {
    const std::string name = entry.path().filename().string();
    const std::size_t dot = name.find('.');
    if (dot != width_ || (name.substr(dot) != ".in" && name.substr(dot) != ".ans")) continue;
    const auto number = parse_uint64(name.substr(0, dot), count);
    if (!number || *number == 0) continue;
    refuse_overwriting_a_file_read(file_at("--split " + entry.path().string(), entry.path()));
    if (first.empty() || name < first) first = name;
    ++found;
  }
  if (error) throw SystemError("--split: cannot read " + folder_.string() + ": " + error.message());
  if (found > 0 && !force)
    throw InputError(
        "--split: " + (folder_ / first).string() + " exists" +
        (found > 1 ? " (and " + std::to_string(found - 1) + " more of the files)" : "") +
        "; --force replaces them");
}

std::string SplitFiles::stem(std::uint64_t number) const {
  std::string digits = std::to_string(number);
  return std::string(width_ - digits.size(), '0') + digits;
}

void SplitFiles::write(std::string_view case_text, std::string_view answer_text) {
  const std::string name = stem(next_++);
  write_file_atomically(folder_ / (name + ".in"), bytes_of(case_text));
  write_file_atomically(folder_ / (name + ".ans"), bytes_of(answer_text));
}

}  // namespace puzzletab
