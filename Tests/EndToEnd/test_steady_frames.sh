# A steady frame allocates nothing on the frame's thread: every steady-state scenario of the
# bench (each page at rest, the ink moving) is run by the bench built beside the app under test,
# which exits 1 naming the scenario when one of its frames allocated (`--check-allocations`).
# The hot targets are optimized in debug builds too, so the debug bench counts what a release
# build does.

test_steady_frames_allocate_nothing_on_the_frames_thread() {
  local bench
  bench="$(dirname "$TACTILE")/tactile-bench"
  [ -x "$bench" ] || { echo "$bench is missing: swift build builds it"; return 1; }
  "$bench" --only frames --scenario idle --quick --check-allocations \
    --json "$E2E_OUT/steady.json" >"$E2E_OUT/steady.txt"
  grep -q "^tactile-bench — .* build" "$E2E_OUT/steady.txt"
  # Every page's steady state was counted.
  for page in spoilers reactions todo about; do
    grep -q "allocs .* $page idle " "$E2E_OUT/steady.txt"
  done
}
