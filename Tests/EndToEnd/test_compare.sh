# Comparing tunings side by side (--compare), capturing a gesture (F9), exporting the tuning
# (--export): in headless renders and in a real window, with their bad input.

# A gesture for the spoilers page in pane coordinates: a spoiler revealed, the right wave
# pulled and let go, the wheel. Printed with Y shifted by $1 points (a pane's label bar).
compare_script() {
  local dy=$1
  printf 'at 0.2 click 150 %s\n' $((250 + dy))
  printf 'at 0.6 down 630 %s\n' $((330 + dy))
  for i in 1 2 3 4 5 6 7 8; do
    printf 'at 0.%s move %s %s\n' $((6 + i / 3)) $((630 - i * 25)) $((330 + dy))
  done
  printf 'at 1.0 up 430 %s\nat 1.2 wheel -2\nat 1.6 end\n' $((330 + dy))
}

# Headless: each pane of a comparison is, pixel for pixel, a single run of its preset at the
# pane's size given the same gesture in the pane's coordinates.
test_compare_each_pane_is_a_single_run_of_its_preset() {
  local d=$E2E_OUT/compare-panes
  rm -rf "$d" && mkdir -p "$d"
  compare_script 24 >"$d/window.script"
  compare_script 0 >"$d/pane.script"
  "$TACTILE" --headless --size 1280x800 --compare telegram-ios,telegram-desktop \
    --script "$d/window.script" --screenshot "$d/both.png" --dump-layout >"$d/both.json"
  [ "$(python3 -c "import json,sys; d=json.load(open(sys.argv[1])); \
print(' '.join('%(x)d,%(y)d,%(width)dx%(height)d' % p['rect'] for p in d['panes']))" "$d/both.json")" \
    = "0,24,639x776 641,24,639x776" ]
  local x preset
  for pane in "0 telegram-ios" "641 telegram-desktop"; do
    read -r x preset <<<"$pane"
    "$TACTILE" --headless --size 639x776 --preset "$preset" --script "$d/pane.script" \
      --screenshot "$d/$preset.png"
    # The panel's gear button is the window's, drawn in its corner (over the last pane), not
    # the pane's: left out of both.
    convert "$d/both.png" -crop "639x776+$x+24" +repage -fill black \
      -draw "rectangle 551,732 583,764" "$d/$preset-pane.png"
    convert "$d/$preset.png" -fill black -draw "rectangle 551,732 583,764" "$d/$preset.png"
    local n
    n=$(pixels_differing "$d/$preset.png" "$d/$preset-pane.png")
    [ "$n" = 0 ] || { echo "$preset: $n pixels differ"; return 1; }
  done
  # The two tunings drew the ink differently (the test would pass for any two equal panes).
  [ "$(pixels_differing "$d/telegram-ios.png" "$d/telegram-desktop.png")" -gt 1000 ]
}

# A real window: a drag in one pane moves the waves of every pane, in the same frame.
test_compare_a_drag_in_one_pane_moves_every_panes_wave() {
  start_app --size 1280x800 --compare exyte,cuberto,seeds,default
  local before=$E2E_OUT/compare-before.png during=$E2E_OUT/compare-during.png
  capture "$before"
  # Pane 4 (bottom right): its right wave, pulled 200 pt left and held.
  move_to 1268 612
  xdotool mousedown 1
  local i
  for i in 1 2 3 4 5 6 7 8 9 10; do move_to $((1268 - i * 20)) 612; done
  sleep 0.5
  capture "$during"
  xdotool mouseup 1
  # Every pane's right half changed where its wave now reaches (the same place in each).
  local pane x y n
  for pane in "0 24" "641 24" "0 425" "641 425"; do
    read -r x y <<<"$pane"
    n=$(pixels_differing "$before[240x375+$((x + 399))+$y]" "$during[240x375+$((x + 399))+$y]" 8%)
    [ "$n" -gt 5000 ] || { echo "pane at $x,$y: only $n pixels changed"; return 1; }
  done
  stop_app
}

