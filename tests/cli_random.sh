# Command-line tests of query --random on msquare: reproducible, readable
# back by query, at the distances asked, and the messages for bad requests;
# then fifteen and solitaire, which have no census.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES")

check() { # description, condition (evaluated)
  if eval "$2"; then passed=$((passed + 1)); else fail "$1"; fi
}
# The distances query answers for the cases in a file, one a line.
distances() { "${Q[@]}" msquare "$@" | awk 'NR % 2 == 1'; }

"${Q[@]}" msquare --random 200 --seed 7 >"$WORK/a"
"${Q[@]}" msquare --random 200 --seed 7 >"$WORK/b"
"${Q[@]}" msquare --random 200 --seed 8 >"$WORK/c"
"${Q[@]}" msquare --random 200 >"$WORK/default"
"${Q[@]}" msquare --random 200 --seed 0 >"$WORK/zero"
check "200 lines" "[[ \$(wc -l <$WORK/a) -eq 200 ]]"
check "one case a line: 8 colours" "[[ \$(awk 'NF != 8' $WORK/a | wc -l) -eq 0 ]]"
check "same seed, same cases" "cmp -s $WORK/a $WORK/b"
check "another seed, other cases" "! cmp -s $WORK/a $WORK/c"
check "the default seed is 0" "cmp -s $WORK/default $WORK/zero"
check "drawn independently: repeats are rare among 40,320" "[[ \$(sort -u $WORK/a | wc -l) -ge 190 ]]"
check "every case reads back: query answers all 200" "[[ \$(distances <$WORK/a | wc -l) -eq 200 ]]"
check "a prefix of a longer run with the same seed" \
  "[[ \$(\"\${Q[@]}\" msquare --random 300 --seed 7 | head -200) == \$(cat $WORK/a) ]]"
expect_out "--random 0: nothing" "" "${Q[@]}" msquare --random 0 --seed 3
check "--count N is --random N (the issue's name for it)" \
  "[[ \$(\"\${Q[@]}\" msquare --count 200 --seed 7) == \$(cat $WORK/a) ]]"

"${Q[@]}" msquare --random 50 --seed 1 --distance 22 >"$WORK/far"
check "--distance 22: 50 cases, each at 22" \
  "[[ \$(wc -l <$WORK/far) -eq 50 && \$(distances <$WORK/far | sort -u) == 22 ]]"
"${Q[@]}" msquare --random 100 --seed 2 --distance 3-5 >"$WORK/near"
check "--distance 3-5: each at 3, 4 or 5, and all three occur" \
  "[[ \$(wc -l <$WORK/near) -eq 100 && \$(distances <$WORK/near | sort -u | tr '\n' ' ') == '3 4 5 ' ]]"
check "--distance is reproducible too" \
  "[[ \$(\"\${Q[@]}\" msquare --random 50 --seed 1 --distance 22) == \$(cat $WORK/far) ]]"
# --from: the start sheet is the only one at distance 0.
expect_out "--from, --distance 0: the start sheet" $'8 7 6 5 4 3 2 1\n8 7 6 5 4 3 2 1' \
  "${Q[@]}" msquare --from "8,7,6,5,4,3,2,1" --random 2 --distance 0
"${Q[@]}" msquare --from "8 7 6 5 4 3 2 1" --random 20 --distance 9 >"$WORK/from"
check "--from, --distance 9: at 9 from that start" \
  "[[ \$(distances --from '8 7 6 5 4 3 2 1' <$WORK/from | sort -u) == 9 ]]"

expect_err "distance beyond God's number" 2 \
  "query: msquare: no position is at distance 23 (distances run from 0 to 22)" \
  "${Q[@]}" msquare --random 1 --distance 23
expect_err "range beyond God's number" 2 "no position is at distances 30-40" \
  "${Q[@]}" msquare --random 1 --distance 30-40
for bad in x -2 3- 1-2-3 1.5; do
  expect_err "bad --distance [$bad]" 2 \
    "query: msquare: --distance: expected a distance D or a range A-B, got \"$bad\"" \
    "${Q[@]}" msquare --random 1 "--distance=$bad"
done
expect_err "an empty --distance range" 2 \
  'query: msquare: --distance: expected a range A-B with A <= B, got "5-3"' \
  "${Q[@]}" msquare --random 1 --distance 5-3
for bad in 1000001 0-99999999999 99999999999999999999; do
  expect_err "--distance beyond any distance [$bad]" 2 \
    "query: msquare: --distance: expected distances 0..1,000,000, got \"$bad\"" \
    "${Q[@]}" msquare --random 1 "--distance=$bad"
