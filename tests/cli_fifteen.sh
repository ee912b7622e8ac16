# Command-line tests of query fifteen.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES")
KORF1="14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3" # Korf (1985) instance 1: 57 moves

bytes() { "$@" | wc -c; }
expect_out "solved: an empty line" "1" bytes "${Q[@]}" fifteen 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x
expect_out "one move" "r" "${Q[@]}" fifteen 1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15
expect_out "blank as 0" "r" "${Q[@]}" fifteen 1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15
expect_out "the other class" "unsolvable" "${Q[@]}" fifteen 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 x
expect_out "korf goal, solved" "1" bytes "${Q[@]}" fifteen --goal korf 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
expect_out "korf goal as tokens" "l" "${Q[@]}" fifteen --goal "x 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15" \
  1 x 2 3 4 5 6 7 8 9 10 11 12 13 14 15
expect_out "a goal with the blank in the centre" "d" "${Q[@]}" fifteen \
  --goal "1 2 3 4 5 6 7 8 9 x 10 11 12 13 14 15" 1 2 3 4 5 x 7 8 9 6 10 11 12 13 14 15
json=$("${Q[@]}" fifteen --goal korf --format json $KORF1)
[[ "$json" == '{"puzzle":"fifteen","input":"'"$KORF1"'","goal":"x 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15","solvable":true,"distance":57,"moves":["'* ]] &&
  [[ "$json" =~ \],\"pdb\":\"[0-9a-z]+\",\"expanded\":[0-9]+,\"generated\":[0-9]+,\"last_iteration\":[0-9]+\}$ ]] &&
  passed=$((passed + 1)) || fail "json for Korf's instance 1: $json"
# The same query prints the same bytes; --timing adds the one field that varies.
EASY="2 3 4 8 1 6 7 12 5 x 10 11 9 13 14 15"
first=$("${Q[@]}" fifteen --format json $EASY)
second=$("${Q[@]}" fifteen --format json $EASY)
timed=$("${Q[@]}" fifteen --format json --timing $EASY)
[[ "$first" == "$second" && "$first" != *microseconds* ]] &&
  passed=$((passed + 1)) || fail "json without --timing: the same bytes twice, no time: $first / $second"
[[ "$timed" =~ ^"${first%\}}",\"microseconds\":[0-9]+\}$ ]] &&
  passed=$((passed + 1)) || fail "--timing: the same object ending with microseconds: $timed"
expect_err "--timing only with json" 2 "--timing adds a field to --format json, got --format moves" \
  "${Q[@]}" fifteen --timing $EASY
expect_out "json, unsolvable" '{"puzzle":"fifteen","input":"2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 x","goal":"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x","solvable":false,"distance":null,"moves":null,"pdb":"663","expanded":0,"generated":0,"last_iteration":0}' \
  "${Q[@]}" fifteen --pdb 663 --format json 2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 x

# A stream answered on both cores comes out in input order, whatever each
# case costs: the same answers as one process per case.
cases=("3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0" "1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15"
  "0 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14" "4 5 7 2 9 14 12 13 0 3 6 11 8 1 15 10"
  "x 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15")
want=""
for c in "${cases[@]}"; do
  # shellcheck disable=SC2086
  want+="$("${Q[@]}" fifteen --goal korf $c)"$'\n'
done
want_rest="${want#*$'\n'}"
expect_out "a stream in input order" "${want%$'\n'}" "${Q[@]}" fifteen --goal korf < <(printf '%s\n' "${cases[@]}")
# Plain Manhattan distance (the baseline) finds the same canonical answers,
# slowly: all but the first (Korf's instance 9).
expect_out "manhattan gives the same answers" "${want_rest%$'\n'}" \
  "${Q[@]}" fifteen --pdb manhattan --goal korf < <(printf '%s\n' "${cases[@]:1}")

bad_tiles="expected tiles 1..15 and x (or 0), each once"
expect_err "too few tokens" 2 "fifteen: case 1: expected 16 tokens, got 3 before the end of the input" \
  "${Q[@]}" fifteen 1 2 3
expect_err "tile out of range" 2 "case 1: $bad_tiles, got \"16\" at position 16" \
  "${Q[@]}" fifteen 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16
expect_err "not a tile" 2 "case 1: $bad_tiles, got \"y\" at position 1" \
  "${Q[@]}" fifteen y 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x
expect_err "a tile twice" 2 "case 1: $bad_tiles, got 7 twice" \
  "${Q[@]}" fifteen 1 2 3 4 5 6 7 7 9 10 11 12 13 14 15 x
expect_err "two blanks" 2 "case 1: $bad_tiles, got the blank twice" \
  "${Q[@]}" fifteen 1 2 3 4 5 6 7 x 9 10 11 12 13 14 15 0
expect_err "bad goal" 2 "query: fifteen: --goal: $bad_tiles, got 3 tokens" \
  "${Q[@]}" fifteen --goal "1 2 3" 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x
expect_err "bad --pdb" 2 "--pdb" "${Q[@]}" fifteen --pdb 555 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x
EXPECT_STDOUT=r expect_err "answers before a bad case come first" 2 "case 3: $bad_tiles, got 9 twice" \
  "${Q[@]}" fifteen <<<"1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15
1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x
1 2 3 4 5 6 7 8 9 9 11 12 13 14 15 x
1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15"
EXPECT_STDOUT=r expect_err "a case cut short after answers" 2 "case 2: expected 16 tokens, got 2" \
  "${Q[@]}" fifteen <<<"1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15 1 2"

# Tables: missing ones say how to build them.
empty="$WORK/empty"
mkdir -p "$empty"
expect_err "missing 6-6-3" 3 "fifteen-663-1.ptab: missing; run: gen fifteen --out $empty" \
  "$QUERY" --tables "$empty" fifteen 1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15
cp "$TABLES"/fifteen-663-*.ptab "$empty/"
expect_err "missing 7-8" 3 "fifteen-78-1.ptab: missing; run: gen fifteen --large --out $empty" \
  "$QUERY" --tables "$empty" fifteen --pdb 78 1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15
expect_out "7-8 missing: 6-6-3 by default" '"pdb":"663"' \
  bash -c "\"\$@\" | grep -o '\"pdb\":\"663\"'" _ "$QUERY" --tables "$empty" fifteen --format json \
  1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15

finish
