// libFuzzer target: the C API (include/puzzletab/puzzletab.h) with any
// puzzle, options, format and case text. The first line names the puzzle
// and the format ("msquare ioi96", "-" for the default); the second holds
// options, names and values separated by tabs; the rest is case text. Every
// function must return a status and a message, never crash; and what one
// function answers, the others agree with: a case answered is solved, its
// distance the moves' number, its answer accepted by the checker, and the
// same answer given among many.
#include <cstdint>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "named_input.h"
#include "puzzletab/puzzletab.h"

using namespace puzzletab;

namespace {

void require(bool condition) {
  if (!condition) std::abort();
}

// Every puzzle's solve cost, by name: searches of seconds (fifteen) are
// opened and refused cases, but never solved (libFuzzer's timeout).
const std::map<std::string, SolveCost, std::less<>>& solve_costs() {
  static const auto costs = [] {
    std::map<std::string, SolveCost, std::less<>> map;
    for (const auto& p : make_puzzles()) map.emplace(std::string(p->name()), p->solve_cost());
    return map;
  }();
  return costs;
}

// The text a call writes, after first offering a buffer of `first` bytes.
template <typename Call>
std::pair<puzzletab_status, std::string> text_of(std::size_t first, Call call) {
  std::string buffer(first, '\x7f');
  size_t needed = 0;
  puzzletab_status status = call(buffer.data(), buffer.size(), &needed);
  if (status == PUZZLETAB_ERROR_INPUT && needed > first) {
    require(buffer == std::string(first, '\x7f'));  // nothing written when short
    buffer.assign(needed, '\x7f');
    status = call(buffer.data(), buffer.size(), &needed);
  }
  require(*puzzletab_last_error() != '\0' || status == PUZZLETAB_OK);
  if (status != PUZZLETAB_OK) return {status, ""};
  require(needed >= 1 && needed <= buffer.size() && buffer[needed - 1] == '\0');
  return {status, buffer.substr(0, needed - 1)};
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static puzzletab_tables* tables = [] {
    puzzletab_tables* opened = nullptr;
    require(puzzletab_tables_open(nullptr, &opened) == PUZZLETAB_OK);
    return opened;
  }();
  const auto input = fuzzing::read_named_input(data, size);
  if (!input || input->words.size() != 2) return 0;
  const auto cost = solve_costs().find(input->words[0]);
  const bool solvable_quickly =
      cost != solve_costs().end() && cost->second <= SolveCost::milliseconds;
  const std::string_view rest = input->rest;
  const auto line_end = std::min(rest.find('\n'), rest.size());
  // Options: tab-separated words, as C strings (a NUL ends one early).
  std::vector<std::string> words;
  for (std::string_view options = rest.substr(0, line_end); !options.empty();) {
    const auto tab = std::min(options.find('\t'), options.size());
    words.emplace_back(options.substr(0, tab).substr(0, options.substr(0, tab).find('\0')));
    options.remove_prefix(std::min(tab + 1, options.size()));
  }
  std::vector<const char*> options;
  for (const auto& word : words) options.push_back(word.c_str());
  options.push_back(nullptr);
  if (options.size() % 2 == 0) options.push_back(nullptr);  // a name without its value
  const std::string text(rest.substr(std::min(line_end + 1, rest.size())));
  const char* case_text = text.c_str();
  const char* format = input->words[1] == "-" ? nullptr : input->words[1].c_str();

  puzzletab_puzzle* puzzle = nullptr;
  const auto opened =
      puzzletab_puzzle_open(tables, input->words[0].c_str(), options.data(), &puzzle);
  require((opened == PUZZLETAB_OK) == (puzzle != nullptr));
  if (puzzle == nullptr) {
    require(*puzzletab_last_error() != '\0');
    return 0;
  }
  if (!solvable_quickly) {
    // Only what refuses a case before any search: a case of the wrong length.
    if (puzzletab_tokens_per_case(puzzle) > 1) {
      size_t distance = 0;
      require(puzzletab_distance(puzzle, "1", &distance) == PUZZLETAB_ERROR_INPUT);
    }
    puzzletab_puzzle_close(puzzle);
    return 0;
  }
  // Not a structured binding: clang 14 captures none in a lambda.
  const auto answered_text = text_of(size % 7, [&](char* b, size_t s, size_t* n) {
    return puzzletab_answer(puzzle, case_text, format, b, s, n);
  });
  const puzzletab_status answered = answered_text.first;
  const std::string& answer = answered_text.second;
  unsigned moves[8];
  size_t count = 0;
  const auto solved = puzzletab_solve(puzzle, case_text, moves, 8, &count);
  size_t distance = 0;
  const auto measured = puzzletab_distance(puzzle, case_text, &distance);
  require(solved == measured);
  if (solved == PUZZLETAB_OK) require(distance == count);
  // A format name is checked before the case: a bad format fails answering alone.
  if (answered == PUZZLETAB_OK) {
    require(solved == PUZZLETAB_OK);
    for (size_t i = 0; count != PUZZLETAB_UNSOLVABLE && i < count && i < 8; ++i)
      require(puzzletab_move_name(puzzle, moves[i]) != nullptr);
    if (format == nullptr || std::string_view(format) != "json") {
      int accepted = 0;
      const auto [checked, verdict] = text_of(64, [&](char* b, size_t s, size_t* n) {
        return puzzletab_check(puzzle, case_text, format, answer.c_str(), &accepted, b, s, n);
      });
      require(checked == PUZZLETAB_OK && accepted == 1);
    }
    // The same answer among many, when the case is one line (a line's
    // "\r" is its end among many, part of a scramble alone; an empty text
    // holds no line). C sees the text up to its first NUL.
    const std::string_view seen = case_text;
    if (seen.find_first_of("\r\n") == std::string_view::npos && !seen.empty()) {
      const auto [many_status, many] = text_of(size % 5, [&](char* b, size_t s, size_t* n) {
        return puzzletab_answer_many(puzzle, case_text, format, b, s, n);
      });
      require(many_status == PUZZLETAB_OK && many == answer);
    }
  }
  // Many cases, whatever the text holds.
  std::vector<size_t> distances(4);
  size_t cases = 0;
  puzzletab_distance_many(puzzle, case_text, distances.data(), distances.size(), &cases);
  text_of(size % 3, [&](char* b, size_t s, size_t* n) {
    return puzzletab_answer_many(puzzle, case_text, format, b, s, n);
  });
  text_of(8, [&](char* b, size_t s, size_t* n) {
    return puzzletab_random_case(puzzle, size, b, s, n);
  });
  puzzletab_puzzle_close(puzzle);
  return 0;
}
