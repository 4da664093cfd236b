# The To-do page: strike by click, edit in place with typed text, saving across a restart.
# Every run saves into its own temporary --data-dir, never the real home.
# Each test stops its app and removes its data directory in its EXIT trap.

TODO_INK=8e97a3  # The dark theme's secondary text colour: struck text and its line.

# todo_start_app ARGS…: start_app, then the window of *this* process, raised (a window left over
# by an earlier test has the same title and may cover it).
todo_start_app() {
  start_app "$@" || return 1
  own_window() {
    WID=$(xdotool search --all --onlyvisible --pid "$APP_PID" --name '^Tactile$' 2>/dev/null \
      | head -1)
    [ -n "$WID" ]
  }
  wait_until "$E2E_PATIENCE" own_window || { echo "no window for pid $APP_PID"; return 1; }
  # On top of any window left over (captures read the screen, clicks go to the top window).
  xdotool windowraise "$WID" || return 1
  wait_until "$E2E_PATIENCE" window_has_content || { echo "window stayed empty"; return 1; }
}

# todo_setup: a fresh data directory in $TODO_DATA (removed, and the app stopped, on EXIT) and
# the page's layout on it in $TODO_LAYOUT.
todo_setup() {
  TODO_DATA=$(mktemp -d)
  trap 'stop_app; rm -rf "$TODO_DATA"' EXIT
  TODO_LAYOUT="$E2E_OUT/todo-layout.json"
  todo_layout "$TODO_DATA" "$TODO_LAYOUT"
}

# todo_layout DATA_DIR OUT: the page's layout at 1280×800 from a headless run on the same list.
todo_layout() {
  "$TACTILE" --headless --page todo --size 1280x800 --data-dir "$1" --dump-layout >"$2"
}

# todo_field LAYOUT PYTHON_EXPR: a value from the layout JSON (`d` is the parsed dump).
todo_field() {
  python3 -c "import json, sys; d = json.load(open(sys.argv[1])); print($2)" "$1"
}

# todo_line_struck PNG X Y WIDTH: at least 90 % of the pixels along the strike's centre row
# between X and X + WIDTH have the struck ink colour (unstruck text there is mostly background).
todo_line_struck() {
  local png=$1 x=$2 y=$3 w=$4
  convert "$png" -crop "$((w - 4))x1+$((x + 2))+$y" -depth 8 txt:- | python3 -c '
import re, sys
ink = [int(sys.argv[1][i:i + 2], 16) for i in (0, 2, 4)]
px = [tuple(int(m.group(i), 16) for i in (1, 2, 3))
      for m in re.finditer(r"#([0-9A-Fa-f]{2})([0-9A-Fa-f]{2})([0-9A-Fa-f]{2})", sys.stdin.read())]
near = sum(all(abs(a - b) <= 24 for a, b in zip(p, ink)) for p in px)
print(f"{near}/{len(px)} pixels of the line have the ink colour", file=sys.stderr)
sys.exit(0 if px and near >= 0.9 * len(px) else 1)' "$TODO_INK"
}

# todo_strike_line INDEX: item INDEX's first strike line from $TODO_LAYOUT, as "X Y WIDTH".
todo_strike_line() {
  local l="d['items'][$1]['lines'][0]"
  todo_field "$TODO_LAYOUT" \
    "' '.join(str(int(v)) for v in ($l['x'], $l['y'] + 0.5, $l['width']))"
}