done
for bad in x -1 1.5 100000001 99999999999999999999; do
  expect_err "bad count [$bad]" 2 \
    "query: msquare: --random: expected a number of cases 0..100,000,000, got \"$bad\"" \
    "${Q[@]}" msquare "--random=$bad"
done
for bad in x -1 18446744073709551616 0x10; do
  expect_err "bad seed [$bad]" 2 \
    "query: msquare: --seed: expected an integer 0..18446744073709551615, got \"$bad\"" \
    "${Q[@]}" msquare --random 1 "--seed=$bad"
done
check "the largest seed" \
  "[[ \$(\"\${Q[@]}\" msquare --random 2 --seed 18446744073709551615 | awk 'NF == 8' | wc -l) -eq 2 ]]"
expect_err "an empty count" 2 "--random: 1 required N missing" "${Q[@]}" msquare --random=
expect_err "--seed without --random" 2 "--seed requires --random" "${Q[@]}" msquare --seed 3
expect_err "--distance without --random" 2 "--distance requires --random" \
  "${Q[@]}" msquare --distance 3
expect_err "--unsolvable: msquare has none" 2 \
  "query: msquare: --unsolvable: every msquare position can reach the goal" \
  "${Q[@]}" msquare --random 1 --unsolvable
expect_err "--random takes no case" 2 'query: msquare: --random takes no case, got "1"' \
  "${Q[@]}" msquare --random 1 1 2 3 4 5 6 7 8
expect_err "--random writes no json" 2 "--random writes cases in the puzzle's input format, not json (--answers FILE takes their answers in json)" \
  "${Q[@]}" msquare --random 1 --format json

# fifteen: near the goal from a breadth-first search, at a common distance
# by solving random boards; every case answered at the length asked.
"${Q[@]}" fifteen --random 5 --seed 4 --distance 14 >"$WORK/fifteen-near"
check "fifteen --distance 14: five cases, each answered in 14 moves" \
  "[[ \$(wc -l <$WORK/fifteen-near) -eq 5 && \$(\"\${Q[@]}\" fifteen <$WORK/fifteen-near | awk '{ print length }' | sort -u) == 14 ]]"
check "fifteen --distance 14: the same again" \
  "[[ \$(\"\${Q[@]}\" fifteen --random 5 --seed 4 --distance 14) == \$(cat $WORK/fifteen-near) ]]"
"${Q[@]}" fifteen --random 2 --seed 1 --distance 36-40 >"$WORK/fifteen-far"
check "fifteen --distance 36-40: answered within 36-40 moves" \
  "[[ \$(wc -l <$WORK/fifteen-far) -eq 2 && \$(\"\${Q[@]}\" fifteen <$WORK/fifteen-far | awk 'length < 36 || length > 40' | wc -l) -eq 0 ]]"
"${Q[@]}" eight --random 30 --seed 2 --any >"$WORK/eight-any"
check "eight --any: boards of both classes" \
  "[[ \$(\"\${Q[@]}\" eight <$WORK/eight-any | grep -c unsolvable) -gt 0 && \$(\"\${Q[@]}\" eight <$WORK/eight-any | grep -vc unsolvable) -gt 0 ]]"
"${Q[@]}" fifteen --random 6 --seed 2 --unsolvable --goal korf >"$WORK/fifteen-unsolvable"
check "fifteen --unsolvable: six boards, none solvable" \
  "[[ \$(\"\${Q[@]}\" fifteen --goal korf <$WORK/fifteen-unsolvable | grep -cx unsolvable) -eq 6 ]]"
expect_err "--any and --unsolvable exclude each other" 2 "excludes" \
  "${Q[@]}" eight --random 1 --any --unsolvable
# --distinct: every case once; a precise refusal beyond what exists.
"${Q[@]}" msquare --random 40 --distance 21 --distinct >"$WORK/distinct"
check "--distinct: 40 cases, no two alike, each at 21" \
  "[[ \$(sort -u $WORK/distinct | wc -l) -eq 40 && \$(\"\${Q[@]}\" msquare <$WORK/distinct | awk 'NR % 2 == 1' | sort -u) == 21 ]]"
expect_err "--distinct beyond the positions at a distance" 2 \
  "query: eight: --distinct: 3 distinct cases asked for, but only 2 positions are at distance 31" \
  "${Q[@]}" eight --random 3 --distance 31 --distinct
expect_out "clock12: the farthest position, constructed" "6 12 6 12 6 12 6 12 6" \
  "${Q[@]}" clock12 --random 1 --distance 54
