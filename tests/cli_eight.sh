# Command-line tests of query eight: formats, goals, streams and every parse error.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES")
SPIRAL="1 2 3 8 x 4 7 6 5"

expect_out "seed sample" "ullddrurdllurdruldr" "${Q[@]}" eight 2 3 4 1 5 x 7 6 8
expect_out "seed judge case, 31 moves" "uldldrurdluulddrurulldrrulldrdr" "${Q[@]}" eight 6 4 7 8 5 x 3 2 1
expect_out "other class" "unsolvable" "${Q[@]}" eight 1 2 3 4 5 6 8 7 x
expect_out "solved: an empty line" $'\nunsolvable' "${Q[@]}" eight 1 2 3 4 5 6 7 8 x 1 2 3 4 5 6 8 7 x
expect_out "0 as the blank" "ullddrurdllurdruldr" "${Q[@]}" eight 2 3 4 1 5 0 7 6 8
expect_out "stdin, three lines" "ullddrurdllurdruldr" "${Q[@]}" eight <<<$'2 3 4\n1 5 x\n7 6 8'
expect_out "stdin, many cases over odd line breaks" $'ullddrurdllurdruldr\nunsolvable\n\nuldldrurdluulddrurulldrrulldrdr' \
  "${Q[@]}" eight <<<$'2 3 4 1 5 x 7\n6 8 1 2 3 4 5 6 8 7 x 1 2 3 4 5 6 7 8 0\n\n6 4 7 8 5 x 3 2 1'
expect_out "empty input, no cases" "" "${Q[@]}" eight </dev/null
expect_out "spiral goal" "uuldr" "${Q[@]}" eight --goal "$SPIRAL" 2 8 3 1 6 4 7 x 5
expect_out "goal with 0 and commas" "uuldr" "${Q[@]}" eight --goal "1,2,3,8,0,4,7,6,5" 2 8 3 1 6 4 7 x 5
expect_out "goal reached: an empty line" $'\nuuldr' "${Q[@]}" eight --goal "$SPIRAL" 1 2 3 8 x 4 7 6 5 2 8 3 1 6 4 7 x 5
expect_out "start and goal in different classes" "unsolvable" "${Q[@]}" eight --goal "$SPIRAL" 2 1 3 8 x 4 7 6 5
expect_out "tiles relabelled in start and goal: the same moves" "uldldrurdluulddrurulldrrulldrdr" \
  "${Q[@]}" eight --goal "8 7 6 5 4 3 2 1 x" 3 5 2 1 4 x 6 7 8
expect_out "json" '{"puzzle":"eight","input":"6 4 7 8 5 x 3 2 1","goal":"1 2 3 4 5 6 7 8 x","solvable":true,"distance":31,"moves":["u","l","d","l","d","r","u","r","d","l","u","u","l","d","d","r","u","r","u","l","l","d","r","r","u","l","l","d","r","d","r"]}' \
  "${Q[@]}" eight --format json 6 4 7 8 5 x 3 2 1
expect_out "json, unsolvable, spiral goal" '{"puzzle":"eight","input":"2 1 3 8 x 4 7 6 5","goal":"1 2 3 8 x 4 7 6 5","solvable":false,"distance":null,"moves":null}' \
  "${Q[@]}" eight --format json --goal "$SPIRAL" 2 1 3 8 x 4 7 6 5
expect_out "json, solved" '{"puzzle":"eight","input":"1 2 3 4 5 6 7 8 0","goal":"1 2 3 4 5 6 7 8 x","solvable":true,"distance":0,"moves":[]}' \
  "${Q[@]}" eight --format json 1 2 3 4 5 6 7 8 0

E="expected tiles 1..8 and x (or 0), each once"
expect_err "duplicate tile" 2 "eight: case 1: $E, got 7 twice" "${Q[@]}" eight 1 2 3 4 5 6 7 7 x
expect_err "two blanks" 2 "eight: case 1: $E, got the blank twice" "${Q[@]}" eight 1 2 3 4 5 6 7 x 0
expect_err "tile out of range" 2 "eight: case 1: $E, got \"9\" at position 8" "${Q[@]}" eight 1 2 3 4 5 6 7 9 x
expect_err "negative tile" 2 "eight: case 1: $E, got \"-8\" at position 8" "${Q[@]}" eight 1 2 3 4 5 6 7 -8 x
expect_err "not a tile" 2 "eight: case 1: $E, got \"y\" at position 9" "${Q[@]}" eight 1 2 3 4 5 6 7 8 y
expect_err "too few tokens" 2 "eight: case 1: expected 9 tokens, got 3 before the end of the input" \
  "${Q[@]}" eight 1 2 3
expect_err "huge token" 2 "is longer than 32 characters" "${Q[@]}" eight "$(printf '1%.0s' {1..100})"
EXPECT_STDOUT=$'ullddrurdllurdruldr\nunsolvable' expect_err "answers before a bad case come first" 2 \
  "eight: case 3: $E, got 5 twice" "${Q[@]}" eight <<<"2 3 4 1 5 x 7 6 8 1 2 3 4 5 6 8 7 x 5 5 1 2 3 4 6 7 x"
EXPECT_STDOUT="ullddrurdllurdruldr" expect_err "a short last case" 2 \
  "eight: case 2: expected 9 tokens, got 4 before the end of the input" "${Q[@]}" eight <<<"2 3 4 1 5 x 7 6 8 1 2 3 4"
expect_err "goal: too few tokens" 2 "eight: --goal: $E, got 8 tokens" "${Q[@]}" eight --goal "1 2 3 4 5 6 7 8" 1 2 3 4 5 6 7 8 x
expect_err "goal: duplicate tile" 2 "eight: --goal: $E, got 1 twice" "${Q[@]}" eight --goal "1 1 3 4 5 6 7 8 x" 1 2 3 4 5 6 7 8 x
expect_err "goal: bad token" 2 "eight: --goal: $E, got \"z\" at position 2" "${Q[@]}" eight --goal "1 z 3 4 5 6 7 8 x" 1 2 3 4 5 6 7 8 x
expect_err "goal: no value" 2 "--goal" "${Q[@]}" eight --goal
expect_err "bad format" 2 "--format" "${Q[@]}" eight --format yaml 1 2 3 4 5 6 7 8 x

# Tables: only the goal's one is needed, and a missing one says how to make it.
bad="$WORK/tables"
mkdir -p "$bad"
cp "$TABLES/eight-4.ptab" "$bad/"
expect_out "only the goal's table is read" "uuldr" "$QUERY" --tables "$bad" eight --goal "$SPIRAL" 2 8 3 1 6 4 7 x 5
expect_err "missing table" 3 "$bad/eight-8.ptab: missing; run: gen eight --out $bad" \
  "$QUERY" --tables "$bad" eight 2 3 4 1 5 x 7 6 8
cp "$TABLES/eight-0.ptab" "$bad/eight-8.ptab"
expect_err "another goal's table in its place" 3 "table is for variant 0, expected 8" \
  "$QUERY" --tables "$bad" eight 2 3 4 1 5 x 7 6 8

finish
