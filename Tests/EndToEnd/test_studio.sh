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
  wait_until "$E2E_PATIENCE" region_changes "$crop"
  xdotool key --window "$WID" p
  wait_until "$E2E_PATIENCE" region_still "$crop"
  xdotool key --window "$WID" p
  wait_until "$E2E_PATIENCE" region_changes "$crop"
}

# slider_of LAYOUT KEY: the panel's slider for KEY from --dump-layout, as "x y w h".
slider_of() {
  python3 -c '
import json,sys
s=json.load(open(sys.argv[1]))["studio"]["controls"][sys.argv[2]]
print(int(s["x"]), int(s["y"]), int(s["width"]), int(s["height"]))' "$@"
}

# lit_of IMAGE[CROP]: the fraction of its pixels brighter than half (the ink's dots, 0…1).
lit_of() { convert "$1" -colorspace gray -threshold 50% -format '%[fx:mean]' info:; }

test_studio_a_preset_file_changes_the_ink_drawn() {
  printf '{"name": "sparse", "values": {"ink.density": 0.05}}\n' >"$E2E_OUT/sparse.json"
  "$TACTILE" --headless --seed 2 --frames 10 --dump-layout --screenshot "$E2E_OUT/ink-default.png" \
    >"$E2E_OUT/ink-layout.json"
  "$TACTILE" --headless --seed 2 --frames 10 --preset "$E2E_OUT/sparse.json" \
    --screenshot "$E2E_OUT/ink-sparse.png"
  read -r x y w h < <(fragment_of "$E2E_OUT/ink-layout.json" 0 1)
  dense=$(lit_of "$E2E_OUT/ink-default.png[${w}x${h}+${x}+${y}]")
  sparse=$(lit_of "$E2E_OUT/ink-sparse.png[${w}x${h}+${x}+${y}]")
  echo "lit fraction over the spoiler: default $dense, ink.density=0.05 $sparse"
  python3 -c "import sys; sys.exit(0 if float('$sparse') < float('$dense') * 0.6 else 1)"
  # A bad value is one line naming the key and the range.
  printf '{"values": {"ink.density": 3}}\n' >"$E2E_OUT/bad-preset.json"
  ! "$TACTILE" --headless --preset "$E2E_OUT/bad-preset.json" 2>"$E2E_OUT/bad-preset.err"
  grep -qx "tactile: .*bad-preset.json: ink.density: 3 is not allowed, it takes 0.02 to 1.5 /pt²" \
    "$E2E_OUT/bad-preset.err"
  # So is a bad --set: one line, without the usage text after it.
  ! "$TACTILE" --headless --set scroll.damping=5 2>"$E2E_OUT/bad-set.err"
  [ "$(cat "$E2E_OUT/bad-set.err")" = \
    'tactile: --set scroll.damping: "5" is not allowed, it takes 0.3 to 2' ]
}

test_studio_dragging_the_density_slider_thins_the_ink() {
  # A few frames: ImGui settles its layout over the first ones.
  "$TACTILE" --studio --dump-layout --frames 5 --size 1280x800 >"$E2E_OUT/studio-layout.json"
  read -r sx sy sw sh < <(slider_of "$E2E_OUT/studio-layout.json" ink.density)
  read -r x y w h < <(fragment_of "$E2E_OUT/studio-layout.json" 0 1)
  crop="${w}x${h}+${x}+${y}"
  start_app --studio --size 1280x800
  capture "$E2E_OUT/studio-before.png"
  before=$(lit_of "$E2E_OUT/studio-before.png[$crop]")
  # Press a quarter along the slider (a moderate density), drag to its left end, release.
  # (Not from the right end: 1.5 /pt² is slow to draw in a debug build.)
  move_to $((sx + sw / 4)) $((sy + sh / 2))
  xdotool mousedown 1
  for f in 0.2 0.15 0.1 0.05 0; do
    move_to $(python3 -c "print(int($sx + 3 + ($sw - 9) * $f))") $((sy + sh / 2))
    sleep 0.05  # Lets the app see each position (ImGui samples the pointer once a frame).
  done
  xdotool mouseup 1
  thinner() {
    capture "$E2E_OUT/studio-after.png"
    after=$(lit_of "$E2E_OUT/studio-after.png[$crop]")
    python3 -c "import sys; sys.exit(0 if float('$after') < float('$before') * 0.3 else 1)"
  }
  wait_until "$E2E_PATIENCE" thinner
  echo "lit fraction over the spoiler: before $before, after $after"
}

test_studio_tunables_lists_the_table_the_built_in_presets_and_the_saved_ones() {
  XDG_CONFIG_HOME=$(realpath -m "$E2E_OUT/xdg-config-tunables")
  export XDG_CONFIG_HOME
  rm -rf "$XDG_CONFIG_HOME"
  "$TACTILE" --tunables >"$E2E_OUT/tunables.txt"
  grep -q '^| `scroll.response` | s | ' "$E2E_OUT/tunables.txt"
  for p in default telegram-ios telegram-desktop telegram-android exyte cuberto telegram facebook seeds; do
    grep -q "^  $p " "$E2E_OUT/tunables.txt"
  done
  grep -q "^Saved presets: none yet in $XDG_CONFIG_HOME/tactile/presets" "$E2E_OUT/tunables.txt"
  mkdir -p "$XDG_CONFIG_HOME/tactile/presets"
  printf '{"values": {"scroll.response": 0.5}}\n' >"$XDG_CONFIG_HOME/tactile/presets/slow.json"
  "$TACTILE" --tunables | tail -1 | grep -qx "  slow"
  # …and a saved one loads by its name.
  "$TACTILE" --headless --frames 1 --preset slow
}
