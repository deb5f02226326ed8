#!/usr/bin/env bash
# Installs what the browser tests need from Debian's packages when it is missing:
# Chromium (Playwright drives /usr/bin/chromium; browsers are never downloaded) and the Nanum fonts for Hangul.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s fonts-nanum >/dev/null 2>&1 || missing+=(fonts-nanum)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]} with apt-get"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
/usr/bin/chromium --version
