#!/usr/bin/env bash
# FIDE's endorsement test of a pairing program (C.04.A), Tourney against itself: N random
# tournaments from Tourney's generator (`tourney engine --dutch -g CONFIG -o OUT.trf`), each
# re-paired round by round by Tourney's checker (`tourney engine --dutch OUT.trf -c`). Every
# round must agree: a disagreement means that something the engine relied on while pairing was
# lost in the TRF, or that the engine depends on more than the rules' facts.
#
#   bench/dutch_endorsement.sh [--count N] [--first SEED] [--players 20-400] [--rounds 5-11]
#                              [--jobs J] [--out DIR] [--system dutch|dubov|burstein]
#
# --system: the Swiss system generated and checked (`--dubov`, `--burstein` in place of
# `--dutch`), the same test for the FIDE Dubov and Burstein engines (issue 38).
# Environment: TOURNEY (default build/tourney). Prints one line per tournament that disagrees
# (its seed, size and the checker's first differing round) and a summary; exit code 1 if any
# tournament disagrees. The configurations and TRFs stay in DIR (a new temporary folder by
# default) so that a disagreement can be replayed.
set -euo pipefail

source "$(dirname "$0")/dutch_run_options.sh"
count=1000
players="20-400"
rounds="5-11"
system=dutch
declare -A script_options=([--count]=count [--players]=players [--rounds]=rounds [--system]=system)
parse_run_options '2,16p' "$@"
case "$system" in
    dutch|dubov|burstein) ;;
    *) echo "--system takes dutch, dubov or burstein" >&2; exit 2 ;;
esac

# one SEED: generate, check, leave "SEED ok|differs|failed PLAYERS ROUNDS DETAIL" in SEED.result
one() {
    local seed=$1 config="$out/$1.cfg" trf="$out/$1.trf"
    # Rates vary with the seed too, so that some tournaments are rich in byes and forfeits.
    cat > "$config" <<EOF
players = $players
rounds = $rounds
seed = $seed
ratings = 1000-2800
draw_rate = 0.$(( seed % 5 * 10 + 10 ))
forfeit_rate = 0.0$(( seed % 4 ))
bye_rate = 0.0$(( seed % 7 ))
withdraw_rate = 0.00$(( seed % 6 ))
EOF
    if [ $(( seed % 10 )) -eq 9 ]; then echo "points = 3,1,0" >> "$config"; fi
    local made
    if ! made=$("$tourney" engine "--$system" -g "$config" -o "$trf" 2>&1); then
        echo "$seed failed - - generator: $made" > "$out/$seed.result"
        return
    fi
    local size=${made#*: }; size=${size%% players*}
    local check status=0
    check=$("$tourney" engine "--$system" "$trf" -c 2>&1) || status=$?
    local summary=${check##*$'\n'}
    if [ $status -eq 0 ]; then
        echo "$seed ok $size ${summary%% of*}" > "$out/$seed.result"
    else
        echo "$seed differs $size ${summary%% of*} $(printf '%s\n' "$check" | head -1)" > "$out/$seed.result"
    fi
}
export -f one
export tourney out players rounds system

start=$(date +%s)
seq "$first" $(( first + count - 1 )) | xargs -P "$jobs" -I{} bash -c 'one {}'
elapsed=$(( $(date +%s) - start ))

agree=0; differ=0; failed=0; rounds_checked=0
for seed in $(seq "$first" $(( first + count - 1 ))); do
    read -r _ verdict size paired detail < "$out/$seed.result"
    case "$verdict" in
        ok) agree=$(( agree + 1 )); rounds_checked=$(( rounds_checked + paired )) ;;
        differs) differ=$(( differ + 1 )); echo "seed $seed ($size players): $detail" ;;
        *) failed=$(( failed + 1 )); echo "seed $seed: $detail" ;;
    esac
done
echo "$count tournaments (players $players, rounds $rounds, seeds $first-$(( first + count - 1 ))):" \
     "$agree agree on all $rounds_checked of their rounds, $differ disagree, $failed failed; ${elapsed} s; files in $out"
[ $(( differ + failed )) -eq 0 ]
