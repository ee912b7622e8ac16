#include "puzzles/definition/definition_files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string_view>

#include "core/errors.h"
#include "core/same_file.h"
#include "core/table_store.h"
#include "core/thousands.h"
#include "core/tokens.h"
#include "puzzles/definition/definition.h"
#include "puzzles/definition/definition_puzzle.h"
#include "puzzles/definition/tables_in_run.h"

namespace puzzletab::definition {
namespace {

[[noreturn]] void cannot_read(std::string_view option, const std::string& file,
                              const std::string& why) {
  throw InputError(std::string(option) + ": cannot read " + file + ": " + why);
}

// A name query's command line can take, made from a file's name (or a
// Name line) as twsearch's samples are named (FTO, skewb_diamond, 233):
// lowercase, a run of any other characters one '-', none leading or
// trailing, a number after "tws-", at most 15 characters.
std::string name_query_takes(std::string_view given) {
  std::string name;
  for (const char c : given) {
    const char lower = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    const bool kept = (lower >= 'a' && lower <= 'z') || (lower >= '0' && lower <= '9');
    if (kept || name.empty() || name.back() != '-') name.push_back(kept ? lower : '-');
  }
  const auto trim = [](std::string& text) {
    text.erase(0, text.find_first_not_of('-'));
    text.erase(text.find_last_not_of('-') + 1);
  };
  trim(name);
  if (name.empty() ||
      std::all_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; }))
    name = "tws-" + name;
  name.resize(std::min<std::size_t>(name.size(), 15));
  trim(name);
  return name;
}

// The puzzle, or the puzzle whose table file, `name` would collide with.
std::string taken_by(const std::vector<std::unique_ptr<Puzzle>>& puzzles, const std::string& name) {
  const std::string file_name = name + ".ptab";
  for (const auto& p : puzzles) {
    if (p->name() == name) return "the puzzle " + name + " exists already";
    for (const auto& specs : {p->tables(), p->large_tables()})
      for (const auto& spec : specs)
        if (spec.file_name == file_name)
          return file_name + " is a table of the puzzle " + std::string(p->name());
  }
  return "";
}

// A size as `option` (--pruning, --build-pruning) takes it.
std::uint64_t parse_size(std::string_view option, std::string_view text) {
  constexpr std::uint64_t kMost = std::uint64_t{1} << 40;
  std::size_t digits = 0;
  while (digits < text.size() && digits < 13 && text[digits] >= '0' && text[digits] <= '9')
    ++digits;
  std::uint64_t unit = 1;
  const std::string_view suffix = text.substr(digits);
  if (suffix == "K") unit = std::uint64_t{1} << 10;
  if (suffix == "M") unit = std::uint64_t{1} << 20;
  if (suffix == "G") unit = std::uint64_t{1} << 30;
  if (suffix == "T") unit = std::uint64_t{1} << 40;
  if (digits == 0 || (unit == 1 && !suffix.empty()))
    throw InputError(std::string(option) + ": expected a size such as 256M or 1G, got " +
                     quote_token(text));
  const std::uint64_t count = std::stoull(std::string(text.substr(0, digits)));
  if (count > kMost / unit || count * unit < 1024)
    throw InputError(std::string(option) + ": expected a size from 1K to 1T, got " +
                     quote_token(text));
  return count * unit;
}

}  // namespace