# F9 in the window writes what was done into a script next to recordings; replayed headless
# from the same start it ends in the same to-do list and the same pixels as the window.
test_compare_f9_captures_a_gesture_that_replays_to_the_same_pixels() {
  local d=$E2E_OUT/capture-f9
  rm -rf "$d" && mkdir -p "$d/home/.config" "$d/videos" "$d/window" "$d/replay"
  d=$(realpath "$d")
  printf 'XDG_VIDEOS_DIR="%s"\n' "$d/videos" >"$d/home/.config/user-dirs.dirs"
  local keep_home=$HOME
  export HOME=$d/home XDG_CONFIG_HOME=
  # The software renderer, which the headless replay draws with too.
  SDL_RENDER_DRIVER=software start_app --size 800x600 --page todo --seed 3 --data-dir "$d/window"
  xdotool key --window "$WID" F9
  wait_until "$E2E_PATIENCE" grep -q "capturing input to $d/videos/tactile-.*\.script (F9 saves it)" \
    "$E2E_OUT/app.log" || { cat "$E2E_OUT/app.log"; return 1; }
  # Strike the first item, add one by typing, pull the left wave a little and let it go.
  local layout=$d/layout.json
  "$TACTILE" --headless --page todo --size 800x600 --data-dir "$d/replay" --dump-layout >"$layout"
  local box add
  box=$(python3 -c "import json,sys; d=json.load(open(sys.argv[1])); r=d['items'][0]['checkbox']; \
print(int(r['x']), int(r['y']))" "$layout")
  add=$(python3 -c "import json,sys; d=json.load(open(sys.argv[1])); r=d['addRow']; \
print(int(r['x']+r['width']/2), int(r['y']+r['height']/2))" "$layout")
  click_at $box
  sleep 1.5
  click_at $add
  sleep 0.3
  xdotool type --window "$WID" --delay 40 "captured"
  xdotool key --window "$WID" Return
  # Slowly (200 pt/s): the window keeps the time between the moves, and a flick would turn
  # the page.
  move_to 6 300
  xdotool mousedown 1
  local i
  for i in 1 2 3 4 5; do
    sleep 0.1
    move_to $((6 + i * 20)) 300
  done
  xdotool mouseup 1
  move_to 700 560
  sleep 2  # Everything settles: the strike, the wave springing back.
  xdotool key --window "$WID" F9
  wait_until "$E2E_PATIENCE" grep -q "saved the captured input $d/videos/.*\.script" \
    "$E2E_OUT/app.log" || { cat "$E2E_OUT/app.log"; return 1; }
  capture "$d/window.png"
  stop_app
  export HOME=$keep_home
  local script
  script=$(sed -n 's/^tactile: saved the captured input \(.*\.script\) (\([0-9]*\) inputs)$/\1/p' \
    "$E2E_OUT/app.log")
  [ -f "$script" ] || { echo "no script in: $(cat "$E2E_OUT/app.log")"; return 1; }
  grep -q "^# Replay: tactile --headless --script $script --page todo --seed 3 --data-dir" "$script"
  grep -q "^# F9: the capture begins" "$script"
  grep -q ' end  # F9: the capture ends.$' "$script"
  "$TACTILE" --headless --script "$script" --page todo --seed 3 --data-dir "$d/replay" \
    --screenshot "$d/replay.png" --dump-layout >"$d/replay.json"
  cmp "$d/window/todo.json" "$d/replay/todo.json" || { diff "$d/window/todo.json" "$d/replay/todo.json"; return 1; }
  grep -q '"captured"' "$d/replay/todo.json"
  local n
  n=$(pixels_differing "$d/window.png" "$d/replay.png")
  [ "$n" = 0 ] || { echo "$n pixels differ between the window and the replay"; return 1; }
}

# F9 writes the time as it was felt: F9 pressed 1.5 s after the window came up and two keys
# pressed 1.5 s apart, each after the window sat idle (it sleeps then), keep those times.
test_compare_f9_keeps_the_idle_time_between_inputs() {
  local d=$E2E_OUT/capture-idle
  rm -rf "$d" && mkdir -p "$d/home/.config" "$d/videos"
  d=$(realpath "$d")
  printf 'XDG_VIDEOS_DIR="%s"\n' "$d/videos" >"$d/home/.config/user-dirs.dirs"
  local keep_home=$HOME
  export HOME=$d/home XDG_CONFIG_HOME=
  start_app --size 640x400 --page reactions
  sleep 1.5
  xdotool key --window "$WID" F9
  wait_until "$E2E_PATIENCE" grep -q "capturing input to " "$E2E_OUT/app.log"
  xdotool key --window "$WID" F2
  sleep 1.5
  xdotool key --window "$WID" F2
  xdotool key --window "$WID" F9
  wait_until "$E2E_PATIENCE" grep -q "saved the captured input" "$E2E_OUT/app.log"
  stop_app
  export HOME=$keep_home
  local script
  script=$(sed -n 's/^tactile: saved the captured input \(.*\.script\) .*$/\1/p' "$E2E_OUT/app.log")
  cat "$script"
  # Seconds after the start, of the capture's beginning and of the two presses of F2.
  local begins first second
  begins=$(sed -n 's/^# F9: the capture begins (\([0-9.]*\) s after the start).$/\1/p' "$script")
  first=$(grep '^at [0-9.]* keydown F2$' "$script" | sed -n '1s/^at \([0-9.]*\) .*/\1/p')
  second=$(grep '^at [0-9.]* keydown F2$' "$script" | sed -n '2s/^at \([0-9.]*\) .*/\1/p')
  python3 -c "import sys; b, f, s = map(float, sys.argv[1:]); \
assert b >= 1.4, 'the capture begins %s s after the start' % b; \
assert 1.4 <= s - f <= 2.5, 'the keys are %s s apart' % (s - f)" "$begins" "$first" "$second"
}

