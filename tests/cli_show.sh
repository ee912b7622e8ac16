# Command-line tests of query --show, on msquare.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES")

expect_out "the seed sample, plain, 80 columns" "7
BCABCCB
start     1 B       2 C       3 A       4 B       5 C       6 C       7 B
1 2 3 4   4 1 2 3   4 8 1 3   5 7 2 6   6 5 7 2   6 4 5 2   6 8 4 2   2 6 8 4
8 7 6 5   5 8 7 6   5 7 2 6   4 8 1 3   3 4 8 1   3 8 7 1   3 7 5 1   1 3 7 5
          ^ ^ ^ ^     ^ ^     ^ ^ ^ ^   ^ ^ ^ ^     ^ ^       ^ ^     ^ ^ ^ ^
" "${Q[@]}" msquare --show 2 6 8 4 5 7 3 1
expect_out "unsolvable: the answer once, then the start" "unsolvable
start
 1  2  3
 4  5  6
 8  7  .
" "${Q[@]}" eight --show 1 2 3 4 5 6 8 7 x
expect_out "already solved: the start alone" "0

start
1 2 3 4
8 7 6 5
" "${Q[@]}" msquare --show 1 2 3 4 5 6 7 8
expect_out "ioi96 format, then the drawings" "1
A
start     1 A
1 2 3 4   8 7 6 5
8 7 6 5   1 2 3 4
          ^ ^ ^ ^
" "${Q[@]}" msquare --show --format ioi96 8 7 6 5 4 3 2 1

# A stream: each case's drawings follow its own answer, in order.
{ "${Q[@]}" msquare --show 8 7 6 5 4 3 2 1 && "${Q[@]}" msquare --show 2 6 8 4 5 7 3 1; } >"$WORK/two.want"
expect_out "a stream of cases" "$(cat "$WORK/two.want")
" "${Q[@]}" msquare --show <<<"8 7 6 5 4 3 2 1
2 6 8 4 5 7 3 1"

# The farthest sheet (22 moves): three rows of drawings, none over 80 columns.
"${Q[@]}" msquare --show 4 3 1 2 5 6 7 8 >"$WORK/long.out"
if [[ $(awk '{ if (length($0) > max) max = length($0) } END { print max }' "$WORK/long.out") -le 80 &&
  $(grep -c '^start' "$WORK/long.out") -eq 1 && $(grep -c '^\(start\|[0-9]\+ [ABC]\) ' "$WORK/long.out") -eq 3 &&
  $(grep -c ' 22 [ABC]$' "$WORK/long.out") -eq 1 ]] && ! grep -q $'\x1b' "$WORK/long.out"; then
  passed=$((passed + 1))
else
  fail "22 moves at 80 columns: $(cat "$WORK/long.out")"
fi

expect_err "json has no drawings" 2 "--show draws after an answer in text; --format json" \
  "${Q[@]}" msquare --show --format json 1 2 3 4 5 6 7 8

# On a terminal (script gives one; stty sets its width): colour, and the
# terminal's width; NO_COLOR turns colour off, an empty NO_COLOR does not.
if command -v script >/dev/null; then
  on_terminal() { # columns, environment assignments..., then the query's arguments after --
    local cols="$1"
    shift
    local env=()
    while [[ "$1" != -- ]]; do env+=("$1"); shift; done
    shift
    script -qec "stty cols $cols; env ${env[*]} $(printf '%q ' "${Q[@]}" "$@")" /dev/null </dev/null |
      tr -d '\r'
  }
  on_terminal 45 NO_COLOR= -- msquare --show 4 3 1 2 5 6 7 8 >"$WORK/tty.out"
  sed 's/\x1b\[[0-9;]*m//g' "$WORK/tty.out" >"$WORK/tty.plain"
  if grep -q $'\x1b\\[0;31;1;7m' "$WORK/tty.out" &&
    [[ $(awk '{ if (length($0) > max) max = length($0) } END { print max }' "$WORK/tty.plain") -le 45 &&
      $(grep -c '^\(start\|[0-9]\+ [ABC]\) ' "$WORK/tty.plain") -eq 6 ]]; then
    passed=$((passed + 1))
  else
    fail "terminal of 45 columns: $(cat -v "$WORK/tty.out")"
  fi
  on_terminal 80 NO_COLOR=1 -- msquare --show 2 6 8 4 5 7 3 1 >"$WORK/nocolor.out"
  "${Q[@]}" msquare --show 2 6 8 4 5 7 3 1 >"$WORK/pipe.out"
  if cmp -s "$WORK/nocolor.out" "$WORK/pipe.out"; then
    passed=$((passed + 1))
  else
    fail "NO_COLOR on a terminal: $(cat -v "$WORK/nocolor.out")"
  fi
fi

finish
