# One voice for messages, and the conventions of a Unix tool: every line an
# error writes to stderr starts with the program's name (CLI11's own errors
# included), each documented error with its status; --version, "-" as
# standard input, --color, completion of option values, the "text" alias.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES")
MSQ=(2 6 8 4 5 7 3 1)

# expect_voice "description" PROGRAM STATUS "text stderr must contain" command...
# Every stderr line starts with "PROGRAM: "; stderr is not empty.
expect_voice() {
  local what="$1" program="$2" want_status="$3" want_text="$4"
  shift 4
  "$@" >"$WORK/out" 2>"$WORK/err"
  local status=$?
  note_remedies "$WORK/err"
  if [[ $status -ne $want_status ]]; then
    fail "$what: status $status, want $want_status; stderr: $(cat "$WORK/err")"
  elif [[ ! -s "$WORK/err" ]]; then
    fail "$what: nothing on stderr"
  elif grep -vq "^$program: " "$WORK/err"; then
    fail "$what: a line without \"$program: \": [$(grep -v "^$program: " "$WORK/err")]"
  elif ! grep -qF -- "$want_text" "$WORK/err"; then
    fail "$what: stderr [$(cat "$WORK/err")] lacks [$want_text]"
  else
    passed=$((passed + 1))
  fi
}

EMPTY="$WORK/no tables"
mkdir -p "$EMPTY"
cp -r "$TABLES" "$WORK/damaged"
printf 'x' | dd of="$WORK/damaged/msquare.ptab" bs=1 seek=200 conv=notrunc 2>/dev/null
printf '9 9 9\n' >"$WORK/answers"
printf 'Name bad\n' >"$WORK/bad.tws"

# query: its usage (CLI11's errors rewrapped, and query's own).
expect_voice "no puzzle" query 2 "which puzzle?" "${Q[@]}"
expect_voice "unknown puzzle" query 2 'unknown puzzle "nosuch"' "${Q[@]}" nosuch 1
expect_voice "an option before the puzzle's name" query 2 \
  "--format goes after the puzzle's name: query --tables $TABLES msquare --format json 2 6 8 4 5 7 3 1" \
  "${Q[@]}" --format json msquare "${MSQ[@]}"
expect_voice "an option before no puzzle" query 2 "--format is an option of a puzzle" \
  "${Q[@]}" --format json
expect_voice "a flag before the puzzle's name" query 2 \
  "--show goes after the puzzle's name: query --tables $TABLES msquare --show 2 6 8 4 5 7 3 1" \
  "${Q[@]}" --show msquare "${MSQ[@]}"
expect_voice "an unknown option" query 2 "The following argument was not expected: --bogus" \
  "${Q[@]}" msquare --bogus
expect_voice "an unknown option names the help" query 2 "query msquare --help tells more" \
  "${Q[@]}" msquare --bogus
expect_voice "a format not in the list" query 2 "--format: xml not in" "${Q[@]}" msquare --format xml
expect_voice "a count that is not one" query 2 \
  'solitaire: --max-moves: expected a number of moves 0..4,294,967,295, got "-1"' \
  "${Q[@]}" solitaire --max-moves -1 4 4 4 5 5 4 6 5 2 4 3 3 3 6 4 6
expect_voice "two modes" query 2 "--check excludes --random" "${Q[@]}" msquare --check a --random 2
expect_voice "--color without --show" query 2 "--color requires --show" "${Q[@]}" msquare --color never
expect_voice "an empty value" query 2 "--goal: expected a value, got an empty one" \
  "${Q[@]}" eight --goal "" 1 2 3 4 5 6 7 8 x
expect_voice "--accept without a check" query 2 "--accept applies only to --check and --judge" \
  "${Q[@]}" msquare --accept shortest "${MSQ[@]}"
expect_voice "a bad --time-limit" query 2 "--time-limit: expected seconds" \
  "${Q[@]}" eight --time-limit 0 1 2 3 4 5 6 7 8 x
expect_voice "--show with json" query 2 "--format json has no place" \
  "${Q[@]}" msquare --show --format json "${MSQ[@]}"
expect_voice "a bad --goal" query 2 "eight: --goal: expected tiles 1..8" "${Q[@]}" eight --goal "1 2" 1
expect_voice "a bad --pdb" query 2 "--pdb: 99 not in" "${Q[@]}" fifteen --pdb 99 1
expect_voice "a bad --metric" query 2 "--metric: x not in" "${Q[@]}" rubiks-clock --metric x 1
expect_voice "a missing --def file" query 2 "--def: cannot read $WORK/none.tws" \
  "${Q[@]}" --def "$WORK/none.tws" x 1
