#!/usr/bin/env bash
# The browser suites three times in a row with eight CPU hogs beside them (load about 8 on top of the tests'
# own): how issue 35 proves the browser tests wait on states, not timings. Needs stress-ng (Debian) and what
# .ci/run sets up. Each run's output goes to test-results/loaded-e2e-<n>.log; one line per run to the screen.
set -uo pipefail
cd "$(dirname "$0")/.."
command -v stress-ng >/dev/null || { echo "needs stress-ng: apt-get install stress-ng" >&2; exit 1; }
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
export TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
export CHROMIUM_PATH="${CHROMIUM_PATH:-$(command -v chromium)}"
export CI=true
mkdir -p test-results
stress-ng --cpu "${HOGS:-8}" --timeout 3h --quiet &
hogs=$!
trap 'kill $hogs 2>/dev/null' EXIT
failed=0
for run in 1 2 3; do
  started=$(date +%s)
  npm run test:e2e >"test-results/loaded-e2e-$run.log" 2>&1 || failed=1
  echo "run $run: $(grep '^tests:' "test-results/loaded-e2e-$run.log" | tail -n 1) in $(($(date +%s) - started)) s, load $(cut -d' ' -f1-3 /proc/loadavg)"
done
exit $failed
