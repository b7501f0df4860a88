#!/usr/bin/env bash
# Runs `npm ci` when node_modules is missing or older than package-lock.json (used by start.sh and test.sh).
set -euo pipefail

# npm writes node_modules/.package-lock.json at the end of every install: its age is the install's age.
marker=node_modules/.package-lock.json
if [ ! -f "$marker" ] || [ package-lock.json -nt "$marker" ]; then
  echo "dependencies: running npm ci"
  npm ci
else
  echo "dependencies: node_modules is up to date"
fi
