# The Reactions page: press and hold a message, drag across the bar, release over the 4th
# icon (😮); the message shows the reaction. Checked on screen (real window under Xvfb, driven
# with xdotool) and in state (the same gesture replayed headless with --dump-layout).

# json_get FILE EXPR: evaluates a Python expression on the JSON in FILE (bound to `d`).
json_get() { python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2"; }

# crop SRC X Y W H DST
crop() { convert "$1" -crop "$4x$5+$2+$3" +repage "$6"; }

# region_changed BEFORE X Y W H [THRESHOLD]: captures the window and tells whether the region
# differs from the same region of BEFORE by more than THRESHOLD (mean absolute, 0…1).
region_changed() {
  capture "$E2E_OUT/.now.png" || return 1
  crop "$1" "$2" "$3" "$4" "$5" "$E2E_OUT/.a.png"
  crop "$E2E_OUT/.now.png" "$2" "$3" "$4" "$5" "$E2E_OUT/.b.png"
  python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) > float(sys.argv[2]) else 1)' \
    "$(mean_diff "$E2E_OUT/.a.png" "$E2E_OUT/.b.png")" "${6:-0.02}"
}

now() { date +%s.%N; }

test_reactions_hold_drag_release_picks_the_fourth_icon() {
  # Tall enough that a message without reactions shows with room for its chip row below.
  local size=1280x880 shots=out
  mkdir -p "$shots"
  # 1. Where things are: the first message without reactions that is fully visible.
  "$TACTILE" --dump-layout --page reactions --size $size >"$E2E_OUT/r-layout.json"
  local id
  id=$(json_get "$E2E_OUT/r-layout.json" '[b["id"] for b in d["bubbles"] if not b["chips"]
    and b["rect"]["y"] >= d["viewport"]["y"]
    and b["rect"]["y"] + b["rect"]["height"] + 40 <= d["viewport"]["y"] + d["viewport"]["height"]][0]')
  local px py
  px=$(json_get "$E2E_OUT/r-layout.json" "int(d['bubbles'][$id]['rect']['x'] + d['bubbles'][$id]['rect']['width'] / 2)")
  py=$(json_get "$E2E_OUT/r-layout.json" "int(d['bubbles'][$id]['rect']['y'] + d['bubbles'][$id]['rect']['height'] / 2)")
  echo "message $id, press at $px,$py"

  # 2. The bar's icons for a hold there (headless, the app's own geometry).
  printf 'at 0.1 down %s %s\n' "$px" "$py" >"$E2E_OUT/r-hold.txt"
  "$TACTILE" --headless --page reactions --size $size --script "$E2E_OUT/r-hold.txt" \
    --frames 60 --dump-layout >"$E2E_OUT/r-bar.json"
  [ "$(json_get "$E2E_OUT/r-bar.json" 'd["bar"]["state"]')" = dragging ]
  local i0x i3x iy
  i0x=$(json_get "$E2E_OUT/r-bar.json" "int(d['bar']['icons'][0]['rect']['x'] + 20)")
  i3x=$(json_get "$E2E_OUT/r-bar.json" "int(d['bar']['icons'][3]['rect']['x'] + 20)")
  iy=$(json_get "$E2E_OUT/r-bar.json" "int(d['bar']['icons'][3]['rect']['y'] + 20)")
  [ "$(json_get "$E2E_OUT/r-bar.json" 'd["bar"]["icons"][3]["emoji"]')" = "😮" ]
  echo "icon 0 at $i0x, icon 3 at $i3x, y $iy"

  # 3. The same gesture headless: state from --dump-layout, screenshots mid-drag and after.
  {
    printf 'at 0.10 down %s %s\n' "$px" "$py"
    local t=0.60 x
    for x in $(seq "$px" -12 "$i0x"); do printf 'at %s move %s %s\n' "$t" "$x" "$iy"; t=$(echo "$t + 0.02" | bc); done
    printf 'at 1.10 screenshot %s/reactions-lifted-first.png\n' "$shots"
    t=1.20
    for x in $(seq "$i0x" 8 "$i3x"); do printf 'at %s move %s %s\n' "$t" "$x" "$iy"; t=$(echo "$t + 0.03" | bc); done
    printf 'at 2.00 screenshot %s/reactions-lifted.png\n' "$shots"
    printf 'at 2.10 up %s %s\n' "$i3x" "$iy"
    printf 'at 2.30 screenshot %s/reactions-flying.png\n' "$shots"
    printf 'at 3.50 screenshot %s/reactions-picked.png\n' "$shots"
  } >"$E2E_OUT/r-gesture.txt"
  "$TACTILE" --headless --page reactions --size $size --script "$E2E_OUT/r-gesture.txt" \
    --dump-layout >"$E2E_OUT/r-after.json"
  [ "$(json_get "$E2E_OUT/r-after.json" "d['bubbles'][$id]['userReaction']")" = "😮" ]
  [ "$(json_get "$E2E_OUT/r-after.json" "[(c['emoji'], c['count']) for c in d['bubbles'][$id]['chips']]")" = "[('😮', 1)]" ]
  [ "$(json_get "$E2E_OUT/r-after.json" 'd["bar"]["state"]')" = closed ]
  local cx cy cw ch
  cx=$(json_get "$E2E_OUT/r-after.json" "int(d['bubbles'][$id]['chips'][0]['rect']['x'])")
  cy=$(json_get "$E2E_OUT/r-after.json" "int(d['bubbles'][$id]['chips'][0]['rect']['y'])")
  cw=$(json_get "$E2E_OUT/r-after.json" "int(d['bubbles'][$id]['chips'][0]['rect']['width'])")
  ch=$(json_get "$E2E_OUT/r-after.json" "int(d['bubbles'][$id]['chips'][0]['rect']['height'])")
  echo "chip at $cx,$cy ${cw}x$ch"

  # 4. On screen: a real window, xdotool.
  start_app --page reactions --size $size
  capture "$E2E_OUT/r-before.png"
  move_to "$px" "$py"
  local t0 t1
  t0=$(now)
  xdotool mousedown 1
  # The bar appears (the region above the press point changes), not before the hold time.
  local bx=$((px - 150)) by=$((py - 60))
  wait_until 5 region_changed "$E2E_OUT/r-before.png" $bx $by 300 56 0.03
  t1=$(now)
  echo "bar seen after $(echo "$t1 - $t0" | bc) s"
  python3 -c 'import sys; sys.exit(0 if float(sys.argv[2]) - float(sys.argv[1]) >= 0.35 else 1)' "$t0" "$t1"
  capture "$E2E_OUT/r-bar-open.png"
  # Drag across the bar in steps: out to icon 0, then along to the 4th icon.
  local x
  for x in $(seq "$px" -12 "$i0x") $(seq "$i0x" 8 "$i3x"); do
    move_to "$x" "$iy"
    sleep 0.02  # pacing the hand, not waiting for the app
  done
  # The 4th icon lifts: the space 50 pt above its resting place fills with it.
  wait_until 5 region_changed "$E2E_OUT/r-bar-open.png" $((i3x - 20)) $((iy - 70)) 40 40 0.05
  capture "$E2E_OUT/r-lifted-window.png"
  xdotool mouseup 1
  # The chip appears where the headless run put it, and looks like it.
  wait_until 5 region_changed "$E2E_OUT/r-before.png" "$cx" "$cy" "$cw" "$ch" 0.05
  wait_until 5 chip_matches_headless "$cx" "$cy" "$cw" "$ch" "$shots/reactions-picked.png"
  capture "$E2E_OUT/r-after-window.png"
}

