# The puzzles from definitions (2x2x2, pyraminx, skewb): sourced by
# scripts/bench, which defines the helpers and paths. Targets: gen of the
# 2x2x2 <= 0.4 s and of the pyraminx <= 0.15 s (issue 23: what twsearch's
# -g, the same breadth-first search, took on this machine), <= 2 bits a
# position; a stream of all
# 3,674,160 2x2x2 positions >= 1,000,000 answers/s; 1,000 random-state
# scrambles at the WCA minimum distance < 0.1 s in one process; an exact
# --stats < 2 s.

for puzzle in 2x2x2 pyraminx skewb; do
  gen_s=$(best_seconds 3 /dev/null /dev/null "$GEN" --force "$puzzle" --out "$BENCH/tables")
  positions=$("$QUERY" "$puzzle" --stats | awk 'NR == 1 { gsub(",", "", $2); print $2 }')
  bytes=$(stat -c %s "$BENCH/tables/$puzzle.ptab")
  bits=$(awk -v b="$bytes" -v p="$positions" 'BEGIN { printf "%.3f", b * 8 / p }')
  case $puzzle in
    2x2x2) gen_target="<= 0.4" ;;
    pyraminx) gen_target="<= 0.15" ;;
    *) gen_target="<= 10" ;;
  esac
  row "$puzzle" "gen, $positions positions" "$gen_s s (target $gen_target), $bits bits a position with the header (target <= 2)"
  stats_s=$(seconds /dev/null /dev/null "$QUERY" "$puzzle" --stats)
  row "$puzzle" "--stats, every distance exact" "$stats_s s (target < 2)"
  scramble_s=$(best_seconds 3 /dev/null "$BENCH/$puzzle-scrambles.txt" \
    "$QUERY" "$puzzle" --random 1000 --format scramble --seed 1)
  row "$puzzle" "1,000 random-state scrambles, one process" "$scramble_s s (target < 0.1)"
done

# Every 2x2x2 position once, as the definition writes it: the 7 corners
# other than DLB (slot 7) in any order, the first six twisted freely and the
# last making the sum 0 modulo 3.
python3 - >"$BENCH/2x2x2-all.txt" <<'PY'
import itertools, sys
twists = [list(t) + [-sum(t) % 3] for t in itertools.product(range(3), repeat=6)]
out = []
for p in itertools.permutations([1, 2, 3, 4, 5, 6, 8]):
    pieces = " ".join(map(str, list(p[:6]) + [7, p[6]]))
    for t in twists:
        out.append(pieces + " " + " ".join(map(str, t[:6] + [0, t[6]])))
    if len(out) > 100000:
        sys.stdout.write("\n".join(out) + "\n")
        out = []
sys.stdout.write("\n".join(out) + "\n")
PY
stream_s=$(best_seconds 2 "$BENCH/2x2x2-all.txt" "$BENCH/2x2x2-all.out" "$QUERY" 2x2x2 --input position)
rate=$(awk -v s="$stream_s" -v n="$(wc -l <"$BENCH/2x2x2-all.txt")" 'BEGIN { printf "%d", n / s }')
row 2x2x2 "a stream of all 3,674,160 positions" "$stream_s s, $rate answers/s (target >= 1,000,000)"

# Definitions as twsearch's PuzzleGeometry writes them, all moves of the
# puzzle (tests/definitions: the 2x2x2 with all six faces, 88,179,840
# positions; the Skewb with all eight corner turns, 37,791,360), built by
# gen --def as twsearch's -g would count them.
for def in pg-2x2x2 pg-skewb; do
  gen_s=$(seconds /dev/null /dev/null "$GEN" --force --def "$root/tests/definitions/$def.tws" --out "$BENCH/tables")
  positions=$(od -An -tu8 -j40 -N8 "$BENCH/tables/$def.ptab" | tr -d ' ')  # the header's entry count
  row "$def" "gen --def, $positions positions" "$gen_s s"
done

