#include "modes/distributed.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <mutex>
#include <new>
#include <thread>
#include <utility>

#include "core/byte_order.h"
#include "core/errors.h"
#include "core/table_store.h"

namespace puzzletab {
namespace {

// A message that is not what the other process wrote: a fault of the
// program (or of a process of another version), never of the input.
[[noreturn]] void malformed() {
  throw SystemError("internal error: a message between processes is malformed");
}

class ByteWriter {
 public:
  ByteWriter& u8(unsigned v) {
    out_.push_back(static_cast<char>(v));
    return *this;
  }
  ByteWriter& u64(std::uint64_t v) {
    for (unsigned i = 0; i < 8; ++i) out_.push_back(static_cast<char>(v >> (8 * i) & 0xFF));
    return *this;
  }
  ByteWriter& text(std::string_view s) {
    u64(s.size());
    out_.append(s);
    return *this;
  }
  ByteWriter& raw(std::string_view s) {
    out_.append(s);
    return *this;
  }
  std::string take() { return std::move(out_); }

 private:
  std::string out_;
};

class ByteReader {
 public:
  explicit ByteReader(std::string_view in) : in_(in) {}
  unsigned u8() {
    if (in_.size() < 1) malformed();
    const auto v = static_cast<unsigned char>(in_[0]);
    in_.remove_prefix(1);
    return v;
  }
  std::uint64_t u64() {
    if (in_.size() < 8) malformed();
    const auto v = load_little_endian<std::uint64_t>(in_.data());
    in_.remove_prefix(8);
    return v;
  }
  std::string_view text() {
    const std::uint64_t n = u64();
    if (n > in_.size()) malformed();
    const std::string_view s = in_.substr(0, n);
    in_.remove_prefix(n);
    return s;
  }
  std::string_view rest() { return std::exchange(in_, {}); }

 private:
  std::string_view in_;
};

// A task: its kind, then what it needs.
//   cases:   first case's number, tokens a case, cases, then each token
//   subtree: the puzzle's description of the subtree
enum class TaskKind : unsigned { cases = 1, subtree = 2 };
// A task's result: how it ended, then
//   done:      a batch's answers (a failure or not: its case, status and
//              message; then the answers) or a subtree's encoded outcome
//   cancelled: nothing (the work was taken back)
//   failed:    the exit status and the message of what went wrong
enum class Ending : unsigned { done = 1, cancelled = 2, failed = 3 };

std::string failed(int status, std::string_view message) {
  return ByteWriter()
      .u8(static_cast<unsigned>(Ending::failed))
      .u8(static_cast<unsigned>(status))
      .raw(message)
      .take();
}

// Does one task in the calling thread; the thread's budget polls for the
// task being taken back (SearchCancelled).
std::string run_task(const Answering& answering, std::string_view task) {
  try {
    ByteReader in(task);
    const auto kind = static_cast<TaskKind>(in.u8());
    ByteWriter out;
    out.u8(static_cast<unsigned>(Ending::done));
    if (kind == TaskKind::subtree) {
      const std::atomic<std::int64_t> no_solution_yet{std::numeric_limits<std::int64_t>::max()};
      return out.raw(encode_outcome(answering.puzzle.search_subtree(in.rest(), no_solution_yet)))
          .take();
    }
    if (kind != TaskKind::cases) malformed();
    const std::uint64_t first_case = in.u64(), per_case = in.u64(), cases = in.u64();
    if (per_case == 0 || per_case != answering.puzzle.tokens_per_case() ||
        cases > (std::uint64_t{1} << 32))
      malformed();
    std::vector<std::string> tokens;
    for (std::uint64_t i = 0; i < cases * per_case; ++i) tokens.emplace_back(in.text());
    const CaseWatch watch{"", answering.time_limit, false};
    std::string answers;
    const auto failure =
        answer_batch(answering.writer, per_case, tokens, cases, first_case, watch, answers);
    out.u8(failure ? 1 : 0);
    if (failure)
      out.u64(failure->case_index)
          .u8(static_cast<unsigned>(failure->status))
          .text(failure->message);
    return out.raw(answers).take();
  } catch (const SearchCancelled&) {
    return ByteWriter().u8(static_cast<unsigned>(Ending::cancelled)).take();
  } catch (const SubtreeCancelled&) {
    return ByteWriter().u8(static_cast<unsigned>(Ending::cancelled)).take();
  } catch (const InputError& e) {
    return failed(kExitInput, e.what());
  } catch (const TableError& e) {
    return failed(kExitTable, e.what());
  } catch (const SystemError& e) {
    return failed(kExitSystem, e.what());
  } catch (const std::bad_alloc&) {
    return failed(kExitSystem, "memory exhausted");
  } catch (const std::exception& e) {
    return failed(kExitSystem, std::string("internal error: ") + e.what());
  }
}

// Waits a little when there was nothing to do, longer the longer there
// was nothing (up to 0.2 ms): a process waiting for work or answers must
// not take a core from those that search.
class Backoff {
 public:
  void reset() { wait_ = kShortest; }
  void wait() {
    std::this_thread::sleep_for(wait_);
    wait_ = std::min(wait_ * 2, kLongest);
  }

