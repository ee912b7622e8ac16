# 3x3x3: sourced by scripts/bench, which defines the helpers and paths.
# Issue 28's targets: 1,000 random-state scrambles of at most 21 moves in
# at most 5 s in one process (5 ms each), one scramble in a fresh process
# at most 100 ms with its tables' start (docs/cube3.md gives the figures).

# One scramble in a fresh process: the two-phase tables built, then the
# solves (the case's own, then the scramble format's: two).
one_s=$(best_seconds 3 /dev/null /dev/null "$QUERY" 3x3x3 --random 1 --format scramble --seed 7)
row "3x3x3" "one scramble, a fresh process (tables built)" "$one_s s (target <= 0.1)"

# Many in one process: scrambles a second, and the moves' count.
scrambles_s=$(best_seconds 1 /dev/null "$BENCH/cube3-scrambles.txt" \
  "$QUERY" 3x3x3 --random 100 --format scramble --seed 28)
row "3x3x3" "100 random-state scrambles, one process" \
  "$scrambles_s s, $(awk -v s="$scrambles_s" 'BEGIN { printf "%.1f", 100 / s }') scrambles/s (target >= 200)"
row "3x3x3" "  most moves (at most 21)" \
  "$(awk '{ if (NF > m) m = NF } END { print m }' "$BENCH/cube3-scrambles.txt")"
