// Running independent pieces of work on every core.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace puzzletab {

// Calls work(begin, end) for consecutive ranges covering [0, count), on
// every core. Ranges are small and taken in turn, so that a few slow items
// (fifteen's searches) do not leave a core idle. The first exception a call
// throws is rethrown here once every thread has stopped.
template <typename Work>
void parallel_for(std::uint64_t count, Work work) {
  constexpr std::uint64_t kChunksPerThread = 16;
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  const std::uint64_t chunk = std::max<std::uint64_t>(1, count / (cores * kChunksPerThread));
  std::atomic<std::uint64_t> next{0};
  std::atomic<bool> failed{false};
  std::exception_ptr failure;
  std::mutex failure_mutex;
  auto run = [&] {
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
        static_cast<unsigned>(std::min<std::uint64_t>(cores, (count + chunk - 1) / chunk));
    std::vector<std::jthread> helpers;
    for (unsigned t = 1; t < threads; ++t) helpers.emplace_back(run);
    run();
  }  // joins
  if (failure) std::rethrow_exception(failure);
}

}  // namespace puzzletab
