# twentyfour: sourced by scripts/bench, which defines the helpers and paths.
# Issue 44's targets: gen twentyfour --large's 6-6-6-6 databases built in at
# most 10 minutes and 2 GB on 2 cores; the 20 easiest of Korf's 50 (by the
# published 6-6-6-6 counts) answered at their published lengths in one run
# of at most an hour, nodes beside the published; the same with query-mpi
# (mpirun -np 2 and -np 4 --oversubscribe, subtrees over the processes), and
# a 3x3x3 stream, against one process; a projection of all 50 on 64 cores.
#   TWENTYFOUR_COUNT=N      the N easiest (default 20)
#   TWENTYFOUR_MPI="2 4"    the process counts to run them again with ("" for none)
#   TWENTYFOUR_BUILD=0      no timed build: the tables where they are
#   TWENTYFOUR_REUSE=1      the one-process run's answers and wall time from the
#                           last run of this part (korf24.json, korf24.wall), not
#                           run again: for the -np runs after a long one
#   CUBE3_MPI_COUNT=N       random 3x3x3 positions in the stream (default 8)
count="${TWENTYFOUR_COUNT:-20}"
mpi_counts="${TWENTYFOUR_MPI-2 4}"
folder="${PUZZLETAB_LARGE_TABLES:-$BUILD/large-tables}"
DATA="$root/scripts/bench.d/data"
QUERY_MPI="$BUILD/query-mpi"
if [[ $(id -u) -eq 0 ]]; then export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1; fi

row "twentyfour" "committed tables (the small sets) on disk" "$(du -cb "$TABLES"/twentyfour-*.ptab | tail -1 | cut -f1) bytes"

# The databases, built and timed (GNU time: wall, CPU, peak memory).
mkdir -p "$folder"
if [[ "${TWENTYFOUR_BUILD:-1}" != 0 ]]; then
  /usr/bin/time -f '%e %U %S %M' -o "$BENCH/twentyfour-gen.time" \
    "$GEN" twentyfour --large --force --out "$folder" >/dev/null
  read -r wall user sys peak <"$BENCH/twentyfour-gen.time"
  row "twentyfour" "gen twentyfour --large (6-6-6-6), 2 cores" \
    "$(awk -v w="$wall" -v u="$user" -v s="$sys" -v p="$peak" 'BEGIN { printf "%.0f s wall, %.0f s CPU, %.0f MB at peak", w, u + s, p / 1024 }') (target <= 600 s, <= 2048 MB)"
fi
if [[ ! -f "$folder/twentyfour-6666-4.ptab" ]]; then
  row "twentyfour" "Korf's instances" "skipped: no 6-6-6-6 databases (gen twentyfour --large --out $folder)"
  return 0
fi
row "twentyfour" "6-6-6-6 tables" "$(du -cb "$folder"/twentyfour-6666-*.ptab | tail -1 | cut -f1) bytes"

# The easiest by the published count (Korf and Felner's 6-6-6-6), easiest first.
grep -v '^#' "$DATA/korf24-50.txt" | sort -n -k3,3 | head -n "$count" >"$BENCH/korf24-easiest.txt"
cut -d'|' -f2 "$BENCH/korf24-easiest.txt" | sed 's/^ //' >"$BENCH/korf24-cases.txt"
# Read into the page cache first: a first search would wait on the disk.
cat "$folder"/twentyfour-6666-*.ptab >/dev/null

# json_fields FILE: each answer's distance, expanded, generated and
# microseconds, a line each.
json_fields() {
  sed 's/.*"distance":\([0-9]*\).*"expanded":\([0-9]*\),"generated":\([0-9]*\).*"microseconds":\([0-9]*\).*/\1 \2 \3 \4/' "$1"
}
# without_timing FILE: the answers without their one varying field.
without_timing() { sed 's/,"microseconds":[0-9]*//' "$1"; }

out="$BENCH/korf24.json"
if [[ "${TWENTYFOUR_REUSE:-0}" == 1 && -s "$out" && -s "$BENCH/korf24.wall" ]]; then
  wall=$(cat "$BENCH/korf24.wall")
  row "twentyfour" "one process: reused" "the answers and wall time of the last run"
else
  wall=$(seconds "$BENCH/korf24-cases.txt" "$out" "$QUERY" --tables "$folder" twentyfour --goal korf --pdb 6666 --format json --timing)
  echo "$wall" >"$BENCH/korf24.wall"
