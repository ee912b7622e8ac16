// The C API (include/puzzletab/puzzletab.h): a thin layer over what query
// runs. A puzzle is made by the registry, its options set as query's
// command line sets them, its tables opened by the same TableStore, and its
// cases answered by its formats' writers and the stream's answer_batch.
// Every exception stops here and becomes a status and a message.
#include "puzzletab/puzzletab.h"

#include <dlfcn.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.h"
#include "core/puzzle.h"
#include "core/random_draw.h"
#include "core/search_budget.h"
#include "core/table.h"
#include "core/table_store.h"
#include "core/thousands.h"
#include "core/tokens.h"
#include "modes/check.h"
#include "modes/explore.h"
#include "modes/sampling.h"
#include "modes/stream.h"
#include "puzzles/registry.h"

struct puzzletab_tables {
  puzzletab::TableStore store;
  std::string folder;
};

struct puzzletab_puzzle {
  std::unique_ptr<puzzletab::Puzzle> puzzle;
  // Every name --format takes with its writer, made once: a writer found
  // by name per case would cost a short answer a third of its time.
  std::vector<std::pair<std::string, puzzletab::CaseWriter>> writers;
  std::vector<std::string> move_names;
  std::string prefix;  // "msquare: ", before a case's message
};

namespace puzzletab {
namespace {

thread_local std::string last_error;

// This thread's progress function (puzzletab_watch).
struct Watch {
  puzzletab_progress_function function = nullptr;
  void* context = nullptr;
  Seconds every{0};
};
thread_local Watch watch;

// A search the progress function stopped; its message says where.
struct Stopped {
  std::string where;
};

// Runs `body` under a budget that tells this thread's progress function
// (when it has one) at the search's checkpoints, and stops the search,
// throwing Stopped, when that function says so.
template <typename Body>
void watched(Body body) {
  if (watch.function == nullptr) return body();
  const Watch told = watch;
  const auto start = std::chrono::steady_clock::now();
  auto last_told = start;
  const SearchBudget* self = nullptr;
  std::optional<Stopped> stopped;
  try {
    const SearchBudget budget([&] {
      const auto now = std::chrono::steady_clock::now();
      if (now - last_told < told.every) return;
      last_told = now;
      const Seconds spent = now - start;
      const puzzletab_progress progress{self->bound(), self->nodes(), spent.count()};
      if (told.function(&progress, told.context) == 0) return;
      char seconds[32];
      std::snprintf(seconds, sizeof seconds, "%.1f", spent.count());
      stopped = Stopped{"stopped at bound " + std::to_string(progress.bound) + " after " +
                        with_commas(progress.nodes) + " nodes and " + seconds + " s"};
      throw SearchCancelled{};
    });
    self = &budget;
    body();
  } catch (const SearchCancelled&) {
    if (!stopped) throw;
    throw *stopped;
  }
}

puzzletab_status fail(puzzletab_status status, std::string_view prefix, std::string_view message) {
  try {
    last_error.assign(prefix).append(message);
  } catch (...) {
    last_error.clear();  // no memory for the message: the status says enough
  }
  return status;
}

// Runs `body`, turning what it throws into its status and message, each
// message after `prefix` but a table's, which names its file.
// `prefix` is read when a failure is caught: puzzletab_puzzle_open learns
// the puzzle's name on the way.
template <typename Body>
puzzletab_status guarded(const std::string& prefix, Body body) noexcept {
  try {
    watched(body);
    return PUZZLETAB_OK;
  } catch (const Stopped& e) {
    return fail(PUZZLETAB_STOPPED, prefix, e.where);
  } catch (const UsageError& e) {
    return fail(PUZZLETAB_ERROR_INPUT, "", e.what());
  } catch (const InputError& e) {
    return fail(PUZZLETAB_ERROR_INPUT, prefix, e.what());
  } catch (const TableError& e) {
    return fail(PUZZLETAB_ERROR_TABLE, "", e.what());
  } catch (const SystemError& e) {
    return fail(PUZZLETAB_ERROR_SYSTEM, prefix, e.what());
  } catch (const std::bad_alloc&) {
    return fail(PUZZLETAB_ERROR_SYSTEM, prefix, "memory exhausted");
  } catch (const std::exception& e) {
    return fail(PUZZLETAB_ERROR_SYSTEM, prefix, std::string("internal error: ") + e.what());
  } catch (...) {
    return fail(PUZZLETAB_ERROR_SYSTEM, prefix, "internal error");
  }
}

template <typename T>
const T& required(const T* handle, std::string_view what) {
  if (handle == nullptr) throw InputError(std::string(what) + ": expected a handle, got NULL");
  return *handle;
}

const char* required_text(const char* text, std::string_view what) {
  if (text == nullptr) throw InputError(std::string(what) + ": expected text, got NULL");
  return text;
}

const std::string& prefix_of(const puzzletab_puzzle* puzzle) {
  static const std::string none;
  return puzzle != nullptr ? puzzle->prefix : none;
}

// An array of `capacity` items and where its count goes, as given.
void require_room(const void* array, size_t capacity, const size_t* count, std::string_view what) {
  if (count == nullptr) throw InputError("count: expected somewhere to put it, got NULL");
  if (array == nullptr && capacity != 0)
    throw InputError(std::string(what) + ": expected room for " + std::to_string(capacity) +
                     ", got NULL");
}

// Copies `text` and its NUL into the caller's buffer when it fits.
void deliver(std::string_view text, char* buffer, std::size_t size, std::size_t* needed) {
  if (needed != nullptr) *needed = text.size() + 1;
  if (buffer == nullptr || size < text.size() + 1)
    throw InputError("a buffer of " + std::to_string(buffer == nullptr ? 0 : size) +
                     " bytes; the answer needs " + std::to_string(text.size() + 1));
  std::memcpy(buffer, text.data(), text.size());
  buffer[text.size()] = '\0';
}

// Appends the tokens of one case, `text` (one line), to `tokens`: its
// whitespace-separated words, exactly tokens_per_case() of them, or for a
// puzzle whose case is a line, the line.
void append_case(const Puzzle& puzzle, std::string_view text, std::vector<std::string>& tokens,
                 std::size_t& used) {
  const std::size_t per_case = puzzle.tokens_per_case();
  const auto next = [&]() -> std::string& {
    if (used == tokens.size()) tokens.emplace_back();
    return tokens[used++];
  };
  if (puzzle.case_is_line()) {
    if (text.size() > kMaxCaseLineLength)
      throw InputError("a line is longer than " + std::to_string(kMaxCaseLineLength) +
                       " characters");
    next().assign(text);
    return;
  }
  std::size_t words = 0;
  for (std::size_t i = 0; i < text.size();) {
    if (is_token_space(text[i])) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && !is_token_space(text[end])) ++end;
    if (end - i > kMaxTokenLength) throw_token_too_long(text.substr(i, end - i));
    // Words past a case's are only counted, for the message.
    if (words++ < per_case) next().assign(text.substr(i, end - i));
    i = end;
  }
  if (words != per_case)
    throw InputError("expected " + std::to_string(per_case) + " tokens, got " +
                     std::to_string(words));
}

// The tokens of exactly one case, in this thread's vector: its strings
// are reused, so that a call allocates nothing.
std::span<const std::string> one_case(const puzzletab_puzzle& open, const char* case_text) {
  thread_local std::vector<std::string> tokens;
  std::size_t used = 0;
  append_case(*open.puzzle, required_text(case_text, "case"), tokens, used);
  return std::span(tokens).first(used);
}

// Cases per batch of many: as query's stream, memory bounded whatever
// their number.
constexpr std::size_t kBatchCases = 8192;

// What `write` appends for every case of `cases_text`, one case a line,
// answered by the stream's answer_batch on every core, batch after batch.
// The first bad case throws, its number in the message.
std::string answer_lines(const puzzletab_puzzle& open, const char* cases_text,
                         const CaseWriter& write) {
  const std::string_view text = required_text(cases_text, "cases");
  const Puzzle& puzzle = *open.puzzle;
  const std::size_t per_case = puzzle.tokens_per_case();
  std::vector<std::string> tokens;
  std::string out;
  // A line ends at '\n' (or "\r\n"), the last one also at the end.
  for (std::size_t at = 0, first_case = 1; at < text.size();) {
    std::size_t cases = 0;
    std::size_t used = 0;
    for (; cases < kBatchCases && at < text.size(); ++cases) {
      const auto end = std::min(text.find('\n', at), text.size());
      std::string_view line = text.substr(at, end - at);
      if (line.ends_with('\r')) line.remove_suffix(1);
      at = end + 1;
      try {
        append_case(puzzle, line, tokens, used);
      } catch (const InputError& e) {
        throw InputError("case " + std::to_string(first_case + cases) + ": " + e.what());
      }
    }
    if (auto failure = answer_batch(write, per_case, std::span(tokens).first(used), cases,
                                    first_case, CaseWatch{}, out)) {
      const std::string message =
          "case " + std::to_string(first_case + failure->case_index) + ": " + failure->message;
      if (failure->status == kExitTable) throw TableError(failure->message);
      if (failure->status == kExitInput) throw InputError(message);
      throw SystemError(message);
    }
    first_case += cases;
  }
  return out;
}

const CaseWriter& writer_for(const puzzletab_puzzle& open, const char* format) {
  const std::string_view name = format == nullptr ? kDefaultFormatAlias : format;
  for (const auto& [writer_name, writer] : open.writers)
    if (writer_name == name) return writer;
  std::vector<std::string> names;
  for (const auto& entry : open.writers) names.push_back(entry.first);
  throw UsageError("--format: " + not_one_of(name, names));
}

// Sets the options, NULL-terminated names and values, as query's command
// line sets them.
void set_options(Puzzle& puzzle, const char* const* options) {
  if (options == nullptr) return;
  const std::vector<PuzzleOption> declared = puzzle.options();
  for (; *options != nullptr; options += 2)
    set_option(declared, puzzle.name(), *options, options[1] != nullptr ? options[1] : "");
}

// The folder of the installed data beside the file this code was loaded
// from (the shared library, or a program linked with the static one).
std::filesystem::path data_beside_this_library() {
  Dl_info info{};
  if (dladdr(reinterpret_cast<void*>(&puzzletab_version), &info) == 0 || info.dli_fname == nullptr)
    return {};
  std::error_code error;
  const auto library = std::filesystem::canonical(info.dli_fname, error);
  if (error) return {};
  // PUZZLETAB_LIBDIR_TO_PREFIX: "..", or "../.." for lib/x86_64-linux-gnu.
  return TableStore::installed_under(
      (library.parent_path() / PUZZLETAB_LIBDIR_TO_PREFIX).lexically_normal());
}

std::filesystem::path tables_folder(const char* folder) {
  if (folder != nullptr && *folder != '\0') return folder;
  if (const char* env = std::getenv("PUZZLETAB_TABLES"); env != nullptr && *env != '\0') return env;
  if (auto beside = data_beside_this_library(); !beside.empty()) return beside;
  return TableStore::locate("");
}

const std::vector<std::string>& puzzle_names() {
  static const std::vector<std::string> names = registered_names();
  return names;
}

// The puzzle called `name`, made by the registry; query's message for a
// name it does not know.
std::unique_ptr<Puzzle> make_named(const char* name) {
  const std::string_view wanted = required_text(name, "puzzle's name");
  auto made = make_puzzles(wanted);
  const auto found =
      std::find_if(made.begin(), made.end(), [&](const auto& p) { return p->name() == wanted; });
  if (found == made.end()) {
    std::string known;
    for (const auto& n : puzzle_names()) known += (known.empty() ? "" : " ") + n;
    throw InputError("unknown puzzle " + quote_token(wanted) + " (known: " + known + ")");
  }
  return std::move(*found);
}

}  // namespace
}  // namespace puzzletab