 private:
  static constexpr std::chrono::microseconds kShortest{10}, kLongest{200};
  std::chrono::microseconds wait_ = kShortest;
};

// The greeting: 1 and the tables' fingerprint, or 0, the status and why.
struct Hello {
  bool loaded = false;
  int status = 0;
  std::string text;
};

Hello read_hello(std::string_view bytes) {
  ByteReader in(bytes);
  Hello hello;
  hello.loaded = in.u8() == 1;
  if (!hello.loaded) hello.status = static_cast<int>(in.u8());
  hello.text = std::string(in.rest());
  return hello;
}

// The first line where two fingerprints differ, said for a person.
std::string first_difference(const std::string& mine, const std::string& theirs, int rank) {
  std::size_t a = 0, b = 0;
  for (;;) {
    const std::size_t a_end = mine.find('\n', a), b_end = theirs.find('\n', b);
    const std::string_view x = std::string_view(mine).substr(a, a_end - a);
    const std::string_view y = std::string_view(theirs).substr(b, b_end - b);
    if (x != y)
      return "process " + std::to_string(rank) + " has " + std::string(y) + ", process 0 " +
             std::string(x);
    if (a_end == std::string::npos || b_end == std::string::npos) return "they differ";
    a = a_end + 1;
    b = b_end + 1;
  }
}

}  // namespace

std::string tables_fingerprint(const Puzzle& puzzle, const std::string& tables) {
  const TableStore store(TableStore::locate(tables));
  std::string fingerprint;
  for (const auto& [spec, option] : table_specs(puzzle, true, true)) {
    fingerprint += spec.file_name + " ";
    const auto path = store.path(spec);
    if (!std::filesystem::exists(path)) {
      fingerprint += "missing\n";
      continue;
    }
    try {
      char checksum[32];
      std::snprintf(checksum, sizeof checksum, "%016llx",
                    static_cast<unsigned long long>(TableReader(path).payload_checksum()));
      fingerprint += std::string("checksum ") + checksum + "\n";
    } catch (const TableError&) {
      fingerprint += "damaged\n";
    }
  }
  return fingerprint;
}

std::string hello_loaded(const std::string& fingerprint) {
  return ByteWriter().u8(1).raw(fingerprint).take();
}

std::string hello_failed(int status, const std::string& message) {
  return ByteWriter().u8(0).u8(static_cast<unsigned>(status)).raw(message).take();
}

void serve(Transport& transport, const std::string& hello, const Answering* answering) {
  transport.send(0, Tag::hello, hello);
  Backoff backoff;
  for (;;) {
    auto message = transport.receive();
    if (!message) {
      backoff.wait();
      continue;
    }
    backoff.reset();
    if (message->tag == Tag::stop) return;
    if (message->tag == Tag::cancel) continue;  // for a task already done
    if (message->tag != Tag::task || answering == nullptr) malformed();
    ByteReader in(message->bytes);
    const std::uint64_t id = in.u64();
    bool taken_back = false, stopping = false;
    std::string result;
    {
      // Rank 0 may take the task back, or stop the run, while it runs.
      const SearchBudget budget([&] {
        while (auto m = transport.receive()) {
          if (m->tag == Tag::stop) stopping = true;
          if (m->tag == Tag::stop || (m->tag == Tag::cancel && ByteReader(m->bytes).u64() == id))
            taken_back = true;
        }
        if (taken_back) throw SearchCancelled{};
      });
      result = run_task(*answering, in.rest());
    }
    transport.send(0, Tag::result, ByteWriter().u64(id).raw(result).take());
    if (stopping) return;
  }
}

// Rank 0's own share of the work: a thread doing one task at a time.
class Coordinator::LocalWorker {
 public:
  explicit LocalWorker(const Answering& answering) : answering_(answering) {
    thread_ = std::thread([this] { loop(); });
  }
  ~LocalWorker() {
    {
      const std::lock_guard lock(mutex_);
      stop_ = true;
    }
    taken_back_ = true;
    wake_.notify_all();
    thread_.join();
  }
  LocalWorker(const LocalWorker&) = delete;
  LocalWorker& operator=(const LocalWorker&) = delete;

