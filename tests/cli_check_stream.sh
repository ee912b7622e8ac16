# Command-line tests of --check and --judge on answers too long to hold:
# they are read as a stream, under a virtual memory limit far below their
# size, and judged as the checker judges short ones.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES")
S="2 6 8 4 5 7 3 1"  # msquare's sample: BCABCCB
LIMIT_KB=60000       # virtual memory: the answers below are up to 200 MB
LONG=200000000
# A sanitized build reserves terabytes of address space for its shadow
# memory and cannot run under a limit: there, the same checks without it,
# on lines a hundred times shorter.
if ! (ulimit -v "$LIMIT_KB"; "$QUERY" --help >/dev/null 2>&1); then
  LIMIT_KB=unlimited
  LONG=2000000
fi

# A line of `count` copies of `text`, made as it is read.
long_line() { yes "$2" | tr -d '\n' | head -c "$1"; }

# expect_limited "description" STATUS "expected stdout" command...: run
# under the memory limit, the answers from standard input.
expect_limited() {
  local what="$1" want_status="$2" want="$3"
  shift 3
  local got status
  got="$(ulimit -v "$LIMIT_KB"; "$@" 2>"$WORK/err")"
  status=$?
  if [[ $status -ne $want_status || "$got" != "$want" ]]; then
    fail "$what: status $status, got [$got], want [$want]; stderr: $(cat "$WORK/err")"
  else
    passed=$((passed + 1))
  fi
}

# usaco: the stated count against the letters given, counted to the end.
expect_limited "a 200 MB line of letters" 1 \
  "case 1: wrong answer: the answer states 7 moves but gives $LONG" \
  "${Q[@]}" msquare --check /dev/stdin $S < <(printf '7\n'; long_line $LONG B; echo)
# Past the shortest length and a margin, only counted: wrong, whatever follows.
expect_limited "a million moves, then the next case's answer" 1 \
  "case 1: wrong answer: 1000000 moves, the shortest is 7
case 2: accepted (7 moves, shortest, lexically earliest)" \
  "${Q[@]}" msquare --check /dev/stdin --format ioi96 $S $S \
  < <(printf '1000000\n'; yes B | head -n 1000000; printf '7\nB\nC\nA\nB\nC\nC\nB\n')
# ACM's eight accepts any move string that solves: every move is applied.
expect_limited "eight: $((LONG / 2)) moves that reach the goal" 0 \
  "case 1: accepted ($((LONG / 2 + 1)) moves, not the shortest: 1 move)" \
  "${Q[@]}" eight --check /dev/stdin 1 2 3 4 5 6 7 x 8 < <(long_line $((LONG / 2)) lr; echo r)
expect_limited "clock12: $((LONG / 4)) turns on the line" 1 \
  "case 1: wrong answer: the answer states 3 moves but gives $((LONG / 4))" \
  "${Q[@]}" clock12 --check /dev/stdin 10 10 1 11 10 10 2 11 10 < <(printf '3\n'; long_line $((LONG / 2)) '1 ')
# An endless line: a presentation error once it passes 1 GiB.
expect_limited "clocks: /dev/zero" 2 \
  'case 1: presentation error: expected move numbers separated by blanks on line 1, found "\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00..."' \
  "${Q[@]}" clocks --check /dev/zero 9 9 12 6 6 6 6 3 6

# Many cases from a pipe: the cases too are read as they come.
"${Q[@]}" msquare --random 20000 --seed 5 >"$WORK/cases"
"${Q[@]}" msquare <"$WORK/cases" >"$WORK/answers"
got="$(cat "$WORK/cases" | (ulimit -v "$LIMIT_KB"; "${Q[@]}" msquare --check "$WORK/answers") | grep -c accepted)"
if [[ "$got" == 20000 ]]; then passed=$((passed + 1)); else fail "20000 cases from a pipe: $got accepted"; fi

# --judge: the contestant's output is streamed too.
printf '#!/bin/sh\nulimit -v %s\nexec %q --tables %q msquare --judge "$@"\n' "$LIMIT_KB" "$QUERY" "$TABLES" >"$WORK/checker"
chmod +x "$WORK/checker"
echo "$S" >"$WORK/input"
printf '7\nBCABCCB\n' >"$WORK/jury"
expect_err "judge: a long output" 1 "wrong answer case 1: the answer states 7 moves but gives $LONG" \
  "$WORK/checker" "$WORK/input" <(printf '7\n'; long_line $LONG C; echo) "$WORK/jury"

finish
