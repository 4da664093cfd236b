# A steady frame allocates nothing on the frame's thread: every steady-state scenario of the
# bench (each page at rest, the ink moving) is run by the release bench, which exits 1 naming
# the scenario when one of its frames allocated (`--check-allocations`). A debug build
# allocates in every frame (unspecialized generics), so the release bench is built here
# (incrementally: quick when `make bench` or an earlier run built it).

test_steady_frames_allocate_nothing_on_the_frames_thread() {
  swift build -c release --product tactile-bench >"$E2E_OUT/release-bench-build.txt" 2>&1 \
    || { tail -20 "$E2E_OUT/release-bench-build.txt"; return 1; }
  .build/release/tactile-bench --only frames --scenario idle --quick --check-allocations \
    --json "$E2E_OUT/steady.json" >"$E2E_OUT/steady.txt"
  grep -q "^tactile-bench — release build" "$E2E_OUT/steady.txt"
  # Every page's steady state was counted.
  for page in spoilers reactions todo about; do
    grep -q "allocs .* $page idle " "$E2E_OUT/steady.txt"
  done
}
