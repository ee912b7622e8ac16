// A bound in time on one case's search, and its progress on a terminal.
// query's stream sets a budget around each case a thread answers; the
// searches that can run long (fifteen's IDA*, solitaire's) call
// search_checkpoint every kCheckpointNodes nodes: a clock read then, and
// nothing at all when no budget is set.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

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
  // For the calling thread's searches until destroyed: stops them after
  // `limit` (none: never) and, when `show_progress`, shows a search that
  // takes longer than a second on stderr as "LABEL: searching, ...",
  // cleared when it ends.
  SearchBudget(std::string label, std::optional<Seconds> limit, bool show_progress);
  // For the calling thread's searches until destroyed: calls `poll` at
  // every checkpoint (query-mpi's processes read their messages there, and
  // poll throws SearchCancelled when the work is taken back). A budget
  // made within its lifetime (a case's time limit) still calls it.
  explicit SearchBudget(std::function<void()> poll);
  ~SearchBudget();
  SearchBudget(const SearchBudget&) = delete;
  SearchBudget& operator=(const SearchBudget&) = delete;

  // See search_checkpoint.
  void checkpoint(unsigned bound, std::uint64_t nodes);

 private:
  std::string label_;
  std::optional<Seconds> limit_;
  bool show_progress_;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_drawn_{};
  bool drawn_ = false;
  std::function<void()> poll_;
  SearchBudget* outer_;
};

// Called by a search every kCheckpointNodes nodes with its bound (IDA*'s
// cost bound, a breadth-first search's depth) and the nodes it expanded so
// far. Throws SearchTimeout when the calling thread's budget has run out.
void search_checkpoint(unsigned bound, std::uint64_t nodes);

}  // namespace puzzletab
