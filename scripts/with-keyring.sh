#!/usr/bin/env bash
# Runs a command inside a private D-Bus session with an unlocked gnome-keyring (Secret Service),
# so the token vault's keychain tests talk to a real keychain. The keyring lives in a throw-away
# data directory: the tests never touch the developer's own login keyring.
set -euo pipefail

if ! command -v dbus-run-session >/dev/null 2>&1; then
  echo "with-keyring: dbus-run-session is missing; install it with: sudo apt-get install dbus-x11" >&2
  exit 1
fi
if ! command -v gnome-keyring-daemon >/dev/null 2>&1; then
  echo "with-keyring: gnome-keyring-daemon is missing; install it with: sudo apt-get install gnome-keyring" >&2
  exit 1
fi
if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-keyring.sh <command> [args...]" >&2
  exit 2
fi

keyring_home="$(mktemp -d)"
trap 'rm -rf "$keyring_home"' EXIT
export XDG_DATA_HOME="$keyring_home/data"
export XDG_RUNTIME_DIR="$keyring_home/run"
mkdir -p "$XDG_DATA_HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"

# The password only unlocks this throw-away keyring.
dbus-run-session -- bash -c 'printf pw | gnome-keyring-daemon --unlock --daemonize --components=secrets >/dev/null; exec "$@"' _ "$@"
