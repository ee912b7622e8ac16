# eight: sourced by scripts/bench, which defines the helpers and paths.
FARTHEST="6 4 7 8 5 x 3 2 1"
# shellcheck disable=SC2086 # the case is nine words
query_process_rows eight "one query process (31 moves)" "<= 1.5" "$QUERY" eight $FARTHEST
seed_ms=""
if have_input eight "$SEEDS/eight-acm1998.txt" "the seed's per-query BFS"; then
  # The seed's judge solution is pre-standard C++: no-break spaces in its
  # indentation, <iostream.h>, and a swap() that std::swap makes ambiguous.
  extract_seed "$SEEDS/eight-acm1998.txt" '^#include <iostream.h>' "^Judge's Input" "$BENCH/eight-seed.txt"
  sed -e 's/\xc2\xa0/ /g; s/<iostream\.h>/<iostream>/; s/<fstream\.h>/<fstream>\nusing namespace std;/' \
    -e 's/\bswap\b/seed_swap/g' "$BENCH/eight-seed.txt" >"$BENCH/eight-seed.cpp"
  g++ -O2 -w -o "$BENCH/eight-seed" "$BENCH/eight-seed.cpp"
  mkdir -p "$BENCH/eight-run"
  echo "$FARTHEST" >"$BENCH/eight-run/eight.inp"
  [[ "$(cd "$BENCH/eight-run" && "$BENCH/eight-seed")" == "uldldrurdluulddrurulldrrulldrdr" ]] ||
    { echo "seed baseline gives a wrong answer" >&2; exit 1; }
  pushd "$BENCH/eight-run" >/dev/null
  paired 3 20 "$BENCH/eight-seed" -- "$QUERY" eight $FARTHEST
  popd >/dev/null
  seed_ms=$A_MS
  q_ms=$B_MS
  row "eight" "seed-style per-query BFS process (31 moves)" "$seed_ms ms"
  row "eight" "  seed BFS / query (target >= 50)" "$(ratio "$seed_ms" "$q_ms")x"
fi

# Every solvable board, one per line: the tiles read row by row (blank
# skipped) are an even permutation, as they are in 1 2 3 4 5 6 7 8 x.
python3 -c 'import itertools
for p in itertools.permutations(range(9)):
    t = [v for v in p if v]
    if sum(a > b for i, a in enumerate(t) for b in t[i + 1:]) % 2 == 0:
        print(*["x" if v == 0 else v for v in p])' >"$BENCH/eight-all.txt"
answers=$(wc -l <"$BENCH/eight-all.txt")
best_stream=""
for _ in 1 2 3; do
  s=$(seconds "$BENCH/eight-all.txt" "$BENCH/eight-all.out" "$QUERY" eight)
  if [[ -z "$best_stream" ]] || awk -v a="$s" -v b="$best_stream" 'BEGIN { exit !(a < b) }'; then best_stream="$s"; fi
done
[[ $(wc -l <"$BENCH/eight-all.out") -eq $answers ]] && ! grep -q unsolvable "$BENCH/eight-all.out" ||
  { echo "eight stream gives wrong answers" >&2; exit 1; }
row "eight" "stream of all $answers boards (best of 3)" \
  "$best_stream s, $(awk -v n="$answers" -v s="$best_stream" 'BEGIN { printf "%.0f", n / s }') answers/s (target >= 1000000)"
if [[ -n $seed_ms ]]; then
  row "eight" "  $answers seed runs / stream" \
    "$(awk -v n="$answers" -v b="$seed_ms" -v s="$best_stream" 'BEGIN { printf "%.0f", n * b / 1000 / s }')x"
fi

gen_s=$(seconds /dev/null /dev/null "$GEN" --force eight --out "$BENCH/tables")
row "eight" "gen eight (9 tables x 181440 states)" \
  "$gen_s s, $(awk -v s="$gen_s" 'BEGIN { printf "%.0f", 9 * 181440 / s }') states/s"
total=0
widest=0
for b in 0 1 2 3 4 5 6 7 8; do
  bytes=$(stat -c %s "$TABLES/eight-$b.ptab")
  total=$((total + bytes))
  ((bytes > widest)) && widest=$bytes
done
row "eight" "nine tables on disk (target <= 2 bits/state each)" \
  "$total bytes, largest $(awk -v b="$widest" 'BEGIN { printf "%.2f", b * 8 / 181440 }') bits/state"
