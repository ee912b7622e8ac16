# Command-line tests of query --stats on msquare (the counts themselves are
# checked against a plain BFS in tests/test_census.cpp), then on solitaire,
# whose 4 x 10^11 positions are estimated from a sample.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
Q=("$QUERY" --tables "$TABLES")

check() { # description, condition (evaluated)
  if eval "$2"; then passed=$((passed + 1)); else fail "$1"; fi
}

"${Q[@]}" msquare --stats >"$WORK/text" 2>"$WORK/err"
status=$?
check "--stats exits 0" "[[ $status -eq 0 && ! -s $WORK/err ]]"
check "heading" "[[ \$(sed -n 1p $WORK/text) == 'msquare: 40,320 positions that reach the goal' ]]"
check "column heads" "[[ \$(sed -n 2p $WORK/text) == 'distance  positions' ]]"
# Rows 0..22: the distance, the count with thousands separators, a bar.
rows="$(sed -n '3,25p' "$WORK/text")"
check "23 rows, distances 0..22 in order" \
  "[[ \$(awk '{print \$1}' <<<\"\$rows\" | tr '\n' ' ') == '$(seq -s ' ' 0 22) ' ]]"
check "80 columns when not a terminal: the longest bar fills them" \
  "[[ \$(awk '{ if (length > m) m = length } END { print m }' $WORK/text) -eq 80 ]]"
check "God's number 22 (IOI'96's analysis)" \
  "grep -qE \"^God's number \\(the largest distance\\): 22, for [0-9,]+ positions?[:;]\" $WORK/text"
check "average line" "grep -qE '^average distance: [0-9]+\\.[0-9]{6}$' $WORK/text"

"${Q[@]}" msquare --stats --format json >"$WORK/json"
check "json: one line" "[[ \$(wc -l <$WORK/json) -eq 1 ]]"
if command -v python3 >/dev/null; then
  check "json: well formed, counts summing to 8!, God's number 22, mean of the counts" "python3 -c '
import json, sys
s = json.load(open(sys.argv[1]))
c = s[\"counts\"]
assert s[\"puzzle\"] == \"msquare\" and s[\"positions\"] == sum(c) == 40320 and s[\"unsolvable\"] == 0
assert s[\"gods_number\"] == len(c) - 1 == 22 and c[-1] > 0
assert abs(s[\"average_distance\"] - sum(d * n for d, n in enumerate(c)) / sum(c)) < 1e-6
assert len(s[\"farthest\"]) == min(5, c[-1]) and s[\"farthest_sampled_from\"] == 0
' $WORK/json"
else
  check "json: an object with the fields" "grep -qE '^\\{\"puzzle\":\"msquare\",\"positions\":40320,.*\"gods_number\":22,.*\\}$' $WORK/json"
fi
# The text's counts are the JSON's.
check "text counts equal json counts" "[[ \"\$(awk '{gsub(\",\", \"\", \$2); printf \"%s,\", \$2}' <<<\"\$rows\")\" == \"\$(sed 's/.*\"counts\":\\[\\([0-9,]*\\)\\].*/\\1/' $WORK/json),\" ]]"

# The farthest sheets: cases that query answers at distance 22, the same in both reports.
sed -n '/^God/,$p' "$WORK/text" | tail -n +2 >"$WORK/farthest"
check "farthest: 1 to 5 cases" "[[ \$(wc -l <$WORK/farthest) -ge 1 && \$(wc -l <$WORK/farthest) -le 5 ]]"
check "farthest cases are at distance 22" \
  "[[ \$(\"\${Q[@]}\" msquare <$WORK/farthest | awk 'NR % 2 == 1' | sort -u) == 22 ]]"
check "the json lists the same cases" \
  "[[ \$(sed 's/.*\"farthest\":\\[\\([^]]*\\)\\].*/\\1/' $WORK/json | tr -d '\"' | tr , '\n') == \$(cat $WORK/farthest) ]]"

# Options of the puzzle still apply: from the sheet one A away from the
# initial one, the initial sheet is at distance 1 and the start at 0.
expect_out "--from: the start is the one position at distance 0" "msquare: 40,320 positions that reach the goal
distance  positions
       0          1  ." \
  bash -c "$(printf '%q ' "${Q[@]}") msquare --from '8 7 6 5 4 3 2 1' --stats | head -3"

expect_err "--stats takes no case" 2 'query: msquare: --stats takes no case, got "1"' \
  "${Q[@]}" msquare --stats 1 2 3 4 5 6 7 8
expect_err "--stats excludes --random" 2 "--stats excludes --random" "${Q[@]}" msquare --stats --random 3
expect_err "--stats with a bad --from" 2 "msquare: --from: expected 8 distinct integers 1..8" \
  "${Q[@]}" msquare --stats --from "1 1 2 3 4 5 6 7"

"${Q[@]}" solitaire --stats >"$WORK/sol" 2>"$WORK/err"
status=$?
check "solitaire --stats exits 0" "[[ $status -eq 0 && ! -s $WORK/err ]]"
check "solitaire: heading says the count is beyond counting" \
  "[[ \$(sed -n 1p $WORK/sol) == 'solitaire: 403,702,661,376 pairs of positions, a case each (its distance: from the first to the second), too many to count here' ]]"
check "solitaire: the sample named" "grep -qx 'estimated from 200 random pairs (seed 0), solved:' $WORK/sol"
rows="$(sed -n '/^distance/,/^average/p' "$WORK/sol" | sed '1d;$d')"
check "solitaire: the sample's counts add up to 200" \
  "[[ \$(awk '{ s += \$2 } END { print s }' <<<\"\$rows\") -eq 200 ]]"
largest="$(sed -n 's/^the largest distance among them: \([0-9]*\),.*/\1/p' "$WORK/sol")"
check "solitaire: the largest distance is the last row's" "[[ -n '$largest' && \$(tail -1 <<<\"\$rows\" | awk '{ print \$1 }') == '$largest' ]]"
sed -n '/^the largest/,$p' "$WORK/sol" | tail -n +2 >"$WORK/sol-far"
check "solitaire: the farthest sampled pairs are at that distance" \
  "[[ -s $WORK/sol-far && \$(\"\${Q[@]}\" solitaire --format json <$WORK/sol-far | grep -o '\"distance\":[0-9]*' | sort -u) == '\"distance\":$largest' ]]"
check "solitaire: the same report again (seed 0)" "[[ \$(\"\${Q[@]}\" solitaire --stats) == \$(cat $WORK/sol) ]]"
"${Q[@]}" solitaire --stats --format json >"$WORK/sol.json"
if command -v python3 >/dev/null; then
  check "solitaire json: estimated, the sample's counts, average and largest" "python3 -c '
import json, sys
s = json.load(open(sys.argv[1]))
c = s[\"sample_counts\"]
assert s[\"estimated\"] is True and s[\"sample_size\"] == sum(c) == 200 and s[\"near_goal_counts\"] == []
assert s[\"positions\"] == 403702661376 and s[\"sample_largest_distance\"] == len(c) - 1 == $largest
assert abs(s[\"sample_average_distance\"] - sum(d * n for d, n in enumerate(c)) / 200) < 1e-6
' $WORK/sol.json"
fi

finish
