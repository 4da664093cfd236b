# HiDPI on X11: SDL 2 reports no scale there, so the app finds it as SDL 3 and GTK do (the X
# resource database's Xft.dpi, GDK_SCALE, …). A default window must be its points times the
# scale in pixels, and show what a headless run at that scale draws, within the tolerance of
# the backend comparison test (`tactile-match`). Each test runs on an X server of its own,
# large enough for a 2× window, that keeps its resources when clients go (-noreset).

# big_display: starts that server and points DISPLAY at it (stopped when the test ends).
big_display() {
  local fifo="$E2E_OUT/.big-displayfd"
  rm -f "$fifo"
  Xvfb -displayfd 3 -noreset -screen 0 2800x1800x24 -nolisten tcp 3>"$fifo" \
    >"$E2E_OUT/big-xvfb.log" 2>&1 &
  BIG_XVFB=$!
  trap 'stop_app; kill "$BIG_XVFB" 2>/dev/null' EXIT
  big_known() { [ -s "$fifo" ] && [ "$(tail -c1 "$fifo" | od -An -c | tr -d ' ')" = '\n' ]; }
  wait_until 20 big_known || { cat "$E2E_OUT/big-xvfb.log"; return 1; }
  export DISPLAY=":$(head -1 "$fifo")"
  wait_until 10 xdpyinfo >/dev/null 2>&1
}

# window_pixels: the window's size in pixels, "WxH".
window_pixels() {
  local geo
  geo=$(xdotool getwindowgeometry --shell "$WID")
  echo "$(echo "$geo" | sed -n 's/^WIDTH=//p')x$(echo "$geo" | sed -n 's/^HEIGHT=//p')"
}

# matches_headless SCALE PAGE: the window, held still, matches `--headless --scale SCALE` of
# PAGE at the default size (with a to-do list of its own: the window holds the test's).
matches_headless() {
  xdotool mousemove 0 0  # Off the window: nothing hovered, as headless.
  still_frame "$E2E_OUT/hidpi-$1-$2-window.png"
  rm -rf "$E2E_OUT/hidpi-data"
  "$TACTILE" --headless --scale "$1" --page "$2" --data-dir "$E2E_OUT/hidpi-data" \
    --screenshot "$E2E_OUT/hidpi-$1-$2-headless.png"
  "$(dirname "$TACTILE")/tactile-match" "$E2E_OUT/hidpi-$1-$2-window.png" "$E2E_OUT/hidpi-$1-$2-headless.png"
}

test_hidpi_xft_dpi_192_makes_a_default_window_2x() {
  big_display
  echo "Xft.dpi: 192" | xrdb -merge
  start_app --page about
  [ "$(window_pixels)" = 2560x1600 ]
  matches_headless 2 about
}

test_hidpi_xft_dpi_144_makes_a_default_window_1_5x() {
  big_display
  echo "Xft.dpi: 144" | xrdb -merge
  start_app --page todo
  [ "$(window_pixels)" = 1920x1200 ]
  matches_headless 1.5 todo
}

test_hidpi_gdk_scale_2_makes_a_default_window_2x_and_maps_the_pointer() {
  big_display
  local x y
  "$TACTILE" --headless --page todo --dump-layout >"$E2E_OUT/hidpi-todo.json"
  local data="$E2E_OUT/hidpi-gdk-data"
  rm -rf "$data"
  GDK_SCALE=2 start_app --page todo --data-dir "$data"
  [ "$(window_pixels)" = 2560x1600 ]
  matches_headless 2 todo
  # A click lands where the points are: the first item's checkbox (its centre), at twice its
  # coordinates.
  read -r x y < <(python3 -c '
import json, sys
c = json.load(open(sys.argv[1]))["items"][0]["checkbox"]
print(int(2 * c["x"]), int(2 * c["y"]))' \
    "$E2E_OUT/hidpi-todo.json")
  click_at "$x" "$y"
  wait_until "$E2E_PATIENCE" grep -q '"completed": true' "$data/todo.json"
}

test_hidpi_scale_fits_the_default_window_to_the_screen() {
  # At 3× the 1280×800 default would be 3840×2400 pixels; the screen is 2800×1800.
  big_display
  start_app --page about --scale 3
  [ "$(window_pixels)" = 2799x1800 ]
}
