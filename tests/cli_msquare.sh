# Command-line tests of query msquare and of damaged tables.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES")

expect_out "seed sample" $'7\nBCABCCB' "${Q[@]}" msquare 2 6 8 4 5 7 3 1
expect_out "solved: length 0 and an empty line" $'0\n' "${Q[@]}" msquare 1 2 3 4 5 6 7 8
expect_out "ioi96 format" $'7\nB\nC\nA\nB\nC\nC\nB' "${Q[@]}" msquare --format ioi96 2 6 8 4 5 7 3 1
expect_out "json" '{"puzzle":"msquare","input":"2 6 8 4 5 7 3 1","goal":"2 6 8 4 5 7 3 1","solvable":true,"distance":7,"moves":["B","C","A","B","C","C","B"],"from":"1 2 3 4 5 6 7 8"}' \
  "${Q[@]}" msquare --format json 2 6 8 4 5 7 3 1
expect_out "stdin, three lines" $'7\nBCABCCB' "${Q[@]}" msquare <<<$'2 6 8\n4 5 7\n3 1'
expect_out "stdin, many cases" $'7\nBCABCCB\n0\n\n1\nA' "${Q[@]}" msquare <<<$'2 6 8 4 5 7 3 1\n1 2 3 4 5 6 7 8 8 7 6 5 4 3 2 1'
expect_out "empty input, no cases" "" "${Q[@]}" msquare </dev/null
expect_out "PUZZLETAB_TABLES" $'1\nA' env PUZZLETAB_TABLES="$TABLES" "$QUERY" msquare 8 7 6 5 4 3 2 1


expect_out "--from the target itself" $'0\n' "${Q[@]}" msquare --from "2 6 8 4 5 7 3 1" 2 6 8 4 5 7 3 1
expect_out "--from one A away" $'1\nA' "${Q[@]}" msquare --from "8 7 6 5 4 3 2 1" 1 2 3 4 5 6 7 8
expect_out "--from with commas, json" '{"puzzle":"msquare","input":"1 2 3 4 5 6 7 8","goal":"1 2 3 4 5 6 7 8","solvable":true,"distance":1,"moves":["A"],"from":"8 7 6 5 4 3 2 1"}' \
  "${Q[@]}" msquare --format json --from "8,7,6,5,4,3,2,1" 1 2 3 4 5 6 7 8
expect_err "--from too short" 2 "msquare: --from: expected 8 distinct integers 1..8, got 7 tokens" \
  "${Q[@]}" msquare --from "1 2 3 4 5 6 7" 1 2 3 4 5 6 7 8
expect_err "--from repeated colour" 2 "--from: expected 8 distinct integers 1..8, got 2 twice" \
  "${Q[@]}" msquare --from "1 2 2 4 5 6 7 8" 1 2 3 4 5 6 7 8
expect_err "duplicate colour" 2 "msquare: case 1: expected 8 distinct integers 1..8, got 3 twice" \
  "${Q[@]}" msquare 2 6 8 4 5 7 3 3
expect_err "colour out of range" 2 'case 1: expected 8 distinct integers 1..8, got "9" at position 8' \
  "${Q[@]}" msquare 2 6 8 4 5 7 3 9
expect_err "not a number" 2 'got "x" at position 1' "${Q[@]}" msquare x 6 8 4 5 7 3 1
expect_err "too few tokens" 2 "case 1: expected 8 tokens, got 3 before the end of the input" \
  "${Q[@]}" msquare 1 2 3
expect_err "huge token" 2 "is longer than 32 characters" "${Q[@]}" msquare "$(printf '1%.0s' {1..100})"
EXPECT_STDOUT=$'7\nBCABCCB' expect_err "answers before a bad case come first" 2 "case 2: expected 8 tokens" \
  "${Q[@]}" msquare <<<"2 6 8 4 5 7 3 1 1 2"
