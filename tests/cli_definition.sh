# Command-line tests of the puzzles given by definitions (puzzles/*.tws):
# answers, formats, refused positions and random-state scrambles.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES")
CASE="1 2 6 8 5 3 7 4 1 1 1 2 1 2 0 1"

expect_out "2x2x2: the earliest shortest solution" "R F U R2 F R2" "${Q[@]}" 2x2x2 --input position $CASE
expect_out "2x2x2: its scramble undoes it" "R2 F' R2 U' F' R'" "${Q[@]}" 2x2x2 --input position --format scramble $CASE
[[ $("${Q[@]}" 2x2x2 --input position 1 2 3 4 5 6 7 8 0 0 0 0 0 0 0 0 | od -An -c | tr -d ' ') == '\n' ]] ||
  fail "2x2x2: solved, one empty line"
expect_out "2x2x2: json" "{\"puzzle\":\"2x2x2\",\"input\":\"$CASE\",\"goal\":\"1 2 3 4 5 6 7 8 0 0 0 0 0 0 0 0\",\"solvable\":true,\"distance\":6,\"moves\":[\"R\",\"F\",\"U\",\"R2\",\"F\",\"R2\"],\"facelets\":\"LBBRFUDLDULRBFDFFRLURDUB\"}" \
  "${Q[@]}" 2x2x2 --input position --format json $CASE
expect_err "2x2x2: one corner twisted" 2 \
  "2x2x2: case 1: CORNER slots 1 2 3 4 5 6 8: the orientations must add up to 0 modulo 3" \
  "${Q[@]}" 2x2x2 --input position 1 2 3 4 5 6 7 8 1 0 0 0 0 0 0 0
expect_err "2x2x2: the fixed corner moved" 2 \
  "CORNER slots 1 2 3 4 5 6 8 must hold the pieces 1 2 3 4 5 6 8 in some order" \
  "${Q[@]}" 2x2x2 --input position 1 2 3 4 5 6 8 7 0 0 0 0 0 0 0 0
expect_err "2x2x2: a piece out of range" 2 'expected a CORNER piece 1..8, got "9" at position 3' \
  "${Q[@]}" 2x2x2 --input position 1 2 9 4 5 6 7 8 0 0 0 0 0 0 0 0
expect_err "pyraminx: two edges swapped" 2 "the permutation of EDGE slots 1 2 3 4 5 6 must be even" \
  "${Q[@]}" pyraminx --input position 1 2 3 4 0 0 0 0 2 1 3 4 5 6 0 0 0 0 0 0 0 0 0 0
expect_err "pyraminx: a tip twisted 3 times" 2 "expected a tip's twist 0..2, got \"3\" at position 24" \
  "${Q[@]}" pyraminx --input position 1 2 3 4 0 0 0 0 1 2 3 4 5 6 0 0 0 0 0 0 0 0 0 3
# The Pyraminx with its tips: a TNoodle scramble read, the tips answered last.
expect_out "pyraminx: a TNoodle scramble" "B L' B' R' L' B U l' r b" \
  "${Q[@]}" pyraminx --input moves "U' L R' B' U R' L U' l r' b'"
expect_out "pyraminx: its scramble, in TNoodle's form" "U' B' L R B L B' l r' b'" \
  "${Q[@]}" pyraminx --input moves --format scramble "U' L R' B' U R' L U' l r' b'"

# --input moves: a case is a move sequence made from solved, a line a case.
expect_out "--input moves" "F2 R U' R'" "${Q[@]}" 2x2x2 --input moves "R U R' F2"
expect_out "--input moves: lines from standard input, json" \
  '{"puzzle":"2x2x2","input":"R U R'"'"' F2","goal":"1 2 3 4 5 6 7 8 0 0 0 0 0 0 0 0","solvable":true,"distance":4,"moves":["F2","R","U'"'"'","R'"'"'"],"facelets":"UURDLRDRFFURLFDDFULBBLBB"}
{"puzzle":"2x2x2","input":"","goal":"1 2 3 4 5 6 7 8 0 0 0 0 0 0 0 0","solvable":true,"distance":0,"moves":[],"facelets":"UUUURRRRFFFFDDDDLLLLBBBB"}
{"puzzle":"2x2x2","input":"R R","goal":"1 2 3 4 5 6 7 8 0 0 0 0 0 0 0 0","solvable":true,"distance":1,"moves":["R2"],"facelets":"UDUDRRRRFBFBDUDULLLLFBFB"}' \
  "${Q[@]}" 2x2x2 --input moves --format json <<<"R U R' F2

