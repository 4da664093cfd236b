# Recordings: --record in headless renders (GIF, WebP, MP4), their bad input, the progress
# bar, and F10 in a real window.

# frame_count FILE: frames in an animated GIF or WebP (ImageMagick).
frame_count() { identify -format '%n\n' "$1" | head -n 1; }

# record_text DIR: writes DIR/ink.txt, spoilers at the top of the page (their particles move
# in every frame) and prints its path.
record_text() {
  printf '[Hidden] words ||under ink|| and [more hidden words]\n' >"$1/ink.txt"
  echo "$1/ink.txt"
}

test_record_gif_and_webp_are_deterministic() {
  local d=$E2E_OUT/record-det
  rm -rf "$d" && mkdir -p "$d"
  printf 'at 0.2 click 150 250\nat 1.0 key Tab\n' >"$d/s.script"
  for ext in gif webp; do
    for run in 1 2; do
      "$TACTILE" --headless --size 480x320 --text "$(record_text "$d")" --script "$d/s.script" --record-fps 30 \
        --record "$d/$run.$ext" 2>"$d/$run.$ext.log"
    done
    cmp "$d/1.$ext" "$d/2.$ext"
    # 61 frames of 1/60 s at 30 fps: slots 0…30; the file lasts as long as the run.
    [ "$(frame_count "$d/1.$ext")" = 31 ]
    [ "$(identify -format '%W x %H\n' "$d/1.$ext" | head -n 1)" = "480 x 320" ]
    grep -q "^tactile: recorded 31 frames (1.02 s, .* MB) to $d/1.$ext\$" "$d/1.$ext.log"
  done
  [ "$(ls -A "$d" | grep -c '\.tmp$' || true)" = 0 ]
}

test_record_only_between_record_start_and_stop() {
  local d=$E2E_OUT/record-lines
  rm -rf "$d" && mkdir -p "$d"
  printf 'at 0.5 record start\nat 1.0 record stop\nat 1.5 key Right\n' >"$d/s.script"
  # The ink at 60 frames a second, so that no two frames are alike (the encoder would merge them).
  "$TACTILE" --headless --size 480x320 --text "$(record_text "$d")" --script "$d/s.script" \
    --set ink.fps=60 --record "$d/part.webp"
  # Frames at 0.5 s … 0.983 s of virtual time, every one at 60 fps.
  [ "$(frame_count "$d/part.webp")" = 30 ]
}

test_record_mp4_through_ffmpeg() {
  local d=$E2E_OUT/record-mp4
  rm -rf "$d" && mkdir -p "$d"
  # An odd size: the video is padded to even sides.
  "$TACTILE" --headless --size 321x201 --frames 45 --record-fps 30 --record "$d/clip.mp4"
  local info
  info=$(ffprobe -v error -count_frames -select_streams v:0 \
    -show_entries stream=codec_name,width,height,nb_read_frames -of csv=p=0 "$d/clip.mp4")
  [ "$info" = "h264,322,202,23" ] || { echo "ffprobe: $info"; return 1; }
  [ "$(ls -A "$d")" = clip.mp4 ]
}

