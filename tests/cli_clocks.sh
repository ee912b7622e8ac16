# Command-line tests of query clocks and query clock12.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES")
twelve=(12 12 12 12 12 12 12 12 12)

# clocks
expect_out "seed sample" "4 5 8 9" "${Q[@]}" clocks 9 9 12 6 6 6 6 3 6
expect_out "seed sample, three lines on stdin" "4 5 8 9" "${Q[@]}" clocks <<<$'9 9 12\n6 6 6\n6 3 6'
# (expect_out adds the final newline, so an empty line shows before another answer.)
expect_out "solved: an empty line" $'\n4 5 8 9' "${Q[@]}" clocks "${twelve[@]}" 9 9 12 6 6 6 6 3 6
# Move 1 turns A B D E: a quarter turn short of 12 needs move 1 once, half a
# turn short twice, three quarters short three times.
expect_out "one move, repeated as often as made" $'1\n1 1\n1 1 1' \
  "${Q[@]}" clocks <<<"9 9 12 9 9 12 12 12 12  6 6 12 6 6 12 12 12 12  3 3 12 3 3 12 12 12 12"
expect_out "stdin, many cases" $'4 5 8 9\n\n4 5 8 9' \
  "${Q[@]}" clocks <<<"9 9 12 6 6 6 6 3 6 ${twelve[*]} 9 9 12 6 6 6 6 3 6"
expect_out "json" \
  '{"puzzle":"clocks","input":"9 9 12 6 6 6 6 3 6","goal":"12 12 12 12 12 12 12 12 12","solvable":true,"distance":4,"moves":["4","5","8","9"],"net":[0,0,0,1,1,0,0,1,1]}' \
  "${Q[@]}" clocks --format json 9 9 12 6 6 6 6 3 6
expect_out "json, solved" \
  '{"puzzle":"clocks","input":"12 12 12 12 12 12 12 12 12","goal":"12 12 12 12 12 12 12 12 12","solvable":true,"distance":0,"moves":[],"net":[0,0,0,0,0,0,0,0,0]}' \
  "${Q[@]}" clocks --format json "${twelve[@]}"
expect_out "empty input, no cases" "" "${Q[@]}" clocks </dev/null

expect_err "a dial of 5" 2 'clocks: case 1: expected a dial 3, 6, 9 or 12, got "5" at position 6 (dial F)' \
  "${Q[@]}" clocks 9 9 12 6 6 5 6 3 6
expect_err "a dial of 0" 2 'clocks: case 1: expected a dial 3, 6, 9 or 12, got "0" at position 1 (dial A)' \
  "${Q[@]}" clocks 0 9 12 6 6 6 6 3 6
expect_err "a dial of 15" 2 'got "15" at position 9 (dial I)' "${Q[@]}" clocks 9 9 12 6 6 6 6 3 15
expect_err "a dial of -3" 2 'got "-3" at position 2' "${Q[@]}" clocks 9 -3 12 6 6 6 6 3 6
expect_err "not a number" 2 'got "x" at position 3' "${Q[@]}" clocks 9 9 x 6 6 6 6 3 6
expect_err "too few dials" 2 "clocks: case 1: expected 9 tokens, got 8 before the end of the input" \
  "${Q[@]}" clocks 9 9 12 6 6 6 6 3
EXPECT_STDOUT="4 5 8 9" expect_err "answers before a bad case come first" 2 \
  "clocks: case 2: expected 9 tokens, got 2" "${Q[@]}" clocks <<<"9 9 12 6 6 6 6 3 6 9 9"
EXPECT_STDOUT="4 5 8 9" expect_err "a bad dial in the second case" 2 \
  'clocks: case 2: expected a dial 3, 6, 9 or 12, got "7" at position 1' \
  "${Q[@]}" clocks <<<"9 9 12 6 6 6 6 3 6 7 9 12 6 6 6 6 3 6"
expect_err "bad format" 2 "--format" "${Q[@]}" clocks --format xml 9 9 12 6 6 6 6 3 6
mkdir -p "$WORK/none"
expect_err "missing table" 3 "$WORK/none/clocks.ptab: missing; run: gen clocks" \
  "$QUERY" --tables "$WORK/none" clocks 9 9 12 6 6 6 6 3 6
"$GEN" clocks --out "$WORK/fresh" >/dev/null
expect_out "a regenerated table works" "4 5 8 9" "$QUERY" --tables "$WORK/fresh" clocks 9 9 12 6 6 6 6 3 6

# clock12. Move 1 turns A B D E; move 9 turns E F H I.
expect_out "solved: 0 and an empty line" $'0\n' "${Q[@]}" clock12 "${twelve[@]}"
expect_out "one hour short: one turn forward" $'1\n1' "${Q[@]}" clock12 11 11 12 11 11 12 12 12 12
expect_out "one hour past: one turn back" $'1\n-1' "${Q[@]}" clock12 1 1 12 1 1 12 12 12 12
expect_out "five hours past: five turns back, one token each" $'5\n-1 -1 -1 -1 -1' \
  "${Q[@]}" clock12 5 5 12 5 5 12 12 12 12
expect_out "six hours: a tie, forward" $'6\n1 1 1 1 1 1' "${Q[@]}" clock12 6 6 12 6 6 12 12 12 12
expect_out "two moves, ascending" $'3\n1 -9 -9' "${Q[@]}" clock12 11 11 12 11 1 2 12 2 2
expect_out "stdin, many cases" $'1\n1\n0\n' "${Q[@]}" clock12 <<<"11 11 12 11 11 12 12 12 12 ${twelve[*]}"
expect_out "json" \
  '{"puzzle":"clock12","input":"11 11 12 11 1 2 12 2 2","goal":"12 12 12 12 12 12 12 12 12","solvable":true,"distance":3,"moves":["1","-9","-9"],"net":[1,0,0,0,0,0,0,0,-2]}' \
  "${Q[@]}" clock12 --format json 11 11 12 11 1 2 12 2 2
expect_out "needs no table" $'1\n1' "$QUERY" --tables "$WORK/none" clock12 11 11 12 11 11 12 12 12 12

expect_err "a dial of 0" 2 'clock12: case 1: expected a dial 1..12, got "0" at position 1 (dial A)' \
  "${Q[@]}" clock12 0 1 2 3 4 5 6 7 8
expect_err "a dial of 13" 2 'clock12: case 1: expected a dial 1..12, got "13" at position 5 (dial E)' \
  "${Q[@]}" clock12 1 2 3 4 13 6 7 8 9
expect_err "too few dials" 2 "clock12: case 1: expected 9 tokens, got 1 before the end of the input" \
  "${Q[@]}" clock12 <<<"4"

finish
