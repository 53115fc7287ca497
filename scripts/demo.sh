#!/usr/bin/env bash
# The demo event, end to end through the `tourney` command, as an arbiter would run it:
# a 10-player chess round robin on SQLite from data/players.csv, every round paired by the
# Berger tables and played with seeded simulated results, standings printed, the prize list,
# FIDE rating changes, title norms and the winner's card, TRF exported,
# and the reports printed: PDF pairings, standings, crosstable and scoresheets, an HTML site.
# Then the same players in a five-round Swiss event (FIDE Dutch system) with forbidden pairs, a
# requested bye, a withdrawal and a late entry. Last, a Chaturaji event at tables of four: 16
# players in a round robin of tables (everyone meets everyone once in five rounds, seats
# balanced), results entered as each seat's game points, standings by placement points.
#
#   scripts/demo.sh [OUT_DIR]      (default build/demo; TOURNEY=path/to/tourney, DEMO_SEED=N)
#
# TOURNEY_EVENTS says where the three events are kept: OUT_DIR by default (demo.tourney,
# swiss.tourney and chaturaji.tourney), or a PostgreSQL server, as an address ending in '/' such as
# postgresql://tourney@127.0.0.1:5432/ : the events are then its databases `demo`, `swiss` and `chaturaji`,
# which `tourney new` creates (an earlier demo's are dropped first, with psql).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
tourney=${TOURNEY:-$root/build/tourney}
out=${1:-$root/build/demo}
seed=${DEMO_SEED:-2026}
events=${TOURNEY_EVENTS:-$out/}
players=$root/data/players.csv

# The location of the demo's event named $1, and a clean slate for it.
event_location() {
    case "$events" in
    postgres://* | postgresql://*)
        psql -q "${events}postgres" -c "SET client_min_messages = warning" -c "DROP DATABASE IF EXISTS \"$1\"" >&2
        echo "$events$1" ;;
    *)
        rm -f "${events%/}/$1.tourney"
        echo "${events%/}/$1.tourney" ;;
    esac
}

mkdir -p "$out"
event=$(event_location demo)
rm -rf "$out/demo.trf" "$out/site"

echo "== A new event"
"$tourney" new "$event" --name "Dhaka Spring Round Robin 2026" --game chess --system round-robin \
    --city Dhaka --start-date 2026-03-01 --end-date 2026-03-09 --chief-arbiter "Karim, Nadia"