test_record_bad_input() {
  bad_setup
  BAD_ONE_LINE=1
  local d=$BAD_TMP
  bad_row 1 "cannot record to $d/x.avi: unknown extension \".avi\" (use .gif, .webp or .mp4)" \
    --record "$d/x.avi"
  bad_row 1 "cannot record to $d/x: no extension (use .gif, .webp or .mp4)" --record "$d/x"
  bad_row 1 "cannot write /nonexistent-tactile/x.gif: no such directory /nonexistent-tactile" \
    --record /nonexistent-tactile/x.gif
  mkdir "$d/dir.webp"
  bad_row 1 "cannot write $d/dir.webp: it is a directory" --record "$d/dir.webp"
  : >"$d/plain"
  bad_row 1 "$d/plain is not a directory" --record "$d/plain/x.gif"
  if [ "$(id -u)" != 0 ]; then  # root may write anywhere
    mkdir "$d/readonly" && chmod 555 "$d/readonly"
    bad_row 1 "permission denied in $d/readonly" --record "$d/readonly/x.gif"
  fi
  # Known before rendering: the screenshot of the same run is never written.
  bad_row 1 "unknown extension" --record "$d/x.mov" --screenshot "$d/never.png"
  [ ! -e "$d/never.png" ] || { echo "  FAIL  rendered before the error"; BAD_FAILED=$((BAD_FAILED + 1)); }
  # .mp4 without ffmpeg on PATH.
  mkdir "$d/bin" && ln -s "$(command -v timeout)" "$d/bin/timeout"
  BAD_ENV=("PATH=$d/bin")
  bad_row 1 "cannot record to $d/x.mp4: .mp4 needs the ffmpeg program (Debian package ffmpeg), not found on PATH" \
    --record "$d/x.mp4"
  BAD_ENV=()
  # A script's record lines need --record; a recording of no frames is an error.
  printf 'at 0.1 record start\n' >"$d/rec.script"
  bad_row 1 "$d/rec.script: script line 1: \`record\` needs --record FILE" --script "$d/rec.script"
  printf 'at 0.1 record start\nat 0.1 record stop\n' >"$d/none.script"
  bad_row 1 "cannot record to $d/none.gif: no frame was recorded" --script "$d/none.script" \
    --record "$d/none.gif"
  for fps in 0 -5 61 abc; do
    bad_row 1 "--record-fps takes frames per second from 1 to 60" --record "$d/x.gif" \
      --record-fps "$fps"
  done
  # Nothing was left behind by any of them: no file, no temporary file.
  local left
  left=$(ls -A "$d" | grep -v -x -e stderr -e stdout -e plain -e dir.webp -e bin -e '.*\.script' || true)
  if [ -n "$left" ]; then
    echo "  FAIL  left behind: $left"
    BAD_FAILED=$((BAD_FAILED + 1))
  fi
  # Outside --headless: --record is refused.
  set +e
  "$TACTILE" --record "$d/w.gif" >/dev/null 2>"$d/err"
  local rc=$?
  set -e
  if [ $rc = 1 ] && grep -q -- "--record needs --headless" "$d/err"; then
    echo "  ok    --record without --headless"
  else
    echo "  FAIL  --record without --headless: exit $rc: $(head -n 1 "$d/err")"
    BAD_FAILED=$((BAD_FAILED + 1))
  fi
  bad_done
}

# The disk fills up during the render (a file size limit makes writes fail the same way):
# one line naming the file, and neither it nor a temporary file is left.
test_record_full_disk_leaves_no_file() {
  local d=$E2E_OUT/record-full
  rm -rf "$d" && mkdir -p "$d"
  local text
  text=$(record_text "$E2E_OUT")
  for ext in gif webp; do
    set +e
    bash -c 'trap "" XFSZ; ulimit -f 16; exec "$@"' _ "$TACTILE" --headless --size 480x320 \
      --text "$text" --frames 60 --record "$d/clip.$ext" 2>"$d/err" >/dev/null
    local rc=$?
    set -e
    [ $rc = 1 ] || { echo "$ext: exit $rc"; cat "$d/err"; return 1; }
    [ "$(wc -l <"$d/err")" = 1 ]
    grep -q "^tactile: cannot write $d/clip.$ext: File too large\$" "$d/err"
    [ -z "$(ls -A "$d" | grep -v -x err)" ] || { ls -A "$d"; return 1; }
  done
}

test_record_progress_bar_only_on_a_terminal() {
  local d=$E2E_OUT/record-progress
  rm -rf "$d" && mkdir -p "$d"
  # The ink at 60 frames a second: every frame differs from the last, none is merged.
  local cmd="$TACTILE --headless --size 640x400 --frames 150 --set ink.fps=60 --record $d/a.webp"
  # stderr is a file: no bar, only the closing line.
  $cmd 2>"$d/plain.txt"
  [ "$(cat "$d/plain.txt")" = "$(grep '^tactile: recorded 150 frames' "$d/plain.txt")" ]
  # stderr is a terminal (script(1) gives the app one): the bar is drawn and then erased.
  script -qec "$cmd 2>/dev/tty" /dev/null >"$d/tty.txt"
  grep -q "150 frames .* fps  ETA " "$d/tty.txt"
  grep -q "tactile: recorded 150 frames" "$d/tty.txt"
}

