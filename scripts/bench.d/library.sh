# The library (docs/library.md): sourced by scripts/bench, which defines
# the helpers and paths. The C API answering on one core against query's
# stream on one core (both in CPU time, side by side), opening a puzzle,
# and the Python module.
./scripts/build puzzletab_shared
gcc -std=c99 -O2 -I "$root/include" -o "$BENCH/library" "$root/scripts/bench.d/library.c" \
  -L "$BUILD" -lpuzzletab -Wl,-rpath,"$BUILD"

# cpu_seconds INPUT command...: the CPU time (user + system) of one run.
cpu_seconds() {
  local in="$1" TIMEFORMAT='%3U %3S' times
  shift
  times=$({ time "$@" <"$in" >/dev/null; } 2>&1)
  awk -v t="$times" 'BEGIN { split(t, a, " "); printf "%.3f", a[1] + a[2] }'
}

# Every msquare target 25 times: a stream long enough that query's start
# is lost in it (1,008,000 cases).
python3 -c 'import itertools
for _ in range(25):
    for p in itertools.permutations(range(1, 9)): print(*p)' >"$BENCH/library-msquare.txt"
python3 -c 'import itertools
for p in itertools.permutations(range(9)):
    if sum(p[i] > p[j] for i in range(9) for j in range(i + 1, 9) if p[i] and p[j]) % 2 == 0:
        print(*["x" if v == 0 else v for v in p])' >"$BENCH/library-eight.txt"
"$QUERY" 2x2x2 --random 200000 --seed 1 >"$BENCH/library-2x2x2.txt"
for puzzle in msquare eight 2x2x2; do
  cases="$BENCH/library-$puzzle.txt"
  answers=$(wc -l <"$cases")
  best_api="" best_query=""
  for round in 1 2 3; do
    read -r api open_us <<<"$(taskset -c 0 "$BENCH/library" "$puzzle" "$cases")"
    cpu=$(cpu_seconds "$cases" taskset -c 0 "$QUERY" "$puzzle")
    q=$(awk -v n="$answers" -v s="$cpu" 'BEGIN { printf "%.0f", n / s }')
    best_api=$(awk -v a="$best_api" -v b="$api" 'BEGIN { print (b > a + 0) ? b : a }')
    best_query=$(awk -v a="$best_query" -v b="$q" 'BEGIN { print (b > a + 0) ? b : a }')
  done
  row "library" "$puzzle: C API loop, one core ($answers cases)" "$best_api answers/CPU s"
  row "library" "  / query's stream, one core (target >= 1.5)" \
    "$(ratio "$best_api" "$best_query")x ($best_query answers/CPU s)"
  row "library" "  opening $puzzle (target <= 50 us)" "$open_us us"
done

# Python: many msquare cases in one call (on every core), and one solve()
# call against the C API's answer to the same case (the msquare rows above).
c_answer_us=""
read -r c_rate _ <<<"$(taskset -c 0 "$BENCH/library" msquare "$BENCH/library-msquare.txt")"
c_answer_us=$(awk -v r="$c_rate" 'BEGIN { printf "%.2f", 1e6 / r }')
read -r many_s solve_us <<<"$(PYTHONPATH="$BUILD/python" /usr/bin/python3 - "$BENCH/library-msquare.txt" <<'PY'
import sys, time, puzzletab
cases = open(sys.argv[1]).read().split("\n")[:1_000_000]
msquare = puzzletab.Puzzle("msquare")
many = []
for _ in range(3):
    start = time.perf_counter()
    msquare.distances(cases)
    many.append(time.perf_counter() - start)
one = []
for _ in range(3):
    start = time.perf_counter()
    for case in cases[:100_000]:
        puzzletab.solve("msquare", case)
    one.append((time.perf_counter() - start) / 100_000 * 1e6)
print(f"{min(many):.3f} {min(one):.2f}")
PY
)"
row "library" "Python: 1,000,000 msquare distances (target <= 1 s)" "$many_s s (load average $(cut -d' ' -f1 /proc/loadavg))"
row "library" "Python: one solve() (target <= C + 5 us)" \
  "$solve_us us, C's answer $c_answer_us us: +$(awk -v a="$solve_us" -v b="$c_answer_us" 'BEGIN { printf "%.2f", a - b }') us"
