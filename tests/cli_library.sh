# docs/library.md's examples, run: the C program compiled as C99 against
# the header and the built shared library, the Python one with the build
# tree's module, and what each prints compared with the block after it ("..." in a line stands for any text, as in
# cli_docs.sh).
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
root="$(cd "$TABLES/.." && pwd)"
build="$(cd "$(dirname "$QUERY")" && pwd)"
doc="$root/docs/library.md"

# block LANGUAGE N: the lines of the document's Nth ```LANGUAGE block.
block() {
  awk -v fence="\`\`\`$1" -v n="$2" '$0 == fence {inside = (++seen == n); next}
    inside && /^```/ {exit} inside' "$doc"
}

# matches EXPECTED ACTUAL: line by line, "..." matching any text.
matches() {
  local -a want got
  mapfile -t want <<<"$1"
  mapfile -t got <<<"$2"
  [[ ${#want[@]} -eq ${#got[@]} ]] || return 1
  local i pattern
  for i in "${!want[@]}"; do
    pattern="${want[$i]//\\/\\\\}"
    pattern="${pattern//\*/\\*}"
    pattern="${pattern//\?/\\?}"
    pattern="${pattern//\[/\\[}"
    pattern="${pattern//.../*}"
    # shellcheck disable=SC2053
    [[ "${got[$i]}" == $pattern ]] || return 1
  done
}

block c 1 >"$WORK/example.c"
if ! cc -std=c99 -Wall -Wextra -Wpedantic -Werror -I "$root/include" -o "$WORK/example" \
  "$WORK/example.c" -L "$build" -lpuzzletab -Wl,-rpath,"$build" 2>"$WORK/cc.log"; then
  fail "the C example does not compile: $(cat "$WORK/cc.log")"
else
  got="$(PUZZLETAB_TABLES="$TABLES" "$WORK/example" 2>&1)"
  if matches "$(block text 1)" "$got"; then
    passed=$((passed + 1))
  else
    fail "the C example printed [$got], docs/library.md says [$(block text 1)]"
  fi
fi

block python 1 >"$WORK/example.py"
got="$(PYTHONPATH="$build/python" PUZZLETAB_TABLES="$TABLES" /usr/bin/python3 "$WORK/example.py" 2>&1)"
if matches "$(block text 2)" "$got"; then
  passed=$((passed + 1))
else
  fail "the Python example printed [$got], docs/library.md says [$(block text 2)]"
fi

finish
