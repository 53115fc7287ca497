#!/usr/bin/env bash
# Fuzzes every reader of outside input with libFuzzer for a while: the TRF and player CSV
# readers, a round's results file, the record readers and judges of every game, and the text
# parsers behind command arguments (fuzz/). Seeds come from tests/fixtures (the data the tests use; never copied into the
# repository); new inputs found go to a scratch corpus in the build folder.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET]      (default 30; FUZZ_BUILD=build-fuzz)
#   scripts/fuzz.sh --build-only
#
# A finding (a crash, a sanitizer report, an input over the memory or time limit) stops the
# script with exit 1 and leaves the input in $FUZZ_BUILD/findings/; it then becomes a
# regression test in tests/ (tests/formats/test_fuzz_findings.cpp), fixed, and the target
# replays it: `$FUZZ_BUILD/fuzz/fuzz_trf FILE`.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${FUZZ_BUILD:-$root/build-fuzz}
fixtures=$root/tests/fixtures
seconds=${1:-30}

CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DTOURNEY_FUZZ=ON -DBUILD_TESTING=OFF > "$build.configure.log" 2>&1 || { cat "$build.configure.log"; exit 1; }
cmake --build "$build" --target fuzz_all
[ "$seconds" = "--build-only" ] && exit 0

# target: its seed folders (missing ones are skipped) and the largest input it is given.
declare -A seeds=(
    [fuzz_trf]="$fixtures/dutch $fixtures/tiebreaks"
    [fuzz_player_csv]="$root/data $fixtures/tiebreaks/fide-exercise"
    [fuzz_pgn]="$fixtures/pgn"
    [fuzz_pdn]="$fixtures/pdn"
    [fuzz_camelot]="$fixtures/camelot"
    [fuzz_chaturaji]="$fixtures/chaturaji"
    [fuzz_results_file]=""
    [fuzz_arguments]=""
    [fuzz_archive]=""
    [fuzz_draughts_file]=""
)
declare -A max_len=([fuzz_trf]=65536 [fuzz_player_csv]=16384 [fuzz_results_file]=4096 [fuzz_arguments]=256 [fuzz_camelot]=8192 [fuzz_pdn]=8192)

