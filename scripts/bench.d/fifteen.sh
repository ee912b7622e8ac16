# fifteen: sourced by scripts/bench, which defines the helpers and paths.
# Korf's 50 instances with each database set that is built (7-8 only after
# gen fifteen --large), Korf's 100, the 17 positions that need 80 moves,
# then plain Manhattan distance on a few easy ones.
# PUZZLETAB_BENCH_80_663="ID..." (default 16, the position of issue 15):
# the 80-move positions 6-6-3 also answers, about a minute of CPU each;
# empty for none, "$(seq 17)" for all.
row "fifteen" "tables on disk" "$(du -cb "$TABLES"/fifteen-*.ptab | tail -1 | cut -f1) bytes"

# fifteen_cases DATA NAME: the cases of a data file (id, length, 16 tiles)
# into $BENCH/NAME.txt and their ids and lengths into $BENCH/NAME-lengths.txt.
fifteen_cases() {
  grep -v '^#' "$1" | cut -d' ' -f3- >"$BENCH/$2.txt"
  grep -v '^#' "$1" | cut -d' ' -f1,2 >"$BENCH/$2-lengths.txt"
}

# fifteen_checked LENGTHS JSON_ANSWERS: "ok/total nodes solve_seconds", the
# lengths checked against the published ones.
fifteen_checked() {
  paste -d' ' "$1" "$2" | awk '{
    match($0, /"distance":[0-9]+/); d = substr($0, RSTART + 11, RLENGTH - 11)
    match($0, /"expanded":[0-9]+/); n += substr($0, RSTART + 11, RLENGTH - 11)
    match($0, /"microseconds":[0-9]+/); us += substr($0, RSTART + 15, RLENGTH - 15)
    ok += (d == $2); total++ } END { printf "%d/%d %d %.4f", ok, total, n, us / 1e6 }'
}

# fifteen_counts JSON_ANSWERS: the nodes an answer, three ways: expanded (the
# search's count), generated (the papers' count: every node made) and
# expanded in the last iteration up to the answer (docs/fifteen.md).
fifteen_counts() {
  awk '{
    match($0, /"expanded":[0-9]+/); e += substr($0, RSTART + 11, RLENGTH - 11)
    match($0, /"generated":[0-9]+/); g += substr($0, RSTART + 12, RLENGTH - 12)
    match($0, /"last_iteration":[0-9]+/); l += substr($0, RSTART + 17, RLENGTH - 17)
    n++ } END { printf "expanded %.0f, generated %.0f, last iteration %.0f", e / n, g / n, l / n }' "$1"
}

# fifteen_each LENGTHS JSON_ANSWERS LABEL PER_LINE: each case's id, length,
# nodes and time, PER_LINE cases a row.
fifteen_each() {
  paste -d' ' "$1" "$2" | awk -v label="$3" -v per="$4" '{
    match($0, /"expanded":[0-9]+/); n = substr($0, RSTART + 11, RLENGTH - 11)
    match($0, /"microseconds":[0-9]+/); us = substr($0, RSTART + 15, RLENGTH - 15)
    line = line sprintf(" #%s:%s/%d/%.3fs", $1, $2, n, us / 1e6)
    if (NR % per == 0) { printf "%-10s   %s%s\n", "fifteen", label, line; line = "" } }
    END { if (line != "") printf "%-10s   %s%s\n", "fifteen", label, line }'
}

DATA="$root/scripts/bench.d/data"
# Korf's first 50 (the same boards as ../shared/reference/korf-1-50.txt).
grep -v '^#' "$DATA/korf-100.txt" | head -n 50 >"$BENCH/korf-1-50.txt"
fifteen_cases "$BENCH/korf-1-50.txt" fifteen-korf

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
  read -r ok nodes solve <<<"$(fifteen_checked "$BENCH/fifteen-korf-lengths.txt" "$out")"
  fifteen_nodes[$pdb]=$nodes
  target=$([[ $pdb == 663 ]] && echo 2 || echo 0.15)
  row "fifteen" "$pdb: 50 Korf instances, one stream, 2 cores" "$wall s wall, best of 3 (target <= $target), $ok optimal"
  row "fifteen" "  nodes expanded, search time summed (last run)" "$nodes nodes, $solve s, $(awk -v n="$nodes" -v s="$solve" 'BEGIN { printf "%.1f", n / s / 1e6 }') M nodes/s"
  fifteen_each "$BENCH/fifteen-korf-lengths.txt" "$out" "$pdb per instance (#id:length/nodes/time)" 5