# Issue 42's counting: gen --count (Schreier-Sims) on every definition of a
# folder of twsearch's samples (TWSEARCH_SAMPLES, its samples/main), beside
# twsearch's own --schreiersims (TWSEARCH, the binary built with its
# Makefile), which prints the order as a long double (about 19 digits):
# the same within 1e-17 of the order. Both count a definition with
# identical pieces with them told apart. BENCH_COUNT=0 leaves it out (the
# big cubes take minutes).
if [[ -n ${TWSEARCH_SAMPLES:-} && -x ${TWSEARCH:-} && ${BENCH_COUNT:-1} == 1 ]]; then
  counted=0 agreed=0 refused=0 over=0
  for file in "$TWSEARCH_SAMPLES"/*.tws; do
    name=$(basename "$file" .tws)
    start=$(date +%s%N)
    if ! ours=$(timeout "${COUNT_LIMIT:-120}" "$GEN" --count "$file" 2>"$BENCH/count.err"); then
      if [[ -s $BENCH/count.err ]]; then refused=$((refused + 1)); else over=$((over + 1)); fi
      row "$name" "gen --count" "$(head -c 120 "$BENCH/count.err")"
      continue
    fi
    ms=$((($(date +%s%N) - start) / 1000000))
    counted=$((counted + 1))
    order=$(awk '{ print $2 }' <<<"$ours")
    theirs=$(timeout 300 "$TWSEARCH" --schreiersims "$file" 2>/dev/null | awk '/extends size to/ { s = $NF } END { print s }')
    verdict=$(python3 -c '
import sys
from decimal import Decimal, getcontext
getcontext().prec = 50
ours, theirs = Decimal(sys.argv[1]), sys.argv[2]
if not theirs:
    print("twsearch: no count")
elif abs(ours - Decimal(theirs)) <= ours * Decimal("1e-17"):
    print("same as twsearch")
else:
    print("DIFFERS from twsearch " + theirs)
' "$order" "$theirs")
    [[ $verdict == "same as twsearch" ]] && agreed=$((agreed + 1))
    row "$name" "gen --count" "${ours#*: }, $ms ms; $verdict"
  done
  row "twsearch samples" "gen --count" "$counted counted ($agreed the same as twsearch's), $refused refused, $over over ${COUNT_LIMIT:-120} s"
fi

# Issue 42's side by side: every sample of TWSEARCH_SAMPLES, 10 scrambles
# of 8 random moves (the file's moves and sequences but its rotations, each
# turned once, as twsearch names them; seeded by the sample's name; where the
# file has Illegal lines, each move drawn among those that leave a position
# no line forbids, as a bandaged puzzle turns) answered by query --def FILE
# --build-pruning PRUNING --input moves and by twsearch -M PRUNING -s (one
# process each for the 10, both building their tables in the run, twsearch's
# table cache emptied first): the lengths compared, and both times, each
# given QUERY_LIMIT seconds (default 30) for the ten. With
# BENCH_GEN=1, also gen --def's complete tables (DEF_LIMIT seconds, default
# 300) and query over them, gen's time counted; where --stats is exact (up to
# 2^27 ranks) its count at each distance is compared with twsearch -g's:
# among them pyramorphix, mastermorphix and the skewb diamond, whose moves
# bind the pieces beyond the ranking's invariants (target 5 minutes each).
if [[ -n ${TWSEARCH_SAMPLES:-} && -x ${TWSEARCH:-} ]]; then
  samples=0 same=0 ahead=0 theirs_answered=0 ours_total=0 theirs_total=0
  built=0 refused=0 over=0 gen_same=0
  pruning=${PRUNING:-64M}
  megabytes=$(numfmt --from=iec --to-unit=1048576 "$pruning")
  limit=${QUERY_LIMIT:-30}
  for file in "$TWSEARCH_SAMPLES"/*.tws; do
    name=$(basename "$file" .tws)
    samples=$((samples + 1))
    # query's name for the puzzle (gen says which when the file's is not one).
    puzzle=$( ("$GEN" --def "$file" --list 2>&1 || true) | sed -n 's/.*the puzzle is named \([^ ]*\) .*/\1/p')
    puzzle=${puzzle:-$name}
    python3 - "$file" "$name" "$QUERY" "$puzzle" >"$BENCH/$name.scr" <<'PY'
