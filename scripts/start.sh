#!/usr/bin/env bash
# Runs the product: installs dependencies when needed, builds, and serves on PORT (default 3000).
# With no API key the chat answers from the offline engine: open http://localhost:3000/ (it redirects to the
# profile's default locale; the chat is at /<locale>/ai).
set -euo pipefail
cd "$(dirname "$0")/.."

export NEXT_TELEMETRY_DISABLED=1
bash scripts/ensure-node-modules.sh
npm run build
export PORT="${PORT:-3000}"
echo "starting: open http://localhost:${PORT}/ (the chat: /<locale>/ai)"
# `npm start` reads PORT itself: the product starts here exactly as hosting scripts start it.
exec npm start
