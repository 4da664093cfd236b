import TactileCore

/// The invisible ink of the Spoilers page: one particle region per word of every spoiler (so
/// no grain covers the gaps between words), the dust's residency near the screen, and its
/// rasterization.
///
/// Only the regions within the viewport plus one screen above and below hold particles
/// (`follow(scrollOffset:viewportHeight:)`); the band moves in steps of a quarter screen, so
/// a region is resident well before it scrolls into view and its dust is in its steady state
/// when it is first seen. Regions are in text coordinates (points).
struct SpoilerInk {
  /// The dust over every word: region r belongs to one spoiler, `regionsOfSpoiler[s]` are
  /// spoiler s's regions.
  private(set) var field: ParticleField
  private(set) var regionsOfSpoiler: [Range<Int>] = []
  /// The rasterized dots of the viewport, `viewport × scale` pixels.
  let buffer = PixelBuffer(width: 1, height: 1)
  private var rasterizer = ParticleRasterizer()
  /// The scroll offset the residency band was last placed around, `nil` before the first.
  private var bandOffset: Float? = nil
  /// Scratch reused by `rebuild`.
  private var rects: [Rect] = []
  private var weights: [Float] = []

  /// Screens above and below the viewport whose dust is kept alive.
  static let residentScreens: Float = 1
  /// The band moves once the view has scrolled this many screens from where it was placed.
  static let bandStep: Float = 0.25

  init(seed: UInt64, parameters: InvisibleInkParameters, reducedMotion: Bool) {
    field = ParticleField(seed: seed, parameters: parameters, reducedMotion: reducedMotion)
    // Until `follow` places the band, only the text's first line may hold dust: a long text
    // never fills the field before its first layout.
    field.setResidentBand(0...0)
  }

  /// New regions for `text`'s current layout: fresh dust over the words of hidden spoilers;
  /// revealed ones (per `reveals`, whose animations must be settled) stay revealed. At most
  /// `maximumPerLine` particles go to one spoiler's words on one line.
  mutating func rebuild(text: SpoilerText, reveals: [SpoilerReveal]) {
    rects.removeAll(keepingCapacity: true)
    weights.removeAll(keepingCapacity: true)
    regionsOfSpoiler.removeAll(keepingCapacity: true)
    let parameters = field.parameters
    for range in text.parsed.spoilers {
      let start = rects.count
      text.layout.appendWordRects(for: range, into: &rects)
      regionsOfSpoiler.append(start..<rects.count)
      // Words of one line share their top: cap each line's total.
      var line = start
      while line < rects.count {
        var end = line
        var area: Float = 0
        while end < rects.count && rects[end].minY == rects[line].minY {
          area += rects[end].width * rects[end].height
          end += 1
        }
        let planned = area * parameters.density
        let weight =
          planned > Float(parameters.maximumPerLine)
          ? Float(parameters.maximumPerLine) / planned : 1
        for _ in line..<end { weights.append(weight) }
        line = end
      }
    }
    field.setRegions(rects, weights: weights)
    for (i, reveal) in reveals.enumerated() where reveal.phase == .revealed {
      for r in regionsOfSpoiler[i] { field.finishReveal(region: r) }
    }
  }

  /// Takes new parameters. Returns whether the regions must be rebuilt (`rebuild`): the number
  /// of particles changed (density or the per-line cap); the rest applies as particles are
  /// reborn.
  mutating func setParameters(_ p: InvisibleInkParameters) -> Bool {
    let old = field.parameters
    guard p != old else { return false }
    field.parameters = p
    return p.density != old.density || p.maximumPerLine != old.maximumPerLine
  }

  /// Keeps the dust of the viewport (scrolled by `scrollOffset`, `viewportHeight` tall, both in
  /// points) and of one screen above and below it alive.
  mutating func follow(scrollOffset: Float, viewportHeight: Float) {
    let screen = max(viewportHeight, 1)
    if let placed = bandOffset, abs(placed - scrollOffset) < Self.bandStep * screen { return }
    bandOffset = scrollOffset
    let reach = Self.residentScreens * screen
    field.setResidentBand((scrollOffset - reach)...(scrollOffset + screen + reach))
  }

  /// Forgets where the band was, so that the next `follow` places it afresh (after a new
  /// layout).
  mutating func invalidateBand() {
    bandOffset = nil
  }

  /// Sizes the dot buffer for a viewport of `size` points at `scale` pixels per point.
  func resizeBuffer(for size: Size, scale: Float) {
    buffer.resize(
      width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up))
    )
  }

  /// Spoiler `spoiler` reveals through `circle` (text coordinates).
  mutating func setRevealCircle(_ circle: RevealCircle, spoiler: Int) {
    for region in regionsOfSpoiler[spoiler] {
      field.setRevealCircle(circle, forRegion: region)
    }
  }

  /// Spoiler `spoiler` is hidden again: its dust fades back in.
  mutating func conceal(spoiler: Int) {
    for region in regionsOfSpoiler[spoiler] { field.conceal(region: region) }
  }

  /// Advances the dust by `dt` seconds.
  mutating func update(dt: Double) {
    field.update(dt: dt)
  }

  /// Whether live dust meets `rect` (text coordinates).
  func hasLiveDust(in rect: Rect) -> Bool { field.hasLiveDust(in: rect) }

  /// Draws the dots of the viewport (`viewport` in window points, showing the text from
  /// `scrollOffset` down) in `color`, limited to `clip` (text coordinates) when given.
  mutating func draw(
    into list: inout DrawList, viewport: Rect, scrollOffset: Float, scale: Float, clip: Rect?,
    color: Color
  ) {
    rasterizer.rasterize(
      field, into: buffer, origin: Vec2(0, scrollOffset), scale: scale, clip: clip, color: color)
    list.pixels(
      buffer,
      in: Rect(
        origin: viewport.origin,
        size: Size(Float(buffer.width) / scale, Float(buffer.height) / scale)),
      tint: Color.white.withOpacity(Float(color.a) / 255))
  }
}