import random, re, subprocess, sys, zlib
file, name, query, puzzle = sys.argv[1:5]
# Not the whole-puzzle rotations (x, y2, UFv: names twsearch reads so),
# which no case of moves holds.
rotation = re.compile(r"[xyz]['2]?|[A-Z_]+v")
lines = [line.split() for line in open(file)]
moves = [words[1] for words in lines
         if len(words) > 1 and words[0] in ("Move", "MoveSequence")
         and not rotation.fullmatch(words[1])]
illegal = any(words and words[0] == "Illegal" for words in lines)
draw = random.Random(zlib.crc32(name.encode()))

def powers():
    """Each Move's powers, named as twsearch names them (R, R2, R2', R'
    for order 5): a bandaged puzzle turns a layer by several units at once,
    through positions an Illegal line forbids."""
    orientations = {w[1]: int(w[3]) if len(w) > 3 else 1 for w in lines if w[:1] == ["Set"]}
    names = []
    i = 0
    while i < len(lines):
        words = lines[i]
        i += 1
        if words[:1] != ["Move"] or rotation.fullmatch(words[1]):
            continue
        move = {}
        while lines[i][:1] != ["End"]:
            if lines[i] and lines[i][0] in orientations:
                set_name = lines[i][0]
                perm = [int(v) - 1 for v in lines[i + 1]]
                nxt = lines[i + 2] if i + 2 < len(lines) else []
                twist = ([int(v) for v in nxt] if nxt and len(nxt) == len(perm) and
                         all(v.isdigit() for v in nxt) else [0] * len(perm))
                move[set_name] = (perm, twist)
                i += 3 if twist != [0] * len(perm) or (nxt and nxt[0].isdigit()) else 2
            else:
                i += 1
        start = {k: (list(range(len(p))), [0] * len(p)) for k, (p, _) in move.items()}
        state, order = start, 0
        while True:
            state = {k: ([state[k][0][p] for p in move[k][0]],
                         [(state[k][1][p] + t) % orientations[k] for p, t in zip(*move[k])])
                     for k in state}
            order += 1
            if state == start or order > 1000:
                break
        for power in range(1, order):
            turns = power if 2 * power <= order else order - power
            names.append(words[1] + (str(turns) if turns > 1 else "") +
                         ("'" if 2 * power > order else ""))
    return names

def legal(sequence):
    shown = subprocess.run([query, "--def", file, "--build-pruning", "1M", puzzle, "--input",
                            "moves", "--show", " ".join(sequence)], capture_output=True)
    return shown.returncode == 0

if illegal:
    moves = powers()
for _ in range(10):
    sequence = []
    while len(sequence) < 8:
        move = draw.choice(moves)
        if not illegal or legal(sequence + [move]):
            sequence.append(move)
    print(" ".join(sequence))
