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
  # The bar appears where the headless run put it (above the message), not before the hold
  # time.
  local bx by
  bx=$(json_get "$E2E_OUT/r-bar.json" "int(d['bar']['rect']['x'])")
  by=$(json_get "$E2E_OUT/r-bar.json" "int(d['bar']['rect']['y'])")
  wait_until "$E2E_PATIENCE" region_changed "$E2E_OUT/r-before.png" $bx $by 296 56 0.03
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
  # The 4th icon grows in place: the space above its resting place fills with it.
  wait_until "$E2E_PATIENCE" region_changed "$E2E_OUT/r-bar-open.png" $((i3x - 20)) $((iy - 50)) 40 24 0.05
  capture "$E2E_OUT/r-lifted-window.png"
  xdotool mouseup 1
  # The chip appears where the headless run put it, and looks like it.
  wait_until "$E2E_PATIENCE" region_changed "$E2E_OUT/r-before.png" "$cx" "$cy" "$cw" "$ch" 0.05
  wait_until "$E2E_PATIENCE" chip_matches_headless "$cx" "$cy" "$cw" "$ch" "$shots/reactions-picked.png"
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

# press_points LAYOUT_JSON: "ID X Y" for both ends of every bubble seen in the list (12 pt in
# from its visible left and right edges, half-way down its visible part).
press_points() {
  python3 - "$1" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
v = d["viewport"]
for b in d["bubbles"]:
    r = b["rect"]
    top, bottom = max(r["y"], v["y"]), min(r["y"] + r["height"], v["y"] + v["height"])
    if bottom - top < 4:
        continue
    y = int((top + bottom) / 2)
    for x in (r["x"] + 12, r["x"] + r["width"] - 12):
        print(b["id"], int(x), y)
PY
}

# The bar is placed as in Telegram's context menu: for a hold on either end of every visible
# message, in three window sizes, the open bar never covers the pressed message (as lifted),
# lies inside the window and below the page header.
test_reactions_bar_never_covers_the_pressed_message() {
  local size id x y n=0
  for size in 640x480 900x700 1280x800; do
    "$TACTILE" --dump-layout --page reactions --size $size >"$E2E_OUT/rp-layout.json"
    while read -r id x y; do
      printf 'at 0.1 down %s %s\n' "$x" "$y" >"$E2E_OUT/rp.txt"
      "$TACTILE" --headless --page reactions --size $size --script "$E2E_OUT/rp.txt" \
        --frames 70 --dump-layout >"$E2E_OUT/rp.json"
      python3 - "$E2E_OUT/rp.json" "$id" "$size $x,$y" <<'PY'
import json, sys
d = json.load(open(sys.argv[1])); want = int(sys.argv[2]); where = sys.argv[3]
bar = d["bar"]
assert bar["state"] == "dragging" and bar["bubble"] == want, f"{where}: no bar for {want}: {bar}"
b, m = bar["rect"], bar["bubbleRect"]
def sides(r): return r["x"], r["y"], r["x"] + r["width"], r["y"] + r["height"]
bx0, by0, bx1, by1 = sides(b)
mx0, my0, mx1, my1 = sides(m)
overlap = bx0 < mx1 and mx0 < bx1 and by0 < my1 and my0 < by1
assert not overlap, f"{where}: bar {b} covers the pressed message {m}"
gap = my0 - by1 if bar["placement"] == "above" else by0 - my1
assert abs(gap - 8) < 0.01, f"{where}: gap {gap} (bar {b}, message {m})"
W, H = d["size"]["width"], d["size"]["height"]
assert bx0 >= 8 and by0 >= 8 and bx1 <= W - 8 and by1 <= H - 8, f"{where}: bar {b} leaves the window"
assert by0 >= d["viewport"]["y"], f"{where}: bar {b} over the page header"
print(f"{where}: message {want} {bar['placement']}, bar y {by0:.0f}..{by1:.0f}, message {my0:.0f}..{my1:.0f}")
PY
      n=$((n + 1))
    done < <(press_points "$E2E_OUT/rp-layout.json")
  done
  echo "$n presses checked"
  [ "$n" -ge 20 ]
}

