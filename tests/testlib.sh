# Helpers for the command-line tests; sourced by tests/cli_*.sh, which ctest
# runs as: bash tests/cli_X.sh QUERY GEN TABLES
set -uo pipefail
QUERY="$1"
GEN="$2"
TABLES="$3"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
unset PUZZLETAB_TABLES
passed=0
failed=0

fail() {
  echo "FAIL: $*" >&2
  failed=$((failed + 1))
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
