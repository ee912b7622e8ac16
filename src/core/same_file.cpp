#include "core/same_file.h"

#include <sys/stat.h>

namespace puzzletab {
namespace {

NamedFile named(std::string name, int status, const struct stat& file) {
  NamedFile named{std::move(name), std::nullopt};
  if (status == 0 && (S_ISREG(file.st_mode) || S_ISFIFO(file.st_mode)))
    named.identity = std::pair(file.st_dev, file.st_ino);
  return named;
}

}  // namespace

NamedFile file_at(std::string name, const std::string& path) {
  struct stat file {};
  return named(std::move(name), ::stat(path.c_str(), &file), file);
}

NamedFile file_on(std::string name, int fd) {
  struct stat file {};
  return named(std::move(name), ::fstat(fd, &file), file);
}

std::optional<std::string> same_file(std::span<const NamedFile> outputs,
                                     std::span<const NamedFile> inputs) {
  for (std::size_t i = 0; i < outputs.size(); ++i) {
    const auto& output = outputs[i];
    if (!output.identity) continue;
    for (const auto& input : inputs)
      if (input.identity == output.identity)
        return output.name + " is the same file as " + input.name;
    for (std::size_t j = 0; j < i; ++j)
      if (outputs[j].identity == output.identity)
        return output.name + " is the same file as " + outputs[j].name;
  }
  return std::nullopt;
}

}  // namespace puzzletab
