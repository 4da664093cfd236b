# Liquid swipe: drag the right wave 60 % of the window to go to the next page; a short drag
# springs back.

# drag_from X Y DX STEPS: press, move left by DX in STEPS steps, release.
drag_from() {
  local x=$1 y=$2 dx=$3 steps=$4
  move_to "$x" "$y"
  xdotool mousedown 1
  for i in $(seq 1 "$steps"); do
    move_to $((x - dx * i / steps)) "$y"
    sleep 0.02  # Pace the pointer like a hand; the app samples motion per frame.
  done
  xdotool mouseup 1
}

test_swipe_long_drag_turns_the_page() {
  start_app --size 1280x800
  pixel_near 5 700 17212b  # Spoilers
  drag_from 1250 296 768 16
  wait_until 5 pixel_near 640 700 1e1b2e  # Reactions fills the window
  wait_until 5 pixel_near 5 700 1e1b2e
  capture "$E2E_OUT/swipe-after.png"
}

test_swipe_short_drag_springs_back() {
  start_app --size 1280x800
  drag_from 1250 296 128 4
  capture "$E2E_OUT/swipe-short.png"
  # The page stays: the wave settles back and the left area keeps the Spoilers colour.
  wait_until 5 pixel_near 900 700 17212b
  wait_until 5 pixel_near 5 700 17212b
}
