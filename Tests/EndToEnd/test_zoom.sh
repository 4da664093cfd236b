# Interface zoom: Ctrl+= / Ctrl+- / Ctrl+0 and Ctrl+wheel, remembered across runs in
# settings.json (each test has a configuration directory of its own, see run.sh).

# no_zoom_badge: the window shows no zoom badge (nothing bright at the top centre, where it
# shows for a moment after a zoom).
no_zoom_badge() {
  capture "$E2E_OUT/.badge.png" || return 1
  [ "$(convert "$E2E_OUT/.badge.png[90x30+595+16]" -colorspace gray -threshold 80% \
    -format '%[fx:maxima]' info:)" = 0 ]
}

# zoomed_still FILE: after a zoom, waits for its badge to show and go and for the window to
# hold still; keeps that frame.
zoomed_still() {
  wait_until "$E2E_PATIENCE" eval '! no_zoom_badge' || { echo "no zoom badge"; return 1; }
  wait_until "$E2E_PATIENCE" no_zoom_badge || { echo "the zoom badge stayed"; return 1; }
  still_frame "$1"
}

# title_height FILE: the height in pixels of the About page's title (its bright ink in the
# top band of the window, between the waves; the subtitle is grey).
title_height() {
  convert "$1[900x100+190+0]" -colorspace gray -threshold 80% -trim -format '%h' info:
}

zoom_key() { xdotool key --window "$WID" "$@"; }

test_zoom_ctrl_equals_twice_makes_the_title_a_quarter_taller_and_ctrl_0_restores_it() {
  start_app --page about --size 1280x800
  xdotool mousemove 0 0  # Off the window: nothing hovered.
  still_frame "$E2E_OUT/zoom-100.png"
  zoom_key ctrl+equal ctrl+equal
  zoomed_still "$E2E_OUT/zoom-125.png"
  local before after
  before=$(title_height "$E2E_OUT/zoom-100.png")
  after=$(title_height "$E2E_OUT/zoom-125.png")
  echo "title $before px at 100 %, $after px at 125 %"
  python3 -c 'import sys; r = int(sys.argv[2]) / int(sys.argv[1]); sys.exit(0 if 1.2 <= r <= 1.3 else 1)' \
    "$before" "$after"
  zoom_key ctrl+0
  zoomed_still "$E2E_OUT/zoom-back.png"
  [ "$(pixels_differing "$E2E_OUT/zoom-100.png" "$E2E_OUT/zoom-back.png")" = 0 ]
}

test_zoom_is_remembered_across_a_restart_and_ctrl_wheel_steps_it() {
  start_app --page todo --size 1280x800
  xdotool mousemove 0 0
  zoom_key ctrl+equal ctrl+equal
  zoomed_still "$E2E_OUT/zoom-before-restart.png"
  stop_app
  grep -q '"zoom": 1.25' "$XDG_CONFIG_HOME/tactile/settings.json"
  start_app --page todo --size 1280x800
  xdotool mousemove 0 0
  still_frame "$E2E_OUT/zoom-after-restart.png"
  [ "$(pixels_differing "$E2E_OUT/zoom-before-restart.png" "$E2E_OUT/zoom-after-restart.png")" = 0 ]
  # Ctrl+wheel down, one notch: one step out (125 % to 110 %).
  move_to 640 400
  xdotool keydown ctrl click 5 keyup ctrl
  xdotool mousemove 0 0
  zoomed_still "$E2E_OUT/zoom-wheeled.png"
  stop_app
  grep -q '"zoom": 1.1' "$XDG_CONFIG_HOME/tactile/settings.json"
}

test_zoom_a_damaged_settings_file_is_named_in_one_line_and_left_alone() {
  mkdir -p "$XDG_CONFIG_HOME/tactile"
  printf '{"zoom": "huge", "mine": 1}\n' >"$XDG_CONFIG_HOME/tactile/settings.json"
  cp "$XDG_CONFIG_HOME/tactile/settings.json" "$E2E_OUT/settings-damaged.json"
  start_app --page about --size 1280x800
  zoom_key ctrl+equal
  stop_app
  [ "$(grep -c 'settings.json' "$E2E_OUT/app.log")" = 1 ]
  grep -q 'zoom is "huge", not a number from 0.5 to 3; ignored, and left as it is' "$E2E_OUT/app.log"
  cmp "$XDG_CONFIG_HOME/tactile/settings.json" "$E2E_OUT/settings-damaged.json"
  # Unknown keys are kept when the file is written.
  printf '{"zoom": 1.5, "mine": {"a": [1, 2]}}\n' >"$XDG_CONFIG_HOME/tactile/settings.json"
  start_app --page about --size 1280x800
  stop_app
  python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert d["zoom"] == 1.5 and d["mine"] == {"a": [1, 2]}, d' "$XDG_CONFIG_HOME/tactile/settings.json"
}
