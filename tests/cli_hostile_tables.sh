# Hostile table files and folders: headers with valid checksums that claim
# huge payloads or the retired zstd codec, FIFOs and devices in place of a
# table, links planted where gen writes, unwritable folders, a table
# truncated under a running query. Refused with a message naming the file
# (exit 3 for a table, 4 for a failed write), never a hang, a crash or
# memory without bound.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"

# XXH64 (seed 0) in bash arithmetic, which wraps at 64 bits like the hash:
# enough to give a crafted header a valid checksum.
P1=0x9E3779B185EBCA87 P2=0xC2B2AE3D27D4EB4F P3=0x165667B19E3779F9 P4=0x85EBCA77C2B2AE63
rotl() { echo $((($1 << $2) | (($1 >> (64 - $2)) & ((1 << $2) - 1)))); }
xxh_round() { echo $(($(rotl $(($1 + $2 * P2)) 31) * P1)); }
# xxh64 FILE LENGTH: the hash of the file's first LENGTH bytes (a multiple
# of 32 plus a multiple of 8, as a header's 72 checksummed bytes are).
xxh64() {
  local -a bytes lanes=()
  read -ra bytes <<<"$(od -An -tu1 -v -N "$2" "$1" | tr '\n' ' ')"
  local i j v n=$2 h s
  for ((i = 0; i < n; i += 8)); do
    v=0
    for ((j = 7; j >= 0; j--)); do v=$(((v << 8) | bytes[i + j])); done
    lanes+=("$v")
  done
  local a1=$((P1 + P2)) a2=$P2 a3=0 a4=$((-P1))
  for ((s = 0; s + 4 <= n / 8; s += 4)); do
    a1=$(xxh_round $a1 "${lanes[s]}") a2=$(xxh_round $a2 "${lanes[s + 1]}")
    a3=$(xxh_round $a3 "${lanes[s + 2]}") a4=$(xxh_round $a4 "${lanes[s + 3]}")
  done
  h=$(($(rotl $a1 1) + $(rotl $a2 7) + $(rotl $a3 12) + $(rotl $a4 18)))
  for v in $a1 $a2 $a3 $a4; do h=$(((h ^ $(xxh_round 0 $v)) * P1 + P4)); done
  h=$((h + n))
  for (( ; s < n / 8; s++)); do h=$(($(rotl $((h ^ $(xxh_round 0 "${lanes[s]}"))) 27) * P1 + P4)); done
  h=$(((h ^ ((h >> 33) & 0x7FFFFFFF)) * P2))
  h=$(((h ^ ((h >> 29) & 0x7FFFFFFFF)) * P3))
  printf '%016x\n' $((h ^ ((h >> 32) & 0xFFFFFFFF)))
}
# put_le FILE OFFSET WIDTH VALUE: VALUE little-endian in WIDTH bytes.
put_le() {
  local i escapes=""
  for ((i = 0; i < $3; i++)); do escapes+=$(printf '\\%03o' $((($4 >> (8 * i)) & 255))); done
  printf "$escapes" | dd of="$1" bs=1 seek="$2" conv=notrunc status=none
}
seal() { put_le "$1" 72 8 "0x$(xxh64 "$1" 72)"; }
table="$TABLES/msquare.ptab"
[[ "$(xxh64 "$table" 72)" == "$(od -An -tx8 -j72 -N8 "$table" | tr -d ' ')" ]] &&
  passed=$((passed + 1)) || fail "the script's XXH64 does not reproduce msquare.ptab's header checksum"
bits=$(od -An -tu1 -j14 -N1 "$table" | tr -d ' ')