# F10 in a real window: the red dot shows, the recording lands in the videos folder named by
# user-dirs.dirs, plays (ffprobe / ImageMagick decode it) and does not contain the dot.
test_record_f10_in_the_window_writes_a_playable_file() {
  local d=$E2E_OUT/record-f10
  rm -rf "$d" && mkdir -p "$d/home/.config" "$d/videos"
  d=$(realpath "$d")
  printf 'XDG_VIDEOS_DIR="%s"\n' "$d/videos" >"$d/home/.config/user-dirs.dirs"
  export HOME=$d/home XDG_CONFIG_HOME=
  # MP4 when ffmpeg is installed; WebP with ffmpeg hidden from PATH.
  local real=$TACTILE
  printf '#!/bin/sh\nPATH=/nonexistent exec "%s" "$@"\n' "$real" >"$d/no-ffmpeg"
  chmod +x "$d/no-ffmpeg"
  for kind in mp4 webp; do
    [ $kind = webp ] && TACTILE=$d/no-ffmpeg
    start_app --size 640x400
    xdotool key --window "$WID" F10
    wait_until "$E2E_PATIENCE" grep -q "recording to $d/videos/tactile-.*\.$kind (F10 stops)" "$E2E_OUT/app.log"
    wait_until "$E2E_PATIENCE" pixel_near 624 16 eb2929 40
    # Let a second of frames be recorded, with a click revealing a spoiler in it.
    click_at 200 200
    sleep 1
    xdotool key --window "$WID" F10
    wait_until 60 grep -q "saved recording" "$E2E_OUT/app.log" || { cat "$E2E_OUT/app.log"; return 1; }
    dot_gone() { ! pixel_near 624 16 eb2929 40; }
    wait_until "$E2E_PATIENCE" dot_gone
    local file
    file=$(sed -n 's/^tactile: saved recording \(.*\) (\([0-9]*\) frames, [0-9.]* s, .*$/\1/p' \
      "$E2E_OUT/app.log")
    [ -f "$file" ] && [[ $file == *.$kind ]]
    if [ $kind = mp4 ]; then
      local info
      info=$(ffprobe -v error -count_frames -select_streams v:0 \
        -show_entries stream=width,height,nb_read_frames -of csv=p=0 "$file")
      echo "ffprobe: $info"
      [[ $info == 640,400,* ]] && [ "${info##*,}" -ge 10 ]
      # The log's count is the file's.
      [ "$(sed -n 's/^tactile: saved recording .* (\([0-9]*\) frames, .*/\1/p' "$E2E_OUT/app.log")" = "${info##*,}" ]
      ffmpeg -v error -y -i "$file" -vframes 1 "$d/first.png"
    else
      echo "frames: $(frame_count "$file")"
      [ "$(frame_count "$file")" -ge 2 ]
      [ "$(identify -format '%W x %H\n' "$file" | head -n 1)" = "640 x 400" ]
      convert "$file[0]" "$d/first.png"
    fi
    # The dot is drawn after the frame is copied out: it is not in the recording.
    ! color_near "$(pixel_hex "$d/first.png" 624 16)" eb2929 40
    stop_app
    : >"$E2E_OUT/app.log"
  done
  TACTILE=$real
}

# The disk fills up while the window records (a file size limit makes writes fail the same
# way): one warning naming the file, the dot goes, and nothing is left in the videos folder.
test_record_f10_full_disk_leaves_no_file() {
  local d=$E2E_OUT/record-f10-full
  rm -rf "$d" && mkdir -p "$d/home/.config" "$d/videos"
  d=$(realpath "$d")
  printf 'XDG_VIDEOS_DIR="%s"\n' "$d/videos" >"$d/home/.config/user-dirs.dirs"
  export HOME=$d/home XDG_CONFIG_HOME=
  local kind
  for kind in mp4 webp; do
    local path=$PATH
    [ $kind = webp ] && path=/nonexistent
    printf '#!/bin/bash\ntrap "" XFSZ\nulimit -f 16\nPATH=%s exec "%s" "$@"\n' "$path" \
      "$(realpath "$TACTILE")" >"$d/limited"
    chmod +x "$d/limited"
    TACTILE=$d/limited start_app --size 640x400
    xdotool key --window "$WID" F10
    wait_until "$E2E_PATIENCE" grep -q "recording to .*\.$kind" "$E2E_OUT/app.log"
    click_at 200 200
    # mp4: ffmpeg fails while recording; webp: the file is written when the recording stops.
    if [ $kind = webp ]; then sleep 1; xdotool key --window "$WID" F10; fi
    wait_until 60 grep -q "warning: recording failed: .*File too large" "$E2E_OUT/app.log" \
      || { cat "$E2E_OUT/app.log"; return 1; }
    dot_gone() { ! pixel_near 624 16 eb2929 40; }
    wait_until "$E2E_PATIENCE" dot_gone
    # The failed recording's temporary file is removed on the recorder's queue, after the
    # warning: awaited, not checked once.
    videos_empty() { [ -z "$(ls -A "$d/videos")" ]; }
    wait_until "$E2E_PATIENCE" videos_empty || { ls -A "$d/videos"; return 1; }
    cat "$E2E_OUT/app.log"
    stop_app
    : >"$E2E_OUT/app.log"
  done
}
