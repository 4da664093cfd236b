#!/usr/bin/env bash
# Renders the README's animations, one per interaction, from the scripts beside this file:
# docs/media/NAME.gif from Scripts/media/NAME.script, headless at a fixed size and frame rate
# with a fresh to-do list, so the same sources give the same bytes; and the stills
# (docs/inspector.png, docs/studio.png, docs/compare.png, docs/rtl/*.png). Fails when a file
# reaches the size limit. Usage: Scripts/media/make-media.sh PATH/TO/tactile
set -euo pipefail
cd "$(dirname "$0")/../.."
TACTILE=${1:-.build/debug/tactile}
SIZE=640x400
FPS=25
LIMIT=$((1500 * 1000))  # bytes
OUT=docs/media
mkdir -p "$OUT"
data=$(mktemp -d "${TMPDIR:-/tmp}/tactile-media.XXXXXX")
trap 'rm -rf "$data"' EXIT

# NAME PAGE [OPTIONS…]
render() {
  local name=$1 page=$2
  shift 2
  rm -rf "${data:?}"/* && mkdir -p "$data/todo"
  "$TACTILE" --headless --size "$SIZE" --page "$page" --data-dir "$data/todo" \
    --script "Scripts/media/$name.script" --record-fps "$FPS" --record "$OUT/$name.gif" "$@"
  local bytes
  bytes=$(stat -c %s "$OUT/$name.gif")
  if [ "$bytes" -ge "$LIMIT" ]; then
    echo "make-media: $OUT/$name.gif is $bytes bytes, over the limit of $LIMIT" >&2
    exit 1
  fi
}

render spoilers spoilers --text Scripts/media/spoilers.txt
render reactions reactions
render todo todo
render swipe reactions

# The stills see no saved presets of the user's (the panel lists them).
export XDG_CONFIG_HOME="$data/config"

# The inspector still: docs/inspector.png, written by the script's screenshot line.
rm -rf "${data:?}"/* && mkdir -p "$data/todo"
"$TACTILE" --headless --size 1280x800 --page spoilers --inspector --data-dir "$data/todo" \
  --script Scripts/media/stills/inspector.script --frames 50

# The panel still: docs/studio.png, written by the script's screenshot line.
rm -rf "${data:?}"/* && mkdir -p "$data/todo"
"$TACTILE" --headless --size 1280x800 --page todo --studio --preset cuberto \
  --data-dir "$data/todo" --script Scripts/media/stills/studio.script --frames 40

# The comparison still: docs/compare.png, written by the script's screenshot line.
rm -rf "${data:?}"/* && mkdir -p "$data/todo"
"$TACTILE" --headless --size 1280x800 --page reactions --compare telegram,facebook \
  --data-dir "$data/todo" --script Scripts/media/stills/compare.script

# The right-to-left stills: docs/rtl/PAGE.png, each page with --direction rtl at 960x600; the
# Spoilers page shows every script, the To-do page a list in four (Scripts/media/stills/
# rtl-todo.json), the Reactions page a message's bar open (its script's screenshot line).
rtl() {
  local page=$1
  shift
  rm -rf "${data:?}"/* && mkdir -p "$data/todo"
  "$TACTILE" --headless --size 960x600 --direction rtl --page "$page" --data-dir "$data/todo" "$@"
}
rtl spoilers --text world --frames 30 --screenshot docs/rtl/spoilers.png
rtl about --frames 30 --screenshot docs/rtl/about.png
rtl reactions --script Scripts/media/stills/rtl-reactions.script
cp Scripts/media/stills/rtl-todo.json "$data/todo/todo.json"
"$TACTILE" --headless --size 960x600 --direction rtl --page todo --data-dir "$data/todo" \
  --frames 30 --screenshot docs/rtl/todo.png