# craft NAME ENTRY_COUNT [CODEC]: msquare's header claiming ENTRY_COUNT
# entries (raw and stored sizes to match) in CODEC (default 0, raw), four
# bytes of payload, a valid header checksum.
craft() {
  mkdir -p "$WORK/$1"
  local out="$WORK/$1/msquare.ptab" size=$((($2 * bits + 7) / 8))
  head -c 84 "$table" >"$out"
  put_le "$out" 12 1 "${3:-0}"
  put_le "$out" 40 8 "$2"
  put_le "$out" 48 8 "$size"
  put_le "$out" 56 8 "$size"
  seal "$out"
}
craft huge-2g $(((1 << 34) / bits))
craft huge-1t $((1 << 40))
craft zstd "$(od -An -tu8 -j40 -N8 "$table" | tr -d ' ')" 1
CASE=(2 6 8 4 5 7 3 1)

# bounded COMMAND...: at most 10 s and 300 MB, far below what the headers
# claim. Address space is limited directly, except under AddressSanitizer,
# which reserves terabytes of it (with clang, linked in: ask the binary) and
# limits each allocation instead.
if ! (ulimit -v 300000 && "$QUERY" --help >/dev/null 2>&1) 2>/dev/null; then
  bounded() { ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}max_allocation_size_mb=300" timeout 10 "$@"; }
else
  bounded() { (ulimit -v 300000 && timeout 10 "$@"); }
fi
bounded_to_stderr() { bounded "$@" >&2; }

# Every way a table is read refuses each of them at once, in little memory.
for name in huge-2g huge-1t zstd; do
  dir="$WORK/$name"
  file="$dir/msquare.ptab"
  [[ $(stat -c %s "$file") -le 1024 ]] || fail "$name is larger than 1 KB"
  expect_err "query on $name" 3 "$file: " bounded "$QUERY" --tables "$dir" msquare "${CASE[@]}"
  expect_err "gen --check on $name" 3 "" bounded_to_stderr "$GEN" --check msquare --out "$dir"
  grep -qF "$file: " "$WORK/err" || fail "gen --check on $name does not name the file: $(cat "$WORK/err")"
  expect_err "gen --list on $name" 3 "" bounded_to_stderr "$GEN" --list msquare --out "$dir"
  grep -q "^msquare.ptab .*; run: gen msquare --out $dir\$" "$WORK/err" ||
    fail "gen --list on $name: $(cat "$WORK/err")"
  expect_err "query --help on $name: the whole help, status 3" 3 "(no answer here: $file: " \
    bounded_to_stderr "$QUERY" --tables "$dir" msquare --help
done
payload=$(((1 << 40) * bits / 8))  # and 8 bytes of checksum a 4 KiB block of it
grep -qF "msquare.ptab: truncated: 84 bytes, the header says $((80 + payload + (payload + 4095) / 4096 * 8))" \
  <(timeout 10 "$QUERY" --tables "$WORK/huge-1t" msquare "${CASE[@]}" 2>&1) ||
  fail "huge-1t is not refused for its size"
grep -qF "msquare.ptab: codec 1 (zstd, written by an earlier puzzletab) is no longer read; run: gen msquare" \
  <(timeout 10 "$QUERY" --tables "$WORK/zstd" msquare "${CASE[@]}" 2>&1) ||
  fail "a zstd table is not refused for its codec"

# A stored size of 2^64 - 80, which 80 bytes of header would wrap to 0.
mkdir "$WORK/huge" && cp "$table" "$WORK/huge/msquare.ptab"
put_le "$WORK/huge/msquare.ptab" 56 8 -80
seal "$WORK/huge/msquare.ptab"
expect_err "a stored size past 2^64" 3 "msquare.ptab: raw payload size disagrees with its stored size" \
  "$QUERY" --tables "$WORK/huge" msquare "${CASE[@]}"

