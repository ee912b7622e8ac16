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
grep -qF "msquare.ptab: truncated: 84 bytes, the header says $((80 + (1 << 40) * bits / 8))" \
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

finish
