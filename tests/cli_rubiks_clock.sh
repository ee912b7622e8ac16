# Command-line tests of query rubiks-clock.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES" rubiks-clock)
solved=(12 12 12 12 12 12 12 12 12 12 12 12 12 12 12 12 12 12)
# The dials UR5- makes: the front's upper right quadrant at 7, and the
# back's upper left corner (the same dial) at 5.
ur5=(12 7 7 12 7 7 12 12 12 5 12 12 12 12 12 12 12 12)
tnoodle="UR5- DR3+ DL2- UL1+ U2+ R0+ D4- L4+ ALL1+ y2 U4+ R3- D2+ L5- ALL2+"

expect_out "solved: 0 and an empty line" $'0\n' "${Q[@]}" "${solved[@]}"
expect_out "one move" $'1\nUR5+' "${Q[@]}" "${ur5[@]}"
expect_out "the same from its scramble" $'1\nUR5+' "${Q[@]}" --input scramble <<<"UR5-"
expect_out "a back move after y2" $'1\ny2 U6+' "${Q[@]}" --input scramble <<<"y2 U6+"
expect_out "the extension's names" $'2\nMUL1- y2 URw5+' "${Q[@]}" --input scramble <<<"MUL1+ y2 URw5-"
expect_out "json" \
  '{"puzzle":"rubiks-clock","input":"UR5-","goal":"12 12 12 12 12 12 12 12 12 12 12 12 12 12 12 12 12 12","solvable":true,"distance":1,"moves":["UR5+"],"metric":"pins","dials":[12,7,7,12,7,7,12,12,12,5,12,12,12,12,12,12,12,12]}' \
  "${Q[@]}" --input scramble --format json UR5-
expect_out "a scramble per line, an empty line solved" $'1\nUR1-\n0\n\n1\nALL6+' \
  "${Q[@]}" --input scramble <<<$'UR1+\n\nALL6+\r'
expect_out "scramble words on the command line are one scramble" $'2\nDL2+ UR1-' \
  "${Q[@]}" --input scramble UR1+ DL2-
expect_out "older scrambles' pin settings turn nothing" $'1\nUR5+' \
  "${Q[@]}" --input scramble <<<"UR5- UR DL"
"${Q[@]}" --input scramble --format json <<<"$tnoodle" >"$WORK/tnoodle.json"
"${Q[@]}" --metric wca --input scramble --format json <<<"$tnoodle" >"$WORK/tnoodle-wca.json"
if ! grep -q '"distance":10,' "$WORK/tnoodle.json" || ! grep -q '"distance":11,.*"metric":"wca"' "$WORK/tnoodle-wca.json"; then
  fail "TNoodle's sample scramble: 10 moves (pins), 11 (wca): $(cat "$WORK/tnoodle.json" "$WORK/tnoodle-wca.json")"
else
  passed=$((passed + 1))
fi

# --random, --format scramble, --input scramble and --check agree.
for metric in pins wca; do
  "${Q[@]}" --metric "$metric" --random 30 --seed 5 >"$WORK/cases"
  "${Q[@]}" --metric "$metric" --random 30 --seed 5 --format scramble >"$WORK/scrambles"
  "${Q[@]}" --metric "$metric" <"$WORK/cases" >"$WORK/answers"
  "${Q[@]}" --metric "$metric" --input scramble <"$WORK/scrambles" >"$WORK/answers2"
  if ! cmp -s "$WORK/answers" "$WORK/answers2"; then
    fail "$metric: scrambles answer as their cases do"
  else
    passed=$((passed + 1))
  fi
  expect_out "$metric: --check accepts the answers" "" \
    bash -c '"$@" >/dev/null' _ "${Q[@]}" --metric "$metric" --check "$WORK/answers" <"$WORK/cases"
  expect_out "$metric: --check accepts the scrambles" "" \
    bash -c '"$@" >/dev/null' _ "${Q[@]}" --metric "$metric" --format scramble --check "$WORK/scrambles" --input scramble <"$WORK/scrambles"
done
expect_out "--check: any shortest sequence" "case 1: accepted (2 moves, shortest, not the lexically earliest: move 1 is UL1+, the earliest has DL2+)" \
  "${Q[@]}" --input scramble --check <(printf '2\nUL1+ DL2+\n') <<<"UL1- DL2-"
# The checker's verdict and its exit status (1: wrong answer).
expect_out "--check: too long" $'case 1: wrong answer: 2 moves, the shortest is 1\nexit 1' \
  bash -c '"$@"; echo "exit $?"' _ "${Q[@]}" --input scramble --check <(printf '2\nUR1+ UR4+\n') <<<"UR5-"
expect_out "--check: wca has no MUL" $'case 1: wrong answer: move 1 "MUL1+" is not a move of rubiks-clock\nexit 1' \
  bash -c '"$@"; echo "exit $?"' _ "${Q[@]}" --metric wca --input scramble --check <(printf '1\nMUL1+\n') <<<"MUL1-"

