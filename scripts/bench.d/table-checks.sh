# table-checks: sourced by scripts/bench, which defines the helpers and
# paths. Issue 38's measurements of what checking tables costs, and of
# --time-limit: the first 3x3x3 query of a fresh process with the large
# table (each 4 KiB block checked as it is first read), a 100,000-case
# msquare stream (its table checked whole at open), and a deep position
# given up after --time-limit 0.5. The same part ran on the commit before
# the block checks with its own build and tables (QUERY, TABLES and
# PUZZLETAB_LARGE_TABLES set by hand): docs/decisions.md has both runs.
# The large table where scripts/test keeps it, or PUZZLETAB_LARGE_TABLES.
cached="$(ls -d "${PUZZLETAB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/puzzletab}"/large-tables/*/ 2>/dev/null | head -1)"
folder="${PUZZLETAB_LARGE_TABLES:-${cached:-$BUILD/large-tables}}"
folder="${folder%/}"
SUPERFLIP="U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"

# 100,000 msquare cases, one stream: wall time (best of 3) and instructions.
python3 -c 'import random
random.seed(38)
for _ in range(100000):
    p = list(range(1, 9)); random.shuffle(p); print(*p)' >"$BENCH/msquare-100k.txt"
stream_s=$(best_seconds 3 "$BENCH/msquare-100k.txt" /dev/null "$QUERY" --tables "$TABLES" msquare)
stream_instructions=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null \
  "$QUERY" --tables "$TABLES" msquare <"$BENCH/msquare-100k.txt" 2>&1 >/dev/null |
  awk '/Collected :/ { print $NF }')
row "checks" "100,000 msquare cases, one stream" "$stream_s s, $stream_instructions instructions"

# --time-limit 0.5 on the superflip (20 moves), without the large table:
# exit 4, and its wall time.
limit_row() {
  local label="$1" start end status
  shift
  status=0
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1 || status=$?
  end=$(date +%s%N)
  row "checks" "$label" "status $status after $(awk -v t=$((end - start)) 'BEGIN { printf "%.2f", t / 1e9 }') s (target: 4 within 1 s)"
}
limit_row "--time-limit 0.5, superflip, small tables" \
  "$QUERY" --tables "$TABLES" 3x3x3 --pruning small --time-limit 0.5 "$SUPERFLIP"

if [[ ! -f "$folder/3x3x3-optimal.ptab" ]]; then
  row "checks" "3x3x3 with the large table" "skipped: no $folder/3x3x3-optimal.ptab"
else
  # The table in the page cache, as after any earlier query (scripts/bench's
  # 3x3x3 optimal part drops it first: there a fresh process also reads it).
  cat "$folder/3x3x3-optimal.ptab" >/dev/null
  for scramble in "R U" "R U F' D2 L B' U2"; do
    against_floor 3 10 "$QUERY" --tables "$folder" 3x3x3 "$scramble"
    count=$(instructions "$QUERY" --tables "$folder" 3x3x3 "$scramble")
    row "checks" "first 3x3x3 query, fresh process: $scramble" \
      "$Q_MS ms wall, $Q_CPU ms CPU, $count instructions (empty program $FLOOR_MS ms)"
  done
  scramble="L F2 L D2 L2 F2 R' B2 R2 U2 R' D2 B D L2 R D L' U L' F"  # --random 1 --seed 38
  start=$(date +%s%N)
  "$QUERY" --tables "$folder" 3x3x3 --format json "$scramble" >"$BENCH/checks-deep.json"
  end=$(date +%s%N)
  row "checks" "first 3x3x3 query, fresh process: a random-state position" \
    "$(awk -v t=$((end - start)) 'BEGIN { printf "%.2f", t / 1e9 }') s, $(sed 's/.*"distance":\([0-9]*\).*"nodes":\([0-9]*\).*/\1 moves, \2 nodes/' "$BENCH/checks-deep.json")"
  limit_row "--time-limit 0.5, superflip, large table" \
    "$QUERY" --tables "$folder" 3x3x3 --time-limit 0.5 "$SUPERFLIP"
fi