expect_voice "a bad definition" query 2 "bad.tws:" "${Q[@]}" --def "$WORK/bad.tws" bad 1
# Cases.
expect_voice "a bad token" query 2 'msquare: case 1: expected 8 distinct integers 1..8, got "9"' \
  "${Q[@]}" msquare 9 6 8 4 5 7 3 1
expect_voice "an incomplete case" query 2 "case 1: expected 8 tokens, got 2" "${Q[@]}" msquare 1 2
expect_voice "--stats with a case" query 2 "--stats takes no case" \
  "${Q[@]}" msquare --stats 1
expect_voice "--random too far" query 2 "no position is at distance 99" \
  "${Q[@]}" msquare --random 2 --distance 99
expect_voice "--check: no answers file" query 2 "cannot read $WORK/none" \
  "${Q[@]}" msquare --check "$WORK/none" "${MSQ[@]}"
expect_voice "--check -: the cases must be on the line" query 2 \
  "the answers come from standard input" "${Q[@]}" msquare --check - </dev/null
# Tables: the remedy is a whole command, the folder as given, quoted.
expect_voice "a missing table" query 3 "missing; run: gen msquare --out '$EMPTY'" \
  "$QUERY" --tables "$EMPTY" msquare "${MSQ[@]}"
expect_voice "a damaged table" query 3 "run: gen msquare --out $WORK/damaged" \
  "$QUERY" --tables "$WORK/damaged" msquare "${MSQ[@]}"
expect_voice "PUZZLETAB_TABLES: the remedy needs no --out" query 3 "run: gen msquare" \
  env PUZZLETAB_TABLES="$EMPTY" "$QUERY" msquare "${MSQ[@]}"
grep -qF -- "--out" "$WORK/err" && fail "the remedy for \$PUZZLETAB_TABLES names --out: $(cat "$WORK/err")"
# The system.
if [[ -w /dev/full ]]; then
  expect_voice "a failed write" query 4 "cannot write standard output" \
    sh -c '"$@" >/dev/full' sh "${Q[@]}" msquare "${MSQ[@]}"
fi
expect_voice "a case past --time-limit" query 4 "fifteen: case 1: no answer within --time-limit" \
  "${Q[@]}" fifteen --goal korf --pdb manhattan --time-limit 0.05 \
  14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3
# --judge keeps testlib's verdict line (what contest systems parse); its
# usage failures are FAIL, status 3.
"${Q[@]}" msquare --judge - - "$WORK/answers" </dev/null 2>"$WORK/err"
status=$?
[[ $status -eq 3 ]] && grep -q "^FAIL only one of INPUT OUTPUT ANSWER can be standard input" "$WORK/err" &&
  passed=$((passed + 1)) || fail "--judge - -: status $status, $(cat "$WORK/err")"

# gen.
expect_voice "gen: an unknown puzzle" gen 2 'unknown puzzle "nosuch"' "$GEN" nosuch
expect_voice "gen: an unknown option" gen 2 "The following argument was not expected: --bogus" \
  "$GEN" --bogus
expect_voice "gen: --tsv alone" gen 2 "--tsv requires --list" "$GEN" --tsv
expect_voice "gen: an empty --out" gen 2 "--out: an empty folder name" "$GEN" --out ""
expect_voice "gen: a bad definition" gen 2 "bad.tws:" "$GEN" --def "$WORK/bad.tws"
expect_voice "gen: a folder that cannot be made" gen 4 "cannot create the folder" \
  "$GEN" --out /dev/null/x msquare
expect_voice "gen --check: a missing table" gen 3 "tables differ" \
  "$GEN" msquare --check --out "$EMPTY"
grep -qF "missing; run: gen msquare --out '$EMPTY'" "$WORK/out" &&
  passed=$((passed + 1)) || fail "gen --check's remedy: $(cat "$WORK/out")"
"$GEN" --list --out "$EMPTY" >"$WORK/out" 2>"$WORK/err"
[[ $? -eq 3 && ! -s "$WORK/err" ]] && grep -qF "missing; run: gen fifteen --out '$EMPTY'" "$WORK/out" &&
  passed=$((passed + 1)) || fail "gen --list's remedy: $(cat "$WORK/out" "$WORK/err")"
# A puzzle with no table: said on stdout, status 0 (nothing is wrong).
expect_out "gen clock12" "clock12: no table to build; query computes its answers" \
  "$GEN" clock12 --out "$EMPTY"
expect_out "gen solitaire --check" "solitaire: no table to check; query computes its answers" \
  "$GEN" solitaire --check --out "$EMPTY"
# A puzzle whose only table is large says so (issue 38: "no table to
# build", no word of --large), and gen's help says what --large builds,
# from the sizes and costs gen uses (test_help_sizes.cpp compares them
# with the tables).
expect_out "gen 3x3x3" "3x3x3: no table to build; query computes its answers. gen 3x3x3 --large builds its optional large tables (3x3x3's optimal table: 2.6 GB, about 5 minutes on 2 cores and 2.6 GB of memory to build)" \
  "$GEN" 3x3x3 --out "$EMPTY"