# In tap-to-pick mode (hold, release in place) a click on any icon picks it — never swipes or
# changes page — in each window size, for every icon.
test_reactions_tap_mode_picks_every_icon() {
  local size id x y k
  for size in 640x480 900x700 1280x800; do
    "$TACTILE" --dump-layout --page reactions --size $size >"$E2E_OUT/rt-layout.json"
    read -r id x y < <(press_points "$E2E_OUT/rt-layout.json" | tail -1)
    printf 'at 0.1 down %s %s\nat 0.7 up %s %s\n' "$x" "$y" "$x" "$y" >"$E2E_OUT/rt-open.txt"
    "$TACTILE" --headless --page reactions --size $size --script "$E2E_OUT/rt-open.txt" \
      --frames 90 --dump-layout >"$E2E_OUT/rt-open.json"
    [ "$(json_get "$E2E_OUT/rt-open.json" 'd["bar"]["state"]')" = tapToPick ]
    for k in $(seq 0 $(($(json_get "$E2E_OUT/rt-open.json" 'len(d["bar"]["icons"])') - 1))); do
      local ix iy emoji
      ix=$(json_get "$E2E_OUT/rt-open.json" "int(d['bar']['icons'][$k]['rect']['x'] + 20)")
      iy=$(json_get "$E2E_OUT/rt-open.json" "int(d['bar']['icons'][$k]['rect']['y'] + 20)")
      emoji=$(json_get "$E2E_OUT/rt-open.json" "d['bar']['icons'][$k]['emoji']")
      { cat "$E2E_OUT/rt-open.txt"; printf 'at 1.6 move %s %s\nat 1.9 click %s %s\n' "$ix" "$iy" "$ix" "$iy"; } \
        >"$E2E_OUT/rt.txt"
      "$TACTILE" --headless --page reactions --size $size --script "$E2E_OUT/rt.txt" \
        --frames 200 --dump-layout >"$E2E_OUT/rt.json"
      local got
      got=$(json_get "$E2E_OUT/rt.json" "(d['page'], d['bubbles'][$id]['userReaction'])")
      echo "$size message $id icon $k ($ix,$iy): $got"
      [ "$got" = "('reactions', '$emoji')" ] || [ "$got" = "('reactions', None)" -a "$(json_get "$E2E_OUT/rt-layout.json" "d['bubbles'][$id]['userReaction']")" = "$emoji" ]
    done
  done
}

# The same on screen at 900×700: a real window, tap mode, a click on the last icon (the one
# nearest the right wave) picks it: the chip appears and the page stays (no swipe).
test_reactions_tap_mode_click_on_screen_picks_not_swipes() {
  local size=900x700 id x y
  "$TACTILE" --dump-layout --page reactions --size $size >"$E2E_OUT/rs-layout.json"
  read -r id x y < <(press_points "$E2E_OUT/rs-layout.json" | sed -n 2p)
  printf 'at 0.1 down %s %s\nat 0.7 up %s %s\n' "$x" "$y" "$x" "$y" >"$E2E_OUT/rs-open.txt"
  "$TACTILE" --headless --page reactions --size $size --script "$E2E_OUT/rs-open.txt" \
    --frames 90 --dump-layout >"$E2E_OUT/rs-open.json"
  local ix iy
  ix=$(json_get "$E2E_OUT/rs-open.json" "int(d['bar']['icons'][-1]['rect']['x'] + 20)")
  iy=$(json_get "$E2E_OUT/rs-open.json" "int(d['bar']['icons'][-1]['rect']['y'] + 20)")
  start_app --page reactions --size $size
  capture "$E2E_OUT/rs-before.png"
  local bg
  bg=$(pixel_hex "$E2E_OUT/rs-before.png" 20 $((${size#*x} - 10)))
  move_to "$x" "$y"
  xdotool mousedown 1
  wait_until "$E2E_PATIENCE" region_changed "$E2E_OUT/rs-before.png" "$ix" "$iy" 4 4 0.05
  xdotool mouseup 1
  sleep 0.3  # the hand lingers
  click_at "$ix" "$iy"
  # Once the scrim has gone the page is still the Reactions page (same background) …
  wait_until "$E2E_PATIENCE" pixel_near 20 $((${size#*x} - 10)) "$bg" 3
  # … and the message has the new chip under it (its chip row changed).
  local rx ry rw
  rx=$(json_get "$E2E_OUT/rs-layout.json" "int(d['bubbles'][$id]['rect']['x'])")
  ry=$(json_get "$E2E_OUT/rs-layout.json" "int(d['bubbles'][$id]['rect']['y'] + d['bubbles'][$id]['rect']['height'] + 6)")
  rw=$(json_get "$E2E_OUT/rs-layout.json" "int(d['bubbles'][$id]['rect']['width'])")
  wait_until "$E2E_PATIENCE" region_changed "$E2E_OUT/rs-before.png" "$rx" "$ry" "$rw" 28 0.01
  capture "$E2E_OUT/rs-after.png"
}