# todo_item_struck INDEX [X Y WIDTH]: captures the window and checks item INDEX's first strike
# line (read from the layout unless given: a poll loop passes it, so each poll only captures).
todo_item_struck() {
  capture "$E2E_OUT/.todo-probe.png" || return 1
  local line
  if [ $# -ge 4 ]; then line="$2 $3 $4"; else line=$(todo_strike_line "$1"); fi
  # shellcheck disable=SC2086  # X Y WIDTH, split on purpose.
  todo_line_struck "$E2E_OUT/.todo-probe.png" $line
}

# todo_not_editing X Y: the edit field's outline at (X, Y) is gone.
todo_not_editing() {
  ! pixel_near "$1" "$2" 4fd6a0 60
}

# todo_row_plain INDEX: item INDEX's row shows the card's plain surface near its top edge (no
# hover highlight, no edit field).
todo_row_plain() {
  local x y
  x=$(todo_field "$TODO_LAYOUT" "int(d['items'][$1]['rect']['x'] + 400)")
  y=$(todo_field "$TODO_LAYOUT" "int(d['items'][$1]['rect']['y'] + 4)")
  pixel_near "$x" "$y" 242f3d 3
}

# todo_screen_like REFERENCE MAX: the window's mean difference from REFERENCE is at most MAX.
todo_screen_like() {
  capture "$E2E_OUT/.todo-probe.png" || return 1
  local diff
  diff=$(mean_diff "$1" "$E2E_OUT/.todo-probe.png")
  echo "difference from $(basename "$1"): $diff"
  python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) <= float(sys.argv[2]) else 1)" \
    "$diff" "$2"
}

test_todo_click_strikes_the_item() {
  todo_setup || return 1
  local data=$TODO_DATA
  todo_start_app --page todo --size 1280x800 --data-dir "$data" || return 1
  if todo_item_struck 0; then echo "struck before the click"; return 1; fi
  local x y
  x=$(todo_field "$TODO_LAYOUT" "int(d['items'][0]['textOrigin']['x'] + 60)")
  y=$(todo_field "$TODO_LAYOUT" "int(d['items'][0]['textOrigin']['y'] + 8)")
  local line
  line=$(todo_strike_line 0)
  click_at "$x" "$y" || return 1
  # The strike starts after the double-click interval and is drawn over a few hundred ms of the
  # app's time, which runs slower than the wall clock on a loaded machine: poll captures until
  # the whole first line is struck.
  # shellcheck disable=SC2086  # X Y WIDTH, split on purpose.
  wait_until "$E2E_PATIENCE" todo_item_struck 0 $line \
    || { capture "$E2E_OUT/todo-not-struck.png"; echo "not struck"; return 1; }
  capture "$E2E_OUT/todo-struck.png" || return 1
  wait_until "$E2E_PATIENCE" grep -q '"completed": true' "$data/todo.json" \
    || { echo "not saved: $(cat "$data/todo.json" 2>/dev/null || echo none)"; return 1; }
  python3 -c 'import json, sys; assert json.load(open(sys.argv[1]))["items"][0]["completed"]' \
    "$data/todo.json" || return 1
}

