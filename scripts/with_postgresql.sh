#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server: initdb and pg_ctl in a temporary folder,
# on a free port of 127.0.0.1, trusting local logins of the user `tourney`; the server is
# stopped and the folder removed when the command ends. The command sees the server as
#   TOURNEY_EVENTS=postgresql://tourney@127.0.0.1:PORT/
# (scripts/demo.sh keeps its events there). As root, the server runs as the user `postgres`.
#
#   scripts/with_postgresql.sh scripts/demo.sh build/demo-postgresql
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$bin/initdb" ] || bin=$(dirname "$(command -v initdb)")
folder=$(mktemp -d /tmp/tourney-pg-XXXXXX)
as_server=()
if [ "$(id -u)" = 0 ]; then
    chown postgres "$folder"
    as_server=(runuser -u postgres --)
fi
stop() {
    "${as_server[@]}" "$bin/pg_ctl" -D "$folder/data" -m immediate stop > /dev/null 2>&1 || true
    rm -rf "$folder"
}
trap stop EXIT

"${as_server[@]}" "$bin/initdb" -D "$folder/data" -A trust -U tourney -E UTF8 --no-locale > "$folder/initdb.log"
# A port picked at random may be taken: the server then fails to start, and another is tried.
for attempt in 1 2 3 4 5; do
    port=$((20000 + RANDOM % 30000))
    if "${as_server[@]}" "$bin/pg_ctl" -D "$folder/data" -l "$folder/server.log" -w \
        -o "-p $port -k $folder -c listen_addresses=127.0.0.1" start > /dev/null; then
        break
    fi
    [ "$attempt" = 5 ] && { cat "$folder/server.log" >&2; exit 1; }
done
export TOURNEY_EVENTS=postgresql://tourney@127.0.0.1:$port/
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port: TOURNEY_EVENTS=$TOURNEY_EVENTS"
"$@"
