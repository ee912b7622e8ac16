# Command-line tests of query twentyfour (the 24-puzzle).
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES")
GOAL="1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 x"
KORF="x 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24"

bytes() { "$@" | wc -c; }
# shellcheck disable=SC2086
{
  expect_out "solved: an empty line" "1" bytes "${Q[@]}" twentyfour $GOAL
  expect_out "one move" "r" "${Q[@]}" twentyfour 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 x 24
  expect_out "blank as 0" "r" "${Q[@]}" twentyfour 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 0 24
  expect_out "the other class" "unsolvable" "${Q[@]}" twentyfour 2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 x
  expect_out "korf goal, solved" "1" bytes "${Q[@]}" twentyfour --goal korf $KORF
  expect_out "korf goal as tokens" "l" "${Q[@]}" twentyfour --goal "$KORF" 1 x 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24
  expect_out "a goal with the blank in the centre" "d" "${Q[@]}" twentyfour \
    --goal "1 2 3 4 5 6 7 8 9 10 11 12 x 13 14 15 16 17 18 19 20 21 22 23 24" \
    1 2 3 4 5 6 7 x 9 10 11 12 8 13 14 15 16 17 18 19 20 21 22 23 24
  expect_out "the statement's example: three moves" "drd" "${Q[@]}" twentyfour \
    1 2 3 4 5 6 7 8 9 10 11 12 13 x 15 16 17 18 14 19 21 22 23 24 20
}
EASY="1 2 3 4 5 6 7 8 9 10 11 12 13 x 15 16 17 18 14 19 21 22 23 24 20"
expect_out "json: the small databases and the node counts" \
  '{"puzzle":"twentyfour","input":"'"$EASY"'","goal":"'"$GOAL"'","solvable":true,"distance":3,"moves":["d","r","d"],"pdb":"small","expanded":3,"generated":10,"last_iteration":3}' \
  "${Q[@]}" twentyfour --format json $EASY

# A stream comes out in input order, the same answers as a process a case;
# plain Manhattan distance (the baseline) finds the same canonical answers.
cases=("$EASY" "6 3 8 4 5 1 x 13 9 10 7 2 12 14 15 11 22 18 17 19 16 21 24 23 20" "$GOAL"
  "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 24 23 x")
want=""
for c in "${cases[@]}"; do
  # shellcheck disable=SC2086
  want+="$("${Q[@]}" twentyfour $c)"$'\n'
done
expect_out "a stream in input order" "${want%$'\n'}" "${Q[@]}" twentyfour < <(printf '%s\n' "${cases[@]}")
expect_out "manhattan gives the same answers" "${want%$'\n'}" \
  "${Q[@]}" twentyfour --pdb manhattan < <(printf '%s\n' "${cases[@]}")

bad_tiles="expected tiles 1..24 and x (or 0), each once"
expect_err "too few tokens" 2 "twentyfour: case 1: expected 25 tokens, got 3 before the end of the input" \
  "${Q[@]}" twentyfour 1 2 3
# shellcheck disable=SC2086
expect_err "tile out of range" 2 "case 1: $bad_tiles, got \"25\" at position 25" \
  "${Q[@]}" twentyfour ${GOAL% x} 25
expect_err "bad goal" 2 "query: twentyfour: --goal: $bad_tiles, got 3 tokens" \
  "${Q[@]}" twentyfour --goal "1 2 3" $GOAL
expect_err "bad --pdb" 2 "--pdb" "${Q[@]}" twentyfour --pdb 78 $GOAL

# Tables: missing ones say how to build them; without 6-6-6-6, the small
# sets answer by default.
empty="$WORK/empty"
mkdir -p "$empty"
expect_err "missing small tables" 3 "twentyfour-small-1.ptab: missing; run: gen twentyfour --out $empty" \
  "$QUERY" --tables "$empty" twentyfour $GOAL
cp "$TABLES"/twentyfour-small*.ptab "$empty/"
expect_err "missing 6-6-6-6" 3 "twentyfour-6666-1.ptab: missing; run: gen twentyfour --large --out $empty" \
  "$QUERY" --tables "$empty" twentyfour --pdb 6666 $GOAL
expect_out "6-6-6-6 missing: the small sets by default" '"pdb":"small"' \
  bash -c "\"\$@\" | grep -o '\"pdb\":\"small\"'" _ "$QUERY" --tables "$empty" twentyfour --format json $GOAL

finish
