#include "puzzles/definition/definition_files.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string_view>

#include "core/errors.h"
#include "core/table_store.h"
#include "puzzles/definition/definition.h"
#include "puzzles/definition/definition_puzzle.h"

namespace puzzletab::definition {

std::vector<std::string> take_definition_options(int& argc, char** argv) {
  std::vector<std::string> files;
  int kept = 1;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--def") {
      if (i + 1 == argc) throw InputError("--def: expected a definition file");
      files.emplace_back(argv[++i]);
    } else if (arg.starts_with("--def=")) {
      files.emplace_back(arg.substr(6));
    } else {
      argv[kept++] = argv[i];
    }
  }
  argc = kept;
  argv[argc] = nullptr;
  return files;
}

void add_definition_puzzles(std::vector<std::unique_ptr<Puzzle>>& puzzles,
                            const std::vector<std::string>& files) {
  for (const auto& file : files) {
    std::ifstream opened;
    if (file != "-") opened.open(file, std::ios::binary);
    std::istream& in = file == "-" ? std::cin : opened;  // "-": standard input
    if (!in) throw InputError("--def: cannot read " + file + ": " + std::strerror(errno));
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) throw InputError("--def: cannot read " + file + ": " + std::strerror(errno));
    const Definition definition = parse_definition(text, file);
    for (const auto& p : puzzles)
      if (p->name() == definition.name)
        throw InputError(file + ": the puzzle " + definition.name + " exists already");
    try {
      puzzles.push_back(
          make_definition_puzzle(definition, "--def " + (file == "-" ? file : shell_word(file))));
    } catch (const InputError& e) {
      throw InputError(file + ": " + e.what());
    }
  }
}

}  // namespace puzzletab::definition