test_todo_edit_by_typing_survives_a_restart() {
  todo_setup || return 1
  local data=$TODO_DATA
  # SDL counts a double click by when it reads the events, not by their X timestamps: on a
  # loaded machine a slow frame between the two clicks must not split them (default 500 ms).
  export SDL_MOUSE_DOUBLE_CLICK_TIME=2000
  todo_start_app --page todo --size 1280x800 --data-dir "$data" || return 1
  local x y fx fy
  x=$(todo_field "$TODO_LAYOUT" "int(d['items'][1]['textOrigin']['x'] + 60)")
  y=$(todo_field "$TODO_LAYOUT" "int(d['items'][1]['textOrigin']['y'] + 8)")
  # A point on the left edge of the edit field's accent outline.
  fx=$(todo_field "$TODO_LAYOUT" "int(d['items'][1]['textOrigin']['x'] - 5)")
  fy=$(todo_field "$TODO_LAYOUT" "int(d['items'][1]['textOrigin']['y'] + 10)")
  capture "$E2E_OUT/todo-before-edit.png" || return 1

  move_to "$x" "$y" || return 1
  xdotool click --repeat 2 --delay 80 1 || return 1
  wait_until "$E2E_PATIENCE" pixel_near "$fx" "$fy" 4fd6a0 60 \
    || {
      echo "no edit field; saved list: $(cat "$data/todo.json" 2>/dev/null || echo none)"
      capture "$E2E_OUT/todo-no-edit.png"
      return 1
    }
  capture "$E2E_OUT/todo-editing.png" || return 1
  xdotool key --window "$WID" End || return 1
  xdotool type --window "$WID" --delay 30 " and floss daily" || return 1
  xdotool key --window "$WID" Return || return 1
  wait_until "$E2E_PATIENCE" grep -q "and floss daily" "$data/todo.json" || { echo "not saved"; return 1; }
  python3 -c '
import json, sys
items = json.load(open(sys.argv[1]))["items"]
assert items[1]["text"].endswith("insurance card and floss daily"), items[1]["text"]' \
    "$data/todo.json" || return 1
  # Pointer off the list (no hover highlight), edit field gone: the committed look.
  move_to 1000 700 || return 1
  wait_until "$E2E_PATIENCE" todo_not_editing "$fx" "$fy" || { echo "still editing"; return 1; }
  wait_until "$E2E_PATIENCE" todo_row_plain 1 || { echo "row 1 still highlighted"; return 1; }
  capture "$E2E_OUT/todo-after-edit.png" || return 1
  local diff
  diff=$(mean_diff "$E2E_OUT/todo-before-edit.png" "$E2E_OUT/todo-after-edit.png")
  echo "before/after edit mean difference: $diff"
  python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) > 0.0005 else 1)" "$diff" || return 1

  # Restart on the same data directory: the edit is still there, in the file, in the layout and
  # on screen (the same pixels as before the restart).
  stop_app
  todo_start_app --page todo --size 1280x800 --data-dir "$data" || return 1
  grep -q "and floss daily" "$data/todo.json" || return 1
  todo_layout "$data" "$E2E_OUT/todo-layout-restarted.json" || return 1
  todo_field "$E2E_OUT/todo-layout-restarted.json" "d['items'][1]['text']" \
    | grep -q "insurance card and floss daily$" || { echo "not in the layout"; return 1; }
  move_to 1000 700 || return 1
  wait_until "$E2E_PATIENCE" todo_row_plain 1 || { echo "row 1 highlighted after the restart"; return 1; }
  wait_until "$E2E_PATIENCE" todo_screen_like "$E2E_OUT/todo-after-edit.png" 0.0005 \
    || { echo "the screen after the restart differs"; return 1; }
  capture "$E2E_OUT/todo-restarted.png" || return 1
}

# todo_screen_changed REFERENCE: the window differs from REFERENCE (the typed text is drawn).
todo_screen_changed() {
  capture "$E2E_OUT/.todo-probe.png" || return 1
  python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) > 0.0002 else 1)" \
    "$(mean_diff "$1" "$E2E_OUT/.todo-probe.png")"
}

# A new item typed and never committed is in the file after SIGTERM and after SIGINT (Ctrl-C in
# the terminal) stop the window: nothing typed is lost on the way out.
test_todo_typing_survives_a_stop_signal() {
  todo_setup || return 1
  local data=$TODO_DATA
  local ax ay signal rc text
  for signal in TERM INT; do
    text="Typed before SIG$signal"
    todo_layout "$data" "$TODO_LAYOUT" || return 1  # (The add row moves down each round.)
    ax=$(todo_field "$TODO_LAYOUT" "int(d['addRow']['x'] + d['addRow']['width'] / 2)")
    ay=$(todo_field "$TODO_LAYOUT" "int(d['addRow']['y'] + d['addRow']['height'] / 2)")
    todo_start_app --page todo --size 1280x800 --data-dir "$data" || return 1
    click_at "$ax" "$ay" || return 1
    capture "$E2E_OUT/todo-before-typing.png" || return 1
    xdotool type --window "$WID" --delay 30 "$text" || return 1
    wait_until "$E2E_PATIENCE" todo_screen_changed "$E2E_OUT/todo-before-typing.png" \
      || { echo "the typed text did not show"; return 1; }
    kill -s "$signal" "$APP_PID"
    rc=0
    wait "$APP_PID" || rc=$?
    APP_PID=""
    echo "SIG$signal: exit $rc; $(cat "$E2E_OUT/app.log")"
    [ $rc = $((128 + $(kill -l "$signal"))) ] || { echo "unexpected exit $rc"; return 1; }
    python3 -c 'import json, sys
texts = [i["text"] for i in json.load(open(sys.argv[1]))["items"]]
assert texts[-1] == sys.argv[2], texts' "$data/todo.json" "$text" || return 1
  done
}

