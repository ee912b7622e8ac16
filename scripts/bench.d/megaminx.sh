# Megaminx: sourced by scripts/bench, which defines the helpers and paths.
# Issue 41's target: 1,000 Megaminx scrambles in at most 0.1 s in one
# process (the fastest of 5 runs), and the empty program's time beside it.
# TNoodle side by side when its classes are built (TNOODLE_CLASSES: the
# OUT_DIR of scripts/bench.d/tnoodle/build.sh): the mean of 1,000 of its
# scrambles after the first, the JVM started once.
minx_s=$(best_seconds 5 /dev/null "$BENCH/minx-scrambles.txt" "$QUERY" minx --random 1000 --seed 1)
row megaminx "1,000 scrambles, one process (best of 5)" "$minx_s s (target <= 0.1 s)"
if [[ -n ${TNOODLE_CLASSES:-} ]]; then
  tnoodle_time=$(java -cp "$TNOODLE_CLASSES:/usr/share/java/slf4j-api.jar" Scrambles minx 1000 1 --time 2>&1 >/dev/null)
  row megaminx "  TNoodle's MegaminxPuzzle, 1,000" "$tnoodle_time"
else
  row megaminx "  TNoodle side by side: skipped" "no TNOODLE_CLASSES (scripts/bench.d/tnoodle/build.sh)"
fi
