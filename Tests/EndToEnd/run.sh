#!/usr/bin/env bash
# End-to-end tests: runs every Tests/EndToEnd/test_*.sh function against the real binary.
# Usage: Tests/EndToEnd/run.sh PATH/TO/tactile
set -uo pipefail
cd "$(dirname "$0")/../.."
TACTILE=$(realpath "${1:-.build/debug/tactile}")
export TACTILE
source Tests/EndToEnd/lib.sh
for f in Tests/EndToEnd/test_*.sh; do source "$f"; done

start_display || exit 1
trap 'stop_app; stop_display' EXIT

passed=0; failed=0
for t in $(declare -F | awk '{print $3}' | grep '^test_' | sort); do
  printf '%s … ' "$t"
  if ( set -e; "$t" ) >"$E2E_OUT/$t.log" 2>&1; then
    echo ok; passed=$((passed + 1))
  else
    echo FAILED; failed=$((failed + 1)); sed 's/^/    /' "$E2E_OUT/$t.log"
  fi
  stop_app
done
echo "e2e: $passed passed, $failed failed"
[ $failed -eq 0 ]
