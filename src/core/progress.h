// A progress bar for long work (table builds, --stats, --random): drawn on
// stderr only when stderr is a terminal, so logs and pipes stay quiet, and
// only once the work has taken `quiet_for`, so quick work stays quiet too.
// It says how long the work has run and, once a little of it is done, about
// how long is left.
#pragma once

#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>

namespace puzzletab {

class Progress {
 public:
  Progress(std::string label, std::uint64_t total,
           std::chrono::steady_clock::duration quiet_for = {});
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  // Redraws at most ten times a second; cheap to call often, from any thread.
  void update(std::uint64_t done, const std::string& note = "");

 private:
  std::string label_;
  std::uint64_t total_;
  bool active_;
  std::mutex mutex_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point last_{};
  std::chrono::steady_clock::time_point quiet_until_;
};

// The bar's line for `fraction` (0..1) of the work done in `seconds`: the
// time left is the time so far scaled by what remains, given from 1% on.
std::string progress_line(const std::string& label, double fraction, double seconds,
                          const std::string& note);

}  // namespace puzzletab
