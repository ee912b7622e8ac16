# Command-line tests of the puzzles given by definitions (puzzles/*.tws):
# answers, formats, refused positions and random-state scrambles.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES")
CASE="1 2 6 8 5 3 7 4 1 1 1 2 1 2 0 1"

expect_out "2x2x2: the earliest shortest solution" "R F U R2 F R2" "${Q[@]}" 2x2x2 $CASE
expect_out "2x2x2: its scramble undoes it" "R2 F' R2 U' F' R'" "${Q[@]}" 2x2x2 --format scramble $CASE
[[ $("${Q[@]}" 2x2x2 1 2 3 4 5 6 7 8 0 0 0 0 0 0 0 0 | od -An -c | tr -d ' ') == '\n' ]] ||
  fail "2x2x2: solved, one empty line"
expect_out "2x2x2: json" "{\"puzzle\":\"2x2x2\",\"input\":\"$CASE\",\"distance\":6,\"moves\":\"R F U R2 F R2\"}" \
  "${Q[@]}" 2x2x2 --format json $CASE
expect_err "2x2x2: one corner twisted" 2 \
  "2x2x2: case 1: CORNER slots 1 2 3 4 5 6 8: the orientations must add up to 0 modulo 3" \
  "${Q[@]}" 2x2x2 1 2 3 4 5 6 7 8 1 0 0 0 0 0 0 0
expect_err "2x2x2: the fixed corner moved" 2 \
  "CORNER slots 1 2 3 4 5 6 8 must hold the pieces 1 2 3 4 5 6 8 in some order" \
  "${Q[@]}" 2x2x2 1 2 3 4 5 6 8 7 0 0 0 0 0 0 0 0
expect_err "2x2x2: a piece out of range" 2 'expected a CORNER piece 1..8, got "9" at position 3' \
  "${Q[@]}" 2x2x2 1 2 9 4 5 6 7 8 0 0 0 0 0 0 0 0
expect_err "pyraminx: two edges swapped" 2 "the permutation of EDGE slots 1 2 3 4 5 6 must be even" \
  "${Q[@]}" pyraminx 1 2 3 4 0 0 0 0 2 1 3 4 5 6 0 0 0 0 0 0

# Scrambles: reproducible from the seed, at least the WCA minimum long.
for puzzle in 2x2x2:4 pyraminx:6 skewb:7; do
  name=${puzzle%:*}
  least=${puzzle#*:}
  "${Q[@]}" "$name" --random 200 --seed 9 --format scramble >"$WORK/a" 2>"$WORK/err"
  "${Q[@]}" "$name" --random 200 --seed 9 --format scramble >"$WORK/b"
  if [[ $(wc -l <"$WORK/a") -ne 200 ]] || ! cmp -s "$WORK/a" "$WORK/b" ||
    [[ $(awk '{print NF}' "$WORK/a" | sort -n | head -1) -lt $least ]]; then
    fail "$name: 200 scrambles of at least $least moves, the same for the same seed"
  fi
done
"${Q[@]}" skewb --random 50 --seed 2 --format scramble --min-distance 10 >"$WORK/far"
[[ $(awk '{print NF}' "$WORK/far" | sort -n | head -1) -ge 10 ]] ||
  fail "skewb: --min-distance 10 gives scrambles of 10 moves or more"
expect_err "skewb: nothing beyond God's number" 2 "found none at distances 12-254" \
  "${Q[@]}" skewb --random 1 --format scramble --min-distance 12
expect_err "--min-distance with --distance" 2 "--distance excludes --min-distance" \
  "${Q[@]}" skewb --random 1 --distance 3 --min-distance 4
finish