# close_like_a_window_manager WID: sends the window what a window manager sends when its close
# button is pressed: a WM_PROTOCOLS client message holding WM_DELETE_WINDOW (through libX11;
# no window manager runs under Xvfb).
close_like_a_window_manager() {
  python3 - "$1" <<'PY'
import ctypes, sys
x = ctypes.cdll.LoadLibrary("libX11.so.6")
x.XOpenDisplay.restype = ctypes.c_void_p
x.XOpenDisplay.argtypes = [ctypes.c_char_p]
x.XInternAtom.restype = ctypes.c_ulong
x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
x.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
x.XFlush.argtypes = [ctypes.c_void_p]
x.XCloseDisplay.argtypes = [ctypes.c_void_p]

class ClientMessage(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", ctypes.c_ulong),
                ("message_type", ctypes.c_ulong), ("format", ctypes.c_int),
                ("l", ctypes.c_long * 5)]

class XEvent(ctypes.Union):
    _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]

display = x.XOpenDisplay(None)
assert display, "no display"
event = XEvent()
event.xclient.type = 33  # ClientMessage
event.xclient.window = int(sys.argv[1])
event.xclient.message_type = x.XInternAtom(display, b"WM_PROTOCOLS", 0)
event.xclient.format = 32
event.xclient.l[0] = x.XInternAtom(display, b"WM_DELETE_WINDOW", 0)
event.xclient.l[1] = 0  # CurrentTime
assert x.XSendEvent(display, int(sys.argv[1]), 0, 0, ctypes.byref(event)), "XSendEvent failed"
x.XFlush(display)
x.XCloseDisplay(display)
PY
}

test_todo_typing_survives_closing_the_window() {
  todo_setup || return 1
  local data=$TODO_DATA
  local ax ay rc text="Typed before the window closed"
  ax=$(todo_field "$TODO_LAYOUT" "int(d['addRow']['x'] + d['addRow']['width'] / 2)")
  ay=$(todo_field "$TODO_LAYOUT" "int(d['addRow']['y'] + d['addRow']['height'] / 2)")
  todo_start_app --page todo --size 1280x800 --data-dir "$data" || return 1
  # A window manager offers a close button only to windows that take WM_DELETE_WINDOW.
  xprop -id "$WID" WM_PROTOCOLS | grep -q WM_DELETE_WINDOW \
    || { echo "the window does not take WM_DELETE_WINDOW: $(xprop -id "$WID" WM_PROTOCOLS)"; return 1; }
  click_at "$ax" "$ay" || return 1
  capture "$E2E_OUT/todo-before-typing.png" || return 1
  xdotool type --window "$WID" --delay 30 "$text" || return 1
  wait_until "$E2E_PATIENCE" todo_screen_changed "$E2E_OUT/todo-before-typing.png" \
    || { echo "the typed text did not show"; return 1; }
  close_like_a_window_manager "$WID" || return 1
  # (An exited child stays a zombie until waited for: kill -0 would still find it.)
  app_ended() { local st; st=$(ps -o stat= -p "$APP_PID"); [ -z "$st" ] || [[ $st == Z* ]]; }
  wait_until "$E2E_PATIENCE" app_ended || { echo "the app is still running after the close"; return 1; }
  rc=0
  wait "$APP_PID" || rc=$?
  APP_PID=""
  echo "closed: exit $rc; $(cat "$E2E_OUT/app.log")"
  [ $rc = 0 ] || { echo "unexpected exit $rc"; return 1; }
  python3 -c 'import json, sys
texts = [i["text"] for i in json.load(open(sys.argv[1]))["items"]]
assert texts[-1] == sys.argv[2], texts' "$data/todo.json" "$text" || return 1
}

# todo_band_unchanged BEFORE X Y W H: captures the window into $E2E_OUT/.todo-frame-N.png (N
# counts the frames seen) and checks that the region equals the same region of BEFORE.
todo_band_unchanged() {
  TODO_FRAMES=$((TODO_FRAMES + 1))
  local now="$E2E_OUT/.todo-frame-$TODO_FRAMES.png"
  capture "$now" || return 1
  local n
  n=$(pixels_differing "$1[$4x$5+$2+$3]" "$now[$4x$5+$2+$3]" 3%)
  [ "$n" = 0 ] || { echo "frame $TODO_FRAMES: $n pixels of the first line changed"; return 1; }
}