PY
    rm -rf "$BENCH/twsearch-cache"
    start=$(date +%s%N)
    # twsearch keeps the tables it built in its cache folder and reads them
    # in a later run: an empty one each time, so that it builds them here.
    XDG_CACHE_HOME="$BENCH/twsearch-cache" timeout "$limit" "$TWSEARCH" -M "$megabytes" -s "$file" \
      <"$BENCH/$name.scr" 2>/dev/null >"$BENCH/$name.theirs" || true
    theirs_ms=$((($(date +%s%N) - start) / 1000000))
    # The solution is the line before "Found 1 solution" (progress lines may
    # come between "Solving" and it).
    theirs=$(awk '/^Found [0-9]+ solution/ { print NF_before } { NF_before = NF }' "$BENCH/$name.theirs" | paste -sd' ')
    start=$(date +%s%N)
    timeout "$limit" "$QUERY" --def "$file" --build-pruning "$pruning" "$puzzle" --input moves \
      <"$BENCH/$name.scr" >"$BENCH/$name.ours" 2>"$BENCH/query.err" || true
    ours_ms=$((($(date +%s%N) - start) / 1000000))
    ours=$(awk '{ print NF }' "$BENCH/$name.ours" | paste -sd' ')
    [[ $(wc -w <<<"$theirs") == 10 ]] && theirs_answered=$((theirs_answered + 1))
    if [[ $(wc -w <<<"$ours") == 10 && $ours == "$theirs" ]]; then
      same=$((same + 1))
      ours_total=$((ours_total + ours_ms))
      theirs_total=$((theirs_total + theirs_ms))
      ((ours_ms <= theirs_ms)) && ahead=$((ahead + 1))
      verdict="the same lengths as twsearch ($ours)"
    elif [[ -z $theirs ]]; then
      verdict="twsearch no answer; ours \"$ours\" $(head -c 100 "$BENCH/query.err")"
    else
      verdict="NOT the same: ours \"$ours\", twsearch's \"$theirs\" $(head -c 100 "$BENCH/query.err")"
    fi
    row "$name" "10 of 8 moves, tables built in the run" "$verdict; query --build-pruning $ours_ms ms, twsearch -M $megabytes -s $theirs_ms ms"
    [[ ${BENCH_GEN:-0} == 1 ]] || continue
    start=$(date +%s%N)
    status=0
    timeout "${DEF_LIMIT:-300}" "$GEN" --force --def "$file" --out "$BENCH/samples" \
      --pruning "$pruning" >/dev/null 2>"$BENCH/gen.err" || status=$?
    gen_s=$(awk -v t=$(($(date +%s%N) - start)) 'BEGIN { printf "%.1f", t / 1e9 }')
    if ((status == 124)); then
      over=$((over + 1))
      row "$name" "gen --def" "over ${DEF_LIMIT:-300} s"
      continue
    elif ((status != 0)); then
      refused=$((refused + 1))
      row "$name" "gen --def" "refused: $(grep -v 'the puzzle is named' "$BENCH/gen.err" | head -c 100)"
      continue
    fi
    built=$((built + 1))
    start=$(date +%s%N)
    "$QUERY" --def "$file" --tables "$BENCH/samples" "$puzzle" --input moves \
      --time-limit "$limit" <"$BENCH/$name.scr" >"$BENCH/$name.gen-ours" 2>"$BENCH/query.err" || true
    gen_ours_s=$(awk -v t=$(($(date +%s%N) - start)) 'BEGIN { printf "%.2f", t / 1e9 }')
    gen_ours=$(awk '{ print NF }' "$BENCH/$name.gen-ours" | paste -sd' ')
    [[ -n $gen_ours && $gen_ours == "$theirs" ]] && gen_same=$((gen_same + 1))
    census=""
    if [[ ! -e $BENCH/samples/$puzzle.p1.ptab ]]; then
      stats=$("$QUERY" --def "$file" --tables "$BENCH/samples" "$puzzle" --stats || true)
      census="; $(awk 'NR == 1 { print $2 }' <<<"$stats") positions"
      if grep -q "^estimated from" <<<"$stats"; then
        census="$census, --stats estimated (over 2^27 ranks)"
      else
        counts=$(awk '/^ +[0-9]+ +[0-9,]+ / { gsub(",", "", $2); print $1, $2 }' <<<"$stats" | paste -sd' ')
        theirs_counts=$( (timeout 600 "$TWSEARCH" -g "$file" 2>/dev/null || true) | awk '/^Dist/ && $4 > 0 { print $2, $4 }' | paste -sd' ')
        if [[ -n $counts && $counts == "$theirs_counts" ]]; then
          census="$census; --stats the same as twsearch -g"
        else
          census="$census; --stats DIFFERS from twsearch -g: \"$counts\" against \"$theirs_counts\""
        fi
      fi
    fi
    row "$name" "gen --def, then query" "gen ${gen_s} s, query $gen_ours_s s, lengths \"$gen_ours\"$census"
    rm -f "$BENCH/samples"/*.ptab
  done
  row "twsearch samples" "query --build-pruning $pruning, 10 of 8 moves each" "$same of $samples answered with twsearch's lengths, $ahead of them no slower than twsearch ($ours_total ms in all against $theirs_total); twsearch answered $theirs_answered"
  if [[ ${BENCH_GEN:-0} == 1 ]]; then
    row "twsearch samples" "gen --def, then query" "$built built, $gen_same answered with twsearch's lengths; $refused refused, $over over ${DEF_LIMIT:-300} s"
  fi
fi