  void start(std::uint64_t id, std::string task) {
    {
      const std::lock_guard lock(mutex_);
      task_.emplace(id, std::move(task));
      taken_back_ = false;
    }
    wake_.notify_all();
  }
  void take_back() { taken_back_ = true; }
  std::optional<std::pair<std::uint64_t, std::string>> result() {
    const std::lock_guard lock(mutex_);
    return std::exchange(result_, std::nullopt);
  }

 private:
  void loop() {
    for (;;) {
      std::pair<std::uint64_t, std::string> task;
      {
        std::unique_lock lock(mutex_);
        wake_.wait(lock, [&] { return stop_ || task_; });
        if (stop_) return;
        task = std::move(*std::exchange(task_, std::nullopt));
      }
      std::string result;
      {
        const SearchBudget budget([this] {
          if (taken_back_) throw SearchCancelled{};
        });
        result = run_task(answering_, task.second);
      }
      const std::lock_guard lock(mutex_);
      result_.emplace(task.first, std::move(result));
    }
  }

  const Answering& answering_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stop_ = false;
  std::atomic<bool> taken_back_{false};
  std::optional<std::pair<std::uint64_t, std::string>> task_;
  std::optional<std::pair<std::uint64_t, std::string>> result_;
  std::thread thread_;
};

// One round of tasks 0..count-1, handed out in order as workers free up.
struct Coordinator::Run {
  std::size_t count = 0;
  std::function<std::string(std::size_t)> task;  // task i's bytes
  // Task i is done: what its result said after Ending::done.
  std::function<void(std::size_t, std::string_view)> done;
  // Called while waiting (the time limit, progress); may throw.
  std::function<void()> tick;
  // Tasks at or past this are not needed (done() lowers it).
  std::size_t needed = 0;
  std::uint64_t first_id = 0;
  std::size_t next = 0;
  std::vector<char> completed;
};

Coordinator::Coordinator(Transport& transport, const Answering& answering)
    : transport_(transport),
      answering_(answering),
      local_(std::make_unique<LocalWorker>(answering)),
      running_(static_cast<std::size_t>(transport.size()), 0) {}

Coordinator::~Coordinator() = default;

std::optional<CaseFailure> greet(Transport& transport, const std::string& fingerprint) {
  std::vector<std::optional<Hello>> hellos(static_cast<std::size_t>(transport.size()));
  Backoff backoff;
  for (std::size_t heard = 1; heard < hellos.size();) {
    auto message = transport.receive();
    if (!message) {
      backoff.wait();
      continue;
    }
    if (message->tag != Tag::hello || message->from <= 0 ||
        static_cast<std::size_t>(message->from) >= hellos.size() || hellos[message->from])
      malformed();
    hellos[static_cast<std::size_t>(message->from)] = read_hello(message->bytes);
    ++heard;
  }
  for (std::size_t r = 1; r < hellos.size(); ++r) {
    const Hello& hello = *hellos[r];
    const std::string who = "process " + std::to_string(r) + ": ";
    if (!hello.loaded) return CaseFailure{0, hello.status, who + hello.text};
    if (hello.text != fingerprint)
      return CaseFailure{0, kExitTable,
                         "the processes must read the same tables, and " +
                             first_difference(fingerprint, hello.text, static_cast<int>(r))};
  }
  return std::nullopt;
}

void Coordinator::cancel_running(std::size_t from_index, std::uint64_t first_id) {
  const std::uint64_t from = first_id + from_index;
  const std::uint64_t end = current_ ? first_id + current_->count : first_id;
  for (std::size_t w = 0; w < running_.size(); ++w) {
    const std::uint64_t id = running_[w];
    if (id < from || id >= end) continue;
    if (w == 0)
      local_->take_back();
    else
      transport_.send(static_cast<int>(w), Tag::cancel, ByteWriter().u64(id).take());
  }
}

// Takes in one result, if one has come: true when it did.
bool Coordinator::receive_one() {
  std::uint64_t id = 0;
  std::string bytes;
  std::size_t worker = 0;
  if (auto local = local_->result()) {
    id = local->first;
    bytes = std::move(local->second);
  } else if (auto message = transport_.receive()) {
    if (message->tag != Tag::result || message->from <= 0 ||
        static_cast<std::size_t>(message->from) >= running_.size())
      malformed();
    worker = static_cast<std::size_t>(message->from);
    ByteReader in(message->bytes);
    id = in.u64();
    bytes = std::string(in.rest());
  } else {
    return false;
  }
  if (running_[worker] != id) malformed();
  running_[worker] = 0;
  Run* run = current_;
  if (run == nullptr || id < run->first_id || id >= run->first_id + run->count)
    return true;  // a task taken back: its worker is free
  const std::size_t i = id - run->first_id;
  ByteReader in(bytes);
  const auto ending = static_cast<Ending>(in.u8());
  if (ending == Ending::cancelled) return true;
  if (ending == Ending::failed) {
    const int status = static_cast<int>(in.u8());
    const std::string what = "process " + std::to_string(worker) + ": " + std::string(in.rest());
    if (status == kExitInput) throw InputError(what);
    if (status == kExitTable) throw TableError(what);
    throw SystemError(what);
  }
  if (ending != Ending::done) malformed();
  run->completed[i] = 1;
  const std::size_t needed = run->needed;
  run->done(i, in.rest());
  if (run->needed < needed) cancel_running(run->needed, run->first_id);
  return true;
}

void Coordinator::run(Run& run) {
  run.first_id = next_task_;
  next_task_ += run.count;
  run.completed.assign(run.count, 0);
  run.needed = std::min(run.needed, run.count);
  current_ = &run;
  Backoff backoff;
  try {
    for (std::size_t lowest = 0;;) {
      for (std::size_t w = 0; w < running_.size() && run.next < run.needed; ++w) {
        if (running_[w] != 0) continue;
        const std::uint64_t id = run.first_id + run.next;
        std::string task = run.task(run.next++);
        running_[w] = id;
        if (w == 0)
          local_->start(id, std::move(task));
        else
          transport_.send(static_cast<int>(w), Tag::task, ByteWriter().u64(id).raw(task).take());
      }
      while (lowest < run.needed && run.completed[lowest]) ++lowest;
      if (lowest >= run.needed) break;
      run.tick();
      if (receive_one())
        backoff.reset();
      else
        backoff.wait();
    }
  } catch (...) {
    cancel_running(0, run.first_id);
    current_ = nullptr;
    throw;
  }
  cancel_running(run.needed, run.first_id);
  current_ = nullptr;
}

std::size_t Coordinator::search(const SubtreeJob& job, std::vector<SubtreeOutcome>& outcomes) {
  std::uint64_t nodes = job.nodes_before();
  std::size_t first_found = job.count();
  Run run;
  run.count = job.count();
  run.needed = job.count();
  run.task = [&](std::size_t i) {
    return ByteWriter().u8(static_cast<unsigned>(TaskKind::subtree)).raw(job.describe(i)).take();
  };
  run.done = [&](std::size_t i, std::string_view bytes) {
    outcomes[i] = decode_outcome(bytes);
    nodes += outcomes[i].expanded;
    if (outcomes[i].found && i < first_found) {
      first_found = i;
      run.needed = i + 1;
    }
  };
  run.tick = [&] { search_checkpoint(job.bound(), nodes); };
  this->run(run);
  return first_found;
}

int Coordinator::answer_spread(TokenSource& source, int out_fd, std::string_view program) {
  const Puzzle& puzzle = answering_.puzzle;
  const std::size_t per_case = puzzle.tokens_per_case();
  const std::size_t workers = running_.size();
  return answer_batches(
      puzzle, source, out_fd, answering_.time_limit, program,
      [&](std::span<const std::string> tokens, std::size_t cases, std::size_t first_case,
          const CaseWatch&, std::string& out) -> std::optional<CaseFailure> {
        // A case a task where a case can take seconds; else about eight
        // tasks a worker, so that a slow one leaves the others work.
        const std::size_t chunk =
            puzzle.solve_cost() >= SolveCost::seconds
                ? 1
                : std::max<std::size_t>(1, (cases + 8 * workers - 1) / (8 * workers));
        const std::size_t tasks = (cases + chunk - 1) / chunk;
        std::vector<std::string> answers(tasks);
        std::vector<std::optional<CaseFailure>> failures(tasks);
        Run run;
        run.count = tasks;
        run.needed = tasks;
        run.task = [&](std::size_t i) {
          const std::size_t begin = i * chunk, end = std::min(cases, begin + chunk);
          ByteWriter task;
          task.u8(static_cast<unsigned>(TaskKind::cases))
              .u64(first_case + begin)
              .u64(per_case)
              .u64(end - begin);
          for (std::size_t t = begin * per_case; t < end * per_case; ++t) task.text(tokens[t]);
          return task.take();
        };
        run.done = [&](std::size_t i, std::string_view bytes) {
          ByteReader in(bytes);
          if (in.u8() == 1) {
            const std::uint64_t index = in.u64();
            const int status = static_cast<int>(in.u8());
            failures[i] = CaseFailure{i * chunk + index, status, std::string(in.text())};
            run.needed = std::min(run.needed, i + 1);
          }
          answers[i] = std::string(in.rest());
        };
        run.tick = [] {};
        this->run(run);
        for (std::size_t i = 0; i < tasks; ++i) {
          out += answers[i];
          if (failures[i]) return failures[i];
        }
        return std::nullopt;
      });
}

void Coordinator::finish() {
  Backoff backoff;
  while (std::any_of(running_.begin(), running_.end(), [](std::uint64_t id) { return id != 0; })) {
    if (receive_one())
      backoff.reset();
    else
      backoff.wait();
  }
  stop_workers(transport_);
}

void stop_workers(Transport& transport) {
  for (int r = 1; r < transport.size(); ++r) transport.send(r, Tag::stop, "");
}

}  // namespace puzzletab