R R"
# The scrambles of random positions read back as the positions: the same answers.
"${Q[@]}" skewb --input position --random 300 --seed 4 >"$WORK/cases"
"${Q[@]}" skewb --random 300 --seed 4 --input moves >"$WORK/moves"
"${Q[@]}" skewb --input position <"$WORK/cases" >"$WORK/from-cases"
"${Q[@]}" skewb --input moves <"$WORK/moves" >"$WORK/from-moves"
[[ $(wc -l <"$WORK/from-moves") -eq 300 ]] && cmp -s "$WORK/from-cases" "$WORK/from-moves" ||
  fail "skewb: 300 positions and their scrambles get the same answers"
EXPECT_STDOUT="U' R'" expect_err "--input moves: a name that is no move" 2 \
  "query: 2x2x2: case 2: expected a move (U U2 U' R R2 R' F F2 F'), got \"D\" at position 3" \
  "${Q[@]}" 2x2x2 --input moves <<<"R U
R U D"
expect_out "--input moves --check" "case 1: accepted (4 moves, shortest, lexically earliest)" \
  "${Q[@]}" 2x2x2 --input moves --check <(echo "F2 R U' R'") "R U R' F2"
"${Q[@]}" pyraminx --input moves --show "R U b" >"$WORK/show" || fail "--input moves --show: status $?"
grep -q "U'" "$WORK/show" && grep -q "b'" "$WORK/show" && grep -q "LLLLL  F  RRRRR$" "$WORK/show" &&
  grep -q "^  L  FFDDD  F  " "$WORK/show" ||
  fail "--input moves --show draws the answer's moves and the net, the tips in it, solved at the end"
"${Q[@]}" 2x2x2 --input moves --help >"$WORK/help"
grep -q "^  One line a case: moves" "$WORK/help" && grep -q "query 2x2x2 U R F U R F" "$WORK/help" ||
  fail "--input moves --help: the input and the example as moves"
grep -qx -- --input <<<"$("$QUERY" --complete 2x2x2 "")" || fail "completion lists --input"

