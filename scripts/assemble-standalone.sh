#!/usr/bin/env bash
# Turns Next's standalone output into the app folder a container runs (the Dockerfile's last stage copies it to
# /app), and the test command starts the same folder exactly as the image's CMD does. Run it after
# `BUILD_STANDALONE=1 npm run build`:   bash scripts/assemble-standalone.sh OUT_DIR
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:?usage: bash scripts/assemble-standalone.sh OUT_DIR}"
if [ ! -f .next/standalone/server.js ]; then
  echo "assemble-standalone: no standalone output in .next/standalone: run BUILD_STANDALONE=1 npm run build first" >&2
  exit 1
fi

rm -rf "$out"
mkdir -p "$out/.next"
# The server, the built pages and only the node_modules they need (Next traced them).
cp -a .next/standalone/. "$out/"
# Next's own server.js would count every visitor by headers it cannot trust: server.mjs is the entry point, as
# with `npm start`, and its door thread sets the socket peer (it reads the build's copy of next.config from .next).
rm -f "$out/server.js"
cp server.mjs server-door.mjs "$out/"
# The door thread's one import, outside Next's build (server-door.mjs says why).
mkdir -p "$out/lib/i18n"
cp lib/i18n/accept-language.mjs "$out/lib/i18n/accept-language.mjs"
# Files the browser loads, which the standalone output leaves for a CDN to serve.
cp -a .next/static "$out/.next/static"
if [ -d public ]; then cp -a public "$out/public"; fi
# Where SQLite and the identity key live by default (CHAT_DB_PATH, CHAT_IP_HMAC_SECRET_FILE): the image's volumes.
mkdir -p "$out/data" "$out/secrets"
echo "assemble-standalone: $out is ready (start it with: cd $out && node server.mjs)"
