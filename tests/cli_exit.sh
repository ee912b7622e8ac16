# The exit-status policy (README "Exit status and errors"): no mode exits 0
# after a failed write, modes exclude each other, empty values and
# out-of-range numbers are refused, and a long search can be bounded.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES")
S="2 6 8 4 5 7 3 1"
"${Q[@]}" msquare $S >"$WORK/answers"
echo "$S" >"$WORK/input"
echo precious >"$WORK/kept"
for ((i = 0; i < 20000; i++)); do echo "$S"; done >"$WORK/many"

# Every mode that writes to standard output; `query` and `gen` stand for
# the programs under test, which read the many cases on standard input.
MODES=(
  "query msquare"
  "query msquare --format json $S"
  "query msquare --show $S"
  "query msquare --random 100000"
  "query msquare --random 100000 --answers $WORK/kept"
  "query msquare --stats"
  "query msquare --check $WORK/answers $S"
  "query --help"
  "query msquare --help"
  "query --complete msquare"
  "gen --list msquare --out $TABLES"
  "gen --help"
  "gen msquare --out $WORK/built"
)
# command_of WORDS...: the mode's command line in CMD.
command_of() {
  case "$1" in
  query) [[ "$2" == --complete ]] && CMD=("$QUERY") || CMD=("${Q[@]}") ;;
  gen) CMD=("$GEN") ;;
  esac
  CMD+=("${@:2}")
}

# A pipe nobody reads: the FIFO's only reader, opened on descriptor 3 with
# the writer on 4, is closed before any write.
mkfifo "$WORK/fifo"
exec 3<>"$WORK/fifo" 4>"$WORK/fifo"
exec 3<&-

for mode in "${MODES[@]}"; do
  read -ra words <<<"$mode"
  command_of "${words[@]}"
  "${CMD[@]}" <"$WORK/many" >/dev/full 2>"$WORK/err"
  status=$?
  [[ $status -eq 4 ]] && grep -qF "${words[0]}: cannot write standard output: No space left on device" "$WORK/err" &&
    passed=$((passed + 1)) || fail "$mode >/dev/full: status $status, stderr [$(cat "$WORK/err")]"

  "${CMD[@]}" <"$WORK/many" >&- 2>"$WORK/err"
  status=$?
  [[ $status -eq 4 ]] && grep -qF "${words[0]}: cannot write standard output: Bad file descriptor" "$WORK/err" &&
    passed=$((passed + 1)) || fail "$mode >&-: status $status, stderr [$(cat "$WORK/err")]"

  # The reader gone: quietly the status of SIGPIPE, whether SIGPIPE kills
  # the program or is ignored (EPIPE).
  for signal in --default-signal=PIPE --ignore-signal=PIPE; do
    env "$signal" "${CMD[@]}" <"$WORK/many" >&4 2>"$WORK/err"
    status=$?
    [[ $status -eq 141 && ! -s "$WORK/err" ]] && passed=$((passed + 1)) ||
      fail "$mode into a closed pipe ($signal): status $status, stderr [$(cat "$WORK/err")]"
  done
done
exec 4>&-
# However standard output failed, --answers' file kept its bytes and no
# temporary file is left beside it.
[[ "$(cat "$WORK/kept")" == precious ]] && ! compgen -G "$WORK/kept.tmp.*" >/dev/null &&
  passed=$((passed + 1)) || fail "--answers' file after failed requests: [$(cat "$WORK/kept")]"

# --answers on a full disk: the cases written before, then status 4.
EXPECT_STDOUT="$("${Q[@]}" msquare --random 3)" expect_err "--answers on a full disk" 4 \
  "query: cannot write /dev/full: No space left on device" \
  "${Q[@]}" msquare --random 3 --answers /dev/full
# A FIFO nobody reads is refused at once rather than waited for: status 4
# before any case (FAIL for --judge's RESULT).
mkfifo "$WORK/outputs"
expect_err "--answers into a FIFO nobody reads" 4 \
  "query: cannot write $WORK/outputs: a FIFO that no program reads (query does not wait for one)" \
  timeout 10 "${Q[@]}" msquare --random 3 --answers "$WORK/outputs"
expect_err "--judge RESULT a FIFO nobody reads" 3 \
  "FAIL result file: cannot write $WORK/outputs: a FIFO that no program reads" \
  timeout 10 "${Q[@]}" msquare --judge "$WORK/input" "$WORK/answers" "$WORK/answers" "$WORK/outputs"
# The FIFO's reader (this shell, on descriptor 6) goes away while query
# waits on the full pipe: a failed write of that file, status 4, not
# SIGPIPE's quiet 141 (or, on a slow machine, a FIFO nobody reads).
exec 5<>"$WORK/outputs" 6<"$WORK/outputs" 5>&-
timeout 20 "${Q[@]}" msquare --random 100000 --answers "$WORK/outputs" 6<&- >/dev/null 2>"$WORK/err" &
writer=$!
sleep 1
exec 6<&-
wait $writer
status=$?
[[ $status -eq 4 ]] && grep -qE "^query: cannot write $WORK/outputs: (Broken pipe|a FIFO that no program reads)" "$WORK/err" &&
  passed=$((passed + 1)) || fail "--answers' reader gone: status $status, stderr [$(cat "$WORK/err")]"

