# A touch screen's fingers, in a real window: xdotool cannot make touch events, so each test
# gives the window a --script of `touch` lines (the events a finger makes, as SDL's finger
# events become them) and checks the screen; headless, the same gesture by finger and by
# mouse ends in the same layout.

# touch_lines FINGER T0 DT X0 Y0 X1 Y1 STEPS: a finger down at (X0, Y0) at T0, STEPS moves to
# (X1, Y1) DT seconds apart, up there.
touch_lines() {
  local f=$1 t=$2 dt=$3 x0=$4 y0=$5 x1=$6 y1=$7 steps=$8 i
  printf 'at %s touch down %s %s %s\n' "$t" "$f" "$x0" "$y0"
  for i in $(seq 1 "$steps"); do
    t=$(echo "$t + $dt" | bc)
    printf 'at %s touch move %s %s %s\n' "$t" "$f" $((x0 + (x1 - x0) * i / steps)) $((y0 + (y1 - y0) * i / steps))
  done
  printf 'at %s touch up %s %s %s\n' "$(echo "$t + $dt" | bc)" "$f" "$x1" "$y1"
}

# as_mouse SCRIPT: the same lines with the mouse (`down`, `move` held, `up`).
as_mouse() { sed -E 's/ touch (down|move|up) [-0-9]+ / \1 /' "$1"; }

# same_headless_end SIZE PAGE SCRIPT: the gesture by finger and by mouse, replayed headless for
# 4 s, end in the same layout (the finger's in SCRIPT.json, its last frame in SCRIPT.png).
same_headless_end() {
  local size=$1 page=$2 script=$3
  as_mouse "$script" >"$script.mouse"
  "$TACTILE" --headless --size "$size" --page "$page" --script "$script" --frames 240 \
    --dump-layout --screenshot "$script.png" >"$script.json"
  "$TACTILE" --headless --size "$size" --page "$page" --script "$script.mouse" --frames 240 \
    --dump-layout >"$script.mouse.json"
  cmp "$script.json" "$script.mouse.json" \
    || { diff "$script.json" "$script.mouse.json" | head -20; return 1; }
}

test_touch_a_finger_tap_reveals_a_spoiler() {
  "$TACTILE" --dump-layout --size 1280x800 >"$E2E_OUT/t-sp-layout.json"
  read -r x y w h < <(fragment_of "$E2E_OUT/t-sp-layout.json" 0 1)
  local cx=$((x + w / 2)) cy=$((y + h / 2))
  # The finger wobbles 7 pt on the way: past the mouse's tap slop, within a finger's.
  {
    printf 'at 1.0 touch down 1 %s %s\n' $cx $cy
    printf 'at 1.05 touch move 1 %s %s\n' $((cx + 7)) $cy
    printf 'at 1.1 touch up 1 %s %s\n' $((cx + 7)) $cy
  } >"$E2E_OUT/t-tap.script"
  "$TACTILE" --headless --size 1280x800 --script "$E2E_OUT/t-tap.script" --frames 120 \
    --dump-layout >"$E2E_OUT/t-tap.json"
  [ "$(json_get "$E2E_OUT/t-tap.json" 'd["spoilers"][0]["state"]')" != hidden ]
  start_app --size 1280x800 --script "$E2E_OUT/t-tap.script"
  # Ink moves over a hidden spoiler: the region holds still once it is revealed.
  wait_until "$E2E_PATIENCE" region_still "${w}x${h}+${x}+${y}"
  read -r x2 y2 w2 h2 < <(fragment_of "$E2E_OUT/t-sp-layout.json" 1 0)
  region_changes "${w2}x${h2}+${x2}+${y2}"  # Another is still hidden.
}

