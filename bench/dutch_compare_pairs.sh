#!/usr/bin/env bash
# Board-by-board comparison of two bench_dutch builds on synthetic rounds: an engine change
# that only makes the Dutch engine faster must leave every pairing byte-identical.
#
#   bench/dutch_compare_pairs.sh REFERENCE_BENCH_DUTCH [--sizes "N ..."] [--rounds "R ..."] [--out DIR]
#
# REFERENCE_BENCH_DUTCH is the other build's bench_dutch (e.g. main's). Each size N and number of
# rounds played R is paired by both (`bench_dutch N R --pairs FILE`) and the files compared with
# cmp. The reference's files are kept in DIR (default /tmp/dutch_compare_pairs) and reused when
# present, so only the new build runs again after the first call. Environment: BENCH_DUTCH (the
# build under test, default build/bench/bench_dutch). Prints one line per round and exits 1 if
# any round differs or fails.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
reference=${1:-}
[ -n "$reference" ] && [ -x "$reference" ] || { sed -n '2,12p' "$0"; exit 2; }
shift
candidate=${BENCH_DUTCH:-$root/build/bench/bench_dutch}
sizes="1000 3000 5000 9998 9999 10000"
rounds="2 4 8"
out=/tmp/dutch_compare_pairs
while [ $# -gt 0 ]; do
    case "$1" in
        --sizes) sizes=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        --out) out=$2; shift 2 ;;
        *) sed -n '2,12p' "$0"; exit 2 ;;
    esac
done
mkdir -p "$out"
status=0
for n in $sizes; do
    for r in $rounds; do
        expected="$out/reference-$n-$r.pairs" got="$out/candidate-$n-$r.pairs"
        if [ ! -s "$expected" ] && ! "$reference" "$n" "$r" --pairs "$expected" > /dev/null; then
            echo "$n players, round $((r + 1)): the reference failed"; status=1; continue
        fi
        if ! "$candidate" "$n" "$r" --pairs "$got" > /dev/null; then
            echo "$n players, round $((r + 1)): the build under test failed"; status=1; continue
        fi
        if cmp -s "$expected" "$got"; then
            echo "$n players, round $((r + 1)): same ($(wc -l < "$got") lines)"
        else
            echo "$n players, round $((r + 1)): DIFFERENT"; status=1
        fi
    done
done
exit $status
