# Right to left: the interface flipped (Ctrl+Shift+D) in the middle of each interaction leaves
# a consistent state: no stuck gesture, no lost reaction, no lost typing.

rtl_json() { python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2"; }

flip() { xdotool key --window "$WID" ctrl+shift+d; }

test_rtl_flip_mid_swipe_springs_back_and_the_left_wave_then_turns_the_page() {
  start_app --size 1280x800 --page about
  pixel_near 30 700 4a1830  # About
  move_to 1250 296
  xdotool mousedown 1
  for i in $(seq 1 6); do move_to $((1250 - 40 * i)) 296; sleep 0.02; done
  flip
  for i in $(seq 7 10); do move_to $((1250 - 40 * i)) 296; sleep 0.02; done
  xdotool mouseup 1
  wait_until "$E2E_PATIENCE" window_still
  pixel_near 640 700 4a1830  # Still the About page: the held wave sprang back.
  # Right to left, the next page (Spoilers, wrapping) comes from the left edge.
  move_to 30 296
  xdotool mousedown 1
  for i in $(seq 1 16); do move_to $((30 + 48 * i)) 296; sleep 0.02; done
  xdotool mouseup 1
  wait_until "$E2E_PATIENCE" pixel_near 1250 700 0f2740
  wait_until "$E2E_PATIENCE" pixel_near 640 700 0f2740
  capture "$E2E_OUT/rtl-swiped.png"
}

test_rtl_flip_mid_reveal_leaves_the_spoiler_revealed_where_it_now_is() {
  "$TACTILE" --size 1280x800 --dump-layout >"$E2E_OUT/rtl-ltr.json"
  "$TACTILE" --size 1280x800 --direction rtl --dump-layout >"$E2E_OUT/rtl-rtl.json"
  local x y w h rx
  read -r x y w h < <(rtl_json "$E2E_OUT/rtl-ltr.json" \
    '" ".join(str(int(v)) for v in d["spoilers"][0]["fragments"][0].values())')
  rx=$(rtl_json "$E2E_OUT/rtl-rtl.json" 'int(d["spoilers"][0]["fragments"][0]["x"])')
  start_app --size 1280x800
  click_at $((x + w / 2)) $((y + h / 2))
  flip
  # Revealed, in the mirrored interface: no dust moves there, and its glyphs show.
  region_still_at() {
    capture "$E2E_OUT/.rr1.png"
    sleep 0.1  # Two captures a moment apart, by design: dust moves, text does not.
    capture "$E2E_OUT/.rr2.png"
    [ "$(pixels_differing "$E2E_OUT/.rr1.png[$1]" "$E2E_OUT/.rr2.png[$1]")" = "0" ]
  }
  wait_until "$E2E_PATIENCE" region_still_at "${w}x${h}+${rx}+${y}"
  capture "$E2E_OUT/rtl-revealed.png"
  [ "$(convert "$E2E_OUT/rtl-revealed.png[${w}x${h}+${rx}+${y}]" -format %k info:)" -gt 8 ]
}

test_rtl_flip_with_the_bar_open_closes_it_and_a_reaction_picked_stays() {
  "$TACTILE" --dump-layout --page reactions --size 1280x800 --direction rtl >"$E2E_OUT/rtl-r.json"
  local px py
  px=$(rtl_json "$E2E_OUT/rtl-r.json" "int(d['bubbles'][1]['rect']['x'] + 60)")
  py=$(rtl_json "$E2E_OUT/rtl-r.json" "int(d['bubbles'][1]['rect']['y'] + 20)")
  local cx cy
  cx=$(rtl_json "$E2E_OUT/rtl-r.json" "int(d['bubbles'][1]['rect']['x'] + d['bubbles'][1]['rect']['width'] / 2)")
  cy=$(rtl_json "$E2E_OUT/rtl-r.json" "int(d['bubbles'][1]['rect']['y'] + d['bubbles'][1]['rect']['height'] + 20)")
  start_app --size 1280x800 --page reactions --direction rtl
  wait_until "$E2E_PATIENCE" window_still
  capture "$E2E_OUT/rtl-r-before.png"
  # Hold and release in place: the bar stays open for the keyboard; pick the first reaction.
  move_to "$px" "$py"
  xdotool mousedown 1
  sleep 0.8  # Longer than the long press, by design: this is the hold itself.
  xdotool mouseup 1
  sleep 0.3  # The bar's appear animation; Enter is taken only once the bar is open.
  xdotool key --window "$WID" Right Return
  wait_until "$E2E_PATIENCE" window_still
  capture "$E2E_OUT/rtl-r-picked.png"
  # The chip row under the message changed.
  [ "$(pixels_differing "$E2E_OUT/rtl-r-before.png[300x30+$((cx - 150))+$((cy - 15))]" \
    "$E2E_OUT/rtl-r-picked.png[300x30+$((cx - 150))+$((cy - 15))]")" -gt 20 ]
  # Open the bar again and flip: it closes, the pick stays (the chips mirrored with the page).
  move_to "$px" "$py"
  xdotool mousedown 1
  sleep 0.8  # The hold.
  xdotool mouseup 1
  flip
  wait_until "$E2E_PATIENCE" window_still
  capture "$E2E_OUT/rtl-r-flipped.png"
  convert "$E2E_OUT/rtl-r-picked.png" -flop "$E2E_OUT/rtl-r-picked-flopped.png"
  local mx=$((1280 - cx))
  # Where the chip row now is, it differs from the page before the pick (mirrored) as much
  # as after it: the reaction is there.
  [ "$(pixels_differing "$E2E_OUT/rtl-r-flipped.png[300x30+$((mx - 150))+$((cy - 15))]" \
    "$E2E_OUT/rtl-r-before.png[300x30+$((mx - 150))+$((cy - 15))]")" -gt 20 ]
  # A press and hold opens the bar again (no stuck gesture).
  local lx=$((1280 - px))
  move_to "$lx" "$py"
  xdotool mousedown 1
  sleep 0.8  # The hold.
  capture "$E2E_OUT/rtl-r-again.png"
  xdotool mouseup 1
  [ "$(printf '%.0f' "$(pixels_differing "$E2E_OUT/rtl-r-again.png" "$E2E_OUT/rtl-r-flipped.png")")" -gt 1000 ]
}

test_rtl_flip_mid_strike_and_mid_typing_loses_nothing() {
  local data
  data=$(mktemp -d)
  trap 'stop_app; rm -rf "$data"' EXIT
  "$TACTILE" --headless --page todo --size 1280x800 --data-dir "$data" --dump-layout \
    >"$E2E_OUT/rtl-t.json"
  local bx by tx ty
  bx=$(rtl_json "$E2E_OUT/rtl-t.json" "int(d['items'][0]['checkbox']['x'])")
  by=$(rtl_json "$E2E_OUT/rtl-t.json" "int(d['items'][0]['checkbox']['y'])")
  start_app --page todo --size 1280x800 --data-dir "$data"
  click_at "$bx" "$by"
  flip
  wait_until "$E2E_PATIENCE" grep -q '"completed": true' "$data/todo.json" \
    || { echo "not saved: $(cat "$data/todo.json" 2>/dev/null)"; return 1; }
  # Edit the focused item with the keyboard (Down, Enter), type, flip, type, commit.
  xdotool key --window "$WID" Down Return
  sleep 0.2  # The edit field opens on the next frame.
  xdotool type --window "$WID" --delay 30 " abc"
  flip
  xdotool type --window "$WID" --delay 30 "def"
  xdotool key --window "$WID" Return
  wait_until "$E2E_PATIENCE" grep -q ' abcdef' "$data/todo.json" \
    || { echo "typing lost: $(cat "$data/todo.json")"; return 1; }
  python3 -c '
import json, sys
items = json.load(open(sys.argv[1]))["items"]
assert items[0]["completed"], items[0]
assert any(i["text"].endswith(" abcdef") for i in items), items' "$data/todo.json"
}
