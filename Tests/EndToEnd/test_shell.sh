# The app shell: window, page switching, command line, headless mode.

test_shell_right_key_switches_page() {
  start_app --size 1280x800
  # Spoilers page background, then Reactions after Right.
  pixel_near 30 400 0f2740
  capture "$E2E_OUT/shell-before.png"
  xdotool key --window "$WID" Right
  wait_until "$E2E_PATIENCE" pixel_near 30 400 2c1a4d
  capture "$E2E_OUT/shell-after.png"
}

test_cli_help_version_and_bad_arguments() {
  "$TACTILE" --help >"$E2E_OUT/help.txt"
  grep -q -- "--screenshot PATH" "$E2E_OUT/help.txt"
  "$TACTILE" --version >"$E2E_OUT/version.txt"
  grep -q "^tactile " "$E2E_OUT/version.txt"
  set +e
  "$TACTILE" --bogus >/dev/null 2>"$E2E_OUT/bad.txt"; rc=$?
  set -e
  [ $rc -eq 1 ] && grep -q 'unknown option "--bogus"' "$E2E_OUT/bad.txt"
  set +e
  "$TACTILE" --headless --size 12x >/dev/null 2>"$E2E_OUT/bad.txt"; rc=$?
  set -e
  [ $rc -eq 1 ] && grep -q -- "--size takes" "$E2E_OUT/bad.txt"
}

test_headless_screenshot_is_deterministic() {
  "$TACTILE" --headless --size 800x600 --frames 30 --seed 7 --screenshot "$E2E_OUT/h1.png"
  "$TACTILE" --headless --size 800x600 --frames 30 --seed 7 --screenshot "$E2E_OUT/h2.png"
  [ "$(identify -format '%wx%h' "$E2E_OUT/h1.png")" = "800x600" ]
  cmp "$E2E_OUT/h1.png" "$E2E_OUT/h2.png"
}

test_dump_layout_is_valid_json() {
  "$TACTILE" --dump-layout --page about --size 900x700 >"$E2E_OUT/layout.json"
  python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["page"]=="about" and d["size"]["width"]==900' "$E2E_OUT/layout.json"
}

test_no_display_gives_clear_error() {
  set +e
  DISPLAY=:1999 "$TACTILE" 2>"$E2E_OUT/nodisplay.txt"; rc=$?
  set -e
  [ $rc -eq 1 ] && grep -q "cannot open a window: .* use --headless" "$E2E_OUT/nodisplay.txt"
}
