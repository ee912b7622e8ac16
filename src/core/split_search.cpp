#include "core/split_search.h"

#include "core/byte_order.h"
#include "core/errors.h"
#include "core/parallel.h"

namespace puzzletab {
namespace {

std::atomic<SubtreeDistributor*> distributor{nullptr};

void append_u64(std::string& out, std::uint64_t v) {
  for (unsigned i = 0; i < 8; ++i) out.push_back(static_cast<char>(v >> (8 * i) & 0xFF));
}

// found (1), expanded (8), generated (8), next bound (8), then the path.
constexpr std::size_t kOutcomeHeader = 25;

}  // namespace

std::string encode_outcome(const SubtreeOutcome& outcome) {
  std::string out;
  out.push_back(outcome.found ? '\1' : '\0');
  append_u64(out, outcome.expanded);
  append_u64(out, outcome.generated);
  append_u64(out, outcome.next_bound);
  return out + outcome.path;
}

SubtreeOutcome decode_outcome(std::string_view bytes) {
  if (bytes.size() < kOutcomeHeader || static_cast<unsigned char>(bytes[0]) > 1)
    throw SystemError("internal error: a subtree's outcome of " + std::to_string(bytes.size()) +
                      " bytes is malformed");
  const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
  SubtreeOutcome outcome;
  outcome.found = data[0] == 1;
  outcome.expanded = load_little_endian<std::uint64_t>(data + 1);
  outcome.generated = load_little_endian<std::uint64_t>(data + 9);
  const std::uint64_t next = load_little_endian<std::uint64_t>(data + 17);
  if (next > std::numeric_limits<unsigned>::max())
    throw SystemError("internal error: a subtree's outcome has a bound out of range");
  outcome.next_bound = static_cast<unsigned>(next);
  outcome.path = std::string(bytes.substr(kOutcomeHeader));
  return outcome;
}

std::size_t search_subtrees_here(const SubtreeJob& job, std::vector<SubtreeOutcome>& outcomes) {
  const auto count = static_cast<std::int64_t>(job.count());
  // The first subtree with a solution so far; -1 stops them all (a
  // failure, such as the time limit, on one thread).
  std::atomic<std::int64_t> first_found{count};
  parallel_chunks(job.count(), 1, [&](std::uint64_t begin, std::uint64_t) {
    const auto i = static_cast<std::int64_t>(begin);
    if (first_found.load() < i) return;
    try {
      outcomes[begin] = job.search(begin, first_found);
    } catch (const SubtreeCancelled&) {
      return;
    } catch (...) {
      first_found = -1;
      throw;
    }
    if (!outcomes[begin].found) return;
    for (auto f = first_found.load(); i < f && !first_found.compare_exchange_weak(f, i);) {
    }
  });
  return static_cast<std::size_t>(first_found.load());
}

void install_subtree_distributor(SubtreeDistributor* d) {
  distributor.store(d);
}

SubtreeDistributor* installed_subtree_distributor() {
  return distributor.load();
}

}  // namespace puzzletab
