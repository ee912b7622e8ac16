// Running independent pieces of work on every core: the one parallel loop
// gen, the census, sampling and the stream share.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

#include "core/search_budget.h"

namespace puzzletab {

// At most this many threads for parallel work when set (0: no limit):
// query-mpi's processes each take one core.
inline std::atomic<unsigned> worker_limit{0};

// The threads parallel work runs on: one per core of this machine, or the
// limit.
inline unsigned worker_count() {
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  const unsigned limit = worker_limit.load(std::memory_order_relaxed);
  return limit == 0 ? cores : std::min(cores, limit);
}

// Calls work(begin, end) for the consecutive ranges [k * chunk, (k + 1) *
// chunk) covering [0, count) (the last one shorter), on every core. Threads
// take ranges in turn, so that a few slow ranges do not leave a core idle.
// The first exception a call throws is rethrown here once every thread has
// stopped; no range starts after it. Every thread works under the calling
// thread's search budget (--time-limit).
template <typename Work>
void parallel_chunks(std::uint64_t count, std::uint64_t chunk, Work work) {
  std::atomic<std::uint64_t> next{0};
  std::atomic<bool> failed{false};
  std::exception_ptr failure;
  std::mutex failure_mutex;
  SearchBudget* const budget = SearchBudget::current();
  auto run = [&] {
    const SearchBudget::Shared shared(budget);
    try {
      for (std::uint64_t begin; !failed && (begin = next.fetch_add(chunk)) < count;)
        work(begin, std::min(count, begin + chunk));
    } catch (...) {
      const std::lock_guard lock(failure_mutex);
      if (!failure) failure = std::current_exception();
      failed = true;
    }
  };
  {
    const unsigned threads =
        static_cast<unsigned>(std::min<std::uint64_t>(worker_count(), (count + chunk - 1) / chunk));
    std::vector<std::jthread> helpers;
    for (unsigned t = 1; t < threads; ++t) helpers.emplace_back(run);
    run();
  }  // joins
  if (failure) std::rethrow_exception(failure);
}

// parallel_chunks with ranges sized for the work: about 16 per core, small
// enough that a few slow items (fifteen's searches) balance out.
template <typename Work>
void parallel_for(std::uint64_t count, Work work) {
  constexpr std::uint64_t kChunksPerThread = 16;
  parallel_chunks(count, std::max<std::uint64_t>(1, count / (worker_count() * kChunksPerThread)),
                  work);
}

// parallel_chunks whose work(begin, end, out) appends what its range finds
// to `out`: everything found, in the ranges' order (the same from every
// run, whichever thread took which range).
template <typename T, typename Work>
std::vector<T> parallel_gather(std::uint64_t count, std::uint64_t chunk, Work work) {
  std::vector<std::vector<T>> found((count + chunk - 1) / chunk);
  parallel_chunks(count, chunk, [&](std::uint64_t begin, std::uint64_t end) {
    work(begin, end, found[begin / chunk]);
  });
  std::vector<T> all;
  for (const auto& f : found) all.insert(all.end(), f.begin(), f.end());
  return all;
}

}  // namespace puzzletab
