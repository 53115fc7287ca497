#!/usr/bin/env bash
# Many writers on one event at the same moment (issue 17): a 32-player round robin, then for
# each of ROUNDS rounds the 16 results entered by 16 simultaneous `tourney result` processes.
# Prints per round how many of the 16 were stored and how long the 16 took together.
#
#   bench/bench_concurrent_writers.sh [ROUNDS] [LOCATION]
#       ROUNDS: default 20; LOCATION: an event file (default a temporary one) or a
#       postgresql:// address; TOURNEY=path/to/tourney (default build/tourney)
#   scripts/with_postgresql.sh bash -c 'bench/bench_concurrent_writers.sh 20 ${TOURNEY_EVENTS}bench'
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
tourney=${TOURNEY:-$root/build/tourney}
rounds=${1:-20}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
event=${2:-$scratch/bench.tourney}

{ echo name,rating; for i in $(seq 1 32); do echo "Player $i,$((2400 - i))"; done; } > "$scratch/players.csv"
"$tourney" new "$event" --name "Concurrent writers" --game chess --system round-robin > /dev/null
"$tourney" player import "$event" "$scratch/players.csv" > /dev/null
all_stored=0
for (( round = 1; round <= rounds; round++ )); do
    "$tourney" pair "$event" > /dev/null
    start=$(date +%s.%N)
    for board in $(seq 1 16); do
        "$tourney" result "$event" "$round" "$board" 1-0 > /dev/null 2> "$scratch/err.$board" &
    done
    wait
    seconds=$(awk -v end="$(date +%s.%N)" -v start="$start" 'BEGIN {print end - start}')
    stored=$("$tourney" pairings "$event" --round "$round" --format tsv | awk -F'\t' '$4 == "1-0"' | wc -l)
    refused=$(cat "$scratch"/err.* | grep -c . || true)
    printf 'round %2d: %2d of 16 stored, %d refused, %.2f s for the 16\n' "$round" "$stored" "$refused" "$seconds"
    [ "$stored" = 16 ] && all_stored=$((all_stored + 1))
done
echo "all 16 stored in $all_stored of $rounds rounds"
