# The puzzles from definitions (2x2x2, pyraminx, skewb): sourced by
# scripts/bench, which defines the helpers and paths. Targets: gen of the
# 2x2x2 <= 0.4 s and of the pyraminx <= 0.15 s (issue 23: what twsearch's
# -g, the same breadth-first search, took on this machine), <= 2 bits a
# position; a stream of all
# 3,674,160 2x2x2 positions >= 1,000,000 answers/s; 1,000 random-state
# scrambles at the WCA minimum distance < 0.1 s in one process; an exact
# --stats < 2 s.

for puzzle in 2x2x2 pyraminx skewb; do
  gen_s=$(best_seconds 3 /dev/null /dev/null "$GEN" --force "$puzzle" --out "$BENCH/tables")
  positions=$("$QUERY" "$puzzle" --stats | awk 'NR == 1 { gsub(",", "", $2); print $2 }')
  bytes=$(stat -c %s "$BENCH/tables/$puzzle.ptab")
  bits=$(awk -v b="$bytes" -v p="$positions" 'BEGIN { printf "%.3f", b * 8 / p }')
  case $puzzle in
    2x2x2) gen_target="<= 0.4" ;;
    pyraminx) gen_target="<= 0.15" ;;
    *) gen_target="<= 10" ;;
  esac
  row "$puzzle" "gen, $positions positions" "$gen_s s (target $gen_target), $bits bits a position with the header (target <= 2)"
  stats_s=$(seconds /dev/null /dev/null "$QUERY" "$puzzle" --stats)
  row "$puzzle" "--stats, every distance exact" "$stats_s s (target < 2)"
  scramble_s=$(best_seconds 3 /dev/null "$BENCH/$puzzle-scrambles.txt" \
    "$QUERY" "$puzzle" --random 1000 --format scramble --seed 1)
  row "$puzzle" "1,000 random-state scrambles, one process" "$scramble_s s (target < 0.1)"
done

# Every 2x2x2 position once, as the definition writes it: the 7 corners
# other than DLB (slot 7) in any order, the first six twisted freely and the
# last making the sum 0 modulo 3.
python3 - >"$BENCH/2x2x2-all.txt" <<'PY'
import itertools, sys
twists = [list(t) + [-sum(t) % 3] for t in itertools.product(range(3), repeat=6)]
out = []
for p in itertools.permutations([1, 2, 3, 4, 5, 6, 8]):
    pieces = " ".join(map(str, list(p[:6]) + [7, p[6]]))
    for t in twists:
        out.append(pieces + " " + " ".join(map(str, t[:6] + [0, t[6]])))
    if len(out) > 100000:
        sys.stdout.write("\n".join(out) + "\n")
        out = []
sys.stdout.write("\n".join(out) + "\n")
PY
stream_s=$(best_seconds 2 "$BENCH/2x2x2-all.txt" "$BENCH/2x2x2-all.out" "$QUERY" 2x2x2)
rate=$(awk -v s="$stream_s" -v n="$(wc -l <"$BENCH/2x2x2-all.txt")" 'BEGIN { printf "%d", n / s }')
row 2x2x2 "a stream of all 3,674,160 positions" "$stream_s s, $rate answers/s (target >= 1,000,000)"

# Definitions as twsearch's PuzzleGeometry writes them, all moves of the
# puzzle (tests/definitions: the 2x2x2 with all six faces, 88,179,840
# positions; the Skewb with all eight corner turns, 37,791,360), built by
# gen --def as twsearch's -g would count them.
for def in pg-2x2x2 pg-skewb; do
  gen_s=$(seconds /dev/null /dev/null "$GEN" --force --def "$root/tests/definitions/$def.tws" --out "$BENCH/tables")
  positions=$(od -An -tu8 -j40 -N8 "$BENCH/tables/$def.ptab" | tr -d ' ')  # the header's entry count
  row "$def" "gen --def, $positions positions" "$gen_s s"
done
