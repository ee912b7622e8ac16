# The examples of README.md and docs/*.md, run and compared doctest-style.
#
# The convention (docs/architecture.md, "Examples in the documentation"):
# in a code block, fenced or indented by four spaces, a line `$ COMMAND` is
# an example; the lines after it, up to the next `$ ` line or the end of the
# block, are exactly what it prints on standard output, except that `...`
# in an expected line stands for any text (a timing), and a last line
# `(exit N)` is the exit status expected (else 0). COMMAND runs `query` or
# `gen` (the installed commands, here the built ones, with the committed
# tables), maybe in a pipe with standard tools (`2>&1` shows a message). An
# example whose command ends in `# slow` is counted and skipped. A command
# runs in an empty temporary folder.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
ROOT="$(cd "$TABLES/.." && pwd)"

checked=0
# query or gen as a command: first, or after a pipe, ;, & or (.
runs_puzzletab='(^|[|;&(][[:space:]]*)(query|gen)([[:space:]]|$)'
drifted=0
slow=0
# Examples left to the Release run under the sanitizers, each for seconds
# of CPU there that another test spends on the same code sanitized: the
# superflip's two-phase answer (2.3 s of CPU in Release, 15 s sanitized;
# test_cube3.cpp's two-phase cases, sanitized, cover its search).
release_only=(
  "query 3x3x3 --input stickers --format twophase UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB"
)
sanitized_skipped=0

# matches EXPECTED GOT: equal, where `...` in a line of EXPECTED matches
# any text within the line.
matches() {
  [[ $1 == "$2" ]] && return 0
  [[ $1 == *...* ]] || return 1
  local -a want got
  mapfile -t want <<<"$1"
  mapfile -t got <<<"$2"
  ((${#want[@]} == ${#got[@]})) || return 1
  local i pattern piece rest
  for ((i = 0; i < ${#want[@]}; i++)); do
    pattern="" rest="${want[i]}"
    while [[ $rest == *...* ]]; do
      piece="${rest%%...*}"
      pattern+="$(printf '%q' "$piece")*"
      rest="${rest#*...}"
    done
    pattern+="$(printf '%q' "$rest")"
    eval "[[ \${got[i]} == $pattern ]]" || return 1
  done
}

# run_example FILE LINE COMMAND EXPECTED
run_example() {
  local file="$1" line="$2" command="$3" want="$4"
  if [[ $command =~ \#[[:space:]]*slow([[:space:]:]|$) ]]; then
    slow=$((slow + 1))
    return
  fi
  if [[ -n ${PUZZLETAB_SANITIZED:-} ]] && printf '%s\n' "${release_only[@]}" | grep -qxF -- "$command"; then
    sanitized_skipped=$((sanitized_skipped + 1))
    return
  fi
  checked=$((checked + 1))
  if [[ ! $command =~ $runs_puzzletab ]]; then
    drifted=$((drifted + 1))
    fail "$file:$line: \$ $command"$'\n'"  an example must run query or gen"
    return
  fi
  local want_status=0
  if [[ $want =~ (^|$'\n')\(exit\ ([0-9]+)\)$'\n'$ ]]; then
    want_status="${BASH_REMATCH[2]}"
    want="${want%"(exit $want_status)"$'\n'}"
  fi
  rm -rf "$WORK/cwd" && mkdir "$WORK/cwd"
  local got status
  got="$(cd "$WORK/cwd" && PUZZLETAB_TABLES="$TABLES" QUERY="$QUERY" GEN="$GEN" bash -c '
    set -o pipefail
    query() { "$QUERY" "$@"; }
    gen() { "$GEN" "$@"; }
    eval "$1"' example "$command" 2>"$WORK/err"; s=$?; printf x; exit $s)"
  status=$?
  got="${got%x}"
  if [[ $status -ne $want_status ]] || ! matches "$want" "$got"; then
    drifted=$((drifted + 1))
    printf '%s' "$want" >"$WORK/want"
    printf '%s' "$got" >"$WORK/got"
    local output="  output as expected"
    matches "$want" "$got" || output="  diff of the expected (---, the document) and the printed (+++) output:"$'\n'"$(diff -u --label expected --label printed "$WORK/want" "$WORK/got" | sed 's/^/    /')"
    fail "$file:$line: \$ $command"$'\n'"  exit status $status (expected $want_status); stderr: $(if [[ -s $WORK/err ]]; then head -c 2000 "$WORK/err"; else echo "(none)"; fi)"$'\n'"$output"
  else
    passed=$((passed + 1))
  fi
}

# Reads FILE's examples and runs them.
check_file() {
  local file="$1" name="${1#"$ROOT"/}"
  local fence="" indented=0 previous_blank=1 number=0 line
  local command="" command_line=0 want=""
  finish_example() {
    if [[ -n $command ]]; then
      # An indented block's blank lines at its end are not output.
      ((indented)) && while [[ $want == *$'\n\n' || $want == $'\n' ]]; do want="${want%$'\n'}"; done
      run_example "$name" "$command_line" "$command" "$want"
    fi
    command=""
    want=""
  }
  # A line of a code block: an example's command, or a line of its output.
  block_line() {
    if [[ $1 == '$ '* ]]; then
      finish_example
      command="${1#\$ }" command_line=$number
    elif [[ -n $command ]]; then
      want+="$1"$'\n'
    fi
  }
  while IFS= read -r line || [[ -n $line ]]; do
    number=$((number + 1))
    if [[ -n $fence ]]; then
      if [[ $line == "$fence"* ]]; then
        finish_example
        fence=""
      else
        block_line "$line"
      fi
      continue
    fi
    if ((indented)); then
      if [[ $line == '    '* || -z $line ]]; then
        block_line "${line#    }"
        continue
      fi
      finish_example
      indented=0
    fi
    if [[ $line =~ ^(\`\`\`+|~~~+) ]]; then
      fence="${BASH_REMATCH[1]}"
    elif [[ $line == '    '* && $previous_blank -eq 1 ]]; then
      indented=1
      block_line "${line#    }"
    fi
    [[ -z $line ]] && previous_blank=1 || previous_blank=0
  done <"$file"
  finish_example
}

for file in "$ROOT/README.md" "$ROOT"/docs/*.md; do check_file "$file"; done
echo "$checked examples checked, $drifted drifted ($slow marked slow, skipped; $sanitized_skipped left to the Release run)"
# A release_only entry that names no example has drifted from the docs.
[[ -n ${PUZZLETAB_SANITIZED:-} && $sanitized_skipped -ne ${#release_only[@]} ]] &&
  fail "release_only names ${#release_only[@]} examples, $sanitized_skipped found"
[[ $checked -gt 0 ]] || fail "no examples found in $ROOT/README.md and $ROOT/docs"
finish
