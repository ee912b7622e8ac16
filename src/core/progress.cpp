#include "core/progress.h"

#include <unistd.h>

#include <cstdio>

namespace puzzletab {

Progress::Progress(std::string label, std::uint64_t total,
                   std::chrono::steady_clock::duration quiet_for)
    : label_(std::move(label)),
      total_(total == 0 ? 1 : total),
      active_(::isatty(2) == 1),
      quiet_until_(std::chrono::steady_clock::now() + quiet_for) {}

Progress::~Progress() {
  if (active_ && last_ != std::chrono::steady_clock::time_point{}) std::fprintf(stderr, "\r\033[K");
}

void Progress::update(std::uint64_t done, const std::string& note) {
  if (!active_) return;
  const std::unique_lock lock(mutex_, std::try_to_lock);
  if (!lock.owns_lock()) return;
  const auto now = std::chrono::steady_clock::now();
  if (now < quiet_until_ || now - last_ < std::chrono::milliseconds(100)) return;
  last_ = now;
  constexpr int kWidth = 30;
  const double fraction = static_cast<double>(std::min(done, total_)) / static_cast<double>(total_);
  const int filled = static_cast<int>(fraction * kWidth);
  std::fprintf(stderr, "\r\033[K%s [%.*s%*s] %5.1f%% %s", label_.c_str(), filled,
               "##############################", kWidth - filled, "", 100.0 * fraction,
               note.c_str());
  std::fflush(stderr);
}

}  // namespace puzzletab
