#include "core/same_file.h"

#include <sys/stat.h>

#include <algorithm>
#include <mutex>

#include "core/errors.h"

namespace puzzletab {
namespace {

struct Noted {
  int number;
  NamedFile file;
};
std::mutex noted_mutex;
std::vector<Noted> noted;
int next_note = 0;

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

int note_read(NamedFile file) {
  const std::lock_guard lock(noted_mutex);
  noted.push_back({next_note, std::move(file)});
  return next_note++;
}

void forget_read(int note) {
  const std::lock_guard lock(noted_mutex);
  std::erase_if(noted, [&](const Noted& n) { return n.number == note; });
}

std::vector<NamedFile> files_read() {
  const std::lock_guard lock(noted_mutex);
  std::vector<NamedFile> files;
  for (const Noted& n : noted) files.push_back(n.file);
  return files;
}

void refuse_overwriting_a_file_read(const NamedFile& output) {
  const NamedFile outputs[] = {output};
  if (const auto same = same_file(outputs, files_read()))
    throw InputError(*same + ", which this run reads; nothing written");
}

}  // namespace puzzletab
