extension BatchList {
  /// A text run as one quad per glyph of its atlas page: each glyph rasterized at the run's
  /// size in pixels for the quarter pixel its pen stands in, drawn one texel per pixel from a
  /// whole-pixel origin (colour emoji are scaled from their own size). Text is white on its
  /// page, coloured by the tint; emoji keep their colours. The quads are cut to the run's span
  /// (whole columns) and to its line box (whole rows).
  mutating func appendText(
    _ run: TextRun, _ glyphs: ArraySlice<PlacedGlyph>, atlas: GlyphAtlas,
    submit: (BatchList) -> Void
  ) {
    let px = run.font.pixelSize(atScale: scale)
    guard px > 0 else { return }
    let emoji = run.font.face == .emoji
    let baseline = run.origin.y * scale
    var columns = -Float.infinity..<Float.infinity
    if let span = run.span {
      columns =
        ((run.origin.x + span.lowerBound) * scale)
        .rounded()..<((run.origin.x + span.upperBound) * scale).rounded()
      guard !columns.isEmpty else { return }
    }
    let rows =
      ((run.origin.y - run.above) * scale)
      .rounded()..<((run.origin.y + run.below) * scale).rounded()
    let tint = emoji ? Color(r: 255, g: 255, b: 255, a: run.color.a) : run.color
    for g in glyphs {
      let penX = (run.origin.x + g.x) * scale
      let penY = (baseline + g.y * scale).rounded()
      var whole = penX.rounded(.down)
      var step = Int(((penX - whole) * Float(GlyphKey.subpixelSteps)).rounded())
      if emoji || step == GlyphKey.subpixelSteps {
        whole = emoji ? penX.rounded() : whole + 1
        step = 0
      }
      let key = GlyphKey(
        face: run.font.face, pixelSize: emoji ? 0 : px, glyph: g.id, subpixel: UInt8(step))
      guard let e = atlas.glyph(key, beforeChangingUsedPixels: { submitBuilt(submit) }),
        !e.box.isEmpty
      else { continue }
      let k: Float = emoji ? GlyphAtlasEntry.emojiScale(shownAt: px, rasterizedAt: e.pixelSize) : 1
      let dst = Rect(
        x: whole + Float(e.left) * k, y: penY - Float(e.top) * k, width: Float(e.box.width) * k,
        height: Float(e.box.height) * k)
      if emoji {
        let at = Rect(
          x: dst.minX.rounded(), y: dst.minY.rounded(), width: dst.width, height: dst.height)
        atlas.prepare(e, shownAt: at.width, at.height)
        appendAtlasQuad(e, source: e.box, in: at, tint: tint, image: e.image, atlas: atlas)
        continue
      }
      // Whole texels: cut the box to the run's columns and rows.
      let x0 = max(dst.minX, columns.lowerBound)
      let x1 = min(dst.maxX, columns.upperBound)
      let y0 = max(dst.minY, rows.lowerBound)
      let y1 = min(dst.maxY, rows.upperBound)
      guard x0 < x1, y0 < y1 else { continue }
      let source = PixelBox(
        x0: e.box.x0 + Int(x0 - dst.minX), y0: e.box.y0 + Int(y0 - dst.minY),
        x1: e.box.x0 + Int(x1 - dst.minX), y1: e.box.y0 + Int(y1 - dst.minY))
      appendAtlasQuad(
        e, source: source, in: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), tint: tint,
        image: nil, atlas: atlas)
    }
  }

  /// The colour-emoji glyphs of one grapheme scaled into `rect` (points), their aspect kept,
  /// centred.
  mutating func appendEmoji(
    _ glyphs: ArraySlice<PlacedGlyph>, in rect: Rect, opacity: Float, atlas: GlyphAtlas,
    submit: (BatchList) -> Void
  ) {
    let tint = Color(r: 255, g: 255, b: 255, a: Color.byte(opacity))
    // The glyphs side by side, in raster pixels.
    var total = 0
    var height = 0
    for g in glyphs {
      let key = GlyphKey(face: .emoji, pixelSize: 0, glyph: g.id)
      guard let e = atlas.glyph(key, beforeChangingUsedPixels: { submitBuilt(submit) }) else {
        continue
      }
      total += e.box.width
      height = max(height, e.box.height)
    }
    guard total > 0, height > 0 else { return }
    let r = rect.size.width * scale
    let aspect = Float(total) / Float(height)
    var w = r
    var h = r / aspect
    if h > rect.size.height * scale {
      h = rect.size.height * scale
      w = h * aspect
    }
    let k = w / Float(total)
    var x = rect.midX * scale - w / 2
    let y = rect.midY * scale - h / 2
    for g in glyphs {
      let key = GlyphKey(face: .emoji, pixelSize: 0, glyph: g.id)
      guard let e = atlas.glyph(key, beforeChangingUsedPixels: { submitBuilt(submit) }),
        !e.box.isEmpty
      else { continue }
      let dst = Rect(x: x, y: y, width: Float(e.box.width) * k, height: Float(e.box.height) * k)
      appendAtlasQuad(e, source: e.box, in: dst, tint: tint, image: e.image, atlas: atlas)
      x += dst.width
    }
  }

  /// Texels `source` of an atlas entry's page over `dst` (pixels), in the batch of its page.
  private mutating func appendAtlasQuad(
    _ e: GlyphAtlasEntry, source: PixelBox, in dst: Rect, tint: Color, image: AnyObject?,
    atlas: GlyphAtlas
  ) {
    joinText(page: e.page)
    let size = atlas.size(ofPage: e.page)
    appendQuad(
      dst, source: source, textureSize: (Float(size.width), Float(size.height)), tint: tint,
      image: image)
  }
}
