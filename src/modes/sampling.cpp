#include "modes/sampling.h"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <limits>
#include <numeric>
#include <thread>
#include <vector>

#include "core/errors.h"
#include "core/parallel.h"
#include "core/progress.h"
#include "core/random_draw.h"
#include "core/seen_set.h"
#include "core/thousands.h"
#include "core/tokens.h"
#include "modes/census.h"

namespace puzzletab {
namespace {

// Far beyond any puzzle's God's number, still a plain int.
constexpr int kLargestDistanceAsked = 1'000'000;
// The positions a first, small search from the goal lists: fifteen's first
// 15 distances, a few milliseconds.
constexpr std::uint64_t kNearGoalProbe = 200'000;
// Positions solved at a time when sampling by solving: enough to keep
// every core busy, few enough not to solve many more than needed.
constexpr std::uint64_t kMaxBatch = 1024;
// Where a census is cheap, one random position solved first for every 16
// of the census's. A census passes over every position: the Pyraminx's
// follows its 933,120 out from the goal at about 1,800 instructions each,
// msquare's, eight's and the clocks' solve each one. A try is one solve:
// a Pyraminx walk is about 10,000 instructions. Tries that fall short thus
// add at most a third to the census (a sixteenth where it solves each),
// and a request of up to 1 in 16 positions in a common range (1,000
// scrambles, 1,002 tries) needs no census.
constexpr std::uint64_t kPositionsPerTry = 16;

std::string no_positions(DistanceRange range, std::size_t gods_number) {
  return "no position is at " + describe(range) + " (distances run from 0 to " +
         std::to_string(gods_number) + ")";
}

// What --distinct's record of the cases written may take: half the
// machine's memory, and half of what the process may map (ulimit -v) or
// allocate (ulimit -d) when that is limited; the rest is the process's own.
std::uint64_t distinct_memory_budget() {
  const long pages = ::sysconf(_SC_PHYS_PAGES);
  const long page_size = ::sysconf(_SC_PAGE_SIZE);
  std::uint64_t budget = pages > 0 && page_size > 0 ? static_cast<std::uint64_t>(pages) *
                                                          static_cast<std::uint64_t>(page_size) / 2
                                                    : std::numeric_limits<std::uint64_t>::max();
  for (const int resource : {RLIMIT_AS, RLIMIT_DATA}) {
    rlimit limit{};
    if (::getrlimit(resource, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY)
      budget = std::min<std::uint64_t>(budget, limit.rlim_cur / 2);
  }
  return budget;
}

// Hands positions on to `emit`; with --distinct only those not handed on
// before, which keeps each draw uniform over the positions not yet used.
// Each position comes with its key: the index it was drawn by, below the
// space that number_keys() was told, which tells the positions of one draw
// apart more compactly than they themselves do.
class Emitter {
 public:
  Emitter(const SampleRequest& request, const std::function<void(Position)>& emit)
      : request_(request), emit_(emit) {}
  // Refuses --distinct beyond the `available` positions the request allows.
  void require(Uint128 available) const {
    if (!request_.distinct || request_.count <= available) return;
    std::string which = available == 1 ? " position exists" : " positions exist";
    if (request_.distance)
      which = (available == 1 ? " position is at " : " positions are at ") +
              describe(*request_.distance);
    else if (request_.pool == SampleRequest::Pool::solvable)
      which = available == 1 ? " position can reach the goal" : " positions can reach the goal";
    else if (request_.pool == SampleRequest::Pool::unsolvable)
      which =
          available == 1 ? " position cannot reach the goal" : " positions cannot reach the goal";
    throw InputError("--distinct: " + with_commas(request_.count) +
                     " distinct cases asked for, but only " + with_commas(available) + which);
  }
  // The positions to come are keyed below `space`. With --distinct, makes
  // the record of those seen, afresh (nothing is emitted yet), or refuses
  // a record larger than it may take, before any case.
  void number_keys(Uint128 space) {
    if (!request_.distinct) return;
    const std::uint64_t bytes = SeenSet::bytes_for(space, request_.count);
    const std::uint64_t budget = distinct_memory_budget();
    if (bytes > budget)
      throw InputError("--distinct: telling " + with_commas(request_.count) +
                       " cases apart takes " + with_commas(bytes) + " bytes, more than the " +
                       with_commas(budget) +
                       " it may use (half the memory, or of ulimit -v or -d); ask for fewer");
    seen_.emplace(space, request_.count);
  }
  // True when `p` was emitted: always, or with --distinct when its key is new.
  bool offer(Position p, Uint128 key) {
    if (request_.distinct && !seen_->insert(key)) return false;
    emit_(p);
    ++emitted_;
    return true;
  }
  bool done() const { return emitted_ >= request_.count; }
  std::uint64_t emitted() const { return emitted_; }

 private:
  const SampleRequest& request_;
  const std::function<void(Position)>& emit_;
  std::optional<SeenSet> seen_;
  std::uint64_t emitted_ = 0;
};

void draw_uniform(const Puzzle& puzzle, const SampleRequest& request, RandomDraw& draw,
                  Emitter& out) {
  using Pool = SampleRequest::Pool;
  const Uint128 solvable = puzzle.position_count(false);
  // The other class follows the goal's in the numbering (puzzle.h).
  const Uint128 first = request.pool == Pool::unsolvable ? solvable : Uint128(0);
  const Uint128 count =
      request.pool == Pool::solvable ? solvable : minus(puzzle.position_count(true), first);
  out.require(count);
  out.number_keys(count);
  while (!out.done()) {
    const Uint128 index = draw.below(count);
    out.offer(puzzle.nth_position(plus(first, index), request.pool != Pool::solvable), index);
  }
}

void draw_from_census(const Puzzle& puzzle, const SampleRequest& request,
                      const std::vector<std::uint16_t>& distances, RandomDraw& draw, Emitter& out) {
  std::vector<std::uint64_t> matching;
  for (std::uint64_t i = 0; i < distances.size(); ++i)
    if (request.distance->contains(distances[i])) matching.push_back(i);
  if (matching.empty())
    throw InputError(
        no_positions(*request.distance, *std::max_element(distances.begin(), distances.end())));
  out.require(matching.size());
  out.number_keys(matching.size());
  while (!out.done()) {
    const std::uint64_t index = draw.below(matching.size());
    out.offer(puzzle.nth_position(matching[index], false), index);
  }
}

// A range that holds only God's number, whose positions the puzzle
// constructs: drawn from them (clock12's one position at 54).
bool draw_farthest(const Puzzle& puzzle, const SampleRequest& request, RandomDraw& draw,
                   Emitter& out) {
  const auto counts = puzzle.distance_counts();
  if (!counts) return false;
  std::size_t gods_number = counts->size() - 1;
  while (gods_number > 0 && (*counts)[gods_number] == 0) --gods_number;
  if (request.distance->low != gods_number) return false;
  const std::vector<Position> farthest = puzzle.farthest_positions();
  if (farthest.empty() || farthest.size() != (*counts)[gods_number]) return false;
  out.require(farthest.size());
  out.number_keys(farthest.size());
  while (!out.done()) {
    const std::uint64_t index = draw.below(farthest.size());
    out.offer(farthest[index], index);
  }
  return true;
}

// When the puzzle counts its distances, a range that is empty or too rare
// for kMaxMisses is told at once, before any solving.
void check_counts(const Puzzle& puzzle, DistanceRange range, const Emitter& out) {
  const auto counts = puzzle.distance_counts();
  if (!counts) return;
  std::uint64_t in_range = 0;
  for (std::size_t d = range.low; d <= range.high && d < counts->size(); ++d)
    in_range += (*counts)[d];
  const std::uint64_t all = std::accumulate(counts->begin(), counts->end(), std::uint64_t{0});
  std::size_t gods_number = counts->size() - 1;
  while (gods_number > 0 && (*counts)[gods_number] == 0) --gods_number;
  if (in_range == 0) throw InputError(no_positions(range, gods_number));
  out.require(in_range);
  if (in_range < all / kMaxMisses)
    throw InputError("only " + with_commas(in_range) + " of " + with_commas(all) +
                     " positions are at " + describe(range) +
                     ": too rare to find by solving random positions, which gives up after " +
                     with_commas(kMaxMisses) + " misses in a row");
}

// Rejection sampling: uniform positions, judged by distance_within() the
// range's top, kept when in range, which is exactly uniform over the
// positions in range. Candidates are drawn and judged in order, so the
// result does not depend on the batches or cores. Returns why it gave up,
// or nothing when it found them all. With `tries`, it judges that many
// candidates at most and gives up only then, whatever the time: before a
// census, which refuses precisely what this cannot find.
std::optional<std::string> draw_by_solving(const Puzzle& puzzle, const SampleRequest& request,
                                           RandomDraw& draw, Emitter& out,
                                           std::optional<std::uint64_t> tries = std::nullopt) {
  if (!tries) check_counts(puzzle, *request.distance, out);
  const DistanceRange range = *request.distance;
  const Uint128 count = puzzle.position_count(false);
  const std::uint64_t cores = worker_count();
  auto since = std::chrono::steady_clock::now();  // the last one found
  std::uint64_t misses = 0;
  std::uint64_t tried = 0;
  out.number_keys(count);
  std::vector<Uint128> indices;
  std::vector<Position> batch;
  std::vector<char> in_range;
  Progress progress(
      "query: " + std::string(puzzle.name()) + ": finding positions at " + describe(range),
      request.count, progress_quiet_period());
  while (!out.done()) {
    progress.update(out.emitted(), with_commas(tried) + " tried");
    // What the cases still wanted cost at the rate found so far: few
    // solves when most positions are in range, fast growth when few are.
    const std::uint64_t found = out.emitted();
    const std::uint64_t wanted = (request.count - found) * (tried + 4) / (found + 1);
    std::uint64_t size = std::clamp<std::uint64_t>(wanted, cores, kMaxBatch);
    if (tries) {
      if (tried == *tries)
        return "only " + with_commas(found) + " at " + describe(range) + " in " +
               with_commas(tried) + " random positions";
      size = std::min(size, *tries - tried);
    }
    indices.resize(size);
    batch.resize(size);
    tried += batch.size();
    for (std::size_t i = 0; i < batch.size(); ++i) {
      indices[i] = draw.below(count);
      batch[i] = puzzle.nth_position(indices[i], false);
    }
    in_range.assign(batch.size(), 0);
    parallel_for(batch.size(), [&](std::uint64_t begin, std::uint64_t end) {
      for (std::uint64_t i = begin; i < end; ++i) {
        // "At least low" (a scramble's minimum) asks only whether the
        // position is within low - 1: a puzzle that cannot tell larger
        // distances (the 3x3x3 before its optimal solver) still answers.
        bool in = false;
        if (range.open_ended()) {
          in = range.low == 0 || !puzzle.distance_within(batch[i], range.low - 1);
        } else {
          const auto d = puzzle.distance_within(batch[i], range.high);
          in = d && range.contains(*d);
        }
        in_range[i] = static_cast<char>(in);  // char: no shared bits between threads
      }
    });
    // A repeat under --distinct is a miss: a range with fewer positions
    // than asked for ends as one too rare.
    for (std::size_t i = 0; i < batch.size() && !out.done(); ++i) {
      if (in_range[i] && out.offer(batch[i], indices[i])) {
        misses = 0;
        since = std::chrono::steady_clock::now();
      } else if (++misses == kMaxMisses) {
        return "none at " + describe(range) + " in " + with_commas(kMaxMisses) +
               " random positions";
      }
    }
    if (!tries && !out.done() && std::chrono::steady_clock::now() - since > request.give_up_after) {
      const auto seconds =
          std::chrono::duration_cast<std::chrono::seconds>(request.give_up_after).count();
      return "none at " + describe(range) + " in " + with_commas(misses) + " random positions (" +
             std::to_string(seconds) + " s of solving)";
    }
  }
  return std::nullopt;
}

// A request a census would serve, tried first by solving random positions,
// one for each kPositionsPerTry positions of the census's, and only when
// there are at least as many tries as cases. The finds are kept back
// until all are found: when the tries run out first, nothing has been
// emitted, and the census draws them again from the seed. Whether it does
// depends on the tries alone, so the draws are the same on every machine.
bool draw_before_census(const Puzzle& puzzle, const SampleRequest& request,
                        const std::function<void(Position)>& emit) {
  const Uint128 tries = divided(puzzle.position_count(false), kPositionsPerTry);
  if (request.count > tries) return false;
  std::vector<Position> found;
  const std::function<void(Position)> keep = [&](Position p) { found.push_back(p); };
  Emitter kept(request, keep);
  RandomDraw draw(request.seed);
  // request.count <= tries, so a limit of 2^64 - 1 is as good as any larger.
  const std::uint64_t limit = tries.fits_64() ? tries.low() : ~std::uint64_t{0};
  if (draw_by_solving(puzzle, request, draw, kept, limit)) return false;
  for (const Position& p : found) emit(p);
  return true;
}

// Draws from the positions that a breadth-first search from the goal lists
// at the distances asked for. Returns false, drawing nothing, when the
// search cannot list them all within `limit` positions; `listed`
// is then the largest distance it could. The draws start again from the
// seed: how far solving drew before it gave up depends on the cores.
bool draw_near_goal(const Puzzle& puzzle, const SampleRequest& request, std::uint64_t limit,
                    std::size_t& listed, Emitter& out) {
  RandomDraw draw(request.seed);
  const DistanceRange range = *request.distance;
  const auto layers = positions_near_goal(puzzle, range.high, limit);
  const bool complete = !layers.empty() && layers.back().empty();
  listed = layers.empty() ? 0 : layers.size() - 1;
  if (layers.size() <= range.high && !complete) return false;
  std::uint64_t in_range = 0;
  for (std::size_t d = range.low; d <= range.high && d < layers.size(); ++d)
    in_range += layers[d].size();
  if (in_range == 0) throw InputError(no_positions(range, layers.size() - 2));
  out.require(in_range);
  out.number_keys(in_range);
  while (!out.done()) {
    const std::uint64_t index = draw.below(in_range);
    std::uint64_t i = index;
    std::size_t d = range.low;
    for (; i >= layers[d].size(); ++d) i -= layers[d].size();
    out.offer(layers[d][i], index);
  }
  return true;
}

}  // namespace

DistanceRange parse_distance_range(std::string_view text) {
  const auto error = [&](const std::string& expected) {
    return InputError("--distance: expected " + expected + ", got " + quote_token(text));
  };
  const auto distance = [&](std::string_view digits) {
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos)
      throw error("a distance D or a range A-B");
    const auto value = parse_int(digits, 0, kLargestDistanceAsked);
    if (!value) throw error("distances 0.." + with_commas(kLargestDistanceAsked));
    return static_cast<unsigned>(*value);
  };
  const std::size_t dash = text.find('-');
  const unsigned low = distance(text.substr(0, dash));
  const unsigned high = dash == std::string_view::npos ? low : distance(text.substr(dash + 1));
  if (low > high) throw error("a range A-B with A <= B");
  return {low, high};
}

std::string describe(DistanceRange range) {
  if (range.low == range.high) return "distance " + std::to_string(range.low);
  return "distances " + std::to_string(range.low) + "-" + std::to_string(range.high);
}

void sample_positions(const Puzzle& puzzle, const SampleRequest& request,
                      const std::function<void(Position)>& emit) {
  using Pool = SampleRequest::Pool;
  const std::string pool_option = request.pool == Pool::any ? "--any" : "--unsolvable";
  if (request.pool != Pool::solvable && request.distance)
    throw InputError(pool_option +
                     " and --distance exclude each other: a position that cannot reach the goal "
                     "has no distance");
  if (request.pool != Pool::solvable && puzzle.position_count(true) == puzzle.position_count(false))
    throw InputError(pool_option + ": every " + std::string(puzzle.name()) +
                     " position can reach the goal");
  Emitter out(request, emit);
  RandomDraw draw(request.seed);
  if (!request.distance) return draw_uniform(puzzle, request, draw, out);
  // Random positions first where the census is cheap, or where solving
  // is: God's number may itself be a census (a definition's, a quarter
  // second for the 2x2x2), which common distances never need.
  const bool census_cheap = puzzle.position_count(false) <= kCensusLimit;
  const bool solving_cheap = puzzle.solve_cost() == SolveCost::microseconds;
  if ((census_cheap || solving_cheap) && draw_before_census(puzzle, request, emit)) return;
  if (const auto gods_number = puzzle.gods_number();
      gods_number && request.distance->low > *gods_number)
    throw InputError(no_positions(*request.distance, *gods_number));
  if (const auto census = distance_census(puzzle))
    return draw_from_census(puzzle, request, *census, draw, out);
  if (draw_farthest(puzzle, request, draw, out)) return;
  // A puzzle with an undirected goal lists its near positions by a search
  // from the goal: a small search first, since solving random positions
  // finds the common distances sooner than a large search fails to.
  const bool undirected = puzzle.undirected_goal().has_value();
  std::size_t listed = 0;
  // An open range (a scramble's minimum) is listed only by a listing of
  // every position: no probe where they outnumber it (the 3x3x3's probe
  // cost 3.3 billion instructions a scramble, to find nothing).
  const bool probe = undirected && !(request.distance->open_ended() &&
                                     puzzle.position_count(false) > Uint128(kNearGoalProbe));
  if (probe && draw_near_goal(puzzle, request, kNearGoalProbe, listed, out)) return;
  const auto gave_up = draw_by_solving(puzzle, request, draw, out);
  if (!gave_up) return;
  if (out.emitted() > 0)
    throw InputError("found " + with_commas(out.emitted()) + " of " + with_commas(request.count) +
                     ", then " + *gave_up);
  // Nothing found, nothing emitted: positions at the distances asked for
  // are rare, which for a puzzle with an undirected goal means near it (or
  // far beyond the common distances).
  if (undirected && draw_near_goal(puzzle, request, kNearGoalLimit, listed, out)) return;
  std::string why = "found " + *gave_up;
  if (undirected)
    why += ", and a breadth-first search from the goal lists only distances 0-" +
           std::to_string(listed) + " (" + with_commas(kNearGoalLimit) + " positions at most)";
  throw InputError(why);
}

}  // namespace puzzletab
