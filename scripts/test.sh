#!/usr/bin/env bash
# `npm test`: typecheck, lint, the build, then the unit suite and the visual baselines side by side, the e2e matrix,
# and the deployment's smoke set. Fails when anything fails.
#
# The unit suite is CPU-bound (two Vitest workers) and the visual set mostly waits (a paused page clock, network
# idle, two stable screenshots a picture: about a third of the machine), so running them together saves about three
# minutes of the test command's 30 on a 2-core machine. The unit suite's output is printed when both are done.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run typecheck
npm run lint
bash scripts/ensure-browser.sh
npm run build
npm run build:fixtures

unit_log=$(mktemp)
trap 'rm -f "$unit_log"' EXIT
echo "Unit suite (npm run test:unit) running beside the visual baselines; its output follows them."
npm run test:unit >"$unit_log" 2>&1 &
unit=$!
visual_status=0
npm run test:visual || visual_status=$?
unit_status=0
wait "$unit" || unit_status=$?
cat "$unit_log"
if [ "$unit_status" -ne 0 ] || [ "$visual_status" -ne 0 ]; then
  echo "npm test: unit suite exit $unit_status, visual baselines exit $visual_status" >&2
  exit 1
fi

npx playwright test -c tests/playwright.config.ts
npm run test:nginx
