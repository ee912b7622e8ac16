#include <doctest/doctest.h>

#include <thread>

#include "core/search_budget.h"

using namespace puzzletab;

TEST_CASE("a search outside any budget is never stopped") {
  CHECK_NOTHROW(search_checkpoint(80, kCheckpointNodes));
}

TEST_CASE("a budget stops its thread's searches once its time has passed, and only then") {
  SearchBudget budget("case 1", Seconds(0.05), false);
  CHECK_NOTHROW(search_checkpoint(40, kCheckpointNodes));
  std::this_thread::sleep_for(std::chrono::milliseconds(60));
  // Another thread's searches have their own budget, here none.
  std::thread([] { CHECK_NOTHROW(search_checkpoint(40, kCheckpointNodes)); }).join();
  try {
    search_checkpoint(62, 3 * kCheckpointNodes);
    FAIL("no timeout");
  } catch (const SearchTimeout& e) {
    CHECK(std::string(e.what()) ==
          "no answer within --time-limit 0.05 s: the search stopped at bound 62 after 196,608 "
          "nodes");
  }
}

TEST_CASE("a budget without a limit only watches") {
  const SearchBudget budget("case 1", std::nullopt, false);
  std::this_thread::sleep_for(std::chrono::milliseconds(5));
  CHECK_NOTHROW(search_checkpoint(10, kCheckpointNodes));
}

TEST_CASE("a budget ends the budget it was set inside only when it ends") {
  const SearchBudget outer("case 1", Seconds(0.001), false);
  { const SearchBudget inner("case 1", std::nullopt, false); }
  std::this_thread::sleep_for(std::chrono::milliseconds(5));
  CHECK_THROWS_AS(search_checkpoint(10, kCheckpointNodes), SearchTimeout);
}