# F9 where recordings go cannot be written: one line says so and where the capture goes
# instead (the current directory); nothing captured is lost.
test_compare_f9_on_a_read_only_folder_says_so_and_saves_elsewhere() {
  local d=$E2E_OUT/capture-ro
  [ -d "$d/videos" ] && { chattr -i "$d/videos" 2>/dev/null || true; }
  rm -rf "$d" && mkdir -p "$d/home/.config" "$d/videos" "$d/cwd"
  d=$(realpath "$d")
  printf 'XDG_VIDEOS_DIR="%s"\n' "$d/videos" >"$d/home/.config/user-dirs.dirs"
  # Root writes into any folder it may not: an immutable one refuses root too.
  if [ "$(id -u)" = 0 ]; then
    chattr +i "$d/videos" || { echo "cannot make a folder read-only for root"; return 1; }
  else
    chmod 555 "$d/videos"
  fi
  trap 'stop_app; chattr -i "'"$d"'/videos" 2>/dev/null; chmod 755 "'"$d"'/videos"' EXIT
  local keep_home=$HOME out tactile
  out=$(realpath "$E2E_OUT")
  tactile=$(realpath "$TACTILE")
  export HOME=$d/home XDG_CONFIG_HOME=
  pushd "$d/cwd" >/dev/null
  E2E_OUT=$out TACTILE=$tactile start_app --size 640x400 || return 1
  popd >/dev/null
  xdotool key --window "$WID" F9
  wait_until "$E2E_PATIENCE" grep -q "capturing input to " "$E2E_OUT/app.log"
  click_at 200 200
  xdotool key --window "$WID" F9
  wait_until "$E2E_PATIENCE" grep -q "saved the captured input" "$E2E_OUT/app.log"
  stop_app
  export HOME=$keep_home
  cat "$E2E_OUT/app.log"
  [ "$(grep -c "capturing input to" "$E2E_OUT/app.log")" = 1 ]
  grep -q "^tactile: capturing input to $d/cwd/tactile-.*\.script (F9 saves it); cannot write $d/videos/tactile-.*\.script: " \
    "$E2E_OUT/app.log"
  local script
  script=$(sed -n 's/^tactile: saved the captured input \(.*\.script\) .*$/\1/p' "$E2E_OUT/app.log")
  grep -q "down 200 200" "$script"
  [ -z "$(ls -A "$d/videos")" ]
}

test_compare_bad_input() {
  bad_setup
  BAD_ONE_LINE=1
  bad_row 1 '--compare takes 2 to 4 presets separated by commas' --compare exyte
  bad_row 1 '--compare takes 2 to 4 presets separated by commas' --compare a,b,c,d,e
  bad_row 1 '--compare takes 2 to 4 presets separated by commas' --compare exyte,
  bad_row 1 '--compare: no preset "nope": not built in' --compare nope,exyte
  bad_row 1 "--compare: cannot read preset $BAD_TMP/none.json" --compare "exyte,$BAD_TMP/none.json"
  bad_row 1 '--compare: 4 panes of at least 360×280 need a window of 1446×304 in a row, or 722×610 in 2 columns, or 360×1222 in one column; this one is 600×500' \
    --compare exyte,cuberto,seeds,default --size 600x500
  bad_row 0 '' --compare exyte,cuberto --size 722x304
  bad_row 1 'unknown export format "kotlin" (swiftui, uikit, compose, android, flutter, css, json)' \
    --export kotlin
  bad_done
}

# --export prints the tuning's motions as code, with --preset and --set applied.
test_compare_export_prints_code_for_every_platform() {
  local out=$E2E_OUT/export
  mkdir -p "$out"
  local f
  for f in swiftui uikit compose android flutter css json; do
    "$TACTILE" --export $f --preset cuberto --set wave.backDamping=0.5 >"$out/tuning.$f"
    grep -q waveReturn "$out/tuning.$f" || grep -q wave-return "$out/tuning.$f" \
      || { echo "$f: no waveReturn"; return 1; }
  done
  # Cuberto's wave runs linearly (no spring); exyte's springs back.
  grep -q 'val waveReturn = tween<Float>(durationMillis = 800' "$out/tuning.compose"
  "$TACTILE" --export compose --preset exyte --set wave.backDamping=0.5 >"$out/exyte.compose"
  grep -q 'val waveReturn = spring<Float>(dampingRatio = 0.5f' "$out/exyte.compose"
  python3 -c "import json,sys; json.load(open(sys.argv[1]))" "$out/tuning.json"
}