# Scrambles: reproducible from the seed, at least the WCA minimum long.
for puzzle in 2x2x2:4 pyraminx:6 skewb:7; do
  name=${puzzle%:*}
  least=${puzzle#*:}
  "${Q[@]}" "$name" --random 200 --seed 9 --format scramble >"$WORK/a" 2>"$WORK/err"
  "${Q[@]}" "$name" --random 200 --seed 9 --format scramble >"$WORK/b"
  if [[ $(wc -l <"$WORK/a") -ne 200 ]] || ! cmp -s "$WORK/a" "$WORK/b" ||
    [[ $(awk '{print NF}' "$WORK/a" | sort -n | head -1) -lt $least ]] ||
    { [[ $name == pyraminx ]] && ! grep -q "[ulrb]'*$" "$WORK/a"; }; then
    fail "$name: 200 scrambles of at least $least moves, the same for the same seed"
  fi
done
"${Q[@]}" skewb --random 50 --seed 2 --format scramble --min-distance 10 >"$WORK/far"
[[ $(awk '{print NF}' "$WORK/far" | sort -n | head -1) -ge 10 ]] ||
  fail "skewb: --min-distance 10 gives scrambles of 10 moves or more"
expect_err "--min-distance with --distance" 2 "--distance excludes --min-distance" \
  "${Q[@]}" skewb --random 1 --distance 3 --min-distance 4

# A definition from a file: gen --def builds its table, query --def answers.
# The puzzle's name is the file's; any Name line is read (twsearch's files
# all say PuzzleGeometryPuzzle).
cat >"$WORK/swap3.tws" <<'TWS'
# three pieces: A swaps two, B turns all three, C flips two
Name PuzzleGeometryPuzzle
Set P 3 2
Solved
P
1 2 3
0 0 0
End
Move A
P
2 1 3
0 0 0
End
Move B
P
2 3 1
0 0 0
End
Move C
P
1 2 3
1 1 0
End
TWS
"$GEN" --def "$WORK/swap3.tws" --out "$WORK/t" >/dev/null || fail "gen --def: status $?"
[[ -f "$WORK/t/swap3.ptab" && $(ls "$WORK/t" | wc -l) -eq 1 ]] || fail "gen --def builds only its table"
expect_out "query --def" "A C" "$QUERY" --def "$WORK/swap3.tws" --tables "$WORK/t" swap3 2 1 3 1 1 0
expect_out "query --def=, after the name, json" '{"puzzle":"swap3","input":"3 1 2 0 0 0","goal":"1 2 3 0 0 0","solvable":true,"distance":1,"moves":["B"]}' \
  "$QUERY" --tables "$WORK/t" swap3 --def="$WORK/swap3.tws" --format json 3 1 2 0 0 0
mkdir -p "$WORK/other"
sed 's/Move B/Move D/' "$WORK/swap3.tws" >"$WORK/other/swap3.tws"
expect_out "query --def --stats: swap3's 24 positions" "0 1|1 4|2 7|3 8|4 4" \
  bash -c "\"$QUERY\" --def \"$WORK/swap3.tws\" --tables \"$WORK/t\" swap3 --stats | awk '/^ +[0-9]/ {print \$1, \$2}' | paste -sd'|'"
expect_err "scrambles beyond God's number" 2 "no position is at distances 5-254 (distances run from 0 to 4)" \
  "$QUERY" --def "$WORK/swap3.tws" --tables "$WORK/t" swap3 --random 1 --format scramble --min-distance 5
expect_err "a table of another definition" 3 "table is for variant" \
  "$QUERY" --def "$WORK/other/swap3.tws" --tables "$WORK/t" swap3 1 2 3 0 0 0
cp "$WORK/t/swap3.ptab" "$WORK/kept.ptab"
expect_err "gen keeps another definition's table" 2 "$WORK/t/swap3.ptab holds the table of another definition of swap3; --force replaces it" \
  "$GEN" --def "$WORK/other/swap3.tws" --out "$WORK/t"
cmp -s "$WORK/t/swap3.ptab" "$WORK/kept.ptab" || fail "gen --def replaced another definition's table"
"$GEN" --def "$WORK/other/swap3.tws" --out "$WORK/t" --force >/dev/null || fail "gen --def --force: status $?"
expect_out "--force replaced it" "D" "$QUERY" --def "$WORK/other/swap3.tws" --tables "$WORK/t" swap3 3 1 2 0 0 0
expect_err "the remedy names the file" 3 "run: gen swap3 --def $WORK/swap3.tws --out $WORK/none" \
  "$QUERY" --def "$WORK/swap3.tws" --tables "$WORK/none" swap3 1 2 3 0 0 0
# Moves that bind the pieces beyond the ranking's invariants: two tetrads
# turned together by the same 3-cycles reach 12 of the 48 positions that
# keep each set's arrangement even and B's turn A's (issue 42:
# twsearch's pyramorphix, mastermorphix, skewb diamond).
printf 'Set A 4 1\nSet B 4 1\nSolved\nA\n1 2 3 4\nB\n1 2 3 4\nEnd\nMove M\nA\n2 3 1 4\nB\n2 3 1 4\nEnd\nMove N\nA\n1 3 4 2\nB\n1 3 4 2\nEnd\n' >"$WORK/twins.tws"
"$GEN" --def "$WORK/twins.tws" --out "$WORK/t" >/dev/null || fail "gen --def twins: status $?"
TW=("$QUERY" --def "$WORK/twins.tws" --tables "$WORK/t" twins)
expect_out "twins: --stats counts the reached positions" "twins: 12 positions that reach the goal" \
  bash -c "$(printf '%q ' "${TW[@]}") --stats | head -1"
expect_out "twins: a reached position" "N M'" "${TW[@]}" 2 4 3 1 0 0 0 0 2 4 3 1 0 0 0 0
expect_err "twins: a position the moves do not reach" 2 \
  "twins: case 1: the moves do not reach this position, though it breaks none of the rules the ranking checks: twins's moves bind the pieces further (gen's search from the goal reached 12 of the 48 positions those rules allow)" \
  "${TW[@]}" 2 1 4 3 0 0 0 0 1 2 3 4 0 0 0 0
"${TW[@]}" --random 12 --seed 4 --distinct >"$WORK/twins.txt" || fail "twins: --random: status $?"
[[ $(wc -l <"$WORK/twins.txt") -eq 12 ]] || fail "twins: --random 12 --distinct: $(wc -l <"$WORK/twins.txt") cases, not the 12 reached"
"${TW[@]}" <"$WORK/twins.txt" >/dev/null || fail "twins: --random's cases are not all answered"
# MoveAlias: another name for input, never in an answer (twsearch's isalias).
printf 'Set A 3 1\nSolved\nA\n1 2 3\nEnd\nMove R\nA\n2 3 1\nEnd\nMove S\nA\n2 1 3\nEnd\nMoveAlias P R\n' >"$WORK/alias.tws"
"$GEN" --def "$WORK/alias.tws" --out "$WORK/t" >/dev/null || fail "gen --def alias: status $?"
AL=("$QUERY" --def "$WORK/alias.tws" --tables "$WORK/t" alias --input moves)
expect_out "an alias read as its move" "$("${AL[@]}" "R S")" "${AL[@]}" "P S"
expect_out "an alias's power" "$("${AL[@]}" "R'")" "${AL[@]}" "P'"
expect_err "no alias or move" 2 "expected a move (R R' S; P P'), got \"Q\" at position 1" "${AL[@]}" "Q"
# `?` in Solved: piece 2's orientation is unknown (twsearch's wildo); a
# case writes ? for it wherever it is, and 648 of the 1,944 ranks are
# positions (24 arrangements, 3^3 orientations of the others).
printf 'Set A 4 3\nSolved\nA\n1 2 3 4\n0 ? 0 0\nEnd\nMove R\nA\n2 3 4 1\n1 1 0 0\nEnd\nMove S\nA\n2 1 3 4\nEnd\n' >"$WORK/unknown.tws"
"$GEN" --def "$WORK/unknown.tws" --out "$WORK/t" >/dev/null || fail "gen --def unknown: status $?"
UK=("$QUERY" --def "$WORK/unknown.tws" --tables "$WORK/t" unknown)
expect_out "? orientations: --stats" "unknown: 648 positions that reach the goal" \
  bash -c "$(printf '%q ' "${UK[@]}") --stats | head -1"
expect_out "? orientations: R's answer" "R'" "${UK[@]}" 2 3 4 1 ? 0 0 1
expect_err "? orientations: a number where ? goes" 2 \
  'expected ? for the orientation of A piece 2 (unknown, as Solved gives it), got "1" at position 5' \
  "${UK[@]}" 2 3 4 1 1 1 0 0
"${UK[@]}" --random 20 --seed 3 >"$WORK/unknown.txt" || fail "? orientations: --random: status $?"
[[ $(grep -c '?' "$WORK/unknown.txt") -eq 20 ]] || fail "? orientations: --random's cases lack the ?"
"${UK[@]}" <"$WORK/unknown.txt" >/dev/null || fail "? orientations: --random's cases are not all answered"
expect_out "gen --count: the unknown orientations told apart" "$WORK/unknown.tws: 1944 positions with its unknown orientations told apart" \
  "$GEN" --count "$WORK/unknown.tws"
printf 'Name x\nSet A 2\n' >"$WORK/bad.tws"
expect_err "a bad definition: line and column" 2 "bad.tws:2:8: expected 4 words on this line, found 3" \
  "$QUERY" --def "$WORK/bad.tws" x 1
expect_err "gen: a bad definition" 2 "bad.tws:2:8: expected 4 words on this line, found 3" \
  "$GEN" --def "$WORK/bad.tws" --out "$WORK/t"
# A file's name query could not take, or a puzzle's, or one that would
# write another puzzle's table: the puzzle named so that it can, and gen
# says so (issue 42: twsearch's samples are named FTO, skewb_diamond, 233).
cp "$TESTS/../puzzles/2x2x2.tws" "$WORK/2x2x2.tws"
for pair in -x:x 1:tws-1 Big:big eight-0:eight-0-tws fifteen-78-1:fifteen-78-tws \
  a-very-long-name-indeed:a-very-long-nam skewb__diamond:skewb-diamond 2x2x2:2x2x2-tws; do
  file=${pair%%:*} name=${pair#*:}
  [[ $file == 2x2x2 ]] || cp "$WORK/swap3.tws" "$WORK/$file.tws"
  expect_err "the file $file.tws: gen names its puzzle $name" 0 \
    "gen: $WORK/$file.tws: the puzzle is named $name (from" \
    sh -c '"$0" --def "$1" --out "$2" >/dev/null' "$GEN" "$WORK/$file.tws" "$WORK/t"
  [[ -f "$WORK/t/$name.ptab" ]] || fail "the file $file.tws: no table $name.ptab"
  if [[ $file == 2x2x2 ]]; then
    # The shipped 2x2x2 and the definition beside it, the same answer.
    expect_out "the file 2x2x2.tws: query answers its puzzle $name" "R F U R2 F R2" \
      "$QUERY" --def "$WORK/$file.tws" --tables "$WORK/t" "$name" --input position $CASE
  else
    expect_out "the file $file.tws: query answers its puzzle $name" "B" \
      "$QUERY" --def "$WORK/$file.tws" --tables "$WORK/t" "$name" 3 1 2 0 0 0
  fi
done
[[ ! -e "$WORK/t/eight-0.ptab" ]] || fail "gen --def wrote eight's table"
# Files that are no definition: refused at once, before a byte is read.
mkfifo "$WORK/fifo.tws"
expect_err "a FIFO" 2 "--def: cannot read $WORK/fifo.tws: not a regular file" \
  timeout 5 "$QUERY" --def "$WORK/fifo.tws" fifo 1
expect_err "a device" 2 "--def: cannot read /dev/zero: not a regular file" \
  timeout 5 "$QUERY" --def /dev/zero zero 1
expect_err "a folder" 2 "--def: cannot read $WORK/other: it is a folder" "$QUERY" --def "$WORK/other" other 1
truncate -s 9M "$WORK/huge.tws"
expect_err "a file past the cap" 2 "--def: cannot read $WORK/huge.tws: larger than 8,388,608 bytes" \
  "$QUERY" --def "$WORK/huge.tws" huge 1
expect_err "a missing file" 2 "--def: cannot read $WORK/nothing.tws" "$QUERY" --def "$WORK/nothing.tws" x 1
# Hostile definitions: refused at once with the reason, never a signal.
awk 'BEGIN { print "Name h"; for (i = 0; i < 300000; i++) print "Set S" i " 1 1" }' >"$WORK/sets.tws"
expect_err "a definition of 300,000 sets" 2 "sets.tws:257:1: more than 255 sets" "$QUERY" --def "$WORK/sets.tws" sets 1
awk 'BEGIN { print "Set A 255 127\nSolved\nEnd"; for (m = 0; m < 5000; m++) {
  printf "Move M%d\nA\n", m; for (i = 0; i < 255; i++) printf "%d ", (i + 1) % 255 + 1; print "\nEnd" } }' >"$WORK/moves.tws"
