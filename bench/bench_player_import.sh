#!/usr/bin/env bash
# `tourney player import` of a CSV of N players into a new Swiss event, process start to exit
# (issue 40, item 7: the duplicate check used to compare each name with every earlier one, so
# 20,000 names took 7.3 s). Prints, for each size, the elapsed and CPU seconds of the import
# (/usr/bin/time), best of RUNS.
#
#   bench/bench_player_import.sh [SIZES] [RUNS]
#       SIZES: default "5000 20000"; RUNS: default 3; TOURNEY=path/to/tourney (default build/tourney)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
tourney=${TOURNEY:-$root/build/tourney}
sizes=${1:-5000 20000}
runs=${2:-3}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

for size in $sizes; do
    csv=$scratch/players-$size.csv
    { echo name,rating,fide_id
      for (( i = 1; i <= size; i++ )); do echo "Player $i,$((1000 + i % 1800)),$((100000 + i))"; done; } > "$csv"
    best_elapsed=""; best_cpu=""
    for (( run = 1; run <= runs; run++ )); do
        event=$scratch/event-$size-$run.tourney
        "$tourney" new "$event" --name "Import $size" --game chess --system swiss --rounds 9 > /dev/null
        /usr/bin/time -f '%e %U %S' -o "$scratch/time" "$tourney" player import "$event" "$csv" > /dev/null
        read -r elapsed user system < "$scratch/time"
        cpu=$(awk -v u="$user" -v s="$system" 'BEGIN {printf "%.2f", u + s}')
        if [ -z "$best_elapsed" ] || awk -v a="$elapsed" -v b="$best_elapsed" 'BEGIN {exit !(a < b)}'; then
            best_elapsed=$elapsed; best_cpu=$cpu
        fi
    done
    printf '%6d players: %5.2f s elapsed, %5.2f s CPU (best of %d)\n' "$size" "$best_elapsed" "$best_cpu" "$runs"
done
