// A bound in time on one case's search, and its progress on a terminal.
// query's stream sets a budget around each case a thread answers; the
// threads a search starts (core/parallel.h) work under the same budget.
// The searches that can run long (the 3x3x3's and fifteen's IDA*,
// solitaire's) call search_checkpoint at least every kCheckpointNodes
// nodes: a clock read then, and nothing at all when no budget is set.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <thread>

#include "core/errors.h"

namespace puzzletab {

inline constexpr std::uint64_t kCheckpointNodes = std::uint64_t{1} << 16;

// A search stopped by its time limit: exit status 4 for its case.
struct SearchTimeout : SystemError {
  using SystemError::SystemError;
};

using Seconds = std::chrono::duration<double>;

// Thrown by a budget's poll (below) when the search's work is no longer
// wanted: query-mpi's coordinator took it back. Not an error, and not a
// std::exception, so that no case's handler takes it for one.
struct SearchCancelled {};

class SearchBudget {
 public:
  // For the calling thread's searches, and the threads they start, until
  // destroyed: stops them after `limit` (none: never) and, when
  // `show_progress`, shows a search that takes longer than a second on
  // stderr as "LABEL: searching, ...", cleared when it ends.
  SearchBudget(std::string label, std::optional<Seconds> limit, bool show_progress);
  // For the calling thread's searches until destroyed: calls `poll` at
  // each of that thread's checkpoints (query-mpi's processes read their
  // messages there, and poll throws SearchCancelled when the work is taken
  // back); once it has thrown, the threads the search started throw
  // SearchCancelled at their next checkpoint. Only the calling thread
  // polls, for MPI is called from one thread (MPI_THREAD_FUNNELED). A
  // budget made within its lifetime (a case's time limit) still polls.
  explicit SearchBudget(std::function<void()> poll);
  ~SearchBudget();
  SearchBudget(const SearchBudget&) = delete;
  SearchBudget& operator=(const SearchBudget&) = delete;

  // See search_checkpoint.
  void checkpoint(unsigned bound, std::uint64_t new_nodes);
  void count(std::uint64_t new_nodes) { nodes_.fetch_add(new_nodes, std::memory_order_relaxed); }

  // The nodes every thread of the search counted so far, and the message
  // of a search stopped by the limit with them: once its threads have
  // stopped, the whole search's.
  std::uint64_t nodes() const { return nodes_.load(std::memory_order_relaxed); }
  // The highest bound a checkpoint told it so far.
  unsigned bound() const { return bound_.load(std::memory_order_relaxed); }
  std::string timeout_message() const;

  // The calling thread's budget (nullptr for none).
  static SearchBudget* current();

  // Makes `budget` the calling thread's until destroyed: a thread a search
  // starts works under the budget of the thread that started it.
  class Shared {
   public:
    explicit Shared(SearchBudget* budget);
    ~Shared();
    Shared(const Shared&) = delete;
    Shared& operator=(const Shared&) = delete;

   private:
    SearchBudget* outer_;
  };

 private:
  std::string label_;
  std::optional<Seconds> limit_;
  bool show_progress_;
  std::chrono::steady_clock::time_point start_;
  std::atomic<std::uint64_t> nodes_{0};
  std::atomic<unsigned> bound_{0};
  // Guarded by the one progress line's mutex.
  std::chrono::steady_clock::time_point last_drawn_{};
  bool drawn_ = false;
  std::function<void()> poll_;
  std::thread::id polling_thread_;
  std::atomic<bool> cancelled_{false};
  SearchBudget* outer_;
};

// Called by a search at least every kCheckpointNodes nodes with its bound
// (IDA*'s cost bound, a breadth-first search's depth) and the nodes it
// expanded since its last call, on any of its threads. Throws SearchTimeout
// when the calling thread's budget has run out.
void search_checkpoint(unsigned bound, std::uint64_t new_nodes);
// The nodes a search expanded since its last checkpoint, counted when it
// stops (never throws): the budget's count is then the whole search's.
void search_nodes(std::uint64_t new_nodes);

}  // namespace puzzletab
