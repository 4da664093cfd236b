#!/usr/bin/env bash
# Regenerates the fonts shipped in Assets/Fonts/ from Debian's Noto packages.
#
#   Scripts/make-fonts.sh
#
# Output (all derived from SIL OFL 1.1 fonts, see Assets/Fonts/OFL.txt):
#   Assets/Fonts/NotoSans-Regular.ttf        UI text subset, kerning + hinting kept
#   Assets/Fonts/NotoSans-SemiBold.ttf       (or NotoSans-Bold.ttf if the installed
#                                            fonts-noto-core has no SemiBold)
#   Assets/Fonts/OFL.txt, Assets/Fonts/README.md
set -euo pipefail

# --------------------------------------------------------------------------
# Unicode ranges kept in the text fonts (pyftsubset --unicodes syntax).
TEXT_UNICODES=(
  U+0000-007F     # Basic Latin
  U+0080-00FF     # Latin-1 Supplement (includes U+00B7 middle dot)
  U+0100-017F     # Latin Extended-A
  U+0400-04FF     # Cyrillic
  U+2000-206F     # General Punctuation (includes U+2022, U+2026, U+2039, U+203A)
  U+20A0-20CF     # Currency Symbols (€, ₽, ...)
  U+2190-21FF     # Arrows
  U+2713 U+2715   # ✓ ✕
  U+25CF U+25CB   # ● ○
)
# OpenType layout features kept in the text fonts, on top of pyftsubset's
# defaults (which already include kern, mark, mkmk, liga, ccmp, locl, ...).
TEXT_EXTRA_FEATURES="tnum,pnum,lnum,case"
# Noto Sans itself has no arrows, ✓ ✕ ● ○. Those codepoints (when missing from
# Noto Sans) are copied, unhinted and regular weight, from these fonts-noto-core
# fonts into both text fonts, first source that has the glyph wins.
GRAFT_UNICODES="U+2190-21FF,U+2713,U+2715,U+25CF,U+25CB"
GRAFT_SRCS=(NotoSansMath-Regular.ttf NotoSansSymbols-Regular.ttf NotoSansSymbols2-Regular.ttf)

NOTO_DIR=/usr/share/fonts/truetype/noto
# fonts-noto-color-emoji only for its copyright file, which holds the OFL text.
REQUIRED_DEBS=(fonts-noto-core fonts-noto-color-emoji)
# --------------------------------------------------------------------------

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/Assets/Fonts"
PY=python3

# 1. fontTools ---------------------------------------------------------------
if ! "$PY" -c 'import fontTools' 2>/dev/null; then
  echo "Installing fontTools with pip..."
  if ! "$PY" -m pip install --quiet fonttools; then
    if [ "$(id -u)" -eq 0 ]; then
      apt-get install -y python3-fonttools
    else
      echo "error: could not install fontTools; run: python3 -m pip install fonttools" >&2
      exit 1
    fi
  fi
fi

# 2. Debian font packages ----------------------------------------------------
missing=()
for pkg in "${REQUIRED_DEBS[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$pkg")
  fi
done
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    apt-get install -y "${missing[@]}" || { apt-get update && apt-get install -y "${missing[@]}"; }
  else
    echo "error: missing Debian packages; install them with:" >&2
    echo "  sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

# Noto Sans SemiBold if fonts-noto-core ships it, else Bold.
TEXT_REGULAR_SRC="$NOTO_DIR/NotoSans-Regular.ttf"
if dpkg -L fonts-noto-core | grep -qx "$NOTO_DIR/NotoSans-SemiBold.ttf"; then
  TEXT_STRONG_SRC="$NOTO_DIR/NotoSans-SemiBold.ttf"
else
  TEXT_STRONG_SRC="$NOTO_DIR/NotoSans-Bold.ttf"
fi
GRAFT_PATHS=()
for g in "${GRAFT_SRCS[@]}"; do GRAFT_PATHS+=("$NOTO_DIR/$g"); done
for f in "$TEXT_REGULAR_SRC" "$TEXT_STRONG_SRC" "${GRAFT_PATHS[@]}"; do
  [ -f "$f" ] || { echo "error: $f not found" >&2; exit 1; }
done

