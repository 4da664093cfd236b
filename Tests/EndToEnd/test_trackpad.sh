# A trackpad's two-finger horizontal scroll drives the liquid swipe, in a real window: by a
# --script of `scroll` lines (a precise scroll in points, as libinput reports it on Wayland),
# and by real horizontal wheel clicks (X buttons 6 and 7, what a trackpad's scroll becomes on
# X11), which SDL reports as whole notches of its precise x. Starts on the About page, which
# holds still when nothing is dragged.

# scroll_lines T DT DX COUNT: COUNT scrolls of DX points, DT seconds apart from T.
scroll_lines() {
  local t=$1 i
  for i in $(seq 1 "$4"); do
    printf 'at %s scroll %s 0\n' "$t" "$3"
    t=$(echo "$t + $2" | bc)
  done
}

test_trackpad_a_two_finger_swipe_turns_the_page() {
  # 420 pt in a quarter of a second, to the right: the next page.
  scroll_lines 1.0 0.0167 28 15 >"$E2E_OUT/tp-swipe.script"
  "$TACTILE" --headless --size 1280x800 --page about --script "$E2E_OUT/tp-swipe.script" \
    --frames 180 --dump-layout >"$E2E_OUT/tp-swipe.json"
  [ "$(json_get "$E2E_OUT/tp-swipe.json" 'd["page"]')" = spoilers ]
  start_app --size 1280x800 --page about --script "$E2E_OUT/tp-swipe.script"
  wait_until "$E2E_PATIENCE" pixel_near 30 700 0f2740  # Spoilers fills the window.
  pixel_near 1000 700 0f2740
}

test_trackpad_a_short_slow_scroll_springs_back() {
  # 30 pt at 150 pt/s: below the threshold, no flick. The window's own screenshots, before
  # and long after, at the script's times.
  {
    echo "at 0.5 screenshot $E2E_OUT/tp-short-before.png"
    scroll_lines 1.0 0.05 7.5 4
    echo "at 1.16 screenshot $E2E_OUT/tp-short-held.png"
    echo "at 3.5 screenshot $E2E_OUT/tp-short-after.png"
  } >"$E2E_OUT/tp-short.script"
  start_app --size 1280x800 --page about --script "$E2E_OUT/tp-short.script"
  wait_until "$E2E_PATIENCE" test -s "$E2E_OUT/tp-short-after.png"
  local ae
  # Held: the wave followed the fingers out.
  ae=$(pixels_differing "$E2E_OUT/tp-short-before.png" "$E2E_OUT/tp-short-held.png" 2%)
  echo "held: $ae pixels differ"
  [ "$ae" -gt 2000 ]  # About 4 000; an edge alone, under 1 500.
  ae=$(pixels_differing "$E2E_OUT/tp-short-before.png" "$E2E_OUT/tp-short-after.png" 2%)
  echo "$ae pixels differ"
  [ "$ae" -lt 1500 ]  # The wave's anti-aliased edge at most (see the swipe's tests).
  pixel_near 30 700 4a1830  # About
}

# Real horizontal wheel clicks: 30 to the right turn to the next page, 30 to the left to the
# previous one.
test_trackpad_horizontal_wheel_clicks_swipe() {
  start_app --size 1280x800 --page about
  move_to 640 400
  xdotool click --repeat 30 --delay 15 7
  wait_until "$E2E_PATIENCE" pixel_near 30 700 0f2740  # Spoilers, the next page
  stop_app
  start_app --size 1280x800 --page about
  move_to 640 400
  xdotool click --repeat 30 --delay 15 6
  wait_until "$E2E_PATIENCE" pixel_near 30 700 0a3024  # To-do, the previous page
}

# F9 captures the clicks as `wheel` lines, which replay headless to the same page.
test_trackpad_f9_captures_a_sideways_scroll() {
  local d script
  d=$(capture_home capture-scroll)
  HOME=$d/home XDG_CONFIG_HOME='' start_app --size 1280x800 --page about
  move_to 640 400
  xdotool key --window "$WID" F9
  wait_until "$E2E_PATIENCE" grep -q "capturing input to $d/videos/" "$E2E_OUT/app.log"
  xdotool click --repeat 30 --delay 15 7
  wait_until "$E2E_PATIENCE" pixel_near 30 700 0f2740  # Spoilers
  xdotool key --window "$WID" F9
  script=$(saved_capture "$d")
  [ "$(grep -c ' wheel 1 0$' "$script")" -eq 30 ]
  replays_to_spoilers "$script"
}