mkdir -p "$build/findings"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
status=0
for target in fuzz_trf fuzz_player_csv fuzz_results_file fuzz_pgn fuzz_pdn fuzz_camelot fuzz_chaturaji fuzz_arguments fuzz_archive fuzz_draughts_file; do
    corpus=$build/corpus/$target
    mkdir -p "$corpus"
    if [ "$target" = fuzz_arguments ] && [ -z "$(ls -A "$corpus")" ]; then
        # The argument parsers' seeds: a few values as a user types them.
        for value in 1-0 0-1 "1/2-1/2" "½-½" "+/-" "-/-" 2-0 "BH/C1,BH,SB,DE" "3,1,0" "1,0.5,0" 2½ half \
            2026-03-01 "Karim, Nadia" GM BAN 1994 m 10200001; do
            printf '%s' "$value" > "$corpus/$(printf '%s' "$value" | md5sum | cut -c1-16)"
        done
    fi
    if [ "$target" = fuzz_results_file ] && [ -z "$(ls -A "$corpus")" ]; then
        printf 'board,result\n1,1-0\n2,1/2-1/2\n3 0-1\n4\t+/-\n\n5 -/-\n' > "$corpus/round"
        printf '1 1-0\r\n2 =\r\n' > "$corpus/crlf"
    fi
    if [ "$target" = fuzz_draughts_file ] && [ -z "$(ls -A "$corpus")" ]; then
        # A draughts tournament file as `export --dtf` writes it: two players, one game with a record.
        printf 'DTF 1\n002\tdraughts\n012\tDam\n092\tswiss\n142\t9\n152\twhite\n162\t2\t1\t0\t2\t0\t2\t1\t2\t0\t0\n172\t5\n182\tfree\n202\tTS\tSB\n' > "$corpus/dtf"
        printf '001\t1\tA\t\tm\tGMI\tNED\t2400\t1\t0\t\t\t0\t0\n001\t2\tB\t\t\t\t\t0\t\t0\t\t\t0\t0\n' >> "$corpus/dtf"
        printf '132\t1\t\n301\t1\t1\t1\t2\t2-0\t1\t1\t1. 32-28 *\\n\n403\ttiebreak\n' >> "$corpus/dtf"
    fi
    if [ "$target" = fuzz_archive ] && [ -z "$(ls -A "$corpus")" ]; then
        # A whole archive as `export --archive` writes it: three players, a round, a log line.
        printf '%s\n' '{"format": "tourney-event-archive", "version": 1, "event": {"name": "\u09a2\u09be\u0995\u09be",' \
            '"city": "", "federation": "BAN", "start_date": "2026-04-04", "end_date": "", "chief_arbiter": "",' \
            '"deputy_arbiters": "", "time_control": "", "game": "chess", "system": "swiss", "planned_rounds": 3,' \
            '"first_board_white": true, "acceleration": "none", "lots_seed": "17250782418980372000", "points": {"win": 1,' \
            '"draw": 0.5, "loss": 0, "forfeit_win": 1, "forfeit_loss": 0, "pairing_bye": 1, "half_bye": 0.5,' \
            '"full_bye": 1, "zero_bye": 0, "absent": 0}, "placement": [], "tiebreaks": ["BH/C1", "BH", "SB", "DE"],' \
            '"prize_sharing": "hort"}, "players": [' \
            '{"start_no": 1, "name": "A", "latin_name": "", "rating": 2000, "title": "", "federation": "", "fide_id": "",' \
            ' "club": "X", "birth_year": 0, "birth_date": "", "sex": "f", "k_factor": 20, "withdrawn_from_round": 0},' \
            '{"start_no": 2, "name": "B", "latin_name": "", "rating": 0, "title": "", "federation": "", "fide_id": "",' \
            ' "club": "", "birth_year": 2012, "birth_date": "", "sex": "", "k_factor": 0, "withdrawn_from_round": 0},' \
            '{"start_no": 3, "name": "C", "latin_name": "", "rating": 0, "title": "", "federation": "", "fide_id": "",' \
            ' "club": "", "birth_year": 0, "birth_date": "", "sex": "m", "k_factor": 0, "withdrawn_from_round": 2}],' \
            '"rounds": [{"number": 1, "date": "2026-04-04", "games": [{"board": 1, "seats": [{"player": 1,' \
            ' "outcome": "loss"}, {"player": 2, "outcome": "win"}], "rated": true, "colours_known": true, "record": ""}],' \
            ' "byes": [{"player": 3, "kind": "pairing-allocated"}]}], "requested_byes": [{"round": 2, "player": 1,' \
            ' "kind": "half"}], "forbidden_pairs": [[1, 2]], "virtual_points": [], "categories": [{"name": "U16",' \
            ' "rule": "U16"}], "prizes": [{"name": "1st", "category": "U16", "hundredths": 5050}], "log": [{"logged_at":' \
            ' "2026-11-27T15:35:54Z", "command": "result --force", "message": "round 1 board 1: 1-0 replaced by 0-1"}]}' \
            > "$corpus/archive"
    fi
    dirs=()
    for dir in ${seeds[$target]}; do [ -d "$dir" ] && dirs+=("$dir"); done
    echo "== $target: ${seconds}s, seeds: ${dirs[*]:-none}"
    # The first folder receives what libFuzzer finds; the fixtures are only read.
    if ! "$build/fuzz/$target" "$corpus" "${dirs[@]}" -max_total_time="$seconds" \
        -max_len="${max_len[$target]:-32768}" -timeout=10 -rss_limit_mb=1024 -print_final_stats=1 \
        -artifact_prefix="$build/findings/$target-" > "$build/$target.log" 2>&1; then
        echo "   FINDING: see $build/$target.log and $build/findings/"
        grep -E "ERROR|SUMMARY|Test unit written" "$build/$target.log" | head -5
        status=1
    else
        grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$build/$target.log" | tr '\n' ' '
        echo
    fi
done
exit $status
