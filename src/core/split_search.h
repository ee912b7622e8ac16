// One long IDA* iteration searched in pieces (the sliding-tile searches):
// the nodes at a fixed depth, in the search's move order, are the roots of
// subtrees that any thread, or with query-mpi any process, searches alone.
// The first subtree in that order that holds a solution gives the answer
// once every earlier one has none, so the answer and the node counts are
// those of one thread. What a subtree's search gives back, and who
// searches the subtrees; this file knows no puzzle.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace puzzletab {

struct SubtreeOutcome {
  bool found = false;  // a solution within the iteration's bound
  // The nodes the subtree's search expanded and generated, as the search
  // in one thread counts them (up to the solution, when found).
  std::uint64_t expanded = 0;
  std::uint64_t generated = 0;
  // The least bound past this one that a pruned node asks for (none: the max).
  unsigned next_bound = std::numeric_limits<unsigned>::max();
  // When found: the solution's moves from the iteration's root, a byte each.
  std::string path;

  bool operator==(const SubtreeOutcome&) const = default;
};

// As bytes for another process, and back (SystemError for bytes that are
// not an outcome: a fault of the program, never of its input).
std::string encode_outcome(const SubtreeOutcome& outcome);
SubtreeOutcome decode_outcome(std::string_view bytes);

// Thrown out of a subtree's search once an earlier subtree holds a
// solution: its outcome no longer matters.
struct SubtreeCancelled {};

// The subtrees of one split iteration.
class SubtreeJob {
 public:
  virtual ~SubtreeJob() = default;
  virtual std::size_t count() const = 0;
  // The iteration's bound, and the nodes it expanded before its subtrees
  // (for progress and the time limit).
  virtual unsigned bound() const = 0;
  virtual std::uint64_t nodes_before() const = 0;
  // Searches subtree i in the calling thread; throws SubtreeCancelled once
  // `first_found` (the first subtree known to hold a solution) is below i.
  virtual SubtreeOutcome search(std::size_t i,
                                const std::atomic<std::int64_t>& first_found) const = 0;
  // Subtree i as bytes that the same puzzle, loaded with the same options
  // and tables in another process, searches (Puzzle::search_subtree).
  virtual std::string describe(std::size_t i) const = 0;
};

// Searches the job's subtrees: fills outcomes[i] (outcomes has count()
// elements) for every subtree up to the first that holds a solution, and
// returns that one's index, or count() when none does. The outcomes after
// it are left as they were.
class SubtreeDistributor {
 public:
  virtual ~SubtreeDistributor() = default;
  virtual std::size_t search(const SubtreeJob& job, std::vector<SubtreeOutcome>& outcomes) = 0;
};

// On every core of this process, in order: what a search does unless a
// distributor is installed.
std::size_t search_subtrees_here(const SubtreeJob& job, std::vector<SubtreeOutcome>& outcomes);

// The process's distributor (query-mpi's, over its processes), or null:
// with one installed, every iteration worth splitting is split, whatever
// this process's own cores are doing.
void install_subtree_distributor(SubtreeDistributor* distributor);
SubtreeDistributor* installed_subtree_distributor();

}  // namespace puzzletab
