# 4x4x4: sourced by scripts/bench, which defines the helpers and paths.
# Issue 40's targets: 1,000 random-state scrambles in at most 20 s in one
# process, one in a fresh process in at most 1 s, tables included; their
# mean length at most 46 and at most TNoodle's (44.18 on 1,000 of its 444
# scrambles, docs/cubes.md).
# 100 scrambles here: each is a reduction solve of about 0.5 s of CPU.
cube4_count=${CUBE4_SCRAMBLES:-100}
cube4_s=$(seconds /dev/null "$BENCH/cube4-scrambles.txt" "$QUERY" 444 --random "$cube4_count" --seed 1)
row 4x4x4 "$cube4_count random-state scrambles, one process" \
  "$cube4_s s (target 1,000 in <= 20 s)"
row 4x4x4 "  their mean length" \
  "$(awk '{ n += NF } END { printf "%.2f", n / NR }' "$BENCH/cube4-scrambles.txt") moves (target <= 46)"
cube4_one=$(seconds /dev/null /dev/null "$QUERY" 444 --random 1 --seed 2)
row 4x4x4 "one random-state scramble, a fresh process" "$cube4_one s (target <= 1 s)"
