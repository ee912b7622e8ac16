// gen: computes every table from scratch and writes it, or checks the
// tables on disk against a fresh computation.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>
#include <stdexcept>
#include <utility>

#include "core/errors.h"
#include "core/output.h"
#include "core/output_file.h"
#include "core/program.h"
#include "core/same_file.h"
#include "core/table.h"
#include "core/table_store.h"
#include "modes/command_line.h"
#include "modes/completion.h"
#include "modes/version.h"
#include "puzzles/definition/counting.h"
#include "puzzles/definition/definition.h"
#include "puzzles/definition/definition_files.h"
#include "puzzles/definition/definition_puzzle.h"
#include "puzzles/registry.h"

using namespace puzzletab;

namespace {

// Whether the table at `path` is the one `spec` describes, whole: its
// header as expected and its whole payload matching its checksum.
bool is_intact(const std::filesystem::path& path, const TableSpec& spec) {
  try {
    TableReader(path, spec.info, "").verify_payload();
    return true;
  } catch (const TableError&) {
    return false;
  }
}

// Whether `path` holds an intact header of `spec`'s puzzle for another
// variant: for a --def puzzle, the table of another definition of that name.
bool holds_another_variant(const std::filesystem::path& path, const TableSpec& spec) {
  try {
    const TableReader table(path);
    return table.info().puzzle == spec.info.puzzle && table.info().variant != spec.info.variant;
  } catch (const TableError&) {
    return false;
  }
}

// One row per table the chosen puzzles need, and per optional large table
// that is present: present or not, intact or why not (the whole payload is
// checksummed, which query skips for large raw payloads), and what its
// header says.
int list_tables(const TableStore& store, const std::vector<Puzzle*>& puzzles, bool tsv) {
  int status = 0;
  if (tsv)
    std::printf(
        "file\tpuzzle\tvariant\tstates\tentry\tbits\tcodec\tbytes\tpayload_xxh64\tformat\n");
  else
    std::printf("%-22s %-10s %7s %11s %-9s %4s %-5s %10s %10s %-16s %s\n", "table", "puzzle",
                "variant", "states", "entry", "bits", "codec", "bytes", "bits/state",
                "payload xxh64", "status");
  for (const Puzzle* puzzle : puzzles) {
    for (const auto& [spec, option] : table_specs(*puzzle, true, true)) {
      const auto path = store.path(spec);
      if (!option.empty() && !std::filesystem::exists(path)) continue;
      std::string problem;
      std::uint64_t checksum = 0;
      std::uint64_t bytes = 0;
      try {
        const TableReader table(path, spec.info, store.remedy(spec, option));
        table.verify_payload();
        checksum = table.payload_checksum();
        bytes = table.file_bytes().size();
      } catch (const TableError& e) {
        problem = e.what();
        problem.erase(0, path.string().size() + 2);  // the row names the file already
        status = kExitTable;
      }
      const auto& info = spec.info;
      char sum[17] = "-";
      if (problem.empty())
        std::snprintf(sum, sizeof sum, "%016llx", static_cast<unsigned long long>(checksum));
      if (tsv) {
        if (!problem.empty()) continue;  // the manifest lists what is shipped
        std::printf("%s\t%s\t%llu\t%llu\t%s\t%u\t%s\t%llu\t%s\t%u\n", spec.file_name.c_str(),
                    info.puzzle.c_str(), static_cast<unsigned long long>(info.variant),
                    static_cast<unsigned long long>(info.entry_count), to_string(info.kind),
                    info.bits, to_string(info.codec), static_cast<unsigned long long>(bytes), sum,
                    kFormatVersion);
        continue;
      }
      char bits_per_state[16] = "-";
      if (problem.empty())
        std::snprintf(bits_per_state, sizeof bits_per_state, "%.2f",
                      8.0 * static_cast<double>(bytes) / static_cast<double>(info.entry_count));
      std::printf(
          "%-22s %-10s %7llu %11llu %-9s %4u %-5s %10s %10s %-16s %s\n", spec.file_name.c_str(),
          info.puzzle.c_str(), static_cast<unsigned long long>(info.variant),
          static_cast<unsigned long long>(info.entry_count), to_string(info.kind), info.bits,
          to_string(info.codec), problem.empty() ? std::to_string(bytes).c_str() : "-",
          bits_per_state, sum, problem.empty() ? "ok" : problem.c_str());
    }
  }
  return status;
}

}  // namespace

// --large's help: each puzzle's large tables, their size and what building
// them takes, from the constants gen uses.
std::string large_option_help(bool huge) {
  std::string text;
  for (const auto& puzzle : make_puzzles())
    if (const std::string cost = large_tables_text(*puzzle, huge); !cost.empty())
      text += (text.empty() ? "" : "; ") + cost;
  return huge ? "also the optional huge tables, for machines with the memory; query then uses "
                "them in place of the large ones (" +
                    text + ")"
              : "also the optional large tables (" + text + ")";
}