# --layout judge and --answers: the judge's input and the answers it compares.
"${Q[@]}" clocks --random 3 --seed 5 --layout judge --answers "$WORK/clocks.ans" >"$WORK/clocks.in"
check "clocks --layout judge: 3 rows of 3 dials a case" \
  "[[ \$(wc -l <$WORK/clocks.in) -eq 9 && \$(awk '{ print NF }' $WORK/clocks.in | sort -u) == 3 ]]"
check "clocks --answers: query's answers to the same cases, line by line" \
  "[[ \$(\"\${Q[@]}\" clocks <$WORK/clocks.in) == \$(cat $WORK/clocks.ans) && \$(wc -l <$WORK/clocks.ans) -eq 3 ]]"
"${Q[@]}" solitaire --random 2 --seed 5 --distance 3 --layout judge --answers "$WORK/sol.ans" --max-moves 2 >"$WORK/sol.in"
check "solitaire --layout judge: a board a line; the answers NO at --max-moves 2" \
  "[[ \$(wc -l <$WORK/sol.in) -eq 4 && \$(awk '{ print NF }' $WORK/sol.in | sort -u) == 8 && \$(cat $WORK/sol.ans | tr '\n' ' ') == 'NO NO ' ]]"
"${Q[@]}" eight --random 2 --seed 5 --answers "$WORK/eight.json" --format json >"$WORK/eight.in"
check "--answers in json: one object a case" \
  "[[ \$(grep -c '^{\"puzzle\":\"eight\"' $WORK/eight.json) -eq 2 && \$(wc -l <$WORK/eight.in) -eq 2 ]]"
expect_err "--answers into a missing folder: status 4 before any case" 4 \
  "query: cannot write $WORK/none/x: No such file or directory" \
  "${Q[@]}" eight --random 1 --answers "$WORK/none/x"
# solitaire: pairs of boards at a short distance, found by searches that stop there.
"${Q[@]}" solitaire --random 4 --seed 3 --distance 2 >"$WORK/solitaire-near"
check "solitaire --distance 2: four pairs, each 2 moves apart" \
  "[[ \$(wc -l <$WORK/solitaire-near) -eq 4 && \$(\"\${Q[@]}\" solitaire --format json <$WORK/solitaire-near | grep -o '\"distance\":[0-9]*' | sort -u) == '\"distance\":2' ]]"

# --split DIR: a file a case and its answer beside it, zero-padded to N's
# width; files already there are refused unless --force.
same() { # description, got, want
  if [[ "$2" == "$3" ]]; then passed=$((passed + 1)); else fail "$1: got [$2], want [$3]"; fi
}
S="$WORK/split"
expect_out "--split writes nothing on standard output" "" "${Q[@]}" eight --random 10 --seed 4 --split "$S"
same "--split: 01.in..10.in and .ans" "$(cd "$S" && echo *)" \
  "$(for i in $(seq -w 1 10); do printf '%s.ans %s.in ' "$i" "$i"; done | sed 's/ $//')"
"${Q[@]}" eight --random 10 --seed 4 >"$WORK/split-cases"
same "--split: the cases are --random's, in order" "$(cat "$S"/*.in)" "$(cat "$WORK/split-cases")"
same "--split: each answer is query's for its case" "$(cat "$S"/*.ans)" \
  "$("${Q[@]}" eight <"$WORK/split-cases")"
before="$(cat "$S"/*)"
expect_err "--split refuses to overwrite" 2 \
  "--split: $S/01.ans exists (and 19 more of the files); --force replaces them" \
  "${Q[@]}" eight --random 10 --seed 5 --split "$S"
same "--split: nothing replaced when refused" "$(cat "$S"/*)" "$before"
expect_out "--split --force replaces" "" "${Q[@]}" eight --random 10 --seed 5 --split "$S" --force
same "--split --force: the new cases" "$(cat "$S"/*.in)" "$("${Q[@]}" eight --random 10 --seed 5)"
expect_out "--split: the judge's layout and json answers" "" \
  "${Q[@]}" clocks --random 2 --seed 1 --split "$WORK/clocks" --layout judge --format json
same "--split: one digit for N = 2" "$(cd "$WORK/clocks" && echo *)" "1.ans 1.in 2.ans 2.in"
same "--split: three rows of dials" "$(wc -l <"$WORK/clocks/1.in")" 3
same "--split: a json answer" "$(head -c 11 "$WORK/clocks/1.ans")" '{"puzzle":"'
expect_err "--split: a file as the folder" 2 "--split: $S/01.in is not a folder" \
  "${Q[@]}" eight --random 1 --split "$S/01.in"
expect_err "--force without --split" 2 "--force requires --split" "${Q[@]}" eight --random 1 --force
expect_err "--split excludes --answers" 2 "excludes" \
  "${Q[@]}" eight --random 1 --split "$S" --answers "$WORK/a"
finish
