#!/usr/bin/env bash
# Runs every test: system packages, dependencies, lint, types, knowledge check, unit tests,
# the evaluation floor, the production build with its JavaScript budgets, Lighthouse, the browser tests, the
# deployment targets (nginx, next start as on Vercel, the container's standalone output, two instances) and a
# site built from a profile in two locales (scripts/test-two-locales.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

export NEXT_TELEMETRY_DISABLED=1

step() {
  echo
  echo "==> $*"
}

step "system dependencies"
bash scripts/install-system-deps.sh
# redis-server is installed now: the Redis admission-store suites must run, not skip; and so must the SQLite
# read-only fault tests (root and chattr, as on CI).
export REQUIRE_REDIS_TESTS=1
export REQUIRE_FAULT_TESTS=1
step "node dependencies"
bash scripts/ensure-node-modules.sh
step "lint"
npm run lint
step "typecheck"
npm run typecheck
step "knowledge check"
npm run knowledge:check
step "unit tests"
npx vitest run
step "evaluation (floors): the live profile's own eval, the engine scenario set, the dialogues, the fit check"
npm run eval -- --floor
npm run eval:engine -- --floor
npm run eval:dialogues -- --floor
npm run eval:fit -- --floor
npm run eval:fit -- --floor --file evals/fit/labels.tuned.v2.json
npm run eval:fit -- --floor --file evals/fit/labels.tuned.v3.json
step "build"
# With Next's standalone output too: the deployment tests start it as the container image does.
BUILD_STANDALONE=1 npm run build
npm run js:budget
step "lighthouse (accessibility, best practices, SEO >= 0.95; performance reported)"
npm run lighthouse
step "browser tests"
npx playwright test
step "deployment targets: behind nginx, next start with the Vercel preset, the container's standalone output, two instances sharing Redis"
npx playwright test -c playwright.deploy.config.ts

step "an owner's site in two locales (en, fr): knowledge check, eval, build and browser tests"
bash scripts/test-two-locales.sh

echo
echo "ALL TESTS PASSED: lint, typecheck, knowledge check, unit tests, evaluation floor, build, JS budgets, Lighthouse, browser tests, deployment targets and the two-locale site"