mkdir -p "$OUT"
# Remove previous outputs so a Bold/SemiBold switch leaves no stale file.
rm -f "$OUT"/NotoSans-*.ttf

# 3. Text subsets --------------------------------------------------------------
text_unicodes_csv="$(printf '%s\n' "${TEXT_UNICODES[@]}" | paste -sd, -)"
subset_text() {
  local src="$1" dst="$2"
  "$PY" -m fontTools.subset "$src" \
    --output-file="$dst" \
    --unicodes="$text_unicodes_csv" \
    --layout-features+="$TEXT_EXTRA_FEATURES" \
    --hinting \
    --name-IDs='*' \
    --notdef-outline \
    --glyph-names=false
}
TEXT_REGULAR_OUT="$OUT/$(basename "$TEXT_REGULAR_SRC")"
TEXT_STRONG_OUT="$OUT/$(basename "$TEXT_STRONG_SRC")"
graft_symbols() {
  "$PY" - "$1" "$GRAFT_UNICODES" "${GRAFT_PATHS[@]}" <<'EOF'
import sys
from fontTools.ttLib import TTFont
from fontTools.pens.recordingPen import DecomposingRecordingPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
dst_path, spec, srcs = sys.argv[1], sys.argv[2], sys.argv[3:]
wanted = []
for part in spec.split(","):
    lo, _, hi = part.removeprefix("U+").partition("-")
    wanted += range(int(lo, 16), int(hi or lo, 16) + 1)
dst = TTFont(dst_path, recalcTimestamp=False)  # keep output reproducible
cmap = dst.getBestCmap()
upm = dst["head"].unitsPerEm
order = list(dst.getGlyphOrder())
added = {}
for src_path in srcs:
    src = TTFont(src_path)
    assert src["head"].unitsPerEm == upm, src_path
    scmap, gs = src.getBestCmap(), src.getGlyphSet()
    for cp in wanted:
        if cp in cmap or cp in added or cp not in scmap:
            continue
        name = f"uni{cp:04X}"
        assert name not in order, name
        rec = DecomposingRecordingPen(gs)
        gs[scmap[cp]].draw(rec)
        pen = TTGlyphPen(None)
        rec.replay(pen)
        glyph = pen.glyph()                       # no instructions: unhinted
        dst["glyf"][name] = glyph
        glyph.recalcBounds(dst["glyf"])
        dst["hmtx"][name] = (src["hmtx"][scmap[cp]][0], getattr(glyph, "xMin", 0))
        order.append(name)
        added[cp] = name
dst.setGlyphOrder(order)
dst["glyf"].setGlyphOrder(order)
for t in dst["cmap"].tables:
    if t.isUnicode() and t.format in (4, 12):
        t.cmap.update(added)
dst["maxp"].numGlyphs = len(order)
dst["OS/2"].recalcUnicodeRanges(dst)
dst.save(dst_path)
print(f"grafted {len(added)} symbol glyphs into {dst_path}")
EOF
}
subset_text "$TEXT_REGULAR_SRC" "$TEXT_REGULAR_OUT"
subset_text "$TEXT_STRONG_SRC" "$TEXT_STRONG_OUT"
graft_symbols "$TEXT_REGULAR_OUT"
graft_symbols "$TEXT_STRONG_OUT"

"$PY" - "$TEXT_REGULAR_OUT" "$TEXT_STRONG_OUT" <<'EOF'
import sys
from fontTools.ttLib import TTFont
sample = "Привет, мир! Hello — “quotes” … € · • ‹› ← → ✓ ✕ ● ○"
for path in sys.argv[1:]:
    f = TTFont(path)
    cmap = f.getBestCmap()
    missing = [c for c in sample if ord(c) not in cmap]
    if missing:
        sys.exit(f"error: {path} lacks {missing!r}")
    feats = {r.FeatureTag for r in f["GPOS"].table.FeatureList.FeatureRecord}
    if "kern" not in feats:
        sys.exit(f"error: {path} lost GPOS kern")
    if "fpgm" not in f or "prep" not in f:
        sys.exit(f"error: {path} lost hinting")
    print(f"ok: {path}: sample covered, GPOS kern + hinting kept, "
          f"{len(f.getGlyphOrder())} glyphs")
EOF

