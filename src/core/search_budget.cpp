#include "core/search_budget.h"

#include <cstdio>
#include <mutex>

#include "core/thousands.h"

namespace puzzletab {
namespace {

// A search shows its progress only when it has taken this long.
constexpr Seconds kQuietFor{1.0};
// And redraws it at most this often.
constexpr Seconds kRedrawEvery{0.2};

thread_local SearchBudget* current_budget = nullptr;

// The progress line is one for all threads: the last to draw shows.
std::mutex progress_mutex;

std::string seconds_text(Seconds s) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", s.count());
  return text;
}

}  // namespace

SearchBudget::SearchBudget(std::string label, std::optional<Seconds> limit, bool show_progress)
    : label_(std::move(label)),
      limit_(limit),
      show_progress_(show_progress),
      start_(std::chrono::steady_clock::now()),
      outer_(current_budget) {
  current_budget = this;
}

SearchBudget::SearchBudget(std::function<void()> poll)
    : show_progress_(false),
      start_(std::chrono::steady_clock::now()),
      poll_(std::move(poll)),
      polling_thread_(std::this_thread::get_id()),
      outer_(current_budget) {
  current_budget = this;
}

SearchBudget::~SearchBudget() {
  current_budget = outer_;
  if (!show_progress_) return;
  const std::lock_guard lock(progress_mutex);
  if (drawn_) std::fputs("\r\033[K", stderr);
}

SearchBudget* SearchBudget::current() {
  return current_budget;
}

SearchBudget::Shared::Shared(SearchBudget* budget) : outer_(current_budget) {
  current_budget = budget;
}

SearchBudget::Shared::~Shared() {
  current_budget = outer_;
}

std::string SearchBudget::timeout_message() const {
  return "no answer within --time-limit " + seconds_text(limit_.value_or(Seconds(0))) +
         " s: the search stopped at bound " + std::to_string(bound_.load()) + " after " +
         with_commas(nodes()) + " nodes";
}

void SearchBudget::checkpoint(unsigned bound, std::uint64_t new_nodes) {
  if (poll_) {
    if (std::this_thread::get_id() != polling_thread_) {
      if (cancelled_.load(std::memory_order_relaxed)) throw SearchCancelled{};
    } else {
      try {
        poll_();
      } catch (const SearchCancelled&) {
        cancelled_.store(true, std::memory_order_relaxed);
        throw;
      }
    }
  }
  if (outer_ != nullptr) outer_->checkpoint(bound, new_nodes);
  count(new_nodes);
  for (unsigned seen = bound_.load(std::memory_order_relaxed);
       seen < bound && !bound_.compare_exchange_weak(seen, bound, std::memory_order_relaxed);) {
  }
  const auto now = std::chrono::steady_clock::now();
  const Seconds spent = now - start_;
  if (limit_ && spent > *limit_) throw SearchTimeout(timeout_message());
  if (!show_progress_ || spent < kQuietFor) return;
  const std::lock_guard lock(progress_mutex);
  if (now - last_drawn_ < kRedrawEvery) return;
  last_drawn_ = now;
  drawn_ = true;
  std::fprintf(stderr, "\r\033[K%s: searching, bound %u, %s nodes, %.0f s", label_.c_str(),
               bound_.load(), with_commas(nodes()).c_str(), spent.count());
}

void search_checkpoint(unsigned bound, std::uint64_t new_nodes) {
  if (current_budget != nullptr) current_budget->checkpoint(bound, new_nodes);
}

void search_nodes(std::uint64_t new_nodes) {
  if (current_budget != nullptr) current_budget->count(new_nodes);
}

}  // namespace puzzletab