done

if [[ ! -f "$TABLES/fifteen-78-1.ptab" ]]; then
  row "fifteen" "Korf's 100 and the 80-move positions" "skipped: 7-8 not built (gen fifteen --large)"
else
  # Korf's 100 (Korf 1985), the second 50 harder than the first.
  fifteen_cases "$DATA/korf-100.txt" fifteen-korf100
  out="$BENCH/fifteen-korf100-78.json"
  wall=$(best_seconds 3 "$BENCH/fifteen-korf100.txt" "$out" "$QUERY" fifteen --pdb 78 --goal korf --format json --timing)
  read -r ok nodes solve <<<"$(fifteen_checked "$BENCH/fifteen-korf100-lengths.txt" "$out")"
  row "fifteen" "78: Korf's 100, one stream, 2 cores" "$wall s wall, best of 3 (target <= 0.2), $ok optimal"
  row "fifteen" "  nodes expanded, search time summed (last run)" "$nodes nodes, $solve s"
  # Korf and Felner 2002 / Felner, Korf and Hanan 2004, the same 7-8
  # partition and reflection: 36,710 nodes generated an instance, the
  # count to set beside ours (docs/fifteen.md, issue 29).
  row "fifteen" "  nodes an instance (published, generated: 36,710)" "$(fifteen_counts "$out")"
  # The 17 positions that need 80 moves (Bruengger et al. 1999), one
  # stream with 7-8; then the first few alone with 6-6-3.
  fifteen_cases "$DATA/brungger-80.txt" fifteen-80
  out="$BENCH/fifteen-80-78.json"
  wall=$(seconds "$BENCH/fifteen-80.txt" "$out" "$QUERY" fifteen --pdb 78 --format json --timing)
  read -r ok nodes solve <<<"$(fifteen_checked "$BENCH/fifteen-80-lengths.txt" "$out")"
  row "fifteen" "78: the 17 positions of 80 moves, one stream" "$wall s wall, $ok of 80 moves"
  row "fifteen" "  nodes expanded, search time summed" "$nodes nodes, $solve s"
  fifteen_each "$BENCH/fifteen-80-lengths.txt" "$out" "78 per position (#id:length/nodes/time)" 4
  ids="${PUZZLETAB_BENCH_80_663-16}"
  if [[ -n "$ids" ]]; then
    # The lines of those ids (a position's id is its line number).
    pick() { for id in $ids; do sed -n "${id}p" "$1"; done >"$2"; }
    pick "$BENCH/fifteen-80-lengths.txt" "$BENCH/fifteen-80-some-lengths.txt"
    pick "$BENCH/fifteen-80.txt" "$BENCH/fifteen-80-some.txt"
    pick "$out" "$BENCH/fifteen-80-78-some.json"
    "$QUERY" fifteen --pdb 663 --format json --timing <"$BENCH/fifteen-80-some.txt" >"$BENCH/fifteen-80-663.json"
    fifteen_each "$BENCH/fifteen-80-some-lengths.txt" "$BENCH/fifteen-80-663.json" "663 per position (#id:length/nodes/time)" 4
    read -r _ n663 s663 <<<"$(fifteen_checked "$BENCH/fifteen-80-some-lengths.txt" "$BENCH/fifteen-80-663.json")"
    read -r _ n78 s78 <<<"$(fifteen_checked "$BENCH/fifteen-80-some-lengths.txt" "$BENCH/fifteen-80-78-some.json")"
    row "fifteen" "  663 / 78 on #${ids// /, #}" "$(ratio "$n663" "$n78")x nodes, $(ratio "$s663" "$s78")x time"
  fi
fi

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
