#!/usr/bin/env bash
# Compiles TNoodle's scrambler classes and Scrambles.java with javac:
#   scripts/bench.d/tnoodle/build.sh TNOODLE_LIB_DIR OUT_DIR
# TNOODLE_LIB_DIR is a checkout of github:thewca/tnoodle-lib (the tests' data
# came from commit 3688c66); OUT_DIR receives the classes. Debian's
# libslf4j-java gives the logging API threephase uses; the GWT exporter's
# annotations, which Debian lacks, are the empty ones in stubs/.
set -euo pipefail
lib="$1"
out="$2"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
slf4j=/usr/share/java/slf4j-api.jar
[[ -f $slf4j ]] || { echo "tnoodle: no $slf4j (apt-get install libslf4j-java)" >&2; exit 2; }
mkdir -p "$out"
sources=()
while IFS= read -r -d '' f; do sources+=("$f"); done < <(
  find "$lib"/scrambles/src/main/java "$lib"/threephase/src/main/java \
    "$lib"/min2phase/src/main/java "$lib"/sq12phase/src/main/java \
    "$lib"/svglite/src/main/java "$here/stubs" -name '*.java' -print0)
javac -nowarn -encoding UTF-8 -d "$out" -cp "$slf4j" "${sources[@]}" "$here/Scrambles.java" 2>&1 |
  grep -v '^Note:' >&2 || true
[[ -f "$out/Scrambles.class" ]]
