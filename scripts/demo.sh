#!/usr/bin/env bash
# The demo event, end to end through the `tourney` command, as an arbiter would run it:
# a 10-player chess round robin on SQLite from data/players.csv, every round paired by the
# Berger tables and played with seeded simulated results, standings printed, TRF exported,
# and the reports printed: PDF pairings, standings, crosstable and scoresheets, an HTML site.
#
#   scripts/demo.sh [OUT_DIR]      (default build/demo; TOURNEY=path/to/tourney, DEMO_SEED=N)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
tourney=${TOURNEY:-$root/build/tourney}
out=${1:-$root/build/demo}
seed=${DEMO_SEED:-2026}
event=$out/demo.tourney
players=$root/data/players.csv

mkdir -p "$out"
rm -rf "$event" "$out/demo.trf" "$out/site"

echo "== A new event"
"$tourney" new "$event" --name "Dhaka Spring Round Robin 2026" --game chess --system round-robin \
    --city Dhaka --start-date 2026-03-01 --end-date 2026-03-09 --chief-arbiter "Karim, Nadia"
"$tourney" player import "$event" "$players"
"$tourney" player list "$event"

# Ratings by start number, for the simulation.
ratings=$("$tourney" player list "$event" --format tsv | awk -F'\t' 'NR > 1 {printf "%s=%s ", $1, $3}')
player_count=$("$tourney" player list "$event" --format tsv | awk 'NR > 1' | wc -l)
rounds=$(( player_count % 2 == 0 ? player_count - 1 : player_count ))

# One game's result drawn from the Elo expectation: White scores E = 1 / (1 + 10^(-d/400)) on
# average, with d the rating difference plus a small first-move advantage; 30% of games
# (fewer when E is lopsided) are drawn. awk's generator is seeded per round, so every run of
# the demo plays the same event.
simulate_round() {
    awk -F'\t' -v seed="$1" -v ratings="$ratings" '
        BEGIN {
            srand(seed)
            split(ratings, pairs, " ")
            for (i in pairs) { split(pairs[i], kv, "="); rating[kv[1]] = kv[2] }
        }
        $3 != 0 {
            d = rating[$2] - rating[$3] + 35
            e = 1 / (1 + 10 ^ (-d / 400))
            draw = 0.30
            if (draw > 2 * e) draw = 2 * e
            if (draw > 2 * (1 - e)) draw = 2 * (1 - e)
            win = e - draw / 2
            u = rand()
            result = (u < win) ? "1-0" : (u < win + draw) ? "1/2-1/2" : "0-1"
            print $1, result
        }'
}

for (( round = 1; round <= rounds; round++ )); do
    echo
    echo "== Round $round"
    "$tourney" pair "$event" > /dev/null
    "$tourney" pairings "$event" --round "$round" --format tsv |
        simulate_round $(( seed * 100 + round )) |
        while read -r board result; do
            "$tourney" result "$event" "$round" "$board" "$result" > /dev/null
        done
    "$tourney" pairings "$event" --round "$round"
done

echo
echo "== Final standings"
"$tourney" standings "$event"

"$tourney" export "$event" --trf "$out/demo.trf"
echo
echo "== Exported $out/demo.trf"
cat "$out/demo.trf"

echo
echo "== Reports"
for kind in pairings standings crosstable scoresheets; do
    "$tourney" report "$event" "$kind" -o "$out/$kind.pdf"
done
"$tourney" publish "$event" --html "$out/site"
