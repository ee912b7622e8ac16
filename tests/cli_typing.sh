# Cases and options as people type them (issue 26): a case pasted as one
# argument or with commas, the terminal told that query waits, the nearest
# name for a misspelt puzzle or option, distances past God's number refused
# at once, text in messages shown as text, primes however they are typed.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES")

expect_out "a case as one quoted argument" "ullddrurdllurdruldr" "${Q[@]}" eight "2 3 4 1 5 x 7 6 8"
expect_out "a case separated by commas" "ullddrurdllurdruldr" "${Q[@]}" eight 2,3,4,1,5,x,7,6,8
expect_out "commas and blanks, as --goal reads them" "7"$'\n'"BCABCCB" \
  "${Q[@]}" msquare "2, 6, 8, 4" "5,7,3,1"
expect_out "two cases in two arguments" $'ullddrurdllurdruldr\nunsolvable' \
  "${Q[@]}" eight "2 3 4 1 5 x 7 6 8" "1 2 3 4 5 6 8 7 x"
expect_err "a token in a quoted case is named as a token" 2 'got "9" at position 9' \
  "${Q[@]}" eight "2 3 4 1 5 x 7 6 9"

# On a terminal (script(1) gives query one), query says once that it waits.
if command -v script >/dev/null; then
  printf '2 3 4 1 5 x 7 6 8\n\004' |
    script -qec "$(printf '%q ' "${Q[@]}") eight" /dev/null >"$WORK/tty" 2>&1
  if [[ $(grep -c "waiting for cases on the terminal" "$WORK/tty") -ne 1 ]] ||
    ! grep -q "Ctrl-D ends" "$WORK/tty" || ! grep -q "ullddrurdllurdruldr" "$WORK/tty"; then
    fail "query eight on a terminal: $(cat -A "$WORK/tty")"
  else
    passed=$((passed + 1))
  fi
fi
# A pipe is not told.
echo 2 3 4 1 5 x 7 6 8 | "${Q[@]}" eight 2>"$WORK/err" >/dev/null
[[ -s "$WORK/err" ]] && fail "a pipe is told it waits: $(cat "$WORK/err")"

# Text shown as text; bytes that are not UTF-8, and controls, escaped.
expect_err "× shown as itself" 2 'got "×" at position 9' "${Q[@]}" eight 2 3 4 1 5 x 7 6 ×
expect_err "a byte that is not UTF-8 escaped" 2 'got "\xff" at position 9' \
  "${Q[@]}" eight 2 3 4 1 5 x 7 6 $'\xff'

# The nearest known name, on a line of its own after the message.
expect_err "a misspelt puzzle: did you mean" 2 "query: did you mean msquare?" "${Q[@]}" msqaure 1
expect_err "gen: a misspelt puzzle" 2 "gen: did you mean msquare?" "$GEN" msqaure
expect_err "a misspelt option" 2 "query: --fromm: did you mean --from?" "${Q[@]}" msquare --fromm x
expect_err "a misspelt mode" 2 "query: --radnom: did you mean --random?" "${Q[@]}" eight --radnom 3
expect_err "gen: a misspelt option" 2 "gen: --lsit: did you mean --list?" "$GEN" --lsit
"${Q[@]}" msquare --zzzzzz 2>&1 | grep -q "did you mean" && fail "a far option got a suggestion"

# Beyond God's number: refused at once, with the number (the clock searched
# for 30 s before; the 2x2x2 tried a million positions).
expect_err "rubiks-clock beyond 12" 2 "no position is at distances 13-254 (distances run from 0 to 12)" \
  timeout 10 "${Q[@]}" rubiks-clock --random 1 --min-distance 13
expect_err "2x2x2 beyond 11" 2 "no position is at distances 12-254 (distances run from 0 to 11)" \
  "${Q[@]}" 2x2x2 --random 1 --format scramble --min-distance 12
expect_err "fifteen beyond 80" 2 "no position is at distance 81 (distances run from 0 to 80)" \
  timeout 10 "${Q[@]}" fifteen --random 1 --distance 81
expect_err "fifteen, korf's goal (a corner blank) beyond 80" 2 "(distances run from 0 to 80)" \
  timeout 10 "${Q[@]}" fifteen --goal korf --random 1 --distance 81-90

# A prime typed as a phone or a word processor types it.
for p in 2x2x2 pyraminx skewb; do
  ascii="$("${Q[@]}" "$p" --random 1 --seed 3 --format scramble)"
  want="$("${Q[@]}" "$p" --input moves "$ascii")"
  for prime in "’" "′" "´" "\`"; do
    expect_out "$p: R$prime is R'" "$want" "${Q[@]}" "$p" --input moves "${ascii//\'/$prime}"
  done
done
finish
