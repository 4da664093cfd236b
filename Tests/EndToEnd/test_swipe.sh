# Liquid swipe: drag the right wave 60 % of the window to go to the next page; a short drag
# springs back. Starts on the About page, which holds still when nothing is dragged.

# drag_from X Y DX STEPS [PAUSE]: press, move left by DX in STEPS steps PAUSE seconds apart
# (default 0.02, a hand's quick drag), release.
drag_from() {
  local x=$1 y=$2 dx=$3 steps=$4 pause=${5:-0.02}
  # One xdotool for the whole gesture, paced by its own `sleep` (like a hand; the app samples
  # motion per frame): a process started per step took longer than the pause on a loaded
  # machine, and a quick flick became a slow drag.
  local chain=(mousemove --window "$WID" "$x" "$y" mousedown 1)
  for i in $(seq 1 "$steps"); do
    chain+=(mousemove --window "$WID" $((x - dx * i / steps)) "$y" sleep "$pause")
  done
  xdotool "${chain[@]}" mouseup 1
}

test_swipe_long_drag_turns_the_page() {
  start_app --size 1280x800 --page about
  pixel_near 30 700 4a1830  # About
  drag_from 1250 296 768 16
  wait_until "$E2E_PATIENCE" pixel_near 1000 700 0f2740  # Spoilers (the next page, wrapping) fills the window
  wait_until "$E2E_PATIENCE" pixel_near 30 700 0f2740
  capture "$E2E_OUT/swipe-after.png"
}

test_swipe_short_drag_springs_back() {
  start_app --size 1280x800 --page about
  still_frame "$E2E_OUT/swipe-short-before.png"
  # Slowly (about 300 pt/s, under a flick's 400): no flick.
  drag_from 1250 296 128 4 0.1
  capture "$E2E_OUT/swipe-short-released.png"
  # Released at p ≈ 0.045: the wave springs back to rest and the page stays.
  still_frame "$E2E_OUT/swipe-short-after.png"
  ae=$(pixels_differing "$E2E_OUT/swipe-short-before.png" "$E2E_OUT/swipe-short-after.png" 2%)
  # Only the wave's anti-aliased edge may differ: its centre stays at the pointer's last y
  # (296 here, against the initial 295.6). A wave left out would differ in ~10⁴ pixels.
  [ "$ae" -lt 1500 ]
  pixel_near 30 700 4a1830
}

# The same short drag, quick (about 1 000 pt/s, 128 pt in 4 moves 20 ms apart) from a window
# at rest: a flick, which turns the page. The window keeps the time between the moves (it
# sleeps between them), which its flick speed is measured over.
test_swipe_a_quick_short_drag_is_a_flick_that_turns_the_page() {
  start_app --size 1280x800 --page about
  pixel_near 30 700 4a1830  # About
  still_frame "$E2E_OUT/swipe-flick-before.png"
  drag_from 1250 296 128 4
  wait_until "$E2E_PATIENCE" pixel_near 30 700 0f2740  # Spoilers, the next page
}
