#include "core/progress.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>

namespace puzzletab {
namespace {

// m:ss, or h:mm:ss from an hour on.
std::string clock_text(double seconds) {
  const auto s = static_cast<unsigned long long>(std::max(0.0, seconds) + 0.5);
  char text[32];
  if (s >= 3600)
    std::snprintf(text, sizeof text, "%llu:%02llu:%02llu", s / 3600, s / 60 % 60, s % 60);
  else
    std::snprintf(text, sizeof text, "%llu:%02llu", s / 60, s % 60);
  return text;
}

}  // namespace

std::string progress_line(const std::string& label, double fraction, double seconds,
                          const std::string& note) {
  constexpr int kWidth = 30;
  fraction = std::clamp(fraction, 0.0, 1.0);
  const int filled = static_cast<int>(fraction * kWidth);
  std::string line = label;
  line += " [";
  line.append(static_cast<std::size_t>(filled), '#');
  line.append(static_cast<std::size_t>(kWidth - filled), ' ');
  char percent[16];
  std::snprintf(percent, sizeof percent, "] %5.1f%% ", 100.0 * fraction);
  line += percent;
  line += clock_text(seconds);
  line += " elapsed";
  if (fraction >= 0.01) {
    line += ", about ";
    line += clock_text(seconds * (1 - fraction) / fraction);
    line += " left";
  }
  if (!note.empty()) {
    line += ", ";
    line += note;
  }
  return line;
}

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
  const double fraction = static_cast<double>(std::min(done, total_)) / static_cast<double>(total_);
  const std::string line =
      progress_line(label_, fraction, std::chrono::duration<double>(now - start_).count(), note);
  std::fprintf(stderr, "\r\033[K%s", line.c_str());
  std::fflush(stderr);
}

}  // namespace puzzletab
