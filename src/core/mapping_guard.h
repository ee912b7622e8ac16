// A table used in place from a mapping of its file faults (SIGBUS) when
// the file is truncated under the running program. The mapped ranges are
// registered here with the message to print; a fault inside one writes
// that message and ends the program with status 3 instead of a bare
// "Bus error". Raw tables stay mapped rather than copied to private memory
// because fifteen's 7-8 databases (about 290 MB) would cost every query far
// more to copy than to answer from.
#pragma once

#include <cstddef>
#include <string>

namespace puzzletab {

// Registers [begin, begin + size) with the message a fault there prints
// (a newline is added); returns the slot to pass to release_mapping, or -1
// when every slot is taken (the range is then unguarded).
int guard_mapping(const std::byte* begin, std::size_t size, std::string message);

// Forgets a registered range before it is unmapped; -1 does nothing.
void release_mapping(int slot);

}  // namespace puzzletab
