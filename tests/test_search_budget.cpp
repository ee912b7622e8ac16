#include <doctest/doctest.h>

#include <atomic>
#include <thread>

#include "core/parallel.h"
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
    // The nodes of every checkpoint: the whole search's, not the last's.
    CHECK(std::string(e.what()) ==
          "no answer within --time-limit 0.05 s: the search stopped at bound 62 after 262,144 "
          "nodes");
  }
  search_nodes(100);  // a thread's rest, counted as it stops
  CHECK(budget.timeout_message() ==
        "no answer within --time-limit 0.05 s: the search stopped at bound 62 after 262,244 "
        "nodes");
}

TEST_CASE("the threads a search starts work under its budget, and count to it") {
  SearchBudget budget("case 1", Seconds(0.05), false);
  std::atomic<unsigned> stopped{0};
  CHECK_THROWS_AS(parallel_chunks(64, 1,
                                  [&](std::uint64_t, std::uint64_t) {
                                    search_nodes(10);
                                    try {
                                      for (;;) search_checkpoint(7, 1);
                                    } catch (const SearchTimeout&) {
                                      ++stopped;
                                      throw;
                                    }
                                  }),
                  SearchTimeout);
  // Each thread stopped by the limit; none started a range after the first stopped.
  CHECK(stopped.load() >= 1);
  CHECK(stopped.load() <= worker_count());
  CHECK(budget.nodes() > 10 * stopped.load());
  // A thread the search did not start has a budget of its own (none here).
  std::thread([] { CHECK(SearchBudget::current() == nullptr); }).join();
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

TEST_CASE("a polling budget polls on its own thread only, and its cancel reaches every thread") {
  // query-mpi's poll calls MPI, which its processes call from one thread.
  const std::thread::id owner = std::this_thread::get_id();
  unsigned polls = 0;
  bool cancel = false;
  SearchBudget budget([&] {
    CHECK(std::this_thread::get_id() == owner);
    ++polls;
    if (cancel) throw SearchCancelled{};
  });
  SearchBudget* shared = SearchBudget::current();
  const auto on_other_thread = [&] {
    bool cancelled = false;
    std::thread([&] {
      const SearchBudget::Shared as(shared);
      try {
        search_checkpoint(10, kCheckpointNodes);
      } catch (const SearchCancelled&) {
        cancelled = true;
      }
    }).join();
    return cancelled;
  };
  // Within it, a case's time limit still polls.
  {
    const SearchBudget limit("case", std::nullopt, false);
    search_checkpoint(10, kCheckpointNodes);
  }
  CHECK(polls == 1);
  CHECK_FALSE(on_other_thread());
  CHECK(polls == 1);
  cancel = true;
  CHECK_THROWS_AS(search_checkpoint(10, kCheckpointNodes), SearchCancelled);
  CHECK(on_other_thread());
  CHECK(polls == 2);
}
