# Tables as artifacts: installation, the reproducible package, damaged files
# tried systematically, and queries running while gen rewrites the tables.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
ROOT="$(cd "$TABLES/.." && pwd)"
BUILD="$(dirname "$QUERY")"

# Install into a prefix, move it: the installed query finds its own tables.
cmake --install "$BUILD" --prefix "$WORK/prefix" >/dev/null
mv "$WORK/prefix" "$WORK/moved"
expect_out "installed query, no options" $'7\nBCABCCB' "$WORK/moved/bin/query" msquare 2 6 8 4 5 7 3 1
printf 'junk' >>"$WORK/moved/share/puzzletab/tables/msquare.ptab"
expect_err "installed query reads the installed tables" 3 "$WORK/moved/share/puzzletab/tables/msquare.ptab: trailing bytes" \
  "$WORK/moved/bin/query" msquare 2 6 8 4 5 7 3 1

# gen --list: a readable table, exit 3 when a table is missing.
"$GEN" --list --out "$TABLES" >"$WORK/list" && grep -q '^msquare.ptab .* ok$' "$WORK/list" &&
  passed=$((passed + 1)) || fail "gen --list: $(cat "$WORK/list")"
mkdir "$WORK/none"
"$GEN" --list --out "$WORK/none" >"$WORK/list"
status=$?
[[ $status -eq 3 ]] && grep -q "^msquare.ptab .*missing; run: gen msquare" "$WORK/list" &&
  passed=$((passed + 1)) || fail "gen --list with tables missing: status $status, $(cat "$WORK/list")"