expect_err "corners disagree" 2 \
  "rubiks-clock: case 1: the corner dials disagree: dial 10 (the back's upper left) is 12 but dial 3 (the front's upper right, the same dial seen from the front) is 7, so it must be 5" \
  "${Q[@]}" 12 7 7 12 7 7 12 12 12 12 12 12 12 12 12 12 12 12
expect_err "a dial of 13" 2 'rubiks-clock: case 1: expected a dial 1..12, got "13" at position 5' \
  "${Q[@]}" 12 12 12 12 13 12 12 12 12 12 12 12 12 12 12 12 12 12
expect_err "too few dials" 2 "expected 18 tokens, got 17" "${Q[@]}" 12 12 12 12 12 12 12 12 12 12 12 12 12 12 12 12 12
EXPECT_STDOUT=$'1\nUR5+' expect_err "a bad move in the second scramble" 2 \
  'rubiks-clock: case 2: expected a clock move (UR5-, ALL2+, MUL1+, ULw3-) or y2, got "UR13+" at word 1' \
  "${Q[@]}" --input scramble <<<$'UR5-\nUR13+'
expect_err "unknown metric" 2 "--metric" "${Q[@]}" --metric qtm "${solved[@]}"
# WCA scrambles (--format scramble): the fixed layout, every amount written;
# 10,000 random ones read back to the positions they were drawn as (the
# same seed writes those positions as dials; the first 1,000 under the
# sanitizers, where answering them all takes 45 s), and each amount and each dial
# uniform by a chi-square test (11 degrees of freedom: refused above 31.26,
# p = 0.001; the seed is fixed, so the test is the same on every run).
"${Q[@]}" --random 10000 --seed 26 --format scramble >"$WORK/wca"
"${Q[@]}" --random 10000 --seed 26 >"$WORK/wca-dials"
bad_layout=$(awk '{ names = ""; for (i = 1; i <= NF; ++i) { w = $i; sub(/[0-9]+[-+]$/, "", w); names = names " " w }
  if (names != " UR DR DL UL U R D L ALL y2 U R D L ALL" || $0 ~ /(^| )[A-Z]+(0-|[7-9][-+]|1[0-9][-+]|6-)/) print NR ": " $0 }' "$WORK/wca" | head -3)
[[ -z "$bad_layout" && $(wc -l <"$WORK/wca") -eq 10000 ]] || fail "WCA scrambles out of layout: $bad_layout"
read_back=$(sampled 10000 1000)
head -n "$read_back" "$WORK/wca" | "${Q[@]}" --metric wca --input scramble --format json |
  sed 's/.*"dials":\[\([^]]*\)\].*/\1/; s/,/ /g' >"$WORK/wca-read"
if head -n "$read_back" "$WORK/wca-dials" | cmp -s "$WORK/wca-read" -; then
  passed=$((passed + 1))
else
  fail "10,000 WCA scrambles read back: $(diff "$WORK/wca-read" "$WORK/wca-dials" | head -4)"
fi
# chi_square NAME: one column a line of values 0..11 per field; prints each
# field whose statistic exceeds the bound.
chi_square() {
  awk -v name="$1" '{ for (i = 1; i <= NF; ++i) count[i, $i]++; fields = NF; rows++ }
    END { e = rows / 12; for (i = 1; i <= fields; ++i) { chi = 0
      for (v = 0; v < 12; ++v) chi += (count[i, v] - e) ^ 2 / e
      if (chi > 31.26) printf "%s %d: chi-square %.1f\n", name, i, chi } }'
}
too_far=$(awk '{ out = ""; for (i = 1; i <= NF; ++i) if ($i != "y2") {
    n = $i; sub(/^[A-Z]+/, "", n); hours = substr(n, 1, length(n) - 1) + 0
    if (substr(n, length(n)) == "-") hours = (12 - hours) % 12
    out = out (out == "" ? "" : " ") hours }
  print out }' "$WORK/wca" | chi_square amount)
too_far+=$(awk '{ for (i = 1; i <= NF; ++i) $i = $i % 12; print }' "$WORK/wca-read" | chi_square dial)
if [[ -z "$too_far" ]]; then passed=$((passed + 1)); else fail "WCA scrambles not uniform: $too_far"; fi
expect_out "the TNoodle layout, read and written back" \
  "UR5- DR3+ DL2- UL1+ U2+ R0+ D4- L4+ ALL1+ y2 U4+ R3- D2+ L5- ALL2+" \
  "${Q[@]}" --input scramble --format scramble <<<"UR5- DR3+ DL2- UL1+ U2+ R0+ D4- L4+ ALL1+ y2 U4+ R3- D2+ L5- ALL2+"
expect_out "a shortest scramble stays as --format inverse" "UR5-" "${Q[@]}" --input scramble --format inverse <<<"UR5-"
finish
