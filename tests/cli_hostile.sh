# Hostile streams: huge tokens, binary junk, long valid streams, a reader
# that goes away. Bounded memory, precise errors, correct answers.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES")

# A gigabyte of digits with no spaces: refused at the 33rd character.
head -c 1G /dev/zero | tr '\0' '1' | "${Q[@]}" msquare >"$WORK/out" 2>"$WORK/err"
status=${PIPESTATUS[2]}
[[ $status -eq 2 && ! -s "$WORK/out" ]] && grep -qF 'case 1: token "11111111111111111111..." is longer than 32 characters' "$WORK/err" &&
  passed=$((passed + 1)) || fail "a gigabyte of digits: status $status, $(cat "$WORK/err")"

# Binary junk: a precise error, nothing printed.
head -c 100000 /dev/urandom >"$WORK/junk"
"${Q[@]}" msquare <"$WORK/junk" >"$WORK/out" 2>"$WORK/err"
status=$?
[[ $status -eq 2 && ! -s "$WORK/out" ]] && grep -q '^query: msquare: case 1: ' "$WORK/err" &&
  passed=$((passed + 1)) || fail "binary junk: status $status, $(cat "$WORK/err")"
# An input, not an output: json_lines.py (at exit) reads every file left, and
# one line in about 65,536 of random bytes starts as JSON does.
rm -f "$WORK/junk"

# NUL bytes and control characters inside a token are shown escaped.
printf '1\x002 2 3 4 5 6 7 8' | "${Q[@]}" msquare >/dev/null 2>"$WORK/err"
grep -qF '"1\x002"' "$WORK/err" && passed=$((passed + 1)) || fail "NUL in a token: $(cat "$WORK/err")"

# 200,000 valid cases in one stream: every answer, in order.
awk 'BEGIN { srand(7); for (i = 0; i < 200000; i++) { n = split("1 2 3 4 5 6 7 8", p, " ");
  for (j = n; j > 1; j--) { k = int(rand() * j) + 1; t = p[j]; p[j] = p[k]; p[k] = t }
  print p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8] } }' >"$WORK/many"
"${Q[@]}" msquare --format json <"$WORK/many" >"$WORK/many.out"
status=$?
lines=$(wc -l <"$WORK/many.out")
order_ok=$(paste -d'|' "$WORK/many" "$WORK/many.out" | awk -F'|' 'index($2, "\"input\":\"" $1 "\"") == 0 { bad++ } END { print bad + 0 }')
[[ $status -eq 0 && $lines -eq 200000 && $order_ok -eq 0 ]] &&
  passed=$((passed + 1)) || fail "200,000 cases: status $status, $lines answers, $order_ok out of order"

# The reader goes away: the conventional SIGPIPE status, no noise.
yes "2 6 8 4 5 7 3 1" | head -c 50M | "${Q[@]}" msquare 2>"$WORK/err" | head -1 >"$WORK/out"
status=("${PIPESTATUS[@]}")
[[ ${status[2]} -eq 141 && "$(cat "$WORK/out")" == 7 && ! -s "$WORK/err" ]] &&
  passed=$((passed + 1)) || fail "query | head -1: status ${status[*]}, stderr $(cat "$WORK/err")"

finish
