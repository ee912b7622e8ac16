# rubiks-clock: sourced by scripts/bench, which defines the helpers and paths.
# Targets: per random position, median <= 10 ms and p99 <= 100 ms
# on one core in one stream; one query process <= 5x the empty program.

query_process_rows rubiks-clock "one query process, a random position" "<= 5" \
  "$QUERY" rubiks-clock 5 3 9 2 12 9 10 2 1 3 10 7 3 12 5 11 8 2
# Issue 26's target: one random-state scramble in WCA's layout (14 moves).
query_process_rows rubiks-clock "one process, one WCA scramble (--random 1 --format scramble)" \
  "<= 5" "$QUERY" rubiks-clock --random 1 --format scramble --seed 7

# Each position's answer timed in one query process pinned to one core: a
# case written, its two answer lines read back, before the next is written
# (query answers what is complete at once). The pipe's round trip is included.
for metric in pins wca; do
  "$QUERY" rubiks-clock --metric "$metric" --random 2000 --seed 16 >"$BENCH/rubiks-clock-$metric.txt"
  latencies=$(python3 - "$QUERY" "$metric" "$BENCH/rubiks-clock-$metric.txt" <<'PY'
import subprocess, sys, time
query, metric, cases = sys.argv[1:4]
p = subprocess.Popen(["taskset", "-c", "0", query, "rubiks-clock", "--metric", metric],
                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
ms = []
for line in open(cases):
    start = time.perf_counter()
    p.stdin.write(line)
    p.stdin.flush()
    p.stdout.readline()
    p.stdout.readline()
    ms.append((time.perf_counter() - start) * 1000)
p.stdin.close()
p.wait()
ms.sort()
print(f"{ms[len(ms) // 2]:.3f} ms median, {ms[len(ms) * 99 // 100]:.3f} ms p99, {ms[-1]:.3f} ms max")
PY
  )
  row rubiks-clock "--metric $metric: 2000 random positions, 1 core" "$latencies (target median <= 10, p99 <= 100)"
  stream_s=$(seconds "$BENCH/rubiks-clock-$metric.txt" "$BENCH/rubiks-clock-$metric.out" \
    "$QUERY" rubiks-clock --metric "$metric")
  row rubiks-clock "--metric $metric: the same as one stream, all cores" "$stream_s s"
done
