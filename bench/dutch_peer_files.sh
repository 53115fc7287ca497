#!/usr/bin/env bash
# Each engine's generated tournaments checked by the other (FIDE's endorsement test, C.04.A,
# across two programs), files read exactly as the other program wrote them:
#
#   A. N random tournaments from bbpPairings' generator
#          bbpPairings.exe --dutch -g CONFIG -o F.trf -s SEED      (lines end in a lone CR)
#      each checked round by round by Tourney:  tourney engine --dutch F.trf -c
#   B. M random tournaments from Tourney's generator
#          tourney engine --dutch -g CONFIG -o F.trf               (lines end in LF)
#      each checked round by round by bbpPairings:  bbpPairings.exe --dutch F.trf -c
#
# A tournament agrees when the checker reads the file and re-pairs every round as the file has
# it; it differs when some round is paired otherwise; it is refused when the checker cannot read
# the file (bbpPairings' exit code 3, Tourney's 2).
#
#   bench/dutch_peer_files.sh [--peer-count N] [--tourney-count M] [--first SEED] [--jobs J] [--out DIR]
#
# Environment: TOURNEY (default build/tourney), BBP_PAIRINGS (the bbpPairings binary, built
# outside the project; see docs/benchmarks.md). Prints one line per tournament that does not
# agree and a summary per part; exit code 1 if any tournament differs or is refused. Files stay
# in DIR (a new temporary folder by default) so that any of them can be replayed.
set -euo pipefail

source "$(dirname "$0")/dutch_run_options.sh"
peer=${BBP_PAIRINGS:-$root/../peer-bbp/bbpPairings.exe}
peer_count=2000
tourney_count=1000
declare -A script_options=([--peer-count]=peer_count [--tourney-count]=tourney_count)
parse_run_options '2,21p' "$@"
[ -x "$peer" ] || { echo "missing $peer (set BBP_PAIRINGS to a bbpPairings binary)" >&2; exit 2; }
mkdir -p "$out/peer" "$out/tourney"

