# Helpers for the command-line tests; sourced by tests/cli_*.sh, which ctest
# runs as: bash tests/cli_X.sh QUERY GEN TABLES
set -uo pipefail
QUERY="$1"
GEN="$2"
TABLES="$3"
WORK="$(mktemp -d)"
TESTS="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# At the end, every JSON line the test kept in $WORK (files, and what
# expect_out captured) is parsed strictly (tests/json_lines.py), and the
# remedies its messages printed are run (run_remedies); then $WORK goes.
trap check_outputs EXIT
unset PUZZLETAB_TABLES
passed=0
failed=0

# sampled N [M]: how many of N like cases a loop tries: all of them, or
# under the sanitizers (PUZZLETAB_SANITIZED, set by tests/CMakeLists.txt)
# M of them (default N/4, at least 1). A sanitized process costs about
# 0.1 s of CPU before it does anything, so a loop of a thousand processes
# costs minutes there; the Release run tries every case, the sanitized one
# enough of each kind to meet every code path.
sampled() {
  if [[ -n ${PUZZLETAB_SANITIZED:-} ]]; then
    local m=${2:-$(($1 / 4))}
    echo $((m < 1 ? 1 : m))
  else
    echo "$1"
  fi
}

fail() {
  echo "FAIL: $*" >&2
  failed=$((failed + 1))
}

# note_remedies FILE: each "run: COMMAND" in FILE, with the folder and the
# $PUZZLETAB_TABLES it was printed under, for run_remedies.
note_remedies() {
  local remedy
  while IFS= read -r remedy; do
    printf '%s\t%s\t%s\n' "$PWD" "${PUZZLETAB_TABLES-}" "$remedy" >>"$WORK/.remedies"
  done < <(grep -o 'run: gen .*' "$1" | sed 's/^run: //')
}

# expect_out "description" "expected stdout" command...   (exit status 0)
# The expected text gets a final newline unless it is empty.
expect_out() {
  local what="$1" want="$2"
  shift 2
  [[ -n "$want" ]] && want+=$'\n'
  local got status
  got="$("$@" 2>"$WORK/err"; s=$?; printf x; exit $s)"
  status=$?
  got="${got%x}"
  printf '%s' "$got" >>"$WORK/.outputs"
  if [[ $status -ne 0 || "$got" != "$want" ]]; then
    fail "$what: status $status, got [$got], want [$want]; stderr: $(cat "$WORK/err")"
  else
    passed=$((passed + 1))
  fi
}

# expect_err "description" STATUS "text stderr must contain" command...
# Nothing may be printed on stdout unless EXPECT_STDOUT is set.
expect_err() {
  local what="$1" want_status="$2" want_text="$3"
  shift 3
  local got status
  got="$("$@" 2>"$WORK/err")"
  status=$?
  note_remedies "$WORK/err"
  if [[ $status -ne $want_status ]]; then
    fail "$what: status $status, want $want_status; stderr: $(cat "$WORK/err")"
  elif ! grep -qF -- "$want_text" "$WORK/err"; then
    fail "$what: stderr [$(cat "$WORK/err")] lacks [$want_text]"
  elif [[ "$got" != "${EXPECT_STDOUT:-}" ]]; then
    fail "$what: stdout [$got], want [${EXPECT_STDOUT:-}]"
  else
    passed=$((passed + 1))
  fi
}

# talk_to NAME COMMAND...: runs COMMAND in the background, its input and
# output on two FIFOs, which stay open here as descriptors $TO_NAME and
# $FROM_NAME until closed; NAME_PID is its process. Not a coproc: bash
# closes a coproc's descriptors as soon as it reaps it, so the last read
# could race the program's exit.
talk_to() {
  local name="$1"
  shift
  mkfifo "$WORK/$name-in" "$WORK/$name-out"
  "$@" <"$WORK/$name-in" >"$WORK/$name-out" &
  printf -v "${name}_PID" %s $!
  local to from
  exec {to}>"$WORK/$name-in" {from}<"$WORK/$name-out"
  printf -v "TO_$name" %s "$to"
  printf -v "FROM_$name" %s "$from"
}

finish() {
  echo "$passed passed, $failed failed"
  [[ $failed -eq 0 ]]
}

# run_remedies: each remedy noted (note_remedies) run as printed, `gen`
# being $GEN, where and as it was printed: it must succeed (issue 38). A
# remedy that builds a large table (minutes) is left to the large tables'
# stage of scripts/test, which builds it with that command.
run_remedies() {
  [[ -f "$WORK/.remedies" ]] || return 0
  # Under the sanitizers gen builds fifteen's databases for minutes: the
  # release build's tests run the same remedies.
  (ulimit -v 300000 && "$GEN" --version >/dev/null 2>&1) 2>/dev/null || return 0
  local folder tables remedy ran=0 bad=0
  while IFS=$'\t' read -r folder tables remedy; do
    [[ $remedy == *--large* ]] && continue
    if ! (cd "$folder" 2>/dev/null || cd "$WORK"
      if [[ -n $tables ]]; then export PUZZLETAB_TABLES="$tables"; else unset PUZZLETAB_TABLES; fi
      gen() { "$GEN" "$@"; }
      eval "$remedy") >"$WORK/.remedy-out" 2>&1; then
      echo "FAIL: the remedy [$remedy] (in $folder) fails: $(tail -2 "$WORK/.remedy-out")" >&2
      bad=$((bad + 1))
    fi
    ran=$((ran + 1))
  done < <(sort -u "$WORK/.remedies")
  echo "$ran remedies run, $bad failed"
  [[ $bad -eq 0 ]]
}

# check_outputs: run at exit; a bad JSON line or a remedy that fails makes
# the test fail whatever finish said. Then $WORK goes.
check_outputs() {
  local status=$?
  cd / || true
  /usr/bin/python3 "$TESTS/json_lines.py" "$WORK" || status=1
  run_remedies || status=1
  rm -rf "$WORK"
  exit $status
}
