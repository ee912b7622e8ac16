# Square-1: sourced by scripts/bench, which defines the helpers and paths.
# Issue 41's targets: 100 random positions answered optimally in the twist
# metric, mean at most 1 s on 2 cores; in the WCA metric the mean and the
# lengths' distribution; 1,000 random-state scrambles in at most 5 s in one
# process. Each takes one stream (every core), the positions drawn by
# --random with --input pieces. TNoodle side by side when its classes are
# built (TNOODLE_CLASSES, as megaminx.sh): the mean of its scrambles after
# the first (Chen Shuang's two-phase, not optimal), the JVM started once.
sq1_count=${SQ1_POSITIONS:-100}
"$QUERY" square-1 --input pieces --random "$sq1_count" --seed 1 >"$BENCH/sq1-positions.txt"
# lengths FILE WORD: "mean (length:count ...)" of the answers' lengths,
# counting the words that match WORD.
sq1_lengths() {
  awk -v word="$2" '{ n = 0; for (i = 1; i <= NF; i++) if ($i ~ word) n++; total += n; seen[n]++ }
    END { printf "mean %.2f (", total / NR; for (n = 0; n <= 40; n++) if (n in seen) printf " %d:%d", n, seen[n]; printf " )" }' "$1"
}
for metric in twist wca; do
  s=$(seconds "$BENCH/sq1-positions.txt" "$BENCH/sq1-$metric.txt" "$QUERY" square-1 --input pieces --metric "$metric")
  mean=$(awk -v s="$s" -v n="$sq1_count" 'BEGIN { printf "%.3f", s / n }')
  target=""
  [[ $metric == twist ]] && target=" (target <= 1 s)"
  row square-1 "$sq1_count positions, $metric metric, one stream" "$s s, $mean s a position$target"
  if [[ $metric == twist ]]; then
    row square-1 "  their twists" "$(sq1_lengths "$BENCH/sq1-$metric.txt" '^/$')"
  else
    row square-1 "  their moves" "$(sq1_lengths "$BENCH/sq1-$metric.txt" '.')"
  fi
done
sq1_scrambles=${SQ1_SCRAMBLES:-100}
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
