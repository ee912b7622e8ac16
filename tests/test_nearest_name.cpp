// "Did you mean": the distance of a typing slip, and the name it points to.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/nearest_name.h"

using namespace puzzletab;

TEST_CASE("nearest_name: a swap of two neighbours is one edit, as are the others") {
  CHECK(typing_distance("msqaure", "msquare") == 1);
  CHECK(typing_distance("msquare", "msquare") == 0);
  CHECK(typing_distance("MSQUARE", "msquare") == 0);
  CHECK(typing_distance("--fromm", "--from") == 1);
  CHECK(typing_distance("eigth", "eight") == 1);
  CHECK(typing_distance("", "abc") == 3);
  CHECK(typing_distance("kitten", "sitting") == 3);
}

TEST_CASE("nearest_name: a near name is suggested, a far one is not") {
  const std::vector<std::string> puzzles = {"msquare", "eight", "fifteen", "clocks", "clock12"};
  CHECK(nearest_name("msqaure", puzzles) == "msquare");
  CHECK(nearest_name("fiften", puzzles) == "fifteen");
  CHECK(nearest_name("clock", puzzles) == "clocks");  // the first of two at one edit
  CHECK_FALSE(nearest_name("nosuch", puzzles));
  CHECK_FALSE(nearest_name("x", puzzles));
  const std::vector<std::string> options = {"--from", "--format", "--random", "--stats"};
  CHECK(nearest_name("--radnom", options) == "--random");
  CHECK_FALSE(nearest_name("--zzzzzz", options));
}
