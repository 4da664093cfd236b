#!/usr/bin/env bash
# Regenerates the fonts shipped in Assets/Fonts/ from Debian's Noto packages.
#
#   Scripts/make-fonts.sh
#
# Output (all derived from SIL OFL 1.1 fonts, see Assets/Fonts/OFL.txt):
#   Assets/Fonts/NotoColorEmoji-Subset.ttf   colour (CBDT/CBLC) emoji subset
#   Assets/Fonts/NotoSans-Regular.ttf        UI text subset, kerning + hinting kept
#   Assets/Fonts/NotoSans-SemiBold.ttf       (or NotoSans-Bold.ttf if the installed
#                                            fonts-noto-core has no SemiBold)
#   Assets/Fonts/OFL.txt, Assets/Fonts/README.md
set -euo pipefail

# --------------------------------------------------------------------------
# Emoji set (reaction picker). Each entry is one emoji: its codepoints joined
# with '+'. Components of sequences (U+FE0F, U+200D, ...) are subset too and
# the GSUB ligatures are kept, so multi-codepoint emoji render as one glyph.
EMOJI_SEQUENCES=(
  1F602           # 😂 face with tears of joy
  1F621           # 😡 pouting face
  1F622           # 😢 crying face
  1F62E           # 😮 face with open mouth
  1F44D           # 👍 thumbs up
  2764+FE0F       # ❤️ red heart
  1F525           # 🔥 fire
  1F389           # 🎉 party popper
  1F60D           # 😍 smiling face with heart-eyes
  1F914           # 🤔 thinking face
  1F44F           # 👏 clapping hands
  1F64F           # 🙏 folded hands
  1F60E           # 😎 smiling face with sunglasses
  1F973           # 🥳 partying face
  1F4AF           # 💯 hundred points
  1F680           # 🚀 rocket
  2728            # ✨ sparkles
  1F648           # 🙈 see-no-evil monkey
  1F440           # 👀 eyes
  1F605           # 😅 grinning face with sweat
  1F92F           # 🤯 exploding head
  1F355           # 🍕 pizza
  2615            # ☕ hot beverage
  1F431           # 🐱 cat face
  1F30D           # 🌍 globe showing Europe-Africa
  2705            # ✅ check mark button
  2764+FE0F+200D+1F525  # ❤️‍🔥 heart on fire (ZWJ sequence)
)

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
EMOJI_SRC="$NOTO_DIR/NotoColorEmoji.ttf"
REQUIRED_DEBS=(fonts-noto-color-emoji fonts-noto-core)
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
for f in "$EMOJI_SRC" "$TEXT_REGULAR_SRC" "$TEXT_STRONG_SRC" "${GRAFT_PATHS[@]}"; do
  [ -f "$f" ] || { echo "error: $f not found" >&2; exit 1; }
done

mkdir -p "$OUT"
# Remove previous outputs so a Bold/SemiBold switch leaves no stale file.
rm -f "$OUT"/NotoColorEmoji-Subset.ttf "$OUT"/NotoSans-*.ttf

# 3. Emoji subset --------------------------------------------------------------
emoji_unicodes=()
for seq in "${EMOJI_SEQUENCES[@]}"; do
  IFS='+' read -r -a cps <<<"$seq"
  for cp in "${cps[@]}"; do emoji_unicodes+=("U+$cp"); done
done
emoji_unicodes_csv="$(printf '%s\n' "${emoji_unicodes[@]}" | sort -u | paste -sd, -)"

EMOJI_OUT="$OUT/NotoColorEmoji-Subset.ttf"
"$PY" -m fontTools.subset "$EMOJI_SRC" \
  --output-file="$EMOJI_OUT" \
  --unicodes="$emoji_unicodes_csv" \
  --layout-features='*' \
  --name-IDs='*' \
  --notdef-outline

