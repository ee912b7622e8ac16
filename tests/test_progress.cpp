#include <doctest/doctest.h>

#include <string>

#include "core/progress.h"

using puzzletab::progress_line;

TEST_CASE("progress line: elapsed time, and the time left once 1% is done") {
  const std::string bar10(3, '#');
  // A tenth done in 90 s: nine tenths more at the same pace, 810 s = 13:30.
  CHECK(progress_line("t", 0.1, 90, "moves 3") ==
        "t [" + bar10 + std::string(27, ' ') + "]  10.0% 1:30 elapsed, about 13:30 left, moves 3");
  // Under 1% there is no estimate yet.
  CHECK(progress_line("t", 0.005, 4, "") == "t [" + std::string(30, ' ') + "]   0.5% 0:04 elapsed");
  // From an hour on, hours; done, nothing left.
  CHECK(progress_line("t", 1.0, 3725, "") ==
        "t [" + std::string(30, '#') + "] 100.0% 1:02:05 elapsed, about 0:00 left");
  // Half done in 2 h: 2 h left.
  CHECK(progress_line("t", 0.5, 7200, "x").ends_with("2:00:00 elapsed, about 2:00:00 left, x"));
}
