# The C API's answers and messages against query's, case by case: each
# case of the list below given to query on its command line (the case as
# one argument) and to the C API (tests/api_message.c, compiled here as
# C99 against the header and the built shared library). The API's message
# is query's without "query: " and the case's number (a call answers one
# case), and the status is query's exit status.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
root="$(cd "$TABLES/.." && pwd)"
build="$(cd "$(dirname "$QUERY")" && pwd)"
if ! cc -std=c99 -Wall -Wextra -Wpedantic -Werror -I "$root/include" -o "$WORK/api_message" \
  "$root/tests/api_message.c" -L "$build" -lpuzzletab -Wl,-rpath,"$build" 2>"$WORK/cc.log"; then
  fail "tests/api_message.c does not compile: $(cat "$WORK/cc.log")"
  finish
fi
export PUZZLETAB_TABLES="$TABLES"

# same PUZZLE FORMAT CASE [OPTION VALUE]...: query and the API agree.
same() {
  local puzzle="$1" format="$2" case="$3"
  shift 3
  local -a args=("$puzzle")
  [[ -n $format ]] && args+=(--format "$format")
  args+=("$@" -- "$case")
  local want status got
  want="$("$QUERY" "${args[@]}" 2>"$WORK/err")"
  status=$?
  if ((status != 0)); then
    # query's first line: "query: PUZZLE: case 1: MESSAGE" or "query: MESSAGE".
    # A case cut short on the command line is "before the end of the
    # input", the stream's words, which a call answering a whole case has
    # no use for.
    want="$(head -n 1 "$WORK/err")"
    want="${want#query: }"
    want="${want/#"$puzzle: case 1: "/"$puzzle: "}"
    want="status $status: ${want% before the end of the input}"
  fi
  got="$("$WORK/api_message" "$puzzle" "$format" "$case" "$@" 2>&1)"
  if [[ "$got" == "$want" ]]; then
    passed=$((passed + 1))
  else
    fail "$puzzle ${*} [$case]: the API gave [$got], query [$want]"
  fi
}

# Answers first: the same text.
same msquare "" "2 6 8 4 5 7 3 1"
same msquare ioi96 "2 6 8 4 5 7 3 1" --from "8 7 6 5 4 3 2 1"
same eight "" "2 8 3 1 6 4 7 x 5" --goal "1 2 3 8 x 4 7 6 5"
same eight json "1 2 3 4 5 6 8 7 x"
same fifteen "" "1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15" --goal korf --pdb manhattan
same clocks "" "9 9 12 6 6 6 6 3 6"
same clock12 "" "1 2 3 4 5 6 7 8 9"
same solitaire "" "4 4 4 5 5 4 6 5 2 4 3 3 3 6 4 6"
same rubiks-clock scramble "UR5- y2 ALL2+" --input scramble --metric wca
same 2x2x2 "" "R U R' F2" --input moves
same skewb json "R L' B" --input moves

# Bad cases: the puzzle's own words.
same msquare "" "2 6 8 4 5 7 3 3"
same msquare "" "2 6 8"
same msquare "" "2 6 8 4 5 7 3 9"
same msquare "" $'2 6 8 4 5 7 3 \xff'
same msquare "" "2 6 8 4 5 7 3 ×"
same eight "" "1 2 3 4 5 6 7 8 8"
same fifteen "" "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16"
same clocks "" "9 9 12 6 6 6 6 3 5"
same clock12 "" "1 2 3 4 5 6 7 8 13"
same solitaire "" "4 4 4 4 5 4 6 5 2 4 3 3 3 6 4 6"
same rubiks-clock "" "UR1+ y2 Q3-" --input scramble
same 2x2x2 "" "R Q" --input moves
same pyraminx "" "1 2 3"
# Bad options and formats: CLI11's words, without the puzzle's name.
same msquare usaco2 "2 6 8 4 5 7 3 1"
same msquare $'\xff' "2 6 8 4 5 7 3 1"
same fifteen "" "x 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15" --pdb 99
same rubiks-clock "" "1" --metric qtm
same eight "" "1 2 3 4 5 6 7 8 x" --goal "1 2 3"
same msquare "" "2 6 8 4 5 7 3 1" --from "1 1 2 3 4 5 6 7"

# same_random PUZZLE FORMAT COUNT SEED: puzzletab_random_cases gives the
# bytes of query PUZZLE --random COUNT --seed SEED [--format FORMAT], or
# its message and status (the scramble sheet's call, docs/web.md).
same_random() {
  local puzzle="$1" format="$2" count="$3" seed="$4" want status got
  local -a args=("$puzzle" --random "$count" --seed "$seed")
  [[ -n $format ]] && args+=(--format "$format")
  want="$("$QUERY" "${args[@]}" 2>"$WORK/err")"
  status=$?
  if ((status != 0)); then
    want="$(head -n 1 "$WORK/err")"
    want="${want#query: }"
    want="status $status: $want"
  fi
  got="$("$WORK/api_message" "$puzzle" "$format" --random "$count" "$seed" 2>&1)"
  if [[ -n $want && "$got" == "$want" ]]; then
    passed=$((passed + 1))
  else
    fail "$puzzle --random $count --seed $seed --format [$format]: the API gave [$got], query [$want]"
  fi
}
# Events (each a list drawn from one seed), a big cube's own draws, a
# numbered puzzle's random positions, a scramble format, and refusals.
same_random 333 "" 3 7
same_random 333fm "" 2 7
same_random 333bf "" 2 8
same_random clock "" 5 7
same_random pyram "" 5 7
same_random 777 "" 2 9
same_random minx "" 2 7
same_random 333 scramble 2 7
same_random eight "" 5 27
same_random 2x2x2 scramble 4 3
same_random 444 scramble 2 7
same_random 333 json 2 7
same_random eight "" 100000001 1
finish
