# Every remedy works as printed (issue 38): each "run: gen ..." that query
# or gen prints, run as it stands (`gen` being the gen under test), in the
# folder and with the $PUZZLETAB_TABLES it was printed under, succeeds, and
# the command that printed it then succeeds. testlib.sh runs every remedy
# that any command-line test provokes through expect_err; this test
# provokes each kind: a table missing, damaged, truncated, of a format
# version with no block checksums, of another definition, differing from a
# fresh computation; folders that need quoting; $PUZZLETAB_TABLES.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
cd "$WORK" || exit 1
S="2 6 8 4 5 7 3 1"

# remedied "description" COMMAND...: COMMAND fails printing one remedy,
# which then succeeds, after which COMMAND does too.
remedied() {
  local what="$1"
  shift
  "$@" >out 2>err
  local status=$? remedy
  remedy="$(grep -o 'run: gen .*' err out | head -1 | sed 's/^[^:]*:run: //')"
  if [[ $status -eq 0 || -z $remedy ]]; then
    fail "$what: status $status, no remedy: $(cat err out)"
    return
  fi
  (gen() { "$GEN" "$@"; }; eval "$remedy") >remedy-out 2>&1 ||
    { fail "$what: the remedy [$remedy] fails: $(cat remedy-out)"; return; }
  "$@" >out 2>err && passed=$((passed + 1)) ||
    fail "$what: after [$remedy], status $?: $(cat err)"
}

remedied "a missing table" "$QUERY" --tables t msquare $S
cp "$TABLES/2x2x2.ptab" t/
for at in $(seq 80 4096 918000); do  # a byte of every block
  printf '\xff' | dd of=t/2x2x2.ptab bs=1 seek="$at" conv=notrunc status=none
done
remedied "a damaged block" "$QUERY" --tables t 2x2x2 "R U2 F' R2 U F2 R' U'"
printf 'x' | dd of=t/msquare.ptab bs=1 seek=20 conv=notrunc status=none
remedied "a damaged header" "$QUERY" --tables t msquare $S
truncate -s -1 t/msquare.ptab
remedied "a truncated table" "$QUERY" --tables t msquare $S
# A table of format version 1 (no block checksums), as gen wrote before.
fake() { /usr/bin/python3 "$TESTS/fake_table.py" "$@"; }
fake --reseal t/msquare.ptab 8 1
remedied "a table of format version 1" "$QUERY" --tables t msquare $S
mkdir "it's here" ./-x
remedied "a folder that needs quoting" "$QUERY" --tables "it's here" msquare $S
remedied "a folder named -x" "$QUERY" --tables ./-x msquare $S
mkdir env
PUZZLETAB_TABLES="$WORK/env" remedied "a missing table where \$PUZZLETAB_TABLES says" \
  env PUZZLETAB_TABLES="$WORK/env" "$QUERY" msquare $S

# A definition edited: its table is another definition's, which gen keeps
# unless forced; the remedy forces.
printf 'Name tri\nSet P 3 1\nSolved\nP\n1 2 3\nEnd\nMove A\nP\n2 1 3\nEnd\n' >tri.tws
"$GEN" --def tri.tws --out . >/dev/null
printf 'Move B\nP\n1 3 2\nEnd\n' >>tri.tws
remedied "a definition edited since its table" "$QUERY" --def tri.tws --tables . tri 1 3 2 0 0 0
# gen --check on a table intact to the reader whose entries differ from
# a fresh computation: the remedy forces gen to replace it.
mkdir c
"$GEN" msquare --out c >/dev/null
fake --reseal c/msquare.ptab 100 85 101 170
remedied "a table that differs from a fresh computation" "$GEN" msquare --check --out c

finish