expect_err "a definition of 5,000 moves" 2 "moves.tws:260:1: more than 64 moves" "$QUERY" --def "$WORK/moves.tws" moves 1
awk 'BEGIN { printf "Set A 3 1\nSolved\nA\n"; for (i = 0; i < 1000000; i++) printf "1 "; print "\nEnd" }' >"$WORK/long.tws"
expect_err "a line of a million numbers" 2 "long.tws:4:511: more than 255 words on a line" "$QUERY" --def "$WORK/long.tws" long 1
printf 'Set A 16 64\nSet B 1 32\nSolved\nEnd\nMove M\nA\n2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 1\n1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1\nB\n1\n1\nEnd\n' >"$WORK/product.tws"
# Beyond a complete table (its ranking numbers 1.3e40 positions): pruning
# tables of its projections within --pruning, and answers searched (issue
# 42); query reads the plan gen wrote.
"$GEN" --def "$WORK/product.tws" --out "$WORK/t" --pruning 1M >"$WORK/gen.out" || fail "gen --def product.tws"
[[ $(grep -c 'product.p[0-9].ptab' "$WORK/gen.out") -ge 2 ]] || fail "product.tws: pruning tables: $(cat "$WORK/gen.out")"
[[ $(cat "$WORK"/t/product.p*.ptab | wc -c) -le $((1 << 20)) ]] || fail "product.tws: pruning tables beyond 1M"
grep -qx "$WORK/t/product.ptab: the plan of the puzzle's tables, 96 bytes" "$WORK/gen.out" ||
  fail "product.tws: the plan's line: $(grep 'product.ptab' "$WORK/gen.out")"
