# Sizes too large for the memory there is (here a 3 GB address-space limit): one line and
# exit 1 at the start, never an abort; a resize to such a size keeps the last size drawn.

# run_limited ERRFILE ARGS…: the app headless under a 3 GB address-space limit.
run_limited() {
  local err=$1
  shift
  (
    ulimit -v 3000000
    exec "$TACTILE" --headless "$@"
  ) >/dev/null 2>"$err"
}

test_memory_sizes_too_large_are_one_line_at_the_start() {
  local d=$E2E_OUT/memory-start
  rm -rf "$d" && mkdir -p "$d"
  local failed=0 args rc
  for args in "--size 16384x8192 --scale 2 --frames 1 --screenshot $d/b.png" \
    "--size 16384x16384 --scale 2 --frames 1" \
    "--size 8192x8192 --scale 2 --frames 2 --record $d/r.gif" \
    "--size 4096x4096 --scale 4 --frames 2 --record $d/r.gif"; do
    rc=0
    # shellcheck disable=SC2086
    run_limited "$d/err" $args || rc=$?
    if [ $rc = 1 ] && [ "$(wc -l <"$d/err")" = 1 ] && grep -q "not enough memory" "$d/err"; then
      echo "ok    $args: $(cat "$d/err")"
    else
      echo "FAIL  $args: exit $rc: $(head -n 3 "$d/err")"
      failed=1
    fi
  done
  [ -z "$(ls -A "$d" | grep -v -x err)" ] || { ls -A "$d"; failed=1; }
  [ $failed = 0 ]
}

test_memory_a_resize_too_large_keeps_the_last_size_with_a_notice() {
  local d=$E2E_OUT/memory-resize
  rm -rf "$d" && mkdir -p "$d"
  printf 'at 0.05 resize 16384 16384\nat 0.1 key Tab\n' >"$d/s.script"
  run_limited "$d/err" --size 320x200 --scale 2 --script "$d/s.script" --screenshot "$d/end.png"
  grep -q "^tactile: warning: script line 1: cannot draw a 16384×16384 window: not enough memory for .*; keeping 320×200\$" "$d/err" \
    || { cat "$d/err"; return 1; }
  [ "$(identify -format '%w x %h' "$d/end.png")" = "640 x 400" ]
}