"$GEN" --help >"$WORK/help"
grep -qF "also the optional large tables (fifteen's 7-8 databases: 289 MB, about 3 minutes on 2 cores and 1.3 GB of memory to build; twentyfour's 6-6-6-6 databases: 256 MB, about 3 minutes on 2 cores and 674 MB of memory to build; 3x3x3's optimal table: 2.6 GB, about 5 minutes on 2 cores and 2.6 GB of memory to build)" <(tr -s ' \n' ' ' <"$WORK/help") &&
  passed=$((passed + 1)) || fail "gen --help's --large: $(grep -A3 -- --large "$WORK/help")"
grep -qF "also the optional huge tables, for machines with the memory; query then uses them in place of the large ones (3x3x3's huge optimal table: 16 GB, about 20 minutes on 2 cores and 16 GB of memory to build)" <(tr -s ' \n' ' ' <"$WORK/help") &&
  passed=$((passed + 1)) || fail "gen --help's --huge: $(grep -A3 -- --huge "$WORK/help")"
# query 3x3x3 --help: --stats runs (slowly), it is not "not yet" there.
"${Q[@]}" 3x3x3 --help >"$WORK/help"
grep -q "not yet" "$WORK/help" && fail "3x3x3 --help says --stats is not yet there"
grep -qF "(hours: it solves 200 random positions" "$WORK/help" && grep -qx "    query 3x3x3 --stats" "$WORK/help" &&
  passed=$((passed + 1)) || fail "3x3x3 --help's --stats: $(grep -A2 -- --stats "$WORK/help")"

# Invisible characters in a quoted token are named (issue 38: a BOM or a
# no-break space was quoted raw, "R U" looking like valid input).
expect_voice "a byte-order mark in a token" query 2 'got "R\ufeff"' \
  sh -c 'printf "R\357\273\277 U\n" | "$@"' - "${Q[@]}" 3x3x3
expect_voice "a no-break space in a token" query 2 'got "\u00a0R"' \
  sh -c 'printf "\302\240R U\n" | "$@"' - "${Q[@]}" 3x3x3
expect_voice "a zero-width space in a case" query 2 'got "x\u200b"' \
  "${Q[@]}" eight 1 2 3 4 5 6 7 8 $'x\u200b'
# JSON is UTF-8 (issue 38: "R’" came back as "R\u00e2\u0080\u0099"):
# the input, read by a strict JSON parser, is what was given.
given="R’ U2 F'"
got="$("${Q[@]}" 3x3x3 --format json "$given" |
  /usr/bin/python3 -c 'import json, sys; print(json.loads(sys.stdin.buffer.read().decode("utf-8"))["input"])')"
[[ "$got" == "$given" ]] && passed=$((passed + 1)) || fail "json's input for [$given]: [$got]"

# --show of a format that prints another answer draws that answer's moves
# (issue 38: a scramble's drawings were titled with the solution's moves).
"${Q[@]}" 3x3x3 --show --format scramble --color never "R U" >"$WORK/show"
# R U R' U': the shortest answer is 4 moves (U R U' R'), the two-phase one
# 10, and the scramble those 10 reversed: the drawings are the 10, undoing
# the scramble printed above them.
for format in scramble twophase; do
  "${Q[@]}" 3x3x3 --show --format "$format" --color never "R U R' U'" >"$WORK/show"
  [[ "$(sed -n 2p "$WORK/show" | tr -s ' ')" == "start 1 U' 2 D2 3 R2 4 L2"* ]] &&
    grep -qF "10 R'" "$WORK/show" && passed=$((passed + 1)) ||
    fail "--show --format $format: $(head -2 "$WORK/show")"
done

# Help names the program, not the path it was started by.
grep -q "^Usage: query msquare" <<<"$("${Q[@]}" msquare --help)" && passed=$((passed + 1)) ||
  fail "query msquare --help: $("${Q[@]}" msquare --help | grep Usage)"
grep -q "^Usage: gen " <<<"$("$GEN" --help)" && passed=$((passed + 1)) || fail "gen --help: Usage"

# --version: the version, the table format's, every table with its state.
for program in "$QUERY" "$GEN"; do
  name=$(basename "$program")
  [[ $name == query ]] && args=(--tables "$WORK/damaged") || args=(--out "$WORK/damaged")
  "$program" "${args[@]}" --version >"$WORK/out" 2>"$WORK/err"
  status=$?
  tables=$("$GEN" --list --tsv --out "$TABLES" | tail -n +2 | wc -l)
  [[ $status -eq 0 && ! -s "$WORK/err" ]] &&
    grep -qE "^$name \(puzzletab\) [0-9]" "$WORK/out" && grep -qx "table format [0-9]*" "$WORK/out" &&
    [[ $(grep -c ': ok$' "$WORK/out") -eq $((tables - 1)) ]] &&
    grep -q "^  msquare.ptab: .*run: gen msquare --out" "$WORK/out" &&
    passed=$((passed + 1)) || fail "$name --version: status $status, $(cat "$WORK/out" "$WORK/err")"
