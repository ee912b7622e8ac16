# solitaire: sourced by scripts/bench, which defines the helpers and paths.
# 10,000 random pairs of boards, as the judge's input (a line per board).
python3 -c 'import random
rng = random.Random(1198)
squares = [(r, c) for r in range(1, 9) for c in range(1, 9)]
for _ in range(20000): print(*(x for sq in rng.sample(squares, 4) for x in sq))' \
  >"$BENCH/solitaire-pairs.txt"
pairs=10000
per_s() { awk -v n="$pairs" -v s="$1" 'BEGIN { printf "%.0f", n / s }'; }

q_s=$(seconds "$BENCH/solitaire-pairs.txt" "$BENCH/solitaire-query.out" "$QUERY" solitaire)
yes=$(grep -c YES "$BENCH/solitaire-query.out" || true)
row "solitaire" "$pairs random pairs, YES/NO in 8 ($yes YES)" "$q_s s, $(per_s "$q_s") pairs/s"
# The seed's bidirectional BFS (it clears a 64 MB array per pair) is the
# baseline; its page holds non-breaking spaces, which g++ rejects, and
# `register`, which C++17 rejects.
if have_input solitaire "$SEEDS/solitaire-poj1198.txt" "the seed's bidirectional BFS"; then
  extract_seed "$SEEDS/solitaire-poj1198.txt" '^#include<cstdio>' '^评论' "$BENCH/solitaire-seed.cpp"
  sed -i 's/\xc2\xa0//g' "$BENCH/solitaire-seed.cpp"
  g++ -std=c++14 -O2 -w -o "$BENCH/solitaire-seed" "$BENCH/solitaire-seed.cpp"
  [[ "$(echo '4 4 4 5 5 4 6 5 2 4 3 3 3 6 4 6' | "$BENCH/solitaire-seed")" == YES ]] ||
    { echo "seed baseline gives a wrong answer" >&2; exit 1; }
  seed_s=$(seconds "$BENCH/solitaire-pairs.txt" "$BENCH/solitaire-seed.out" "$BENCH/solitaire-seed")
  cmp -s "$BENCH/solitaire-query.out" "$BENCH/solitaire-seed.out" ||
    { echo "solitaire: query and the seed disagree on the random pairs" >&2; exit 1; }
  row "solitaire" "seed's bidirectional BFS, same pairs" "$seed_s s, $(per_s "$seed_s") pairs/s, same answers"
  row "solitaire" "  query / seed pairs/s (target >= 20)" "$(ratio "$seed_s" "$q_s")x"
fi
json_s=$(seconds "$BENCH/solitaire-pairs.txt" "$BENCH/solitaire-json.out" "$QUERY" solitaire --format json)
row "solitaire" "exact distance and path, JSON (target >= 500/s)" "$json_s s, $(per_s "$json_s") pairs/s"
[[ $(grep -c '"reachable":true' "$BENCH/solitaire-json.out" || true) == "$yes" ]] ||
  { echo "solitaire: JSON distances disagree with YES/NO" >&2; exit 1; }
