#!/usr/bin/env bash
# The FIDE Dutch engine side by side with a peer engine (bbpPairings) on the same input.
#
# For each size N and each round to pair (round 1, and round 5 of 9 by default) it writes one
# synthetic event as a TRF (`bench_dutch N ROUNDS_PLAYED --trf FILE`, bench/synthetic_event.h),
# then pairs it with
#     tourney engine --dutch FILE -p OUT
#     bbpPairings.exe --dutch FILE -p OUT
# one run at a time, each under `timeout` and `/usr/bin/time -v` (wall time, peak resident
# memory), checks that both engines give the same pairs (same white and black on every board,
# board order aside), and prints a markdown table. An engine that runs out of time at one size
# is not run at the larger sizes of the same round.
#
#   scripts/bench_dutch_peer.sh [--sizes "100 400 1000 5000 9999"] [--rounds "1 5"]
#                               [--limit SECONDS] [--mem-limit MB] [--out DIR]
#
# Environment: TOURNEY (default build/tourney), BENCH_DUTCH (default build/bench/bench_dutch),
# BBP_PAIRINGS (default ../peer-bbp/bbpPairings.exe beside the project, built outside
# it; see docs/benchmarks.md). Without the peer the script still measures tourney and says
# that the peer columns were skipped.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
tourney=${TOURNEY:-$root/build/tourney}
bench=${BENCH_DUTCH:-$root/build/bench/bench_dutch}
peer=${BBP_PAIRINGS:-$root/../peer-bbp/bbpPairings.exe}
sizes="100 400 1000 5000 9999"  # TRF-16 start numbers have 4 digits
rounds="1 5"
limit=600
mem_limit_mb=4096
out=""

while [ $# -gt 0 ]; do
    case "$1" in
        --sizes) sizes=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        --limit) limit=$2; shift 2 ;;
        --mem-limit) mem_limit_mb=$2; shift 2 ;;
        --out) out=$2; shift 2 ;;
        -h|--help) sed -n '2,21p' "$0"; exit 0 ;;
        *) echo "unknown argument: $1 (try --help)" >&2; exit 2 ;;
    esac
done

for tool in "$tourney" "$bench" /usr/bin/time; do
    [ -x "$tool" ] || { echo "missing $tool (build the tourney and bench_dutch targets)" >&2; exit 2; }
done
have_peer=1
if [ ! -x "$peer" ]; then
    have_peer=0
    echo "note: no peer engine at $peer (set BBP_PAIRINGS): its columns are skipped" >&2
fi
[ -n "$out" ] || out=$(mktemp -d /tmp/bench_dutch_peer.XXXXXX)
mkdir -p "$out"

# run NAME FILE ENGINE...: pairs FILE, leaves "wall_seconds peak_mb status user_seconds" in $out/NAME.measure
# and the pairs in $out/NAME.pairs. status: ok, timeout, memory (over --mem-limit) or failed.
run() {
    local name=$1 file=$2
    shift 2
    local pairs=$out/$name.pairs timing=$out/$name.time
    rm -f "$pairs" "$timing"
    local code=0
    ( ulimit -v $((mem_limit_mb * 1024)); /usr/bin/time -v -o "$timing" timeout "$limit" "$@" "$file" -p "$pairs" ) \
        >"$out/$name.log" 2>&1 || code=$?
    local wall peak status
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {
        n = split($2, part, ":"); s = 0; for (i = 1; i <= n; ++i) s = s * 60 + part[i]; printf "%.2f", s }' "$timing")
    peak=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$timing")
    # CPU time as well: on a machine shared with other builds, wall time measures the load too.
    local user
    user=$(awk -F': ' '/User time \(seconds\)/ { printf "%.2f", $2 }' "$timing")
    if [ "$code" -eq 0 ] && [ -s "$pairs" ]; then status=ok
    elif grep -q "exited with non-zero status 124" "$timing" 2>/dev/null; then status=timeout
    elif grep -qiE "bad_alloc|out of memory|memory" "$out/$name.log"; then status=memory
    else status=failed; fi
    echo "${wall:-0} ${peak:-0} $status ${user:-0}" >"$out/$name.measure"
}

# cell NAME: what the table shows for one run.
cell() {
    local wall peak status user
    read -r wall peak status user <"$out/$1.measure"
    case "$status" in
        ok) echo "$wall s ($user s CPU) | $peak MB" ;;
        timeout) echo "> $limit s | $peak MB at the stop" ;;
        memory) echo "over $mem_limit_mb MB | - " ;;
        *) echo "failed (see $out/$1.log) | -" ;;
    esac
}

same_pairs() {  # the same set of (white, black) boards, and the same count
    diff <(sort "$out/$1.pairs") <(sort "$out/$2.pairs") >/dev/null 2>&1
}

rows=()
for round in $rounds; do
    tourney_gave_up=""
    peer_gave_up=""
    for n in $sizes; do
        trf=$out/n${n}_r${round}.trf
        "$bench" "$n" $((round - 1)) --trf "$trf" >/dev/null
        echo "== $n players, round $round ($(uptime | sed 's/.*load average/load average/'))" >&2

        t=n${n}_r${round}_tourney
        if [ -n "$tourney_gave_up" ]; then
            echo "0 0 skipped 0" >"$out/$t.measure"
        else
            run "$t" "$trf" "$tourney" engine --dutch
        fi
        p=n${n}_r${round}_peer
        if [ "$have_peer" -eq 0 ] || [ -n "$peer_gave_up" ]; then
            echo "0 0 skipped 0" >"$out/$p.measure"
        else
            run "$p" "$trf" "$peer" --dutch
        fi

        read -r _ _ t_status t_user <"$out/$t.measure"
        read -r _ _ p_status p_user <"$out/$p.measure"
        [ "$t_status" = ok ] || [ "$t_status" = skipped ] || tourney_gave_up=$n
        [ "$p_status" = ok ] || [ "$p_status" = skipped ] || peer_gave_up=$n
        t_cell=$([ "$t_status" = skipped ] && echo "not run (stopped at $tourney_gave_up) | -" || cell "$t")
        if [ "$have_peer" -eq 0 ]; then p_cell="no peer | -"
        elif [ "$p_status" = skipped ]; then p_cell="not run (stopped at $peer_gave_up) | -"
        else p_cell=$(cell "$p"); fi
        ratio="-"; same="-"
        if [ "$t_status" = ok ] && [ "$p_status" = ok ]; then
            ratio=$(awk -v t="$t_user" -v p="$p_user" 'BEGIN { if (t > 0) printf "%.1f", p / t; else print "-" }')
            same_pairs "$t" "$p" && same=yes || same=NO
        fi
        rows+=("| $n | $round | $t_cell | $p_cell | $ratio | $same |")
        echo "   tourney: $t_cell   peer: $p_cell   peer/tourney CPU: $ratio   same pairs: $same" >&2
    done
done

echo
echo "Load: $(uptime | sed 's/.*load average/load average/'); limit $limit s and $mem_limit_mb MB per run; files in $out"
echo
echo "| players | round | tourney wall (CPU) | tourney peak | bbpPairings wall (CPU) | bbpPairings peak | peer CPU / tourney CPU | same pairs |"
echo "|---|---|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
if [ "$have_peer" -eq 0 ]; then
    echo
    echo "(bbpPairings columns skipped: no peer engine at $peer)"
fi
