# fifteen: sourced by scripts/bench, which defines the helpers and paths.
# Korf's 50 instances with each database set that is built (7-8 only after
# gen fifteen --large), then plain Manhattan distance on a few easy ones.
REFERENCE="${PUZZLETAB_REFERENCE:-$root/../shared/reference}/korf-1-50.txt"
grep -v '^#' "$REFERENCE" | cut -d' ' -f3- >"$BENCH/fifteen-korf.txt"
grep -v '^#' "$REFERENCE" | cut -d' ' -f1,2 >"$BENCH/fifteen-korf-lengths.txt"

# fifteen_stats JSON_ANSWERS: "ok/total nodes solve_seconds" against the lengths.
fifteen_stats() {
  paste -d' ' "$BENCH/fifteen-korf-lengths.txt" "$1" | awk '{
    match($0, /"distance":[0-9]+/); d = substr($0, RSTART + 11, RLENGTH - 11)
    match($0, /"expanded":[0-9]+/); n += substr($0, RSTART + 11, RLENGTH - 11)
    match($0, /"microseconds":[0-9]+/); us += substr($0, RSTART + 15, RLENGTH - 15)
    ok += (d == $2); total++ } END { printf "%d/%d %d %.4f", ok, total, n, us / 1e6 }'
}

# The page cache keeps only part of a large table once it has been idle a
# while (here 148 of its 247 MB after some minutes, with 23 GB free), and a
# first run then reads the rest from disk: read the tables in first, and
# take the best of three runs.
cat "$TABLES"/fifteen-*.ptab >/dev/null
declare -A fifteen_nodes
for pdb in 663 78; do
  if [[ $pdb == 78 && ! -f "$TABLES/fifteen-78-1.ptab" ]]; then
    row "fifteen" "7-8: not built (gen fifteen --large)" "-"
    continue
  fi
  out="$BENCH/fifteen-$pdb.json"
  wall=$(best_seconds 3 "$BENCH/fifteen-korf.txt" "$out" "$QUERY" fifteen --pdb "$pdb" --goal korf --format json --timing)
  read -r ok nodes solve <<<"$(fifteen_stats "$out")"
  fifteen_nodes[$pdb]=$nodes
  target=$([[ $pdb == 663 ]] && echo 2 || echo 0.15)
  row "fifteen" "$pdb: 50 Korf instances, one stream, 2 cores" "$wall s wall, best of 3 (target <= $target), $ok optimal"
  row "fifteen" "  nodes expanded, search time summed (last run)" "$nodes nodes, $solve s, $(awk -v n="$nodes" -v s="$solve" 'BEGIN { printf "%.1f", n / s / 1e6 }') M nodes/s"
  # Per instance: id, length, nodes, milliseconds.
  paste -d' ' "$BENCH/fifteen-korf-lengths.txt" "$out" | awk -v pdb="$pdb" '{
    match($0, /"expanded":[0-9]+/); n = substr($0, RSTART + 11, RLENGTH - 11)
    match($0, /"microseconds":[0-9]+/); us = substr($0, RSTART + 15, RLENGTH - 15)
    line = line sprintf(" #%s:%s/%d/%.1fms", $1, $2, n, us / 1000)
    if (NR % 5 == 0) { printf "%-10s   %s per instance (#id:length/nodes/time)%s\n", "fifteen", pdb, line; line = "" } }'
done

# Plain Manhattan distance, the baseline, on the five instances it solves
# fastest, against the database sets on the same five.
easy=(9 42 12 31 30)
for id in "${easy[@]}"; do sed -n "${id}p" "$BENCH/fifteen-korf.txt"; done >"$BENCH/fifteen-easy.txt"
for pdb in manhattan 663 78; do
  [[ $pdb == 78 && ! -f "$TABLES/fifteen-78-1.ptab" ]] && continue
  "$QUERY" fifteen --pdb "$pdb" --goal korf --format json --timing <"$BENCH/fifteen-easy.txt" >"$BENCH/fifteen-easy-$pdb.json"
  n=$(grep -o '"expanded":[0-9]*' "$BENCH/fifteen-easy-$pdb.json" | awk -F: '{ s += $2 } END { print s }')
  us=$(grep -o '"microseconds":[0-9]*' "$BENCH/fifteen-easy-$pdb.json" | awk -F: '{ s += $2 } END { print s }')
  if [[ $pdb == manhattan ]]; then
    md_nodes=$n md_us=$us
    row "fifteen" "manhattan on Korf #${easy[*]}" "$n nodes, $(awk -v u="$us" 'BEGIN { printf "%.3f", u / 1e6 }') s"
  else
    row "fifteen" "  manhattan / $pdb on the same" "$(ratio "$md_nodes" "$n")x nodes, $(ratio "$md_us" "$us")x time"
  fi
done
row "fifteen" "tables on disk" "$(du -cb "$TABLES"/fifteen-*.ptab | tail -1 | cut -f1) bytes"
