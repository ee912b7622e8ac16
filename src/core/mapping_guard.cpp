#include "core/mapping_guard.h"

#include <signal.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <mutex>

#include "core/errors.h"

namespace puzzletab {
namespace {

// More than any run maps: a puzzle uses at most three tables.
constexpr std::size_t kSlots = 32;

struct Slot {
  std::atomic<const std::byte*> begin{nullptr};  // nullptr: free
  std::size_t size = 0;
  std::string message;
};

std::array<Slot, kSlots> slots;
std::mutex slots_mutex;

// Async-signal-safe: reads the slots, write(2), _exit(2).
void on_bus_error(int, siginfo_t* info, void*) {
  const auto* at = static_cast<const std::byte*>(info->si_addr);
  for (const Slot& slot : slots) {
    const std::byte* begin = slot.begin.load(std::memory_order_acquire);
    if (begin != nullptr && at >= begin && at < begin + slot.size) {
      [[maybe_unused]] const auto written =
          ::write(STDERR_FILENO, slot.message.data(), slot.message.size());
      ::_exit(kExitTable);
    }
  }
  // Not a table: the default action, when the instruction faults again.
  ::signal(SIGBUS, SIG_DFL);
}

void install_handler() {
  struct sigaction action {};
  action.sa_sigaction = on_bus_error;
  action.sa_flags = SA_SIGINFO;
  sigemptyset(&action.sa_mask);
  ::sigaction(SIGBUS, &action, nullptr);
}

}  // namespace

int guard_mapping(const std::byte* begin, std::size_t size, std::string message) {
  static std::once_flag installed;
  std::call_once(installed, install_handler);
  const std::lock_guard lock(slots_mutex);
  for (std::size_t i = 0; i < kSlots; ++i) {
    Slot& slot = slots[i];
    if (slot.begin.load(std::memory_order_relaxed) != nullptr) continue;
    slot.size = size;
    slot.message = std::move(message) + "\n";
    slot.begin.store(begin, std::memory_order_release);
    return static_cast<int>(i);
  }
  return -1;
}

void release_mapping(int slot) {
  if (slot < 0) return;
  const std::lock_guard lock(slots_mutex);
  slots[static_cast<std::size_t>(slot)].begin.store(nullptr, std::memory_order_release);
}

}  // namespace puzzletab