# peer_one SEED: bbpPairings generates, Tourney checks. Leaves
# "SEED verdict players rounds_checked line_ends detail" in peer/SEED.result.
peer_one() {
    local seed=$1 dir="$out/peer"
    local config="$dir/$seed.cfg" trf="$dir/$seed.trf"
    local players=$(( 10 + seed * 37 % 81 ))  # 10-90: the peer pairs larger fields slowly
    local rounds=$(( 5 + seed % 9 ))
    # At most half as many rounds as players: small fields run out of legal pairings late.
    [ "$rounds" -le $(( players / 2 )) ] || rounds=$(( players / 2 ))
    # bbpPairings' keys: rates are "one in N" (games for forfeits, players for byes and retirements).
    cat > "$config" <<EOF
PlayersNumber=$players
RoundsNumber=$rounds
DrawPercentage=$(( 20 + seed % 5 * 10 ))
ForfeitRate=$(( 15 + seed % 40 ))
RetiredRate=$(( 40 + seed % 160 ))
HalfPointByeRate=$(( 25 + seed % 60 ))
HighestRating=2700
LowestRating=1400
EOF
    local made
    if ! made=$("$peer" --dutch -g "$config" -o "$trf" -s "$seed" 2>&1); then
        echo "$seed generator $players 0 - ${made%%$'\n'*}" > "$dir/$seed.result"
        return
    fi
    local lfs crs ends=lf
    lfs=$(tr -dc '\n' < "$trf" | wc -c); crs=$(tr -dc '\r' < "$trf" | wc -c)
    if [ "$lfs" -eq 0 ] && [ "$crs" -gt 0 ]; then ends=cr; elif [ "$crs" -gt 0 ]; then ends=mixed; fi
    local check status=0
    check=$("$tourney" engine --dutch "$trf" -c 2>&1) || status=$?
    local summary=${check##*$'\n'}
    local paired=${summary%% of*}
    if [ $status -eq 0 ]; then
        echo "$seed agree $players $paired $ends" > "$dir/$seed.result"
    elif [ $status -eq 1 ]; then
        echo "$seed differs $players $paired $ends ${check%%$'\n'*}" > "$dir/$seed.result"
    else
        echo "$seed refused $players 0 $ends ${check%%$'\n'*}" > "$dir/$seed.result"
    fi
}

# tourney_one SEED: Tourney generates, bbpPairings checks; the configuration as in
# bench/dutch_endorsement.sh (rates vary with the seed).
tourney_one() {
    local seed=$1 dir="$out/tourney"
    local config="$dir/$seed.cfg" trf="$dir/$seed.trf"
    cat > "$config" <<EOF
players = 10-100
rounds = 5-13
seed = $seed
ratings = 1400-2700
draw_rate = 0.$(( seed % 5 * 10 + 10 ))
forfeit_rate = 0.0$(( seed % 6 ))
bye_rate = 0.0$(( seed % 7 ))
withdraw_rate = 0.00$(( seed % 6 ))
EOF
    local made
    if ! made=$("$tourney" engine --dutch -g "$config" -o "$trf" 2>&1); then
        echo "$seed generator - 0 - ${made%%$'\n'*}" > "$dir/$seed.result"
        return
    fi
    local players=${made#*: }; players=${players%% players*}
    local check status=0
    check=$("$peer" --dutch "$trf" -c 2>&1) || status=$?
    local paired
    paired=$(printf '%s\n' "$check" | grep -c ": Round #" || true)
    if [ $status -ne 0 ]; then
        echo "$seed refused $players 0 lf exit $status: ${check%%$'\n'*}" > "$dir/$seed.result"
    elif printf '%s\n' "$check" | grep -q "Checker pairings\|No valid pairing"; then
        echo "$seed differs $players $paired lf $(printf '%s\n' "$check" | grep -m1 -B1 'Checker pairings\|No valid pairing' | head -1)" \
            > "$dir/$seed.result"
    else
        echo "$seed agree $players $paired lf" > "$dir/$seed.result"
    fi
}
export -f peer_one tourney_one
export tourney peer out

# summarize PART COUNT WHO: one line per tournament that does not agree, then the totals.
summarize() {
    local part=$1 count=$2 who=$3 agree=0 differ=0 refused=0 failed=0 rounds=0 cr=0
    for seed in $(seq "$first" $(( first + count - 1 ))); do
        read -r _ verdict players paired ends detail < "$out/$part/$seed.result"
        [ "$ends" = cr ] && cr=$(( cr + 1 ))
        case "$verdict" in
            agree) agree=$(( agree + 1 )); rounds=$(( rounds + paired )) ;;
            differs) differ=$(( differ + 1 )); echo "$part seed $seed ($players players): differs: $detail" ;;
            refused) refused=$(( refused + 1 )); echo "$part seed $seed ($players players): refused: $detail" ;;
            *) failed=$(( failed + 1 )); echo "$part seed $seed: generator failed: $detail" ;;
        esac
    done
    echo "$who: $count tournaments (seeds $first-$(( first + count - 1 )), $cr with lone-CR line ends):" \
         "$agree agree on all $rounds of their rounds, $differ differ, $refused refused, $failed not generated"
    [ $(( differ + refused )) -eq 0 ]
}

status=0
start=$(date +%s)
seq "$first" $(( first + peer_count - 1 )) | xargs -P "$jobs" -I{} bash -c 'peer_one {}'
peer_seconds=$(( $(date +%s) - start ))
summarize peer "$peer_count" "A. bbpPairings generates, tourney checks" || status=1
start=$(date +%s)
seq "$first" $(( first + tourney_count - 1 )) | xargs -P "$jobs" -I{} bash -c 'tourney_one {}'
tourney_seconds=$(( $(date +%s) - start ))
summarize tourney "$tourney_count" "B. tourney generates, bbpPairings checks" || status=1
echo "A took ${peer_seconds} s, B took ${tourney_seconds} s ($jobs jobs); files in $out"
exit $status
