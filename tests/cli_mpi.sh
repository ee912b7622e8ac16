# query-mpi under mpirun with 3 processes on this machine: a stream spread
# over the processes and cases whose iterations are spread as subtrees
# give query's output byte for byte (answers and node counts); a process
# that dies mid-search ends the run with an error and no answer; processes
# whose tables differ, or that lack one, stop the run before any answer.
# ctest runs it as: bash tests/cli_mpi.sh QUERY GEN TABLES QUERY_MPI MPIRUN
# (registered only when query-mpi is built).
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
QUERY_MPI="$4"
MPIRUN="$5"
# mpirun refuses root unless told; as CI runs the tests.
if [[ $(id -u) -eq 0 ]]; then export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1; fi
MPI=("$MPIRUN" --oversubscribe -np 3)
Q=("$QUERY" --tables "$TABLES")

# same_as_query "what" STATUS INPUT_FILE PUZZLE ARGS...: query-mpi's stdout
# and status equal query's, on the cases of INPUT_FILE; query-mpi also gets
# the options in $SPREAD.
same_as_query() {
  local what="$1" status="$2" input="$3"
  shift 3
  "${Q[@]}" "$@" <"$input" >"$WORK/want" 2>"$WORK/want-err"
  local want_status=$?
  # shellcheck disable=SC2086
  "${MPI[@]}" "$QUERY_MPI" --tables "$TABLES" "$@" ${SPREAD:-} <"$input" >"$WORK/got" 2>"$WORK/got-err"
  local got_status=$?
  if [[ $want_status -ne $status ]]; then
    fail "$what: query's status $want_status, want $status: $(cat "$WORK/want-err")"
  elif [[ $got_status -ne $want_status ]]; then
    fail "$what: query-mpi's status $got_status, query's $want_status: $(cat "$WORK/got-err")"
  elif ! cmp -s "$WORK/want" "$WORK/got"; then
    fail "$what: query-mpi's output differs from query's: $(diff "$WORK/want" "$WORK/got" | head -5)"
  else
    passed=$((passed + 1))
  fi
}

# A stream for several puzzles, one case a process as they free up.
printf '%s\n' "2 3 4 1 5 x 7 6 8" "1 2 3 4 5 6 8 7 x" "6 4 7 8 5 x 3 2 1" "8 7 6 5 4 3 2 1 x" \
  >"$WORK/eight.txt"
same_as_query "eight, a stream" 0 "$WORK/eight.txt" eight
printf '%s\n' "3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0" "0 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14" \
  "4 5 7 2 9 14 12 13 0 3 6 11 8 1 15 10" "1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15" >"$WORK/fifteen.txt"
same_as_query "fifteen, a stream in JSON" 0 "$WORK/fifteen.txt" fifteen --goal korf --format json
printf '%s\n' "R U R' U' F2" "U2 F R2" "R U F R' U' F'" "" >"$WORK/cube.txt"
same_as_query "3x3x3, a stream of scrambles" 0 "$WORK/cube.txt" 3x3x3
printf '%s\n' "1 2 3 4 5 6 7 8" "2 6 8 4 5 7 3 1" "1 2 3 4 5 6 7 9" "8 7 6 5 4 3 2 1" \
  >"$WORK/msquare.txt"
same_as_query "a bad case: the answers before it, then its error" 2 "$WORK/msquare.txt" msquare
grep -q "query-mpi: msquare: case 3: " "$WORK/got-err" && passed=$((passed + 1)) ||
  fail "a bad case's message: $(cat "$WORK/got-err")"

# One case at a time, each long iteration's subtrees over the processes:
# the same answers and node counts (fifteen's Korf #3 with 6-6-3 and a
# 24-puzzle board 60 moves from the goal with the small sets split their
# iterations).
printf '%s\n' "14 7 8 2 13 11 10 4 9 12 5 0 3 6 1 15" "3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0" \
  >"$WORK/fifteen-long.txt"
SPREAD="--spread subtrees" same_as_query "fifteen, subtrees over the processes" 0 \
  "$WORK/fifteen-long.txt" fifteen --goal korf --pdb 663 --format json
printf "%s\n" "8 2 x 4 3 1 12 9 5 10 6 7 17 13 15 22 11 14 19 24 16 21 18 20 23" \
  >"$WORK/twentyfour.txt"
