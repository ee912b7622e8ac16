# clocks and clock12: sourced by scripts/bench, which defines the helpers and paths.
# No seed baseline here: the seed's programs are Pascal.

query_process_rows clocks "one query process" "<= 1.5" "$QUERY" clocks 9 9 12 6 6 6 6 3 6
query_process_rows clock12 "one query process (no table)" "" "$QUERY" clock12 9 8 11 8 1 12 5 12 4

# Every position, one per line: the dials as all of {3,6,9,12}^9.
python3 -c 'import itertools
for p in itertools.product((3, 6, 9, 12), repeat=9): print(*p)' >"$BENCH/clocks-all.txt"
answers=$(wc -l <"$BENCH/clocks-all.txt")
rate() { awk -v n="$answers" -v s="$1" 'BEGIN { printf "%.0f", n / s }'; }
stream_s=$(seconds "$BENCH/clocks-all.txt" "$BENCH/clocks-all.out" "$QUERY" clocks)
row "clocks" "stream of all $answers positions (target >= 1e6/s)" "$stream_s s, $(rate "$stream_s") answers/s"
stream12_s=$(seconds "$BENCH/clocks-all.txt" "$BENCH/clock12-all.out" "$QUERY" clock12)
row "clock12" "stream of the same $answers positions" "$stream12_s s, $(rate "$stream12_s") answers/s"

gen_s=$(seconds /dev/null /dev/null "$GEN" --force clocks --out "$BENCH/tables")
bytes=$(stat -c %s "$TABLES/clocks.ptab")
row "clocks" "gen clocks (262144 states, proof included)" "$gen_s s, $(rate "$gen_s") states/s"
row "clocks" "table on disk (18-bit answers)" "$bytes bytes, $(awk -v b="$bytes" -v n="$answers" 'BEGIN { printf "%.2f", b * 8 / n }') bits/state"