expect_out "a definition beyond a complete table answered" "M3'" \
  "$QUERY" product --def "$WORK/product.tws" --tables "$WORK/t" --input moves <<<"M M M"
expect_err "--pruning: not a size" 2 'gen: --pruning: expected a size such as 256M or 1G, got "1X"' \
  "$GEN" --def "$WORK/product.tws" --out "$WORK/t" --pruning 1X
expect_err "--pruning: too large" 2 'gen: --pruning: expected a size from 1K to 1T, got "2T"' \
  "$GEN" --def "$WORK/product.tws" --out "$WORK/t" --pruning 2T
rm -f "$WORK"/t/product.ptab "$WORK"/t/product.p*.ptab
# query --build-pruning: the same tables built in the run, nothing read or
# written, the same answers (test_definition_differential compares many).
expect_out "--build-pruning: answered with no table" "M3'
M20'" \
  "$QUERY" product --def "$WORK/product.tws" --build-pruning 1M --tables "$WORK/t" --input moves \
  <<<"M M M
M M M M M M M M M M M M M M M M M M M M"
[[ ! -e $WORK/t/product.ptab ]] || fail "query --build-pruning wrote a table"
mkdir -p "$WORK/empty"
expect_out "--build-pruning: a small definition answered with no table either" "A C" \
  "$QUERY" --def "$WORK/swap3.tws" --build-pruning 1K --tables "$WORK/empty" swap3 2 1 3 1 1 0
