# Progress of --stats and --random on a terminal: shown once the work has
# taken PUZZLETAB_PROGRESS_AFTER seconds (1 by default; 0 here, to see it
# at once), never when it ends sooner, never into a file or pipe.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
export PUZZLETAB_TABLES="$TABLES"

# on_terminal SECONDS COMMAND: runs COMMAND with its stderr on a
# pseudo-terminal (script(1)), its stdout discarded; prints what the
# terminal showed, one line per redraw.
on_terminal() {
  PUZZLETAB_PROGRESS_AFTER="$1" script -qec "$2 >/dev/null" /dev/null </dev/null | tr '\r' '\n'
}
# expect_progress DESCRIPTION TEXT COMMAND
expect_progress() {
  local shown
  shown="$(on_terminal 0 "$3")"
  if grep -qF -- "$2" <<<"$shown"; then
    passed=$((passed + 1))
  else
    fail "$1: the terminal showed [$shown], not [$2]"
  fi
}

expect_progress "--stats, sampled" "query: solitaire: solving 200 positions [" "'$QUERY' solitaire --stats"
expect_progress "--stats, a census" "query: msquare: solving all 40,320 positions [" "'$QUERY' msquare --stats"
expect_progress "--random by solving" "query: fifteen: finding positions at distance 40 [" \
  "'$QUERY' fifteen --random 2 --distance 40"
expect_progress "--random near the goal" "query: fifteen: listing the positions near the goal [" \
  "'$QUERY' fifteen --random 2 --distance 5"

shown="$(on_terminal 1000 "'$QUERY' msquare --stats")"
[[ $shown != *solving* ]] && passed=$((passed + 1)) || fail "progress before the quiet period: [$shown]"
PUZZLETAB_PROGRESS_AFTER=0 "$QUERY" msquare --stats >/dev/null 2>"$WORK/err"
[[ ! -s "$WORK/err" ]] && passed=$((passed + 1)) || fail "progress into a file: $(cat "$WORK/err")"
finish
