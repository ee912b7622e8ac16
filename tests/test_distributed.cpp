// query-mpi's coordination (modes/distributed.h) over threads instead of
// MPI processes: each "process" a thread with a puzzle of its own, loaded
// from the same tables, the messages in queues. What query-mpi adds over
// MPI itself is tested by tests/cli_mpi.sh.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <unistd.h>

#include <condition_variable>
#include <deque>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>

#include "core/errors.h"
#include "core/parallel.h"
#include "core/split_search.h"
#include "loaded_puzzle.h"
#include "modes/distributed.h"
#include "modes/stream.h"
#include "puzzles/registry.h"
#include "puzzles/sliding/fifteen.h"
#include "puzzles/sliding/pattern_solver.h"
#include "sanitized.h"
#include "temp_files.h"

using namespace puzzletab;

namespace {

// Queues between `size` endpoints, one a thread.
class Queues {
 public:
  explicit Queues(int size) : inboxes_(static_cast<std::size_t>(size)) {}
  void put(int to, Message m) {
    const std::lock_guard lock(mutex_);
    inboxes_[static_cast<std::size_t>(to)].push_back(std::move(m));
  }
  std::optional<Message> take(int rank) {
    const std::lock_guard lock(mutex_);
    auto& inbox = inboxes_[static_cast<std::size_t>(rank)];
    if (inbox.empty()) return std::nullopt;
    Message m = std::move(inbox.front());
    inbox.pop_front();
    return m;
  }
  int size() const { return static_cast<int>(inboxes_.size()); }
  // Messages sent so far of a tag, to any endpoint.
  int sent(Tag tag) const {
    const std::lock_guard lock(mutex_);
    return counts_[static_cast<std::size_t>(tag)];
  }
  void count(Tag tag) {
    const std::lock_guard lock(mutex_);
    ++counts_[static_cast<std::size_t>(tag)];
  }

 private:
  mutable std::mutex mutex_;
  std::vector<std::deque<Message>> inboxes_;
  std::array<int, 8> counts_{};
};

class QueueTransport final : public Transport {
 public:
  QueueTransport(Queues& queues, int rank) : queues_(queues), rank_(rank) {}
  int rank() const override { return rank_; }
  int size() const override { return queues_.size(); }
  void send(int to, Tag tag, std::string_view bytes) override {
    queues_.count(tag);
    queues_.put(to, Message{rank_, tag, std::string(bytes)});
  }
  std::optional<Message> receive() override { return queues_.take(rank_); }

 private:
  Queues& queues_;
  int rank_;
};

std::unique_ptr<Puzzle> make(std::string_view name, const std::string& options) {
  auto puzzles = make_puzzles(name);
  for (auto& p : puzzles)
    if (p->name() == name) return testing::loaded_puzzle(std::move(p), options);
  FAIL("no puzzle " << name);
  return nullptr;
}

// A run of `size` processes: rank 0 here, the others threads serving
// their own copy of the puzzle, loaded with `options`.
class Run {
 public:
  Run(std::string_view name, const std::string& options, int size, const std::string& format,
      const std::vector<std::string>& broken_hellos = {})
      : queues_(size), transport_(queues_, 0), puzzle_(make(name, options)) {
    answering_.emplace(Answering{*puzzle_, case_writer(*puzzle_, format), std::nullopt});
    for (int r = 1; r < size; ++r) {
      auto& worker = workers_.emplace_back();
      worker.puzzle = make(name, options);
      worker.answering.emplace(
          Answering{*worker.puzzle, case_writer(*worker.puzzle, format), std::nullopt});
      worker.transport = std::make_unique<QueueTransport>(queues_, r);
      const std::size_t i = static_cast<std::size_t>(r - 1);
      const std::string hello = i < broken_hellos.size() && !broken_hellos[i].empty()
                                    ? broken_hellos[i]
                                    : hello_loaded(fingerprint());
      worker.thread = std::thread([&worker, hello] {
        try {
          serve(*worker.transport, hello, &*worker.answering);
        } catch (const std::exception& e) {
          worker.failure = e.what();
        }
      });
    }
  }
  // Stops the workers (again, if the test did not get to it) and waits for them.
  ~Run() {
    stop_workers(transport_);
    for (auto& w : workers_) w.thread.join();
  }
  Run(const Run&) = delete;
  Run& operator=(const Run&) = delete;

  static std::string fingerprint() { return "same tables\n"; }
  Transport& transport() { return transport_; }
  const Answering& answering() { return *answering_; }
  const Puzzle& puzzle() { return *puzzle_; }
  const Queues& queues() const { return queues_; }
  std::vector<std::string> worker_failures() {
    std::vector<std::string> failures;
    for (auto& w : workers_) failures.push_back(w.failure);
    return failures;
  }

