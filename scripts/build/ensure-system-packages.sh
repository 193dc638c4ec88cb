#!/usr/bin/env bash
# Installs the system packages the tests need when they are missing: Chromium for the
# end-to-end tests (Playwright cannot download browsers here), PostgreSQL, on which the store's
# tests run a second time (in a throwaway cluster of their own, tests/support/postgres-cluster.ts), Dovecot
# (dovecot-imapd), the IMAP server the portal mailbox's tests read (tests/support/dovecot-server.ts), and a
# C++ toolchain for better-sqlite3, which compiles from source on install. Needs root (or sudo) and apt.
set -euo pipefail

missing=()
if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then
  missing+=(chromium fonts-liberation)
fi
if [ -z "${PG_BIN:-}" ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  missing+=(postgresql)
fi
if [ -z "${DOVECOT_BIN:-}" ] && [ ! -x /usr/sbin/dovecot ]; then
  missing+=(dovecot-imapd)
fi
command -v g++ >/dev/null 2>&1 || missing+=(g++)
command -v make >/dev/null 2>&1 || missing+=(make)
command -v python3 >/dev/null 2>&1 || missing+=(python3)

[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing system packages: ${missing[*]}. Install them (or set CHROMIUM_PATH) and retry." >&2
  exit 1
fi

sudo=''
[ "$(id -u)" -ne 0 ] && sudo='sudo'
echo "Installing system packages: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
