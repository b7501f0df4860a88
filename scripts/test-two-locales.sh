#!/usr/bin/env bash
# The site of an owner who writes in English and French only (test/fixtures/profiles/two-locales.ts,
# `locales: ['en', 'fr']`): in a copy of the tree with that fixture as the live profile, the knowledge check
# and the profile's own eval pass, the site builds, and the browser tests of locale routing, the site, the
# portfolio, the chat and the chat API pass against it. Those tests read the live profile's locales: here
# they visit en and fr and check that es and de do not exist anywhere.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
export NEXT_TELEMETRY_DISABLED=1

copy="$(mktemp -d "${TMPDIR:-/tmp}/ask-me-two-locales-XXXXXX")"
trap 'rm -rf "$copy"' EXIT

# The sources, without build output, dependencies or history.
tar --exclude=./node_modules --exclude=./.next --exclude=./.git --exclude=./test-results \
  --exclude=./playwright-report --exclude=./coverage --exclude=./data -cf - . | tar -xf - -C "$copy"
# Dependencies hard-linked where the file system allows (seconds), else copied; a symlink would point out of
# the project, which Turbopack refuses.
cp -al node_modules "$copy/node_modules" 2>/dev/null || cp -a node_modules "$copy/node_modules"
cp test/fixtures/profiles/two-locales.ts "$copy/lib/knowledge/profile.ts"

cd "$copy"
npm run knowledge:check
npm run eval -- --floor
npm run build
# Ports of their own (20 above the main browser tests', which honour E2E_PORT_OFFSET the same way): a server
# left from the main run can never be reused with the other profile.
# Traces of a failure are kept in this tree's test-results/, not in the copy that is removed.
E2E_PORT_OFFSET=$(( ${E2E_PORT_OFFSET:-0} + 20 )) npx playwright test \
  e2e/locale-routing.spec.ts e2e/site.spec.ts e2e/portfolio.spec.ts e2e/chat.spec.ts e2e/api.model.spec.ts \
  --project=chromium --project=chromium-model --output="$root/test-results/two-locales"
