# Square-1: sourced by scripts/bench, which defines the helpers and paths.
# Issue 41's targets: 100 random positions answered optimally in the twist
# metric, mean at most 1 s on 2 cores; in the WCA metric the mean and the
# lengths' distribution; 1,000 random-state scrambles in at most 5 s in one
# process (two-phase solutions undone, as TNoodle's). The positions are
# drawn by --random with --input pieces.
# TNoodle side by side when its classes are built (TNOODLE_CLASSES, as
# megaminx.sh): the mean of its scrambles after the first (Chen Shuang's
# two-phase, not optimal), the JVM started once.
sq1_count=${SQ1_POSITIONS:-100}
"$QUERY" square-1 --input pieces --random "$sq1_count" --seed 1 >"$BENCH/sq1-positions.txt"
# lengths FILE WORD: "mean (length:count ...)" of the answers' lengths,
# counting the words that match WORD.
sq1_lengths() {
  awk -v word="$2" '{ n = 0; for (i = 1; i <= NF; i++) if ($i ~ word) n++; total += n; seen[n]++ }
    END { printf "mean %.2f (", total / NR; for (n = 0; n <= 40; n++) if (n in seen) printf " %d:%d", n, seen[n]; printf " )" }' "$1"
}
s=$(seconds "$BENCH/sq1-positions.txt" "$BENCH/sq1-twist.txt" "$QUERY" square-1 --input pieces)
row square-1 "$sq1_count positions, twist metric, one stream" \
  "$s s, $(awk -v s="$s" -v n="$sq1_count" 'BEGIN { printf "%.3f", s / n }') s a position (target <= 1 s)"
row square-1 "  their twists" "$(sq1_lengths "$BENCH/sq1-twist.txt" '^/$')"
# The WCA metric's search takes seconds to many minutes a position: the
# first few positions, each in a process of its own with a time limit.
sq1_wca_count=${SQ1_WCA_POSITIONS:-10}
sq1_wca_limit=${SQ1_WCA_LIMIT:-60}
: >"$BENCH/sq1-wca.txt"
answered=0
total=0
while IFS= read -r position; do
  start=$(date +%s%N)
  if answer=$("$QUERY" square-1 --input pieces --metric wca --time-limit "$sq1_wca_limit" "$position" 2>/dev/null); then
    echo "$answer" >>"$BENCH/sq1-wca.txt"
    answered=$((answered + 1))
    total=$((total + $(date +%s%N) - start))
  fi
done < <(head -n "$sq1_wca_count" "$BENCH/sq1-positions.txt")
if ((answered > 0)); then
  row square-1 "first $sq1_wca_count positions, WCA metric, a process each" \
    "$answered answered within $sq1_wca_limit s, $(awk -v t="$total" -v n="$answered" 'BEGIN { printf "%.2f", t / n / 1e9 }') s each"
  row square-1 "  their moves" "$(sq1_lengths "$BENCH/sq1-wca.txt" '.')"
else
  row square-1 "first $sq1_wca_count positions, WCA metric, a process each" "none answered within $sq1_wca_limit s"
fi
sq1_scrambles=${SQ1_SCRAMBLES:-1000}
s=$(seconds /dev/null "$BENCH/sq1-scrambles.txt" "$QUERY" square-1 --random "$sq1_scrambles" --seed 1 --format scramble)
row square-1 "$sq1_scrambles random-state scrambles, one process" "$s s (target 1,000 in <= 5 s)"
row square-1 "  their twists" "$(sq1_lengths "$BENCH/sq1-scrambles.txt" '^/$')"
if [[ -n ${TNOODLE_CLASSES:-} ]]; then
  java -cp "$TNOODLE_CLASSES:/usr/share/java/slf4j-api.jar" Scrambles sq1 "$sq1_scrambles" 1 --time \
    2>"$BENCH/sq1-tnoodle-time.txt" >"$BENCH/sq1-tnoodle.txt"
  row square-1 "  TNoodle's SquareOnePuzzle, $sq1_scrambles" "$(grep -o 'first.*' "$BENCH/sq1-tnoodle-time.txt")"
  row square-1 "  their twists" "$(sq1_lengths "$BENCH/sq1-tnoodle.txt" '^/$')"
else
  row square-1 "  TNoodle side by side: skipped" "no TNOODLE_CLASSES (scripts/bench.d/tnoodle/build.sh)"
fi
