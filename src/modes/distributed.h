// Answering over several processes (query-mpi, docs/mpi.md). One process,
// rank 0, reads the cases, hands out work and writes the answers; every
// process, rank 0 too (a thread of its own), does the work it is handed.
// Two ways to share it out: a stream's cases go a batch at a time to the
// processes as they free up (any puzzle); or rank 0 answers each case in
// turn and hands out the subtrees of its long iterations (core/
// split_search.h: fifteen, twentyfour). Either way the output is query's,
// byte for byte, and the node counts are one process's. The messages
// travel over a Transport: MPI in query-mpi, threads in the tests.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/output_format.h"
#include "core/puzzle.h"
#include "core/search_budget.h"
#include "core/split_search.h"
#include "modes/stream.h"

namespace puzzletab {

enum class Tag : int {
  hello = 1,  // worker -> rank 0, once: loaded or not, and its tables
  task,       // rank 0 -> an idle worker
  result,     // worker -> rank 0: a task's outcome; the worker is idle again
  cancel,     // rank 0 -> a worker: the task it runs is no longer wanted
  stop,       // rank 0 -> every worker, at the end
};

struct Message {
  int from = 0;
  Tag tag = Tag::hello;
  std::string bytes;
};

// Messages between the processes of one run, numbered 0..size()-1.
class Transport {
 public:
  virtual ~Transport() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  // Sends without waiting for the receiver (the bytes are copied).
  virtual void send(int to, Tag tag, std::string_view bytes) = 0;
  // A message that has arrived for this process, or nothing yet.
  virtual std::optional<Message> receive() = 0;
};

// What every process answers with, set up the same way in each from the
// same command line: the puzzle (loaded), the writer of the format asked
// for, and each case's time limit.
struct Answering {
  const Puzzle& puzzle;
  CaseWriter writer;
  std::optional<Seconds> time_limit;
};

// The puzzle's tables in the folder `tables` names (query's --tables), a
// line each: its name and the payload checksum of its header, or missing
// or damaged. Every process must have rank 0's.
std::string tables_fingerprint(const Puzzle& puzzle, const std::string& tables);

// A worker's greeting: its puzzle loaded, with its tables' fingerprint;
// or the status and message of why not.
std::string hello_loaded(const std::string& fingerprint);
std::string hello_failed(int status, const std::string& message);

// A process other than rank 0: greets rank 0 with `hello`, then does
// what it is handed until told to stop. With `answering` absent (its
// command line or load failed) it is never handed anything.
void serve(Transport& transport, const std::string& hello, const Answering* answering);

// Rank 0: waits for every worker's greeting. Nothing when each loaded
// tables with rank 0's `fingerprint`; else the status and message to stop
// with (naming the process).
std::optional<CaseFailure> greet(Transport& transport, const std::string& fingerprint);
// Rank 0: tells every worker to stop (none may be running a task).
void stop_workers(Transport& transport);

// Rank 0.
class Coordinator final : public SubtreeDistributor {
 public:
  Coordinator(Transport& transport, const Answering& answering);
  ~Coordinator() override;
  Coordinator(const Coordinator&) = delete;
  Coordinator& operator=(const Coordinator&) = delete;

  // Answers every case of `source`, a batch at a time spread over the
  // processes, writing to `out_fd` in input order; the exit status, as
  // answer_stream's (its messages start with `program`).
  int answer_spread(TokenSource& source, int out_fd, std::string_view program);

  // SubtreeDistributor: one iteration's subtrees over the processes.
  std::size_t search(const SubtreeJob& job, std::vector<SubtreeOutcome>& outcomes) override;

  // Waits for the work still handed out (taken back) and tells every
  // worker to stop. Called once, at the end, also after a failure.
  void finish();

 private:
  class LocalWorker;
  struct Run;
  void run(Run& run);
  void cancel_running(std::size_t from_index, std::uint64_t first_task);
  bool receive_one();

  Transport& transport_;
  const Answering& answering_;
  std::unique_ptr<LocalWorker> local_;
  // What each worker runs: the task's id, or 0 when idle. Worker 0 is
  // rank 0's own thread, worker r the process of rank r.
  std::vector<std::uint64_t> running_;
  std::uint64_t next_task_ = 1;
  Run* current_ = nullptr;
};

}  // namespace puzzletab