# chip_matches_headless X Y W H HEADLESS_PNG: the window's chip region is close to the
# headless run's. Different renderers place the scaled emoji bitmap a pixel apart, so both
# crops are blurred a little first (aligned: ~0.03; an empty chip row instead: ~0.34).
chip_matches_headless() {
  capture "$E2E_OUT/.now.png" || return 1
  crop "$E2E_OUT/.now.png" "$1" "$2" "$3" "$4" "$E2E_OUT/.chip-window.png"
  crop "$5" "$1" "$2" "$3" "$4" "$E2E_OUT/.chip-headless.png"
  convert "$E2E_OUT/.chip-window.png" -blur 0x1.5 "$E2E_OUT/.chip-window-soft.png"
  convert "$E2E_OUT/.chip-headless.png" -blur 0x1.5 "$E2E_OUT/.chip-headless-soft.png"
  local diff
  diff=$(mean_diff "$E2E_OUT/.chip-window-soft.png" "$E2E_OUT/.chip-headless-soft.png")
  echo "chip difference window vs headless: $diff"
  python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) < 0.08 else 1)' "$diff"
}

test_reactions_hold_and_release_in_place_then_keyboard_picks() {
  "$TACTILE" --dump-layout --page reactions --size 1280x800 >"$E2E_OUT/r2-layout.json"
  local px py
  px=$(json_get "$E2E_OUT/r2-layout.json" "int(d['bubbles'][1]['rect']['x'] + 60)")
  py=$(json_get "$E2E_OUT/r2-layout.json" "int(d['bubbles'][1]['rect']['y'] + 20)")
  cat >"$E2E_OUT/r2.txt" <<EOF
at 0.10 down $px $py
at 0.60 up $px $py
at 1.20 key Right
at 1.30 key Right
at 1.40 key Right
at 1.50 key Right
at 1.60 key Left
at 2.20 screenshot out/reactions-keyboard.png
at 2.30 key Return
EOF
  "$TACTILE" --headless --page reactions --size 1280x800 --script "$E2E_OUT/r2.txt" \
    --frames 240 --dump-layout >"$E2E_OUT/r2-after.json"
  # Right ×4, Left: the 3rd icon (😢) on message 1.
  [ "$(json_get "$E2E_OUT/r2-after.json" 'd["bubbles"][1]["userReaction"]')" = "😢" ]
  [ "$(json_get "$E2E_OUT/r2-after.json" 'd["page"]')" = reactions ]
}
