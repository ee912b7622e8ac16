# Help that teaches (query --help, query PUZZLE --help) and bash completion,
# tried as a user has them: the installed programs and the installed script.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES")
# Every puzzle query knows, as completion lists them (options start with -).
mapfile -t PUZZLES < <("$QUERY" --complete "" | grep -v '^-')
[[ ${#PUZZLES[@]} -gt 0 ]] || fail "query --complete lists no puzzles"

# query on the PATH, for the help's mode examples, which pipe query to query.
mkdir -p "$WORK/bin"
# shellcheck disable=SC2016 # "$@" is the wrapper's own
printf '#!/bin/sh\nexec "%s" --tables "%s" "$@"\n' "$QUERY" "$TABLES" >"$WORK/bin/query"
chmod +x "$WORK/bin/query"

for p in "${PUZZLES[@]}"; do
  "${Q[@]}" "$p" --help >"$WORK/help" 2>&1 || fail "$p --help: status $?"
  default=$("$QUERY" --complete "$p" --format | head -1)
  for want in "Input (one case" "Output, --format $default (the default" "Output, --format json" "Example:"; do
    grep -qF -- "$want" "$WORK/help" || fail "$p --help lacks [$want]"
  done
  # The example's answer in the help is what query answers for it.
  example=$(sed -n 's/^  \$ query //p' "$WORK/help")
  sed -n '/^Example:/,$p' "$WORK/help" | tail -n +3 | sed 's/^  //' | sed '/^$/d' >"$WORK/shown"
  # The example is a command line: its words as the shell reads them (a
  # scramble with primes is quoted).
  eval "set -- $example"
  "${Q[@]}" "$@" >"$WORK/answer" || fail "$p: the help's example fails: $example"
  sed '/^$/d' "$WORK/answer" | diff -q - "$WORK/shown" >/dev/null ||
    fail "$p: the help shows [$(cat "$WORK/shown")], query answers [$(cat "$WORK/answer")]"
  grep -qF "query $example" <<<"$("${Q[@]}" --help)" || fail "query --help lacks the example of $p"
  # Every mode's options are listed, with no mode on the line.
  for option in --show --time-limit --check --judge --accept --stats --random --seed --distance \
    --min-distance --distinct --layout --answers; do
    grep -q -- "^  $option\b" "$WORK/help" || fail "$p --help lacks $option"
  done
  # One example a mode, each run as written (query on the PATH).
  # An example that help says takes hours (the 3x3x3's --stats) is not waited for.
  mapfile -t modes < <(sed -n '/^Modes, one at a time/,/^$/p' "$WORK/help" |
    awk '/^    query / { if (example != "") print example; example = substr($0, 5); next }
         /^    \(hours: / { example = ""; next } END { if (example != "") print example }')
  hours=$(sed -n '/^Modes, one at a time/,/^$/p' "$WORK/help" | grep -c '^    (hours: ')
  # A mode the puzzle cannot do (a big cube's --stats) says why instead.
  not_yet=$(sed -n '/^Modes, one at a time/,/^$/p' "$WORK/help" | grep -c '^    (not yet: ')
  [[ $((${#modes[@]} + hours + not_yet)) -eq 5 ]] ||
    fail "$p --help: ${#modes[@]} mode examples, $not_yet not yet, want 5"
  for line in "${modes[@]}"; do
    # Under the sanitizers the --stats examples are left to the Release run:
    # fifteen's solves 200 random positions and lists 6.5 million (26 s of
    # CPU in Release, minutes sanitized); test_census.cpp's cases check the
    # same code sanitized at smaller sizes.
    [[ -n ${PUZZLETAB_SANITIZED:-} && $line == *" --stats"* ]] && continue
    { PATH="$WORK/bin:$PATH" sh -c "$line" >"$WORK/mode" 2>&1 && [[ -s "$WORK/mode" ]]; } ||
      fail "$p --help: the example [$line] fails: $(head -3 "$WORK/mode")"
  done
  passed=$((passed + 1))
done
# --any and --unsolvable where some positions cannot reach the goal only.
grep -q -- "^  --unsolvable" <<<"$("${Q[@]}" eight --help)" || fail "eight --help lacks --unsolvable"
grep -q -- "--unsolvable" <<<"$("${Q[@]}" msquare --help)" && fail "msquare --help lists --unsolvable"
overview="$("${Q[@]}" --help | sed -n '/^Modes, one at a time/,/^$/p')"
for mode in --show --check --judge --stats --random; do
  grep -qF -- "$mode" <<<"$overview" || fail "query --help does not list the mode $mode"
done
expect_err "a missing table in help says how to build it, status 3" 3 "run: gen msquare" \
  sh -c '"$1" --tables "$2" msquare --help >&2' sh "$QUERY" "$WORK/none"

# Install, then complete as bash does with the installed script.
BUILD="$(dirname "$QUERY")"
cmake --install "$BUILD" --prefix "$WORK/prefix" >/dev/null
COMPLETIONS="$WORK/prefix/share/bash-completion/completions"
for c in query gen; do [[ -f "$COMPLETIONS/$c" ]] || fail "no installed completion for $c"; done
# complete_line "LINE": the candidates bash offers for the line's last word.
complete_line() {
  PATH="$WORK/prefix/bin:$PATH" bash -c '
    source "$1"
    read -ra COMP_WORDS <<<"$2"
    [[ "$2" == *" " ]] && COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    _puzzletab_complete "${COMP_WORDS[0]}"
    if [[ ${#COMPREPLY[@]} -gt 0 ]]; then echo "${COMPREPLY[*]}"; fi' sh "$COMPLETIONS/query" "$1" 2>/dev/null
}
expect_out "complete a puzzle" "msquare" complete_line "query ms"
expect_out "complete a puzzle's options" "--format --from --force" complete_line "query msquare --f"
expect_out "complete --format's values" "usaco ioi96 text json" complete_line "query msquare --format "
expect_out "complete a value: usaco" "usaco" complete_line "query msquare --format u"
expect_out "complete after --tables: files, no words" "" complete_line "query --tables "
expect_out "complete gen's puzzles" "fifteen" complete_line "gen fi"
expect_out "complete gen's options" "--list --large" complete_line "gen --l"
finish
