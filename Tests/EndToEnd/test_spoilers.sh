# Spoilers: the no-leak rule in pixels (headless) and a real click reveal under Xvfb.

# JSON field helper: fragment N of spoiler S from --dump-layout, as "x y w h".
fragment_of() {
  python3 -c '
import json,sys
d=json.load(open(sys.argv[1])); f=d["spoilers"][int(sys.argv[2])]["fragments"][int(sys.argv[3])]
print(int(f["x"]), int(f["y"]), int(f["width"]), int(f["height"]))' "$@"
}

test_spoilers_hidden_text_leaves_no_trace_in_pixels() {
  # Same digits in another order: digits share one advance, so the layout is identical.
  printf 'The code is [1234567890] and [0246813579].\n' >"$E2E_OUT/leak-a.txt"
  printf 'The code is [9876543210] and [9753108642].\n' >"$E2E_OUT/leak-b.txt"
  for v in a b; do
    "$TACTILE" --headless --seed 3 --frames 20 --text "$E2E_OUT/leak-$v.txt" \
      --screenshot "$E2E_OUT/leak-$v-hidden.png" --dump-layout >"$E2E_OUT/leak-$v.json"
  done
  cmp "$E2E_OUT/leak-a.json" "$E2E_OUT/leak-b.json"
  read -r x y w h < <(fragment_of "$E2E_OUT/leak-a.json" 0 0)
  crop="${w}x${h}+${x}+${y}"
  # Hidden: identical pixels inside the fragment.
  [ "$(pixels_differing "$E2E_OUT/leak-a-hidden.png[$crop]" "$E2E_OUT/leak-b-hidden.png[$crop]")" = "0" ]
  # Revealed: the digits show, so the pixels differ.
  printf 'at 0.1 click %d %d\n' $((x + w / 2)) $((y + h / 2)) >"$E2E_OUT/leak-click.txt"
  for v in a b; do
    "$TACTILE" --headless --seed 3 --frames 90 --text "$E2E_OUT/leak-$v.txt" \
      --script "$E2E_OUT/leak-click.txt" --screenshot "$E2E_OUT/leak-$v-shown.png"
  done
  ae=$(pixels_differing "$E2E_OUT/leak-a-shown.png[$crop]" "$E2E_OUT/leak-b-shown.png[$crop]")
  [ "$ae" -gt 50 ]
}

# The fragment region of two captures taken a moment apart: dust moves, text does not.
region_changes() {
  capture "$E2E_OUT/.r1.png"
  sleep 0.1  # Two frames apart in time, by design: we compare motion, not wait for state.
  capture "$E2E_OUT/.r2.png"
  [ "$(pixels_differing "$E2E_OUT/.r1.png[$1]" "$E2E_OUT/.r2.png[$1]")" != "0" ]
}
region_still() { ! region_changes "$1"; }

test_spoilers_click_reveals_the_spoiler_under_the_pointer() {
  "$TACTILE" --dump-layout >"$E2E_OUT/sp-layout.json"
  read -r x y w h < <(fragment_of "$E2E_OUT/sp-layout.json" 0 1)
  crop="${w}x${h}+${x}+${y}"
  start_app --size 1280x800
  wait_until "$E2E_PATIENCE" region_changes "$crop"  # Live ink over the hidden text.
  capture "$E2E_OUT/spoiler-before.png"
  click_at $((x + w / 2)) $((y + h / 2))
  capture "$E2E_OUT/spoiler-during.png"
  wait_until "$E2E_PATIENCE" region_still "$crop"  # Revealed: the dust is gone, the text stays.
  capture "$E2E_OUT/spoiler-after.png"
  # Another spoiler is still hidden.
  read -r x2 y2 w2 h2 < <(fragment_of "$E2E_OUT/sp-layout.json" 1 0)
  wait_until "$E2E_PATIENCE" region_changes "${w2}x${h2}+${x2}+${y2}"
}

# The first spoiler of --text world that lies on a right-to-left line (Arabic): "x y w h" of
# its first fragment, then those of the next right-to-left spoiler.
rtl_fragments() {
  python3 -c '
import json,sys
d=json.load(open(sys.argv[1]))
rtl=[l["graphemes"] for l in d["lines"] if l["direction"] == "rtl"]
found=[s["fragments"][0] for s in d["spoilers"]
       if s["fragments"] and any(a <= s["graphemes"][0] < b for a, b in rtl)]
for f in found[:2]: print(int(f["x"]), int(f["y"]), int(f["width"]), int(f["height"]))' "$1"
}

test_spoilers_click_reveals_a_spoiler_in_a_right_to_left_paragraph() {
  "$TACTILE" --text world --size 1280x800 --dump-layout >"$E2E_OUT/rtl-layout.json"
  mapfile -t frags < <(rtl_fragments "$E2E_OUT/rtl-layout.json")
  [ "${#frags[@]}" -eq 2 ]
  read -r x y w h <<<"${frags[0]}"
  read -r x2 y2 w2 h2 <<<"${frags[1]}"
  crop="${w}x${h}+${x}+${y}"
  start_app --text world --size 1280x800
  wait_until "$E2E_PATIENCE" region_changes "$crop"  # Live ink over the Arabic.
  click_at $((x + w / 2)) $((y + h / 2))
  wait_until "$E2E_PATIENCE" region_still "$crop"  # Revealed.
  capture "$E2E_OUT/rtl-revealed.png"
  # The glyphs show: the fragment is no longer the background's colour alone.
  [ "$(convert "$E2E_OUT/rtl-revealed.png[$crop]" -format %k info:)" -gt 8 ]
  # The next right-to-left spoiler is still hidden.
  wait_until "$E2E_PATIENCE" region_changes "${w2}x${h2}+${x2}+${y2}"
}
