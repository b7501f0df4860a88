#!/usr/bin/env bash
# Installs the system packages the tests need (Debian's Chromium for Playwright and Lighthouse, redis-server
# for the shared-store tests, poppler-utils to read the generated CV back as a PDF reader does, nginx for the
# deployment tests behind a reverse proxy) when they are missing. Safe to run again: it does nothing when all are
# present.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
# Debian installs nginx under /usr/sbin, which a non-root PATH may lack.
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)

if [ "${#missing[@]}" -eq 0 ]; then
  echo "system deps: chromium, redis-server, poppler-utils and nginx already installed"
  exit 0
fi

# CI runs as root; a developer machine may need sudo.
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
else
  echo "system deps: missing ${missing[*]}, and not root without sudo: install them with apt-get yourself" >&2
  exit 1
fi

echo "system deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update
"${as_root[@]}" apt-get install -y "${missing[@]}"