# A FIFO (nobody writing) and a link to /dev/zero in place of the table:
# refused without reading, never waiting.
mkdir "$WORK/fifo" "$WORK/zero"
mkfifo "$WORK/fifo/msquare.ptab"
ln -s /dev/zero "$WORK/zero/msquare.ptab"
for kind in fifo zero; do
  dir="$WORK/$kind"
  what=$([[ $kind == fifo ]] && echo "a FIFO" || echo "a character device")
  want="$dir/msquare.ptab: not a regular file but $what; run: gen msquare --out $dir"
  expect_err "query on a $kind" 3 "$want" bounded "$QUERY" --tables "$dir" msquare "${CASE[@]}"
  expect_err "query --help on a $kind: the whole help, status 3" 3 "$want" \
    bounded_to_stderr "$QUERY" --tables "$dir" msquare --help
  expect_err "gen --list on a $kind" 3 "not a regular file but $what" \
    bounded_to_stderr "$GEN" --list msquare --out "$dir"
  expect_err "gen --check on a $kind" 3 "$want" \
    bounded_to_stderr "$GEN" --check msquare --out "$dir"
done

# A table whose entries were rewritten (the checksums made to match) is
# caught in unit tests (test_hostile_tables.cpp); remedies are quoted for
# the shell, and a folder starting with '-' is not taken for an option.
mkdir -p "$WORK/it's here" "$WORK/-x"
expect_err "a remedy quoted for the shell" 3 "run: gen msquare --out '$WORK/it'\\''s here'" \
  "$QUERY" --tables "$WORK/it's here" msquare "${CASE[@]}"
expect_err "a remedy for a folder named -x" 3 "msquare.ptab: missing; run: gen msquare --out ./-x" \
  bash -c 'cd "$1" && "$2" --tables=-x msquare 2 6 8 4 5 7 3 1' sh "$WORK" "$QUERY"

# gen's writes. A link planted at the table's path is replaced, never
# written through; nothing but the table is left in the folder.
mkdir "$WORK/out"
echo "precious" >"$WORK/victim"
ln -s "$WORK/victim" "$WORK/out/msquare.ptab"
"$GEN" msquare --out "$WORK/out" >/dev/null 2>"$WORK/err"
status=$?
[[ $status -eq 0 && "$(cat "$WORK/victim")" == precious && -f "$WORK/out/msquare.ptab" &&
  ! -L "$WORK/out/msquare.ptab" && "$(ls -A "$WORK/out")" == msquare.ptab ]] &&
  cmp -s "$WORK/out/msquare.ptab" "$table" && passed=$((passed + 1)) ||
  fail "gen over a planted link: status $status, victim $(cat "$WORK/victim"), folder $(ls -lA "$WORK/out")"

# The table's path is a folder: the rename fails, exit 4 with the reason,
# and the temporary file is gone.
mkdir -p "$WORK/dirtable/msquare.ptab"
expect_err "gen onto a folder" 4 "gen: cannot write $WORK/dirtable/msquare.ptab: Is a directory" \
  "$GEN" msquare --out "$WORK/dirtable"
[[ "$(ls -A "$WORK/dirtable")" == msquare.ptab ]] && passed=$((passed + 1)) ||
  fail "gen onto a folder left: $(ls -A "$WORK/dirtable")"

# Folders that cannot be written or created: exit 4, the path and the
# system's own reason.
expect_err "gen --out /proc/nonexistent" 4 "gen: cannot create the folder /proc/nonexistent: No such file or directory" \
  "$GEN" msquare --out /proc/nonexistent
# Nothing can create files in sysfs (Permission denied, or Read-only file
# system where it is mounted so): the reason is the write's, not a cleanup's.
expect_err "gen --out a folder nobody may write" 4 "gen: cannot write /sys/msquare.ptab: " \
  "$GEN" msquare --out /sys
grep -qF "No such file" "$WORK/err" && fail "gen --out /sys reports a cleanup's errno: $(cat "$WORK/err")"
expect_err "gen --out ''" 2 "--out" "$GEN" msquare --out ''

