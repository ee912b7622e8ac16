// libFuzzer target: any bytes as a definition file. The parser must refuse
// them with an InputError or read them, without crashing, hanging or taking
// memory without bound; a definition read must be ranked consistently
// (unrank then rank is the identity), and a small one's table built or
// refused with an InputError (ranks the moves do not reach are marked so
// in the table, not refused). Any of a few sets is also planned beyond a
// complete table: its projections written as definitions must read back,
// and their tables (4,096 entries in all) be built.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/errors.h"
#include "puzzles/definition/definition.h"
#include "puzzles/definition/definition_puzzle.h"
#include "puzzles/definition/permutation_model.h"

using namespace puzzletab;
using namespace puzzletab::definition;

namespace {

// Small enough to search on every input the fuzzer tries.
constexpr std::uint64_t kSearched = 4096;
// Few enough sets and slots to plan projections for on every input.
constexpr std::size_t kPlannedSets = 8;
constexpr unsigned kPlannedSlots = 64;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > kMaxDefinitionBytes) return 0;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const Definition definition = parse_definition(text, "fuzz.tws");
    unsigned slots = 0;
    for (const auto& set : definition.sets) slots += set.size;
    if (definition.sets.size() <= kPlannedSets && slots <= kPlannedSlots) {
      const auto pruned =
          make_definition_puzzle(definition, "fuzz", "", nullptr, {0, kSearched, std::nullopt});
      for (const auto& spec : pruned->tables()) pruned->generate(spec);
    }
    const PermutationModel model(definition);
    if (model.position_count() > kSearched) return 0;
    for (std::uint64_t r = 0; r < model.position_count(); ++r) {
      const State state = model.unrank(r);
      model.check(state);
      if (model.rank(state) != r) std::abort();
    }
    const auto puzzle = make_definition_puzzle(definition, "fuzz");
    puzzle->generate(puzzle->tables().front());
  } catch (const InputError&) {
  }
  return 0;
}
