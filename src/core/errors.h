// The kinds of failure, each with its exit status: the one policy of query
// and gen (README "Exit status"). 0 is an answer, whatever it says.
#pragma once

#include <stdexcept>

namespace puzzletab {

// Bad usage or bad input: exit status 2.
struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Bad input about the command rather than a case: an option or a format
// the puzzle does not have, a value that is none of an option's choices.
// Exit status 2 as any InputError; the C API gives its message without the
// puzzle's name before it, as query prints CLI11's words alone.
struct UsageError : InputError {
  using InputError::InputError;
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