# A long stream: every answer before the bad case, in order, across batches.
for ((i = 0; i < 20000; i++)); do echo "2 6 8 4 5 7 3 1"; done >"$WORK/many.txt"
echo "1 2 3 4 5 6 7 7" >>"$WORK/many.txt"
"${Q[@]}" msquare <"$WORK/many.txt" >"$WORK/many.out" 2>"$WORK/many.err"
status=$?
if [[ $status -eq 2 && $(wc -l <"$WORK/many.out") -eq 40000 &&
  $(sort -u "$WORK/many.out" | tr '\n' ' ') == "7 BCABCCB " ]] &&
  grep -qF "case 20001: expected 8 distinct" "$WORK/many.err"; then
  passed=$((passed + 1))
else
  fail "long stream then a bad case: status $status, $(wc -l <"$WORK/many.out") lines, $(cat "$WORK/many.err")"
fi

# Interactive: each case is answered as soon as it is complete.
talk_to INTERACTIVE "${Q[@]}" msquare
echo "2 6 8 4 5" >&"$TO_INTERACTIVE"
echo "7 3 1" >&"$TO_INTERACTIVE"
if read -r -t 10 line <&"$FROM_INTERACTIVE" && [[ "$line" == 7 ]]; then
  passed=$((passed + 1))
else
  fail "interactive answer did not come before the end of the input"
fi
exec {TO_INTERACTIVE}>&- {FROM_INTERACTIVE}<&-
wait "$INTERACTIVE_PID"

expect_err "bad format" 2 "--format" "${Q[@]}" msquare --format yaml 1 2 3 4 5 6 7 8
expect_err "unknown puzzle" 2 'unknown puzzle "nonesuch" (known: msquare' "${Q[@]}" nonesuch 1 2
expect_err "no puzzle" 2 "which puzzle?" "$QUERY"

# Damaged tables: each must give exit 3, name the file, and print no answer.
good="$TABLES/msquare.ptab"
bad="$WORK/tables"
mkdir -p "$bad"
damaged() { # description, expected text
  expect_err "$1" 3 "$bad/msquare.ptab: $2" "$QUERY" --tables "$bad" msquare 2 6 8 4 5 7 3 1
}
size=$(stat -c %s "$good")
rm -f "$bad/msquare.ptab"
damaged "missing table" "missing; run: gen msquare --out $bad"
: >"$bad/msquare.ptab"
damaged "empty table" "truncated: 0 bytes"
for len in 1 40 79 80 81 $((size / 2)) $((size - 1)); do
  head -c "$len" "$good" >"$bad/msquare.ptab"
  damaged "truncated to $len bytes" "truncated"
done
flip() { # offset: xor one byte of a fresh copy
  cp "$good" "$bad/msquare.ptab"
  local byte
  byte=$(od -An -tu1 -j "$1" -N1 "$good" | tr -d ' ')
  printf "$(printf '\\%03o' $(((byte ^ 0x5a) & 255)))" |
    dd of="$bad/msquare.ptab" bs=1 seek="$1" conv=notrunc status=none
}
flip 0 && damaged "wrong magic" "not a puzzletab table (bad magic)"
flip 20 && damaged "flipped puzzle name" "corrupt header"
flip 44 && damaged "flipped entry count" "corrupt header"
for off in 90 500 2000 $((size - 3)); do
  flip "$off" && damaged "flipped payload byte $off" "corrupt payload"
done
cp "$good" "$bad/msquare.ptab" && printf '\x03' | dd of="$bad/msquare.ptab" bs=1 seek=8 conv=notrunc status=none
damaged "another format version" "table format version 3"
rm -f "$bad/msquare.ptab" && mkdir "$bad/msquare.ptab"
damaged "a folder in its place" "not a regular file"
rmdir "$bad/msquare.ptab"
"$GEN" msquare --out "$WORK/other" >/dev/null && cp "$WORK/other/msquare.ptab" "$bad/msquare.ptab"
expect_out "a regenerated table works" $'7\nBCABCCB' "$QUERY" --tables "$bad" msquare 2 6 8 4 5 7 3 1
if [[ $(id -u) -ne 0 ]]; then
  chmod 000 "$bad/msquare.ptab" && damaged "unreadable table" "cannot open"
fi

finish
