#!/usr/bin/env bash
# Installs what the browser tests need from Debian's packages when it is missing (browsers are never downloaded):
# Chromium, its headless shell (what the browser tests run when present: the same engine at about two thirds of the
# CPU, playwright.config.ts) and the Nanum fonts for Hangul.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s fonts-nanum >/dev/null 2>&1 || missing+=(fonts-nanum)
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
updated=""
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]} with apt-get"
  $SUDO apt-get update -qq
  updated=1
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if [ ! -x /usr/bin/chromium-headless-shell ]; then
  echo "installing chromium-headless-shell with apt-get"
  # Optional: without it the browser tests run in /usr/bin/chromium, slower but the same.
  { [ -n "$updated" ] || $SUDO apt-get update -qq; } &&
    $SUDO apt-get install -y -qq --no-install-recommends chromium-headless-shell >/dev/null ||
    echo "chromium-headless-shell could not be installed: the browser tests use /usr/bin/chromium"
fi
/usr/bin/chromium --version
[ ! -x /usr/bin/chromium-headless-shell ] || /usr/bin/chromium-headless-shell --version
