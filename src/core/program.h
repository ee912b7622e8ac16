// The frame of query and gen: runs the program's body, turns every failure
// into its exit status (core/errors.h) with a message, and closes standard
// output checking that everything written reached it.
#pragma once

#include <functional>
#include <string_view>

namespace puzzletab {

// Runs `body` and returns the status to exit with: body's, or that of the
// failure it threw (message "NAME: ..." on stderr), or kExitSystem when
// standard output could not be written (kExitReaderGone, quietly, when its
// reader went away).
int run_program(std::string_view name, const std::function<int()>& body);

}  // namespace puzzletab
