# Output files: a target that is not a regular file is refused before the first frame (never
# replaced, never blocked on), a link is written through, one file is never named twice, two
# runs writing one file say so, dead runs' temporary files are cleared, and a stuck encoder
# never holds the app.

test_outputs_that_are_not_regular_files_are_refused_before_the_first_frame() {
  bad_setup
  local d=$BAD_TMP
  mkfifo "$d/fifo"
  bad_row 1 "--screenshot: cannot write $d/fifo: it is a FIFO (named pipe), not a regular file" \
    --screenshot "$d/fifo"
  bad_row 1 "--record: cannot write $d/fifo: it is a FIFO (named pipe), not a regular file" \
    --record "$d/fifo"
  if [ "$(id -u)" = 0 ]; then  # only root may make a device node
    mknod "$d/full" c 1 7
    printf 'at 0.01 screenshot %s\n' "$d/full" >"$d/shot.script"
    bad_row 1 "script line 1's screenshot: cannot write $d/full: it is a character device" \
      --script "$d/shot.script"
    [ -c "$d/full" ] || { echo "  FAIL  the device node was replaced"; BAD_FAILED=$((BAD_FAILED + 1)); }
  fi
  ln -s loop-b "$d/loop-a" && ln -s loop-a "$d/loop-b"
  bad_row 1 "cannot write $d/loop-a: too many levels of symbolic links (a loop)" \
    --screenshot "$d/loop-a"
  bad_row 1 "--record and --screenshot both write $d/x.gif: give each its own file" \
    --record "$d/x.gif" --screenshot "$d/x.gif"
  ln -s x.gif "$d/alias.gif"
  bad_row 1 "--record and --screenshot both write $d/alias.gif" \
    --record "$d/x.gif" --screenshot "$d/alias.gif"
  # A link is written through: its target gets the picture, the link stays a link.
  echo old >"$d/real.png" && ln -s real.png "$d/link.png"
  bad_row 0 '' --screenshot "$d/link.png"
  if [ -L "$d/link.png" ] && [ "$(head -c 4 "$d/real.png" | tail -c 3)" = PNG ]; then
    echo "  ok    a link is written through to its target"
  else
    echo "  FAIL  the link was replaced or its target not written"; BAD_FAILED=$((BAD_FAILED + 1))
  fi
  [ -p "$d/fifo" ] && [ ! -e "$d/x.gif" ] || { echo "  FAIL  a refused target was touched"; BAD_FAILED=$((BAD_FAILED + 1)); }
  bad_done
}

# A run shorter than a frame of the recording: the file lasts as long as the run.
test_outputs_a_recording_lasts_as_long_as_its_run() {
  local d=$E2E_OUT/outputs-length
  rm -rf "$d" && mkdir -p "$d"
  "$TACTILE" --headless --size 160x100 --record-fps 1 --frames 30 --record "$d/half.gif" 2>"$d/log"
  grep -q "^tactile: recorded 1 frames (0.50 s, .* MB) to $d/half.gif\$" "$d/log" || { cat "$d/log"; return 1; }
}

# The temporary file of a run killed with -9 is removed by the next write into that folder;
# one of a live process is left alone.
test_outputs_the_next_write_removes_a_dead_runs_temporary_files() {
  local d=$E2E_OUT/outputs-stale
  rm -rf "$d" && mkdir -p "$d"
  local dead
  dead=$(sh -c 'echo $$')
  : >"$d/.x.gif.$dead-1.tmp"
  : >"$d/.y.png.$$-1.tmp"
  "$TACTILE" --headless --size 64x64 --screenshot "$d/shot.png"
  [ "$(ls -A "$d" | sort | tr '\n' ' ')" = ".y.png.$$-1.tmp shot.png " ] || { ls -A "$d"; return 1; }
}

