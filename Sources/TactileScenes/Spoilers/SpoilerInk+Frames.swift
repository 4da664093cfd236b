import TactileCore

extension SpoilerInk {
  /// Whether hidden ink is left anywhere in the regions near the view.
  var hasInk: Bool { field.liveCount > 0 }

  /// Whether the ink within `rect` (text coordinates) changes without input: dust moving
  /// (particles or a tile, unless motion is reduced), a reveal or conceal still fading it, or
  /// a tile on its way.
  func isAnimating(in rect: Rect) -> Bool {
    if !field.isSettled || (parameters.strategy != .particles && tiles.isMaking) { return true }
    guard parameters.strategy != .still, !reducedMotion else { return false }
    return field.hasLiveDust(in: rect)
  }

  /// Draws the ink of the viewport (`viewport` in window points, showing the text from
  /// `scrollOffset` down) in `color`, limited to `clip` (text coordinates) when given: the
  /// buffer is drawn again only when the ink or where it is seen changed since the last draw.
  mutating func draw(
    into list: inout DrawList, viewport: Rect, alignedRight: Bool, scrollOffset: Float,
    scale: Float, clip: Rect?, color: Color
  ) {
    wantTile(scale: scale)
    let tileFrame = tiles.tile.map { $0.frame(atInkFrame: tileInkFrame) } ?? 0
    var now = ShownInk(
      version: version, tileFrame: tileFrame, scrollOffset: scrollOffset, scale: scale,
      clip: clip, color: color, generation: buffer.generation)
    if now != shown {
      redraw(scrollOffset: scrollOffset, scale: scale, clip: clip, color: color)
      now.generation = buffer.generation
      shown = now
    }
    let size = Size(Float(buffer.width) / scale, Float(buffer.height) / scale)
    // The buffer's left edge is the text's: the viewport's, or, where the draw list mirrors
    // the page, the edge that lands there (the buffer is whole pixels, a little wider).
    let x = alignedRight ? viewport.maxX - size.width : viewport.minX
    list.pixels(
      buffer, in: Rect(origin: Vec2(x, viewport.minY), size: size),
      tint: Color.white.withOpacity(Float(color.a) / 255))
  }

  /// The ink frame whose tile frame is shown: the clock's while a tile moves, else 0 (the
  /// still strategy, reduced motion, and particles, whose frames bump the version).
  private var tileInkFrame: Int {
    parameters.strategy == .tile && !reducedMotion ? clock.frame : 0
  }

  /// Asks for the tile of the tile and still strategies at `scale` pixels per point (made
  /// beside the frames, or at once), and takes it when ready.
  mutating func wantTile(scale: Float) {
    let strategy = parameters.strategy
    guard strategy != .particles else { return }
    let spec = InkTile.Spec(
      parameters: parameters, still: strategy == .still, scale: scale, seed: seed)
    if tiles.want(spec) { version &+= 1 }
  }

  /// Draws the buffer again by the strategy: the particles rasterized, or the tile's frame
  /// of the moment sampled over the regions (nothing while the tile for this scale is being
  /// made).
  private mutating func redraw(scrollOffset: Float, scale: Float, clip: Rect?, color: Color) {
    let origin = Vec2(0, scrollOffset)
    guard parameters.strategy != .particles else {
      rasterizer.rasterize(
        field, into: buffer, origin: origin, scale: scale, clip: clip, color: color)
      return
    }
    guard let tile = tiles.tile, tile.spec.scale == scale else { return }
    sampler.sample(
      tile, frame: tileInkFrame, over: field, into: buffer, origin: origin, clip: clip,
      color: color)
  }
}