expect_err "--build-pruning: not a size" 2 \
  'query: --build-pruning: expected a size such as 256M or 1G, got "1X"' \
  "$QUERY" product --def "$WORK/product.tws" --build-pruning 1X --input moves
awk 'BEGIN { for (i = 0; i < 30; i++) print "Set T" i " 1 4"; print "Set P 11 1\nSolved\nEnd\nMove M";
  for (i = 0; i < 30; i++) print "T" i "\n1\n1"; print "P\n2 3 4 5 6 7 8 9 10 11 1\nEnd\nMove N";
  for (i = 0; i < 30; i++) print "T" i "\n1\n" (i % 2 ? 1 : 2); print "P\n2 1 3 4 5 6 7 8 9 10 11\nEnd" }' >"$WORK/wide.tws"
# The moves reach far fewer: M (an 11-cycle, every T turned by 1) and N (a
# swap, the T turned by 1 and 2 in turn) make the T's turns n_M u + n_N v,
# 16 values, and the swaps' parity follows n_N; their commutators are all
# of A11: 11!/2 x 16 = 8 x 11!, as Schreier-Sims counts.
expect_out "gen --count: the positions wide.tws reaches" "$WORK/wide.tws: $((8 * 39916800)) positions" \
  "$GEN" --count "$WORK/wide.tws"

# gen --count: a definition of any size counted (Schreier-Sims), nothing built.
expect_out "gen --count: two files, 3,674,160 and 8! 3^7 positions" \
  "$TESTS/../puzzles/2x2x2.tws: 3674160 positions
$TESTS/definitions/pg-2x2x2.tws: $((40320 * 2187)) positions" \
  "$GEN" --count "$TESTS/../puzzles/2x2x2.tws" --count "$TESTS/definitions/pg-2x2x2.tws"
expect_out "gen --count: standard input" "-: $((40320 * 2187)) positions" \
  "$GEN" --count - <"$TESTS/definitions/pg-2x2x2.tws"
expect_err "gen --count: a missing file" 2 "--count: cannot read $WORK/none.tws: No such file or directory" \
  "$GEN" --count "$WORK/none.tws"
expect_err "gen --count: a puzzle's name beside it" 2 "--count: names no puzzle, only definition files" \
  "$GEN" msquare --count "$TESTS/../puzzles/2x2x2.tws"
printf 'Set A 2 1\nSolved\nA\n1 2\nEnd\nMove M\nA\n2 1 3\nEnd\n' >"$WORK/bad.tws"
expect_err "gen --count: a bad definition, its line" 2 "bad.tws:8:5: expected 2 words on this line" "$GEN" --count "$WORK/bad.tws"
[[ ! -e $WORK/t/pg-2x2x2.ptab ]] || fail "gen --count built a table"
finish