done

# "-" is standard input: cases, --check's answers, --judge's files.
want=$("${Q[@]}" msquare "${MSQ[@]}")
expect_out "query msquare -" "$want" sh -c 'echo "$0" | "$@" -' "${MSQ[*]}" "${Q[@]}" msquare
"${Q[@]}" msquare "${MSQ[@]}" >"$WORK/msq.ans"
expect_out "--check -" "case 1: accepted (7 moves, shortest, lexically earliest)" sh -c '"$@" <"$0"' "$WORK/msq.ans" "${Q[@]}" msquare --check - "${MSQ[@]}"
echo "${MSQ[*]}" >"$WORK/msq.in"
"${Q[@]}" msquare --judge - "$WORK/msq.ans" "$WORK/msq.ans" <"$WORK/msq.in" 2>"$WORK/err" &&
  grep -q "^ok " "$WORK/err" && passed=$((passed + 1)) || fail "--judge - : $(cat "$WORK/err")"

# --def -: the definition read from standard input names a new puzzle,
# whose missing table is then the only complaint.
sed 's/^Name .*/Name mypyra/' "$(dirname "${BASH_SOURCE[0]}")/../puzzles/pyraminx.tws" >"$WORK/my.tws"
expect_voice "--def -" query 3 "mypyra.ptab: missing (the definition came from standard input, which no command repeats: gen --def FILE builds the table of a definition in FILE)" \
  sh -c '"$@" <"$0"' "$WORK/my.tws" "$QUERY" --tables "$EMPTY" --def - mypyra 1

# --color: always and never whatever the output; auto on a terminal only,
# and not with NO_COLOR or TERM=dumb.
esc=$'\x1b['
show=("${Q[@]}" msquare --show "${MSQ[@]}")
colours() { grep -cF "$esc"; }
[[ $("${show[@]}" --color always | colours) -gt 0 && $("${show[@]}" --color never | colours) -eq 0 &&
  $("${show[@]}" | colours) -eq 0 ]] && passed=$((passed + 1)) || fail "--color always/never/auto to a pipe"
if command -v script >/dev/null; then
  on_terminal() { script -qc "$(printf '%q ' "$@")" /dev/null; }
  [[ $(TERM=xterm on_terminal "${show[@]}" | colours) -gt 0 &&
    $(TERM=xterm NO_COLOR=1 on_terminal "${show[@]}" | colours) -eq 0 &&
    $(TERM=dumb on_terminal "${show[@]}" | colours) -eq 0 &&
    $(TERM=dumb on_terminal "${show[@]}" --color always | colours) -gt 0 ]] &&
    passed=$((passed + 1)) || fail "--color auto on a terminal, NO_COLOR, TERM=dumb"
fi

# Completion offers the values of every option that has a fixed set.
expect_out "complete --pdb" "$(printf '663\n78\nmanhattan')" "$QUERY" --complete fifteen --pdb
expect_out "complete --accept" "$(printf 'canonical\nreaches_goal\nshortest')" \
  "$QUERY" --complete msquare --accept
expect_out "complete --input" "$(printf 'dials\nscramble')" "$QUERY" --complete rubiks-clock --input
expect_out "complete --color" "$(printf 'auto\nalways\nnever')" "$QUERY" --complete msquare --color

# "text" is every puzzle's default format.
for p in $("$QUERY" --complete "" | grep -v '^-'); do
  example=$("${Q[@]}" "$p" --help | sed -n 's/^  \$ query //p')
  # The example is a command line (a scramble with primes is quoted).
  eval "set -- $example"
  grep -qx text <<<"$("$QUERY" --complete "$p" --format)" || fail "$p: completion lacks text"
  # A puzzle without a solver's example names its stickers format.
  [[ $example == *"--format "* ]] && continue
  want=0
  status=0
  "${Q[@]}" "$@" >"$WORK/default" 2>&1 || status=$?
  text_status=0
  "${Q[@]}" "$@" --format text >"$WORK/text" 2>&1 || text_status=$?
  ((status == want && text_status == want)) && cmp -s "$WORK/default" "$WORK/text" &&
    passed=$((passed + 1)) || fail "$p --format text"
  grep -qx text <<<"$("$QUERY" --complete "$p" --format)" || fail "$p: completion lacks text"
done
finish