test_todo_double_click_shows_no_strike_between_the_clicks() {
  todo_setup || return 1
  local data=$TODO_DATA
  # A long double-click interval (SDL reads it from the environment, the app waits as long: 5 s)
  # leaves time to capture several frames between the two clicks.
  export SDL_MOUSE_DOUBLE_CLICK_TIME=5000
  todo_start_app --page todo --size 1280x800 --data-dir "$data" || return 1
  local x y bx by bw bh cx cy fx fy
  x=$(todo_field "$TODO_LAYOUT" "int(d['items'][0]['textOrigin']['x'] + 60)")
  y=$(todo_field "$TODO_LAYOUT" "int(d['items'][0]['textOrigin']['y'] + 8)")
  # The first line's box (glyphs and where the strike would run) and the checkbox centre.
  bx=$(todo_field "$TODO_LAYOUT" "int(d['items'][0]['lines'][0]['x'])")
  by=$(todo_field "$TODO_LAYOUT" "int(d['items'][0]['textOrigin']['y'])")
  bw=$(todo_field "$TODO_LAYOUT" "int(d['items'][0]['lines'][0]['width'])")
  bh=$(todo_field "$TODO_LAYOUT" "int(d['items'][0]['lines'][0]['y'] - d['items'][0]['textOrigin']['y']) + 8")
  cx=$(todo_field "$TODO_LAYOUT" "int(d['items'][0]['checkbox']['x'])")
  cy=$(todo_field "$TODO_LAYOUT" "int(d['items'][0]['checkbox']['y'])")
  fx=$(todo_field "$TODO_LAYOUT" "int(d['items'][0]['textOrigin']['x'] - 5)")
  fy=$(todo_field "$TODO_LAYOUT" "int(d['items'][0]['textOrigin']['y'] + 10)")
  move_to "$x" "$y" || return 1
  todo_row_hovered() { ! todo_row_plain 0; }
  wait_until "$E2E_PATIENCE" todo_row_hovered || { echo "row 0 not highlighted under the pointer"; return 1; }
  capture "$E2E_OUT/todo-dc-before.png" || return 1
  local before_box
  before_box=$(pixel_hex "$E2E_OUT/todo-dc-before.png" "$cx" "$cy")

  xdotool click 1 || return 1
  local start=$SECONDS
  TODO_FRAMES=0
  # Frames between the clicks, for about 1.5 s: the first line is exactly as before (no strike,
  # no dimmed glyph) and the checkbox is not filled.
  while [ $((SECONDS - start)) -lt 2 ] || [ $TODO_FRAMES -lt 3 ]; do
    todo_band_unchanged "$E2E_OUT/todo-dc-before.png" "$bx" "$by" "$bw" "$bh" || return 1
    color_near "$(pixel_hex "$E2E_OUT/.todo-frame-$TODO_FRAMES.png" "$cx" "$cy")" "$before_box" 8 \
      || { echo "frame $TODO_FRAMES: the checkbox filled"; return 1; }
    [ $TODO_FRAMES -ge 8 ] && break
  done
  echo "$TODO_FRAMES frames in $((SECONDS - start)) s between the clicks, none struck"
  cp "$E2E_OUT/.todo-frame-$TODO_FRAMES.png" "$E2E_OUT/todo-dc-between.png"
  xdotool click 1 || return 1
  wait_until "$E2E_PATIENCE" pixel_near "$fx" "$fy" 4fd6a0 60 || { echo "no edit field"; return 1; }
  capture "$E2E_OUT/todo-dc-editing.png" || return 1
  if todo_item_struck 0; then echo "struck after the double-click"; return 1; fi
  # (The hover highlight is gone while editing: the centre is not compared with before.)
  if color_near "$(pixel_hex "$E2E_OUT/todo-dc-editing.png" "$cx" "$cy")" 4fd6a0 60; then
    echo "the checkbox filled after the double-click"; return 1
  fi
  # The completion went back: not completed in the saved list.
  python3 -c 'import json, sys; assert not json.load(open(sys.argv[1]))["items"][0]["completed"]' \
    "$data/todo.json" || return 1
}