test_touch_press_drag_release_picks_a_reaction() {
  # Tall enough that a message without reactions shows with room for its chip row below.
  "$TACTILE" --dump-layout --page reactions --size 1280x880 >"$E2E_OUT/t-r-layout.json"
  local id px py
  id=$(json_get "$E2E_OUT/t-r-layout.json" '[b["id"] for b in d["bubbles"] if not b["chips"]
    and b["rect"]["y"] >= d["viewport"]["y"]
    and b["rect"]["y"] + b["rect"]["height"] + 40 <= d["viewport"]["y"] + d["viewport"]["height"]][0]')
  px=$(json_get "$E2E_OUT/t-r-layout.json" "int(d['bubbles'][$id]['rect']['x'] + d['bubbles'][$id]['rect']['width'] / 2)")
  py=$(json_get "$E2E_OUT/t-r-layout.json" "int(d['bubbles'][$id]['rect']['y'] + d['bubbles'][$id]['rect']['height'] / 2)")
  printf 'at 0.1 touch down 1 %s %s\n' "$px" "$py" >"$E2E_OUT/t-r-hold.script"
  "$TACTILE" --headless --page reactions --size 1280x880 --script "$E2E_OUT/t-r-hold.script" \
    --frames 60 --dump-layout >"$E2E_OUT/t-r-bar.json"
  [ "$(json_get "$E2E_OUT/t-r-bar.json" 'd["bar"]["state"]')" = dragging ]
  local ix iy
  ix=$(json_get "$E2E_OUT/t-r-bar.json" "int(d['bar']['icons'][3]['rect']['x'] + 20)")
  iy=$(json_get "$E2E_OUT/t-r-bar.json" "int(d['bar']['icons'][3]['rect']['y'] + 20)")
  {
    printf 'at 1.0 touch down 1 %s %s\n' "$px" "$py"
    touch_lines 1 1.6 0.03 "$px" "$py" "$ix" "$iy" 16 | tail -n +2
  } >"$E2E_OUT/t-r.script"
  same_headless_end 1280x880 reactions "$E2E_OUT/t-r.script"
  [ "$(json_get "$E2E_OUT/t-r.script.json" "d['bubbles'][$id]['userReaction']")" = "😮" ]
  local cx cy cw ch
  read -r cx cy cw ch < <(json_get "$E2E_OUT/t-r.script.json" \
    "' '.join(str(int(d['bubbles'][$id]['chips'][0]['rect'][k])) for k in ('x', 'y', 'width', 'height'))")
  start_app --page reactions --size 1280x880 --script "$E2E_OUT/t-r.script"
  # The chip shows in the window as the headless replay drew it.
  wait_until "$E2E_PATIENCE" chip_matches_headless "$cx" "$cy" "$cw" "$ch" "$E2E_OUT/t-r.script.png"
}

test_touch_a_drag_from_the_page_edge_swipes() {
  touch_lines 1 1.0 0.02 1250 296 482 296 16 >"$E2E_OUT/t-swipe.script"
  same_headless_end 1280x800 about "$E2E_OUT/t-swipe.script"
  [ "$(json_get "$E2E_OUT/t-swipe.script.json" 'd["page"]')" = spoilers ]
  start_app --size 1280x800 --page about --script "$E2E_OUT/t-swipe.script"
  wait_until "$E2E_PATIENCE" pixel_near 30 700 0f2740  # Spoilers, the next page, fills the window.
  pixel_near 1000 700 0f2740
}

# capture_home NAME: a fresh $E2E_OUT/NAME (printed, as a real path) whose home/ has its
# videos folder, where F9 saves, at NAME/videos.
capture_home() {
  local d=$E2E_OUT/$1
  rm -rf "$d" && mkdir -p "$d/home/.config" "$d/videos"
  d=$(realpath "$d")
  printf 'XDG_VIDEOS_DIR="%s"\n' "$d/videos" >"$d/home/.config/user-dirs.dirs"
  echo "$d"
}

# saved_capture DIR: waits until the app says F9 saved its capture in DIR/videos; prints the
# script's path.
saved_capture() {
  wait_until "$E2E_PATIENCE" grep -q "saved the captured input $1/videos/.*\.script" \
    "$E2E_OUT/app.log" || { cat "$E2E_OUT/app.log"; return 1; }
  sed -n 's/^tactile: saved the captured input \(.*\.script\) (\([0-9]*\) inputs)$/\1/p' \
    "$E2E_OUT/app.log"
}

# replays_to_spoilers SCRIPT: replayed headless from the About page, it ends on Spoilers.
replays_to_spoilers() {
  "$TACTILE" --headless --size 1280x800 --page about --script "$1" --dump-layout >"$1.json"
  [ "$(json_get "$1.json" 'd["page"]')" = spoilers ]
}

# F9 captures a finger's gesture as `touch` lines, which replay to the same page.
test_touch_f9_captures_a_fingers_swipe() {
  local d script
  d=$(capture_home capture-touch)
  {
    echo "at 0.5 key F9"
    touch_lines 4 1.0 0.02 1250 296 482 296 16
    echo "at 3.0 key F9"
  } >"$d/in.script"
  HOME=$d/home XDG_CONFIG_HOME='' start_app --size 1280x800 --page about --script "$d/in.script"
  script=$(saved_capture "$d")
  [ "$(grep -c ' touch move 4 ' "$script")" -eq 16 ]
  grep -q ' touch down 4 1250 296$' "$script"
  replays_to_spoilers "$script"
}
