# Command-line tests of query --check and --judge, on msquare.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES")
S="2 6 8 4 5 7 3 1"  # the seed sample: BCABCCB; BCBACCB is as short, later

answers() { printf "$1" >"$WORK/answers"; }
# expect_check "description" STATUS "expected stdout" query-arguments...
expect_check() {
  local what="$1" want_status="$2" want="$3"
  shift 3
  local got status
  got="$("${Q[@]}" msquare --check "$WORK/answers" "$@" 2>"$WORK/err")"
  status=$?
  if [[ $status -ne $want_status || "$got" != "$want" ]]; then
    fail "$what: status $status, got [$got], want [$want]; stderr: $(cat "$WORK/err")"
  else
    passed=$((passed + 1))
  fi
}

# query's own answers, every format, many cases from standard input.
printf '%s\n' "$S" "1 2 3 4 5 6 7 8" "4 3 1 2 5 6 7 8" "8 7 6 5 4 3 2 1" >"$WORK/cases"
for format in usaco ioi96; do
  "${Q[@]}" msquare --format "$format" <"$WORK/cases" >"$WORK/answers"
  expect_check "own $format answers" 0 "case 1: accepted (7 moves, shortest, lexically earliest)
case 2: accepted (0 moves, shortest, lexically earliest)
case 3: accepted (22 moves, shortest, lexically earliest)
case 4: accepted (1 move, shortest, lexically earliest)" --format "$format" <"$WORK/cases"
done

answers '7\nBCBACCB\n'
expect_check "shortest but later" 1 \
  'case 1: wrong answer: shortest, but not the lexically earliest: move 3 is B, the earliest has A' $S
answers '7\nB\nC\nB\nA\nC\nC\nB\n'
expect_check "ioi96 accepts any shortest, and says it is not the earliest" 0 \
  'case 1: accepted (7 moves, shortest, not the lexically earliest: move 3 is B, the earliest has A)' \
  --format ioi96 $S
answers '9\nAABCABCCB\n'
expect_check "longer" 1 'case 1: wrong answer: 9 moves, the shortest is 7' $S
expect_check "longer, --accept reaches_goal" 0 'case 1: accepted (9 moves, not the shortest: 7 moves)' \
  --accept reaches_goal $S
answers '7\nBCABCDB\n'
expect_check "a changed move that is no move" 1 'case 1: wrong answer: move 6 "D" is not a move of msquare' $S
answers '6\nBCABCC\n'
expect_check "a dropped move" 1 'case 1: wrong answer: move 6 (C) reaches 6 8 4 2 / 3 7 5 1 but not the goal' $S
answers '8\nBCABCCBA\n'
expect_check "an added move" 1 'case 1: wrong answer: move 8 (A) reaches 1 3 7 5 / 2 6 8 4 but not the goal' $S
answers '7\nCBABCCB\n'
expect_check "two moves swapped" 1 'case 1: wrong answer: move 7 (B) reaches 6 3 1 4 / 7 2 8 5 but not the goal' $S
answers '7\nBCABCCBA\n'
expect_check "count and moves disagree" 1 'case 1: wrong answer: the answer states 7 moves but gives 8' $S
answers '0\n\n'
expect_check "nothing done" 1 'case 1: wrong answer: no moves: the start 1 2 3 4 / 8 7 6 5 is not the goal' $S
answers '7\nBCABCCB\n0\n\n'
expect_check "one of two wrong" 1 'case 1: accepted (7 moves, shortest, lexically earliest)
case 2: wrong answer: no moves: the start 1 2 3 4 / 8 7 6 5 is not the goal' $S $S

# Presentation errors: exit 2, naming the line.
answers '7\nBCABCCB\n\n\nextra\n'
expect_check "output after the last answer" 2 'case 1: accepted (7 moves, shortest, lexically earliest)
after the last case: presentation error: output left on line 5: "extra"' $S
answers 'seven\nBCABCCB\n'
expect_check "not a count" 2 \
  'case 1: presentation error: expected the number of transformations on line 1, found "seven"' $S
answers '7\nBCABCCB\n'
expect_check "missing answer" 2 'case 1: accepted (7 moves, shortest, lexically earliest)
case 2: presentation error: expected the number of transformations on line 3, found the end of the output' $S $S
answers '7\nBCA BCCB\n'
expect_check "a space among the letters" 2 \
  'case 1: presentation error: expected transformation letters without spaces on line 2, found "BCA BCCB"' $S
