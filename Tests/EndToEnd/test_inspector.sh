# Inspector: F3 in the real window draws the overlay in its colours, clicks still reach the
# page under it, and F3 again gives back the page as it was.

# colour_count IMAGE HEX: how many pixels are within 3 % of the colour.
colour_count() {
  convert "$1" -fuzz 3% -fill black +opaque "#$2" -fill white -opaque "#$2" \
    -colorspace gray -format '%[fx:round(mean*w*h)]' info:
}

# hit_colour_at_least N: the window shows at least N pixels of the hit areas' cyan.
hit_colour_at_least() {
  capture "$E2E_OUT/insp-probe.png" || return 1
  [ "$(colour_count "$E2E_OUT/insp-probe.png" 4de1ff)" -ge "$1" ]
}

# window_matches IMAGE: a capture of the window is pixel-identical to IMAGE.
window_matches() {
  capture "$E2E_OUT/insp-probe.png" || return 1
  [ "$(pixels_differing "$E2E_OUT/insp-probe.png" "$1")" = "0" ]
}

test_inspector_f3_shows_it_over_a_live_page_and_hides_it() {
  # The To-do page holds still, so the window before and after can be compared exactly.
  "$TACTILE" --headless --size 900x560 --page todo --data-dir "$E2E_OUT/insp-data" \
    --dump-layout >"$E2E_OUT/insp-layout.json"
  read -r cx cy < <(python3 -c '
import json,sys
c=json.load(open(sys.argv[1]))["items"][0]["checkbox"]
print(int(c["x"]), int(c["y"]))' "$E2E_OUT/insp-layout.json")
  start_app --size 900x560 --page todo --data-dir "$E2E_OUT/insp-data"
  move_to 450 8  # Over the header: no row is hovered.
  wait_until "$E2E_PATIENCE" window_still
  capture "$E2E_OUT/insp-before.png"
  [ "$(colour_count "$E2E_OUT/insp-before.png" 4de1ff)" -lt 20 ]
  xdotool key --window "$WID" F3
  # The rows' outlines: several hundred pixels of the hit colour.
  wait_until "$E2E_PATIENCE" hit_colour_at_least 400
  capture "$E2E_OUT/insp-shown.png"
  echo "hit-colour pixels: before $(colour_count "$E2E_OUT/insp-before.png" 4de1ff)," \
    "shown $(colour_count "$E2E_OUT/insp-shown.png" 4de1ff)"
  # The waves' curves in orange, too.
  [ "$(colour_count "$E2E_OUT/insp-shown.png" ffa24d)" -ge 100 ]
  # A click on the first item's checkbox still reaches the page: it fills with the accent
  # (looked at above the check mark); a second click empties it again.
  click_at "$cx" "$cy"
  accent_at_checkbox() { pixel_near "$cx" $((cy - 6)) 4fd6a0 24; }
  not_accent_at_checkbox() { ! accent_at_checkbox; }
  wait_until "$E2E_PATIENCE" accent_at_checkbox
  click_at "$cx" "$cy"
  wait_until "$E2E_PATIENCE" not_accent_at_checkbox
  move_to 450 8
  xdotool key --window "$WID" F3
  wait_until "$E2E_PATIENCE" window_matches "$E2E_OUT/insp-before.png"
}
