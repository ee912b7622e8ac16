# The two commands of README.md and the build folder they share, with cmake,
# ctest and dpkg-query replaced by stand-ins that record what they are asked:
# ./scripts/run builds query and gen, and ./scripts/test configures nothing
# anew after it (the same folder and flags), so nothing is compiled twice.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
# A copy of the scripts: whatever they do (an old scripts/test wrote into
# ./build) stays in this test's folder, never in the tree being tested.
ROOT="$WORK/root"
mkdir -p "$ROOT"
cp -r "$(dirname "$TABLES")/scripts" "$ROOT/"
FAKE="$WORK/bin"
mkdir -p "$FAKE"
# cmake: configuring writes the cache from the -D flags; building makes each
# target asked for (all when none) as a program that says what it ran.
cat >"$FAKE/cmake" <<'FAKE_CMAKE'
#!/usr/bin/env bash
echo "cmake $*" >>"$FAKE_LOG"
case " $* " in
  *" -B "*)
    dir=""; prev=""
    for a in "$@"; do [[ $prev == -B ]] && dir="$a"; prev="$a"; done
    mkdir -p "$dir"; : >"$dir/CMakeCache.txt"
    for a in "$@"; do
      case "$a" in
        -DCMAKE_BUILD_TYPE=*) echo "CMAKE_BUILD_TYPE:STRING=${a#*=}" >>"$dir/CMakeCache.txt" ;;
        -D*=*) name="${a#-D}"; echo "${name%%=*}:BOOL=${a#*=}" >>"$dir/CMakeCache.txt" ;;
      esac
    done ;;
  *" -n "*) ;;
  *" --build "*)
    dir="$2"; targets=(); prev=""
    for a in "$@"; do [[ $prev == --target ]] && targets+=("$a"); prev="$a"; done
    [[ ${#targets[@]} -eq 0 ]] && targets=(query gen unit_tests)
    for t in "${targets[@]}"; do printf '#!/bin/sh\necho %s "$@"\n' "$t" >"$dir/$t"; chmod +x "$dir/$t"; done ;;
esac
FAKE_CMAKE
# shellcheck disable=SC2016 # expanded by the stand-in, not here
printf '#!/bin/sh\necho "ctest $*" >>"$FAKE_LOG"\nexit 1\n' >"$FAKE/ctest"
printf '#!/bin/sh\nprintf "install ok installed"\n' >"$FAKE/dpkg-query"
chmod +x "$FAKE"/*
export FAKE_LOG="$WORK/log" PUZZLETAB_BUILD="$WORK/build"
run_fake() { PATH="$FAKE:$PATH" "$@"; }

expect_out "./scripts/run answers from the build" "query msquare 2 6 8 4 5 7 3 1" \
  run_fake "$ROOT/scripts/run" msquare 2 6 8 4 5 7 3 1
[[ -x "$WORK/build/gen" ]] || fail "./scripts/run did not build gen (README: build/gen is gen)"
grep -q -- "-DPUZZLETAB_WERROR=ON" "$FAKE_LOG" || fail "./scripts/run configures without -Werror: $(cat "$FAKE_LOG")"

: >"$FAKE_LOG"
(cd "$ROOT" && run_fake ./scripts/test) >/dev/null 2>&1
grep -q "^ctest" "$FAKE_LOG" || fail "./scripts/test did not reach its tests: $(cat "$FAKE_LOG")"
if grep -q -- " -B " "$FAKE_LOG"; then
  fail "./scripts/test configures again after ./scripts/run (everything recompiles): $(grep -- " -B " "$FAKE_LOG")"
else
  passed=$((passed + 1))
fi

# A folder configured without -Werror (by hand, or an older script) is
# configured once more with it.
echo "PUZZLETAB_WERROR:BOOL=OFF" >"$WORK/build/CMakeCache.txt"
: >"$FAKE_LOG"
run_fake "$ROOT/scripts/run" msquare >/dev/null 2>&1
grep -q -- "-DPUZZLETAB_WERROR=ON" "$FAKE_LOG" || fail "a folder without -Werror is not configured again"
finish
