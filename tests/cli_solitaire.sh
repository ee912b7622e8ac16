# Command-line tests of query solitaire.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES")
sample="4 4 4 5 5 4 6 5 2 4 3 3 3 6 4 6"

expect_out "seed sample" "YES" "${Q[@]}" solitaire $sample
expect_out "the judge's input: pairs of lines until EOF" $'YES\nNO\nYES' "${Q[@]}" solitaire \
  <<<$'4 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 6\n1 1 1 2 1 3 1 4\n8 5 8 6 8 7 8 8\n1 1 1 2 1 3 1 4\n1 4 1 3 1 2 1 1'
expect_out "--max-moves below the distance" "NO" "${Q[@]}" solitaire --max-moves 6 $sample
expect_out "--max-moves at the distance" "YES" "${Q[@]}" solitaire --max-moves 7 $sample
expect_out "identical boards at --max-moves 0" "YES" "${Q[@]}" solitaire --max-moves 0 \
  1 1 1 2 1 3 1 4 1 4 1 3 1 2 1 1
expect_out "json: exact distance and the moves" \
  '{"puzzle":"solitaire","input":"1 1 1 2 1 3 1 4 1 2 1 3 1 4 2 1","goal":"1 2 1 3 1 4 2 1","solvable":true,"distance":1,"moves":["1,1>2,1"],"max_moves":8,"reachable":true}' \
  "${Q[@]}" solitaire --format json 1 1 1 2 1 3 1 4 1 2 1 3 1 4 2 1
expect_out "json: no bound on the distance, reachable follows --max-moves" \
  '"distance":7 "max_moves":3,"reachable":false' \
  bash -c '"$@" | grep -o "\"distance\":7\|\"max_moves\":3,\"reachable\":false" | paste -sd" "' _ "${Q[@]}" \
  solitaire --format json --max-moves 3 $sample
expect_out "empty input, no cases" "" "${Q[@]}" solitaire </dev/null

expect_err "a piece off the board" 2 \
  'solitaire: case 1: expected integers 1..8, got "9" at position 3 (row of piece 2 of board 1)' \
  "${Q[@]}" solitaire 4 4 9 5 5 4 6 5 2 4 3 3 3 6 4 6
expect_err "a column 0" 2 'case 1: expected integers 1..8, got "0" at position 16 (column of piece 4 of board 2)' \
  "${Q[@]}" solitaire 4 4 4 5 5 4 6 5 2 4 3 3 3 6 4 0
expect_err "not a number" 2 'got "x" at position 1 (row of piece 1 of board 1)' \
  "${Q[@]}" solitaire x 4 4 5 5 4 6 5 2 4 3 3 3 6 4 6
expect_err "two pieces on one square" 2 "case 1: board 1 has two pieces on row 4, column 4" \
  "${Q[@]}" solitaire 4 4 4 5 4 4 6 5 2 4 3 3 3 6 4 6
expect_err "too few numbers" 2 "solitaire: case 1: expected 16 tokens, got 8 before the end of the input" \
  "${Q[@]}" solitaire 4 4 4 5 5 4 6 5
EXPECT_STDOUT="YES" expect_err "answers before a bad case come first" 2 \
  "case 2: expected 16 tokens, got 3 before the end of the input" \
  "${Q[@]}" solitaire <<<"$sample 1 2 3"
expect_err "negative --max-moves" 2 "--max-moves" "${Q[@]}" solitaire --max-moves -1 $sample
expect_err "--max-moves not a number" 2 "--max-moves" "${Q[@]}" solitaire --max-moves many $sample

# A long stream is answered on every core: each case must get its own
# answer, in order (a search state shared between threads once mixed them).
yes_case="4 4 4 5 5 4 6 5 2 4 3 3 3 6 4 6"
no_case="1 1 1 2 1 3 1 4 8 5 8 6 8 7 8 8"
for ((i = 0; i < 300; i++)); do echo "$yes_case"; echo "$no_case"; done >"$WORK/mixed"
want="$(for ((i = 0; i < 300; i++)); do echo YES; echo NO; done)"
[[ "$("$QUERY" solitaire <"$WORK/mixed")" == "$want" ]] && passed=$((passed + 1)) ||
  fail "a long mixed stream: answers out of place"

finish
