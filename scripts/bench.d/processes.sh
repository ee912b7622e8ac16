# processes: sourced by scripts/bench, which defines the helpers and paths.
# One query process of the puzzles whose parts time only streams and
# searches, against the empty program: what a person asking one question
# waits for. Each maps its tables and reads a few entries (docs/format.md).
EASY15="2 3 4 8 1 6 7 12 5 x 10 11 9 13 14 15" # 13 moves

# shellcheck disable=SC2086 # a case is many words
query_process_rows fifteen "one query process, 13 moves, 6-6-3" "<= 1.5" \
  "$QUERY" fifteen --pdb 663 $EASY15
if [[ -f "$TABLES/fifteen-78-1.ptab" ]]; then
  query_process_rows fifteen "one query process, 13 moves, 7-8" "<= 1.5" \
    "$QUERY" fifteen --pdb 78 $EASY15
else
  row "fifteen" "7-8: not built (gen fifteen --large)" "-"
fi
query_process_rows 2x2x2 "one query process (6 moves)" "<= 1.5" \
  "$QUERY" 2x2x2 1 2 6 8 5 3 7 4 1 1 1 2 1 2 0 1