 private:
  struct Worker {
    std::unique_ptr<Puzzle> puzzle;
    std::optional<Answering> answering;
    std::unique_ptr<QueueTransport> transport;
    std::thread thread;
    std::string failure;
  };
  Queues queues_;
  QueueTransport transport_;
  std::unique_ptr<Puzzle> puzzle_;
  std::optional<Answering> answering_;
  std::deque<Worker> workers_;
};

struct Answered {
  int status = 0;
  std::string out;
};

// The stream answered by query's code on this process's cores.
Answered answered_here(const Puzzle& puzzle, const std::string& format,
                       const std::vector<std::string>& cases, const testing::TempDir& dir) {
  const auto path = dir.path / "here.out";
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  REQUIRE(fd >= 0);
  TokenSource source(cases, -1, puzzle.case_is_line());
  Answered a;
  a.status = answer_stream(puzzle, format, source, fd);
  ::close(fd);
  std::ifstream in(path);
  a.out = std::string(std::istreambuf_iterator<char>(in), {});
  return a;
}

Answered answered_spread(Run& run, const std::vector<std::string>& cases,
                         const testing::TempDir& dir) {
  const auto path = dir.path / "spread.out";
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  REQUIRE(fd >= 0);
  REQUIRE(!greet(run.transport(), Run::fingerprint()));
  Answered a;
  {
    Coordinator work(run.transport(), run.answering());
    TokenSource source(cases, -1, run.puzzle().case_is_line());
    a.status = work.answer_spread(source, fd, "query");
    work.finish();
  }
  ::close(fd);
  std::ifstream in(path);
  a.out = std::string(std::istreambuf_iterator<char>(in), {});
  return a;
}

// One searching thread a process, as query-mpi runs them.
struct OneThreadEach {
  OneThreadEach() { worker_limit = 1; }
  ~OneThreadEach() { worker_limit = 0; }
};

}  // namespace

TEST_CASE("cases spread over processes: query's output byte for byte, for several puzzles") {
  const OneThreadEach one;
  const testing::TempDir dir("distributed");
  struct Stream {
    std::string puzzle, options, format;
    std::vector<std::string> cases;
  };
  const std::vector<Stream> streams = {
      {"eight",
       "",
       "acm",
       {"2 3 4 1 5 x 7 6 8", "1 2 3 4 5 6 8 7 x", "8 7 6 5 4 3 2 1 x", "1 2 3 4 5 6 7 8 x",
        "6 4 7 8 5 x 3 2 1"}},
      {"msquare", "", "json", {"2 6 8 4 5 7 3 1", "1 2 3 4 5 6 7 8", "8 7 6 5 4 3 2 1"}},
      {"fifteen",
       "--goal korf --pdb 663",
       "json",
       {"3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0", "0 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14",
        "4 5 7 2 9 14 12 13 0 3 6 11 8 1 15 10", "1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15"}},
      {"twentyfour",
       "",
       "moves",
       {"1 2 3 4 5 6 7 8 9 10 11 12 13 x 15 16 17 18 14 19 21 22 23 24 20",
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 x",
        "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 x"}},
      // A bad case: the answers before it, then its failure.
      {"eight",
       "",
       "acm",
       {"2 3 4 1 5 x 7 6 8", "1 2 3 4 5 6 7 8 x", "1 2 3 4 5 6 7 8 8", "1 2 3 4 5 6 7 x 8"}},
  };
  for (const Stream& s : streams) {
    CAPTURE(s.puzzle);
    std::vector<std::string> tokens;
    for (const auto& c : s.cases) tokens.push_back(c);
    for (const int size : {1, 3}) {
      CAPTURE(size);
      Run run(s.puzzle, s.options, size, s.format);
      const Answered here = answered_here(run.puzzle(), s.format, tokens, dir);
      const Answered spread = answered_spread(run, tokens, dir);
      CHECK(spread.out == here.out);
      CHECK(spread.status == here.status);
    }
  }
}

