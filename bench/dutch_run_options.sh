# Sourced by bench/dutch_endorsement.sh and bench/dutch_peer_files.sh: the options both take
# (--first SEED, --jobs J, --out DIR, --help) and their checks, read in one place.
#
# The sourcing script sets its defaults, names its own options in the associative array
# script_options (option -> variable, e.g. [--count]=count), then calls
#     parse_run_options HELP_LINES "$@"
# HELP_LINES is the sed range of its header comment that --help prints ('2,16p').

root=$(cd "$(dirname "$0")/.." && pwd)
tourney=${TOURNEY:-$root/build/tourney}
first=1
jobs=1
out=""

parse_run_options() {
    local help_lines=$1
    shift
    while [ $# -gt 0 ]; do
        case "$1" in
            --first) first=$2; shift 2 ;;
            --jobs) jobs=$2; shift 2 ;;
            --out) out=$2; shift 2 ;;
            -h|--help) sed -n "$help_lines" "$0"; exit 0 ;;
            *)
                if [ -n "${script_options[$1]:-}" ]; then
                    printf -v "${script_options[$1]}" '%s' "$2"
                    shift 2
                else
                    echo "unknown argument: $1 (try --help)" >&2
                    exit 2
                fi
                ;;
        esac
    done
    [ -x "$tourney" ] || { echo "missing $tourney (build the tourney target, or set TOURNEY)" >&2; exit 2; }
    [ -n "$out" ] || out=$(mktemp -d "/tmp/$(basename "$0" .sh).XXXXXX")
    mkdir -p "$out"
}