fi
json_fields "$out" >"$BENCH/korf24-fields.txt"
paste -d' ' <(cut -d' ' -f1-4 "$BENCH/korf24-easiest.txt") "$BENCH/korf24-fields.txt" >"$BENCH/korf24-rows.txt"
# Each row: id, length, korf2002, dsr6666, then ours: distance, expanded,
# generated, microseconds.
read -r ok expanded generated published <<<"$(awk '{ ok += ($2 == $5); e += $6; g += $7; p += $3 } END { printf "%d/%d %.0f %.0f %.0f", ok, NR, e, g, p }' "$BENCH/korf24-rows.txt")"
row "twentyfour" "Korf's $count easiest, one stream, 2 cores" "$wall s wall (target <= 3600), $ok at the published length"
row "twentyfour" "  nodes: expanded, generated; published" "$expanded, $generated; $published (expanded / published $(ratio "$expanded" "$published"), generated / published $(ratio "$generated" "$published"))"
# Each instance: id, length, expanded, generated, published (Korf and
# Felner; Doebbelin et al.'s 6-6-6-6), ours over Korf and Felner's, seconds.
# (%.0f, not %d: mawk's %d stops at 2^31 - 1.)
awk '{ printf "%-10s   #%s: %d moves (published %d), %.0f expanded, %.0f generated, published %.0f and %.0f, expanded / published %.2f, %.1f s\n",
  "twentyfour", $1, $5, $2, $6, $7, $3, $4, $6 / $3, $8 / 1e6 }' "$BENCH/korf24-rows.txt"
rate=$(awk -v e="$expanded" -v w="$wall" 'BEGIN { printf "%.2f", e / w / 2 / 1e6 }')
row "twentyfour" "  nodes a second a core (expanded)" "$rate M"

# The same with query-mpi: each case in turn, its iterations' subtrees over
# the processes; the same answers and node counts, and the time.
declare -A mpi_wall
if [[ ! -x "$QUERY_MPI" ]]; then
  row "twentyfour" "query-mpi" "skipped: not built (no MPI: scripts/setup --test installs Open MPI)"
  mpi_counts=""
fi
for np in $mpi_counts; do
  mpi_out="$BENCH/korf24-np$np.json"
  mpi_wall[$np]=$(seconds "$BENCH/korf24-cases.txt" "$mpi_out" mpirun --oversubscribe -np "$np" \
    "$QUERY_MPI" --tables "$folder" twentyfour --goal korf --pdb 6666 --format json --timing --spread subtrees)
  same=$(cmp -s <(without_timing "$out") <(without_timing "$mpi_out") && echo "the same answers and node counts" || echo "DIFFERENT answers or node counts")
  row "twentyfour" "query-mpi -np $np, subtrees, the same $count" "${mpi_wall[$np]} s wall, $(ratio "${mpi_wall[$np]}" "$wall")x one process; $same"
done

# A 3x3x3 stream, each case to a process, against one process (the large
# table where scripts/test builds it).
cube="$folder/3x3x3-optimal.ptab"
if [[ ! -f "$cube" || -z "$mpi_counts" ]]; then
  row "twentyfour" "3x3x3 stream with query-mpi" "skipped: no $cube, or no query-mpi"
else
  n="${CUBE3_MPI_COUNT:-8}"
  "$QUERY" 3x3x3 --random "$n" --seed 44 >"$BENCH/cube3-mpi.txt"
  cube_out="$BENCH/cube3-mpi.txt.out"
  cube_wall=$(seconds "$BENCH/cube3-mpi.txt" "$cube_out" "$QUERY" --tables "$folder" 3x3x3)
  row "twentyfour" "3x3x3: $n random positions, one process" "$cube_wall s wall"
  for np in $mpi_counts; do
    t=$(seconds "$BENCH/cube3-mpi.txt" "$cube_out.$np" mpirun --oversubscribe -np "$np" "$QUERY_MPI" --tables "$folder" 3x3x3)
    same=$(cmp -s "$cube_out" "$cube_out.$np" && echo "byte for byte query's" || echo "DIFFERENT from query's")
    row "twentyfour" "  query-mpi -np $np, cases spread" "$t s wall, $(ratio "$t" "$cube_wall")x one process; $same"
  done
fi

# All 50 on 64 cores, projected: the nodes of the 30 not run taken as the
# published count times ours over the published on those run; at the
# nodes a second a core measured above, and the time -np 2 took over one
# process (the cost of spreading) when it ran.
grep -v '^#' "$DATA/korf24-50.txt" | awk '{ print $3 }' >"$BENCH/korf24-published.txt"
efficiency=$(awk -v a="$wall" -v b="${mpi_wall[2]:-$wall}" 'BEGIN { printf "%.2f", a / b }')
awk -v ours="$expanded" -v theirs="$published" -v rate="$rate" -v eff="$efficiency" '
  { all += $1 } END {
    nodes = all * ours / theirs; core_hours = nodes / (rate * 1e6) / 3600
    printf "%-10s %-44s %.2e nodes expanded, %.0f core-hours at %s M nodes/s a core; %.1f h on 64 cores at %.2f of one process'"'"'s speed\n",
      "twentyfour", "  projection: all 50 on 64 cores", nodes, core_hours, rate, core_hours / 64 / eff, eff }' "$BENCH/korf24-published.txt"
