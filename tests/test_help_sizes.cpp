// The sizes help and gen's messages give are the tables' own (issue 38:
// gen --help said the 3x3x3's large tables were 1.9 GB built in 1-2 min
// with 3.3 GB; they are one 2.6 GB file, about 5 min and 2.6 GB): every
// committed table is the size table_file_size computes from its spec, and
// the text of the large tables is made from those sizes and the builders'
// own. test_cube3_large.cpp compares the 3x3x3's with the real file.
#include <doctest/doctest.h>

#include <filesystem>

#include "core/puzzle.h"
#include "core/table.h"
#include "core/thousands.h"
#include "puzzles/cube3/optimal_table.h"
#include "puzzles/registry.h"
#include "puzzles/sliding/pattern_db.h"
#include "tree_paths.h"

using namespace puzzletab;

TEST_CASE("help sizes: every committed table is the size its spec gives") {
  unsigned checked = 0;
  for (const auto& puzzle : make_puzzles())
    for (const TableSpec& spec : puzzle->tables()) {
      CAPTURE(spec.file_name);
      CHECK(std::filesystem::file_size(std::filesystem::path(PUZZLETAB_TEST_TABLES) /
                                       spec.file_name) == table_file_size(spec.info));
      ++checked;
    }
  CHECK(checked == 41);
}

TEST_CASE("help sizes: the large tables' text is made of their sizes and their builders'") {
  CHECK(decimal_bytes(2'608'174'160) == "2.6 GB");
  CHECK(decimal_bytes(288'851'232) == "289 MB");
  CHECK(decimal_bytes(920'420) == "920 KB");
  CHECK(decimal_bytes(80) == "80 bytes");
  for (const auto& puzzle : make_puzzles())
    for (const bool huge : {false, true}) {
      std::uint64_t size = 0;
      for (const TableSpec& spec : huge ? puzzle->huge_tables() : puzzle->large_tables())
        size += table_file_size(spec.info);
      const auto cost = huge ? puzzle->huge_tables_cost() : puzzle->large_tables_cost();
      CHECK(cost.has_value() == (size > 0));
      if (!cost) continue;
      CHECK(large_tables_text(*puzzle, huge) ==
            std::string(puzzle->name()) + "'s " + std::string(cost->what) + ": " +
                decimal_bytes(size) + ", about " + std::to_string(cost->minutes) +
                " minutes on 2 cores and " + decimal_bytes(cost->memory) + " of memory to build");
    }
  // The builders hold at least their tables, and what the docs measured.
  for (const cube3::OptimalLayout layout : {cube3::kLargeLayout, cube3::kHugeLayout})
    CHECK(cube3::optimal_table_build_memory(layout) >= layout.slots() / 4);
  // fifteen's 8-tile database: a 2-bit state for each placement's 8 slots
  // (1.04 GB), its entries (259 MB) and a slot table (1 MB): 1.3 GB.
  CHECK(sliding::pattern_database_build_memory(4, 8) == 1'037'836'800 + 259'459'200 + (16 << 16));
  // twentyfour's 6-tile databases: /usr/bin/time -v measured 662 MB at
  // peak for gen twentyfour --large (docs/twentyfour.md).
  CHECK(sliding::pattern_database_build_memory(5, 6) >= 662'000'000);
}