"$tourney" player import "$event" "$players"
"$tourney" player list "$event"

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
        NR > 1 && $3 != 0 {
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

# Pairs the next round of event $1 (round $2), plays it and prints it.
play_round() {
    local event=$1 round=$2
    echo
    echo "== Round $round"
    # Ratings by start number now: a Swiss event renumbers at round 1 and for late entries.
    ratings=$("$tourney" player list "$event" --format tsv | awk -F'\t' 'NR > 1 {printf "%s=%s ", $1, $3}')
    "$tourney" pair "$event" > /dev/null
    "$tourney" pairings "$event" --round "$round" --format tsv |
        simulate_round $(( seed * 100 + round )) |
        while read -r board result; do
            "$tourney" result "$event" "$round" "$board" "$result" > /dev/null
        done
    "$tourney" pairings "$event" --round "$round"
}

for (( round = 1; round <= rounds; round++ )); do
    play_round "$event" "$round"
done

echo
echo "== Final standings"
"$tourney" standings "$event"

# After the last round: the prize list (one prize each, the higher one taken), each player's
# FIDE rating change, the title norms met, and a player's card.
echo
echo "== Prizes"
"$tourney" category add "$event" Women --rule women > /dev/null
"$tourney" category add "$event" U2200 --rule "rating<2200" > /dev/null
for prize in "1st 15000" "2nd 10000" "3rd 6000"; do
    "$tourney" prize add "$event" ${prize% *} ${prize#* } > /dev/null
done
"$tourney" prize add "$event" "Best woman" 3000 --category Women > /dev/null
"$tourney" prize add "$event" "Best under 2200" 3000 --category U2200 > /dev/null
"$tourney" prizes "$event"
echo
echo "== FIDE rating changes"
"$tourney" ratings "$event"
echo
echo "== Title norms"
"$tourney" norms "$event"
echo
echo "== The winner's card"
"$tourney" player card "$event" "$("$tourney" standings "$event" --format tsv | awk -F'\t' 'NR == 2 {print $2}')"

"$tourney" export "$event" --trf "$out/demo.trf" --force  # the demo's own folder: run after run
echo
echo "== Exported $out/demo.trf"
cat "$out/demo.trf"

echo
echo "== Reports"
for kind in pairings standings crosstable scoresheets prizes ratings; do
    "$tourney" report "$event" "$kind" -o "$out/$kind.pdf" --force
done
"$tourney" publish "$event" --html "$out/site" --force

# The same players in a five-round Swiss event by the FIDE Dutch system: the three BAN players
# are teammates who must not meet, Kowalczyk asks for a half-point bye in round 3, Petrov
# withdraws after round 2 and Lindqvist enters late for round 3, taking her place in the
# initial ranking; the odd field of round 3 gives a pairing-allocated bye.
swiss=$(event_location swiss)
rm -f "$out/swiss.trf"
echo
echo "== A Swiss event"
"$tourney" new "$swiss" --name "Dhaka Spring Open 2026" --game chess --system swiss --rounds 5 \
    --city Dhaka --start-date 2026-03-10 --end-date 2026-03-12 --chief-arbiter "Karim, Nadia"
"$tourney" player import "$swiss" "$players"
start_no() { "$tourney" player list "$swiss" --format tsv | awk -F'\t' -v name="$1" '$2 == name {print $1}'; }
teammates=$("$tourney" player list "$swiss" --format tsv | awk -F'\t' '$5 == "BAN" {printf "%s%s", sep, $1; sep = ","}')
"$tourney" forbid add "$swiss" "$teammates"
"$tourney" bye add "$swiss" 3 "$(start_no "Kowalczyk, Marta")"
for (( round = 1; round <= 5; round++ )); do
    if (( round == 3 )); then
        echo
        "$tourney" player withdraw "$swiss" "$(start_no "Petrov, Dimitar")"
        "$tourney" player add "$swiss" --name "Lindqvist, Sara" --rating 2230 --title WIM --federation SWE \
            --missed-rounds half,zero
    fi
    play_round "$swiss" "$round"
done
echo
echo "== Swiss standings"
"$tourney" standings "$swiss"
"$tourney" export "$swiss" --trf "$out/swiss.trf" --force

# Chaturaji at tables of four: 16 players, a round robin of tables in five rounds in which every
# two players meet exactly once. Each seat's game points are drawn (0-20, seeded), entered as
# Red-Green-Yellow-Black; a table ranks its seats and places score 3, 2, 1, 0.
chaturaji=$(event_location chaturaji)
rm -rf "$out/chaturaji.csv" "$out/chaturaji-site"
echo
echo "== A Chaturaji event at tables of four"
"$tourney" new "$chaturaji" --name "Dhaka Chaturaji Round Robin 2026" --game chaturaji --system round-robin \
    --city Dhaka --start-date 2026-03-14 --chief-arbiter "Karim, Nadia"
"$tourney" player import "$chaturaji" "$root/data/chaturaji-players.csv"
for (( round = 1; round <= 5; round++ )); do
    echo
    echo "== Chaturaji round $round"
    "$tourney" pair "$chaturaji" > /dev/null
    "$tourney" pairings "$chaturaji" --round "$round" --format tsv |
        awk -F'\t' -v seed=$(( seed * 100 + 50 + round )) 'BEGIN { srand(seed) }
            NR > 1 && $1 != 0 { printf "%s %d-%d-%d-%d\n", $1, int(rand() * 21), int(rand() * 21), int(rand() * 21), int(rand() * 21) }' |
        while read -r table points; do
            "$tourney" result "$chaturaji" "$round" "$table" "$points" > /dev/null
        done
    "$tourney" pairings "$chaturaji" --round "$round"
done
echo
echo "== Chaturaji standings (placement points 3-2-1-0; GP game points, WIN first places, BH, DE)"
"$tourney" standings "$chaturaji"
"$tourney" export "$chaturaji" --csv "$out/chaturaji.csv" --force
for kind in pairings standings meetings tablesheets scoresheets; do
    "$tourney" report "$chaturaji" "$kind" -o "$out/chaturaji-$kind.pdf" --force
done
"$tourney" publish "$chaturaji" --html "$out/chaturaji-site" --force
