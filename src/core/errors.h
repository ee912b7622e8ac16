// The two kinds of failure a user can cause, each with its exit status.
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

inline constexpr int kExitInput = 2;
inline constexpr int kExitTable = 3;

}  // namespace puzzletab
