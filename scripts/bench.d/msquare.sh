# msquare: sourced by scripts/bench, which defines the helpers and paths.
query_process_rows msquare "one query process" "<= 1.5" "$QUERY" msquare 2 6 8 4 5 7 3 1
seed_ms=""
if have_input msquare "$SEEDS/msquare-usaco.txt" "the seed's per-query BFS"; then
  extract_seed "$SEEDS/msquare-usaco.txt" '^#include <stdio.h>' '^Back to top' "$BENCH/msquare-seed.c"
  gcc -O2 -w -include stdlib.h -x c -o "$BENCH/msquare-seed" "$BENCH/msquare-seed.c"
  mkdir -p "$BENCH/msquare-run"
  echo "2 6 8 4 5 7 3 1" >"$BENCH/msquare-run/msquare.in"
  (cd "$BENCH/msquare-run" && "$BENCH/msquare-seed") &&
    [[ "$(cat "$BENCH/msquare-run/msquare.out")" == $'7\nBCABCCB' ]] || { echo "seed baseline gives a wrong answer" >&2; exit 1; }
  # The seed reads msquare.in from its folder; query's paths are absolute.
  pushd "$BENCH/msquare-run" >/dev/null
  paired 5 30 "$BENCH/msquare-seed" -- "$QUERY" msquare 2 6 8 4 5 7 3 1
  popd >/dev/null
  seed_ms=$A_MS
  q_ms=$B_MS
  row "msquare" "seed-style per-query BFS process" "$seed_ms ms"
  row "msquare" "  seed BFS / query (target >= 10)" "$(ratio "$seed_ms" "$q_ms")x"
fi

# Every target, one per line, from the permutations of 1..8.
python3 -c 'import itertools
for p in itertools.permutations(range(1, 9)): print(*p)' >"$BENCH/msquare-all.txt"
stream_s=$(best_seconds 3 "$BENCH/msquare-all.txt" "$BENCH/msquare-all.out" "$QUERY" msquare)
answers=$(wc -l <"$BENCH/msquare-all.txt")
row "msquare" "stream of all $answers targets" "$stream_s s, $(awk -v n="$answers" -v s="$stream_s" 'BEGIN { printf "%.0f", n / s }') answers/s"
if [[ -n $seed_ms ]]; then
  row "msquare" "  $answers seed runs / stream (target >= 10000)" \
    "$(awk -v n="$answers" -v b="$seed_ms" -v s="$stream_s" 'BEGIN { printf "%.0f", n * b / 1000 / s }')x"
fi

gen_s=$(seconds /dev/null /dev/null "$GEN" --force msquare --out "$BENCH/tables")
bytes=$(stat -c %s "$TABLES/msquare.ptab")
row "msquare" "gen msquare (40320 states)" "$gen_s s, $(awk -v s="$gen_s" 'BEGIN { printf "%.0f", 40320 / s }') states/s"
row "msquare" "table on disk (target <= 2 bits/state)" "$bytes bytes, $(awk -v b="$bytes" 'BEGIN { printf "%.2f", b * 8 / 40320 }') bits/state"