int run_gen(int argc, char** argv) {
  CLI::App app{"gen: build puzzletab's tables by searching each puzzle's whole state space"};
  speak_as(app, "gen");
  std::vector<std::string> names;
  std::string out_dir;
  bool check = false;
  bool list = false;
  bool tsv = false;
  bool large = false;
  bool huge = false;
  bool force = false;
  bool version = false;
  std::vector<std::string> count_files;
  app.add_option("puzzles", names, "puzzles to build (default: all)");
  app.add_option("--out", out_dir, "folder to write the tables to (default: where query looks)")
      ->check([](const std::string& folder) {
        return folder.empty() ? std::string("an empty folder name") : std::string();
      });
  app.add_flag("--check", check,
               "regenerate in memory and fail (exit 3) if a table on disk differs");
  app.add_flag("--list", list,
               "show which tables are present and valid, their sizes and checksums (exit 3 if any "
               "is missing or invalid)");
  app.add_flag("--tsv", tsv,
               "with --list: tab-separated, one table per line (the package manifest)")
      ->needs("--list");
  app.add_flag("--large", large, large_option_help(false));
  app.add_flag("--huge", huge, large_option_help(true));
  app.add_flag("--force", force,
               "rebuild tables that are present and intact (by default they are kept)")
      ->excludes("--check")
      ->excludes("--list");
  app.add_option("--count", count_files,
                 "write the number of positions of each definition file (ksolve/twsearch format, "
                 "any size), by Schreier-Sims; builds nothing (docs/definitions.md)")
      ->excludes("--check")
      ->excludes("--list")
      ->excludes("--force");
  app.add_flag("--version", version,
               "show the version, the table format's, and each table found with its state");
  auto puzzles = make_puzzles();
  const std::size_t shipped = puzzles.size();
  // Said on stderr, for query's line: a --def puzzle named otherwise than its file.
  const auto definitions = definition::take_definition_options(argc, argv, "--pruning");
  for (const auto& renamed : definition::add_definition_puzzles(
           puzzles, definitions.files,
           definitions.pruning_bytes.value_or(definition::kPruningEntries / 4)))
    std::fprintf(stderr, "gen: %s\n", renamed.c_str());
  std::string definition_file;  // taken out of the line already; here for --help
  app.add_option("--def", definition_file,
                 "a definition file (ksolve/twsearch format) to add as a puzzle; without "
                 "puzzle names, only its table is built (docs/definitions.md)");
  std::string pruning;  // taken out too
  app.add_option("--pruning", pruning,
                 "with --def, the most bytes the pruning tables of a definition beyond a complete "
                 "table take together (default 256M; K, M, G or T)");
  // Bash completion (completion/puzzletab.bash): what may follow WORDS.
  if (argc > 1 && std::string_view(argv[1]) == "--complete") {
    std::vector<std::string> puzzle_names;
    for (const auto& p : puzzles) puzzle_names.emplace_back(p->name());
    const std::vector<std::string> words(argv + 2, argv + argc);
    for (const auto& word : completion_candidates(app, words, puzzle_names))
      std::printf("%s\n", word.c_str());
    return 0;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : kExitInput;
  }

  if (!count_files.empty()) {
    if (!names.empty()) throw InputError("--count: names no puzzle, only definition files");
    for (const auto& file : count_files) {
      const auto count = definition::count_positions(
          definition::parse_definition(definition::read_definition_file(file, "--count"), file));
      std::printf("%s: %s\n", file.c_str(), definition::count_text(count).c_str());
    }
    return 0;
  }

  std::vector<Puzzle*> chosen;
  for (const auto& n : names) {
    auto it =
        std::find_if(puzzles.begin(), puzzles.end(), [&](const auto& p) { return p->name() == n; });
    if (it == puzzles.end()) {
      std::vector<std::string> known;
      for (const auto& p : puzzles) known.emplace_back(p->name());
      std::fputs(unknown_puzzle_message("gen", n, known).c_str(), stderr);
      return kExitInput;
    }
    chosen.push_back(it->get());
  }
  // Without names: every puzzle, or only those of the --def files.
  if (names.empty())
    for (std::size_t i = puzzles.size() > shipped ? shipped : 0; i < puzzles.size(); ++i)
      chosen.push_back(puzzles[i].get());

  const TableStore store(TableStore::locate(out_dir));
  if (version) {
    write_stdout(version_text("gen", puzzles, store));
    return 0;
  }
  if (list) return list_tables(store, chosen, tsv);
  if (!check) {
    std::error_code error;
    std::filesystem::create_directories(store.dir(), error);
    if (error)
      throw SystemError("cannot create the folder " + store.dir().string() + ": " +
                        error.message());
  }
  // No table may be written over a file this run reads (a --def file
  // named like its table, in the --out folder): refused before any work.
  if (!check)
    for (const Puzzle* puzzle : chosen)
      for (const auto& [spec, option] : table_specs(*puzzle, large, huge)) {
        const std::string path = store.path(spec).string();
        refuse_overwriting_a_file_read(file_at(path, path));
      }
  int status = 0;
  const auto defined = [&](const Puzzle* puzzle) {
    return std::any_of(puzzles.begin() + static_cast<std::ptrdiff_t>(shipped), puzzles.end(),
                       [&](const auto& p) { return p.get() == puzzle; });
  };
  for (const Puzzle* puzzle : chosen) {
    const auto specs = table_specs(*puzzle, large, huge);
    // Not an error: the puzzle works, with nothing to build.
    if (specs.empty() && puzzle->large_tables().empty())
      std::printf("%s: no table to %s; query computes its answers\n",
                  std::string(puzzle->name()).c_str(), check ? "check" : "build");
    else if (specs.empty())
      std::printf(
          "%s: no table to %s; query computes its answers. gen %s --large %s its "
          "optional large tables (%s)\n",
          std::string(puzzle->name()).c_str(), check ? "check" : "build",
          std::string(puzzle->name()).c_str(), check ? "checks" : "builds",
          large_tables_text(*puzzle).c_str());
    // Of the large (huge) tables' cost, once, before the first of them.
    std::string warned;
    for (const auto& [spec, option] : specs) {
      const auto path = store.path(spec);
      if (!check && !force && is_intact(path, spec)) {
        std::printf(
            "%s: present and intact (whole payload checksummed), kept; --force rebuilds it\n",
            path.c_str());
        continue;
      }
      if (!check && !force && defined(puzzle) && holds_another_variant(path, spec)) {
        std::fprintf(stderr,
                     "gen: %s holds the table of another definition of %s; --force replaces it\n",
                     path.c_str(), spec.info.puzzle.c_str());
        return kExitInput;
      }
      // A table the reader refuses differs from any computation: said at
      // once, before minutes of generating.
      std::optional<TableReader> on_disk;
      if (check) {
        try {
          on_disk.emplace(path, spec.info, store.remedy(spec, option));
          on_disk->verify_payload();
        } catch (const TableError& e) {
          std::printf("%s\n", e.what());
          status = kExitTable;
          continue;
        }
      }
      if (const bool is_huge = option.ends_with("--huge");
          (is_huge || option.ends_with("--large")) && option != std::exchange(warned, option) &&
          (is_huge ? puzzle->huge_tables_cost() : puzzle->large_tables_cost()))
        std::fprintf(stderr, "gen: building %s\n", large_tables_text(*puzzle, is_huge).c_str());
      const auto start = std::chrono::steady_clock::now();
      std::optional<PackedBuilder> entries;
      try {
        entries.emplace(puzzle->generate(spec));
      } catch (const std::logic_error& e) {
        // A generator that checks its own result (clocks proves its table)
        // throws rather than hand over a wrong table: write nothing.
        std::fprintf(stderr, "gen: %s: %s; nothing written\n", spec.file_name.c_str(), e.what());
        return kExitSystem;
      }
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      const TableHeader header = table_header(spec.info, *entries);
      const std::uint64_t size = table_file_size(spec.info);
      if (check) {
        const auto file = on_disk->file_bytes();
        const auto& raw = entries->bytes();
        const bool same =
            file.size() == size && std::ranges::equal(file.first(header.size()), header) &&
            std::ranges::equal(file.subspan(header.size(), raw.size()), raw) &&
            std::ranges::equal(file.subspan(header.size() + raw.size()), block_checksums(raw));
        if (same)
          std::printf("%s: matches a fresh computation\n", path.c_str());
        else
          std::printf("%s: DIFFERS from a fresh computation; run: %s --force\n", path.c_str(),
                      store.remedy(spec, option).c_str());
        if (!same) status = kExitTable;
        continue;
      }
      write_table(path, spec.info, *entries);
      if (spec.info.kind == EntryKind::plan) {
        // A few words naming the other tables: no states to count.
        std::printf("%s: the plan of the puzzle's tables, %llu bytes\n", path.c_str(),
                    static_cast<unsigned long long>(size));
        continue;
      }
      const double bits =
          8.0 * static_cast<double>(size) / static_cast<double>(spec.info.entry_count);
      std::printf("%s: %llu states, %llu bytes (%.2f bits/state), %.3f s, %.0f states/s\n",
                  path.c_str(), static_cast<unsigned long long>(spec.info.entry_count),
                  static_cast<unsigned long long>(size), bits, seconds,
                  static_cast<double>(spec.info.entry_count) / seconds);
    }
  }
  if (status != 0)
    std::fprintf(stderr,
                 "gen: tables differ from a fresh computation or are damaged; each line above "
                 "says how to make it\n");
  return status;
}

int main(int argc, char** argv) {
  return run_program("gen", [&] { return run_gen(argc, argv); });
}