using namespace puzzletab;

extern "C" {

const char* puzzletab_version(void) {
  return PUZZLETAB_VERSION;
}

unsigned puzzletab_table_format_version(void) {
  return kFormatVersion;
}

const char* puzzletab_last_error(void) {
  return last_error.c_str();
}

size_t puzzletab_puzzle_count(void) {
  try {
    return puzzle_names().size();
  } catch (...) {
    return 0;
  }
}

const char* puzzletab_puzzle_name(size_t index) {
  try {
    const auto& names = puzzle_names();
    return index < names.size() ? names[index].c_str() : nullptr;
  } catch (...) {
    return nullptr;
  }
}

puzzletab_status puzzletab_tables_open(const char* folder, puzzletab_tables** tables) {
  return guarded(prefix_of(nullptr), [&] {
    if (tables == nullptr)
      throw InputError("tables: expected somewhere to put the handle, got NULL");
    *tables = nullptr;
    const auto dir = tables_folder(folder);
    *tables = new puzzletab_tables{TableStore(dir), dir.string()};
  });
}

const char* puzzletab_tables_folder(const puzzletab_tables* tables) {
  return tables != nullptr ? tables->folder.c_str() : nullptr;
}

void puzzletab_tables_close(puzzletab_tables* tables) {
  delete tables;
}

puzzletab_status puzzletab_puzzle_open(const puzzletab_tables* tables, const char* name,
                                       const char* const* options, puzzletab_puzzle** puzzle) {
  std::string prefix;
  return guarded(prefix, [&] {
    if (puzzle == nullptr)
      throw InputError("puzzle: expected somewhere to put the handle, got NULL");
    *puzzle = nullptr;
    const TableStore& store = required(tables, "tables").store;
    auto open = std::make_unique<puzzletab_puzzle>();
    open->puzzle = make_named(name);
    Puzzle& p = *open->puzzle;
    prefix = std::string(p.name()) + ": ";
    set_options(p, options);
    p.load(store);
    for (const auto& format : format_names(p))
      open->writers.emplace_back(format, case_writer(p, format));
    for (Move m = 0; m < p.move_count(); ++m) open->move_names.push_back(p.move_name(m));
    open->prefix = prefix;
    *puzzle = open.release();
  });
}

puzzletab_status puzzletab_table_files(const char* name, char* buffer, size_t size,
                                       size_t* needed) {
  return guarded(prefix_of(nullptr), [&] {
    std::string files;
    for (const auto& [spec, gen_options] : table_specs(*make_named(name), true, true))
      files.append(spec.file_name).push_back('\n');
    deliver(files, buffer, size, needed);
  });
}

puzzletab_status puzzletab_large_table_files(const char* name, char* buffer, size_t size,
                                             size_t* needed) {
  return guarded(prefix_of(nullptr), [&] {
    std::string files;
    const auto puzzle = make_named(name);
    for (const auto& specs : {puzzle->large_tables(), puzzle->huge_tables()})
      for (const auto& spec : specs) files.append(spec.file_name).push_back('\n');
    deliver(files, buffer, size, needed);
  });
}

puzzletab_status puzzletab_tables_verify(const puzzletab_tables* tables, const char* name) {
  return guarded(prefix_of(nullptr), [&] {
    const TableStore& store = required(tables, "tables").store;
    const auto puzzle = make_named(name);
    const std::size_t needed = puzzle->tables().size();
    const auto specs = table_specs(*puzzle, true, true);
    for (std::size_t i = 0; i < specs.size(); ++i) {
      const auto& [spec, gen_options] = specs[i];
      // An optional large table that is not there is no failure.
      if (i >= needed && !std::filesystem::exists(store.path(spec))) continue;
      store.open(spec, gen_options).verify_payload();
    }
  });
}

void puzzletab_puzzle_close(puzzletab_puzzle* puzzle) {
  delete puzzle;
}

size_t puzzletab_tokens_per_case(const puzzletab_puzzle* puzzle) {
  return puzzle != nullptr ? puzzle->puzzle->tokens_per_case() : 0;
}

unsigned puzzletab_move_count(const puzzletab_puzzle* puzzle) {
  return puzzle != nullptr ? static_cast<unsigned>(puzzle->move_names.size()) : 0;
}

const char* puzzletab_move_name(const puzzletab_puzzle* puzzle, unsigned move) {
  return puzzle != nullptr && move < puzzle->move_names.size() ? puzzle->move_names[move].c_str()
                                                               : nullptr;
}

puzzletab_status puzzletab_answer(const puzzletab_puzzle* puzzle, const char* case_text,
                                  const char* format, char* buffer, size_t size, size_t* needed) {
  return guarded(prefix_of(puzzle), [&] {
    const auto& open = required(puzzle, "puzzle");
    const CaseWriter& writer = writer_for(open, format);
    // One answer's text a thread, kept: a short answer then allocates nothing.
    thread_local std::string text;
    text.clear();
    writer(one_case(open, case_text), text);
    deliver(text, buffer, size, needed);
  });
}

puzzletab_status puzzletab_answer_many(const puzzletab_puzzle* puzzle, const char* cases_text,
                                       const char* format, char* buffer, size_t size,
                                       size_t* needed) {
  return guarded(prefix_of(puzzle), [&] {
    const auto& open = required(puzzle, "puzzle");
    const CaseWriter& writer = writer_for(open, format);
    // Each answer ends with a NUL: the caller finds where each case's is.
    const std::string text =
        answer_lines(open, cases_text, [&](std::span<const std::string> tokens, std::string& out) {
          writer(tokens, out);
          out.push_back('\0');
        });
    deliver(std::string_view(text).substr(0, text.empty() ? 0 : text.size() - 1), buffer, size,
            needed);
  });
}

puzzletab_status puzzletab_distance_many(const puzzletab_puzzle* puzzle, const char* cases_text,
                                         size_t* distances, size_t capacity, size_t* count) {
  return guarded(prefix_of(puzzle), [&] {
    const auto& open = required(puzzle, "puzzle");
    require_room(distances, capacity, count, "distances");
    const Puzzle& p = *open.puzzle;
    // The distances as the bytes of size_t, in order: answer_batch's text.
    const std::string bytes =
        answer_lines(open, cases_text, [&](std::span<const std::string> tokens, std::string& out) {
          const auto moves = p.solve(p.read_case(tokens));
          const size_t distance = moves ? path_cost(p, *moves) : PUZZLETAB_UNSOLVABLE;
          out.append(reinterpret_cast<const char*>(&distance), sizeof distance);
        });
    *count = bytes.size() / sizeof(size_t);
    if (capacity != 0)
      std::memcpy(distances, bytes.data(), std::min(*count, capacity) * sizeof(size_t));
  });
}

puzzletab_status puzzletab_solve(const puzzletab_puzzle* puzzle, const char* case_text,
                                 unsigned* moves, size_t capacity, size_t* count) {
  return guarded(prefix_of(puzzle), [&] {
    const auto& open = required(puzzle, "puzzle");
    require_room(moves, capacity, count, "moves");
    const auto solution = open.puzzle->solve(open.puzzle->read_case(one_case(open, case_text)));
    *count = solution ? solution->size() : PUZZLETAB_UNSOLVABLE;
    if (solution) std::copy_n(solution->begin(), std::min(capacity, solution->size()), moves);
  });
}

puzzletab_status puzzletab_distance(const puzzletab_puzzle* puzzle, const char* case_text,
                                    size_t* distance) {
  return guarded(prefix_of(puzzle), [&] {
    const auto& open = required(puzzle, "puzzle");
    require_room(nullptr, 0, distance, "distance");
    const Puzzle& p = *open.puzzle;
    const auto solution = p.solve(p.read_case(one_case(open, case_text)));
    *distance = solution ? path_cost(p, *solution) : PUZZLETAB_UNSOLVABLE;
  });
}

puzzletab_status puzzletab_play(const puzzletab_puzzle* puzzle, const char* case_text,
                                const unsigned* moves, size_t count, char* buffer, size_t size,
                                size_t* needed) {
  return guarded(prefix_of(puzzle), [&] {
    const auto& open = required(puzzle, "puzzle");
    if (moves == nullptr && count != 0)
      throw InputError("moves: expected " + std::to_string(count) + ", got NULL");
    const Puzzle& p = *open.puzzle;
    Position position = p.read_case(one_case(open, case_text));
    for (size_t i = 0; i < count; ++i) {
      if (moves[i] >= p.move_count())
        throw InputError("move " + std::to_string(i + 1) + ": expected a number below " +
                         std::to_string(p.move_count()) + ", got " + std::to_string(moves[i]));
      const auto next = p.apply(position, moves[i]);
      if (!next)
        throw InputError("move " + std::to_string(i + 1) + " (" + p.move_name(moves[i]) +
                         ") cannot be made here");
      position = *next;
    }
    deliver(p.write_case(position), buffer, size, needed);
  });
}

puzzletab_status puzzletab_random_case(const puzzletab_puzzle* puzzle, uint64_t seed, char* buffer,
                                       size_t size, size_t* needed) {
  return guarded(prefix_of(puzzle), [&] {
    const auto& open = required(puzzle, "puzzle");
    // A puzzle that draws its own cases (a random-move or random-state
    // scramble, not a numbered position) draws it as query --random does.
    if (open.puzzle->draws_own_cases()) {
      RandomDraw draw(seed);
      deliver(open.puzzle->draw_case(draw, open.puzzle->formats().front().name, false)(), buffer,
              size, needed);
      return;
    }
    SampleRequest request;
    request.count = 1;
    request.seed = seed;
    std::string text;
    sample_positions(*open.puzzle, request,
                     [&](Position position) { text = open.puzzle->write_case(position); });
    deliver(text, buffer, size, needed);
  });
}

puzzletab_status puzzletab_random_cases(const puzzletab_puzzle* puzzle, uint64_t seed, size_t count,
                                        const char* format, char* buffer, size_t size,
                                        size_t* needed) {
  return guarded(prefix_of(puzzle), [&] {
    const auto& open = required(puzzle, "puzzle");
    writer_for(open, format);  // an unknown format named as --format names it
    // query's name for the format: the format's own for "text" or none.
    const OutputFormat* own =
        find_format(*open.puzzle, format == nullptr ? kDefaultFormatAlias : format);
    const std::string name = own != nullptr ? std::string(own->name) : std::string(format);
    ExploreOptions options;
    options.random_count = std::to_string(count);
    options.seed = std::to_string(seed);
    options.layout = "line";
    std::string text;
    write_random_cases(*open.puzzle, options, name, [&](std::string_view piece) { text += piece; });
    deliver(text, buffer, size, needed);
  });
}

puzzletab_status puzzletab_check(const puzzletab_puzzle* puzzle, const char* case_text,
                                 const char* format, const char* answer_text, int* accepted,
                                 char* buffer, size_t size, size_t* needed) {
  return guarded(prefix_of(puzzle), [&] {
    const auto& open = required(puzzle, "puzzle");
    if (accepted == nullptr) throw InputError("accepted: expected somewhere to put it, got NULL");
    const auto tokens = one_case(open, case_text);
    const std::string_view name = format == nullptr ? kDefaultFormatAlias : format;
    writer_for(open, format);  // an unknown format named as --format names it
    const OutputFormat* own = find_format(*open.puzzle, name);
    if (own == nullptr)
      throw InputError("answers are checked in one of the puzzle's own formats, not json");
    const auto check = check_answers(*open.puzzle, tokens, *own, own->acceptance,
                                     required_text(answer_text, "answer"));
    *accepted = check.outcome == AnswersCheck::Outcome::accepted ? 1 : 0;
    // Each report is "case 1: VERDICT"; a call checks one case.
    std::string verdict = check.reports.empty() ? check.problem : check.reports.back();
    if (const auto colon = verdict.find(": ");
        verdict.starts_with("case ") && colon != std::string::npos)
      verdict.erase(0, colon + 2);
    deliver(verdict, buffer, size, needed);
  });
}

void puzzletab_watch(puzzletab_progress_function function, void* context, double every_seconds) {
  puzzletab::watch = {function, context, puzzletab::Seconds(every_seconds > 0 ? every_seconds : 0)};
}

}  // extern "C"
