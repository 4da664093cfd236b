extension BatchList {
  /// A text run as a quad of its atlas page: the run is rasterized at its size in pixels and
  /// drawn one texel per pixel from a whole-pixel origin (colour emoji are scaled from their
  /// own size). Text is white on its page, coloured by the tint; emoji keep their colours.
  mutating func appendText(_ run: TextRun, atlas: TextAtlas, submit: (BatchList) -> Void) {
    let px = run.font.pixelSize(atScale: scale)
    guard px > 0,
      let e = atlas.entry(
        run.text, face: run.font.face, shaping: run.font.shaping, pixelSize: px,
        beforeChangingUsedPixels: { submitBuilt(submit) })
    else { return }
    let emoji = run.font.face == .emoji
    let k: Float =
      emoji ? TextAtlasEntry.emojiScale(shownAt: px, rasterizedAt: e.pixelSize) : 1
    let x = (run.origin.x * scale).rounded()
    let y = (run.origin.y * scale - Float(e.ascent) * k).rounded()
    var columns = 0..<e.box.width
    if let span = run.span, !emoji {
      // A part of the run: whole columns, so that parts side by side tile the run.
      let limit = Float(e.box.width)
      let c0 = Int(min(max((span.lowerBound * scale).rounded(), 0), limit))
      let c1 = Int(min(max((span.upperBound * scale).rounded(), 0), limit))
      guard c1 > c0 else { return }
      columns = c0..<c1
    }
    let dst = Rect(
      x: x + Float(columns.lowerBound) * k, y: y, width: Float(columns.count) * k,
      height: Float(e.box.height) * k)
    let tint = emoji ? Color(r: 255, g: 255, b: 255, a: run.color.a) : run.color
    if emoji { atlas.prepare(e, shownAt: dst.width, dst.height) }
    appendAtlasQuad(
      e, columns: columns, in: dst, tint: tint, image: emoji ? e.image : nil, atlas: atlas)
  }

  /// A colour emoji scaled into `rect` (points), its aspect kept, centred.
  mutating func appendEmoji(
    _ grapheme: String, in rect: Rect, opacity: Float, atlas: TextAtlas,
    submit: (BatchList) -> Void
  ) {
    let px = Int32(clamping: Int((rect.height * scale).rounded()))
    guard
      let e = atlas.entry(
        grapheme, face: .emoji, shaping: .plain, pixelSize: max(1, px),
        beforeChangingUsedPixels: { submitBuilt(submit) })
    else { return }
    let r = rect.size.width * scale
    let aspect = Float(e.box.width) / max(1, Float(e.box.height))
    var w = r
    var h = r / aspect
    if h > rect.size.height * scale {
      h = rect.size.height * scale
      w = h * aspect
    }
    let dst = Rect(x: rect.midX * scale - w / 2, y: rect.midY * scale - h / 2, width: w, height: h)
    let tint = Color(r: 255, g: 255, b: 255, a: Color.byte(opacity))
    appendAtlasQuad(
      e, columns: 0..<e.box.width, in: dst, tint: tint, image: e.image, atlas: atlas)
  }

  /// Columns `columns` (counted from the entry's left edge) of an atlas entry over `dst`
  /// (pixels), in the batch of its page.
  private mutating func appendAtlasQuad(
    _ e: TextAtlasEntry, columns: Range<Int>, in dst: Rect, tint: Color, image: AnyObject?,
    atlas: TextAtlas
  ) {
    joinText(page: e.page)
    let size = atlas.size(ofPage: e.page)
    let source = PixelBox(
      x0: e.box.x0 + columns.lowerBound, y0: e.box.y0, x1: e.box.x0 + columns.upperBound,
      y1: e.box.y1)
    appendQuad(
      dst, source: source, textureSize: (Float(size.width), Float(size.height)), tint: tint,
      image: image)
  }
}
