# 3x3x3 optimal answers: sourced by scripts/bench, which defines the helpers
# and paths. Issue 28's target: 100 seeded random-state positions answered
# optimally with the large tables (gen 3x3x3 --large) at most 10 s each on 2
# cores, with the distribution of their lengths. CUBE3_OPTIMAL_COUNT sets
# how many of the 100 (the first N) are answered; each has CUBE3_OPTIMAL_LIMIT
# seconds (default 600), and those over it are counted, not hidden.
# CUBE3_OPTIMAL_PRUNING=huge answers them with the huge table (gen 3x3x3
# --huge, 15.6 GB, issue 45) in the same folder instead; CUBE3_OPTIMAL_STREAM=1
# and VCUBE add the rows below.
count="${CUBE3_OPTIMAL_COUNT:-100}"
limit="${CUBE3_OPTIMAL_LIMIT:-600}"
pruning="${CUBE3_OPTIMAL_PRUNING:-large}"
# The large table where scripts/test keeps it (not tables/, whose committed
# tables the package holds: the cache outside the tree, one folder a key of
# its sources; build/large-tables before issue 39), or PUZZLETAB_LARGE_TABLES.
cached="$(ls -d "${PUZZLETAB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/puzzletab}"/large-tables/*/ 2>/dev/null | head -1)"
folder="${PUZZLETAB_LARGE_TABLES:-${cached:-$BUILD/large-tables}}"
folder="${folder%/}"
large="$folder/3x3x3-optimal.ptab"
[[ "$pruning" == huge ]] && large="$folder/3x3x3-optimal-huge.ptab"
if [[ ! -f "$large" ]]; then
  row "3x3x3" "optimal, 100 random positions" "skipped: no $large (gen 3x3x3 --$pruning --out $folder)"
else
  # The table read into the page cache first, through a mapping that asks
  # for huge pages (gen --list checksums it through TableReader's): pages a
  # plain read (cat) caches keep their small size, and a search over them
  # misses the TLB on nearly every entry (docs/cube3.md, "Huge pages"). So
  # the file leaves the cache first (dd's nocache with no block read).
  dd if="$large" iflag=nocache count=0 status=none
  "$GEN" 3x3x3 --list --out "$folder" >/dev/null
  # gen --list reads every table present: with the huge one, the large one
  # leaves the cache again (both would hold 18 GB of it).
  [[ "$pruning" == huge ]] && dd if="$folder/3x3x3-optimal.ptab" iflag=nocache count=0 status=none
  "$QUERY" 3x3x3 --random 100 --seed 28 | head -n "$count" >"$BENCH/cube3-random.txt"
  out="$BENCH/cube3-optimal.json"
  : >"$out"
  timeouts=0
  start=$(date +%s%N)
  # One position a process: a time limit stops one case, not the rest.
  while IFS= read -r scramble; do
    "$QUERY" --tables "$folder" 3x3x3 --pruning "$pruning" --format json --timing --time-limit "$limit" "$scramble" >>"$out" 2>/dev/null ||
      timeouts=$((timeouts + 1))
  done <"$BENCH/cube3-random.txt"
  end=$(date +%s%N)
  answered=$(wc -l <"$out")
  row "3x3x3" "optimal: $count random positions, 2 cores, $pruning table" \
    "$answered answered, $timeouts over ${limit} s, $(awk -v t=$((end - start)) -v n="$count" 'BEGIN { printf "%.1f", t / n / 1e9 }') s a position (target <= 10)"
  row "3x3x3" "  lengths (distance: count)" \
    "$(sed 's/.*"distance":\([0-9]*\).*/\1/' "$out" | sort -n | uniq -c | awk '{ printf "%s%s: %s", (NR > 1 ? ", " : ""), $2, $1 }')"
  row "3x3x3" "  nodes a second (answered ones)" \
    "$(sed 's/.*"nodes":\([0-9]*\).*"microseconds":\([0-9]*\).*/\1 \2/' "$out" | awk '{ n += $1; us += $2 } END { if (us > 0) printf "%.2f M", n / us }')"
  # CUBE3_OPTIMAL_STREAM=1: the same positions as one stream, one process
  # (a table's blocks are checked once a process, as it first reads them:
  # 15.6 GB of them for the huge table), answers compared with the above.
  if [[ "${CUBE3_OPTIMAL_STREAM:-0}" == 1 ]]; then
    start=$(date +%s%N)
    "$QUERY" --tables "$folder" 3x3x3 --pruning "$pruning" --format json <"$BENCH/cube3-random.txt" >"$BENCH/cube3-stream.json" 2>/dev/null
    end=$(date +%s%N)
    same=$(paste -d ' ' <(sed 's/.*"moves":\(\[[^]]*\]\).*/\1/' "$out") <(sed 's/.*"moves":\(\[[^]]*\]\).*/\1/' "$BENCH/cube3-stream.json") | awk '$1 == $2' | wc -l)
    row "3x3x3" "  the same as one stream, 2 cores" \
      "$(awk -v t=$((end - start)) -v n="$count" 'BEGIN { printf "%.1f", t / n / 1e9 }') s a position, $same of $count answers the same"
  fi
  # VCUBE=path/to/vc-optimal (Voltara/vcube, built with its CMake; no code of
  # it here), its tables in its folder's tables/ (vc-optimal --coord=C
  # --no-input builds them there): the same positions as one stream on 2
  # workers (vcube searches a position on one thread only), for each of
  # VCUBE_COORDS (default 112), its lengths compared with puzzletab's.
  for coord in ${VCUBE:+${VCUBE_COORDS:-112}}; do
    (cd "$(dirname "$VCUBE")" && "$VCUBE" --coord="$coord" --ordered --workers=2 \
      <"$BENCH/cube3-random.txt" >"$BENCH/vcube-$coord.txt" 2>"$BENCH/vcube-$coord.err")
    same=$(paste -d ' ' <(sed 's/.*"distance":\([0-9]*\).*/\1/' "$out") <(awk '{ print $3 }' "$BENCH/vcube-$coord.txt") | awk '$1 == $2' | wc -l)
    row "3x3x3" "  vcube $coord, one stream, 2 workers" \
      "$(awk -v n="$count" '/^Total time:/ { printf "%.1f", $3 / n }' "$BENCH/vcube-$coord.err") s a position (its table loaded first, not counted), $same of $count lengths the same"
  done
fi