# The package is byte-for-byte reproducible, self-checking and compressed
# (the raw tables take less than half their size in it).
PUZZLETAB_GEN="$GEN" "$ROOT/scripts/package-tables" --tables "$TABLES" --out "$WORK/a.tar.zst" >/dev/null 2>&1
sleep 1.1
cp -r "$TABLES" "$WORK/copy" && touch "$WORK/copy"/*
PUZZLETAB_GEN="$GEN" "$ROOT/scripts/package-tables" --tables "$WORK/copy" --out "$WORK/b.tar.zst" >/dev/null 2>&1
if cmp -s "$WORK/a.tar.zst" "$WORK/b.tar.zst" && mkdir "$WORK/x" && tar --zstd -xf "$WORK/a.tar.zst" -C "$WORK/x" &&
  (($(stat -c %s "$WORK/a.tar.zst") * 2 < $(du -cb "$TABLES"/*.ptab | tail -1 | cut -f1))) &&
  (cd "$WORK/x"/puzzletab-tables-* && sha256sum --quiet -c SHA256SUMS && grep -q '^msquare.ptab' MANIFEST.tsv); then
  passed=$((passed + 1))
else
  fail "package-tables: two packs differ or do not verify"
fi

# Without --out the package goes to the current folder, and a good run
# says only where it is.
mkdir "$WORK/here"
(cd "$WORK/here" && PUZZLETAB_GEN="$GEN" "$ROOT/scripts/package-tables" --tables "$TABLES" >"$WORK/out" 2>"$WORK/err")
status=$?
[[ $status -eq 0 && ! -s "$WORK/err" && -f "$WORK/here/puzzletab-tables-2.tar.zst" ]] &&
  grep -q "^$WORK/here/puzzletab-tables-2.tar.zst: [0-9]* bytes, sha256 " "$WORK/out" &&
  passed=$((passed + 1)) || fail "package-tables into the current folder: status $status, $(cat "$WORK/out" "$WORK/err")"
"$ROOT/scripts/package-tables" --help >"$WORK/help" && grep -q '^usage: scripts/package-tables' "$WORK/help" && passed=$((passed + 1)) ||
  fail "package-tables --help has no usage line"

# gen keeps a table that is present and intact, rebuilds a damaged one,
# and rebuilds any with --force (a new file: gen writes and renames).
mkdir "$WORK/kept" && cp "$TABLES/msquare.ptab" "$WORK/kept/"
inode=$(stat -c %i "$WORK/kept/msquare.ptab")
expect_out "gen keeps an intact table" "$WORK/kept/msquare.ptab: present and intact (whole payload checksummed), kept; --force rebuilds it" \
  "$GEN" msquare --out "$WORK/kept"
[[ $(stat -c %i "$WORK/kept/msquare.ptab") == "$inode" ]] && passed=$((passed + 1)) || fail "gen rewrote an intact table"
printf 'junk' >>"$WORK/kept/msquare.ptab"
"$GEN" msquare --out "$WORK/kept" >"$WORK/out"
grep -q "msquare.ptab: 40320 states" "$WORK/out" && cmp -s "$WORK/kept/msquare.ptab" "$TABLES/msquare.ptab" &&
  passed=$((passed + 1)) || fail "gen did not rebuild a damaged table: $(cat "$WORK/out")"
inode=$(stat -c %i "$WORK/kept/msquare.ptab")
"$GEN" --force msquare --out "$WORK/kept" >"$WORK/out"
grep -q "msquare.ptab: 40320 states" "$WORK/out" && [[ $(stat -c %i "$WORK/kept/msquare.ptab") != "$inode" ]] &&
  passed=$((passed + 1)) || fail "gen --force kept the table: $(cat "$WORK/out")"
expect_err "--force with --check" 2 "--check excludes --force" "$GEN" --force --check msquare --out "$WORK/kept"

# Damaged copies of the msquare table, opened by a query and by gen --list:
# exit 3, the file named, no answer printed. Every header byte (every
# fourth under the sanitizers), seeded payload bytes, truncation at every
# header field. (test_damaged_tables.cpp does the same to every committed
# table inside one process, sanitized too.)
damaged_cases=0
check_damage() { # description
  local out status
  damaged_cases=$((damaged_cases + 1))
  out="$("$GEN" --list msquare --out "$WORK/bad" 2>&1)"
  status=$?
  [[ $status -eq 3 ]] && grep -q "^msquare.ptab .*run: gen msquare" <<<"$out" || { fail "gen --list on $1: $status $out"; return; }
  out="$("$QUERY" --tables "$WORK/bad" msquare 2 6 8 4 5 7 3 1 2>"$WORK/err")"
  status=$?
  [[ $status -eq 3 && -z "$out" ]] && grep -qF "$WORK/bad/msquare.ptab: " "$WORK/err" ||
    { fail "query on $1: status $status, stdout [$out], stderr $(cat "$WORK/err")"; return; }
  passed=$((passed + 1))
}
table="$TABLES/msquare.ptab"
size=$(stat -c %s "$table")
mkdir -p "$WORK/bad"
header_step=$((80 / $(sampled 80 20)))
for ((at = 0; at < 80; at += header_step)); do
  cp "$table" "$WORK/bad/msquare.ptab"
  byte=$(od -An -tu1 -j "$at" -N1 "$table" | tr -d ' ')
  printf "$(printf '\\%03o' $(((byte + 1) & 255)))" | dd of="$WORK/bad/msquare.ptab" bs=1 seek="$at" conv=notrunc status=none
  check_damage "header byte $at changed"
done
RANDOM=7
for ((i = 0; i < $(sampled 40); i++)); do
  at=$((80 + (RANDOM * 32768 + RANDOM) % (size - 80)))
  cp "$table" "$WORK/bad/msquare.ptab"
  byte=$(od -An -tu1 -j "$at" -N1 "$table" | tr -d ' ')
  printf "$(printf '\\%03o' $(((byte ^ (1 + RANDOM % 255)) & 255)))" | dd of="$WORK/bad/msquare.ptab" bs=1 seek="$at" conv=notrunc status=none
  check_damage "payload byte $at changed"
done
for len in 0 1 8 10 12 13 14 15 16 32 36 40 48 56 64 72 79 80 81 $((size / 3)) $((size - 1)); do
  head -c "$len" "$table" >"$WORK/bad/msquare.ptab"
  check_damage "truncated to $len bytes"
done
rm -f "$WORK/bad/msquare.ptab" && mkdir "$WORK/bad/msquare.ptab"
check_damage "a folder in place of the table"
rmdir "$WORK/bad/msquare.ptab"
echo "damaged-table cases tried on the command line: $damaged_cases"

# Queries in a loop while gen rewrites the same tables: never a failure,
# never a partial file (gen writes a temporary file and renames it).
cp -r "$TABLES" "$WORK/live"
(for ((i = 0; i < $(sampled 60); i++)); do "$GEN" --force msquare --out "$WORK/live" >/dev/null || exit 1; done) &
writer=$!
bad_answers=0
for ((i = 0; i < $(sampled 300); i++)); do
  out="$("$QUERY" --tables "$WORK/live" msquare 2 6 8 4 5 7 3 1 2>&1)"
  [[ "$out" == $'7\nBCABCCB' ]] || bad_answers=$((bad_answers + 1))
done
wait "$writer" && [[ $bad_answers -eq 0 ]] && [[ -z "$(ls "$WORK/live" | grep -v '\.ptab$')" ]] &&
  passed=$((passed + 1)) || fail "concurrent regeneration: $bad_answers bad answers"

finish