SPREAD="--spread subtrees" same_as_query "twentyfour, subtrees over the processes" 0 \
  "$WORK/twentyfour.txt" twentyfour --format json

expect_err "--spread subtrees only for a search that splits" 2 \
  "--spread subtrees: msquare's searches do not split over processes" \
  "${MPI[@]}" "$QUERY_MPI" --tables "$TABLES" msquare --spread subtrees 1 2 3 4 5 6 7 8

# A process killed mid-search: an error, no answer. The 80-move position
# #16 with 6-6-3 searches for a minute or more. Rank 1 is killed only once
# rank 0 catches SIGTERM (bit 15 of SigCgt in /proc/PID/status, set just
# after MPI_Init): a fixed wait lost that race on a loaded 2-core CI machine,
# where mpirun's report came without rank 0's line.
# rank_pid N: the pid of query-mpi's rank N in this run, or nothing yet.
rank_pid() {
  local pid
  for pid in $(pgrep -f "$QUERY_MPI --tables"); do
    if tr '\0' '\n' <"/proc/$pid/environ" 2>/dev/null | grep -qx "OMPI_COMM_WORLD_RANK=$1"; then
      echo "$pid"
      return
    fi
  done
}
catches_sigterm() {
  local mask
  mask=$(awk '/^SigCgt:/ {print $2}' "/proc/$1/status" 2>/dev/null)
  [[ -n $mask ]] && (((16#$mask >> 14) & 1))
}
# killed_run: one such run; its outcome on standard output: "ok", or what
# went wrong ("late": mpirun's report without rank 0's line).
killed_run() {
  "${MPI[@]}" "$QUERY_MPI" --tables "$TABLES" fifteen --goal korf --pdb 663 --spread subtrees \
    15 14 8 12 10 11 9 13 2 6 5 1 3 7 4 0 >"$WORK/killed.out" 2>"$WORK/killed.err" &
  local run=$! victim="" first status
  for _ in $(seq 300); do
    sleep 0.2
    first=$(rank_pid 0)
    victim=$(rank_pid 1)
    [[ -n $first && -n $victim ]] && catches_sigterm "$first" && break
    victim=""
  done
  if [[ -z $victim ]]; then
    kill "$run"
    echo "rank 0 never caught SIGTERM or rank 1 never started"
    return
  fi
  sleep 1
  kill -9 "$victim"
  wait "$run"
  status=$?
  if [[ $status -eq 0 || -s "$WORK/killed.out" ]]; then
    echo "status $status, output [$(cat "$WORK/killed.out")]"
  elif grep -q "query-mpi: stopped: a process of the run ended before its work was done" "$WORK/killed.err"; then
    echo ok
  else
    echo late
  fi
}
# Once more when rank 0's line was missing: on 2026-11-29 a fresh clone's run
# (idle machine) had mpirun report rank 1's death and end the job with
# rank 0's line missing, which the run before and after it had; the status
# and the empty output held. How mpirun stops the other ranks (SIGTERM, then
# SIGKILL after a grace) is its own: twice in a row is a failure.
outcome=$(killed_run)
[[ $outcome == late ]] && outcome=$(killed_run)
if [[ $outcome == ok ]]; then
  passed=$((passed + 1))
elif [[ $outcome == late ]]; then
  fail "a killed process, twice: stderr [$(cat "$WORK/killed.err")]"
else
  fail "a killed process: $outcome"
fi

# Processes that read other tables: the run stops before any answer.
mkdir -p "$WORK/other" "$WORK/none"
cp "$TABLES"/*.ptab "$WORK/other/"
cp "$TABLES/twentyfour-smallc-7.ptab" "$WORK/other/twentyfour-smallc-8.ptab"
other_run() {
  local folder="$1"
  shift
  "$MPIRUN" --oversubscribe -np 1 "$QUERY_MPI" --tables "$TABLES" "$@" : \
    -np 2 "$QUERY_MPI" --tables "$folder" "$@"
}
expect_err "a process with other tables" 3 \
  "query-mpi: the processes must read the same tables, and process 1 has twentyfour-smallc-8.ptab checksum" \
  other_run "$WORK/other" twentyfour 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 x 24
expect_err "a process without the tables" 3 \
  "query-mpi: process 1: $WORK/none/eight-8.ptab: missing; run: gen eight --out $WORK/none" \
  other_run "$WORK/none" eight 1 2 3 4 5 6 7 x 8

finish