answers '7\r\nBCABCCB   \r\n'
expect_check "CRLF and trailing blanks are fine" 0 'case 1: accepted (7 moves, shortest, lexically earliest)' $S

# Bad input: exit 2, nothing checked.
expect_err "bad case" 2 "msquare: case 2: expected 8 distinct integers 1..8, got 3 twice" \
  "${Q[@]}" msquare --check "$WORK/answers" $S 1 2 3 3 5 6 7 8
expect_err "incomplete case" 2 "msquare: case 2: expected 8 tokens, got 2 before the end" \
  "${Q[@]}" msquare --check "$WORK/answers" $S 1 2
expect_err "no answers file" 2 "msquare: cannot read $WORK/none: No such file" \
  "${Q[@]}" msquare --check "$WORK/none" $S
expect_err "json" 2 "not json" "${Q[@]}" msquare --check "$WORK/answers" --format json $S
expect_err "bad --accept" 2 "--accept" "${Q[@]}" msquare --check "$WORK/answers" --accept some $S
# A mistake in a judge's own command line is testlib's FAIL (3), never a
# verdict on the contestant (2 is "wrong output format").
expect_err "--check and --judge" 3 "--check excludes --judge" \
  "${Q[@]}" msquare --check "$WORK/answers" --judge a b c

# --judge: testlib's convention, through the wrapper a contest installs.
printf '#!/bin/sh\nexec %q --tables %q msquare --judge "$@"\n' "$QUERY" "$TABLES" >"$WORK/checker"
chmod +x "$WORK/checker"
echo "$S" >"$WORK/input"
printf '7\nBCABCCB\n' >"$WORK/jury"
judge() { # description, status, the verdict on stderr, contestant output
  printf "$4" >"$WORK/output"
  expect_err "$1" "$2" "$3" "$WORK/checker" "$WORK/input" "$WORK/output" "$WORK/jury"
}
judge "judge: ok" 0 "ok case 1: accepted (7 moves, shortest, lexically earliest)" '7\nBCABCCB\n'
judge "judge: wrong answer" 1 "wrong answer case 1: 9 moves, the shortest is 7" '9\nAABCABCCB\n'
judge "judge: presentation error" 2 \
  "wrong output format case 1: expected the number of transformations on line 1, found the end" ''
printf '9\nAABCABCCB\n' >"$WORK/jury"
judge "judge: the jury's answer rejected" 3 "FAIL jury answer: case 1: 9 moves, the shortest is 7" \
  '7\nBCABCCB\n'
printf '7\nBCABCCB\n' >"$WORK/jury"
echo "1 2 3" >"$WORK/input"
judge "judge: bad input" 3 "FAIL input: case 1: expected 8 tokens, got 3" '7\nBCABCCB\n'
: >"$WORK/input"
judge "judge: empty input" 3 "FAIL input: holds no case" '7\nBCABCCB\n'
echo "$S" >"$WORK/input"
expect_err "judge: too few arguments" 3 "FAIL usage: query msquare --judge INPUT OUTPUT ANSWER [RESULT], got 2" \
  "$WORK/checker" "$WORK/input" "$WORK/output"
expect_err "judge: missing output" 2 "wrong output format cannot read" \
  "$WORK/checker" "$WORK/input" "$WORK/none" "$WORK/jury"
expect_err "judge: --accept reaches_goal" 0 "ok case 1: accepted (9 moves, not the shortest: 7 moves)" \
  "${Q[@]}" msquare --judge --accept reaches_goal "$WORK/input" <(printf '9\nAABCABCCB\n') "$WORK/jury"
# A fourth argument: the verdict also goes to that result file.
printf '7\nBCBACCB\n' >"$WORK/output"
expect_err "judge: result file" 1 "wrong answer case 1: shortest, but" \
  "$WORK/checker" "$WORK/input" "$WORK/output" "$WORK/jury" "$WORK/result"
if [[ "$(cat "$WORK/result")" == "wrong answer case 1: shortest, but not the lexically earliest: move 3 is B, the earliest has A" ]]; then
  passed=$((passed + 1))
else
  fail "judge: result file holds [$(cat "$WORK/result")]"
fi
# Several cases in one input, as query reads them.
printf '%s\n' "$S" "8 7 6 5 4 3 2 1" >"$WORK/input"
"${Q[@]}" msquare <"$WORK/input" >"$WORK/jury"
expect_err "judge: several cases" 0 "ok 2 cases, all accepted" \
  "$WORK/checker" "$WORK/input" "$WORK/jury" "$WORK/jury"

finish
