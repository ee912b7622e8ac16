// gen: computes every table from scratch and writes it, or checks the
// tables on disk against a fresh computation.
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iterator>

#include "errors.h"
#include "registry.h"
#include "table.h"
#include "table_dir.h"

using namespace puzzletab;

namespace {

std::vector<std::byte> read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return {};
  std::vector<char> chars((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<std::byte> bytes(chars.size());
  std::memcpy(bytes.data(), chars.data(), chars.size());
  return bytes;
}

// gen --verify: every table present, and every one that should be, opened
// and its whole payload checksummed (query skips that for large raw payloads).
int verify_tables(const std::vector<Puzzle*>& chosen, const TableStore& store) {
  int status = 0;
  for (const Puzzle* puzzle : chosen) {
    std::vector<std::pair<TableSpec, std::string_view>> specs;  // and gen's option to make it
    for (auto& spec : puzzle->tables()) specs.emplace_back(std::move(spec), "");
    for (auto& spec : puzzle->large_tables())
      if (std::filesystem::exists(store.path(spec))) specs.emplace_back(std::move(spec), "--large");
    for (const auto& [spec, option] : specs) {
      try {
        const TableReader table = store.open(spec, option);
        table.verify_payload();
        std::printf("%s: intact\n", store.path(spec).c_str());
      } catch (const TableError& e) {
        std::fprintf(stderr, "gen: %s\n", e.what());
        status = kExitTable;
      }
    }
  }
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"gen: build puzzletab's tables by searching each puzzle's whole state space"};
  std::vector<std::string> names;
  std::string out_dir;
  bool check = false;
  bool large = false;
  bool verify = false;
  app.add_option("puzzles", names, "puzzles to build (default: all)");
  app.add_option("--out", out_dir, "folder to write the tables to (default: where query looks)");
  app.add_flag("--check", check,
               "regenerate in memory and fail (exit 3) if a table on disk differs");
  app.add_flag("--large", large,
               "also the optional large tables (the fifteen puzzle's 7-8 databases: minutes, "
               "hundreds of MB)");
  app.add_flag("--verify", verify,
               "check every table on disk against its checksums, large ones included, and "
               "fail (exit 3) on damage; regenerates nothing");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : kExitInput;
  }

  auto puzzles = make_puzzles();
  std::vector<Puzzle*> chosen;
  for (const auto& n : names) {
    auto it =
        std::find_if(puzzles.begin(), puzzles.end(), [&](const auto& p) { return p->name() == n; });
    if (it == puzzles.end()) {
      std::string known;
      for (const auto& p : puzzles) known += " " + std::string(p->name());
      std::fprintf(stderr, "gen: unknown puzzle \"%s\" (known:%s)\n", n.c_str(), known.c_str());
      return kExitInput;
    }
    chosen.push_back(it->get());
  }
  if (names.empty())
    for (const auto& p : puzzles) chosen.push_back(p.get());

  const TableStore store(TableStore::locate(out_dir));
  if (verify) return verify_tables(chosen, store);
  if (!check) std::filesystem::create_directories(store.dir());
  int status = 0;
  for (const Puzzle* puzzle : chosen) {
    auto specs = puzzle->tables();
    if (large)
      for (auto& spec : puzzle->large_tables()) specs.push_back(std::move(spec));
    for (const TableSpec& spec : specs) {
      const auto start = std::chrono::steady_clock::now();
      const auto bytes = encode_table(spec.info, puzzle->generate(spec));
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      const auto path = store.path(spec);
      if (check) {
        const bool same = read_file(path) == bytes;
        std::printf("%s: %s\n", path.c_str(),
                    same ? "matches a fresh computation" : "DIFFERS from a fresh computation");
        if (!same) status = kExitTable;
        continue;
      }
      write_file_atomically(path, bytes);
      const double bits =
          8.0 * static_cast<double>(bytes.size()) / static_cast<double>(spec.info.entry_count);
      std::printf("%s: %llu states, %zu bytes (%.2f bits/state), %.3f s, %.0f states/s\n",
                  path.c_str(), static_cast<unsigned long long>(spec.info.entry_count),
                  bytes.size(), bits, seconds,
                  static_cast<double>(spec.info.entry_count) / seconds);
    }
  }
  if (status != 0) std::fprintf(stderr, "gen: tables differ; regenerate them with: gen\n");
  return status;
}
