# Helpers for end-to-end tests: a real `tactile` window under Xvfb, driven with xdotool,
# checked from screen captures. Sourced by run.sh.

E2E_OUT=${E2E_OUT:-out/e2e}
mkdir -p "$E2E_OUT"
APP_PID=""
WID=""

# Starts Xvfb on a display number it picks itself (-displayfd: no race with other servers
# starting at the same time) and exports DISPLAY.
start_display() {
  local fifo="$E2E_OUT/.displayfd"
  rm -f "$fifo"
  Xvfb -displayfd 3 -screen 0 1400x900x24 -nolisten tcp 3>"$fifo" >"$E2E_OUT/xvfb.log" 2>&1 &
  XVFB_PID=$!
  display_known() { [ -s "$fifo" ] && [ "$(tail -c1 "$fifo" | od -An -c | tr -d ' ')" = '\n' ]; }
  wait_until 20 display_known || { echo "Xvfb did not start"; cat "$E2E_OUT/xvfb.log"; return 1; }
  export DISPLAY=":$(head -1 "$fifo")"
  wait_until 10 xdpyinfo >/dev/null 2>&1 || { echo "Xvfb does not answer"; return 1; }
}

stop_display() { [ -n "${XVFB_PID:-}" ] && kill "$XVFB_PID" 2>/dev/null; wait 2>/dev/null || true; }

# How long, in seconds, a test awaits a condition that must come true (a strike drawn, a file
# saved, a window shown). Generous on purpose: on a loaded machine the app's clock clamps slow
# frames, so its animations take longer in wall time; a passing run never waits this long.
E2E_PATIENCE=${E2E_PATIENCE:-60}

# wait_until SECONDS CMD…: runs CMD every 50 ms until it succeeds or the time is up.
wait_until() {
  local limit=$1; shift
  local deadline=$((SECONDS + limit))
  until "$@"; do
    [ $SECONDS -ge $deadline ] && return 1
    sleep 0.05
  done
}

# start_app ARGS…: launches the app and waits for its window to be mapped.
start_app() {
  local attempt
  for attempt in 1 2 3; do
    "$TACTILE" "$@" >"$E2E_OUT/app.log" 2>&1 &
    APP_PID=$!
    # Xvfb on a loaded machine now and then refuses a connection right after another client
    # went away: the app then exits at once saying so. Start it again (and say so).
    app_gone() { ! kill -0 "$APP_PID" 2>/dev/null; }
    if wait_until 2 app_gone && grep -q "cannot open a window" "$E2E_OUT/app.log"; then
      echo "start_app: attempt $attempt: $(cat "$E2E_OUT/app.log")"
      sleep 1  # Give the X server a moment before connecting again.
      continue
    fi
    break
  done
  # This app's own window (an earlier app's window may still be closing).
  find_window() {
    WID=$(xdotool search --onlyvisible --pid "$APP_PID" --name '^Tactile$' 2>/dev/null | head -1)
    [ -n "$WID" ]
  }
  wait_until 30 find_window || { echo "window did not appear"; cat "$E2E_OUT/app.log"; return 1; }
  # Wait for the first frame: the window is no longer uniformly black.
  wait_until 30 window_has_content || { echo "window stayed empty"; return 1; }
}

stop_app() {
  [ -n "$APP_PID" ] && kill "$APP_PID" 2>/dev/null
  wait "$APP_PID" 2>/dev/null || true
  APP_PID=""
}

# capture FILE: the app window's pixels as PNG (the screen, cropped to the window). Fails,
# leaving FILE as it was, when the window's geometry cannot be read or the grab does not
# complete: the image is written beside FILE and moved over it only when whole.
capture() {
  local geo x y w h v part="${1%.png}.part.png"
  geo=$(xdotool getwindowgeometry --shell "$WID" 2>/dev/null) || return 1
  x=$(echo "$geo" | sed -n 's/^X=//p'); y=$(echo "$geo" | sed -n 's/^Y=//p')
  w=$(echo "$geo" | sed -n 's/^WIDTH=//p'); h=$(echo "$geo" | sed -n 's/^HEIGHT=//p')
  for v in "$x" "$y" "$w" "$h"; do [[ $v =~ ^[0-9]+$ ]] || return 1; done
  rm -f "$part"
  timeout 10 import -silent -window root -crop "${w}x${h}+${x}+${y}" +repage "$part" 2>/dev/null \
    && [ -s "$part" ] && mv -f "$part" "$1"
}

window_has_content() {
  capture "$E2E_OUT/.probe.png" || return 1
  [ "$(pixel_hex "$E2E_OUT/.probe.png" 5 5)" != "000000" ]
}

# pixel_hex FILE X Y: the pixel's colour as rrggbb.
pixel_hex() {
  convert "$1" -crop "1x1+$2+$3" -depth 8 txt:- | grep -o '#[0-9A-Fa-f]\{6\}' | head -1 | tr -d '#' | tr 'A-F' 'a-f'
}

# color_near HEX1 HEX2 [TOLERANCE]: channels differ by at most TOLERANCE (default 6).
color_near() {
  local a=$1 b=$2 t=${3:-6}
  for i in 0 2 4; do
    local x=$((16#${a:$i:2})) y=$((16#${b:$i:2}))
    local d=$((x > y ? x - y : y - x))
    [ $d -le "$t" ] || return 1
  done
}

# pixel_near X Y HEX [TOLERANCE]: captures the window and checks one pixel.
pixel_near() {
  capture "$E2E_OUT/.probe.png" || return 1
  color_near "$(pixel_hex "$E2E_OUT/.probe.png" "$1" "$2")" "$3" "${4:-6}"
}

# mean_diff A B: mean absolute difference of two images in 0…1 (same size).
mean_diff() { { compare -metric MAE "$1" "$2" null: 2>&1 || true; } | sed -E 's/.*\((.*)\).*/\1/'; }

# Window-relative pointer helpers.
move_to() { xdotool mousemove --window "$WID" "$1" "$2"; }
click_at() { move_to "$1" "$2"; xdotool click 1; }

# pixels_differing A B [FUZZ]: how many pixels differ between two images (or image[crop]
# regions); always succeeds (compare exits 1 when the images differ).
pixels_differing() {
  if [ -n "${3:-}" ]; then
    compare -metric AE -fuzz "$3" "$1" "$2" null: 2>&1 || true
  else
    compare -metric AE "$1" "$2" null: 2>&1 || true
  fi
}

# The window shows the same pixels twice in a row (nothing animates); that frame is left in
# $E2E_OUT/.s2.png.
window_still() {
  capture "$E2E_OUT/.s1.png" || return 1
  sleep 0.1  # Two captures a moment apart, by design: this compares motion.
  capture "$E2E_OUT/.s2.png" || return 1
  [ "$(pixels_differing "$E2E_OUT/.s1.png" "$E2E_OUT/.s2.png")" = "0" ]
}

# still_frame FILE: waits until the window holds still and saves that still frame as FILE.
still_frame() {
  wait_until "$E2E_PATIENCE" window_still || { echo "the window did not hold still"; return 1; }
  cp "$E2E_OUT/.s2.png" "$1"
}