# Colour bitmaps must survive, and every sequence must map to exactly one glyph.
"$PY" - "$EMOJI_OUT" "${EMOJI_SEQUENCES[@]}" <<'EOF'
import sys
from fontTools.ttLib import TTFont
path, seqs = sys.argv[1], sys.argv[2:]
f = TTFont(path)
missing = [t for t in ("CBDT", "CBLC") if t not in f]
if missing:
    sys.exit(f"error: {path} lost tables {missing}")
cmap = f.getBestCmap()
# U+FE0F has no glyph of its own: it is a variation selector, handled through
# the cmap format 14 subtable (base codepoint + VS -> glyph).
uvs = {}
for t in f["cmap"].tables:
    if t.format == 14:
        for vs, pairs in t.uvsDict.items():
            for base, glyph in pairs:
                uvs[(base, vs)] = glyph or cmap.get(base)
ligs = {}  # (first glyph, *components) -> ligature glyph
for lookup in f["GSUB"].table.LookupList.Lookup:
    for st in lookup.SubTable:
        if st.LookupType == 7:
            st = st.ExtSubTable
        for first, entries in getattr(st, "ligatures", {}).items():
            for lig in entries:
                ligs[(first, *lig.Component)] = lig.LigGlyph
for seq in seqs:
    cps = [int(c, 16) for c in seq.split("+")]
    for i, cp in enumerate(cps):
        if cp == 0xFE0F:
            if (cps[i - 1], cp) not in uvs:
                sys.exit(f"error: {path}: no cmap14 entry for U+{cps[i-1]:04X} U+FE0F")
        elif cp not in cmap:
            sys.exit(f"error: {path} has no glyph for U+{cp:04X}")
    glyphs = [cmap[cp] for cp in cps if cp != 0xFE0F]
    if len(glyphs) > 1:
        if tuple(glyphs) not in ligs:
            sys.exit(f"error: {path}: no GSUB ligature for {seq}")
        print(f"  {seq} -> ligature {ligs[tuple(glyphs)]}")
print(f"ok: {path}: CBDT+CBLC present, {len(seqs)} emoji mapped, "
      f"{len(f.getGlyphOrder())} glyphs")
EOF

# 4. Text subsets --------------------------------------------------------------
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
"$PY" - "$OUT/OFL.txt" "$EMOJI_SRC" "$TEXT_REGULAR_SRC" "$TEXT_STRONG_SRC" "${GRAFT_PATHS[@]}" <<'EOF'
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
  echo "| \`NotoColorEmoji-Subset.ttf\` | \`$EMOJI_SRC\` | fonts-noto-color-emoji $(debver fonts-noto-color-emoji) | $(fsize "$EMOJI_OUT") B |"
  echo "| \`$(basename "$TEXT_REGULAR_OUT")\` | \`$TEXT_REGULAR_SRC\` | fonts-noto-core $(debver fonts-noto-core) | $(fsize "$TEXT_REGULAR_OUT") B |"
  echo "| \`$(basename "$TEXT_STRONG_OUT")\` | \`$TEXT_STRONG_SRC\` | fonts-noto-core $(debver fonts-noto-core) | $(fsize "$TEXT_STRONG_OUT") B |"
  echo
  echo "## NotoColorEmoji-Subset.ttf"
  echo
  echo "Colour bitmap font (CBDT/CBLC, a single 109 ppem strike, bitmaps ~136x128 px;"
  echo "SDL_ttf picks that strike whatever point size is asked for, so scale the result). All GSUB layout features are kept so the sequences below"
  echo "shape to one glyph with HarfBuzz. Codepoints (\`+\` = one sequence):"
  echo
  for seq in "${EMOJI_SEQUENCES[@]}"; do
    chars=""
    IFS='+' read -r -a cps <<<"$seq"
    for cp in "${cps[@]}"; do chars+="$(printf "\\U$(printf %08X "0x$cp")")"; done
    echo "- $chars \`U+${seq//+/ U+}\`"
  done
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
