#!/usr/bin/env bash
# Headless screenshots of the To-do strike at pen progress 0.3, 0.6 and 1.0 on the sample's
# 4-line item: out/todo-strike-30.png, -60.png, -100.png (and a 2× zoom of the item each).
# The click's time and each screenshot's frame come from the item's strike duration, read from
# --dump-layout; the pen value actually reached at that frame is printed.
# Usage: Scripts/todo-strike-shots.sh [PATH/TO/tactile] [WxH]
set -euo pipefail
cd "$(dirname "$0")/.."
TACTILE=${1:-.build/debug/tactile}
SIZE=${2:-1280x800}
mkdir -p out
DATA=$(mktemp -d)
trap 'rm -rf "$DATA"' EXIT
common=(--headless --page todo --size "$SIZE" --data-dir "$DATA")

# The first item with four lines: where to click, and its strike duration.
read -r INDEX X Y DURATION TOP HEIGHT < <("$TACTILE" "${common[@]}" --dump-layout | python3 -c '
import json, sys
d = json.load(sys.stdin)
i, it = next((i, it) for i, it in enumerate(d["items"]) if len(it["lines"]) == 4)
o = it["textOrigin"]
print(i, o["x"] + 40, o["y"] + 8, it["duration"], int(it["rect"]["y"]), int(it["rect"]["height"]))')

# The click is replayed at frame CLICK_FRAME (its time is half a frame early so that rounding
# cannot push it to the next frame). Each frame replays its input, then advances 1/60 s, so with
# --frames CLICK_FRAME + k the last frame shows the pen k/60 s after the click.
CLICK_FRAME=12
printf 'at %s click %s %s\n' "$(python3 -c "print(($CLICK_FRAME - 0.5) / 60)")" "$X" "$Y" \
  >"$DATA/click.txt"
for p in 0.3 0.6 1.0; do
  # Linear time u with easeInOutCubic(u) = p, then whole frames of 1/60 s after the click.
  frames=$(python3 -c "
p = $p
u = (p / 4) ** (1 / 3) if p < 0.5 else 1 - ((2 - 2 * p) ** (1 / 3)) / 2
print(round(u * $DURATION * 60))")
  rm -f "$DATA/todo.json"  # Each run starts from the sample list (the click saves it struck).
  name=out/todo-strike-$(python3 -c "print(round($p * 100))").png
  pen=$("$TACTILE" "${common[@]}" --script "$DATA/click.txt" --frames $((CLICK_FRAME + frames)) \
    --screenshot "$name" --dump-layout | python3 -c "
import json, sys
print(json.load(sys.stdin)['items'][$INDEX]['pen'])")
  convert "$name" -crop "740x$((HEIGHT + 8))+76+$((TOP - 4))" -scale 200% "${name%.png}-zoom.png"
  echo "$name: target p=$p, $frames frames after the click, pen=$pen (duration ${DURATION}s)"
done
