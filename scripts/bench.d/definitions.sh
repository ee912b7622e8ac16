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
# identical pieces with them told apart.
if [[ -n ${TWSEARCH_SAMPLES:-} && -x ${TWSEARCH:-} ]]; then
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

# Issue 42's side by side: every sample of TWSEARCH_SAMPLES that gen --def
# builds within DEF_LIMIT seconds (default 300), 10 scrambles of 8 random
# moves (the file's moves and sequences but its rotations, each turned once, as twsearch
# names them: seeded by the sample's name) answered by query --input moves and by twsearch -s (one
# process each for the 10, twsearch's pruning tables built in it): the
# lengths compared, and both times. Samples refused or over the limit are
# counted apart. Where --stats is exact (up to 2^27 ranks) its count at
# each distance is compared with twsearch -g's: among them pyramorphix,
# mastermorphix and the skewb diamond, whose moves bind the pieces beyond
# the ranking's invariants (as pyraminx.tws's do: 1,209,323,520 ranks for
# 302,330,880 positions; target 5 minutes each). A sample beyond a complete
# table gets pruning tables of PRUNING bytes (default 256M; twsearch gets
# the same as -M), each case QUERY_LIMIT seconds (default 60): the time
# compared is gen's and query's together against twsearch's, which builds
# its tables in the run; and query --build-pruning's alone, which builds
# them in its run too (no gen).
if [[ -n ${TWSEARCH_SAMPLES:-} && -x ${TWSEARCH:-} ]]; then
  built=0 same=0 refused=0 over=0 pruned=0 ahead=0 in_run_ahead=0
  pruning=${PRUNING:-256M}
  megabytes=$(numfmt --from=iec --to-unit=1048576 "$pruning")
  for file in "$TWSEARCH_SAMPLES"/*.tws; do
    name=$(basename "$file" .tws)
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
    puzzle=$(sed -n 's/.*the puzzle is named \([^ ]*\) .*/\1/p' "$BENCH/gen.err")
    puzzle=${puzzle:-$name}
    python3 - "$file" "$name" >"$BENCH/$name.scr" <<'PY'
import random, re, sys, zlib
# Not the whole-puzzle rotations (x, y2, UFv: names twsearch reads so),
# which no case of moves holds.
rotation = re.compile(r"[xyz]['2]?|[A-Z_]+v")
moves = [words[1] for words in map(str.split, open(sys.argv[1]))
         if len(words) > 1 and words[0] in ("Move", "MoveSequence")
         and not rotation.fullmatch(words[1])]
draw = random.Random(zlib.crc32(sys.argv[2].encode()))
for _ in range(10):
    print(" ".join(draw.choice(moves) for _ in range(8)))
PY
    start=$(date +%s%N)
    "$QUERY" --def "$file" --tables "$BENCH/samples" "$puzzle" --input moves \
      --time-limit "${QUERY_LIMIT:-60}" <"$BENCH/$name.scr" >"$BENCH/$name.ours" 2>"$BENCH/query.err" ||
      row "$name" "query --input moves" "FAILED: $(sort -u "$BENCH/query.err" | head -c 160)"
    ours_s=$(awk -v t=$(($(date +%s%N) - start)) 'BEGIN { printf "%.2f", t / 1e9 }')
    start=$(date +%s%N)
    # twsearch keeps the tables it built in its cache folder and reads them
    # in a later run: an empty one each time, so that it builds them here.
    rm -rf "$BENCH/twsearch-cache"
    XDG_CACHE_HOME="$BENCH/twsearch-cache" timeout 600 "$TWSEARCH" -M "$megabytes" -s "$file" \
      <"$BENCH/$name.scr" 2>/dev/null >"$BENCH/$name.theirs" || true
    theirs_s=$(awk -v t=$(($(date +%s%N) - start)) 'BEGIN { printf "%.2f", t / 1e9 }')
    if awk -v a="$gen_s" -v b="$ours_s" -v c="$theirs_s" 'BEGIN { exit !(a + b <= c) }'; then
      ahead=$((ahead + 1))
    fi
    ours=$(awk '{ print NF }' "$BENCH/$name.ours" | paste -sd' ')
    # The solution is the line before "Found 1 solution" (progress lines may
    # come between "Solving" and it).
    theirs=$(awk '/^Found [0-9]+ solution/ { print NF_before } { NF_before = NF }' "$BENCH/$name.theirs" | paste -sd' ')
    if [[ -z $ours || -z $theirs ]]; then
      verdict="NO ANSWERS: ours \"$ours\", twsearch's \"$theirs\""
    elif [[ $ours == "$theirs" ]]; then
      same=$((same + 1))
      verdict="the same lengths as twsearch ($ours)"
    else
      verdict="DIFFERENT lengths: ours $ours, twsearch's $theirs"
    fi
    if [[ -e $BENCH/samples/$puzzle.p1.ptab ]]; then
      pruned=$((pruned + 1))
      census="pruning tables of $pruning: $(ls "$BENCH/samples/$puzzle".p*.ptab | wc -l)"
      # The same cases with no gen: query --build-pruning builds the tables
      # in its run, as twsearch does, only as deep as the answers need.
      start=$(date +%s%N)
      "$QUERY" --def "$file" --build-pruning "$pruning" "$puzzle" --input moves \
        --time-limit "${QUERY_LIMIT:-60}" <"$BENCH/$name.scr" >"$BENCH/$name.in-run" 2>"$BENCH/query.err" || true
      in_run_s=$(awk -v t=$(($(date +%s%N) - start)) 'BEGIN { printf "%.2f", t / 1e9 }')
      in_run=$(awk '{ print NF }' "$BENCH/$name.in-run" | paste -sd' ')
      if [[ -n $in_run && $in_run == "$theirs" ]]; then
        census="$census; query --build-pruning $in_run_s s, the same lengths"
        awk -v a="$in_run_s" -v c="$theirs_s" 'BEGIN { exit !(a <= c) }' && in_run_ahead=$((in_run_ahead + 1))
      else
        census="$census; query --build-pruning $in_run_s s, DIFFERENT lengths: \"$in_run\""
      fi
    else
      stats=$("$QUERY" --def "$file" --tables "$BENCH/samples" "$puzzle" --stats || true)
      census="$(awk 'NR == 1 { print $2 }' <<<"$stats") positions"
      if grep -q "^estimated from" <<<"$stats"; then
        census="$census, --stats estimated (over 2^27 ranks)"
      else
        ours=$(awk '/^ +[0-9]+ +[0-9,]+ / { gsub(",", "", $2); print $1, $2 }' <<<"$stats" | paste -sd' ')
        theirs=$( (timeout 600 "$TWSEARCH" -g "$file" 2>/dev/null || true) | awk '/^Dist/ && $4 > 0 { print $2, $4 }' | paste -sd' ')
        if [[ -n $ours && $ours == "$theirs" ]]; then
          census="$census; --stats the same as twsearch -g"
        else
          census="$census; --stats DIFFERS from twsearch -g: \"$ours\" against \"$theirs\""
        fi
      fi
    fi
    row "$name" "gen --def ${gen_s} s; 10 of 8 moves" "$verdict; query $ours_s s, twsearch -s -M $megabytes $theirs_s s; $census"
    rm -f "$BENCH/samples"/*.ptab
  done
  row "twsearch samples" "gen --def and 10 scrambles each" "$built built ($pruned with pruning tables), $same answered with twsearch's lengths, $ahead with gen and query together no slower than twsearch, $in_run_ahead of the $pruned with query --build-pruning alone (no gen); $refused refused, $over over ${DEF_LIMIT:-300} s"
fi