# Two runs recording to one file: the one that finishes last replaces the other's, and says so.
test_outputs_two_runs_recording_to_one_file_say_which_replaced_the_other() {
  local d=$E2E_OUT/outputs-two
  rm -rf "$d" && mkdir -p "$d"
  "$TACTILE" --headless --size 320x200 --frames 400 --record "$d/x.webp" 2>"$d/long.log" &
  local long=$!
  tmp_exists() { ls -A "$d" | grep -q '^\.x\.webp\..*\.tmp$'; }
  wait_until "$E2E_PATIENCE" tmp_exists
  "$TACTILE" --headless --size 320x200 --frames 5 --record "$d/x.webp" 2>"$d/short.log"
  wait "$long"
  grep -q "^tactile: recorded .* to $d/x.webp\$" "$d/short.log"
  grep -q "^tactile: recorded .* to $d/x.webp; replaced $d/x.webp, which another program wrote while this one was writing it\$" "$d/long.log" \
    || { cat "$d/long.log"; return 1; }
}

# ffmpeg that stops reading (here it sleeps): the first SIGTERM ends the run at once, with one
# line; ffmpeg is killed and reaped, and no temporary file is left.
test_outputs_a_stuck_encoder_stops_on_the_first_sigterm() {
  local d=$E2E_OUT/outputs-stuck
  rm -rf "$d" && mkdir -p "$d/bin"
  d=$(realpath "$d")
  # The fake ffmpeg says its process id (the same after exec), then never reads.
  printf '#!/bin/sh\necho $$ >"%s/bin/pid"\nexec sleep 1000\n' "$d" >"$d/bin/ffmpeg"
  chmod +x "$d/bin/ffmpeg"
  PATH="$d/bin:$PATH" "$TACTILE" --headless --size 640x400 --frames 100000 --record "$d/s.mp4" \
    2>"$d/log" &
  local app=$!
  ffmpeg_started() { [ -s "$d/bin/pid" ] && kill -0 "$(cat "$d/bin/pid")" 2>/dev/null; }
  wait_until "$E2E_PATIENCE" ffmpeg_started
  kill -TERM "$app"
  gone() { ! kill -0 "$app" 2>/dev/null; }
  # Generous for a loaded machine; the app looks at the signal every 0.1 s while it waits.
  wait_until 10 gone || { echo "still running after SIGTERM"; kill -9 "$app"; return 1; }
  local rc=0
  wait "$app" || rc=$?
  [ $rc = 143 ] || { echo "exit $rc"; cat "$d/log"; return 1; }
  [ "$(cat "$d/log")" = "tactile: stopped by SIGTERM; the recording $d/s.mp4 was not written" ] \
    || { cat "$d/log"; return 1; }
  ! ffmpeg_started || { echo "ffmpeg left running"; kill -9 "$(cat "$d/bin/pid")"; return 1; }
  [ -z "$(ls -A "$d" | grep -v -x -e bin -e log)" ] || { ls -A "$d"; return 1; }
}

# An encoder that reads every frame and exits 0 but writes nothing: the run fails in one line
# and leaves no empty file (it said "recorded 120 frames" over a 0-byte MP4 before).
test_outputs_an_encoder_that_writes_nothing_is_a_failure() {
  local d=$E2E_OUT/outputs-empty
  rm -rf "$d" && mkdir -p "$d/bin"
  d=$(realpath "$d")
  printf '#!/bin/sh\ncat >/dev/null\nexit 0\n' >"$d/bin/ffmpeg"
  chmod +x "$d/bin/ffmpeg"
  local rc=0
  PATH="$d/bin:$PATH" "$TACTILE" --headless --size 320x200 --frames 30 --record "$d/s.mp4" \
    2>"$d/log" || rc=$?
  [ $rc = 1 ] || { echo "exit $rc"; cat "$d/log"; return 1; }
  [ "$(cat "$d/log")" = "tactile: ffmpeg failed writing $d/s.mp4: it exited without writing anything" ] \
    || { cat "$d/log"; return 1; }
  [ -z "$(ls -A "$d" | grep -v -x -e bin -e log)" ] || { ls -A "$d"; return 1; }
}