# 5. Licence + README ------------------------------------------------------------
# OFL 1.1 text: taken from the Debian copyright file of fonts-noto-color-emoji
# (its "License: SIL-1.1" stanza carries the full text), prefixed with the
# copyright notices from the fonts' own name tables.
"$PY" - "$OUT/OFL.txt" "$TEXT_REGULAR_SRC" "$TEXT_STRONG_SRC" "${GRAFT_PATHS[@]}" <<'EOF'
import re, sys
from fontTools.ttLib import TTFont
out, fonts = sys.argv[1], sys.argv[2:]
by_notice = {}
for p in fonts:
    name = TTFont(p)["name"]
    by_notice.setdefault(name.getDebugName(0), []).append(name.getDebugName(4))
notices = [f"{n} ({', '.join(fams)})" for n, fams in by_notice.items()]
text = open("/usr/share/doc/fonts-noto-color-emoji/copyright", encoding="utf-8").read()
m = re.search(r"^ -+\n SIL OPEN FONT LICENSE Version 1\.1.*?(?=\n\S|\Z)", text, re.S | re.M)
if not m:
    sys.exit("error: OFL text not found in fonts-noto-color-emoji copyright file")
body = []
for l in m.group(0).splitlines():
    l = l[1:] if l.startswith(" ") else l
    body.append("" if l == "." else l)
with open(out, "w", encoding="utf-8") as fh:
    fh.write("\n".join(notices) + "\n\n")
    fh.write("This Font Software is licensed under the SIL Open Font License, Version 1.1.\n")
    fh.write("This license is copied below, and is also available with a FAQ at:\n")
    fh.write("https://openfontlicense.org\n\n")
    fh.write("\n".join(body).rstrip() + "\n")
EOF

debver() { dpkg-query -W -f='${Version}' "$1"; }
fsize() { stat -c %s "$1"; }
{
  echo "# Fonts"
  echo
  echo "Generated by \`Scripts/make-fonts.sh\` — do not edit by hand; rerun the script"
  echo "to regenerate (needs Debian/Ubuntu with apt, python3; installs fontTools and"
  echo "the Noto packages if missing). All files are subsets made with fontTools"
  echo "\`pyftsubset\` and are licensed under the SIL Open Font License 1.1 (\`OFL.txt\`)."
  echo
  echo "| File | Upstream file | Debian package | Size |"
  echo "|---|---|---|---|"
  echo "| \`$(basename "$TEXT_REGULAR_OUT")\` | \`$TEXT_REGULAR_SRC\` | fonts-noto-core $(debver fonts-noto-core) | $(fsize "$TEXT_REGULAR_OUT") B |"
  echo "| \`$(basename "$TEXT_STRONG_OUT")\` | \`$TEXT_STRONG_SRC\` | fonts-noto-core $(debver fonts-noto-core) | $(fsize "$TEXT_STRONG_OUT") B |"
  echo
  echo "Colour emoji and the scripts these faces lack (Arabic, Hebrew, Devanagari, CJK, Thai…)"
  echo "are drawn with the system's Noto faces (fonts-noto-color-emoji, fonts-noto-core,"
  echo "fonts-noto-cjk), found through fontconfig; nothing of them is shipped here."
  echo
  echo "## $(basename "$TEXT_REGULAR_OUT"), $(basename "$TEXT_STRONG_OUT")"
  echo
  echo "Hinting (TrueType instructions) and GPOS kerning kept; layout features are"
  echo "pyftsubset's defaults plus \`$TEXT_EXTRA_FEATURES\`. Unicode ranges:"
  echo
  echo "\`${text_unicodes_csv//,/, }\`"
  echo
  echo "(Basic Latin, Latin-1 Supplement, Latin Extended-A, Cyrillic, General"
  echo "Punctuation, Currency Symbols, Arrows, ✓ ✕ ● ○.)"
  echo
  echo "Noto Sans has no arrows, ✓ ✕ ● ○, so the script copies those glyphs"
  echo "(\`$GRAFT_UNICODES\`; unhinted, regular weight in both files) from"
  echo "these fonts-noto-core $(debver fonts-noto-core) files, first that has the glyph wins:"
  echo
  for g in "${GRAFT_PATHS[@]}"; do echo "- \`$g\`"; done
} >"$OUT/README.md"

echo
ls -l "$OUT"
