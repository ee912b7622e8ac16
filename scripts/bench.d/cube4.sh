# 4x4x4: sourced by scripts/bench, which defines the helpers and paths.
# Issue 40's targets: 1,000 random-state scrambles in at most 20 s in one
# process, one in a fresh process in at most 1 s, tables included; their
# mean length at most 46 and at most TNoodle's (44.23 on 1,000 of its 444
# scrambles on 2026-11-29, docs/cubes.md; TNOODLE_CLASSES runs it here).
# The scrambles are solved on every core (explore.cpp): the wall time and
# the CPU time of all cores, whose ratio to the count is a scramble's cost.
cube4_count=${CUBE4_SCRAMBLES:-1000}
cube4_times=$(
  TIMEFORMAT='%R %U %S'
  { time "$QUERY" 444 --random "$cube4_count" --seed 1 >"$BENCH/cube4-scrambles.txt"; } 2>&1
)
read -r cube4_wall cube4_user cube4_sys <<<"$cube4_times"
row 4x4x4 "$cube4_count random-state scrambles, one process" \
  "$cube4_wall s wall, $(awk -v u="$cube4_user" -v s="$cube4_sys" -v n="$cube4_count" \
    'BEGIN { printf "%.1f ms of CPU a scramble", (u + s) * 1000 / n }') (target 1,000 in <= 20 s)"
row 4x4x4 "  their mean length" \
  "$(awk '{ n += NF } END { printf "%.2f", n / NR }' "$BENCH/cube4-scrambles.txt") moves (target <= 46 and <= TNoodle's)"
cube4_fresh=""
for seed in 1 2 3 4 5 6 7 8 9 10; do
  cube4_fresh+="$(seconds /dev/null /dev/null "$QUERY" 444 --random 1 --seed "$seed") "
done
row 4x4x4 "one random-state scramble, a fresh process" \
  "$(tr ' ' '\n' <<<"$cube4_fresh" | awk 'NF { n++; s += $1; if ($1 > m) m = $1 } END {
    printf "mean %.3f s, most %.3f s over seeds 1-10", s / n, m }') (target <= 1 s)"
if [[ -n ${TNOODLE_CLASSES:-} ]]; then
  cube4_tnoodle=${CUBE4_TNOODLE:-100}
  java -cp "$TNOODLE_CLASSES:/usr/share/java/slf4j-api.jar" Scrambles 444 "$cube4_tnoodle" 1 --time \
    2>"$BENCH/cube4-tnoodle-time.txt" >"$BENCH/cube4-tnoodle.txt"
  row 4x4x4 "  TNoodle's FourByFourCubePuzzle, $cube4_tnoodle" "$(grep -o 'first.*' "$BENCH/cube4-tnoodle-time.txt")"
  row 4x4x4 "  their mean length" \
    "$(awk '{ n += NF } END { printf "%.2f", n / NR }' "$BENCH/cube4-tnoodle.txt") moves"
else
  row 4x4x4 "  TNoodle side by side: skipped" "no TNOODLE_CLASSES (scripts/bench.d/tnoodle/build.sh)"
fi
