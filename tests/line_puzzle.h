// A made-up puzzle for the census and sampling tests: what no real puzzle
// offers yet (more positions than a census solves, counts known without
// solving, positions that cannot reach the goal), with distances that are
// plain arithmetic. Position p < solvable is at distance p % period, but
// with `last_alone` the last of them is alone at distance `period`;
// positions from `solvable` on cannot reach the goal. It counts its solves,
// which tells a census (one solve a position) from a few random ones.
#pragma once

#include <atomic>
#include <numeric>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/puzzle.h"

namespace puzzletab::testing {

class LinePuzzle final : public Puzzle {
 public:
  LinePuzzle(std::uint64_t solvable, std::uint64_t period, std::uint64_t unsolvable = 0,
             bool counts_known = false, bool last_alone = false)
      : solvable_(solvable),
        period_(period),
        unsolvable_(unsolvable),
        counts_known_(counts_known),
        last_alone_(last_alone) {}

  std::string_view name() const override { return "line"; }
  std::string_view summary() const override { return "a number"; }
  std::size_t tokens_per_case() const override { return 1; }
  std::span<const OutputFormat> formats() const override { return {}; }
  std::vector<TableSpec> tables() const override { return {}; }
  PackedBuilder generate(const TableSpec&) const override {
    throw std::logic_error("line has no tables");
  }
  void load(const TableStore&) override {}
  std::string goal_text(Position) const override { return "0"; }

  std::string write_case(Position p) const override { return std::to_string(p); }
  std::optional<std::vector<Move>> solve(Position p) const override {
    solves_.fetch_add(1, std::memory_order_relaxed);
    if (p >= solvable_) return std::nullopt;
    return std::vector<Move>(last_alone_ && p == solvable_ - 1 ? period_ : p % period_, 0);
  }
  Uint128 position_count(bool unsolvable_too) const override {
    return solvable_ + (unsolvable_too ? unsolvable_ : 0);
  }
  Position nth_position(Uint128 index, bool) const override { return index; }
  std::optional<std::vector<std::uint64_t>> distance_counts() const override {
    if (!counts_known_) return std::nullopt;
    std::vector<std::uint64_t> counts(std::min(period_, solvable_));
    for (std::uint64_t d = 0; d < counts.size(); ++d)
      counts[d] = solvable_ / period_ + (d < solvable_ % period_ ? 1 : 0);
    if (last_alone_) {
      --counts[(solvable_ - 1) % period_];
      counts.push_back(1);
    }
    return counts;
  }

  // The solve() calls so far, from every thread.
  std::uint64_t solves() const { return solves_.load(); }

  // The rest of the interface, which the census and sampling do not use.
  Position read_case(std::span<const std::string> tokens) const override {
    return std::stoull(tokens[0]);
  }
  unsigned move_count() const override { return 1; }
  std::string move_name(Move) const override { return "m"; }
  std::optional<Position> apply(Position, Move) const override { return std::nullopt; }
  bool is_goal(Position p) const override { return p < solvable_ && solve(p)->empty(); }
  Picture draw(Position p) const override {
    const std::string text = write_case(p);
    return {{text}, {std::string(text.size(), ' ')}};
  }
  std::string_view input_help() const override { return "a number"; }
  std::string_view example() const override { return "0"; }

 private:
  std::uint64_t solvable_, period_, unsolvable_;
  bool counts_known_, last_alone_;
  mutable std::atomic<std::uint64_t> solves_{0};
};

}  // namespace puzzletab::testing
