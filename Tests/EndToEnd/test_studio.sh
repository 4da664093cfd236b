# Studio: time control (slow motion is the same motion, only slower; P freezes the window).

test_studio_quarter_speed_for_4n_frames_draws_what_full_speed_draws_in_n() {
  # 30 advances at 1× against 120 at 0.25× (frame 0 does not advance); a spoiler revealing
  # from a click in the first frame. The bottom-left corner shows "0.25×", so it is left out.
  printf 'at 0 click 300 240\n' >"$E2E_OUT/ts-click.txt"
  "$TACTILE" --headless --size 640x400 --seed 5 --frames 31 --script "$E2E_OUT/ts-click.txt" \
    --screenshot "$E2E_OUT/ts-1.png"
  "$TACTILE" --headless --size 640x400 --seed 5 --frames 121 --time-scale 0.25 \
    --script "$E2E_OUT/ts-click.txt" --screenshot "$E2E_OUT/ts-025.png"
  "$TACTILE" --headless --size 640x400 --seed 5 --frames 31 --time-scale 0.25 \
    --script "$E2E_OUT/ts-click.txt" --screenshot "$E2E_OUT/ts-025-short.png"
  [ "$(pixels_differing "$E2E_OUT/ts-1.png[640x340+0+0]" "$E2E_OUT/ts-025.png[640x340+0+0]")" = "0" ]
  # Not a test that cannot fail: the same frame count at 0.25× differs.
  [ "$(pixels_differing "$E2E_OUT/ts-1.png[640x340+0+0]" "$E2E_OUT/ts-025-short.png[640x340+0+0]")" -gt 100 ]
}

test_studio_p_freezes_the_ink_and_p_again_lets_it_move() {
  "$TACTILE" --dump-layout >"$E2E_OUT/ts-layout.json"
  read -r x y w h < <(fragment_of "$E2E_OUT/ts-layout.json" 0 1)
  crop="${w}x${h}+${x}+${y}"
  start_app --size 1280x800
  wait_until 5 region_changes "$crop"
  xdotool key --window "$WID" p
  wait_until 5 region_still "$crop"
  xdotool key --window "$WID" p
  wait_until 5 region_changes "$crop"
}
