# The GPU path: `--renderer gpu` takes SDL's accelerated renderer even on Mesa's llvmpipe, so
# the SDL backend every GPU user gets (`Renderer`, each batch one SDL_RenderGeometry call) draws
# the window here. Each scenario runs twice in a real window, drawn by `gpu` then by
# `software`, with time paused (P) and moved on one frame at a time (.), so that both runs pass
# through the same states; after every step the window, as presented (each frame redraws only
# what changed), is captured, and each pair must match within the tolerance of the backend
# comparison test (`tactile-match`, `BackendMatch`).

TACTILE_MATCH="$(dirname "$TACTILE")/tactile-match"

# The ink as particles, simulated on the frames' clock: a paused window shows the same dust
# whatever the run (a tile is made on another thread and comes when it comes). Time is paused
# by a script's first line, before the first frame.
RENDERER_ARGS=(--set ink.strategy=particles --script Tests/EndToEnd/pause.script)

# shot NAME: waits for the window to hold still and keeps that frame as the run's NAME
# (rend-RENDERER-TAG-NAME.png).
shot() {
  still_frame "$E2E_OUT/rend-$RENDERER-$TAG-$1.png"
  echo "$TAG-$1" >>"$E2E_OUT/rend-$RENDERER.shots"
}

# steps N: time moves on by N frames of 1/60 s (time is paused).
steps() { xdotool key --window "$WID" --repeat "$1" --delay 15 period; }

# both_renderers TAG SCENARIO ARGS…: SCENARIO (a function that drives the window and takes
# shots, named after TAG) in a window started with ARGS, drawn by `gpu` then by `software`;
# then every shot of the one must match its shot of the other. The gpu run must not have
# fallen back.
both_renderers() {
  TAG=$1
  local scenario=$2 name
  shift 2
  for RENDERER in gpu software; do
    rm -f "$E2E_OUT/rend-$RENDERER.shots"
    xdotool mousemove 0 0  # Outside the window: no run starts with a hover the other lacks.
    start_app --renderer "$RENDERER" "${RENDERER_ARGS[@]}" "$@"
    if grep -q -- "--renderer gpu:" "$E2E_OUT/app.log"; then cat "$E2E_OUT/app.log"; return 1; fi
    steps 20
    "$scenario"
    stop_app
  done
  cmp "$E2E_OUT/rend-gpu.shots" "$E2E_OUT/rend-software.shots"
  local failed=0 verdict
  while read -r name; do
    verdict=$("$TACTILE_MATCH" "$E2E_OUT/rend-gpu-$name.png" "$E2E_OUT/rend-software-$name.png") \
      || failed=1
    echo "$name: $verdict"
  done <"$E2E_OUT/rend-gpu.shots"
  [ $failed -eq 0 ]
}

renderer_rest() { shot rest; }

test_renderers_gpu_draws_every_page_as_software_does() {
  local page
  for page in spoilers reactions todo about; do
    both_renderers "$page" renderer_rest --size 1280x800 --page "$page"
  done
}

test_renderers_gpu_draws_every_page_at_2x_as_software_does() {
  local page
  for page in spoilers reactions todo about; do
    both_renderers "$page-2x" renderer_rest --size 640x400 --scale 2 --page "$page"
  done
}

test_renderers_gpu_draws_every_page_right_to_left_as_software_does() {
  local page
  for page in spoilers reactions todo about; do
    both_renderers "$page-rtl" renderer_rest --size 1280x800 --page "$page" --direction rtl
  done
}

# The first spoiler's first fragment, revealed from its centre, frame by frame (the window at
# REVEAL_SCALE pixels per point).
renderer_reveal() {
  local x y w h k=${REVEAL_SCALE:-1}
  read -r x y w h < <(fragment_of "$E2E_OUT/rend-layout.json" 0 0)
  shot hidden
  click_at $(((x + w / 2) * k)) $(((y + h / 2) * k))
  local i
  for i in $(seq 1 12); do
    steps 2
    shot "reveal-$i"
  done
}

test_renderers_gpu_redraws_a_reveal_frame_by_frame_as_software_does() {
  "$TACTILE" --size 1280x800 --dump-layout >"$E2E_OUT/rend-layout.json"
  both_renderers reveal renderer_reveal --size 1280x800
}

test_renderers_gpu_redraws_a_reveal_at_2x_frame_by_frame_as_software_does() {
  "$TACTILE" --size 640x400 --dump-layout >"$E2E_OUT/rend-layout.json"
  REVEAL_SCALE=2 both_renderers reveal-2x renderer_reveal --size 640x400 --scale 2
}

# The right wave dragged across half the window, then released: it completes.
renderer_swipe() {
  move_to 1250 296
  xdotool mousedown 1
  local i
  for i in $(seq 1 8); do
    move_to $((1250 - 80 * i)) $((296 + 4 * i))
    steps 1
    shot "drag-$i"
  done
  xdotool mouseup 1
  for i in $(seq 1 6); do
    steps 4
    shot "release-$i"
  done
}

test_renderers_gpu_redraws_a_swipe_frame_by_frame_as_software_does() {
  both_renderers swipe renderer_swipe --size 1280x800 --page about
}

# The first message held until the reaction bar opens, the pointer dragged across the first
# four icons, then released over the fourth. The open bar takes the keys (. included), so time
# runs here (P again) and each shot is a moment the window came to rest at.
renderer_bar() {
  local x y i
  read -r x y < <(json_get "$E2E_OUT/rend-bar.json" '"%d %d" % tuple(d["press"])')
  xdotool key --window "$WID" p
  move_to "$x" "$y"
  xdotool mousedown 1
  shot open
  for i in 0 1 2 3; do
    read -r x y < <(json_get "$E2E_OUT/rend-bar.json" \
      "'%d %d' % (d['bar']['icons'][$i]['rect']['x'] + 20, d['bar']['icons'][$i]['rect']['y'] + 20)")
    move_to "$x" "$y"
    shot "over-$i"
  done
  xdotool mouseup 1
  shot picked
}

test_renderers_gpu_redraws_the_reaction_bar_as_software_does() {
  # Where the bar opens for a hold on the first message (headless, the app's own geometry).
  "$TACTILE" --size 1280x800 --page reactions --dump-layout >"$E2E_OUT/rend-bar-rest.json"
  local press
  press=$(json_get "$E2E_OUT/rend-bar-rest.json" \
    '"%d %d" % (d["bubbles"][0]["rect"]["x"] + 40, d["bubbles"][0]["rect"]["y"] + 20)')
  printf 'at 0.1 down %s\n' "$press" >"$E2E_OUT/rend-hold.txt"
  "$TACTILE" --headless --size 1280x800 --page reactions --script "$E2E_OUT/rend-hold.txt" \
    --frames 60 --dump-layout | python3 -c '
import json, sys
d = json.load(sys.stdin); d["press"] = [int(v) for v in sys.argv[1].split()]
json.dump(d, sys.stdout)' "$press" >"$E2E_OUT/rend-bar.json"
  both_renderers bar renderer_bar --size 1280x800 --page reactions
}

test_renderers_gpu_that_cannot_be_had_is_one_line_and_the_software_backend_draws() {
  # SDL offers only its software renderer: no accelerated one can be made.
  SDL_RENDER_DRIVER=software start_app --renderer gpu --page about --size 1280x800
  [ "$(grep -c -- '--renderer gpu' "$E2E_OUT/app.log")" = 1 ]
  grep -q -- '--renderer gpu: .*; drawing with the software backend$' "$E2E_OUT/app.log"
  pixel_near 30 700 4a1830  # The About page, drawn.
}
