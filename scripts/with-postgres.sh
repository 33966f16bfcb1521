#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server (the newest Debian installs):
#   bash scripts/with-postgres.sh npx vitest run --project server
# Creates a data directory in a temp dir, starts PostgreSQL on 127.0.0.1 on a free port (unix
# sockets in the temp dir, so nothing system-wide is touched), creates a database, exports
# DATABASE_URL, runs the command, and always stops the server and removes the directory.
# Exits with the command's status.
set -euo pipefail

# Debian keeps each major version under /usr/lib/postgresql/<major>/bin; take the newest.
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [[ -z "$PG_BIN" || ! -x "$PG_BIN/initdb" || ! -x "$PG_BIN/pg_ctl" ]]; then
  echo "PostgreSQL is missing: apt-get install postgresql" >&2
  exit 1
fi
if [[ $# -eq 0 ]]; then
  echo "usage: bash scripts/with-postgres.sh <command...>" >&2
  exit 2
fi

work_dir=$(mktemp -d /tmp/tj-postgres.XXXXXX)
data_dir="$work_dir/data"
log_file="$work_dir/postgres.log"

# PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user.
as_owner() {
  if [[ $(id -u) -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

cleanup() {
  as_owner "$PG_BIN/pg_ctl" -D "$data_dir" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$work_dir"
}
trap cleanup EXIT

if [[ $(id -u) -eq 0 ]]; then
  chown postgres: "$work_dir"
fi
chmod 700 "$work_dir"

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
port=$(free_port)
user=$(as_owner id -un)

as_owner "$PG_BIN/initdb" -D "$data_dir" -U "$user" --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
  >"$work_dir/initdb.log" 2>&1 || { cat "$work_dir/initdb.log" >&2; exit 1; }
if ! as_owner "$PG_BIN/pg_ctl" -D "$data_dir" -l "$log_file" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $work_dir -c fsync=off -c max_connections=200" \
  start >/dev/null; then
  echo "PostgreSQL did not start:" >&2
  cat "$log_file" >&2
  exit 1
fi
as_owner "$PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U "$user" tech_journey

export DATABASE_URL="postgres://$user@127.0.0.1:$port/tech_journey"
status=0
"$@" || status=$?
exit "$status"
