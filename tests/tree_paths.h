// Where the tests find the tree's tables, definitions and TNoodle's data, and
// the version they expect. CMake gives these to tree_paths.cpp alone: a path
// of the clone on every test file's command line made ccache compile them all
// again in each fresh clone (docs/performance.md).
#pragma once

namespace puzzletab::tree_paths {
extern const char* const kTables;
extern const char* const kDefinitions;
extern const char* const kTnoodle;
extern const char* const kVersion;
}  // namespace puzzletab::tree_paths

#define PUZZLETAB_TEST_TABLES (::puzzletab::tree_paths::kTables)
#define PUZZLETAB_TEST_DEFINITIONS (::puzzletab::tree_paths::kDefinitions)
#define PUZZLETAB_TEST_TNOODLE (::puzzletab::tree_paths::kTnoodle)
#define PUZZLETAB_TEST_VERSION (::puzzletab::tree_paths::kVersion)
