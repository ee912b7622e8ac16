#include "loaded_puzzle.h"

#include <CLI/CLI.hpp>

#include "core/table_store.h"

namespace puzzletab::testing {

std::unique_ptr<Puzzle> loaded_puzzle(std::unique_ptr<Puzzle> puzzle, const std::string& options) {
  CLI::App app;
  puzzle->add_options(app);
  app.parse(options);
  puzzle->load(TableStore(PUZZLETAB_TEST_TABLES));
  return puzzle;
}

}  // namespace puzzletab::testing
