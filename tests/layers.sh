#!/usr/bin/env bash
# The layers of src/ (src/README.md): an include points only down,
# core <- puzzles <- modes <- api (the C API), and gen/ and query/ sit on top. Every project
# include names its layer, so a file that reaches up shows in its includes.
#   layers.sh SRC_DIR
set -euo pipefail
src="$1"
failures=0
check() {  # check LAYER FORBIDDEN...: no file of LAYER includes a FORBIDDEN layer
  local layer="$1"
  shift
  for forbidden in "$@"; do
    if grep -rn "^#include \"$forbidden/" "$src/$layer" >/tmp/layers.$$ 2>/dev/null; then
      echo "FAIL: $layer includes $forbidden (layers point down):" >&2
      cat /tmp/layers.$$ >&2
      failures=$((failures + 1))
    fi
  done
  rm -f /tmp/layers.$$
}
check core puzzles modes api
check puzzles modes api
check modes api
# Every project include names its layer: a bare "x.h" would hide where it points.
if grep -rn '^#include "[^/"]*"' "$src" >&2; then
  echo "FAIL: an include without its layer folder" >&2
  failures=$((failures + 1))
fi
[[ -d "$src/core" && -d "$src/puzzles" && -d "$src/modes" && -d "$src/api" ]] || { echo "FAIL: a layer folder is missing" >&2; exit 1; }
echo "layers: $((failures == 0 ? 4 : 4 - failures)) passed, $failures failed"
exit $((failures != 0))
