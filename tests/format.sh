#!/usr/bin/env bash
# Every C and C++ file of the project is as clang-format writes it with the
# committed .clang-format (docs/architecture.md): a diff of layout never
# hides a change of meaning in review.
#   format.sh SOURCE_DIR
set -euo pipefail
cd "$1"
command -v clang-format >/dev/null ||
  { echo "FAIL: no clang-format (scripts/setup --test installs it)" >&2; exit 1; }
mapfile -t files < <(find gen include mpi query src tests wasm -type f \
  \( -name '*.cpp' -o -name '*.h' -o -name '*.c' \) | sort)
[[ ${#files[@]} -gt 100 ]] || { echo "FAIL: only ${#files[@]} C and C++ files found" >&2; exit 1; }
# One process for all: its warnings name each file that differs.
if ! clang-format --dry-run --Werror "${files[@]}" 2>"${TMPDIR:-/tmp}/format.$$"; then
  echo "FAIL: not as clang-format writes them (run clang-format -i on them):" >&2
  grep -o '^[^:]*:[0-9]*:[0-9]*: error' "${TMPDIR:-/tmp}/format.$$" | cut -d: -f1 | sort -u | sed 's/^/  /' >&2
  rm -f "${TMPDIR:-/tmp}/format.$$"
  exit 1
fi
rm -f "${TMPDIR:-/tmp}/format.$$"
echo "format: ${#files[@]} files as clang-format writes them"
