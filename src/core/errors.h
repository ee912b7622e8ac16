// The kinds of failure, each with its exit status: the one policy of query
// and gen (README "Exit status"). 0 is an answer, whatever it says.
#pragma once

#include <stdexcept>

namespace puzzletab {

// Bad usage or bad input: exit status 2.
struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A missing, truncated, corrupt or mismatched table: exit status 3.
struct TableError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A failure of the system or of the program, not of what the user gave: a
// write that failed (a full disk, a closed output), memory exhausted, an
// internal error: exit status 4.
struct SystemError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

inline constexpr int kExitInput = 2;
inline constexpr int kExitTable = 3;
inline constexpr int kExitSystem = 4;

}  // namespace puzzletab