# A raw table truncated under a running query: the table's message and
# exit 3, not a bare SIGBUS. The query is answering its stream case by case.
mkdir "$WORK/live" && cp "$TABLES/clocks.ptab" "$WORK/live/"
live_query() { "$QUERY" --tables "$WORK/live" clocks 2>"$WORK/live-err"; echo "status $?"; }
talk_to LIVE live_query
echo "9 9 12 6 6 6 6 3 6" >&"$TO_LIVE"
read -r -t 10 first <&"$FROM_LIVE"
: >"$WORK/live/clocks.ptab"
echo "3 3 3 3 3 3 3 3 3" >&"$TO_LIVE"
read -r -t 10 last <&"$FROM_LIVE"
exec {TO_LIVE}>&- {FROM_LIVE}<&-
wait "$LIVE_PID" 2>/dev/null
[[ "$first" == "4 5 8 9" && "$last" == "status 3" ]] &&
  grep -qF "query: $WORK/live/clocks.ptab: changed or truncated while in use; run: gen clocks --out $WORK/live" "$WORK/live-err" &&
  passed=$((passed + 1)) || fail "a table truncated under a query: [$first] [$last] $(cat "$WORK/live-err")"

# A damaged table never answers (issue 38): tables over 64 KiB, whose
# blocks are checked as they are first read, damaged as the issue damaged
# the 3x3x3's large table: 0.2 % of their 128-byte rows set to 0xAA, or the
# whole payload 0xFF. Each query is refused (3) or answered exactly, in at
# most 10 s. (tests/test_cube3_large.cpp does the same to the real 3x3x3
# table in scripts/test's large tables' stage.)
fake() { /usr/bin/python3 "$TESTS/fake_table.py" "$@"; }
# damage_rows FILE: 0.2 % of the payload's 128-byte rows, spread evenly, all 0xAA.
# (One Python process a table: a head | tr | dd a row took 7,500 processes.)
damage_rows() {
  /usr/bin/python3 - "$1" <<'PYTHON'
import os, sys
with open(sys.argv[1], "r+b") as table:
    rows = (os.fstat(table.fileno()).st_size - 80) // 128
    step = rows // (rows // 500 + 1)
    for row in range(step // 2, rows, step):
        table.seek(80 + row * 128)
        table.write(b"\xaa" * 128)
PYTHON
}
mkdir "$WORK/rows" "$WORK/ff"
cp "$TABLES"/fifteen-663-*.ptab "$TABLES"/2x2x2.ptab "$TABLES"/skewb.ptab "$WORK/rows/"
for table in "$WORK/rows"/*.ptab; do damage_rows "$table"; done
# query (or --tables DIR) answers, or refuses a damaged table: never a
# wrong answer with status 0, and within 10 s.
exact_or_refused() {
  local what="$1" dir="$2" puzzle="$3"
  shift 3
  local want got status
  want="$("$QUERY" --tables "$TABLES" "$puzzle" "$@" <"${CASES:-/dev/null}")"
  got="$(timeout 10 "$QUERY" --tables "$dir" "$puzzle" "$@" <"${CASES:-/dev/null}" 2>"$WORK/err")"
  status=$?
  if [[ $status -eq 0 && "$got" == "$want" ]] ||
    { [[ $status -eq 3 ]] && grep -q "corrupt payload (block [0-9]* of [0-9]*: checksum mismatch); run: gen $puzzle --out $dir" "$WORK/err"; }; then
    passed=$((passed + 1))
  else
    fail "$what: status $status, [$got] against [$want]: $(cat "$WORK/err")"
  fi
}
KORF1="14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3"
exact_or_refused "fifteen, 0.2 % of the rows damaged" "$WORK/rows" fifteen --pdb 663 2 3 4 8 1 6 7 12 5 x 10 11 9 13 14 15
exact_or_refused "fifteen (Korf's #88), 0.2 % of the rows damaged" "$WORK/rows" fifteen --pdb 663 --goal korf 13 14 6 12 4 5 1 0 9 3 10 2 15 11 8 7
exact_or_refused "2x2x2, 0.2 % of the rows damaged" "$WORK/rows" 2x2x2 "R U2 F' R2 U F2 R' U'"
"$QUERY" --tables "$TABLES" 2x2x2 --random 200 --seed 3 >"$WORK/cases"
CASES="$WORK/cases" exact_or_refused "200 2x2x2 cases, 0.2 % of the rows damaged" "$WORK/rows" 2x2x2 -
exact_or_refused "skewb, 0.2 % of the rows damaged" "$WORK/rows" skewb --random 1 --seed 5 --format scramble
for table in fifteen-663-1 2x2x2; do
  info=$("$GEN" --list --tsv | awk -F'\t' -v f="$table.ptab" '$1 == f { print $2, $3, 4 - ($5 == "distance") * 2, $6, $4 }')
  read -r puzzle variant kind bits entries <<<"$info"
  fake "$WORK/ff/$table.ptab" "$puzzle" "$variant" "$kind" "$bits" "$entries" 255
done
cp "$TABLES"/fifteen-663-2.ptab "$TABLES"/fifteen-663-3.ptab "$WORK/ff/"
expect_err "fifteen, its first database all 0xFF" 3 "fifteen-663-1.ptab: corrupt payload (block " \
  timeout 10 "$QUERY" --tables "$WORK/ff" fifteen --pdb 663 2 3 4 8 1 6 7 12 5 x 10 11 9 13 14 15
expect_err "2x2x2 all 0xFF" 3 "2x2x2.ptab: corrupt payload (block " \
  timeout 10 "$QUERY" --tables "$WORK/ff" 2x2x2 "R U2 F' R2 U F2 R' U'"
# The 3x3x3's large table, 2.6 GB of zeros (a sparse file): refused at its
# first entry, by the library's verify too; the formats that need no
# table never map it, and a mapping that fails for want of address space
# is memory (4), not a damaged table.
mkdir "$WORK/cube"
fake "$WORK/cube/3x3x3-optimal.ptab" 3x3x3 5 4 2 10412359680
expect_err "3x3x3 with a large table of zeros" 3 \
  "3x3x3-optimal.ptab: corrupt payload (block " \
  timeout 10 "$QUERY" --tables "$WORK/cube" 3x3x3 "R U"
# answers_alone "description" WANT COMMAND...: COMMAND prints WANT alone, status 0.
answers_alone() {
  local what="$1" want="$2" got status
  shift 2
  got="$("$@" 2>"$WORK/err")"
  status=$?
  [[ $status -eq 0 && "$got" == "$want" && ! -s "$WORK/err" ]] && passed=$((passed + 1)) ||
    fail "$what: status $status, [$got]: $(cat "$WORK/err")"
}
answers_alone "3x3x3 --format twophase never reads the large table" "U' R'" \
  timeout 10 "$QUERY" --tables "$WORK/cube" 3x3x3 --format twophase "R U"
if (ulimit -v 1000000 && "$QUERY" --help >/dev/null 2>&1) 2>/dev/null; then
  answers_alone "twophase under 1 GB of address space" "U' R'" \
    bash -c 'ulimit -v 1000000 && exec "$@"' - "$QUERY" --tables "$WORK/cube" 3x3x3 --format twophase "R U"
  expect_err "the large table under 1 GB of address space: memory, not a damaged table" 4 \
    "query: 3x3x3: case 1: cannot map $WORK/cube/3x3x3-optimal.ptab (2,608,174,160 bytes): not enough memory or address space" \
    bash -c 'ulimit -v 1000000 && exec "$@"' - "$QUERY" --tables "$WORK/cube" 3x3x3 "R U"
  grep -q "run: " "$WORK/err" && fail "a mapping without memory gives a remedy: $(cat "$WORK/err")"
fi
"$QUERY" --tables "$WORK/cube" --version | grep -q "3x3x3-optimal.ptab: corrupt payload" &&
  passed=$((passed + 1)) || fail "query --version on a large table of zeros: $("$QUERY" --tables "$WORK/cube" --version)"

finish