# --judge writes its verdict to RESULT, on disk before the status says it;
# a RESULT that cannot be written is FAIL (3), with the verdict it lost.
printf '7\nBCABCCB\n' >"$WORK/output"
judge=("${Q[@]}" msquare --judge "$WORK/input" "$WORK/output" "$WORK/answers")
expect_err "--judge RESULT on a full disk" 3 \
  "FAIL result file: cannot write /dev/full: No space left on device; the verdict was: ok case 1" \
  "${judge[@]}" /dev/full
expect_err "--judge RESULT in a missing folder" 3 "FAIL result file: cannot write $WORK/none/result" \
  "${judge[@]}" "$WORK/none/result"
expect_err "--judge with a closed standard output" 0 "ok case 1: accepted" \
  "${judge[@]}" "$WORK/result" >&-
[[ "$(cat "$WORK/result")" == "ok case 1: accepted (7 moves, shortest, lexically earliest)" ]] &&
  passed=$((passed + 1)) || fail "--judge RESULT holds [$(cat "$WORK/result")]"
# A mistake in the judge's own command line is FAIL, not a verdict.
expect_err "--judge with a bad --accept" 3 "--accept" \
  "${Q[@]}" msquare --judge --accept some "$WORK/input" "$WORK/output" "$WORK/answers"
expect_err "--judge with a bad table folder" 3 "run: gen msquare" \
  "$QUERY" --tables "$WORK/none" msquare --judge "$WORK/input" "$WORK/output" "$WORK/answers"

# The modes exclude each other, naming both options; with --judge that is
# testlib's FAIL.
MODE_OPTIONS=("--check $WORK/answers" "--judge" "--stats" "--random 3")
for ((i = 0; i < ${#MODE_OPTIONS[@]}; i++)); do
  read -ra first <<<"${MODE_OPTIONS[i]}"
  for other in "${MODE_OPTIONS[@]:i+1}" "--show" "--time-limit 1"; do
    read -ra second <<<"$other"
    want=2
    [[ "${first[0]} ${second[0]}" == *--judge* ]] && want=3
    "${Q[@]}" msquare "${first[@]}" "${second[@]}" >"$WORK/out" 2>"$WORK/err"
    status=$?
    [[ $status -eq $want && ! -s "$WORK/out" ]] && grep -qF -- "excludes" "$WORK/err" &&
      grep -qF -- "${first[0]}" "$WORK/err" && grep -qF -- "${second[0]}" "$WORK/err" &&
      passed=$((passed + 1)) || fail "${first[*]} with ${second[*]}: status $status, stderr [$(cat "$WORK/err")]"
  done
done
# An option of a mode not chosen is refused.
expect_err "--accept without --check" 2 "query: --accept applies only to --check and --judge" \
  "${Q[@]}" msquare --accept shortest $S
expect_err "--seed without --random" 2 "--seed requires --random" "${Q[@]}" msquare --seed 3 $S

# An empty value is refused, not taken as the default.
for option in "msquare --from" "eight --goal" "fifteen --goal" "solitaire --max-moves" \
  "msquare --check" "msquare --time-limit" "msquare --random 1 --seed" "msquare --random 1 --distance"; do
  read -ra words <<<"$option"
  expect_err "empty ${words[*]: -1}" 2 "query: ${words[*]: -1}: expected a value, got an empty one" \
    "${Q[@]}" "${words[@]}" ""
done
expect_err "empty --tables" 2 "query: --tables: expected a value, got an empty one" \
  "$QUERY" --tables "" msquare $S

# --time-limit: the case whose search runs past it is named, with status
# 4; the answers before it are written. The 80-move position takes about
# a minute without a limit (6-6-3 databases).
HARD="15 14 8 12 10 11 9 13 2 6 5 1 3 7 4 0"
start=$(date +%s%N)
EXPECT_STDOUT="l" expect_err "--time-limit stops a long search" 4 \
  "query: fifteen: case 2: no answer within --time-limit 0.2 s: the search stopped at bound" \
  "${Q[@]}" fifteen --goal korf --time-limit 0.2 1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15 $HARD \
  0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
elapsed_ms=$((($(date +%s%N) - start) / 1000000))
((elapsed_ms < 5000)) && passed=$((passed + 1)) || fail "--time-limit 0.2 took $elapsed_ms ms"
expect_out "--time-limit leaves a quick search alone" $'7\nBCABCCB' "${Q[@]}" msquare --time-limit 0.2 $S
for bad in 0 -1 x 1e7 nan; do
  expect_err "bad --time-limit [$bad]" 2 \
    "query: --time-limit: expected seconds, more than 0 and at most 1000000, got \"$bad\"" \
    "${Q[@]}" msquare "--time-limit=$bad" $S
done
# On a terminal, a search longer than a second shows its progress on
# stderr, cleared when it ends.
if command -v script >/dev/null; then
  script -qec "$(printf '%q ' "${Q[@]}" fifteen --goal korf --time-limit 1.5 $HARD) >/dev/null" \
    /dev/null >"$WORK/tty" 2>&1
  grep -qF "query: fifteen: case 1: searching, bound" "$WORK/tty" && grep -qF $'\r\e[K' "$WORK/tty" &&
    passed=$((passed + 1)) || fail "no progress on a terminal: [$(cat -v "$WORK/tty")]"
fi

finish