std::string read_definition_file(const std::string& file, std::string_view option) {
  const bool standard_input = file == "-";
  const int fd = standard_input
                     ? STDIN_FILENO
                     : ::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) cannot_read(option, file, std::strerror(errno));
  struct FdCloser {
    int fd;
    bool owned;
    ~FdCloser() {
      if (owned) ::close(fd);
    }
  } closer{fd, !standard_input};
  struct stat info {};
  if (::fstat(fd, &info) != 0) cannot_read(option, file, std::strerror(errno));
  if (!standard_input) {
    if (S_ISDIR(info.st_mode)) cannot_read(option, file, "it is a folder");
    if (!S_ISREG(info.st_mode)) cannot_read(option, file, "not a regular file (a FIFO or device)");
    if (static_cast<std::uint64_t>(info.st_size) > kMaxDefinitionBytes)
      cannot_read(option, file, "larger than " + with_commas(kMaxDefinitionBytes) + " bytes");
    // Reads block again: the file is regular, and O_NONBLOCK was for a FIFO.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    // No output of this run may replace it (gen --def D/x.ptab --out D).
    note_read(file_on(std::string(option) + " " + file, fd));
  }
  std::string text;
  char buffer[1 << 16];
  while (true) {
    const ssize_t got = ::read(fd, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) cannot_read(option, file, std::strerror(errno));
    if (got == 0) return text;
    if (text.size() + static_cast<std::size_t>(got) > kMaxDefinitionBytes)
      cannot_read(option, file, "larger than " + with_commas(kMaxDefinitionBytes) + " bytes");
    text.append(buffer, static_cast<std::size_t>(got));
  }
}

DefinitionOptions take_definition_options(int& argc, char** argv, std::string_view pruning_option) {
  DefinitionOptions options;
  int kept = 1;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--def") {
      if (i + 1 == argc) throw InputError("--def: expected a definition file");
      options.files.emplace_back(argv[++i]);
    } else if (arg.starts_with("--def=")) {
      options.files.emplace_back(arg.substr(6));
    } else if (!pruning_option.empty() && arg == pruning_option) {
      if (i + 1 == argc)
        throw InputError(std::string(pruning_option) + ": expected a size (256M, 1G)");
      options.pruning_bytes = parse_size(pruning_option, argv[++i]);
    } else if (!pruning_option.empty() && arg.starts_with(pruning_option) &&
               arg.substr(pruning_option.size()).starts_with("=")) {
      options.pruning_bytes = parse_size(pruning_option, arg.substr(pruning_option.size() + 1));
    } else {
      argv[kept++] = argv[i];
    }
  }
  argc = kept;
  argv[argc] = nullptr;
  return options;
}

std::vector<std::string> add_definition_puzzles(std::vector<std::unique_ptr<Puzzle>>& puzzles,
                                                const std::vector<std::string>& files,
                                                std::optional<std::uint64_t> pruning_bytes,
                                                bool in_run) {
  std::vector<std::string> renamed;
  for (const auto& file : files) {
    const Definition definition = parse_definition(read_definition_file(file), file);
    const std::string given =
        file == "-" ? definition.name : std::filesystem::path(file).stem().string();
    std::string name = name_query_takes(given);
    // A shipped puzzle's name, or one whose table file is another
    // puzzle's (twsearch's own 3x3x3.tws, a file eight-0.tws): "-tws" after it.
    if (!taken_by(puzzles, name).empty()) name = name_query_takes(name.substr(0, 11) + "-tws");
    if (const std::string taken = taken_by(puzzles, name); !taken.empty())
      throw InputError(file + ": " + taken + " (rename the file)");
    if (name != given)
      renamed.push_back(file + ": the puzzle is named " + name + " (from " + quote_token(given) +
                        ": query's names are up to 15 lowercase letters, digits or '-', not a "
                        "number, and no other puzzle's)");
    try {
      TableLimits limits;
      if (pruning_bytes) limits.pruning = *pruning_bytes * 4;
      // Built in the run, a definition small enough for a complete table
      // is answered as a larger one is: gen alone builds complete tables.
      if (in_run && pruning_bytes) {
        limits.complete = 0;
        limits.in_run = TablesInRun::kMinLayer;
      }
      puzzles.push_back(make_definition_puzzle(
          definition, name, "--def " + (file == "-" ? file : shell_word(file)), nullptr, limits));
    } catch (const InputError& e) {
      throw InputError(file + ": " + e.what());
    }
  }
  return renamed;
}

}  // namespace puzzletab::definition