TEST_CASE("a search's subtrees over processes: the answers and node counts of one thread") {
  const OneThreadEach one;
  // Korf's #2, 31, 28 and 13 (fifteen, 6-6-3).
  const std::vector<std::string> boards = {
      "13 5 4 10 9 12 8 14 2 3 7 1 0 15 11 6", "12 8 15 13 1 0 5 4 6 3 2 11 9 7 14 10",
      "13 14 6 12 4 5 1 0 9 3 10 2 15 11 8 7", "3 6 5 2 10 0 15 14 1 4 13 12 9 8 11 7"};
  const std::size_t count = kSanitized ? 2 : boards.size();
  // Rank 0's solver, with the same goal and tables as the processes'
  // puzzles, splits every iteration after one of 1,000 nodes.
  const auto& data = fifteen::data();
  const sliding::Board goal = sliding::parse_goal(data, "korf");
  const sliding::Partition* p = sliding::serving_partition(data, "663", goal);
  REQUIRE(p != nullptr);
  std::vector<TableReader> tables;
  sliding::PatternSet set{fifteen::kWidth, p->blank, p->groups, {}, p->flexible};
  for (std::size_t g = 0; g < p->groups.size(); ++g) {
    tables.emplace_back(std::filesystem::path(PUZZLETAB_TEST_TABLES) /
                        sliding::table_spec(data, *p, g).file_name);
    set.tables.push_back(tables.back().entries());
  }
  const sliding::PatternSolver one_thread(set, goal);
  sliding::PatternSolver split(set, goal);
  split.split_after(1000);
  for (const int size : {1, 3}) {
    CAPTURE(size);
    Run run("fifteen", "--goal korf --pdb 663", size, "json");
    REQUIRE(!greet(run.transport(), Run::fingerprint()));
    Coordinator work(run.transport(), run.answering());
    install_subtree_distributor(&work);
    for (std::size_t i = 0; i < count; ++i) {
      CAPTURE(boards[i]);
      const sliding::Board start = sliding::parse_board(std::string_view(boards[i]), 4);
      const auto want = one_thread.solve(start);
      const auto got = split.solve(start);
      CHECK(got.moves == want.moves);
      CHECK(got.expanded == want.expanded);
      CHECK(got.generated == want.generated);
      CHECK(got.last_iteration == want.last_iteration);
    }
    install_subtree_distributor(nullptr);
    work.finish();
    // The other processes searched subtrees too, and each task handed out
    // was answered, done or taken back (how many they took, and whether
    // one is taken back while it runs, depend on the threads' timing).
    if (size > 1) {
      CHECK(run.queues().sent(Tag::task) > 0);
      CHECK(run.queues().sent(Tag::result) == run.queues().sent(Tag::task));
    }
    for (const auto& failure : run.worker_failures()) CHECK(failure.empty());
  }
}

TEST_CASE("a process that could not load, or has other tables, stops the run before any work") {
  const OneThreadEach one;
  {
    Run run("eight", "", 3, "acm", {"", hello_failed(3, "t/eight-0.ptab: missing")});
    const auto failure = greet(run.transport(), Run::fingerprint());
    REQUIRE(failure);
    CHECK(failure->status == 3);
    CHECK(failure->message == "process 2: t/eight-0.ptab: missing");
    stop_workers(run.transport());
  }
  {
    Run run("eight", "", 2, "acm", {hello_loaded("same tables\nanother table\n")});
    const auto failure = greet(run.transport(), "same tables\nthe table\n");
    REQUIRE(failure);
    CHECK(failure->status == 3);
    CHECK(failure->message ==
          "the processes must read the same tables, and process 1 has another table, process 0 "
          "the table");
    stop_workers(run.transport());
  }
}

TEST_CASE("the tables' fingerprint: each table of the puzzle, its checksum or missing") {
  const testing::TempDir dir("distributed-tables");
  const auto fifteen = make("fifteen", "--pdb 663");
  const std::string committed = tables_fingerprint(*fifteen, PUZZLETAB_TEST_TABLES);
  CHECK(committed.find("fifteen-663-1.ptab checksum ") == 0);
  CHECK(committed.find("fifteen-78-1.ptab ") != std::string::npos);
  std::filesystem::copy_file(std::filesystem::path(PUZZLETAB_TEST_TABLES) / "fifteen-663-1.ptab",
                             dir.path / "fifteen-663-1.ptab");
  const std::string copied = tables_fingerprint(*fifteen, dir.path.string());
  CHECK(copied.find("fifteen-663-1.ptab checksum ") == 0);
  CHECK(copied.find("fifteen-663-2.ptab missing\n") != std::string::npos);
  CHECK(copied.substr(0, copied.find('\n')) == committed.substr(0, committed.find('\n')));
  std::ofstream(dir.path / "fifteen-663-2.ptab") << "not a table";
  CHECK(tables_fingerprint(*fifteen, dir.path.string()).find("fifteen-663-2.ptab damaged\n") !=
        std::string::npos);
}

TEST_CASE("subtree outcomes as bytes and back; malformed bytes are refused") {
  const SubtreeOutcome outcome{true, 123456789012ull, 987654321ull, 97, std::string("\0\1\2\3", 4)};
  CHECK(decode_outcome(encode_outcome(outcome)) == outcome);
  const SubtreeOutcome none;
  CHECK(decode_outcome(encode_outcome(none)) == none);
  CHECK_THROWS_AS(decode_outcome("short"), SystemError);
  std::string bad = encode_outcome(outcome);
  bad[0] = 2;
  CHECK_THROWS_AS(decode_outcome(bad), SystemError);
}
