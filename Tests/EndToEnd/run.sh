#!/usr/bin/env bash
# End-to-end tests: runs every test_* function of Tests/EndToEnd/test_*.sh against the real
# binary, each in its own bash process with `set -e` (so any failing command fails the test)
# and its app stopped when it ends.
# Usage: Tests/EndToEnd/run.sh PATH/TO/tactile [NAME_FILTER]
# E2E_JOBS (default 2) splits the tests between that many runs at once, each with an X server
# and an output folder of its own ($E2E_OUT/shard-K): most of a test's time is an app
# animating in real time, so two share two cores without slowing each other's clocks.
set -uo pipefail
cd "$(dirname "$0")/../.."
TACTILE=$(realpath "${1:-.build/debug/tactile}")
FILTER=${2:-}
export TACTILE
source Tests/EndToEnd/lib.sh
# All test files share one namespace: a helper defined twice would silently replace the other.
twice=$(grep -ho '^[A-Za-z_][A-Za-z0-9_]*()' Tests/EndToEnd/*.sh | sort | uniq -d)
[ -z "$twice" ] || { echo "e2e: helpers defined twice: $twice"; exit 1; }
for f in Tests/EndToEnd/test_*.sh; do source "$f"; done

tests=$(declare -F | awk '{print $3}' | grep '^test_' | grep -- "$FILTER" | sort)
[ -z "${E2E_SHARD:-}" ] || tests=$E2E_SHARD
jobs=${E2E_JOBS:-2}
if [ -z "${E2E_SHARD:-}" ] && [ "$jobs" -gt 1 ] && [ "$(wc -w <<<"$tests")" -gt 1 ]; then
  mkdir -p "$E2E_OUT"
  rm -f "$E2E_OUT"/shard-*/.counts
  pids=()
  for k in $(seq 0 $((jobs - 1))); do
    shard=$(awk -v k="$k" -v n="$jobs" '(NR - 1) % n == k' <<<"$tests")
    [ -n "$shard" ] || continue
    E2E_OUT="$E2E_OUT/shard-$k" E2E_SHARD="$shard" "$0" "$TACTILE" &
    pids+=($!)
  done
  status=0
  for pid in "${pids[@]}"; do wait "$pid" || status=1; done
  cat "$E2E_OUT"/shard-*/.counts | awk '{p += $1; f += $2} END {printf "e2e: %d passed, %d failed\n", p, f}'
  exit $status
fi
mkdir -p "$E2E_OUT"

start_display || exit 1
trap 'stop_display' EXIT
export DISPLAY E2E_OUT

# Every test gets a data directory of its own: a run never touches the user's to-do list, and
# never meets another Tactile holding the default directory's lock. Likewise a configuration
# directory of its own, new each run: no test starts with a zoom, a window size or a theme
# that the user or another test left in settings.json.
E2E_DATA=$(realpath -m "$E2E_OUT/xdg-data")
E2E_CONFIG=$(realpath -m "$E2E_OUT/xdg-config")
rm -rf "$E2E_CONFIG"
export E2E_DATA E2E_CONFIG

passed=0; failed=0
for t in $tests; do
  if bash -c '
      set -eo pipefail
      source Tests/EndToEnd/lib.sh
      for f in Tests/EndToEnd/test_*.sh; do source "$f"; done
      trap stop_app EXIT
      export XDG_DATA_HOME="$E2E_DATA/$1" XDG_CONFIG_HOME="$E2E_CONFIG/$1"
      mkdir -p "$XDG_DATA_HOME"
      "$1"' _ "$t" >"$E2E_OUT/$t.log" 2>&1; then
    echo "$t … ok"; passed=$((passed + 1))
  else
    # One write for the whole block, so that another shard's lines do not fall inside it.
    printf '%s … FAILED\n%s\n' "$t" "$(sed 's/^/    /' "$E2E_OUT/$t.log")"
    failed=$((failed + 1))
  fi
done
echo "$passed $failed" >"$E2E_OUT/.counts"
[ -n "${E2E_SHARD:-}" ] || echo "e2e: $passed passed, $failed failed"
[ $failed -eq 0 ]
