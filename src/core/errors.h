// The kinds of failure a program reports, each with its exit status.
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

// An output or system failure (a file that cannot be written): exit status 4.
struct SystemError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

inline constexpr int kExitInput = 2;
inline constexpr int kExitTable = 3;
inline constexpr int kExitSystem = 4;

}  // namespace puzzletab
