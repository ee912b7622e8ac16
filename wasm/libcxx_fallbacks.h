// The C++20 library parts the library uses that the libc++ of Debian's
// emscripten (3.1.6) lacks, each supplied only when the library does not
// declare it (its feature-test macro). The web build (wasm/CMakeLists.txt)
// includes this file before every source with -include; the native build
// never sees it, so its code and speed are those of the standard library.
// The module is single-threaded: the fallbacks need not be fast under
// contention, only correct (docs/decisions.md, "The web build's library
// fallbacks").
#pragma once

#include <memory>
#include <thread>
#include <type_traits>
#include <version>

namespace std {

#if !defined(__cpp_lib_smart_ptr_for_overwrite)
// make_unique_for_overwrite: default-initialised, as the standard's.
template <typename T>
requires(!is_array_v<T>) unique_ptr<T> make_unique_for_overwrite() {
  return unique_ptr<T>(new T);
}
template <typename T>
requires is_unbounded_array_v<T> unique_ptr<T> make_unique_for_overwrite(size_t count) {
  return unique_ptr<T>(new remove_extent_t<T>[count]);
}
#endif

#if !defined(__cpp_lib_jthread)
// jthread as the library uses it: a thread joined when destroyed (no stop
// token).
class jthread : public thread {
 public:
  using thread::thread;
  jthread(jthread&&) noexcept = default;
  jthread& operator=(jthread&&) noexcept = default;
  ~jthread() {
    if (joinable()) join();
  }
};
#endif

#if !defined(__cpp_lib_atomic_ref)
// atomic_ref over the compiler's __atomic builtins, which are what libc++'s
// own atomic_ref is made of: the operations the library uses.
template <typename T>
class atomic_ref {
  static_assert(is_trivially_copyable_v<T>);

 public:
  explicit atomic_ref(T& object) noexcept : object_(&object) {}
  T load(memory_order order = memory_order_seq_cst) const noexcept {
    return __atomic_load_n(object_, static_cast<int>(order));
  }
  void store(T desired, memory_order order = memory_order_seq_cst) const noexcept {
    __atomic_store_n(object_, desired, static_cast<int>(order));
  }
  bool compare_exchange_strong(T& expected, T desired,
                               memory_order order = memory_order_seq_cst) const noexcept {
    return __atomic_compare_exchange_n(object_, &expected, desired, false, static_cast<int>(order),
                                       failure_order(order));
  }
  T fetch_or(T operand, memory_order order = memory_order_seq_cst) const noexcept {
    return __atomic_fetch_or(object_, operand, static_cast<int>(order));
  }
  T fetch_and(T operand, memory_order order = memory_order_seq_cst) const noexcept {
    return __atomic_fetch_and(object_, operand, static_cast<int>(order));
  }

 private:
  // A failed compare-exchange only reads: release orders nothing there.
  static int failure_order(memory_order order) {
    if (order == memory_order_acq_rel) return __ATOMIC_ACQUIRE;
    if (order == memory_order_release) return __ATOMIC_RELAXED;
    return static_cast<int>(order);
  }
  T* object_;
};
template <typename T>
atomic_ref(T&) -> atomic_ref<T>;
#endif

}  // namespace std
