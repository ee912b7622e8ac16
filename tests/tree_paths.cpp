// The paths CMake passes as PUZZLETAB_TEST_PATH_* (tests/CMakeLists.txt).
#include "tree_paths.h"

namespace puzzletab::tree_paths {
const char* const kTables = PUZZLETAB_TEST_PATH_TABLES;
const char* const kDefinitions = PUZZLETAB_TEST_PATH_DEFINITIONS;
const char* const kTnoodle = PUZZLETAB_TEST_PATH_TNOODLE;
const char* const kVersion = PUZZLETAB_TEST_PATH_VERSION;
}  // namespace puzzletab::tree_paths
